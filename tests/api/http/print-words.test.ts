import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../../src/shared/menu.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { asStaff, signIn } from '../../support/staff.js';

// The printed menu speaks the guests' words: its headings and each dish's allergens come from
// the same catalogue as the guest pages (src/shared/i18n), in the language of the page.

let t: TestApp;
let staff: ReturnType<typeof asStaff>;

beforeEach(async () => {
  t = await startTestApp();
  staff = asStaff(t.app, await signIn(t.app));
});
afterEach(() => t.close());

/** The text of the dish `id` on a printed page, tags dropped. */
const dishText = (html: string, id: number) => {
  const dish = new RegExp(`<article class="dish[^"]*" data-dish="${id}">([\\s\\S]*?)</article>`).exec(html);
  return dish?.[1]?.replace(/<[^>]+>/g, ' ') ?? '';
};

describe('the printed menu', () => {
  it("names each dish's allergens in the page's language, as the guest pages do", async () => {
    const menu = (await t.app.inject('/api/menu')).json<PublicMenu>();
    const dish = menu.products.find((product) => product.allergens.includes('gluten') && product.allergens.includes('milk'))!;
    expect(dish, 'a sample dish with gluten and milk').toBeDefined();

    const turkish = dishText((await staff.get('/admin/print/menu?lang=tr')).body, dish.id);
    expect(turkish).toContain('Alerjenler: Gluten');
    expect(turkish).toContain('Süt');
    const english = dishText((await staff.get('/admin/print/menu?lang=en')).body, dish.id);
    expect(english).toContain('Allergens: Gluten');
    expect(english).toContain('Milk');
    expect(english).not.toContain('Süt');
  });

  it('heads the page and the offer in both languages, and dates the print in each', async () => {
    const both = (await staff.get('/admin/print/menu?lang=both')).body;
    expect(both).toContain('<bdi lang="tr" dir="ltr">Menü</bdi> / <bdi lang="en" dir="ltr" class="second">Menu</bdi>');
    expect(both).toMatch(/Basım tarihi: \d\d\.\d\d\.\d{4}<\/bdi> · <bdi lang="en" dir="ltr">Printed on: \d\d\.\d\d\.\d{4}/);
    const poster = (await staff.get('/admin/print/prices')).body;
    expect(poster).toContain('<bdi lang="tr" dir="ltr">Fiyat listesi</bdi> / <bdi lang="en" dir="ltr" class="second">Price list</bdi>');
    const cards = (await staff.get('/admin/print/cards?onay=1')).body;
    expect(cards).toContain('Menü için okutun<span lang="en" dir="ltr">Scan for the menu</span>');
  });

  it('is printed in Turkish and a language that is on, side by side, its texts falling back as on the guests’ pages', async () => {
    const menu = (await t.app.inject('/api/menu')).json<PublicMenu>();
    const tea = menu.products.find((product) => product.nameTr === 'Çay')!;
    const pide = menu.products.find((product) => product.nameTr === 'Kıymalı Pide')!;
    // Off for guests: not on paper either.
    expect((await staff.get('/admin/print/menu?lang=tr,ru')).statusCode).toBe(400);
    const settings = (await staff.get('/api/admin/settings')).json<object>();
    expect((await staff.put('/api/admin/settings', { ...settings, menuLanguages: ['ru', 'ar'] })).statusCode).toBe(200);

    const page = await staff.get('/admin/print/menu?lang=tr,ru');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<bdi lang="tr" dir="ltr">Menü</bdi> / <bdi lang="ru" dir="ltr" class="second">Меню</bdi>');
    expect(dishText(page.body, tea.id)).toContain('Чай');
    // A dish without a Russian name shows its English one, marked as English.
    expect(page.body).toContain('<bdi lang="en" dir="ltr">Pide with Minced Meat</bdi>');
    expect(dishText(page.body, pide.id)).toContain('Kıymalı Pide');
    expect(page.body).toContain('href="/admin/print/menu?lang=tr,ar"');

    const arabic = await staff.get('/admin/print/menu?lang=ar');
    expect(arabic.body).toContain('<div lang="ar" dir="rtl">');
    for (const lang of ['tr,tr', 'tr,ru,ar', 'xx', 'tr,de'])
      expect((await staff.get(`/admin/print/menu?lang=${lang}`)).statusCode, lang).toBe(400);
  });

  it('prints the table cards in one or two languages that are on, and the price list in Turkish with a second one', async () => {
    const menu = (await t.app.inject('/api/menu')).json<PublicMenu>();
    const tea = menu.products.find((product) => product.nameTr === 'Çay')!;
    const pide = menu.products.find((product) => product.nameTr === 'Kıymalı Pide' && product.sizes.length > 0)!;
    expect(pide, 'a sample pide with sizes').toBeDefined();
    const row = (html: string, id: number) =>
      /<div class="row" data-dish="\d+">/.test(html) ? (new RegExp(`data-dish="${id}">([\\s\\S]*?)</div>`).exec(html)?.[1] ?? '') : '';
    for (const path of ['/admin/print/cards?lang=tr,ru&onay=1', '/admin/print/prices?lang=tr,ru'])
      expect((await staff.get(path)).statusCode, `${path} while Russian is off`).toBe(400);
    const settings = (await staff.get('/api/admin/settings')).json<object>();
    expect((await staff.put('/api/admin/settings', { ...settings, menuLanguages: ['ru', 'ar'] })).statusCode).toBe(200);

    const cards = (await staff.get('/admin/print/cards?lang=tr,ru&onay=1')).body;
    expect(cards).toContain('Menü için okutun<span lang="ru" dir="ltr">Отсканируйте, чтобы открыть меню</span>');
    expect(cards).toContain('<bdi lang="tr" dir="ltr">Masa 1</bdi> / <bdi lang="ru" dir="ltr" class="second">Стол 1</bdi>');
    expect(cards).toContain('href="/admin/print/cards?lang=ar&amp;onay=1"');
    const arabic = (await staff.get('/admin/print/cards?lang=ar&onay=1')).body;
    expect(arabic).toContain('<html lang="ar"');
    expect(arabic).toContain('امسح الرمز لعرض القائمة');
    expect(arabic).toContain('طاولة 1');
    expect(arabic).not.toContain('Menü için okutun');

    const poster = (await staff.get('/admin/print/prices?lang=tr,ru')).body;
    expect(poster).toContain('<bdi lang="tr" dir="ltr">Fiyat listesi</bdi> / <bdi lang="ru" dir="ltr" class="second">Прайс-лист</bdi>');
    expect(row(poster, tea.id)).toContain('Çay <bdi lang="ru" dir="ltr" class="second">Чай</bdi>');
    // A dish without a Russian name shows its English one, marked as English; sizes likewise.
    expect(row(poster, pide.id)).toContain(`<bdi lang="en" dir="ltr" class="second">${pide.nameEn}</bdi>`);
    expect(row(poster, pide.id)).toContain(`<bdi lang="en" dir="ltr" class="second">${pide.sizes[0]!.labelEn}</bdi>`);
    expect(poster).toContain('href="/admin/print/prices?size=A3&amp;lang=tr,ru"');
    const turkish = (await staff.get('/admin/print/prices?lang=tr')).body;
    expect(turkish).not.toContain('class="second"');
    for (const lang of ['ru', 'ar,tr', 'tr,de', 'tr,tr'])
      expect((await staff.get(`/admin/print/prices?lang=${lang}`)).statusCode, lang).toBe(400);
  });
});
