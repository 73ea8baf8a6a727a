import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { priceChangeSearch, type PriceChangeInput, type PriceHistoryEntry, type PricePreview } from '../../src/shared/schemas/prices.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { migrateThrough } from '../support/old-schema.js';
import { productBody } from '../support/product-body.js';
import { asStaff, signIn } from '../support/staff.js';

/**
 * 'Fiyat geçmişi': every price a dish and each of its sizes has had, with when it took effect,
 * on the dish's form and as a CSV; the door's list says when the newest took effect.
 */
let t: TestApp;
let staff: ReturnType<typeof asStaff>;

afterEach(() => t.close());

async function start(options: Parameters<typeof startTestApp>[0] = {}) {
  t = await startTestApp(options);
  staff = asStaff(t.app, await signIn(t.app));
}

const products = async () => (await staff.get('/api/admin/products')).json<AdminProduct[]>();
const dish = async (nameTr: string) => (await products()).find((product) => product.nameTr === nameTr)!;
const historyOf = async (id: number) => (await staff.get(`/api/admin/products/${id}/prices`)).json<PriceHistoryEntry[]>();
const pricesIn = (history: PriceHistoryEntry[]) => history.map((entry) => [entry.size, entry.priceKurus]);

describe(`price history (${TEST_DIALECT})`, () => {
  it('starts with every price of the sample menu, and a save adds only the prices it changed', async () => {
    await start();
    const kiymali = await dish('Kıymalı Pide');
    expect(pricesIn(await historyOf(kiymali.id))).toEqual([
      ['Büyük', 170_00],
      ['Normal', 120_00],
    ]);
    // A new name or weight is no new price.
    const renamed = await staff.put(`/api/admin/products/${kiymali.id}`, productBody(kiymali, { nameTr: 'Kıymalı Pide (ince)' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await historyOf(kiymali.id)).toHaveLength(2);

    const before = (await historyOf(kiymali.id))[0]!.effectiveAt;
    const cheaper = productBody(renamed.json<AdminProduct>(), {});
    cheaper.sizes[1]!.price = '180';
    expect((await staff.put(`/api/admin/products/${kiymali.id}`, cheaper)).statusCode).toBe(200);
    const history = await historyOf(kiymali.id);
    expect(pricesIn(history)).toEqual([
      ['Büyük', 180_00],
      ['Büyük', 170_00],
      ['Normal', 120_00],
    ]);
    expect(history[0]).toMatchObject({ batchId: null });
    expect(Date.parse(history[0]!.effectiveAt)).toBeGreaterThanOrEqual(Date.parse(before));
    // The door's list says when the newest took effect.
    const day = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      new Date(history[0]!.effectiveAt),
    );
    expect((await staff.get('/admin/print/prices')).body).toContain(`Son fiyat değişikliği: ${day}`);

    expect((await staff.get('/api/admin/products/999999/prices')).statusCode).toBe(404);
  });

  it('notes a change of many prices as its batch, and its undo as the prices coming back', async () => {
    await start();
    const kasarli = await dish('Kaşarlı Pide');
    const change: PriceChangeInput = { by: 'amount', direction: 'up', value: '10', step: 100, rounding: 'nearest', search: 'Kaşarlı' };
    const preview = (await staff.get(`/api/admin/prices/preview?${priceChangeSearch(change)}`)).json<PricePreview>();
    const applied = await staff.post('/api/admin/prices/batches', { ...change, basis: preview.basis });
    expect(applied.statusCode, applied.body).toBe(201);
    const batchId = applied.json<{ id: number }>().id;
    expect((await historyOf(kasarli.id)).map((entry) => [entry.priceKurus, entry.batchId])).toEqual([
      [110_00, batchId],
      [100_00, null],
    ]);
    expect((await staff.post(`/api/admin/prices/batches/${batchId}/undo`, {})).statusCode).toBe(200);
    expect(pricesIn(await historyOf(kasarli.id))).toEqual([
      [null, 100_00],
      [null, 110_00],
      [null, 100_00],
    ]);
    // The undo's row says it is the undo, not the change it undid: in the form and in the CSV.
    expect((await historyOf(kasarli.id)).map((entry) => [entry.batchId, entry.undo])).toEqual([
      [batchId, true],
      [batchId, false],
      [null, false],
    ]);
    const csv = (await staff.get('/api/admin/prices/history.csv')).body
      .split('\r\n')
      .filter((line) => line.startsWith('Pide;Kaşarlı Pide;'));
    expect(csv.map((line) => line.split(';').slice(3, 4).concat(line.split(';').slice(6)))).toEqual([
      ['100,00', ''],
      ['110,00', `#${batchId}`],
      ['100,00', `#${batchId} geri alındı`],
    ]);
  });

  it('flags in a preview only a price that changed within a day, not the price a dish was added with', async () => {
    await start();
    const everything: PriceChangeInput = { by: 'percent', direction: 'up', value: '10', step: 100, rounding: 'nearest' };
    const flagged = async () =>
      (await staff.get(`/api/admin/prices/preview?${priceChangeSearch(everything)}`))
        .json<PricePreview>()
        .rows.filter((row) => row.changedRecently)
        .map((row) => row.nameTr);
    // The sample was added a moment ago: its prices are where the menu starts, no change.
    expect(await flagged()).toEqual([]);

    const added = await staff.post('/api/admin/products', {
      nameTr: 'Yeni Pide',
      nameEn: 'New Pide',
      descriptionTr: 'Yeni',
      descriptionEn: 'New',
      price: '90',
      image: '/images/menu/pide.svg',
      categoryId: (await dish('Kaşarlı Pide')).categoryId,
    });
    expect(added.statusCode, added.body).toBe(201);
    const kasarli = await dish('Kaşarlı Pide');
    const renamed = await staff.put(`/api/admin/products/${kasarli.id}`, productBody(kasarli, { nameTr: 'Kaşarlı Pide (ince)' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await flagged()).toEqual([]);
    const ayran = await dish('Ayran');
    expect((await staff.put(`/api/admin/products/${ayran.id}`, productBody(ayran, { price: '30' }))).statusCode).toBe(200);
    expect(await flagged()).toEqual(['Ayran']);
  });

  it('comes out as a CSV for Excel in Turkish, in the menu’s order, each price with its day and time', async () => {
    await start();
    const response = await staff.get('/api/admin/prices/history.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="fiyat-gecmisi-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Kategori;Ürün;Boy;Fiyat (₺);Geçerlilik tarihi;Saat;Toplu değişiklik');
    expect(lines[1]).toMatch(/^Pide;Kıymalı Pide;Büyük;170,00;\d{2}\.\d{2}\.\d{4};\d{2}:\d{2};$/);
    expect(lines[2]).toMatch(/^Pide;Kıymalı Pide;Normal;120,00;/);
    expect(lines).toContainEqual(expect.stringMatching(/^İçecekler;Bira;;95,00;/));
  });

  it('is begun on upgrade with each price there is, as of when it last changed', async () => {
    const changed = '2026-03-01T09:00:00.000Z';
    let ids: { pide: number; ayran: number } = { pide: 0, ayran: 0 };
    await start({
      async beforeStart(database) {
        await migrateThrough(database, '023-product-grams');
        const db = database.db as unknown as Kysely<unknown>;
        const at = '2026-01-01T09:00:00.000Z';
        const { rows } = await sql<{ id: number }>`
          insert into categories (name_tr, name_tr_key, name_en_key, description_tr, image, sort_order, created_at, updated_at)
          values ('Eski', 'eski', 'old', '', '/images/menu/pide.svg', 0, ${at}, ${at}) returning id`.execute(db);
        const categoryId = rows[0]!.id;
        const product = async (name: string, priceKurus: number, sizes: object[], pricesChangedAt: string | null) =>
          (
            await sql<{ id: number }>`
              insert into products (category_id, name_tr, description_tr, image, price_kurus, sizes, prices_changed_at, sort_order,
                                    created_at, updated_at)
              values (${categoryId}, ${name}, '', '/images/menu/pide.svg', ${priceKurus}, ${JSON.stringify(sizes)},
                      ${pricesChangedAt}, 0, ${at}, ${at}) returning id`.execute(db)
          ).rows[0]!.id;
        ids = {
          pide: await product(
            'Eski Pide',
            90_00,
            [
              { labelTr: 'Küçük', priceKurus: 90_00 },
              { labelTr: 'Büyük', priceKurus: 130_00 },
            ],
            changed,
          ),
          ayran: await product('Eski Ayran', 25_00, [], null),
        };
      },
    });
    expect((await historyOf(ids.pide)).map((entry) => [entry.size, entry.priceKurus, entry.effectiveAt])).toEqual([
      ['Büyük', 130_00, changed],
      ['Küçük', 90_00, changed],
    ]);
    // Never changed since it was added: its price took effect then.
    expect((await historyOf(ids.ayran)).map((entry) => [entry.size, entry.priceKurus, entry.effectiveAt])).toEqual([
      [null, 25_00, '2026-01-01T09:00:00.000Z'],
    ]);
  });
});
