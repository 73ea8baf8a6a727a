import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../src/shared/schemas/category.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { productBody } from '../support/product-body.js';
import { asStaff, signIn } from '../support/staff.js';

// A renamed category or dish keeps its former addresses: bookmarks and shared links lead on to
// the new address with a permanent redirect, in both languages.

let t: TestApp;
let staff: ReturnType<typeof asStaff>;
beforeAll(async () => {
  t = await startTestApp();
  staff = asStaff(t.app, await signIn(t.app));
});
afterAll(() => t.close());

const product = async (nameTr: string) => (await staff.get('/api/admin/products')).json<AdminProduct[]>().find((p) => p.nameTr === nameTr)!;
const category = async (nameTr: string) =>
  (await staff.get('/api/admin/categories')).json<AdminCategory[]>().find((c) => c.nameTr === nameTr)!;
const categoryBody = ({ id: _id, order: _order, productCount: _count, ...fields }: AdminCategory, changes: object) => ({
  ...fields,
  ...changes,
});

async function redirectOf(url: string): Promise<{ status: number; location: unknown; cache: unknown }> {
  const response = await t.app.inject(url);
  return { status: response.statusCode, location: response.headers.location, cache: response.headers['cache-control'] };
}

describe('former addresses', () => {
  it('a renamed dish’s former addresses lead to its new ones in both languages, filters and all', async () => {
    const kiymali = await product('Kıymalı Pide');
    const saved = await staff.put(
      `/api/admin/products/${kiymali.id}`,
      productBody(kiymali, { nameTr: 'Bol Kıymalı Pide', nameEn: 'Pide with Extra Minced Meat' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(await redirectOf('/category/Pide/kiymali-pide')).toEqual({
      status: 301,
      location: '/category/Pide/bol-kiymali-pide',
      cache: 'no-cache',
    });
    expect((await redirectOf('/EN/category/Pide/pide-with-minced-meat?x=1')).location).toBe(
      '/EN/category/Pide/pide-with-extra-minced-meat?x=1',
    );
    expect((await t.app.inject('/category/Pide/bol-kiymali-pide')).statusCode).toBe(200);
    // Renamed again: the first address leads to the latest name, and so does the second.
    const again = await product('Bol Kıymalı Pide');
    expect((await staff.put(`/api/admin/products/${again.id}`, productBody(again, { nameTr: 'Kıymalı Pide Özel' }))).statusCode).toBe(200);
    expect((await redirectOf('/category/Pide/kiymali-pide')).location).toBe('/category/Pide/kiymali-pide-ozel');
    expect((await redirectOf('/category/Pide/bol-kiymali-pide')).location).toBe('/category/Pide/kiymali-pide-ozel');
  });

  it('a renamed category’s former address leads to it, and its dishes’ addresses to theirs', async () => {
    const drinks = await category('İçecekler');
    const saved = await staff.put(
      `/api/admin/categories/${drinks.id}`,
      categoryBody(drinks, { nameTr: 'Soğuk İçecekler', nameEn: 'Cold Drinks' }),
    );
    expect(saved.statusCode).toBe(200);
    expect(await redirectOf('/category/%C4%B0%C3%A7ecekler?q=ay')).toMatchObject({
      status: 301,
      location: '/category/So%C4%9Fuk%20%C4%B0%C3%A7ecekler?q=ay',
    });
    expect((await redirectOf('/EN/category/drinks')).location).toBe('/EN/category/Cold%20Drinks');
    expect((await redirectOf('/category/Icecekler/ayran')).location).toBe('/category/So%C4%9Fuk%20%C4%B0%C3%A7ecekler/ayran');
  });

  it('a live address wins over a former one: a new category may take the old name', async () => {
    const tatli = await category('Tatlılar');
    expect((await staff.put(`/api/admin/categories/${tatli.id}`, categoryBody(tatli, { nameTr: 'Tatlılarımız' }))).statusCode).toBe(200);
    expect((await redirectOf('/category/Tatl%C4%B1lar')).status).toBe(301);
    const created = await staff.post('/api/admin/categories', {
      nameTr: 'Tatlılar',
      nameEn: 'New Desserts',
      descriptionTr: 'Yeni tatlılar.',
      descriptionEn: 'New desserts.',
      image: '/images/menu/pide.svg',
    });
    expect(created.statusCode).toBe(201);
    expect((await redirectOf('/category/Tatl%C4%B1lar')).status).toBe(200);
  });

  it('a dish moved to another category: its former address leads to the new category', async () => {
    const ayran = await product('Ayran');
    const target = await category('Tatlılarımız');
    const moved = await staff.put(
      `/api/admin/products/${ayran.id}`,
      productBody(ayran, { categoryId: target.id, tagIds: [], ingredientIds: [] }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await redirectOf('/category/So%C4%9Fuk%20%C4%B0%C3%A7ecekler/ayran')).location).toBe(
      '/category/Tatl%C4%B1lar%C4%B1m%C4%B1z/ayran',
    );
  });

  it('two renames of one version at once: one is saved, and the former address leads to its name only', async () => {
    const kasarli = await product('Kaşarlı Pide');
    const renames = await Promise.all(
      ['Eski Kaşarlı', 'Yeni Kaşarlı'].map((nameTr) => staff.put(`/api/admin/products/${kasarli.id}`, productBody(kasarli, { nameTr }))),
    );
    expect(renames.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = renames.find((r) => r.statusCode === 200)!.json<AdminProduct>().nameTr;
    const slug = winner === 'Eski Kaşarlı' ? 'eski-kasarli' : 'yeni-kasarli';
    expect((await redirectOf('/category/Pide/kasarli-pide')).location).toBe(`/category/Pide/${slug}`);
  });

  it('an unknown address under a known or unknown category is still the 404 page', async () => {
    expect((await redirectOf('/category/Pide/hic-olmamis-yemek')).status).toBe(404);
    expect((await redirectOf('/category/Hic-Olmamis')).status).toBe(404);
  });
});
