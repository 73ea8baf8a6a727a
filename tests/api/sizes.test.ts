import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn } from '../support/staff.js';

// A product sold in sizes: each size has its TR/EN label and its own price.

let t: TestApp;
let staff: ReturnType<typeof asStaff>;
let categoryId: number;

beforeEach(async () => {
  t = await startTestApp();
  staff = asStaff(t.app, await signIn(t.app));
  categoryId = (await t.app.inject('/api/menu')).json<PublicMenu>().categories[0]!.id;
});
afterEach(() => t.close());

const product = (sizes: unknown, price: unknown = '') => ({
  nameTr: 'Lahmacun',
  nameEn: 'Lahmacun',
  descriptionTr: 'İnce hamur',
  descriptionEn: 'Thin dough',
  price,
  sizes,
  image: '/images/menu/pide.svg',
  categoryId,
});
const products = async () => (await staff.get('/api/admin/products')).json<AdminProduct[]>();
const guestMenu = async () => (await t.app.inject('/api/menu')).json<PublicMenu>();

describe('sizes', () => {
  it('come with the sample menu: a pide in two sizes, staff and guests alike', async () => {
    const kiymali = (await products()).find((p) => p.nameTr === 'Kıymalı Pide')!;
    expect(kiymali.sizes).toEqual([
      { labelTr: 'Normal', labelEn: 'Regular', priceKurus: 120_00, grams: 300 },
      { labelTr: 'Büyük', labelEn: 'Large', priceKurus: 170_00, grams: 450 },
    ]);
    expect(kiymali.priceKurus).toBe(120_00);
    expect((await guestMenu()).products.find((p) => p.id === kiymali.id)?.sizes).toEqual(kiymali.sizes);
    // Products there were keep their one price.
    expect((await products()).find((p) => p.nameTr === 'Kaşarlı Pide')).toMatchObject({ sizes: [], priceKurus: 100_00 });
  });

  it('are saved in staff’s order, each with its price; the product’s price is the lowest', async () => {
    const sizes = [
      { labelTr: 'Büyük', labelEn: 'Large', price: '95,50', grams: '450' },
      { labelTr: 'Küçük', labelEn: 'Small', price: 60 },
    ];
    const created = await staff.post('/api/admin/products', product(sizes));
    expect(created.statusCode).toBe(201);
    const saved = created.json<AdminProduct>();
    expect(saved.sizes).toEqual([
      { labelTr: 'Büyük', labelEn: 'Large', priceKurus: 95_50, grams: 450 },
      { labelTr: 'Küçük', labelEn: 'Small', priceKurus: 60_00, grams: null },
    ]);
    expect(saved.priceKurus).toBe(60_00);
    expect((await guestMenu()).products.find((p) => p.id === saved.id)).toMatchObject({ sizes: saved.sizes, priceKurus: 60_00 });

    // Reordered and repriced, then back to one price.
    const reordered = await staff.put(`/api/admin/products/${saved.id}`, {
      ...product([
        { labelTr: 'Küçük', labelEn: 'Small', price: '65' },
        { labelTr: 'Orta', labelEn: 'Medium', price: '80' },
        { labelTr: 'Büyük', labelEn: 'Large', price: '95,50' },
      ]),
      version: saved.version,
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json<AdminProduct>().sizes.map((size) => size.labelEn)).toEqual(['Small', 'Medium', 'Large']);
    expect(reordered.json<AdminProduct>().priceKurus).toBe(65_00);
    const single = await staff.put(`/api/admin/products/${saved.id}`, {
      ...product([], '70'),
      version: reordered.json<AdminProduct>().version,
    });
    expect(single.statusCode).toBe(200);
    expect(single.json<AdminProduct>()).toMatchObject({ sizes: [], priceKurus: 70_00 });
  });

  itOnSqlite(
    'refuse a size without a price, a negative price, one size alone and no price at all, in Turkish, storing nothing',
    async () => {
      const before = (await products()).length;
      const refused = async (body: unknown) => {
        const response = await staff.post('/api/admin/products', body);
        expect(response.statusCode).toBe(400);
        return response.json<{ fields: Record<string, string> }>().fields;
      };
      expect(
        await refused(
          product([
            { labelTr: 'Küçük', labelEn: 'Small', price: '60' },
            { labelTr: 'Büyük', labelEn: 'Large', price: '' },
          ]),
        ),
      ).toEqual({ 'sizes.1.price': 'Boy fiyatı gerekli' });
      expect(
        await refused(
          product([
            { labelTr: 'Küçük', labelEn: 'Small', price: '-60' },
            { labelTr: 'Büyük', labelEn: 'Large', price: '90' },
          ]),
        ),
      ).toEqual({ 'sizes.0.price': 'Boy fiyatı 0 veya daha büyük olmalı' });
      expect(await refused(product([{ labelTr: 'Küçük', labelEn: 'Small', price: '60' }]))).toEqual({
        sizes: 'En az iki boy girin ya da boyları kaldırıp tek fiyat yazın',
      });
      expect(await refused(product([]))).toEqual({ price: 'Fiyat gerekli' });
      expect(
        await refused(
          product([
            { labelTr: 'Küçük', labelEn: 'Small', price: '60', extra: 1 },
            { labelTr: 'Büyük', labelEn: 'Large', price: '90' },
          ]),
        ),
      ).toEqual({ 'sizes.0.extra': 'Bilinmeyen alan' });
      expect(await products()).toHaveLength(before);
    },
  );

  it('are in the change history', async () => {
    const created = (
      await staff.post(
        '/api/admin/products',
        product([
          { labelTr: 'Küçük', labelEn: 'Small', price: '60' },
          { labelTr: 'Büyük', labelEn: 'Large', price: '90' },
        ]),
      )
    ).json<AdminProduct>();
    await staff.put(`/api/admin/products/${created.id}`, {
      ...product([
        { labelTr: 'Küçük', labelEn: 'Small', price: '60' },
        { labelTr: 'Büyük', labelEn: 'Large', price: '99' },
      ]),
      version: created.version,
    });
    const events = (await staff.get('/api/admin/audit-events')).json<{ items: { recordId: number; changes: Record<string, unknown> }[] }>();
    const update = events.items.find((event) => event.recordId === created.id && 'sizes' in event.changes);
    expect(update?.changes.sizes).toMatchObject({ after: [{ priceKurus: 60_00 }, { priceKurus: 99_00 }] });
  });
});
