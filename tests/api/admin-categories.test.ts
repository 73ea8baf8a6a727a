import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../src/shared/schemas/category.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { PublicMenu } from '../../src/shared/menu.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';
import { productBody as savedProductBody } from '../support/product-body.js';

let t: TestApp;
let staff: ReturnType<typeof asStaff>;

beforeEach(async () => {
  t = await startTestApp();
  const admin = await signIn(t.app);
  staff = asStaff(t.app, (await staffUser(t.app, admin, 'Garson')).cookie);
});
afterEach(() => t.close());

const newCategory = {
  nameTr: 'Çorbalar',
  nameEn: 'Soups',
  descriptionTr: 'Günün çorbaları',
  descriptionEn: 'Soups of the day',
  image: 'https://cdn.example.com/soup.webp',
};
const guestMenu = async () => (await t.app.inject('/api/menu')).json<PublicMenu>();
const categories = async () => (await staff.get('/api/admin/categories')).json<AdminCategory[]>();

describe('categories', () => {
  it('are created active, last in order, and reach the guest menu', async () => {
    const response = await staff.post('/api/admin/categories', newCategory);
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminCategory>()).toMatchObject({ ...newCategory, isActive: true, order: 3, version: 1, productCount: 0 });
    expect((await guestMenu()).categories.map((c) => c.nameEn)).toEqual(['Pide', 'Drinks', 'Desserts', 'Soups']);
  });

  itOnSqlite('refuse missing fields and a non-URL image with Turkish field messages, storing nothing', async () => {
    const response = await staff.post('/api/admin/categories', {
      ...newCategory,
      nameTr: ' ',
      descriptionEn: undefined,
      image: 'soup.png',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      nameTr: 'Kategori adı (TR) gerekli',
      descriptionEn: 'Açıklama (EN) gerekli',
      image: 'Görsel https:// ile başlayan geçerli bir adres olmalı',
    });
    expect(await categories()).toHaveLength(3);
  });

  itOnSqlite('refuse fields that are not theirs (id, version, order)', async () => {
    const response = await staff.post('/api/admin/categories', { ...newCategory, id: 99, order: -1 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['id', 'order']);
  });

  it('refuse a name another category has, in any case (names are guests’ URLs)', async () => {
    const response = await staff.post('/api/admin/categories', { ...newCategory, nameTr: 'içecekler' });
    expect(response.statusCode).toBe(409);
    expect(response.json().fields.nameTr).toMatch(/zaten var/);
  });

  it('refuse a rename to another category’s name in another case, but take a new case of their own name', async () => {
    const [pide, drinks] = await categories();
    const { id: _id, order: _order, productCount: _count, ...pideFields } = pide!;
    const { id: _drinksId, order: _drinksOrder, productCount: _drinksCount, ...drinksFields } = drinks!;
    const taken = await staff.put(`/api/admin/categories/${drinks!.id}`, { ...drinksFields, nameTr: 'PİDE', nameEn: 'pide' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ nameTr: '"Pide" adında bir kategori zaten var', nameEn: '"Pide" adında bir kategori zaten var' });
    const own = await staff.put(`/api/admin/categories/${pide!.id}`, { ...pideFields, nameTr: 'PİDE' });
    expect(own.statusCode).toBe(200);
    expect(own.json<AdminCategory>().nameTr).toBe('PİDE');
  });

  it('are updated with their version; an older version gets 409 stale', async () => {
    const [pide] = await categories();
    const update = { ...newCategory, nameTr: 'Pideler', nameEn: 'Pides', version: pide!.version };
    const saved = await staff.put(`/api/admin/categories/${pide!.id}`, update);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<AdminCategory>()).toMatchObject({ nameTr: 'Pideler', version: pide!.version + 1 });
    const stale = await staff.put(`/api/admin/categories/${pide!.id}`, { ...update, nameTr: 'Eski' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('stale');
    expect((await categories())[0]!.nameTr).toBe('Pideler');
    expect((await staff.put('/api/admin/categories/9999', update)).statusCode).toBe(404);
  });

  it('toggle active with one call, and an inactive one leaves the guest menu', async () => {
    const drinks = (await categories())[1]!;
    const off = await staff.patch(`/api/admin/categories/${drinks.id}/active`, { isActive: false });
    expect(off.json<AdminCategory>().isActive).toBe(false);
    const menu = await guestMenu();
    expect(menu.categories.map((c) => c.nameEn)).toEqual(['Pide', 'Desserts']);
    expect(menu.products.some((p) => p.categoryId === drinks.id)).toBe(false);
  });

  it('cannot be deleted while they have products, and say why in Turkish', async () => {
    const pide = (await categories())[0]!;
    const response = await staff.delete(`/api/admin/categories/${pide.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      `"Pide" kategorisinde ${pide.productCount} ürün var. Silmeden önce ürünleri başka bir kategoriye taşıyın veya silin.`,
    );
    expect(await categories()).toHaveLength(3);
  });

  it('can be deleted when empty', async () => {
    const created = (await staff.post('/api/admin/categories', newCategory)).json<AdminCategory>();
    expect((await staff.delete(`/api/admin/categories/${created.id}`)).statusCode).toBe(204);
    expect(await categories()).toHaveLength(3);
    expect((await staff.delete(`/api/admin/categories/${created.id}`)).statusCode).toBe(404);
  });

  it('are reordered with the complete list, and guests see the new order', async () => {
    const ids = (await categories()).map((c) => c.id);
    const reversed = [...ids].reverse();
    const response = await staff.put('/api/admin/categories/order', { ids: reversed });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminCategory[]>().map((c) => c.id)).toEqual(reversed);
    expect((await guestMenu()).categories.map((c) => c.id)).toEqual(reversed);
  });

  itOnSqlite.each([
    ['an unknown id', (ids: number[]) => [...ids, 9999]],
    ['a missing id', (ids: number[]) => ids.slice(1)],
    ['a duplicate id', (ids: number[]) => [...ids, ids[0]!]],
    ['no list', () => undefined],
  ])('refuse a reorder with %s and change no order', async (_label, change) => {
    const before = await categories();
    const ids = before.map((c) => c.id).reverse();
    const response = await staff.put('/api/admin/categories/order', { ids: change(ids) });
    expect(response.statusCode).toBe(400);
    expect((await categories()).map((c) => [c.id, c.order])).toEqual(before.map((c) => [c.id, c.order]));
  });
});

describe('tags and ingredients', () => {
  const tagBody = (categoryId: number, nameTr: string, nameEn: string) => ({
    nameTr,
    nameEn,
    categoryId,
    color: '#2E6B3A',
    textColor: '#2E6B3A',
    bgColor: '#F1F8F2',
  });
  const ingredientBody = (categoryId: number, nameTr: string, nameEn: string) => ({
    nameTr,
    nameEn,
    categoryId,
    descriptionTr: 'Taze',
    descriptionEn: 'Fresh',
  });

  it.each([
    ['tags', tagBody, 'Bu kategoride aynı adda bir etiket zaten var'],
    ['ingredients', ingredientBody, 'Bu kategoride aynı adda bir malzeme zaten var'],
  ] as const)('%s: a name is unique within its category in any case, in Turkish and in English', async (plural, body, message) => {
    const [pide, drinks] = await categories();
    expect((await staff.post(`/api/admin/${plural}`, body(pide!.id, 'Vejetaryen', 'Vegetarian'))).statusCode).toBe(201);
    const sameTr = await staff.post(`/api/admin/${plural}`, body(pide!.id, 'vejetaryen', 'Meatless'));
    expect(sameTr.statusCode).toBe(409);
    expect(sameTr.json().fields).toEqual({ nameTr: message });
    const sameEn = await staff.post(`/api/admin/${plural}`, body(pide!.id, 'Etsiz', 'VEGETARIAN'));
    expect(sameEn.statusCode).toBe(409);
    expect(sameEn.json().fields).toEqual({ nameEn: message });
    expect((await staff.post(`/api/admin/${plural}`, body(drinks!.id, 'VEJETARYEN', 'vegetarian'))).statusCode).toBe(201);
  });
});

describe('products', () => {
  const productBody = async () => {
    const [pide] = await categories();
    const menu = await guestMenu();
    return {
      nameTr: 'Lahmacun',
      nameEn: 'Lahmacun',
      descriptionTr: 'İnce hamur, kıyma',
      descriptionEn: 'Thin dough, minced meat',
      price: '89,90',
      image: 'https://cdn.example.com/lahmacun.jpg',
      categoryId: pide!.id,
      tagIds: menu.tags.filter((tag) => tag.categoryId === pide!.id && tag.nameEn === 'New').map((tag) => tag.id),
      ingredientIds: menu.ingredients.filter((i) => i.categoryId === pide!.id && i.nameEn === 'Onion').map((i) => i.id),
    };
  };
  const products = async () => (await staff.get('/api/admin/products')).json<AdminProduct[]>();

  it('are created with the price stored exactly in kuruş, last in order', async () => {
    const body = await productBody();
    const response = await staff.post('/api/admin/products', body);
    expect(response.statusCode).toBe(201);
    const created = response.json<AdminProduct>();
    expect(created).toMatchObject({ priceKurus: 8990, tagIds: body.tagIds, ingredientIds: body.ingredientIds, isActive: true, version: 1 });
    expect(created.order).toBe((await products()).length - 1);
    const onMenu = (await guestMenu()).products.find((p) => p.id === created.id);
    expect(onMenu).toMatchObject({ nameTr: 'Lahmacun', priceKurus: 8990 });
  });

  itOnSqlite('need a category: "Lütfen bir kategori seçin!"', async () => {
    for (const categoryId of [undefined, null, 0, 99999]) {
      const response = await staff.post('/api/admin/products', { ...(await productBody()), categoryId });
      expect(response.statusCode, String(categoryId)).toBe(400);
      expect(response.json().fields.categoryId).toBe('Lütfen bir kategori seçin!');
    }
  });

  itOnSqlite('refuse prices that are not plain amounts', async () => {
    for (const price of ['-1', '12,345', 12.345, 'on iki', '', 1e21, 'Infinity']) {
      const response = await staff.post('/api/admin/products', { ...(await productBody()), price });
      expect(response.statusCode, String(price)).toBe(400);
      expect(response.json().fields.price).toEqual(expect.any(String));
    }
  });

  it('take prices up to ₺9.999.999,99 and refuse larger ones before they reach the database', async () => {
    const largest = await staff.post('/api/admin/products', { ...(await productBody()), price: '9999999,99' });
    expect(largest.statusCode).toBe(201);
    expect(largest.json<AdminProduct>().priceKurus).toBe(9_999_999_99);
    const count = (await products()).length;
    // 21474837 lira is 2^31 kuruş: one more than a 32-bit integer column holds.
    for (const price of ['10000000', '21474837', 21474837, '999999999.99']) {
      const response = await staff.post('/api/admin/products', { ...(await productBody()), price });
      expect(response.statusCode, String(price)).toBe(400);
      expect(response.json().fields).toEqual({ price: 'Fiyat en fazla ₺9.999.999,99 olabilir' });
    }
    expect(await products()).toHaveLength(count);
  });

  itOnSqlite('take only tags and ingredients of their own category', async () => {
    const menu = await guestMenu();
    const drinksTag = menu.tags.find((tag) => tag.categoryId !== menu.categories[0]!.id)!;
    const response = await staff.post('/api/admin/products', { ...(await productBody()), tagIds: [drinksTag.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.tagIds).toMatch(/kategoriye ait/);
  });

  it('added with a tag or ingredient deleted meanwhile are refused with 400 saying so, storing nothing', async () => {
    const body = await productBody();
    const count = (await products()).length;
    expect((await staff.delete(`/api/admin/tags/${body.tagIds[0]}`)).statusCode).toBe(204);
    expect((await staff.delete(`/api/admin/ingredients/${body.ingredientIds[0]}`)).statusCode).toBe(204);
    const response = await staff.post('/api/admin/products', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      tagIds: 'Seçilen etiketlerden biri artık yok; sayfayı yenileyip tekrar deneyin',
      ingredientIds: 'Seçilen malzemelerden biri artık yok; sayfayı yenileyip tekrar deneyin',
    });
    expect(await products()).toHaveLength(count);
  });

  it('have one weekly choice: choosing a product takes it from the previous one', async () => {
    const created = (await staff.post('/api/admin/products', { ...(await productBody()), isWeeklyChoice: true })).json<AdminProduct>();
    expect((await guestMenu()).weeklyChoiceId).toBe(created.id);
    expect((await products()).filter((p) => p.isWeeklyChoice).map((p) => p.id)).toEqual([created.id]);

    const other = (await products()).find((p) => !p.isWeeklyChoice)!;
    const chosen = await staff.put(`/api/admin/products/${other.id}`, savedProductBody(other, { isWeeklyChoice: true }));
    expect(chosen.statusCode).toBe(200);
    expect((await products()).filter((p) => p.isWeeklyChoice).map((p) => p.id)).toEqual([other.id]);
    expect((await guestMenu()).weeklyChoiceId).toBe(other.id);
  });

  it('are edited, toggled, reordered and deleted', async () => {
    const list = await products();
    const first = list[0]!;
    const body = { ...(await productBody()), version: first.version };
    const edited = await staff.put(`/api/admin/products/${first.id}`, { ...body, price: 130, tagIds: [] });
    expect(edited.json<AdminProduct>()).toMatchObject({ priceKurus: 13000, tagIds: [], version: first.version + 1 });
    expect((await staff.put(`/api/admin/products/${first.id}`, body)).statusCode).toBe(409);

    expect((await staff.patch(`/api/admin/products/${first.id}/active`, { isActive: false })).statusCode).toBe(200);
    expect((await guestMenu()).products.some((p) => p.id === first.id)).toBe(false);

    const reversed = list.map((p) => p.id).reverse();
    expect((await staff.put('/api/admin/products/order', { ids: reversed })).statusCode).toBe(200);
    expect((await products()).map((p) => p.id)).toEqual(reversed);

    expect((await staff.delete(`/api/admin/products/${first.id}`)).statusCode).toBe(204);
    expect((await products()).some((p) => p.id === first.id)).toBe(false);
    expect((await staff.delete(`/api/admin/products/${first.id}`)).statusCode).toBe(404);
  });
});
