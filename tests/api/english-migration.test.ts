import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { AdminCampaign } from '../../src/shared/schemas/campaign.js';
import type { AdminCategory } from '../../src/shared/schemas/category.js';
import type { AdminIngredient } from '../../src/shared/schemas/ingredient.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { RestaurantSettings } from '../../src/shared/schemas/settings.js';
import type { AdminTag } from '../../src/shared/schemas/tag.js';
import type { TranslationGrid } from '../../src/shared/schemas/translation.js';
import { foldTurkish } from '../../src/shared/text.js';
import { fingerprint, sizeKey } from '../../src/server/platform/records/translated.js';
import { startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { migrateThrough } from '../support/old-schema.js';
import { asStaff, signIn } from '../support/staff.js';

/**
 * A restaurant upgrading from the release that kept English in columns beside the Turkish
 * (`name_en`, a size's `labelEn`, the note's `noteEn`): after the upgrade every English text
 * is a translation row, and everything guests and staff read is what it was.
 */
let t: TestApp;
let staff: ReturnType<typeof asStaff>;
const ids: Record<string, number> = {};
const at = '2025-05-01T10:00:00.000Z';

/** What the previous release held, as its columns held it. */
const OLD = {
  pide: { nameTr: 'Pideler', nameEn: 'Pides', descriptionTr: 'Taş fırından', descriptionEn: 'From the stone oven' },
  // A category whose English description was left empty: guests read the Turkish one, as before.
  corba: { nameTr: 'Çorbalar', nameEn: 'Soups', descriptionTr: 'Günlük', descriptionEn: '' },
  kiymali: {
    nameTr: 'Kıymalı Pide',
    nameEn: 'Pide with minced meat',
    descriptionTr: 'Dana kıyma, soğan',
    descriptionEn: 'Minced beef, onion',
    sizes: [
      { labelTr: 'Normal', labelEn: 'Regular', priceKurus: 22000 },
      { labelTr: 'Büyük', labelEn: 'Large', priceKurus: 28000 },
    ],
  },
  // An English description with no Turkish one is kept too.
  mercimek: { nameTr: 'Mercimek', nameEn: 'Lentil soup', descriptionTr: '', descriptionEn: 'With lemon' },
  tag: { nameTr: 'Acılı', nameEn: 'Spicy' },
  ingredient: { nameTr: 'Sucuk', nameEn: 'Turkish sausage', descriptionTr: 'Baharatlı', descriptionEn: 'Spiced' },
  campaign: { titleTr: 'Öğle menüsü', titleEn: 'Lunch menu', descriptionTr: 'Pide ve ayran', descriptionEn: 'Pide and ayran' },
  note: { noteTr: 'Servis ücreti alınmaz', noteEn: 'No service charge' },
} as const;

async function insert(db: Kysely<unknown>, key: string, query: ReturnType<typeof sql<{ id: number }>>) {
  ids[key] = (await query.execute(db)).rows[0]!.id;
}

beforeAll(async () => {
  t = await startTestApp({
    async beforeStart(database) {
      await migrateThrough(database, '020-translations');
      const db = database.db as unknown as Kysely<unknown>;
      const category = (key: 'pide' | 'corba', order: number) => {
        const c = OLD[key];
        return insert(
          db,
          key,
          sql<{ id: number }>`
          insert into categories (name_tr, name_en, name_tr_key, name_en_key, description_tr, description_en, image, sort_order,
                                  created_at, updated_at)
          values (${c.nameTr}, ${c.nameEn}, ${foldTurkish(c.nameTr)}, ${foldTurkish(c.nameEn)}, ${c.descriptionTr},
                  ${c.descriptionEn}, '/images/menu/pide.svg', ${order}, ${at}, ${at}) returning id`,
        );
      };
      await category('pide', 0);
      // A category deleted before the upgrade: its id is not given out again.
      await insert(
        db,
        'deleted',
        sql<{ id: number }>`
        insert into categories (name_tr, name_en, name_tr_key, name_en_key, description_tr, description_en, image, sort_order,
                                created_at, updated_at)
        values ('Silinen', 'Deleted', 'silinen', 'deleted', '', '', '/images/menu/pide.svg', 9, ${at}, ${at}) returning id`,
      );
      await category('corba', 1);
      await sql`delete from categories where id = ${ids.deleted!}`.execute(db);

      const product = (key: 'kiymali' | 'mercimek', categoryKey: string, sizes: readonly object[], priceKurus: number) => {
        const p = OLD[key];
        return insert(
          db,
          key,
          sql<{ id: number }>`
          insert into products (category_id, name_tr, name_en, description_tr, description_en, image, price_kurus, sizes,
                                sort_order, created_at, updated_at)
          values (${ids[categoryKey]!}, ${p.nameTr}, ${p.nameEn}, ${p.descriptionTr}, ${p.descriptionEn}, '/images/menu/pide.svg',
                  ${priceKurus}, ${JSON.stringify(sizes)}, 0, ${at}, ${at}) returning id`,
        );
      };
      await product('kiymali', 'pide', OLD.kiymali.sizes, 22000);
      await product('mercimek', 'corba', [], 9000);

      const { tag, ingredient, campaign, note } = OLD;
      await insert(
        db,
        'tag',
        sql<{ id: number }>`
        insert into tags (category_id, name_tr, name_en, name_tr_key, name_en_key, color, border, text_color, bg_color, font_weight,
                          created_at, updated_at)
        values (${ids.pide!}, ${tag.nameTr}, ${tag.nameEn}, ${foldTurkish(tag.nameTr)}, ${foldTurkish(tag.nameEn)}, '#8B4513',
                '1px solid #8B4513', '#8B4513', '#FFFFFF', 500, ${at}, ${at}) returning id`,
      );
      await insert(
        db,
        'ingredient',
        sql<{ id: number }>`
        insert into ingredients (category_id, name_tr, name_en, name_tr_key, name_en_key, description_tr, description_en,
                                 created_at, updated_at)
        values (${ids.pide!}, ${ingredient.nameTr}, ${ingredient.nameEn}, ${foldTurkish(ingredient.nameTr)},
                ${foldTurkish(ingredient.nameEn)}, ${ingredient.descriptionTr}, ${ingredient.descriptionEn}, ${at}, ${at})
        returning id`,
      );
      await sql`insert into product_tags (product_id, tag_id) values (${ids.kiymali!}, ${ids.tag!})`.execute(db);
      await sql`insert into product_ingredients (product_id, ingredient_id) values (${ids.kiymali!}, ${ids.ingredient!})`.execute(db);
      await insert(
        db,
        'campaign',
        sql<{ id: number }>`
        insert into campaigns (title_tr, title_en, description_tr, description_en, start_date, end_date, created_at, updated_at)
        values (${campaign.titleTr}, ${campaign.titleEn}, ${campaign.descriptionTr}, ${campaign.descriptionEn}, '2025-01-01',
                '2099-12-31', ${at}, ${at}) returning id`,
      );
      const settings = (await sql<{ data: string }>`select data from settings where id = 1`.execute(db)).rows[0]!;
      const data = { ...(JSON.parse(settings.data) as object), restaurantName: 'Derya Pide', ...note };
      await sql`update settings set data = ${JSON.stringify(data)}, version = 2 where id = 1`.execute(db);
      // A Russian translation made in the previous release stays as it was.
      await sql`insert into product_translations (record_id, language, field, text, source, version, updated_at)
                values (${ids.kiymali!}, 'ru', 'name', 'Пиде с фаршем', ${fingerprint(OLD.kiymali.nameTr)}, 1, ${at})`.execute(db);
      // The sample menu is not added over a restaurant's own.
      await sql`insert into meta (key, value) values ('menu_seeded', ${at})`.execute(db);
    },
  });
  staff = asStaff(t.app, await signIn(t.app));
});
afterAll(() => t.close());

const list = async <T extends { id: number }>(path: string) =>
  new Map((await staff.get(`/api/admin/${path}`)).json<T[]>().map((record) => [record.id, record]));

describe(`upgrading to English as translation rows (${TEST_DIALECT})`, () => {
  it('gives staff every English text as it was, sizes and the note included', async () => {
    const categories = await list<AdminCategory>('categories');
    expect(categories.get(ids.pide!)).toMatchObject(OLD.pide);
    expect(categories.get(ids.corba!)).toMatchObject(OLD.corba);
    const products = await list<AdminProduct>('products');
    expect(products.get(ids.kiymali!)).toMatchObject(OLD.kiymali);
    expect(products.get(ids.mercimek!)).toMatchObject({ ...OLD.mercimek, sizes: [] });
    expect((await list<AdminTag>('tags')).get(ids.tag!)).toMatchObject(OLD.tag);
    expect((await list<AdminIngredient>('ingredients')).get(ids.ingredient!)).toMatchObject(OLD.ingredient);
    expect((await list<AdminCampaign>('campaigns')).get(ids.campaign!)).toMatchObject(OLD.campaign);
    expect((await staff.get('/api/admin/settings')).json<RestaurantSettings>()).toMatchObject({ ...OLD.note, version: 2 });
  });

  it('serves guests the same English menu', async () => {
    const menu = (await t.app.inject({ method: 'GET', url: '/api/menu' })).json<PublicMenu>();
    expect(
      menu.categories.map(({ nameTr, nameEn, descriptionTr, descriptionEn }) => ({ nameTr, nameEn, descriptionTr, descriptionEn })),
    ).toEqual([OLD.pide, OLD.corba]);
    const kiymali = menu.products.find((product) => product.id === ids.kiymali)!;
    expect(kiymali).toMatchObject({ nameEn: OLD.kiymali.nameEn, descriptionEn: OLD.kiymali.descriptionEn });
    expect(kiymali.sizes.map(({ labelTr, labelEn, priceKurus }) => ({ labelTr, labelEn, priceKurus }))).toEqual(OLD.kiymali.sizes);
    expect(menu.tags[0]).toMatchObject(OLD.tag);
    expect(menu.ingredients[0]).toMatchObject(OLD.ingredient);
    expect(menu.campaign).toMatchObject(OLD.campaign);
    expect(menu.restaurant).toMatchObject(OLD.note);
    const page = await t.app.inject({ method: 'GET', url: `/EN/category/${encodeURIComponent(OLD.pide.nameEn)}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(OLD.kiymali.nameEn);
    expect(page.body).toContain('Regular');
  });

  it('keeps the columns out of the tables, and stamps every English row with its Turkish so none starts stale', async () => {
    const rows = await t.db.selectFrom('productTranslations').selectAll().where('language', '=', 'en').orderBy('field').execute();
    const kiymali = rows.filter((row) => row.recordId === ids.kiymali);
    expect(kiymali.map((row) => [row.field, row.text, row.source])).toEqual([
      ['description', OLD.kiymali.descriptionEn, fingerprint(OLD.kiymali.descriptionTr)],
      ['name', OLD.kiymali.nameEn, fingerprint(OLD.kiymali.nameTr)],
      [sizeKey('Büyük'), 'Large', fingerprint('Büyük')],
      [sizeKey('Normal'), 'Regular', fingerprint('Normal')],
    ]);
    const product = await t.db.selectFrom('products').select('sizes').where('id', '=', ids.kiymali!).executeTakeFirstOrThrow();
    expect(JSON.parse(product.sizes)).toEqual(OLD.kiymali.sizes.map(({ labelTr, priceKurus }) => ({ labelTr, priceKurus })));
    const settings = await t.db.selectFrom('settings').select('data').executeTakeFirstOrThrow();
    expect(JSON.parse(settings.data)).not.toHaveProperty('noteEn');
    // The empty English description has no row: nothing to fall back from.
    const corba = await t.db.selectFrom('categoryTranslations').select('field').where('recordId', '=', ids.corba!).execute();
    expect(corba.map((row) => row.field)).toEqual(['name']);
  });

  it('keeps the Russian translation made before, and the grid shows the English beside it', async () => {
    const grid = (await staff.get('/api/admin/translations/ru')).json<TranslationGrid>();
    const name = grid.rows.find((row) => row.resource === 'products' && row.id === ids.kiymali && row.field === 'name')!;
    expect(name).toMatchObject({ source: OLD.kiymali.nameTr, english: OLD.kiymali.nameEn, text: 'Пиде с фаршем', stale: false });
    const size = grid.rows.find((row) => row.resource === 'products' && row.id === ids.kiymali && row.field === sizeKey('Büyük'))!;
    expect(size).toMatchObject({ source: 'Büyük', english: 'Large', text: '' });
  });

  it('saves English from the forms after the upgrade, still refusing an English name another category has', async () => {
    const pide = (await list<AdminCategory>('categories')).get(ids.pide!)!;
    const { id: _id, order: _order, productCount: _count, ...fields } = pide;
    const renamed = await staff.put(`/api/admin/categories/${pide.id}`, { ...fields, nameEn: 'Oven pides' });
    expect(renamed.json()).toMatchObject({ nameEn: 'Oven pides', descriptionEn: OLD.pide.descriptionEn });
    const { version: _version, ...form } = fields;
    const taken = await staff.post('/api/admin/categories', { ...form, nameTr: 'Yeni', nameEn: 'SOUPS' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ nameEn: expect.stringMatching(/zaten var/) });
    const added = await staff.post('/api/admin/categories', { ...form, nameTr: 'Tatlılar', nameEn: 'Desserts' });
    expect(added.statusCode).toBe(201);
    // The deleted category's id stays unused (on SQLite the table was made again).
    expect(added.json<AdminCategory>().id).toBeGreaterThan(ids.corba!);
    expect(added.json<AdminCategory>().id).not.toBe(ids.deleted);
  });
});
