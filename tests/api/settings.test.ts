import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { RestaurantSettings } from '../../src/shared/schemas/settings.js';
import { cleanUpMedia } from '../../src/server/features/photo-cleanup/cleanup.js';
import { PHOTO_MESSAGES } from '../../src/shared/schemas/media.js';
import { itOnSqlite, startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { jpegOf, uploaded } from '../support/photos.js';
import { asStaff, signIn } from '../support/staff.js';

// The restaurant's details ('Ayarlar'): admins edit them, guests read them with the menu.

let t: TestApp;
let admin: ReturnType<typeof asStaff>;

beforeEach(async () => {
  t = await startTestApp({ now: () => new Date('2026-11-24T09:00:00Z') });
  admin = asStaff(t.app, await signIn(t.app));
});
afterEach(() => t.close());

const current = async () => (await admin.get('/api/admin/settings')).json<RestaurantSettings>();
const guestMenu = async () => (await t.app.inject('/api/menu')).json<PublicMenu>();
const body = (settings: RestaurantSettings, changes: Record<string, unknown> = {}) => ({ ...settings, ...changes });

describe('settings', () => {
  it('come with the sample restaurant, and guests get them with the menu in the restaurant’s time zone', async () => {
    const settings = await current();
    expect(settings).toMatchObject({ restaurantName: 'Sofra Pide Salonu', instagram: 'sofrapide', version: 1 });
    expect(settings.hours).toHaveLength(7);
    // The note's other languages come with the details (staff translate them in the grid too), not with the guests' menu.
    expect(settings.translations.ru).toEqual({ note: 'В наши цены включён НДС.' });
    // Nor does the limit above which a discount needs an admin (D60): that is the staff's.
    expect(settings.approvalLimitKurus).toBe(20_000);
    const { version: _version, translations: _translations, approvalLimitKurus: _limit, dayEndsAt: _dayEnd, ...shown } = settings;
    expect((await guestMenu()).restaurant).toEqual({ ...shown, timeZone: 'Europe/Istanbul' });
  });

  it('are saved whole, with the version they were loaded with; a stale save is refused; guests see the change', async () => {
    const settings = await current();
    const changes = {
      phone: '0 (216) 555-12-34',
      instagram: 'https://www.instagram.com/pide.sofra/?hl=tr',
      exceptions: [
        { date: '2026-11-20', windows: [], note: 'Geçti' },
        { date: '2026-12-31', windows: [{ opens: '11:00', closes: '16:00' }], note: 'Yılbaşı' },
      ],
    };
    const saved = await admin.put('/api/admin/settings', body(settings, changes));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<RestaurantSettings>()).toMatchObject({ phone: '0 (216) 555-12-34', instagram: 'pide.sofra', version: 2 });
    // Guests get the exceptions from today on.
    expect((await guestMenu()).restaurant.exceptions.map((exception) => exception.date)).toEqual(['2026-12-31']);
    const stale = await admin.put('/api/admin/settings', body(settings, { restaurantName: 'Eski' }));
    expect(stale.statusCode).toBe(409);
    expect((await current()).restaurantName).toBe('Sofra Pide Salonu');
  });

  it('say there is no service charge where the owner wants it said: in the menu and on both printed lists', async () => {
    expect((await current()).noServiceCharge).toBe(true);
    expect((await guestMenu()).restaurant.noServiceCharge).toBe(true);
    expect((await admin.get('/admin/print/prices')).body).toContain('Fiyatlarımıza KDV dahildir. Servis ücreti alınmaz.');
    expect((await admin.get('/admin/print/menu?lang=tr,en')).body).toMatch(/Servis ücreti alınmaz\.[\s\S]*No service charge\./);
    const off = await admin.put('/api/admin/settings', body(await current(), { noServiceCharge: false }));
    expect(off.statusCode, off.body).toBe(200);
    expect((await guestMenu()).restaurant.noServiceCharge).toBe(false);
    expect((await admin.get('/admin/print/prices')).body).not.toContain('Servis ücreti');
    expect((await admin.get('/admin/print/menu?lang=tr,en')).body).not.toContain('No service charge');
    const refused = await admin.put('/api/admin/settings', body(await current(), { noServiceCharge: 'evet' }));
    expect(refused.json<{ fields: Record<string, string> }>().fields).toEqual({ noServiceCharge: 'Servis ücreti notu evet/hayır olmalı' });
  });

  itOnSqlite('refuse bad hours and details with Turkish messages under each field, saving nothing', async () => {
    const settings = await current();
    const refused = async (changes: Record<string, unknown>) => {
      const response = await admin.put('/api/admin/settings', body(settings, changes));
      expect(response.statusCode).toBe(400);
      return response.json<{ fields: Record<string, string> }>().fields;
    };
    const week = (monday: unknown) => [monday, ...settings.hours.slice(1)];
    expect(await refused({ hours: week([{ opens: '25:00', closes: '26:00' }]) })).toEqual({
      'hours.0.0.opens': 'Açılış saati SS:DD biçiminde olmalı (00:00–23:59)',
      'hours.0.0.closes': 'Kapanış saati SS:DD biçiminde olmalı (00:00–23:59)',
    });
    expect(
      await refused({
        hours: week([
          { opens: '11:00', closes: '15:00' },
          { opens: '14:00', closes: '22:00' },
        ]),
      }),
    ).toEqual({ 'hours.0.1.opens': 'Saat aralıkları çakışıyor' });
    expect(await refused({ hours: settings.hours.slice(1) })).toEqual({ hours: 'Çalışma saatleri haftanın yedi günü için girilmeli' });
    expect(await refused({ restaurantName: ' ' })).toEqual({ restaurantName: 'Restoran adı gerekli' });
    expect(await refused({ phone: 'ara beni' })).toEqual({ phone: 'Telefon yalnızca rakam, boşluk, + ve - içermeli (7–15 rakam)' });
    expect(await refused({ googleReviewUrl: 'http://g.page/x' })).toEqual({
      googleReviewUrl: 'Google yorum bağlantısı https:// ile başlayan bir adres olmalı',
    });
    expect(await refused({ instagram: 'sofra pide!' })).toHaveProperty('instagram');
    expect(
      await refused({
        exceptions: [
          { date: '2026-12-31', windows: [] },
          { date: '2026-12-31', windows: [] },
        ],
      }),
    ).toEqual({ 'exceptions.1.date': 'Bu tarih için zaten bir istisna var' });
    expect(await current()).toEqual(settings);
  });

  it('are in the change history', async () => {
    const settings = await current();
    await admin.put('/api/admin/settings', body(settings, { wifiName: 'Sofra-5G' }));
    const events = (await admin.get('/api/admin/audit-events?resource=settings')).json<{ items: { changes: Record<string, unknown> }[] }>();
    expect(events.items[0]?.changes).toEqual({ wifiName: { before: 'Sofra-Misafir', after: 'Sofra-5G' } });
  });
});

describe('the logo', () => {
  const DAY = 24 * 3600_000;
  const logoPhoto = async () => uploaded(t.app, await signIn(t.app), await jpegOf(600, 600), { shape: 'logo' });
  const stored = async (key: string) =>
    (await t.db.selectFrom('media').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;

  itOnSqlite('is an uploaded photo that exists, refused on its own field otherwise, saving nothing', async () => {
    const settings = await current();
    for (const logo of [`/media/${'ab'.repeat(32)}`, 'https://example.com/logo.png']) {
      const response = await admin.put('/api/admin/settings', body(settings, { logo }));
      expect(response.statusCode, logo).toBe(400);
      expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields)).toEqual(['logo']);
    }
    expect((await admin.put('/api/admin/settings', body(settings, { logo: `/media/${'ab'.repeat(32)}` }))).json().fields).toEqual({
      logo: PHOTO_MESSAGES.missing,
    });
    expect(await current()).toEqual(settings);
  });

  it('is saved with a square photo, guests get it with the menu, and it can be taken off', async () => {
    const photo = await logoPhoto();
    expect(photo).toMatchObject({ shape: 'logo', width: 600, height: 600 });
    const saved = await admin.put('/api/admin/settings', body(await current(), { logo: photo.image }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<RestaurantSettings>().logo).toBe(photo.image);
    const menu = await guestMenu();
    expect(menu.restaurant.logo).toBe(photo.image);
    expect(menu.media[photo.image]).toMatchObject({ width: 600, height: 600 });
    const removed = await admin.put('/api/admin/settings', body(await current(), { logo: '' }));
    expect(removed.json<RestaurantSettings>().logo).toBe('');
    expect((await guestMenu()).restaurant.logo).toBe('');
  });

  it('is kept by the photos’ cleanup while it is the logo, and cleaned up once taken off', async () => {
    const photo = await logoPhoto();
    await admin.put('/api/admin/settings', body(await current(), { logo: photo.image }));
    const later = new Date(Date.now() + 2 * DAY);
    expect(await cleanUpMedia(t.db, TEST_DIALECT, later, 24)).not.toContain(photo.key);
    expect(await stored(photo.key)).toBe(true);
    await admin.put('/api/admin/settings', body(await current(), { logo: '' }));
    expect(await cleanUpMedia(t.db, TEST_DIALECT, later, 24)).toContain(photo.key);
    expect(await stored(photo.key)).toBe(false);
  });
});
