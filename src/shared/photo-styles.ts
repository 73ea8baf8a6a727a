import type { PhotoInfo } from './schemas/media.js';
import { mediaKey } from './photo-variants.js';

// A few pixels of the crop as a PNG (schemas/media.ts, photoInfo.placeholder). Checked again here
// because it is written into a style sheet, where a quote or a parenthesis could end the rule.
const PLACEHOLDER = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/**
 * Each uploaded photo's placeholder, as style rules for the `<img data-photo="<key>">` that shows
 * it: the browser scales the few pixels up to the picture's box, which reads as a blurred
 * preview until the photo arrives. A style sheet rather than a style attribute: pages drawn by
 * the server may carry no inline style under the content security policy (like tag-styles.ts),
 * and the rules are in the page's head before any script runs.
 */
export function photoStyleSheet(media: Readonly<Record<string, PhotoInfo>>): string {
  return Object.entries(media)
    .map(([image, info]) => {
      const key = mediaKey(image);
      if (key === null || !PLACEHOLDER.test(info.placeholder)) return '';
      return `img[data-photo="${key}"]{background-image:url(${info.placeholder});background-size:cover}`;
    })
    .join('');
}
