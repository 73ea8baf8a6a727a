import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { AuditPage } from '../../src/shared/schemas/audit.js';
import type { AdminCategory } from '../../src/shared/schemas/category.js';
import { priceChangeSearch, type PriceBatch, type PriceChangeInput, type PricePreview } from '../../src/shared/schemas/prices.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { itOnSqlite, startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { productBody } from '../support/product-body.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';

/**
 * 'Fiyat güncelle': an admin changes many prices at once, sees every price before and after,
 * applies exactly what the preview showed as one batch, and can undo it for a day unless a
 * price in it changed since.
 */
let t: TestApp;
let admin: ReturnType<typeof asStaff>;
let pideId: number;

beforeEach(async () => {
  t = await startTestApp();
  admin = asStaff(t.app, await signIn(t.app));
  pideId = (await admin.get('/api/admin/categories')).json<AdminCategory[]>().find((category) => category.nameTr === 'Pide')!.id;
});
afterEach(() => t.close());

const TEN_PERCENT_UP_TO_5: PriceChangeInput = { by: 'percent', direction: 'up', value: '10', step: 500, rounding: 'up' };
const preview = async (change: PriceChangeInput, as = admin) => as.get(`/api/admin/prices/preview?${priceChangeSearch(change)}`);
const previewOf = async (change: PriceChangeInput) => (await preview(change)).json<PricePreview>();
const apply = (change: PriceChangeInput, basis: PricePreview['basis'], as = admin) =>
  as.post('/api/admin/prices/batches', { ...change, basis });
const products = async () => (await admin.get('/api/admin/products')).json<AdminProduct[]>();
const pricesOf = (list: AdminProduct[]) =>
  list.flatMap((product) =>
    product.sizes.length === 0
      ? [{ productId: product.id, size: null as string | null, kurus: product.priceKurus }]
      : product.sizes.map((size) => ({ productId: product.id, size: size.labelTr, kurus: size.priceKurus })),
  );
const batches = async () => (await admin.get('/api/admin/prices/batches')).json<PriceBatch[]>();

describe(`a change of many prices (${TEST_DIALECT})`, () => {
  it('previews every price of the pides up 10%, rounded up to 5 ₺, and applies exactly that as one batch', async () => {
    const change = { ...TEN_PERCENT_UP_TO_5, categoryId: pideId };
    const shown = await previewOf(change);
    const pides = (await products()).filter((product) => product.categoryId === pideId);
    expect(shown.rows).toHaveLength(pricesOf(pides).length);
    for (const row of shown.rows) expect(row.after, `${row.nameTr} ${row.size}`).toBe(Math.ceil((row.before * 110) / 100 / 500) * 500);
    expect(shown.rows.some((row) => row.size !== null)).toBe(true);

    const others = (list: AdminProduct[]) => pricesOf(list.filter((product) => product.categoryId !== pideId));
    const othersBefore = others(await products());
    const applied = await apply(change, shown.basis);
    expect(applied.statusCode, applied.body).toBe(201);
    const batch = applied.json<PriceBatch>();
    expect(batch).toMatchObject({ by: 'Admin', summary: 'Pide kategorisi: %10 artış, 5 ₺’ye yukarı yuvarlandı', undoneAt: null });
    expect(batch.count).toBe(shown.rows.filter((row) => row.after !== row.before).length);

    // Preview = apply: every price is what the preview said, a dish with sizes priced from its lowest.
    const after = await products();
    expect(pricesOf(after.filter((product) => product.categoryId === pideId))).toEqual(
      shown.rows.map((row) => ({ productId: row.productId, size: row.size, kurus: row.after })),
    );
    for (const product of after.filter((candidate) => candidate.sizes.length > 0))
      expect(product.priceKurus).toBe(Math.min(...product.sizes.map((size) => size.priceKurus)));
    // Other categories are untouched; guests see the new prices at once.
    expect(others(after)).toEqual(othersBefore);
    const menu = (await t.app.inject('/api/menu')).json<PublicMenu>();
    const row = shown.rows.find((candidate) => candidate.size !== null)!;
    expect(menu.products.find((product) => product.id === row.productId)?.sizes.find((size) => size.labelTr === row.size)?.priceKurus).toBe(
      row.after,
    );

    // One entry in the history, naming each price.
    const history = (await admin.get('/api/admin/audit-events?resource=prices')).json<AuditPage>();
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({ action: 'create', recordId: batch.id });
    expect(history.items[0]!.changes[`price:${row.nameTr} · ${row.size}`]).toEqual({ before: row.before, after: row.after });
  });

  it('chooses dishes by tag and by a word in the name, and flags a price that would fall to zero, refusing to apply it', async () => {
    const byName = await previewOf({ ...TEN_PERCENT_UP_TO_5, search: 'KIYMALI' });
    expect(byName.rows.length).toBeGreaterThan(0);
    expect(byName.rows.every((row) => row.nameTr.toLocaleLowerCase('tr-TR').includes('kıymalı'))).toBe(true);

    const cut = { by: 'amount', direction: 'down', value: '100', step: 100, rounding: 'nearest' } as const;
    const shown = await previewOf(cut);
    const free = shown.rows.filter((row) => row.after <= 0);
    expect(free.length).toBeGreaterThan(0);
    const before = pricesOf(await products());
    const refused = await apply(cut, shown.basis);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain(free[0]!.nameTr);
    expect(pricesOf(await products())).toEqual(before);
    expect(await batches()).toEqual([]);
  });

  it('refuses to apply a preview older than a change to one of its dishes, naming it, and writes nothing', async () => {
    const change = { ...TEN_PERCENT_UP_TO_5, categoryId: pideId };
    const shown = await previewOf(change);
    const dish = (await products()).find((product) => product.id === shown.rows[0]!.productId)!;
    expect((await admin.put(`/api/admin/products/${dish.id}`, productBody(dish, { nameTr: `${dish.nameTr} (yeni)` }))).statusCode).toBe(
      200,
    );
    const before = pricesOf(await products());
    const refused = await apply(change, shown.basis);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`${dish.nameTr} (yeni)`);
    expect(pricesOf(await products())).toEqual(before);
  });

  it('undoes a batch as a whole, once, and refuses once a price in it has changed since, saying which', async () => {
    const before = pricesOf(await products());
    const first = await previewOf({ ...TEN_PERCENT_UP_TO_5, categoryId: pideId });
    const batch = (await apply({ ...TEN_PERCENT_UP_TO_5, categoryId: pideId }, first.basis)).json<PriceBatch>();
    expect(batch.undoUntil).not.toBeNull();
    const undone = await admin.post(`/api/admin/prices/batches/${batch.id}/undo`, {});
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json<PriceBatch>()).toMatchObject({ undoneBy: 'Admin', undoUntil: null });
    expect(pricesOf(await products())).toEqual(before);
    expect((await admin.post(`/api/admin/prices/batches/${batch.id}/undo`, {})).statusCode).toBe(409);

    // Applied again; then one of its prices is changed by hand: the undo says which, and changes nothing.
    const again = await previewOf({ ...TEN_PERCENT_UP_TO_5, categoryId: pideId });
    const second = (await apply({ ...TEN_PERCENT_UP_TO_5, categoryId: pideId }, again.basis)).json<PriceBatch>();
    const dish = (await products()).find((product) => product.categoryId === pideId && product.sizes.length === 0)!;
    await admin.put(`/api/admin/products/${dish.id}`, productBody(dish, { price: '999' }));
    const afterHand = pricesOf(await products());
    const refused = await admin.post(`/api/admin/prices/batches/${second.id}/undo`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`${dish.nameTr}: şimdi ₺999,00`);
    expect(pricesOf(await products())).toEqual(afterHand);
    expect((await admin.post('/api/admin/prices/batches/999999/undo', {})).statusCode).toBe(404);
  });

  itOnSqlite('is for admins: staff can neither preview nor apply', async () => {
    const waiter = asStaff(t.app, (await staffUser(t.app, await signIn(t.app), 'Garson')).cookie);
    expect((await preview(TEN_PERCENT_UP_TO_5, waiter)).statusCode).toBe(403);
    expect((await apply(TEN_PERCENT_UP_TO_5, [], waiter)).statusCode).toBe(403);
  });

  itOnSqlite('refuses a bad change with a Turkish message under its field', async () => {
    for (const [change, field] of [
      [{ ...TEN_PERCENT_UP_TO_5, value: '12O' }, 'value'],
      [{ ...TEN_PERCENT_UP_TO_5, value: '-5' }, 'value'],
      [{ ...TEN_PERCENT_UP_TO_5, step: 300 }, 'step'],
      [{ ...TEN_PERCENT_UP_TO_5, by: 'kat' }, 'by'],
      [{ ...TEN_PERCENT_UP_TO_5, categoryId: 'pide' }, 'categoryId'],
    ] as const) {
      const response = await preview(change as PriceChangeInput);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toContain(field);
    }
    expect((await apply(TEN_PERCENT_UP_TO_5, [{ id: 1, version: 0 }])).statusCode).toBe(400);
  });
});

describe(`two admins applying overlapping batches at once (${TEST_DIALECT})`, () => {
  it('change each price once, consistent with the history, and never answer 5xx', async () => {
    const other = asStaff(t.app, (await staffUser(t.app, await signIn(t.app), 'Ayşe', 'admin')).cookie);
    for (let round = 0; round < 3; round += 1) {
      const up = { ...TEN_PERCENT_UP_TO_5, categoryId: pideId };
      const down = { by: 'amount', direction: 'down', value: '5', step: 100, rounding: 'nearest' } as const;
      const [a, b] = await Promise.all([previewOf(up), previewOf(down)]);
      const before = pricesOf(await products());
      const [first, second] = await Promise.all([apply(up, a.basis), apply(down, b.basis, other)]);
      expect([first.statusCode, second.statusCode].every((status) => status === 201 || status === 409)).toBe(true);
      // They overlap (every pide): the second to commit finds the pides changed since its preview.
      expect([first.statusCode, second.statusCode].filter((status) => status === 201)).toHaveLength(1);
      const won = first.statusCode === 201 ? a : b;
      const now = pricesOf(await products());
      for (const row of won.rows) expect(now.find((p) => p.productId === row.productId && p.size === row.size)?.kurus).toBe(row.after);
      expect(now.filter((price) => !won.rows.some((row) => row.productId === price.productId && row.size === price.size))).toEqual(
        before.filter((price) => !won.rows.some((row) => row.productId === price.productId && row.size === price.size)),
      );
    }
    const history = (await admin.get('/api/admin/audit-events?resource=prices')).json<AuditPage>();
    expect(history.total).toBe(3);
  });
});
