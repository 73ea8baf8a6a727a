import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn } from '../support/staff.js';

// A product's allergen groups (EU 1169/2011 Annex II): staff set them, guests read them.

let t: TestApp;
let staff: ReturnType<typeof asStaff>;
let categoryId: number;

beforeEach(async () => {
  t = await startTestApp();
  staff = asStaff(t.app, await signIn(t.app));
  categoryId = (await t.app.inject('/api/menu')).json<PublicMenu>().categories[0]!.id;
});
afterEach(() => t.close());

const product = (allergens: unknown) => ({
  nameTr: 'Lahmacun',
  nameEn: 'Lahmacun',
  descriptionTr: 'İnce hamur',
  descriptionEn: 'Thin dough',
  price: '90',
  image: '/images/menu/pide.svg',
  categoryId,
  allergens,
});
const products = async () => (await staff.get('/api/admin/products')).json<AdminProduct[]>();
const guestMenu = async () => (await t.app.inject('/api/menu')).json<PublicMenu>();

describe('allergens', () => {
  it('come with the sample menu, for staff and guests alike', async () => {
    const kasarli = (await products()).find((p) => p.nameTr === 'Kaşarlı Pide')!;
    expect(kasarli.allergens).toEqual(['gluten', 'milk']);
    expect((await guestMenu()).products.find((p) => p.nameTr === 'Kaşarlı Pide')?.allergens).toEqual(['gluten', 'milk']);
    expect((await guestMenu()).products.find((p) => p.nameTr === 'Çay')?.allergens).toEqual([]);
  });

  it('are kept in the regulation’s order, each once, whatever order staff send', async () => {
    const created = await staff.post('/api/admin/products', product(['sesame', 'gluten', 'sesame', 'milk']));
    expect(created.statusCode).toBe(201);
    const saved = created.json<AdminProduct>();
    expect(saved.allergens).toEqual(['gluten', 'milk', 'sesame']);
    expect((await guestMenu()).products.find((p) => p.id === saved.id)?.allergens).toEqual(['gluten', 'milk', 'sesame']);

    const updated = await staff.put(`/api/admin/products/${saved.id}`, { ...product(['molluscs', 'eggs']), version: saved.version });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<AdminProduct>().allergens).toEqual(['eggs', 'molluscs']);
  });

  it('carry alcohol and pork beside the 14 groups, after them, as the labelling regulation asks', async () => {
    const created = await staff.post('/api/admin/products', product(['pork', 'alcohol', 'gluten']));
    expect(created.statusCode).toBe(201);
    const saved = created.json<AdminProduct>();
    expect(saved.allergens).toEqual(['gluten', 'alcohol', 'pork']);
    expect((await guestMenu()).products.find((p) => p.id === saved.id)?.allergens).toEqual(['gluten', 'alcohol', 'pork']);
    expect((await guestMenu()).products.find((p) => p.nameTr === 'Bira')?.allergens).toEqual(['gluten', 'alcohol']);
  });

  it('default to none when a product is saved without them', async () => {
    const withoutAllergens: Partial<ReturnType<typeof product>> = product([]);
    delete withoutAllergens.allergens;
    const created = await staff.post('/api/admin/products', withoutAllergens);
    expect(created.statusCode).toBe(201);
    expect(created.json<AdminProduct>().allergens).toEqual([]);
  });

  itOnSqlite('refuse an unknown code or a list that is not one, in Turkish, storing nothing', async () => {
    const before = (await products()).length;
    const unknown = await staff.post('/api/admin/products', product(['gluten', 'shellfish']));
    expect(unknown.statusCode).toBe(400);
    expect(Object.values(unknown.json().fields)).toEqual(['Alerjenler listeden seçilmeli']);
    const notAList = await staff.post('/api/admin/products', product('gluten'));
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json().fields).toEqual({ allergens: 'Alerjenler bir liste olmalı' });
    const tooMany = await staff.post('/api/admin/products', product(Array.from({ length: 1000 }, () => 'gluten')));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({ allergens: 'Alerjenler listeden seçilmeli' });
    expect(await products()).toHaveLength(before);
  });
});
