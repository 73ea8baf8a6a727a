import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { QrSettings } from '../../../shared/schemas/table.js';
import type { Database } from '../../platform/db/schema.js';
import type { MenuCache } from '../../platform/menu-cache.js';
import { logoBytes } from '../settings/logo-icons.js';
import type { QrOptions } from './qr.js';

/** The logo's side in the code's centre tile, in pixels: sharp enough for a 10 cm print. */
const LOGO_PIXELS = 256;

/**
 * The QR settings as the codes are drawn with them: with the centre mark on, the restaurant's
 * logo when 'Ayarlar' has one (qr.ts then draws it, with H), else the pide mark.
 */
export async function qrOptionsOf(db: Kysely<Database>, menuCache: MenuCache, settings: QrSettings): Promise<QrSettings & QrOptions> {
  if (!settings.wordmark) return { ...settings, logo: null };
  const logo = await logoBytes(db, (await menuCache.get()).menu);
  if (logo === null) return { ...settings, logo: null };
  const png = await sharp(logo)
    .resize(LOGO_PIXELS, LOGO_PIXELS, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
  return { ...settings, logo: png };
}
