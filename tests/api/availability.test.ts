import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { AdminCategory } from '../../src/shared/schemas/category.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { productBody } from '../support/product-body.js';
import { asStaff, signIn } from '../support/staff.js';

// When a category or dish is served (Kahvaltı 08:00–12:00), in the restaurant's time zone.

let t: TestApp;
let staff: ReturnType<typeof asStaff>;

beforeEach(async () => {
  t = await startTestApp();
  staff = asStaff(t.app, await signIn(t.app));
});
afterEach(() => t.close());

const products = async () => (await staff.get('/api/admin/products')).json<AdminProduct[]>();
const guestMenu = async () => (await t.app.inject('/api/menu')).json<PublicMenu>();
const breakfast = { weekdays: [4, 0, 1, 2, 3, 0], windows: [{ opens: '08:00', closes: '12:00' }] };

describe('availability', () => {
  it('comes with the sample menu: the egg pide is a breakfast dish', async () => {
    const sucuklu = (await products()).find((p) => p.nameTr === 'Sucuklu Yumurtalı Pide')!;
    expect(sucuklu.availability).toEqual({ weekdays: [0, 1, 2, 3, 4, 5, 6], windows: [{ opens: '08:00', closes: '12:00' }] });
    expect((await guestMenu()).products.find((p) => p.id === sucuklu.id)?.availability).toEqual(sucuklu.availability);
    expect((await products()).find((p) => p.nameTr === 'Kaşarlı Pide')?.availability).toBeNull();
  });

  it('is saved on a product and a category, days each once in order, and taken off again', async () => {
    const kasarli = (await products()).find((p) => p.nameTr === 'Kaşarlı Pide')!;
    const saved = await staff.put(`/api/admin/products/${kasarli.id}`, productBody(kasarli, { availability: breakfast }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminProduct>().availability).toEqual({ weekdays: [0, 1, 2, 3, 4], windows: [{ opens: '08:00', closes: '12:00' }] });
    const cleared = await staff.put(`/api/admin/products/${kasarli.id}`, productBody(saved.json<AdminProduct>(), { availability: null }));
    expect(cleared.json<AdminProduct>().availability).toBeNull();

    const [category] = (await staff.get('/api/admin/categories')).json<AdminCategory[]>();
    const { id, productCount: _count, order: _order, ...fields } = category!;
    const late = { weekdays: [4, 5], windows: [{ opens: '22:00', closes: '02:00' }] };
    const savedCategory = await staff.put(`/api/admin/categories/${id}`, { ...fields, availability: late });
    expect(savedCategory.statusCode, savedCategory.body).toBe(200);
    expect((await guestMenu()).categories.find((c) => c.id === id)?.availability).toEqual(late);
  });

  itOnSqlite('refuses hours like 25:00, overlapping windows, no days and unknown days, in Turkish, saving nothing', async () => {
    const kasarli = (await products()).find((p) => p.nameTr === 'Kaşarlı Pide')!;
    const refused = async (availability: unknown) => {
      const response = await staff.put(`/api/admin/products/${kasarli.id}`, productBody(kasarli, { availability }));
      expect(response.statusCode).toBe(400);
      return response.json<{ fields: Record<string, string> }>().fields;
    };
    expect(await refused({ weekdays: [0], windows: [{ opens: '25:00', closes: '12:00' }] })).toEqual({
      'availability.windows.0.opens': 'Açılış saati SS:DD biçiminde olmalı (00:00–23:59)',
    });
    expect(
      await refused({
        weekdays: [0],
        windows: [
          { opens: '08:00', closes: '12:00' },
          { opens: '11:00', closes: '14:00' },
        ],
      }),
    ).toEqual({ 'availability.windows.1.opens': 'Saat aralıkları çakışıyor' });
    expect(await refused({ weekdays: [], windows: [{ opens: '08:00', closes: '12:00' }] })).toEqual({
      'availability.weekdays': 'En az bir gün seçin',
    });
    expect(await refused({ weekdays: [7], windows: [{ opens: '08:00', closes: '12:00' }] })).toEqual({
      'availability.weekdays.0': 'Günler listeden seçilmeli',
    });
    expect(await refused({ weekdays: [1], windows: [] })).toEqual({ 'availability.windows': 'En az bir saat aralığı girin' });
    expect((await products()).find((p) => p.id === kasarli.id)?.availability).toBeNull();
  });
});
