import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { fingerprint } from '../support/fingerprint.js';
import { productBody } from '../support/product-body.js';
import { asStaff, signIn } from '../support/staff.js';

// A dish's kilocalories per serving: staff may give them, guests read them on the dish's page.

let t: TestApp;
let staff: ReturnType<typeof asStaff>;
let categoryId: number;

beforeEach(async () => {
  t = await startTestApp();
  staff = asStaff(t.app, await signIn(t.app));
  categoryId = (await t.app.inject('/api/menu')).json<PublicMenu>().categories[0]!.id;
});
afterEach(() => t.close());

const lahmacun = (calories: unknown) => ({
  nameTr: 'Lahmacun',
  nameEn: 'Lahmacun',
  descriptionTr: 'İnce hamur',
  descriptionEn: 'Thin dough',
  price: '90',
  image: '/images/menu/pide.svg',
  categoryId,
  calories,
});
const guestMenu = async () => (await t.app.inject('/api/menu')).json<PublicMenu>();

describe('calories', () => {
  it('come with the sample menu where it gives them, for staff and guests alike, and are null elsewhere', async () => {
    const products = (await staff.get('/api/admin/products')).json<AdminProduct[]>();
    expect(products.find((p) => p.nameTr === 'Kaşarlı Pide')?.calories).toBe(910);
    const menu = await guestMenu();
    expect(menu.products.find((p) => p.nameTr === 'Kaşarlı Pide')?.calories).toBe(910);
    expect(menu.products.find((p) => p.nameTr === 'Çay')?.calories).toBeNull();
  });

  it('are saved as typed in the form or sent as a number, changed, and cleared by an empty field', async () => {
    const created = await staff.post('/api/admin/products', lahmacun(' 450 '));
    expect(created.statusCode).toBe(201);
    const saved = created.json<AdminProduct>();
    expect(saved.calories).toBe(450);
    expect((await guestMenu()).products.find((p) => p.id === saved.id)?.calories).toBe(450);

    const changed = await staff.put(`/api/admin/products/${saved.id}`, productBody(saved, { calories: 5000 }));
    expect(changed.statusCode).toBe(200);
    expect(changed.json<AdminProduct>().calories).toBe(5000);

    const cleared = await staff.put(`/api/admin/products/${saved.id}`, productBody(changed.json<AdminProduct>(), { calories: '' }));
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json<AdminProduct>().calories).toBeNull();
    expect((await guestMenu()).products.find((p) => p.id === saved.id)?.calories).toBeNull();
  });

  it('are none when a product is saved without them', async () => {
    const { calories: _calories, ...withoutCalories } = lahmacun(undefined);
    const created = await staff.post('/api/admin/products', withoutCalories);
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminProduct>().calories).toBeNull();
  });

  itOnSqlite.each([['çok'], [-1], [5001], [1.5], ['12,5'], ['1e3'], [true], [[450]]])(
    'refuse %j with the field’s message, and write nothing',
    async (calories) => {
      const before = await fingerprint(t.db);
      const refused = await staff.post('/api/admin/products', lahmacun(calories));
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ fields: Record<string, string> }>().fields.calories).toBe('Kalori 0 ile 5000 arasında bir tam sayı olmalı');
      expect(await fingerprint(t.db)).toBe(before);
    },
  );
});
