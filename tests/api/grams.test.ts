import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import { priceChangeSearch, type PriceChangeInput, type PricePreview } from '../../src/shared/schemas/prices.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { itOnSqlite, startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { fingerprint } from '../support/fingerprint.js';
import { productBody } from '../support/product-body.js';
import { asStaff, signIn } from '../support/staff.js';

// A portion's weight in grams, per dish or per size: staff give it, guests and the printed
// lists read it beside the price ("Normal 300 g ₺120,00").

let t: TestApp;
let staff: ReturnType<typeof asStaff>;
let categoryId: number;

beforeEach(async () => {
  t = await startTestApp();
  staff = asStaff(t.app, await signIn(t.app));
  categoryId = (await t.app.inject('/api/menu')).json<PublicMenu>().categories[0]!.id;
});
afterEach(() => t.close());

const lahmacun = (fields: Record<string, unknown>) => ({
  nameTr: 'Lahmacun',
  nameEn: 'Lahmacun',
  descriptionTr: 'İnce hamur',
  descriptionEn: 'Thin dough',
  price: '90',
  image: '/images/menu/pide.svg',
  categoryId,
  ...fields,
});
const guestMenu = async () => (await t.app.inject('/api/menu')).json<PublicMenu>();
const products = async () => (await staff.get('/api/admin/products')).json<AdminProduct[]>();

describe(`portion weights (${TEST_DIALECT})`, () => {
  it('come with the sample menu, per size for a pide in sizes and per dish for one price', async () => {
    const menu = await guestMenu();
    const kiymali = menu.products.find((p) => p.nameTr === 'Kıymalı Pide')!;
    expect(kiymali.grams).toBeNull();
    expect(kiymali.sizes.map((size) => [size.labelTr, size.grams])).toEqual([
      ['Normal', 300],
      ['Büyük', 450],
    ]);
    expect(menu.products.find((p) => p.nameTr === 'Kaşarlı Pide')?.grams).toBe(280);
    expect(menu.products.find((p) => p.nameTr === 'Çay')?.grams).toBeNull();
  });

  it('are saved as typed or sent, changed and cleared; a dish in sizes keeps only its sizes’ weights', async () => {
    const created = await staff.post('/api/admin/products', lahmacun({ grams: ' 250 ' }));
    expect(created.statusCode).toBe(201);
    const saved = created.json<AdminProduct>();
    expect(saved.grams).toBe(250);
    expect((await guestMenu()).products.find((p) => p.id === saved.id)?.grams).toBe(250);

    const cleared = await staff.put(`/api/admin/products/${saved.id}`, productBody(saved, { grams: '' }));
    expect(cleared.json<AdminProduct>().grams).toBeNull();

    // Split into sizes, the weight belongs to each size; the dish's own is dropped, as its price is.
    const split = await staff.put(
      `/api/admin/products/${saved.id}`,
      productBody(cleared.json<AdminProduct>(), {
        grams: 250,
        sizes: [
          { labelTr: 'Tek', labelEn: 'Single', price: '90', grams: 180 },
          { labelTr: 'Çift', labelEn: 'Double', price: '160', grams: '' },
        ],
      }),
    );
    expect(split.statusCode).toBe(200);
    expect(split.json<AdminProduct>()).toMatchObject({
      grams: null,
      sizes: [
        { labelTr: 'Tek', grams: 180 },
        { labelTr: 'Çift', grams: null },
      ],
    });
  });

  itOnSqlite.each([['ağır'], [0], [-5], [10_001], [2.5], ['250g'], [true]])(
    'refuse %j with the field’s message, and write nothing',
    async (grams) => {
      const before = await fingerprint(t.db);
      const one = await staff.post('/api/admin/products', lahmacun({ grams }));
      expect(one.statusCode).toBe(400);
      expect(one.json<{ fields: Record<string, string> }>().fields.grams).toBe('Porsiyon gramajı 1 ile 10000 arasında bir tam sayı olmalı');
      const sized = await staff.post(
        '/api/admin/products',
        lahmacun({
          sizes: [
            { labelTr: 'Tek', labelEn: 'Single', price: '90', grams },
            { labelTr: 'Çift', labelEn: 'Double', price: '160' },
          ],
        }),
      );
      expect(sized.statusCode).toBe(400);
      expect(sized.json<{ fields: Record<string, string> }>().fields['sizes.0.grams']).toBe(
        'Boyun gramajı 1 ile 10000 arasında bir tam sayı olmalı',
      );
      expect(await fingerprint(t.db)).toBe(before);
    },
  );

  it('stay with their sizes through a change of many prices and its undo', async () => {
    const change: PriceChangeInput = { by: 'percent', direction: 'up', value: '10', step: 500, rounding: 'up', categoryId };
    const preview = (await staff.get(`/api/admin/prices/preview?${priceChangeSearch(change)}`)).json<PricePreview>();
    const applied = await staff.post('/api/admin/prices/batches', { ...change, basis: preview.basis });
    expect(applied.statusCode).toBe(201);
    const kiymali = (await products()).find((p) => p.nameTr === 'Kıymalı Pide')!;
    expect(kiymali.sizes).toMatchObject([
      { labelTr: 'Normal', priceKurus: 135_00, grams: 300 },
      { labelTr: 'Büyük', priceKurus: 190_00, grams: 450 },
    ]);
    expect((await staff.post(`/api/admin/prices/batches/${applied.json<{ id: number }>().id}/undo`, {})).statusCode).toBe(200);
    expect((await products()).find((p) => p.nameTr === 'Kıymalı Pide')!.sizes).toMatchObject([
      { priceKurus: 120_00, grams: 300 },
      { priceKurus: 170_00, grams: 450 },
    ]);
    expect((await products()).find((p) => p.nameTr === 'Kaşarlı Pide')!.grams).toBe(280);
  });

  itOnSqlite('are printed before each price on the door’s list and in the printed menu', async () => {
    const poster = (await staff.get('/admin/print/prices')).body;
    expect(poster).toMatch(/Normal.*?<strong><span class="grams">300 g <\/span>₺120,00<\/strong>/s);
    expect(poster).toContain('<p class="price"><span class="grams">280 g </span>₺100,00</p>');
    const printed = (await staff.get('/admin/print/menu?lang=tr')).body;
    expect(printed).toContain('<span class="grams">450 g </span><strong>₺170,00</strong>');
  });
});
