import { useEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import type { PhotoInfo } from '../../shared/schemas/media.js';
import { jpegVariant, mediaKey, variantSrcSet } from '../../shared/photo-variants.js';
import styles from './Photo.module.css';

/**
 * How soon the picture is wanted: `high` is the page's largest picture above the fold (fetched
 * first and preloaded from the page's head); `eager` is another on the first screen, fetched as
 * soon as the page names it; every other picture is `lazy`, fetched once the page is laid out
 * if on screen, or when the guest scrolls near it.
 */
export type PhotoPriority = 'high' | 'eager' | 'lazy';

interface PhotoProps {
  /** The record's `image`: an uploaded photo (`/media/<key>`), an https address or `/images/…`. */
  image: string;
  /** The menu's description of an uploaded photo (`menu.media[image]`). */
  info: PhotoInfo | undefined;
  alt: string;
  /** The picture's box: its width and `aspect-ratio`, from the card's CSS module. */
  className: string | undefined;
  /** How wide the box is at each screen width, from the same CSS (the browser picks a variant). */
  sizes: string;
  /** The size an address without variants is declared at (its proportions keep the layout). */
  width: number;
  height: number;
  priority: PhotoPriority;
  /** Shown, large, in place of a picture that cannot be loaded: the name's first letter. */
  initial: string;
}

/**
 * A menu picture. An uploaded photo comes in AVIF and WebP at several widths, the browser
 * choosing by `sizes`, and as one JPEG for the rest; its placeholder (shared/photo-styles.ts)
 * shows under it until it arrives. A picture that fails, an old address included, becomes a
 * quiet tile with the initial instead of the browser's broken-image icon.
 */
export function Photo({ image, info, alt, className, sizes, width, height, priority, initial }: PhotoProps) {
  const [failedImage, setFailedImage] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  const key = info ? mediaKey(image) : null;
  const avif = key && info ? variantSrcSet(key, info.widths, 'avif') : '';

  // The page arrives drawn by the server: a picture may have failed before the app attached,
  // when nobody was listening for its error event.
  useEffect(() => {
    const element = img.current;
    if (element?.complete && element.naturalWidth === 0 && element.getAttribute('src')) setFailedImage(image);
  }, [image]);

  if (key && info && priority === 'high') {
    // Inside <picture> React cannot know which source the browser will take, so it preloads
    // nothing by itself: this names the AVIF set, which every browser that preloads reads.
    preload(jpegVariant(key, info), { as: 'image', imageSrcSet: avif, imageSizes: sizes, type: 'image/avif', fetchPriority: 'high' });
  }

  if (failedImage === image) {
    return (
      <span
        className={`${className ?? ''} ${styles.fallback ?? ''}`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <span aria-hidden="true">{initial}</span>
      </span>
    );
  }

  const common = {
    ref: img,
    className,
    loading: priority === 'lazy' ? ('lazy' as const) : ('eager' as const),
    decoding: 'async' as const,
    ...(priority === 'high' ? { fetchPriority: 'high' as const } : {}),
    onError: () => setFailedImage(image),
  };

  if (!key || !info) return <img {...common} alt={alt} src={image} width={width} height={height} />;
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <source type="image/webp" srcSet={variantSrcSet(key, info.widths, 'webp')} sizes={sizes} />
      <img {...common} alt={alt} src={jpegVariant(key, info)} width={info.width} height={info.height} data-photo={key} />
    </picture>
  );
}

/** The first letter of `name`, capitalised the way its language does (`ı` → `I`, `i` → `İ`). */
export function initialOf(name: string, language: 'tr' | 'en'): string {
  const first = Array.from(name.trim())[0] ?? '';
  return first.toLocaleUpperCase(language === 'tr' ? 'tr-TR' : 'en');
}
