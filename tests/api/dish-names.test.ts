import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../src/shared/schemas/category.js';
import type { MenuImportPreview } from '../../src/shared/schemas/menu-file.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { fingerprint } from '../support/fingerprint.js';
import { csvRowFor, LAHMACUN_ROW } from '../support/menu-file-rows.js';
import { migrateThrough } from '../support/old-schema.js';
import { productBody } from '../support/product-body.js';
import { asStaff, signIn } from '../support/staff.js';

/**
 * A dish is one dish per category and Turkish name, the Turkish way, kept by the database
 * (migration 029): the same menu file applied at the same moment twice adds a new dish once,
 * the form refuses a taken name on its field, and an upgrade renames duplicates it finds.
 */
let t: TestApp;
let admin: ReturnType<typeof asStaff>;
afterEach(() => t.close());

async function start(options: Parameters<typeof startTestApp>[0] = {}) {
  t = await startTestApp({ poolSize: 10, ...options });
  admin = asStaff(t.app, await signIn(t.app));
}

const products = async () => (await admin.get('/api/admin/products')).json<AdminProduct[]>();
const categoryId = async (nameTr: string) =>
  (await admin.get('/api/admin/categories')).json<AdminCategory[]>().find((category) => category.nameTr === nameTr)!.id;

/** The form's body for a new dish like `product`, with `changes`. */
const newDish = (product: AdminProduct, changes: Record<string, unknown>) => {
  const { version: _version, ...body } = productBody(product, changes);
  return body;
};

/** The menu's CSV with one more row: a new dish, named without its number. */
async function fileWithNewDish(): Promise<string> {
  const csv = (await admin.get('/api/admin/products/export.csv')).body.replace(/^\uFEFF/, '');
  const row = csvRowFor(csv, LAHMACUN_ROW);
  return Buffer.from(`${csv.trimEnd()}\r\n${row}\r\n`).toString('base64');
}

describe(`one dish per category and Turkish name (${TEST_DIALECT})`, () => {
  it('adds a new dish once when the same file is applied at the same moment twice, answering the other clearly', async () => {
    await start();
    const file = await fileWithNewDish();
    for (let round = 0; round < 3; round += 1) {
      if (round > 0) {
        const lahmacun = (await products()).find((product) => product.nameTr === 'Lahmacun')!;
        expect((await admin.delete(`/api/admin/products/${lahmacun.id}`)).statusCode).toBe(204);
      }
      const shown = (await admin.post('/api/admin/products/import', { file, apply: false, basis: [] })).json<MenuImportPreview>();
      expect(shown.counts).toMatchObject({ new: 1, refused: 0 });
      const answers = await Promise.all(
        [0, 1, 2].map(() => admin.post('/api/admin/products/import', { file, apply: true, basis: shown.basis })),
      );
      for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
      expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
      for (const answer of answers.filter((candidate) => candidate.statusCode === 409))
        expect(answer.json<{ message: string }>().message).toContain('Lahmacun');
      const rows = await t.db.selectFrom('products').select('id').where('nameTr', '=', 'Lahmacun').execute();
      expect(rows, `round ${round}`).toHaveLength(1);
    }
  });

  it('refuses a new dish or a rename to a name the category has, in any case, on the name field; another category may have it', async () => {
    await start();
    const kasarli = (await products()).find((product) => product.nameTr === 'Kaşarlı Pide')!;
    const before = await fingerprint(t.db);
    const added = await admin.post('/api/admin/products', newDish(kasarli, { nameTr: 'KAŞARLI PİDE' }));
    expect(added.statusCode, added.body).toBe(409);
    expect(added.json<{ fields: Record<string, string> }>().fields).toEqual({ nameTr: 'Bu kategoride bu adda bir ürün zaten var' });
    const kiymali = (await products()).find((product) => product.nameTr === 'Kıymalı Pide')!;
    const renamed = await admin.put(`/api/admin/products/${kiymali.id}`, productBody(kiymali, { nameTr: 'kaşarlı pide ' }));
    expect(renamed.statusCode, renamed.body).toBe(409);
    expect(renamed.json<{ fields: Record<string, string> }>().fields.nameTr).toBe('Bu kategoride bu adda bir ürün zaten var');
    expect(await fingerprint(t.db)).toBe(before);

    // Its own name, saved again, is not "taken"; another category may have a dish of that name.
    expect((await admin.put(`/api/admin/products/${kasarli.id}`, productBody(kasarli))).statusCode).toBe(200);
    const elsewhere = await admin.post(
      '/api/admin/products',
      newDish(kasarli, { categoryId: await categoryId('İçecekler'), tagIds: [], ingredientIds: [] }),
    );
    expect(elsewhere.statusCode, elsewhere.body).toBe(201);
  });

  it('adds a dish once when the form saves the same new name at the same moment', async () => {
    await start();
    const kasarli = (await products()).find((product) => product.nameTr === 'Kaşarlı Pide')!;
    const answers = await Promise.all(
      ['Sucuklu Pide', 'SUCUKLU PİDE', 'sucuklu pide'].map((nameTr) => admin.post('/api/admin/products', newDish(kasarli, { nameTr }))),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    const rows = (await products()).filter((product) => product.nameTr.toLocaleLowerCase('tr-TR') === 'sucuklu pide');
    expect(rows).toHaveLength(1);
  });

  it('renames duplicates an older database holds as it upgrades, keeping every dish', async () => {
    const ids: number[] = [];
    await start({
      async beforeStart(database) {
        await migrateThrough(database, '028-guest-events');
        const db = database.db as unknown as Kysely<unknown>;
        const at = '2024-01-01T10:00:00.000Z';
        const category = await sql<{ id: number }>`
          insert into categories (name_tr, name_tr_key, name_en_key, description_tr, image, sort_order, created_at, updated_at)
          values ('Çorba', 'corba', '', 'x', '/images/menu/pide.svg', 0, ${at}, ${at}) returning id`.execute(db);
        const other = await sql<{ id: number }>`
          insert into categories (name_tr, name_tr_key, name_en_key, description_tr, image, sort_order, created_at, updated_at)
          values ('Pide', 'pide', 'pide', 'x', '/images/menu/pide.svg', 1, ${at}, ${at}) returning id`.execute(db);
        for (const [scope, name] of [
          [category, 'Mercimek'],
          [category, 'MERCİMEK'],
          [category, 'Mercimek (2)'],
          [category, 'mercimek'],
          [other, 'Mercimek'],
        ] as const) {
          const { rows } = await sql<{ id: number }>`
            insert into products (category_id, name_tr, description_tr, image, price_kurus, is_weekly_choice, sort_order, created_at, updated_at)
            values (${scope.rows[0]!.id}, ${name}, 'x', '/images/menu/pide.svg', 10000, 0, ${ids.length}, ${at}, ${at}) returning id`.execute(
            db,
          );
          ids.push(rows[0]!.id);
        }
      },
    });
    const byId = new Map((await products()).map((product) => [product.id, product]));
    expect(ids.map((id) => byId.get(id)?.nameTr)).toEqual(['Mercimek', 'MERCİMEK (3)', 'Mercimek (2)', 'mercimek (4)', 'Mercimek']);
    expect(ids.map((id) => byId.get(id)?.version)).toEqual([1, 2, 1, 2, 1]);
  });
});
