import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { AdminCategory } from '../../src/shared/schemas/category.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { RestaurantSettings } from '../../src/shared/schemas/settings.js';
import type { AdminTag } from '../../src/shared/schemas/tag.js';
import type { TranslationGrid } from '../../src/shared/schemas/translation.js';
import { startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { productBody } from '../support/product-body.js';
import { asStaff, signIn } from '../support/staff.js';

/**
 * Every record's contract in the admin API carries its texts in the other languages
 * (`translations.ru.name`, a dish's sizes by their Turkish label), as the grid keeps them:
 * read with the record, saved with it in one transaction, and refused field by field.
 */
let t: TestApp;
let admin: ReturnType<typeof asStaff>;

beforeAll(async () => {
  t = await startTestApp();
  admin = asStaff(t.app, await signIn(t.app));
});
afterAll(() => t.close());

const products = async () => (await admin.get('/api/admin/products')).json<AdminProduct[]>();
const productNamed = async (nameTr: string, withSizes = false) =>
  (await products()).find((product) => product.nameTr === nameTr && (!withSizes || product.sizes.length > 1))!;
const grid = async (language: string) => (await admin.get(`/api/admin/translations/${language}`)).json<TranslationGrid>();
const fieldsOf = (body: string) => (JSON.parse(body) as { fields?: Record<string, string> }).fields;

describe(`a record's translations in its contract (${TEST_DIALECT})`, () => {
  it('come with every record, as the grid has them, and never in the guests’ menu', async () => {
    const tea = await productNamed('Çay');
    expect(tea.translations.ru).toMatchObject({ name: 'Чай', description: 'Ризе в стаканчике-тюльпане.' });
    expect(tea.translations.ar).toMatchObject({ name: 'شاي' });
    const tags = (await admin.get('/api/admin/tags')).json<AdminTag[]>();
    expect(tags.find((tag) => tag.translations.ru?.name === 'Популярное')).toBeDefined();
    const menu = (await t.app.inject('/api/menu')).json<PublicMenu>();
    expect(menu.products[0]).not.toHaveProperty('translations');
  });

  it('are saved with a new record and with a change, sizes by their Turkish label, stamped fresh for the grid', async () => {
    const category = (await admin.get('/api/admin/categories')).json<AdminCategory[]>()[0]!;
    const { id: _id, order: _order, productCount: _count, version: _version, ...form } = category;
    const created = await admin.post('/api/admin/categories', {
      ...form,
      nameTr: 'Çorbalar',
      nameEn: 'Soups',
      translations: { ru: { name: 'Супы', description: 'Горячие' }, ar: { name: 'الشوربات' } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const soups = created.json<AdminCategory>();
    expect(soups.translations).toEqual({ ru: { name: 'Супы', description: 'Горячие' }, ar: { name: 'الشوربات' } });
    const ruRow = (await grid('ru')).rows.find((row) => row.resource === 'categories' && row.id === soups.id && row.field === 'name');
    expect(ruRow).toMatchObject({ text: 'Супы', stale: false, version: 1 });

    const pide = await productNamed('Kıymalı Pide', true);
    const large = pide.sizes[1]!.labelTr;
    const saved = await admin.put(
      `/api/admin/products/${pide.id}`,
      productBody(pide, { translations: { ru: { name: 'Пиде с фаршем', sizes: { [large]: 'Большая' } } } }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    // Its options' translations, not sent, are left as they were.
    expect(saved.json<AdminProduct>().translations.ru).toEqual({
      name: 'Пиде с фаршем',
      sizes: { [large]: 'Большая' },
      options: pide.translations.ru?.options,
    });
    // German, not sent, is left as it was; so is the Arabic.
    expect(saved.json<AdminProduct>().translations.de).toEqual(pide.translations.de);

    const history = (await admin.get('/api/admin/audit-events?resource=products')).json<{ items: { changes: object }[] }>();
    expect(history.items[0]?.changes).toMatchObject({ nameRu: { before: null, after: 'Пиде с фаршем' } });
  });

  it('remove a text sent empty, leave out what is not sent, and keep a translation stale until it is sent again', async () => {
    const tea = await productNamed('Çay');
    const cleared = await admin.put(`/api/admin/products/${tea.id}`, productBody(tea, { translations: { ru: { description: '' } } }));
    expect(cleared.json<AdminProduct>().translations.ru).toEqual({ name: 'Чай' });
    expect(cleared.json<AdminProduct>().translations.ar).toEqual(tea.translations.ar);

    // The Turkish name changes: the Russian one is stale, until a save that sends it.
    const renamed = await admin.put(
      `/api/admin/products/${tea.id}`,
      productBody(cleared.json<AdminProduct>(), { nameTr: 'Rize Çayı', translations: undefined }),
    );
    const stale = async () =>
      (await grid('ru')).rows.find((row) => row.resource === 'products' && row.id === tea.id && row.field === 'name')?.stale;
    expect(await stale()).toBe(true);
    await admin.put(
      `/api/admin/products/${tea.id}`,
      productBody(renamed.json<AdminProduct>(), { translations: { ru: { name: 'Чай из Ризе' } } }),
    );
    expect(await stale()).toBe(false);
  });

  it('refuse a bad translation under its own field, per language, writing nothing', async () => {
    const pide = await productNamed('Kıymalı Pide', true);
    const before = await productNamed('Kıymalı Pide', true);
    for (const [translations, field, message] of [
      [{ ru: { name: 'Я'.repeat(121) } }, 'translations.ru.name', 'Ad (RU) en fazla 120 karakter olabilir'],
      [{ ar: { description: 'a\u0000b' } }, 'translations.ar.description', 'Açıklama (AR) geçersiz bir karakter içeriyor'],
      [{ ru: { sizes: { Dev: 'Огромная' } } }, 'translations.ru.sizes.Dev', 'Bu boy üründe yok'],
      [{ ru: { title: 'Заголовок' } }, 'translations.ru.title', undefined],
      [{ fr: { name: 'Pide' } }, 'translations.fr', undefined],
      [{ de: 'Pide' }, 'translations.de', undefined],
    ] as const) {
      const response = await admin.put(`/api/admin/products/${pide.id}`, productBody(pide, { nameEn: 'Changed', translations }));
      expect(response.statusCode, JSON.stringify(translations)).toBe(400);
      const fields = fieldsOf(response.body) ?? {};
      expect(Object.keys(fields), JSON.stringify(fields)).toContain(field);
      if (message) expect(fields[field]).toBe(message);
    }
    expect(await productNamed('Kıymalı Pide', true)).toEqual(before);
  });

  it('carry the restaurant note’s other languages in the details, saved with them and refused under their field', async () => {
    const settings = async () => (await admin.get('/api/admin/settings')).json<RestaurantSettings>();
    const { version, translations: _translations, ...details } = await settings();
    const saved = await admin.put('/api/admin/settings', {
      ...details,
      version,
      translations: { ru: { note: 'Цены включают НДС.' }, ar: { note: 'الأسعار تشمل الضريبة.' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<RestaurantSettings>().translations).toMatchObject({
      ru: { note: 'Цены включают НДС.' },
      ar: { note: 'الأسعار تشمل الضريبة.' },
    });
    const ruRow = (await grid('ru')).rows.find((row) => row.resource === 'settings' && row.field === 'note');
    expect(ruRow).toMatchObject({ text: 'Цены включают НДС.', stale: false });
    // A save without them leaves them as they are; the guests' menu never carries them.
    const again = await admin.put('/api/admin/settings', { ...details, version: saved.json<RestaurantSettings>().version });
    expect(again.json<RestaurantSettings>().translations.ru).toEqual({ note: 'Цены включают НДС.' });
    expect((await t.app.inject('/api/menu')).json<PublicMenu>().restaurant).not.toHaveProperty('translations');

    const before = await settings();
    const refused = await admin.put('/api/admin/settings', {
      ...details,
      version: before.version,
      translations: { ru: { note: 'Я'.repeat(201) } },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused.body)?.['translations.ru.note']).toBe('Not (RU) en fazla 200 karakter olabilir');
    expect(await settings()).toEqual(before);
  });
});
