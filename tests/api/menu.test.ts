import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';

describe('GET /api/menu after the first start', () => {
  let t: TestApp;
  let menu: PublicMenu;

  beforeAll(async () => {
    t = await startTestApp();
    const response = await t.app.inject('/api/menu');
    expect(response.statusCode).toBe(200);
    menu = response.json<PublicMenu>();
  });
  afterAll(() => t.close());

  it('holds the seeded categories in order, with their Turkish names', () => {
    expect(menu.categories.map((c) => [c.nameTr, c.nameEn])).toEqual([
      ['Pide', 'Pide'],
      ['İçecekler', 'Drinks'],
      ['Tatlılar', 'Desserts'],
    ]);
  });

  it('holds the sample products at 120 ₺ and 100 ₺ as whole kuruş', () => {
    const prices = Object.fromEntries(menu.products.map((p) => [p.nameTr, p.priceKurus]));
    expect(prices['Kıymalı Pide']).toBe(12000);
    expect(prices['Kaşarlı Pide']).toBe(10000);
    for (const product of menu.products) expect(Number.isInteger(product.priceKurus)).toBe(true);
  });

  it('links products to their category, tags and ingredients by id', () => {
    const pide = menu.categories.find((c) => c.nameEn === 'Pide')!;
    const kiymali = menu.products.find((p) => p.nameTr === 'Kıymalı Pide')!;
    expect(kiymali.categoryId).toBe(pide.id);
    const tagNames = kiymali.tagIds.map((id) => menu.tags.find((t) => t.id === id)?.nameEn);
    expect(tagNames).toEqual(['Popular']);
    const ingredientNames = kiymali.ingredientIds.map((id) => menu.ingredients.find((i) => i.id === id)?.nameEn);
    expect(ingredientNames).toEqual(expect.arrayContaining(['Tomato', 'Onion']));
  });

  it('holds the seeded tags and ingredients the specification names', () => {
    expect(menu.tags.map((t) => t.nameEn)).toEqual(expect.arrayContaining(['Popular', 'New']));
    expect(menu.ingredients.map((i) => i.nameEn)).toEqual(expect.arrayContaining(['Tomato', 'Onion']));
    const popular = menu.tags.find((t) => t.nameEn === 'Popular')!;
    expect(popular).toMatchObject({
      color: '#8B4513',
      border: '1px solid #8B4513',
      textColor: '#8B4513',
      bgColor: '#FFFFFF',
      fontWeight: 500,
    });
  });

  it('names a weekly choice and a running campaign', () => {
    expect(menu.products.find((p) => p.id === menu.weeklyChoiceId)?.nameTr).toBe('Kıymalı Pide');
    expect(menu.campaign?.titleTr).toBe('Pide + Ayran Menüsü');
  });

  it('uses images shipped with the app: illustrations, and the sample photos the menu describes', async () => {
    const images = [...menu.categories.map((c) => c.image), ...menu.products.map((p) => p.image), menu.campaign?.image];
    for (const image of images) expect(image).toMatch(/^\/images\/menu\/[a-z-]+\.svg$|^\/media\/[0-9a-f]{64}$/);
    const photos = images.filter((image): image is string => image?.startsWith('/media/') ?? false);
    // The Pide tile, three pides and the campaign banner.
    expect(photos).toHaveLength(5);
    expect(Object.keys(menu.media).sort()).toEqual([...photos].sort());
    for (const photo of photos) {
      const response = await t.app.inject(`${photo}-320.avif`);
      expect(response.statusCode, photo).toBe(200);
      expect(response.headers['content-type']).toBe('image/avif');
    }
  });

  it('has no rating until a product is reviewed', () => {
    for (const product of menu.products) {
      expect(product.averageRating).toBeNull();
      expect(product.reviewCount).toBe(0);
    }
  });

  itOnSqlite('answers a repeated request with 304 when nothing changed', async () => {
    const first = await t.app.inject('/api/menu');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: '/api/menu', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  itOnSqlite('over a real connection: whole bodies with their length and headers, bare 304s, empty HEADs', async () => {
    // The route writes its prepared responses straight to Node's, so check them on the wire.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const plain = await fetch(`${base}/api/menu`, { headers: { 'accept-encoding': 'identity' } });
    const text = await plain.text();
    expect(plain.status).toBe(200);
    expect(JSON.parse(text)).toEqual(menu);
    expect(plain.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(plain.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff');
    expect(plain.headers.get('vary')).toBe('accept-encoding');
    expect(plain.headers.get('content-encoding')).toBeNull();

    // fetch decodes brotli itself: the same menu arrives.
    const compressed = await fetch(`${base}/api/menu`, { headers: { 'accept-encoding': 'br' } });
    expect(compressed.headers.get('content-encoding')).toBe('br');
    expect(await compressed.text()).toBe(text);

    const etag = plain.headers.get('etag')!;
    const unchanged = await fetch(`${base}/api/menu`, { headers: { 'if-none-match': etag } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get('etag')).toBe(etag);
    expect(await unchanged.text()).toBe('');

    const head = await fetch(`${base}/api/menu`, { method: 'HEAD', headers: { 'accept-encoding': 'identity' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    expect(await head.text()).toBe('');
  });
});

describe('the menu and the calendar', () => {
  it('shows no campaign before the sample campaign starts or after it ends', async () => {
    let now = new Date();
    const t = await startTestApp({ now: () => now });
    try {
      expect((await t.app.inject('/api/menu')).json<PublicMenu>().campaign).not.toBeNull();
      now = new Date(Date.now() + 365 * 24 * 3600 * 1000);
      expect((await t.app.inject('/api/menu')).json<PublicMenu>().campaign).toBeNull();
    } finally {
      await t.close();
    }
  });
});

describe('seeding', () => {
  it('happens once: a restart does not add the samples again', async () => {
    const t = await startTestApp();
    try {
      const app = await t.restart();
      const menu = (await app.inject('/api/menu')).json<PublicMenu>();
      expect(menu.categories).toHaveLength(3);
      expect(menu.products.filter((p) => p.nameTr === 'Kıymalı Pide')).toHaveLength(1);
    } finally {
      await t.close();
    }
  });
});
