import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { mediaKey } from '../../../shared/photo-variants.js';
import type { PublicMenu } from '../../../shared/menu.js';
import type { Database } from '../../platform/db/schema.js';
import { answerOf } from '../../platform/http/contract.js';
import { notFound } from '../../platform/http/errors.js';
import { getVariant } from '../media/queries.js';
import type { MenuCache } from '../../platform/menu-cache.js';

/** The installed menu's icons drawn from the logo: any shape at 192 and 512, and maskable. */
export const LOGO_ICONS = {
  '192': { size: 192, purpose: 'any' },
  '512': { size: 512, purpose: 'any' },
  'maskable-512': { size: 512, purpose: 'maskable' },
} as const;
type IconName = keyof typeof LOGO_ICONS;

/**
 * A maskable icon's launcher may cut it to a circle of 80% of its side: the logo, square, sits
 * within that circle (its corners too) on the menu's background colour.
 */
const MASKABLE_LOGO_SHARE = 0.56;
const BACKGROUND = '#fbf4e9';

const MISSING_ICON = 'Simge bulunamadı';

const iconPath = (key: string, name: IconName) => `/icons/logo/${key}-${name}.png`;

/** The logo's key when the menu has one it can draw, else null (the app's own icons stand). */
export function logoKeyOf(menu: PublicMenu): string | null {
  const key = mediaKey(menu.restaurant.logo);
  return key !== null && menu.media[menu.restaurant.logo] ? key : null;
}

/** The manifest's icons: drawn from the logo when there is one, else the app's own. */
export function manifestIcons(menu: PublicMenu) {
  const key = logoKeyOf(menu);
  if (key === null) {
    return [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ];
  }
  return Object.entries(LOGO_ICONS).map(([name, { size, purpose }]) => ({
    src: iconPath(key, name as IconName),
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  }));
}

/** The logo's widest stored WebP (it keeps a logo's transparency), or null when it is gone. */
export async function logoBytes(db: Kysely<Database>, menu: PublicMenu): Promise<Buffer | null> {
  const key = logoKeyOf(menu);
  const widest = menu.media[menu.restaurant.logo]?.widths.at(-1);
  if (key === null || widest === undefined) return null;
  return (await getVariant(db, key, widest, 'webp'))?.bytes ?? null;
}

/** Draws one icon from the logo's bytes. */
export async function drawLogoIcon(logo: Buffer, name: IconName): Promise<Buffer> {
  const { size, purpose } = LOGO_ICONS[name];
  if (purpose === 'any')
    return sharp(logo)
      .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
  const inner = Math.round(size * MASKABLE_LOGO_SHARE);
  const mark = await sharp(logo).resize(inner, inner, { fit: 'contain', background: BACKGROUND }).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png()
    .toBuffer();
}

/**
 * Serves the icons drawn from the current logo, under addresses that name it (a new logo is a
 * new address, so they are cached for a year). Drawn once per logo and kept; another logo's
 * icons, or any once the logo is taken off, are 404.
 */
export function logoIconRoutes(app: FastifyInstance, db: Kysely<Database>, menuCache: MenuCache): void {
  const drawn = new Map<string, Promise<Buffer | null>>();
  // The icon a phone puts on its home screen from the page's link (iOS reads no manifest's
  // icons): the logo's, once there is one, else the app's own. Asked for again at each visit.
  app.get(
    '/icons/touch-icon',
    { schema: { response: { 302: z.null().describe('To the logo’s icon, or the app’s own without a logo.') } } },
    async (_request, reply) => {
      const { menu } = await menuCache.get();
      const key = logoKeyOf(menu);
      return reply.header('cache-control', 'no-cache').redirect(key === null ? '/icons/apple-touch-icon.png' : iconPath(key, '192'), 302);
    },
  );
  app.get<{ Params: { file: string } }>(
    '/icons/logo/:file',
    { schema: { response: { 200: answerOf('The app icon drawn from the logo.', 'image/png') } } },
    async (request, reply) => {
      const match = /^([0-9a-f]{32,64})-(192|512|maskable-512)\.png$/.exec(request.params.file);
      const { menu } = await menuCache.get();
      const key = logoKeyOf(menu);
      if (!match || match[1] !== key) throw notFound(MISSING_ICON);
      const id = `${key}-${match[2]}`;
      if (!drawn.has(id)) {
        // Only the current logo's icons are kept.
        for (const old of drawn.keys()) if (!old.startsWith(key)) drawn.delete(old);
        drawn.set(
          id,
          logoBytes(db, menu).then((logo) => (logo === null ? null : drawLogoIcon(logo, match[2] as IconName))),
        );
      }
      const icon = await drawn.get(id)!.catch(() => null);
      if (icon === null) {
        drawn.delete(id);
        throw notFound(MISSING_ICON);
      }
      return reply.type('image/png').header('cache-control', 'public, max-age=31536000, immutable').send(icon);
    },
  );
}
