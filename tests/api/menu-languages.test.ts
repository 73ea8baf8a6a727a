import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { RestaurantSettings } from '../../src/shared/schemas/settings.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn } from '../support/staff.js';

// The menu's languages beside Turkish and English: an admin turns them on in 'Ayarlar', and
// guests then have their pages (`/DE`, `/RU`, `/AR`), their table codes and their manifests.

let t: TestApp;
let admin: ReturnType<typeof asStaff>;

beforeEach(async () => {
  t = await startTestApp();
  admin = asStaff(t.app, await signIn(t.app));
});
afterEach(() => t.close());

const current = async () => (await admin.get('/api/admin/settings')).json<RestaurantSettings>();
const turnOn = async (menuLanguages: unknown) => {
  const response = await admin.put('/api/admin/settings', { ...(await current()), menuLanguages });
  return response;
};
const page = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

describe('menu languages in the settings', () => {
  it('start with Turkish and English alone; those turned on are kept in the catalogue’s order, and guests get them', async () => {
    expect((await current()).menuLanguages).toEqual([]);
    const saved = await turnOn(['ar', 'ru']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<RestaurantSettings>().menuLanguages).toEqual(['ru', 'ar']);
    expect((await t.app.inject('/api/menu')).json<PublicMenu>().restaurant.menuLanguages).toEqual(['ru', 'ar']);
  });

  itOnSqlite(
    'refuse a language Sofra has no strings for, Turkish or English, and one named twice, with a Turkish message, saving nothing',
    async () => {
      for (const [languages, field] of [
        [['xx'], 'menuLanguages.0'],
        [['ru', 'tr'], 'menuLanguages.1'],
        [['en'], 'menuLanguages.0'],
        [['ru', 'ru'], 'menuLanguages'],
        ['ru', 'menuLanguages'],
      ] as const) {
        const response = await turnOn(languages);
        expect(response.statusCode, JSON.stringify(languages)).toBe(400);
        const fields = response.json<{ fields: Record<string, string> }>().fields;
        expect(Object.keys(fields)).toEqual([field]);
        expect(fields[field]).toMatch(/[Mm]enü dil/);
      }
      expect((await current()).version).toBe(1);
    },
  );
});

describe('a language’s pages', () => {
  itOnSqlite('are not there until it is on; then each address is a page in that language and direction', async () => {
    for (const url of ['/RU', '/RU/category/Pide', '/AR', '/DE/category/Pide/kiymali-pide']) {
      expect((await page(url)).statusCode, url).toBe(404);
    }
    expect((await turnOn(['de', 'ru', 'ar'])).statusCode).toBe(200);
    const russian = await page('/RU');
    expect(russian.statusCode).toBe(200);
    expect(htmlTag(russian.body)).toBe('<html lang="ru" dir="ltr">');
    const arabic = await page('/AR');
    expect(arabic.statusCode).toBe(200);
    expect(htmlTag(arabic.body)).toBe('<html lang="ar" dir="rtl">');
    // A category's address names it as the page does: in English while it has no text of its own.
    expect((await page('/DE/category/Pide')).statusCode).toBe(200);
    // Turned off again: its pages go, Turkish and English stay.
    expect((await turnOn([])).statusCode).toBe(200);
    expect((await page('/RU')).statusCode).toBe(404);
    expect((await page('/EN')).statusCode).toBe(200);
    expect(htmlTag((await page('/')).body)).toBe('<html lang="tr" dir="ltr">');
  });

  itOnSqlite('have an installable menu in their own language and direction', async () => {
    await turnOn(['ru', 'ar']);
    const russian = (await page('/RU/manifest.webmanifest')).json<{ name: string; lang: string; dir: string; start_url: string }>();
    expect(russian).toMatchObject({ lang: 'ru', dir: 'ltr', start_url: '/RU' });
    expect(russian.name).toMatch(/· Меню$/);
    expect((await page('/AR/manifest.webmanifest')).json()).toMatchObject({ lang: 'ar', dir: 'rtl', start_url: '/AR' });
  });
});

describe('a page’s description for link previews and search engines', () => {
  const described = (body: string) => ({
    description: /<meta name="description" content="([^"]*)">/.exec(body)?.[1],
    og: /<meta property="og:description" content="([^"]*)">/.exec(body)?.[1],
    count: body.match(/<meta name="description"/g)?.length,
  });

  itOnSqlite('is the restaurant in the page’s own language: its note in it, else its name and the menu in the page’s words', async () => {
    const settings = await current();
    const saved = await admin.put('/api/admin/settings', {
      ...settings,
      restaurantName: 'Karadeniz Pide',
      noteTr: 'Fiyatlara KDV dahildir.',
      noteEn: '',
      menuLanguages: ['de', 'ru', 'ar'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      '/': 'Fiyatlara KDV dahildir.',
      '/EN': 'Karadeniz Pide: our digital menu',
      '/DE': 'Karadeniz Pide: unsere digitale Speisekarte',
      '/AR': 'Karadeniz Pide: قائمتنا الرقمية',
    };
    for (const [url, text] of Object.entries(expected)) {
      const { description, og, count } = described((await page(url)).body);
      expect({ description, og, count }, url).toEqual({ description: text, og: text, count: 1 });
    }
    // Russian has a note of its own (the sample's).
    const russian = (await t.app.inject('/api/menu?language=ru')).json<PublicMenu>().restaurant.texts?.ru?.note;
    expect(russian).toMatch(/[а-я]/);
    expect(described((await page('/RU')).body).og).toBe(russian ?? '');
    // A category is described by its own description in the page's language, else as the restaurant.
    const german = (await t.app.inject('/api/menu?language=de')).json<PublicMenu>();
    const pide = german.categories.find((category) => category.nameTr === 'Pide')!;
    expect(described((await page('/EN/category/Pide')).body).description).toBe(pide.descriptionEn || 'Karadeniz Pide: our digital menu');
    expect(described((await page('/DE/category/Pide')).body).description).toBe(
      pide.texts?.de?.description || 'Karadeniz Pide: unsere digitale Speisekarte',
    );

    const english = await admin.put('/api/admin/settings', { ...(await current()), noteEn: 'VAT is included.' });
    expect(english.statusCode, english.body).toBe(200);
    expect(described((await page('/EN')).body)).toEqual({ description: 'VAT is included.', og: 'VAT is included.', count: 1 });
    // German has no note of its own: not the English one, nor the Turkish.
    expect(described((await page('/DE')).body).og).toBe('Karadeniz Pide: unsere digitale Speisekarte');
  });
});

describe('each language’s address', () => {
  itOnSqlite(
    'is one: the language spelled in another case or percent-encoded leads to it for good, with the rest of the address',
    async () => {
      await turnOn(['ar']);
      for (const [url, canonical] of [
        ['/ar', '/AR'],
        ['/%41R', '/AR'],
        ['/%61%72', '/AR'],
        ['/Ar/category/Pide?masa=5', '/AR/category/Pide?masa=5'],
        ['/en', '/EN'],
        ['/eN/category/Pide/kiymali-pide', '/EN/category/Pide/kiymali-pide'],
        ['/ru', '/RU'],
      ] as const) {
        const response = await page(url);
        expect(response.statusCode, url).toBe(301);
        expect(response.headers.location, url).toBe(canonical);
      }
      expect((await page('/AR')).statusCode).toBe(200);
      expect(htmlTag((await page('/AR')).body)).toBe('<html lang="ar" dir="rtl">');
      // Turkish has no prefix; a Turkish word of two letters is not a language.
      for (const url of ['/', '/category/Pide']) expect((await page(url)).statusCode, url).toBe(200);
      expect((await page('/tr')).statusCode).toBe(404);
    },
  );
});

describe('a table’s code', () => {
  itOnSqlite('opens in the phone’s best language among those that are on, English when it has none of them', async () => {
    const landing = async (acceptLanguage: string) => {
      const response = await page('/?masa=5', { 'accept-language': acceptLanguage });
      return response.statusCode === 302 ? response.headers.location : String(response.statusCode);
    };
    expect(await landing('ru-RU,ru;q=0.9,en;q=0.8')).toBe('/EN?masa=5');
    await turnOn(['ru', 'ar']);
    expect(await landing('ru-RU,ru;q=0.9,en;q=0.8')).toBe('/RU?masa=5');
    expect(await landing('ar-SA')).toBe('/AR?masa=5');
    // The phone's first language that the menu has: German is not on, Russian is.
    expect(await landing('de-DE,de;q=0.9,ru;q=0.8')).toBe('/RU?masa=5');
    expect(await landing('fr-FR')).toBe('/EN?masa=5');
    expect(await landing('tr-TR,tr;q=0.9,ru;q=0.8')).toBe('200');
    // A malformed weight is no preference: not "Arabic first".
    expect(await landing('ar;q=-1,ru')).toBe('/RU?masa=5');
    expect(await landing('ar;q=2,ru;q=0.5')).toBe('/RU?masa=5');
    expect(await landing('ar;q=0.9999,ru;q=0.5')).toBe('/RU?masa=5');
  });
});

describe('each page’s addresses in the other languages', () => {
  const ORIGIN = 'https://menu.example.com';
  const links = (body: string) =>
    [...body.matchAll(/<link rel="(canonical|alternate)"(?: hreflang="([^"]+)")? href="([^"]+)">/g)].map((m) => `${m[2] ?? m[1]} ${m[3]}`);

  itOnSqlite('name its own address and the same page in each language that is on, under the public address', async () => {
    await t.close();
    t = await startTestApp({ env: { PUBLIC_URL: ORIGIN } });
    admin = asStaff(t.app, await signIn(t.app));
    // However the guest spelled it, the page names its own address.
    expect(links((await page('/EN/category/pide/')).body)).toEqual([
      `canonical ${ORIGIN}/EN/category/Pide`,
      `tr ${ORIGIN}/category/Pide`,
      `en ${ORIGIN}/EN/category/Pide`,
      `x-default ${ORIGIN}/category/Pide`,
    ]);
    await turnOn(['ru']);
    expect(links((await page('/category/Pide/kiymali-pide')).body)).toEqual([
      `canonical ${ORIGIN}/category/Pide/kiymali-pide`,
      `tr ${ORIGIN}/category/Pide/kiymali-pide`,
      `en ${ORIGIN}/EN/category/Pide/pide-with-minced-meat`,
      `ru ${ORIGIN}/RU/category/Pide/pide-with-minced-meat`,
      `x-default ${ORIGIN}/category/Pide/kiymali-pide`,
    ]);
    // A 404 page names none.
    expect(links((await page('/category/Yok')).body)).toEqual([]);

    // The site map: every page in every language that is on, each with its alternates.
    const map = await page('/sitemap.xml');
    expect(map.statusCode).toBe(200);
    expect(map.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...map.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.slice(0, 3)).toEqual([`${ORIGIN}/`, `${ORIGIN}/EN`, `${ORIGIN}/RU`]);
    expect(locs).toContain(`${ORIGIN}/RU/category/Pide/pide-with-minced-meat`);
    expect(locs).toContain(`${ORIGIN}/category/%C4%B0%C3%A7ecekler`);
    const menu = (await t.app.inject('/api/menu')).json<PublicMenu>();
    expect(locs).toHaveLength(3 * (1 + menu.categories.length + menu.products.length));
    expect(map.body).toContain(`<xhtml:link rel="alternate" hreflang="ru" href="${ORIGIN}/RU"/>`);
  });

  itOnSqlite('are not named without the menu’s public address: the site map says so', async () => {
    expect(links((await page('/category/Pide')).body)).toEqual([]);
    const map = await page('/sitemap.xml');
    expect(map.statusCode).toBe(404);
    expect(map.json<{ message: string }>().message).toMatch(/herkese açık adres/);
  });
});
