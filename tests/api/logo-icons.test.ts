import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RestaurantSettings } from '../../src/shared/schemas/settings.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { uploaded } from '../support/photos.js';
import { asStaff, signIn } from '../support/staff.js';

/**
 * The installed menu's icons: drawn from the restaurant's logo when 'Ayarlar' has one (any
 * shape at 192 and 512 px, and a maskable one with room around the logo), else the app's own.
 */
let t: TestApp;
let cookie: string;
let admin: ReturnType<typeof asStaff>;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await signIn(t.app);
  admin = asStaff(t.app, cookie);
});
afterAll(() => t.close());

type Icon = { src: string; sizes: string; type: string; purpose: string };
const manifestIcons = async (path = '/manifest.webmanifest') => (await t.app.inject(path)).json<{ icons: Icon[] }>().icons;
const saveLogo = async (logo: string) => {
  const settings = (await admin.get('/api/admin/settings')).json<RestaurantSettings>();
  const saved = await admin.put('/api/admin/settings', { ...settings, logo });
  expect(saved.statusCode, saved.body).toBe(200);
};
/** A red square logo. */
const redLogo = () =>
  sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 220, g: 30, b: 30 } } })
    .png()
    .toBuffer();
const pixel = async (png: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + 3)];
};

describe('the installed menu’s icons', () => {
  it('are the app’s own without a logo', async () => {
    expect((await manifestIcons()).map((icon) => icon.src)).toEqual([
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/maskable-512.png',
    ]);
  });

  it('are drawn from the logo once one is saved, in both languages, and are the app’s own again once it is taken off', async () => {
    const photo = await uploaded(t.app, cookie, await redLogo(), { shape: 'logo', filename: 'logo.png', contentType: 'image/png' });
    await saveLogo(photo.image);
    const icons = await manifestIcons();
    expect(icons).toEqual([
      { src: `/icons/logo/${photo.key}-192.png`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/icons/logo/${photo.key}-512.png`, sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: `/icons/logo/${photo.key}-maskable-512.png`, sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
    expect(await manifestIcons('/EN/manifest.webmanifest')).toEqual(icons);
    // The icon a phone's home screen takes from the page's link is the logo's too.
    const touch = await t.app.inject('/icons/touch-icon');
    expect(touch.statusCode).toBe(302);
    expect(touch.headers.location).toBe(icons[0]!.src);

    for (const icon of icons) {
      const response = await t.app.inject(icon.src);
      expect(response.statusCode, icon.src).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const png = response.rawPayload;
      const { width, height, format } = await sharp(png).metadata();
      expect({ format, size: `${width}x${height}` }).toEqual({ format: 'png', size: icon.sizes });
      // The logo fills an icon of any shape; the maskable one has it in the middle, room around.
      expect(await pixel(png, width / 2, height / 2)).toEqual([expect.closeTo(220, -1), expect.closeTo(30, -1), expect.closeTo(30, -1)]);
      const corner = await pixel(png, 4, 4);
      if (icon.purpose === 'any') expect(corner[0]).toBeGreaterThan(180);
      else expect(corner).toEqual([0xfb, 0xf4, 0xe9]);
    }
    // Another photo's icons are not served.
    expect((await t.app.inject(`/icons/logo/${'ab'.repeat(32)}-192.png`)).statusCode).toBe(404);

    await saveLogo('');
    expect((await t.app.inject('/icons/touch-icon')).headers.location).toBe('/icons/apple-touch-icon.png');
    expect((await manifestIcons()).map((icon) => icon.src)).toEqual([
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/maskable-512.png',
    ]);
    expect((await t.app.inject(icons[0]!.src)).statusCode).toBe(404);
  });
});
