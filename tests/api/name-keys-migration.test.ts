import { sql, type Kysely, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../src/shared/schemas/category.js';
import type { AdminIngredient } from '../../src/shared/schemas/ingredient.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { AdminTag } from '../../src/shared/schemas/tag.js';
import { foldTurkish } from '../../src/shared/text.js';
import { startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { migrateToFirstRelease } from '../support/old-schema.js';
import { asStaff, signIn } from '../support/staff.js';

/**
 * A restaurant upgrading from the first release, whose database holds what the races let
 * through: names that differ only in case, and two weekly choices. The upgrade keeps every
 * record, renames the later duplicates so each can be told apart and edited, and from then on
 * the database itself refuses duplicates.
 */
let t: TestApp;
let staff: ReturnType<typeof asStaff>;
const ids: Record<string, number> = {};
const LONG_TAG = 'Ev yapımı acı biber sosu ile servis edil'; // 40 characters, the longest a tag name may be

async function insert(db: Kysely<unknown>, key: string, query: RawBuilder<{ id: number }>) {
  ids[key] = (await query.execute(db)).rows[0]!.id;
}

beforeAll(async () => {
  t = await startTestApp({
    async beforeStart(database) {
      await migrateToFirstRelease(database);
      const db = database.db as unknown as Kysely<unknown>;
      const at = '2024-01-01T10:00:00.000Z';
      const category = (key: string, nameTr: string, nameEn: string, order: number) =>
        insert(
          db,
          key,
          sql<{ id: number }>`
          insert into categories (name_tr, name_en, description_tr, description_en, image, sort_order, created_at, updated_at)
          values (${nameTr}, ${nameEn}, 'x', 'x', '/images/menu/pide.svg', ${order}, ${at}, ${at}) returning id`,
        );
      await category('corba', 'Çorba', 'Soup', 0);
      await category('CORBA', 'ÇORBA', 'Soups', 1);
      await category('corbaLower', 'çorba', 'SOUP', 2);
      await category('corba2', 'Çorba (2)', 'Soup 2', 3);

      const tag = (key: string, categoryKey: string, nameTr: string, nameEn: string) =>
        insert(
          db,
          key,
          sql<{ id: number }>`
          insert into tags (category_id, name_tr, name_en, color, border, text_color, bg_color, font_weight, created_at, updated_at)
          values (${ids[categoryKey]!}, ${nameTr}, ${nameEn}, '#8B4513', '1px solid #8B4513', '#8B4513', '#FFFFFF', 500, ${at}, ${at})
          returning id`,
        );
      await tag('veg', 'corba', 'Vejetaryen', 'Vegetarian');
      await tag('vegLower', 'corba', 'vejetaryen', 'Vegan');
      await tag('vegElsewhere', 'CORBA', 'Vejetaryen', 'Vegetarian');
      await tag('spicy', 'corba', 'Acılı', 'Spicy');
      await tag('spicyUpper', 'corba', 'Acı', 'SPICY');
      await tag('long', 'corba', LONG_TAG, 'Long');
      await tag('longUpper', 'corba', LONG_TAG.toLocaleUpperCase('tr-TR'), 'Longer');

      const ingredient = (key: string, nameTr: string, nameEn: string) =>
        insert(
          db,
          key,
          sql<{ id: number }>`
          insert into ingredients (category_id, name_tr, name_en, description_tr, description_en, created_at, updated_at)
          values (${ids.corba!}, ${nameTr}, ${nameEn}, '', '', ${at}, ${at}) returning id`,
        );
      await ingredient('irmik', 'İrmik', 'Semolina');
      await ingredient('IRMIK', 'IRMIK', 'Semolina flour');

      const product = (key: string, chosenAt: string) =>
        insert(
          db,
          key,
          sql<{ id: number }>`
          insert into products (category_id, name_tr, name_en, description_tr, description_en, image, price_kurus,
                                is_weekly_choice, sort_order, created_at, updated_at)
          values (${ids.corba!}, ${key}, ${key}, 'x', 'x', '/images/menu/pide.svg', 10000, 1, 0, ${chosenAt}, ${chosenAt})
          returning id`,
        );
      await product('chosenFirst', '2024-02-01T10:00:00.000Z');
      await product('chosenLast', '2024-03-01T10:00:00.000Z');
    },
  });
  staff = asStaff(t.app, await signIn(t.app));
});
afterAll(() => t.close());

describe(`upgrading a database with duplicate names (${TEST_DIALECT})`, () => {
  it('keeps the oldest name and gives later case-duplicates a free " (n)" suffix, counting a new version', async () => {
    const categories = (await staff.get('/api/admin/categories')).json<AdminCategory[]>();
    const byId = new Map(categories.map((c) => [c.id, c]));
    expect(byId.get(ids.corba!)).toMatchObject({ nameTr: 'Çorba', nameEn: 'Soup', version: 1 });
    // "Çorba (2)" is taken by a category of its own, so the first duplicate becomes "(3)".
    expect(byId.get(ids.CORBA!)).toMatchObject({ nameTr: 'ÇORBA (3)', nameEn: 'Soups', version: 2 });
    expect(byId.get(ids.corbaLower!)).toMatchObject({ nameTr: 'çorba (4)', nameEn: 'SOUP (2)', version: 2 });
    expect(byId.get(ids.corba2!)).toMatchObject({ nameTr: 'Çorba (2)', nameEn: 'Soup 2', version: 1 });

    const tags = new Map((await staff.get('/api/admin/tags')).json<AdminTag[]>().map((tag) => [tag.id, tag]));
    expect(tags.get(ids.veg!)!.nameTr).toBe('Vejetaryen');
    expect(tags.get(ids.vegLower!)!.nameTr).toBe('vejetaryen (2)');
    expect(tags.get(ids.vegElsewhere!)).toMatchObject({ nameTr: 'Vejetaryen', nameEn: 'Vegetarian', version: 1 });
    expect(tags.get(ids.spicyUpper!)).toMatchObject({ nameTr: 'Acı', nameEn: 'SPICY (2)' });
    const long = tags.get(ids.longUpper!)!.nameTr;
    expect(long).toMatch(/ \(2\)$/);
    expect(long.length).toBeLessThanOrEqual(40);

    const ingredients = new Map((await staff.get('/api/admin/ingredients')).json<AdminIngredient[]>().map((i) => [i.id, i]));
    expect(ingredients.get(ids.irmik!)!.nameTr).toBe('İrmik');
    expect(ingredients.get(ids.IRMIK!)!.nameTr).toBe('IRMIK (2)');
  });

  it('fills every name key', async () => {
    for (const table of ['categories', 'tags', 'ingredients'] as const) {
      const records = (await staff.get(`/api/admin/${table}`)).json<{ id: number; nameTr: string; nameEn: string }[]>();
      const keys = new Map((await t.db.selectFrom(table).select(['id', 'nameTrKey', 'nameEnKey']).execute()).map((row) => [row.id, row]));
      expect(records.length, table).toBe(keys.size);
      for (const record of records) {
        const row = keys.get(record.id)!;
        expect([row.nameTrKey, row.nameEnKey], table).toEqual([foldTurkish(record.nameTr), foldTurkish(record.nameEn)]);
      }
    }
  });

  it('keeps the weekly choice chosen last and clears the others', async () => {
    const weekly = (await staff.get('/api/admin/products')).json<AdminProduct[]>().filter((p) => p.isWeeklyChoice);
    expect(weekly.map((p) => p.id)).toEqual([ids.chosenLast]);
  });

  it('lets staff edit a renamed duplicate, and refuses a new one in any case with a Turkish message', async () => {
    const renamed = (await staff.get('/api/admin/categories')).json<AdminCategory[]>().find((c) => c.id === ids.CORBA)!;
    const { id: _id, order: _order, productCount: _count, version, ...fields } = renamed;
    const saved = await staff.put(`/api/admin/categories/${renamed.id}`, { ...fields, nameTr: 'Mercimek Çorbası', version });
    expect(saved.statusCode).toBe(200);

    const duplicate = await staff.post('/api/admin/categories', {
      nameTr: 'CORBA',
      nameEn: 'Soup of the day',
      descriptionTr: 'x',
      descriptionEn: 'x',
      image: 'https://cdn.example.com/c.webp',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().fields).toEqual({ nameTr: '"Çorba" adında bir kategori zaten var' });
  });
});
