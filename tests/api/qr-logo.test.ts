import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrSvg } from '../../src/server/resources/tables/qr.js';
import type { RestaurantSettings } from '../../src/shared/schemas/settings.js';
import type { DiningTable, QrSettings } from '../../src/shared/schemas/table.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { uploaded } from '../support/photos.js';
import { decodeQr } from '../support/qr-decode.js';
import { asStaff, signIn } from '../support/staff.js';

/**
 * The QR codes' centre mark: the restaurant's logo once 'Ayarlar' has one, drawn with error
 * correction H, and the codes still read as the table's address on a phone.
 */
let t: TestApp;
let cookie: string;
let staff: ReturnType<typeof asStaff>;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await signIn(t.app);
  staff = asStaff(t.app, cookie);
});
afterAll(() => t.close());

const ADDRESS = 'https://menu.sofra.com.tr';
const saveLogo = async (logo: string) => {
  const settings = (await staff.get('/api/admin/settings')).json<RestaurantSettings>();
  expect((await staff.put('/api/admin/settings', { ...settings, logo })).statusCode).toBe(200);
};
/** A dark logo, the hardest for a phone to read around: a black square with a red centre. */
const darkLogo = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: { r: 0, g: 0, b: 0 } } })
    .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: { r: 220, g: 30, b: 30 } } }, top: 100, left: 100 }])
    .png()
    .toBuffer();

describe('a QR code with the mark in its centre', () => {
  it('carries the restaurant’s logo once there is one, drawn with H, and reads as the table’s address as SVG, PNG and print', async () => {
    const qr = (await staff.get('/api/admin/qr-settings')).json<QrSettings>();
    expect(
      (await staff.put('/api/admin/qr-settings', { ...qr, publicUrl: ADDRESS, errorCorrection: 'Q', wordmark: true })).statusCode,
    ).toBe(200);
    const table = (await staff.get('/api/admin/tables')).json<DiningTable[]>()[4]!;
    const svgOf = async () => (await staff.get(`/api/admin/qr/tables/${table.id}?format=svg`)).body;
    const atTable = `${ADDRESS}/?masa=5&k=${table.orderKey}`;

    // Without a logo: the pide mark, with the level staff chose.
    const pide = await svgOf();
    expect(pide).not.toContain('data:image/png;base64,');
    expect(await decodeQr(pide)).toBe(atTable);

    const photo = await uploaded(t.app, cookie, await darkLogo(), { shape: 'logo', filename: 'logo.png', contentType: 'image/png' });
    await saveLogo(photo.image);
    const svg = await svgOf();
    expect(svg).toContain('<image x="5" y="5" width="54" height="54" href="data:image/png;base64,');
    // Under the logo, the code H draws (the most redundancy), not the Q staff chose for the pide.
    const withoutMark = svg
      .replace(/^<\?xml[^>]*>\s*/, '')
      .trim()
      .replace(/<g transform="[^"]*">[\s\S]*<\/g><\/svg>$/, '</svg>');
    expect(withoutMark).toBe((await qrSvg(atTable, { errorCorrection: 'H', wordmark: false })).svg);
    expect(withoutMark).not.toBe((await qrSvg(atTable, { errorCorrection: 'Q', wordmark: false })).svg);
    expect(await decodeQr(svg)).toBe(atTable);

    const png = (await staff.get(`/api/admin/qr/tables/${table.id}?format=png`)).rawPayload;
    expect(await decodeQr(png)).toBe(atTable);
    // The logo is in the picture itself: its red centre is the code's centre.
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
    expect([...data.subarray(centre, centre + 3)]).toEqual([expect.closeTo(220, -1), expect.closeTo(30, -1), expect.closeTo(30, -1)]);

    const cards = (await staff.get(`/admin/print/cards?tables=${table.id}`)).body;
    const printed = [...cards.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((match) => match[0]);
    expect(printed[0]).toContain('data:image/png;base64,');
    expect(await decodeQr(printed[0]!)).toBe(atTable);

    // Without the mark, no logo either.
    const now = (await staff.get('/api/admin/qr-settings')).json<QrSettings>();
    await staff.put('/api/admin/qr-settings', { ...now, wordmark: false });
    expect(await svgOf()).not.toContain('data:image/png;base64,');
  });
});
