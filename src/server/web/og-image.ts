import type { FastifyRequest } from 'fastify';
import type { PublicMenu } from '../../shared/menu.js';
import { jpegVariant, mediaKey } from '../../shared/photo-variants.js';

/**
 * The picture a link to a guest page shows when shared (`<meta property="og:image">`): for an
 * uploaded photo its JPEG variant, which every link preview reads. Previews want an absolute
 * address; a picture shipped as SVG is left out, since none of them shows one.
 */
export function sharedImageUrl(image: string | null, media: PublicMenu['media'], origin: string): string | null {
  if (!image) return null;
  const key = mediaKey(image);
  const info = media[image];
  if (key && info) return origin + jpegVariant(key, info);
  if (image.startsWith('https://')) return image;
  if (image.startsWith('/images/') && !image.endsWith('.svg')) return origin + image;
  return null;
}

/** `https://menu.example.com`, as the guest asked for it (the scheme believed as TRUST_PROXY says), or null when unreadable. */
export function originOf(request: FastifyRequest): string | null {
  try {
    const url = new URL(`${request.protocol}://${request.host}`);
    return url.origin === 'null' ? null : url.origin;
  } catch {
    return null;
  }
}

export function ogImageTag(url: string): string {
  return `<meta property="og:image" content="${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}">`;
}
