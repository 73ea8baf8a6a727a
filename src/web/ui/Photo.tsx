import { useEffect, useRef, useState } from 'react';
import type { PhotoInfo } from '../../shared/schemas/media.js';
import { jpegVariant, mediaKey, variantSrcSet } from '../../shared/photo-variants.js';
import { usePreloadImage } from './page-head.js';
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
  box: PhotoBox;
  priority: PhotoPriority;
  /** What the picture shows: in place of a picture that cannot be loaded, its first letter, large. */
  name: string;
}

/** Where a kind of picture stands on its page (a card's, the dish page's, the banner's). */
export interface PhotoBox {
  /** How wide the box is at each screen width, from its CSS module (the browser picks a variant). */
  sizes: string;
  /** The size an address without variants is declared at (its proportions keep the layout). */
  width: number;
  height: number;
}

/**
 * A menu picture. An uploaded photo comes in AVIF and WebP at several widths, the browser
 * choosing by `sizes`, and as one JPEG for the rest; its placeholder (shared/photo-styles.ts)
 * shows under it until it arrives. A picture that fails, an old address included, becomes a
 * quiet tile with the initial instead of the browser's broken-image icon.
 */
export function Photo({ image, info, alt, className, box, priority, name }: PhotoProps) {
  const { sizes, width, height } = box;
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

  // The page's largest picture is asked for from its head. An uploaded photo by its AVIF set,
  // which every browser that preloads reads.
  usePreloadImage(
    priority !== 'high' ? null : key && info ? { href: jpegVariant(key, info), srcSet: avif, sizes, type: 'image/avif' } : { href: image },
  );

  if (failedImage === image) {
    return (
      <span
        className={`${className ?? ''} ${styles.fallback ?? ''}`}
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <span aria-hidden="true">{initialOf(name)}</span>
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

/**
 * The first letter of `name`, capitalised the way the page's language does (`i` → `İ` in
 * Turkish). Only a picture that failed in the browser shows it, so the page is there to ask.
 */
function initialOf(name: string): string {
  const first = Array.from(name.trim())[0] ?? '';
  return first.toLocaleUpperCase(document.documentElement.lang || 'tr');
}
