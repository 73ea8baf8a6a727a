import type { PhotoInfo } from './schemas/media.js';

/**
 * The addresses of an uploaded photo's variants (`/media/<key>-<width>.avif|webp|jpg`), as the
 * server makes them (schemas/media.ts). Kept apart from that schema file, which loads zod: the
 * guest pages draw photos with these and must stay free of it (tests/build).
 */

/** The same pattern as `MEDIA_IMAGE` in schemas/media.ts (tests/unit/photo-variants checks it). */
const MEDIA_IMAGE = /^\/media\/([0-9a-f]{32,64})$/;

/** The one JPEG is at most this wide (link previews, print); never wider than the crop. */
const JPEG_MAX_WIDTH = 1280;

/** The photo's key when `image` is an uploaded photo (`/media/<key>`), otherwise null. */
export function mediaKey(image: string): string | null {
  return MEDIA_IMAGE.exec(image)?.[1] ?? null;
}

/** `/media/<key>-320.avif 320w, /media/<key>-640.avif 640w, …` for a `<source srcSet>`. */
export function variantSrcSet(key: string, widths: readonly number[], format: 'avif' | 'webp'): string {
  return widths.map((width) => `/media/${key}-${width}.${format} ${width}w`).join(', ');
}

export function jpegWidth(info: Pick<PhotoInfo, 'width'>): number {
  return Math.min(JPEG_MAX_WIDTH, info.width);
}

/** The JPEG variant: for browsers without AVIF or WebP, and for link previews (og:image). */
export function jpegVariant(key: string, info: Pick<PhotoInfo, 'width'>): string {
  return `/media/${key}-${jpegWidth(info)}.jpg`;
}

/** The JPEG's height, in the crop's proportions. */
export function jpegHeight(info: Pick<PhotoInfo, 'width' | 'height'>): number {
  return Math.round((info.height * jpegWidth(info)) / info.width);
}

/** A WebP variant about `wanted` pixels wide (the next one up, or the widest there is). */
export function webpVariant(key: string, widths: readonly number[], wanted: number): string | null {
  const width = widths.find((w) => w >= wanted) ?? widths.at(-1);
  return width === undefined ? null : `/media/${key}-${width}.webp`;
}
