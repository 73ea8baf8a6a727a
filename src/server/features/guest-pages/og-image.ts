import type { Kysely } from 'kysely';
import type { PublicMenu } from '../../../shared/menu.js';
import { jpegVariant, mediaKey } from '../../../shared/photo-variants.js';
import type { Database } from '../../platform/db/schema.js';
import { getQrSettings } from '../../resources/tables/queries.js';

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

/**
 * The menu's public origin (`https://menu.example.com`): PUBLIC_URL, else the address staff saved
 * for the QR codes, else none (pages then name no absolute address). Never a request's Host,
 * which the client chooses and the pages are kept for everyone.
 */
export async function publicOrigin(configured: string | undefined, db: Kysely<Database> | undefined): Promise<string | null> {
  const address = configured ?? (db ? (await getQrSettings(db)).publicUrl : '');
  try {
    return address ? new URL(address).origin : null;
  } catch {
    return null;
  }
}

export function ogImageTag(url: string): string {
  return `<meta property="og:image" content="${url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')}">`;
}
