import { afterEach, describe, expect, it } from 'vitest';
import { MAX_KURUS } from '../../src/shared/money-input.js';
import type { MenuImportPreview } from '../../src/shared/schemas/menu-file.js';
import { priceChangeSearch, type PriceChangeInput, type PricePreview, type ScheduledPrice } from '../../src/shared/schemas/prices.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { itOnSqlite, startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { fingerprint } from '../support/fingerprint.js';
import { productBody } from '../support/product-body.js';
import { asStaff, signIn } from '../support/staff.js';

/**
 * No price a change of many prices, a change set for later or a menu file writes may exceed the
 * most the product form accepts (₺9.999.999,99): the refusal names the dishes and nothing is
 * written, on either database (PostgreSQL's integer column used to answer 500).
 */
let t: TestApp;
let admin: ReturnType<typeof asStaff>;
/** The server's clock: Saturday 28 November 2026, 15:00 in Istanbul. */
let clock = new Date('2026-11-28T12:00:00.000Z');

afterEach(() => t.close());

const products = async () => (await admin.get('/api/admin/products')).json<AdminProduct[]>();
const dish = async (nameTr: string) => (await products()).find((product) => product.nameTr === nameTr)!;

/** Starts the server with Ayran at the ceiling, ₺9.999.999,99. */
async function start() {
  clock = new Date('2026-11-28T12:00:00.000Z');
  // The server looks for prices set for later ten times a second, not every 5 s: one is due here.
  t = await startTestApp({ now: () => clock, scheduleCheckMs: 100 });
  admin = asStaff(t.app, await signIn(t.app));
  const ayran = await dish('Ayran');
  const saved = await admin.put(`/api/admin/products/${ayran.id}`, productBody(ayran, { price: '9999999.99' }));
  expect(saved.statusCode, saved.body).toBe(200);
  return ayran.id;
}

const THOUSAND_PERCENT: PriceChangeInput = { by: 'percent', direction: 'up', value: '1000', step: 1, rounding: 'nearest' };
const ADD_CEILING: PriceChangeInput = { by: 'amount', direction: 'up', value: '9.999.999,99', step: 1, rounding: 'nearest' };

describe(`the price ceiling in bulk changes (${TEST_DIALECT})`, () => {
  it('refuses +1000% and adding ₺9.999.999,99 on a ₺9.999.999,99 dish with a 400 naming it, writing nothing', async () => {
    const ayranId = await start();
    for (const rule of [THOUSAND_PERCENT, ADD_CEILING]) {
      const change = { ...rule, productId: ayranId };
      const shown = (await admin.get(`/api/admin/prices/preview?${priceChangeSearch(change)}`)).json<PricePreview>();
      const before = await fingerprint(t.db);
      const refused = await admin.post('/api/admin/prices/batches', { ...change, basis: shown.basis });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe('Bu fiyatlar ₺9.999.999,99 üstüne çıkardı: Ayran.');
      expect(refused.json<{ fields: Record<string, string> }>().fields.value).toBe(
        'Bu değişiklik bazı fiyatları ₺9.999.999,99 üstüne çıkarır',
      );
      expect(await fingerprint(t.db)).toBe(before);
    }
    expect((await dish('Ayran')).priceKurus).toBe(MAX_KURUS);
  });

  it('refuses a change set for later that would pass the ceiling when it is set, naming the dish', async () => {
    const ayranId = await start();
    const before = await fingerprint(t.db);
    const refused = await admin.post('/api/admin/prices/scheduled', {
      ...THOUSAND_PERCENT,
      productId: ayranId,
      effectiveAt: '2026-12-01T00:00',
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe('Bu fiyatlar ₺9.999.999,99 üstüne çıkardı: Ayran.');
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('marks a change set for later refused, with why, when prices raised meanwhile would pass the ceiling at its moment', async () => {
    await start();
    const kasarli = await dish('Kaşarlı Pide');
    const set = await admin.post('/api/admin/prices/scheduled', {
      ...THOUSAND_PERCENT,
      productId: kasarli.id,
      effectiveAt: '2026-12-01T00:00',
    });
    expect(set.statusCode, set.body).toBe(201);
    // Meanwhile the dish's price is raised to the ceiling in its form.
    const raised = await admin.put(`/api/admin/products/${kasarli.id}`, productBody(kasarli, { price: '9999999.99' }));
    expect(raised.statusCode, raised.body).toBe(200);

    clock = new Date('2026-11-30T21:00:05.000Z');
    admin = asStaff(t.app, await signIn(t.app));
    const scheduled = async () => (await admin.get('/api/admin/prices/scheduled')).json<ScheduledPrice[]>()[0]!;
    const deadline = Date.now() + 15_000;
    while ((await scheduled()).state === 'waiting' && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await scheduled()).toMatchObject({
      state: 'refused',
      batchId: null,
      refusal: 'Bu fiyatlar ₺9.999.999,99 üstüne çıkardı: Kaşarlı Pide.',
    });
    expect((await dish('Kaşarlı Pide')).priceKurus).toBe(MAX_KURUS);
    // The server keeps serving and the prices are whole: nothing was half written.
    expect((await t.app.inject('/api/menu')).statusCode).toBe(200);
  });

  itOnSqlite('refuses a menu file whose price is above the ceiling, row by row, writing nothing', async () => {
    await start();
    const exported = await admin.get('/api/admin/products/export.csv');
    const lines = exported.body.replace(/^\uFEFF/, '').split('\r\n');
    const line = lines.findIndex((candidate) => candidate.includes(';Kaşarlı Pide;'));
    lines[line] = lines[line]!.replace(/;100,00;/, ';10.000.000,00;');
    const file = Buffer.from(lines.join('\r\n')).toString('base64');
    const shown = (await admin.post('/api/admin/products/import', { file, apply: false, basis: [] })).json<MenuImportPreview>();
    const entry = shown.entries.find((candidate) => candidate.name === 'Kaşarlı Pide')!;
    expect(entry.state).toBe('refused');
    expect(entry.reasons.join(' ')).toContain('₺9.999.999,99');
    const before = await fingerprint(t.db);
    const applied = await admin.post('/api/admin/products/import', { file, apply: true, basis: shown.basis });
    expect(applied.statusCode).toBe(400);
    expect(await fingerprint(t.db)).toBe(before);
  });
});
