import { describe, expect, it } from 'vitest';
import { photoStyleSheet } from '../../src/shared/photo-styles.js';
import { jpegVariant, mediaKey, variantSrcSet, webpVariant } from '../../src/shared/photo-variants.js';
import { MEDIA_IMAGE } from '../../src/shared/schemas/media.js';

const KEY = '0123456789abcdef0123456789abcdef';
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAADCAIAAAA7ljmRAAAAGElEQVR4nGP8z8DAwMDAxMDAwMDAwAAAJQAC/d9bJ8kAAAAASUVORK5CYII=';
const info = (placeholder: string) => ({ width: 800, height: 600, widths: [320, 640], placeholder });

describe('the photos’ placeholders as style rules', () => {
  it('one rule per uploaded photo, painting its few pixels under the picture', () => {
    const other = 'abcdefabcdefabcdefabcdefabcdefabcdefabcd';
    const css = photoStyleSheet({ [`/media/${KEY}`]: info(PNG), [`/media/${other}`]: info(PNG) });
    expect(css).toBe(
      `img[data-photo="${KEY}"]{background-image:url(${PNG});background-size:cover}` +
        `img[data-photo="${other}"]{background-image:url(${PNG});background-size:cover}`,
    );
  });

  it('nothing for what is not an uploaded photo, nor for a placeholder that could end the rule', () => {
    expect(photoStyleSheet({})).toBe('');
    expect(photoStyleSheet({ 'https://img.example/pide.jpg': info(PNG), '/images/menu/pide.svg': info(PNG) })).toBe('');
    for (const placeholder of [`${PNG});}body{display:none`, 'data:image/svg+xml;base64,PHN2Zz4=', 'https://evil.example/x.png', '']) {
      expect(photoStyleSheet({ [`/media/${KEY}`]: info(placeholder) }), placeholder).toBe('');
    }
  });
});

describe('a photo’s variants', () => {
  it('are found by the same pattern as the shared contract’s MEDIA_IMAGE', () => {
    for (const image of [`/media/${KEY}`, `/media/${KEY}${KEY}`, '/media/ABC', `/media/${KEY}-320.avif`, `https://x.test/media/${KEY}`]) {
      expect(mediaKey(image) !== null, image).toBe(MEDIA_IMAGE.test(image));
    }
    expect(mediaKey(`/media/${KEY}`)).toBe(KEY);
  });

  it('the JPEG is at most 1280 px wide, never wider than the crop', () => {
    expect(jpegVariant(KEY, { width: 4000 })).toBe(`/media/${KEY}-1280.jpg`);
    expect(jpegVariant(KEY, { width: 700 })).toBe(`/media/${KEY}-700.jpg`);
    expect(variantSrcSet(KEY, [320, 640], 'webp')).toBe(`/media/${KEY}-320.webp 320w, /media/${KEY}-640.webp 640w`);
    expect(webpVariant(KEY, [320, 640, 960], 640)).toBe(`/media/${KEY}-640.webp`);
    expect(webpVariant(KEY, [320, 480], 640)).toBe(`/media/${KEY}-480.webp`);
  });
});
