import { XMLParser } from 'fast-xml-parser';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { RestaurantSettings } from '../../src/shared/schemas/settings.js';
import type { ImportPreview, TranslationGrid, TranslationRow } from '../../src/shared/schemas/translation.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { productBody } from '../support/product-body.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';

// The menu in the languages an admin turns on beside Turkish and English (decision 005): staff
// translate every text guests read in a grid, from its Turkish source; guests of that language
// read the translations, and the fallback where there is none.

let t: TestApp;
let admin: ReturnType<typeof asStaff>;

beforeEach(async () => {
  t = await startTestApp();
  admin = asStaff(t.app, await signIn(t.app));
});
afterEach(() => t.close());

const grid = async (language = 'ru') => {
  const response = await admin.get(`/api/admin/translations/${language}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TranslationGrid>();
};
const rowOf = (rows: TranslationRow[], resource: string, source: string, field = 'name') => {
  const row = rows.find((candidate) => candidate.resource === resource && candidate.source === source && candidate.field === field);
  if (!row) throw new Error(`no ${resource} ${field} "${source}" in the grid`);
  return row;
};
const save = (rows: object[], language = 'ru', as = admin) => as.put(`/api/admin/translations/${language}`, { rows });
const turnOn = async (menuLanguages: string[]) => {
  const settings = (await admin.get('/api/admin/settings')).json<RestaurantSettings>();
  expect((await admin.put('/api/admin/settings', { ...settings, menuLanguages })).statusCode).toBe(200);
};
const guestMenu = async (query = '') => (await t.app.inject(`/api/menu${query}`)).json<PublicMenu>();

describe('the translation grid', () => {
  it('lists every text guests read with its Turkish source and English, and counts what the live menu has translated', async () => {
    const { rows, coverage } = await grid();
    const pide = rowOf(rows, 'categories', 'Pide');
    expect(pide).toMatchObject({ english: 'Pide', text: '', stale: false, version: null, isActive: true });
    expect(rows.some((row) => row.resource === 'products' && row.field === 'description')).toBe(true);
    expect(rows.some((row) => row.resource === 'products' && row.field.startsWith('size:'))).toBe(true);
    expect(rows.some((row) => row.resource === 'tags')).toBe(true);
    expect(rows.some((row) => row.resource === 'ingredients')).toBe(true);
    // The sample menu has its drinks in Russian.
    expect(rowOf(rows, 'products', 'Çay')).toMatchObject({ english: 'Tea', text: 'Чай', stale: false, version: 1 });
    const live = rows.filter((row) => row.isActive);
    expect(coverage).toEqual({ translated: live.filter((row) => row.text !== '').length, stale: 0, total: live.length });
    expect(coverage.translated).toBeLessThan(coverage.total);

    const kiymali = rowOf(rows, 'products', 'Kıymalı Pide');
    const saved = await save([
      { resource: 'categories', id: pide.id, field: 'name', text: 'Пиде', version: null },
      { resource: 'products', id: kiymali.id, field: 'name', text: 'Пиде с фаршем', version: null },
    ]);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json<TranslationGrid & { saved: number }>();
    expect(after.saved).toBe(2);
    expect(after.coverage.translated).toBe(coverage.translated + 2);
    expect(rowOf(after.rows, 'products', 'Kıymalı Pide')).toMatchObject({ text: 'Пиде с фаршем', version: 1, stale: false });
  });

  itOnSqlite('is open to every signed-in staff member, and to no one else', async () => {
    const staff = asStaff(t.app, (await staffUser(t.app, await signIn(t.app), 'Ayse')).cookie);
    expect((await staff.get('/api/admin/translations/ru')).statusCode).toBe(200);
    expect((await t.app.inject('/api/admin/translations/ru')).statusCode).toBe(401);
  });

  itOnSqlite('gives one record’s texts alone, as its form shows them', async () => {
    const tea = rowOf((await grid()).rows, 'products', 'Çay');
    const response = await admin.get(`/api/admin/translations/ru?record=products/${tea.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TranslationGrid>().rows.map((row) => [row.field, row.text])).toEqual([
      ['name', 'Чай'],
      ['description', 'Ризе в стаканчике-тюльпане.'],
    ]);
    for (const record of ['accounts/1', 'products/abc', 'products/0', 'products']) {
      expect((await admin.get(`/api/admin/translations/ru?record=${record}`)).statusCode, record).toBe(400);
    }
  });

  itOnSqlite('names a language by its code in any case; Turkish, English and unknown languages have no grid', async () => {
    expect((await admin.get('/api/admin/translations/RU')).statusCode).toBe(200);
    for (const code of ['tr', 'en', 'xx', 'ru-RU', ''])
      expect((await admin.get(`/api/admin/translations/${code}`)).statusCode, code).toBe(404);
  });
});

describe('guests', () => {
  it('read a language’s texts once it is on, the English or Turkish text where there is none, and only their language’s', async () => {
    const { rows } = await grid();
    const pide = rowOf(rows, 'categories', 'Pide');
    const kiymali = rowOf(rows, 'products', 'Kıymalı Pide');
    const size = rows.find((row) => row.resource === 'products' && row.field.startsWith('size:'))!;
    expect(
      (
        await save([
          { resource: 'categories', id: pide.id, field: 'name', text: 'Пиде', version: null },
          { resource: 'products', id: kiymali.id, field: 'name', text: 'Пиде с фаршем', version: null },
          { resource: 'products', id: size.id, field: size.field, text: 'Большая', version: null },
        ])
      ).statusCode,
    ).toBe(200);
    // Off: no guest sees them.
    expect(JSON.stringify((await guestMenu('?language=ru')).categories)).not.toContain('Пиде');

    await turnOn(['ru', 'de']);
    const russian = await guestMenu('?language=ru');
    const category = russian.categories.find((candidate) => candidate.id === pide.id)!;
    expect(category.texts).toEqual({ ru: { name: 'Пиде' } });
    // English that Russian guests never read is left out of their download.
    expect(category.nameEn).toBe('');
    expect(category.descriptionEn).not.toBe('');
    // Where the language has its texts, the Turkish ones but the name are left out too.
    const drinks = russian.categories.find((candidate) => candidate.nameTr === 'İçecekler')!;
    expect(drinks).toMatchObject({ nameEn: '', descriptionTr: '', descriptionEn: '', texts: { ru: { name: 'Напитки' } } });
    const dish = russian.products.find((candidate) => candidate.id === size.id)!;
    expect(dish.sizes.some((each) => each.texts?.ru?.label === 'Большая')).toBe(true);
    // Another language's guests get none of the Russian, nor do Turkish and English ones.
    expect(JSON.stringify(await guestMenu('?language=de'))).not.toContain('Пиде');
    const base = await t.app.inject('/api/menu');
    expect(base.body).not.toContain('Пиде');
    expect(base.body).not.toContain('"texts"');

    // The category's address is its Russian name, and the page embeds the Russian menu.
    const page = await t.app.inject(`/RU/category/${encodeURIComponent('Пиде')}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Пиде с фаршем');
    // A link made before the translation, in the English names the page had, leads to the Russian address.
    const before = await t.app.inject('/RU/category/Pide/kiymali-pide?tag=1');
    expect(before.statusCode).toBe(301);
    expect(decodeURIComponent(before.headers.location as string)).toBe('/RU/category/Пиде/пиде-с-фаршем?tag=1');
    expect((await t.app.inject(before.headers.location as string)).statusCode).toBe(200);
  });

  it('keep a language’s translations while it is off, and read them again when it is back on', async () => {
    const pide = rowOf((await grid()).rows, 'categories', 'Pide');
    await save([{ resource: 'categories', id: pide.id, field: 'name', text: 'Пиде', version: null }]);
    const translated = (await grid()).coverage.translated;
    await turnOn(['ru']);
    await turnOn([]);
    expect((await grid()).coverage.translated).toBe(translated);
    expect((await t.app.inject('/RU')).statusCode).toBe(404);
    await turnOn(['ru']);
    expect((await guestMenu('?language=RU')).categories.find((c) => c.id === pide.id)?.texts).toEqual({ ru: { name: 'Пиде' } });
  });
});

describe('a Turkish text that changes', () => {
  it('marks its translations stale until they are saved again; guests read the former translation meanwhile', async () => {
    const products = (await admin.get('/api/admin/products')).json<AdminProduct[]>();
    const product = products.find((candidate) => candidate.nameTr === 'Kıymalı Pide')!;
    const row = rowOf((await grid()).rows, 'products', 'Kıymalı Pide');
    await save([{ resource: 'products', id: row.id, field: 'name', text: 'Пиде с фаршем', version: null }]);
    await turnOn(['ru']);

    const renamed = await admin.put(`/api/admin/products/${product.id}`, productBody(product, { nameTr: 'Kıymalı Kaşarlı Pide' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    const stale = rowOf((await grid()).rows, 'products', 'Kıymalı Kaşarlı Pide');
    expect(stale).toMatchObject({ text: 'Пиде с фаршем', stale: true, version: 1 });
    expect((await grid()).coverage.stale).toBe(1);
    expect((await guestMenu('?language=ru')).products.find((p) => p.id === product.id)?.texts?.ru?.name).toBe('Пиде с фаршем');

    const confirmed = await save([{ resource: 'products', id: row.id, field: 'name', text: 'Пиде с фаршем и сыром', version: 1 }]);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(rowOf(confirmed.json<TranslationGrid>().rows, 'products', 'Kıymalı Kaşarlı Pide')).toMatchObject({ stale: false, version: 2 });
  });

  it('of a size takes the size’s translation with it when the size is renamed', async () => {
    const products = (await admin.get('/api/admin/products')).json<AdminProduct[]>();
    const product = products.find((candidate) => candidate.sizes.length > 0)!;
    const size = (await grid()).rows.find((row) => row.id === product.id && row.field.startsWith('size:'))!;
    await save([{ resource: 'products', id: product.id, field: size.field, text: 'Маленькая', version: null }]);
    const body = productBody(product);
    const sizes = body.sizes.map((each, index) => ({ ...each, labelTr: index === 0 ? 'Minik' : each.labelTr }));
    const saved = await admin.put(`/api/admin/products/${product.id}`, { ...body, sizes });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await grid()).rows.filter((row) => row.id === product.id && row.field.startsWith('size:'));
    expect(after.map((row) => row.text)).not.toContain('Маленькая');
  });
});

describe('a batch', () => {
  it('is saved whole or not at all: a row someone else saved first refuses it with that row’s message', async () => {
    const { rows } = await grid();
    const pide = rowOf(rows, 'categories', 'Pide');
    const kiymali = rowOf(rows, 'products', 'Kıymalı Pide');
    await save([{ resource: 'categories', id: pide.id, field: 'name', text: 'Пиде', version: null }]);
    await save([{ resource: 'categories', id: pide.id, field: 'name', text: 'Пиде!', version: 1 }]);
    const refused = await save([
      { resource: 'products', id: kiymali.id, field: 'name', text: 'Пиде с фаршем', version: null },
      { resource: 'categories', id: pide.id, field: 'name', text: 'Пиды', version: 1 },
    ]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ fields: Record<string, string> }>().fields).toEqual({ 'rows.1.text': expect.stringMatching(/başka biri/) });
    const after = await grid();
    expect(rowOf(after.rows, 'products', 'Kıymalı Pide').text).toBe('');
    expect(rowOf(after.rows, 'categories', 'Pide')).toMatchObject({ text: 'Пиде!', version: 2 });
  });

  it('takes a whole menu’s texts at once, far more than a form’s body', async () => {
    const { rows } = await grid();
    const longest = { name: 120, description: 1000, title: 120, note: 200 } as Record<string, number>;
    const batch = rows.map((row) => ({ ...row, text: 'ф'.repeat(longest[row.field] ?? 40) }));
    const body = { rows: batch.map(({ resource, id, field, text, version }) => ({ resource, id, field, text, version })) };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(64 * 1024);
    const saved = await admin.put('/api/admin/translations/ru', body);
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200);
    expect(saved.json<TranslationGrid>().coverage.translated).toBe(saved.json<TranslationGrid>().coverage.total);
  });

  itOnSqlite('refuses texts that are not there, too long, or not text, with a Turkish message per row, writing nothing', async () => {
    const before = await grid();
    const pide = rowOf(before.rows, 'categories', 'Pide');
    for (const [row, field] of [
      [{ resource: 'categories', id: pide.id, field: 'title', text: 'x', version: null }, 'rows.0.field'],
      [{ resource: 'categories', id: 999999, field: 'name', text: 'x', version: null }, 'rows.0.field'],
      [{ resource: 'accounts', id: 1, field: 'name', text: 'x', version: null }, 'rows.0.resource'],
      [{ resource: 'categories', id: pide.id, field: 'name', text: 'x'.repeat(121), version: null }, 'rows.0.text'],
      [{ resource: 'categories', id: pide.id, field: 'name', text: 7, version: null }, 'rows.0.text'],
      [{ resource: 'categories', id: pide.id, field: 'name', text: 'a\u0000b', version: null }, 'rows.0.text'],
      [{ resource: 'categories', id: pide.id, field: 'name', text: 'x', version: 0 }, 'rows.0.version'],
    ] as const) {
      const response = await save([row]);
      expect(response.statusCode, JSON.stringify(row)).toBe(400);
      expect(Object.keys(response.json<{ fields: Record<string, string> }>().fields)).toEqual([field]);
    }
    expect((await save([])).statusCode).toBe(400);
    expect((await grid()).coverage).toEqual(before.coverage);
  });

  it('goes into the change history as a change of each record, in the language it was', async () => {
    const pide = rowOf((await grid()).rows, 'categories', 'Pide');
    await save([{ resource: 'categories', id: pide.id, field: 'name', text: 'Пиде', version: null }]);
    const history = (await admin.get('/api/admin/audit-events?resource=categories')).json<{ items: { changes: object }[] }>();
    expect(history.items[0]?.changes).toEqual({ nameRu: { before: '', after: 'Пиде' } });
  });
});

describe('two staff saving the same translation at once', () => {
  it('save it once: the other is told someone saved first, on both engines', async () => {
    const ayse = asStaff(t.app, (await staffUser(t.app, await signIn(t.app), 'Ayse')).cookie);
    const pide = rowOf((await grid()).rows, 'categories', 'Pide');
    for (const version of [null, 1]) {
      const [first, second] = await Promise.all([
        save([{ resource: 'categories', id: pide.id, field: 'name', text: 'Пиде A', version }]),
        save([{ resource: 'categories', id: pide.id, field: 'name', text: 'Пиде B', version }], 'ru', ayse),
      ]);
      expect([first.statusCode, second.statusCode].sort(), `${first.body} ${second.body}`).toEqual([200, 409]);
    }
    expect(rowOf((await grid()).rows, 'categories', 'Pide').version).toBe(2);
  });
});

describe('a translator’s file', () => {
  const exported = async (format: 'xliff' | 'csv', language = 'ru') => {
    const response = await admin.get(`/api/admin/translations/${language}/export?format=${format}`);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  const previewed = (format: 'xliff' | 'csv', file: string) => admin.post('/api/admin/translations/ru/import', { format, file });
  /** A file previewed, or applied as the page applies it: from the versions its preview read. */
  const imported = async (format: 'xliff' | 'csv', file: string, apply = false) => {
    const preview = await previewed(format, file);
    if (!apply || preview.statusCode !== 200) return preview;
    return admin.post('/api/admin/translations/ru/import', { format, file, apply, basis: preview.json<ImportPreview>().basis });
  };

  itOnSqlite('goes out as XLIFF with each text’s Turkish source, English note and translation state, and comes back the same', async () => {
    const response = await exported('xliff');
    expect(response.headers['content-type']).toBe('application/xliff+xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="sofra-ceviri-ru.xlf"');
    const xliff = response.body;
    expect(xliff).toContain('<file original="sofra-menu" source-language="tr" target-language="ru" datatype="plaintext">');
    expect(xliff).toMatch(/<source>Çay<\/source>\s*<target state="translated">Чай<\/target>/);
    expect(xliff).toMatch(/<source>Kıymalı Pide<\/source>\s*<target state="needs-translation"><\/target>/);
    expect(xliff).toContain('<note from="en">Pide with Minced Meat</note>');

    // Unchanged, it is every text the same (the empty ones untouched).
    const same = await imported('xliff', xliff);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<{ counts: object }>().counts).toMatchObject({ new: 0, changed: 0, refused: 0 });

    // A translator fills in two texts and changes one; applied, the grid has them.
    const filled = xliff
      .replace(/(<source>Kıymalı Pide<\/source>\s*<target state=")needs-translation(">)/, '$1translated$2Пиде с фаршем &amp; маслом')
      .replace(/(<source>Kaşarlı Pide<\/source>\s*<target state=")needs-translation(">)/, '$1translated$2Пиде с сыром')
      .replace('>Чай<', '>Чёрный чай<');
    const preview = (await imported('xliff', filled)).json<ImportPreview>();
    expect(preview.counts).toMatchObject({ new: 2, changed: 1, refused: 0 });
    expect(preview.rows.find((row) => row.source === 'Çay')).toMatchObject({ status: 'changed', before: 'Чай', after: 'Чёрный чай' });
    expect(preview.applied).toBe(false);
    expect(rowOf((await grid()).rows, 'products', 'Kıymalı Pide').text).toBe('');

    const applied = await imported('xliff', filled, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ImportPreview>().applied).toBe(true);
    const after = (await grid()).rows;
    expect(rowOf(after, 'products', 'Kıymalı Pide').text).toBe('Пиде с фаршем & маслом');
    expect(rowOf(after, 'products', 'Çay').text).toBe('Чёрный чай');
  });

  itOnSqlite('goes out as CSV for Excel in Turkish and comes back from it', async () => {
    const response = await exported('csv');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    const csv = response.body;
    expect(csv.startsWith('\uFEFFAnahtar;Metin;Kayıt;Türkçe;English;Русский;Durum\r\n')).toBe(true);
    const kiymali = csv.split('\r\n').find((line) => line.includes(';Kıymalı Pide;Pide with Minced Meat;'))!;
    expect(kiymali).toMatch(/^products\/\d+\/name;Ürün · Ad;Kıymalı Pide;Kıymalı Pide;Pide with Minced Meat;;Eksik$/);
    // Excel saves it back with the translation typed in (a `;` inside it quoted).
    const edited = csv.replace(kiymali, kiymali.replace(';;Eksik', ';"Пиде; с фаршем";Eksik'));
    const applied = await imported('csv', edited, true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json<ImportPreview>().counts.new).toBe(1);
    expect(rowOf((await grid()).rows, 'products', 'Kıymalı Pide').text).toBe('Пиде; с фаршем');
  });

  itOnSqlite('is refused whole when a row is not right, each refusal with its place and reason, and nothing is written', async () => {
    const csv = (await exported('csv')).body;
    const lines = csv.split('\r\n');
    const kiymali = lines.findIndex((line) => line.includes(';Kıymalı Pide;Pide with Minced Meat;'));
    const kasarli = lines.findIndex((line) => line.includes(';Kaşarlı Pide;Pide with Kashar Cheese;'));
    lines[kiymali] = lines[kiymali]!.replace(';;Eksik', ';Пиде с фаршем;Eksik');
    lines[kasarli] = lines[kasarli]!.replace('Kaşarlı Pide;Kaşarlı Pide;', 'Kaşarlı Pide;Eski Kaşarlı Pide;').replace(
      ';;Eksik',
      ';Пиде с сыром;Eksik',
    );
    lines.push('products/999999/name;;;;;Нет;');
    const file = lines.join('\r\n');
    const preview = (await imported('csv', file)).json<ImportPreview>();
    expect(preview.counts).toMatchObject({ new: 1, refused: 2 });
    expect(preview.rows.filter((row) => row.status === 'refused').map((row) => [row.place, row.reason])).toEqual([
      [`Satır ${kasarli + 1}`, expect.stringMatching(/^Türkçesi değişti/)],
      [`Satır ${lines.length}`, expect.stringMatching(/menüde yok/)],
    ]);
    const refused = await imported('csv', file, true);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields.file).toMatch(/2 satır reddedildi: hiçbir çeviri kaydedilmedi/);
    expect(rowOf((await grid()).rows, 'products', 'Kıymalı Pide').text).toBe('');
  });

  itOnSqlite('that cannot be read is refused with a Turkish message: not XML, a document type, another language, no columns', async () => {
    for (const [format, file, message] of [
      ['xliff', '<xliff><file', /XML olarak okunamadı/],
      ['xliff', '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><xliff/>', /DOCTYPE/],
      ['xliff', (await exported('xliff', 'de')).body, /de için/],
      ['xliff', '<html><body/></html>', /XLIFF dosyası değil/],
      ['csv', 'a;b\r\n1;2\r\n', /"Anahtar" sütunu yok/],
      ['csv', 'Anahtar;Deutsch\r\nx;y\r\n', /"Русский" sütunu yok/],
      ['csv', 'Anahtar;Русский\r\n', /Dosyada çeviri yok/],
    ] as const) {
      const response = await imported(format, file);
      expect(response.statusCode, file.slice(0, 40)).toBe(400);
      expect(response.json<{ fields: Record<string, string> }>().fields.file).toMatch(message);
    }
  });

  /** A unit of an XLIFF file by its Turkish source, with `change` applied to it. */
  const editUnit = (xliff: string, source: string, change: (unit: string) => string) => {
    const unit = new RegExp(`<trans-unit [^>]*>\\s*<source>${source}</source>[\\s\\S]*?</trans-unit>`).exec(xliff);
    if (!unit) throw new Error(`no unit of "${source}"`);
    return xliff.replace(unit[0], change(unit[0]));
  };
  const renameDishes = async (names: Record<string, string>) => {
    const products = (await admin.get('/api/admin/products')).json<AdminProduct[]>();
    for (const [from, to] of Object.entries(names)) {
      const product = products.find((candidate) => candidate.nameTr === from)!;
      const renamed = await admin.put(`/api/admin/products/${product.id}`, productBody(product, { nameTr: to }));
      expect(renamed.statusCode, renamed.body).toBe(200);
    }
  };

  itOnSqlite('longer than the menu is refused unread, and its preview lists what would change, not every row', async () => {
    const texts = (await grid()).rows.length;
    const most = Math.ceil(texts * 1.2) + 50;
    const csv = (await exported('csv')).body;
    // The export, and stray rows past what the menu can have.
    const strays = Array.from({ length: most + 1 - texts }, (_, index) => `products/${900000 + index}/name;;;;;Нет;\r\n`).join('');
    const long = await previewed('csv', csv + strays);
    expect(long.statusCode).toBe(400);
    expect(long.json<{ fields: Record<string, string> }>().fields.file).toBe(
      `Dosyada ${most} satırdan fazlası var: bu menünün bir dosyası en fazla ${most} satır olabilir.`,
    );
    // Blank lines are no rows.
    expect((await previewed('csv', csv + '\r\n'.repeat(most))).statusCode).toBe(200);
    // Line breaks inside a quoted cell are no rows: the same rows, one of them written over many lines, are read.
    const tall = csv.replace(';;Eksik', `;"${'Пиде\r\n'.repeat(most)}";Eksik`);
    expect((await previewed('csv', tall)).statusCode).toBe(200);
    // A row of more cells than any of ours is no translation either.
    const wide = await previewed('csv', `Anahtar;Русский\r\n${';'.repeat(100)}\r\n`);
    expect(wide.json<{ fields: Record<string, string> }>().fields.file).toMatch(/32 sütundan fazlasını/);

    const xliff = (await exported('xliff')).body;
    const unit = '<trans-unit id="products/999999/name"><source>x</source><target>y</target></trans-unit>';
    const units = await previewed('xliff', xliff.replace('</body>', `${unit.repeat(most + 1 - texts)}</body>`));
    expect(units.json<{ fields: Record<string, string> }>().fields.file).toBe(
      `Dosyada ${most} birimden fazlası var: bu menünün bir dosyası en fazla ${most} birim olabilir.`,
    );
    // Nor may it hide its bulk in other elements than units.
    const markup = await previewed('xliff', xliff.replace('</body>', `${'<x/>'.repeat(most * 40)}</body>`));
    expect(markup.statusCode).toBe(400);
    expect(markup.json<{ fields: Record<string, string> }>().fields.file).toMatch(/etiket ve öznitelikten fazlası var/);

    // The menu's own file changes nothing: the preview counts its rows and lists none.
    const same = (await previewed('csv', csv)).json<ImportPreview>();
    expect(same.rows).toEqual([]);
    expect(same.counts.unchanged).toBe(texts);
    // Refused rows are counted, and the first hundred listed.
    const rows = Array.from({ length: most }, (_, index) => `products/${900000 + index}/name;Нет\r\n`).join('');
    const refused = (await previewed('csv', `Anahtar;Русский\r\n${rows}`)).json<ImportPreview>();
    expect(refused.counts.refused).toBe(most);
    expect(refused.rows.length).toBe(100);
  });

  it('applied after someone saved one of its texts in the grid is refused (409), and the grid’s text is kept, on both engines', async () => {
    const csv = (await exported('csv')).body;
    const lines = csv.split('\r\n');
    const kiymali = lines.findIndex((line) => line.includes(';Kıymalı Pide;Pide with Minced Meat;'));
    lines[kiymali] = lines[kiymali]!.replace(';;Eksik', ';Пиде из файла;Eksik');
    const tea = lines.findIndex((line) => line.includes(';Çay;Tea;'));
    lines[tea] = lines[tea]!.replace(';Чай;', ';Чай из файла;');
    const file = lines.join('\r\n');
    const preview = (await previewed('csv', file)).json<ImportPreview>();
    expect(preview.counts).toMatchObject({ new: 1, changed: 1 });

    // Meanwhile, in the grid: the dish's name translated, the tea's changed.
    const { rows } = await grid();
    const dish = rowOf(rows, 'products', 'Kıymalı Pide');
    const teaRow = rowOf(rows, 'products', 'Çay');
    for (const edit of [
      { resource: 'products', id: dish.id, field: 'name', text: 'Пиде из таблицы', version: null },
      { resource: 'products', id: teaRow.id, field: 'name', text: 'Чай из таблицы', version: teaRow.version },
    ])
      expect((await save([edit])).statusCode).toBe(200);

    const applied = await admin.post('/api/admin/translations/ru/import', { format: 'csv', file, apply: true, basis: preview.basis });
    expect(applied.statusCode, applied.body).toBe(409);
    expect(applied.json<{ fields: Record<string, string> }>().fields.file).toMatch(
      /^Önizlemeden sonra bu çeviriler değişti; dosyayı yeniden yükleyin: Kıymalı Pide \(Ad\), Çay \(Ad\)\.$/,
    );
    const after = (await grid()).rows;
    expect(rowOf(after, 'products', 'Kıymalı Pide').text).toBe('Пиде из таблицы');
    expect(rowOf(after, 'products', 'Çay').text).toBe('Чай из таблицы');

    // Applied without the preview's versions, it is refused too.
    expect((await admin.post('/api/admin/translations/ru/import', { format: 'csv', file, apply: true })).statusCode).toBe(409);
  });

  it('applied at the moment the grid saves one of its texts: one of the two is saved, the other refused, on both engines', async () => {
    const ayse = asStaff(t.app, (await staffUser(t.app, await signIn(t.app), 'Ayse')).cookie);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const { rows } = await grid();
      const teaRow = rowOf(rows, 'products', 'Çay');
      const xliff = (await exported('xliff')).body.replace(`>${teaRow.text}<`, `>Файл ${attempt}<`);
      const preview = (await previewed('xliff', xliff)).json<ImportPreview>();
      expect(preview.counts.changed).toBe(1);
      const [fromFile, fromGrid] = await Promise.all([
        admin.post('/api/admin/translations/ru/import', { format: 'xliff', file: xliff, apply: true, basis: preview.basis }),
        save([{ resource: 'products', id: teaRow.id, field: 'name', text: `Таблица ${attempt}`, version: teaRow.version }], 'ru', ayse),
      ]);
      expect([fromFile.statusCode, fromGrid.statusCode].sort(), `${fromFile.body} ${fromGrid.body}`).toEqual([200, 409]);
      const kept = rowOf((await grid()).rows, 'products', 'Çay');
      expect(kept).toMatchObject({
        text: fromFile.statusCode === 200 ? `Файл ${attempt}` : `Таблица ${attempt}`,
        version: teaRow.version! + 1,
      });
    }
  });

  itOnSqlite('reads XLIFF’s character references as XML does, and refuses a character XML forbids with its unit', async () => {
    const xliff = (await exported('xliff')).body;
    const withTarget = (text: string) =>
      editUnit(xliff, 'Kıymalı Pide', (unit) => unit.replace('<target state="needs-translation"></target>', `<target>${text}</target>`));
    const applied = await imported('xliff', withTarget('&#x41F;иде &#1089; &#x444;аршем &lt;3&gt;'), true);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(rowOf((await grid()).rows, 'products', 'Kıymalı Pide').text).toBe('Пиде с фаршем <3>');

    const place = xliff.slice(0, xliff.indexOf('<source>Kıymalı Pide</source>')).split('<trans-unit ').length - 1;
    for (const reference of ['&#0;', '&#x1;', '&#xD800;', '&#xFFFE;', '&#x110000;', '&nbsp;', '\u0001']) {
      const refused = await previewed('xliff', withTarget(`Пиде${reference}`));
      expect(refused.statusCode, reference).toBe(400);
      expect(refused.json<{ fields: Record<string, string> }>().fields.file, reference).toMatch(new RegExp(`^Birim ${place}: `));
    }
    // Tab and line breaks are characters like any other.
    expect((await previewed('xliff', withTarget('Пиде&#9;с&#xA;фаршем'))).statusCode).toBe(200);
  });

  itOnSqlite('leaves a text it gives empty as it is, even when its Turkish changed since the export (CSV and XLIFF)', async () => {
    const csv = (await exported('csv')).body;
    const xliff = (await exported('xliff')).body;
    // After the export, the Turkish of a dish without Russian changes; the translator fills another.
    await renameDishes({ 'Kıymalı Pide': 'Kıymalı Kaşarlı Pide' });
    const lines = csv.split('\r\n');
    const kasarli = lines.findIndex((line) => line.includes(';Kaşarlı Pide;Pide with Kashar Cheese;'));
    lines[kasarli] = lines[kasarli]!.replace(';;Eksik', ';Пиде с сыром;Eksik');
    const fromCsv = await imported('csv', lines.join('\r\n'), true);
    expect(fromCsv.statusCode, fromCsv.body).toBe(200);
    expect(fromCsv.json<ImportPreview>().counts).toMatchObject({ new: 1, refused: 0 });

    const filled = editUnit(xliff, 'Karışık Pide', (unit) =>
      unit.replace('<target state="needs-translation"></target>', '<target state="translated">Пиде ассорти</target>'),
    );
    const fromXliff = await imported('xliff', filled, true);
    expect(fromXliff.statusCode, fromXliff.body).toBe(200);
    const after = (await grid()).rows;
    expect(rowOf(after, 'products', 'Kaşarlı Pide').text).toBe('Пиде с сыром');
    expect(rowOf(after, 'products', 'Karışık Pide').text).toBe('Пиде ассорти');
    expect(rowOf(after, 'products', 'Kıymalı Kaşarlı Pide').text).toBe('');
  });

  it('keeps a text "Türkçesi değişti" when it comes back unchanged and still marked to look at again', async () => {
    const { rows } = await grid();
    const saved = await save([
      { resource: 'products', id: rowOf(rows, 'products', 'Kıymalı Pide').id, field: 'name', text: 'Пиде с фаршем', version: null },
      { resource: 'products', id: rowOf(rows, 'products', 'Kaşarlı Pide').id, field: 'name', text: 'Пиде с сыром', version: null },
    ]);
    expect(saved.statusCode).toBe(200);
    await renameDishes({ 'Kıymalı Pide': 'Kıymalı Pide (büyük)', 'Kaşarlı Pide': 'Kaşarlı Pide (büyük)' });
    expect((await grid()).coverage.stale).toBe(2);

    const xliff = (await exported('xliff')).body;
    expect(xliff.match(/state="needs-review-translation"/g)).toHaveLength(2);
    const same = await imported('xliff', xliff, true);
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<ImportPreview>().counts).toMatchObject({ new: 0, changed: 0, refused: 0 });
    expect((await grid()).coverage.stale).toBe(2);
    const csv = (await exported('csv')).body;
    expect((await imported('csv', csv, true)).json<ImportPreview>().counts.changed).toBe(0);
    expect((await grid()).coverage.stale).toBe(2);

    // Looked at and approved in a translation tool (or marked "Çevrildi" in the CSV), it is confirmed.
    const approved = editUnit(xliff, 'Kıymalı Pide \\(büyük\\)', (unit) =>
      unit.replace('<trans-unit ', '<trans-unit approved="yes" ').replace('needs-review-translation', 'translated'),
    );
    const confirmed = await imported('xliff', approved, true);
    expect(confirmed.json<ImportPreview>().rows.map((row) => [row.status, row.source])).toEqual([['changed', 'Kıymalı Pide (büyük)']]);
    const confirmedInCsv = csv.replace(/(;Kaşarlı Pide \(büyük\);[^\r\n]*;)Türkçesi değişti/, '$1Çevrildi');
    expect((await imported('csv', confirmedInCsv, true)).json<ImportPreview>().counts.changed).toBe(1);
    expect((await grid()).coverage.stale).toBe(0);
  });

  itOnSqlite('marks finished translations approved in XLIFF, as translation tools count them, and the others not', async () => {
    const { rows } = await grid();
    await save([{ resource: 'products', id: rowOf(rows, 'products', 'Kıymalı Pide').id, field: 'name', text: 'Пиде', version: null }]);
    await renameDishes({ 'Kıymalı Pide': 'Kıymalı Pide (büyük)' });

    const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'trans-unit' });
    type Unit = { '@id': string; '@approved'?: string; source: string; target: { '@state': string; '#text'?: string } };
    const document = parser.parse((await exported('xliff')).body, true) as { xliff: { file: { body: { 'trans-unit': Unit[] } } } };
    const units = document.xliff.file.body['trans-unit'];
    const unit = (source: string) => units.find((candidate) => candidate.source === source)!;
    // Done: approved, translated. Its Turkish changed since: to look at again, not approved. None yet: to translate.
    expect(unit('Çay')).toMatchObject({ '@approved': 'yes', target: { '@state': 'translated', '#text': 'Чай' } });
    expect(unit('Kıymalı Pide (büyük)')).toMatchObject({ target: { '@state': 'needs-review-translation', '#text': 'Пиде' } });
    expect(unit('Kıymalı Pide (büyük)')['@approved']).toBeUndefined();
    expect(unit('Kaşarlı Pide')['@approved']).toBeUndefined();
    expect(unit('Kaşarlı Pide').target['@state']).toBe('needs-translation');
    const translated = rows.filter((row) => row.text !== '' && row.source !== 'Kıymalı Pide').length;
    expect(units.filter((each) => each['@approved'] === 'yes')).toHaveLength(translated);
    expect(units.filter((each) => each['@approved'] === 'yes').every((each) => each.target['@state'] === 'translated')).toBe(true);
  });
});
