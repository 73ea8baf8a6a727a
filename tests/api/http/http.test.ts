import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../../src/shared/menu.js';
import { BODY_LIMIT_BYTES } from '../../../src/server/app.js';
import { ADMIN_PAGES } from '../../../src/shared/admin-pages.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { asStaff, renameFirstProduct, SAME_ORIGIN, signIn } from '../../support/staff.js';

let t: TestApp;
let productId: number;
beforeAll(async () => {
  t = await startTestApp();
  productId = (await t.app.inject('/api/menu')).json<PublicMenu>().products[0]!.id;
});
afterAll(() => t.close());

const reviewsUrl = () => `/api/products/${productId}/reviews`;

describe('bad requests get clear refusals, never a 500', () => {
  it('malformed JSON → 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: reviewsUrl(),
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ali", "rating": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) });
  });

  it('a body over the limit → 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: reviewsUrl(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Ali', rating: 5, comment: 'x'.repeat(BODY_LIMIT_BYTES) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('payload_too_large');
  });

  it('a text/plain or form body → 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded']) {
      const response = await t.app.inject({
        method: 'POST',
        url: reviewsUrl(),
        headers: { 'content-type': type },
        payload: 'name=Ali&rating=5',
      });
      expect(response.statusCode, type).toBe(415);
    }
  });

  it('JSON that is not an object → 400', async () => {
    for (const payload of ['null', '[]', '"text"', '42']) {
      const response = await t.app.inject({
        method: 'POST',
        url: reviewsUrl(),
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it('an unknown /api address → JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/menu'],
      ['DELETE', '/api/products/1'],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json().error).toBe('not_found');
    }
  });
});

/**
 * Text is stored as UTF-8: a lone surrogate (`"\ud800"` in JSON) has no UTF-8 form, and bytes
 * that are not UTF-8 are not text. Both are refused with the field named, never stored mangled.
 */
describe('text that is not valid Unicode', () => {
  const LONE = ['\ud800', '\udfff', 'Ali \ud83d', '\ude00 sonra'];

  it('a review holding a lone surrogate → 400 naming the field; nothing is stored', async () => {
    const before = (await t.app.inject(reviewsUrl())).json<unknown[]>().length;
    for (const text of LONE) {
      for (const [field, message] of [
        ['name', 'İsim geçersiz bir karakter içeriyor'],
        ['comment', 'Yorum geçersiz bir karakter içeriyor'],
      ] as const) {
        const review = { name: 'Ali', rating: 4, comment: 'Güzel', [field]: text };
        const response = await t.app.inject({
          method: 'POST',
          url: reviewsUrl(),
          payload: review,
          headers: { 'user-agent': 'surrogates' },
        });
        expect(response.statusCode, JSON.stringify(text)).toBe(400);
        expect(response.json().fields).toEqual({ [field]: message });
      }
    }
    // A pair is a character like any other (an emoji).
    const emoji = await t.app.inject({
      method: 'POST',
      url: reviewsUrl(),
      payload: { name: 'Ali 😀', rating: 4 },
      headers: { 'user-agent': 'surrogates' },
    });
    expect(emoji.statusCode).toBe(201);
    const reviews = (await t.app.inject(reviewsUrl())).json<{ name: string }[]>();
    expect(reviews).toHaveLength(before + 1);
    expect(reviews.map((review) => review.name)).toContain('Ali 😀');
  });

  it('a staff form holding a lone surrogate → 400 with the field’s message', async () => {
    const staff = asStaff(t.app, await signIn(t.app));
    const response = await staff.post('/api/admin/categories', {
      nameTr: 'Yeni \ud800',
      nameEn: 'New',
      descriptionTr: 'Açıklama',
      descriptionEn: 'About \udc00',
      image: '/images/menu/pide.svg',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      nameTr: 'Kategori adı (TR) geçersiz bir karakter içeriyor',
      descriptionEn: 'Açıklama (EN) geçersiz bir karakter içeriyor',
    });
  });

  it('a body whose bytes are not UTF-8 → 400 naming the field, never stored with replacement characters', async () => {
    const before = (await t.app.inject(reviewsUrl())).json<unknown[]>().length;
    for (const bad of [[0xff], [0xc3], [0xed, 0xa0, 0x80], [0xc0, 0xae], [0xe2, 0x82]]) {
      const payload = Buffer.concat([Buffer.from('{"name":"Ali","rating":4,"comment":"Güzel '), Buffer.from(bad), Buffer.from('"}')]);
      const response = await t.app.inject({
        method: 'POST',
        url: reviewsUrl(),
        payload,
        headers: { 'content-type': 'application/json', 'user-agent': 'bytes' },
      });
      expect(response.statusCode, bad.join(',')).toBe(400);
      expect(response.json()).toEqual({
        error: 'validation',
        message: 'Geçersiz veri: lütfen işaretli alanları düzeltin.',
        fields: { comment: 'Geçersiz bir karakter içeriyor' },
        requestId: response.headers['x-request-id'],
      });
    }
    const staff = await signIn(t.app);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie: staff, ...SAME_ORIGIN, 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"nameTr":"Yeni '), Buffer.from([0xfe]), Buffer.from('","nameEn":"New"}')]),
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().fields).toEqual({ nameTr: 'Geçersiz bir karakter içeriyor' });
    // Outside any text (a name of a field, or between values): the body is refused as a whole.
    const outside = await t.app.inject({
      method: 'POST',
      url: reviewsUrl(),
      headers: { 'content-type': 'application/json' },
      payload: Buffer.concat([Buffer.from('{"name":"Ali","rating":4}'), Buffer.from([0xff])]),
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({ error: 'bad_request', message: expect.any(String) });
    expect((await t.app.inject(reviewsUrl())).json<unknown[]>()).toHaveLength(before);
  });
});

describe('the web app', () => {
  it.each(['/', '/EN', '/category/Pide', '/EN/category/Drinks', '/category/%C4%B0%C3%A7ecekler'])(
    '%s gets the app with the menu embedded',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const match = /<script id="sofra-menu" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(response.body);
      expect(match).not.toBeNull();
      const menu = JSON.parse(match![1]!) as PublicMenu;
      expect(menu.categories.length).toBeGreaterThan(0);
    },
  );

  it('gives the restaurant’s offset from UTC with the menu and the span it holds for, so a phone reads its clock without a formatter', async () => {
    for (const url of ['/', '/EN/category/Drinks']) {
      const html = (await t.app.inject(url)).body;
      const given = /<script id="sofra-menu"[^>]* data-utc-offset="(-?\d+) (\d+) (\d+)"/.exec(html);
      expect(given, url).not.toBeNull();
      const [minutes, from, until] = given!.slice(1).map(Number) as [number, number, number];
      expect(from).toBeLessThanOrEqual(Date.now());
      expect(until).toBeGreaterThan(Date.now());
      // The sample restaurant is in Istanbul, on UTC+3 all year.
      expect(minutes).toBe(180);
      expect(until - from).toBeGreaterThan(365 * 24 * 60 * 60 * 1000);
    }
  });

  it('preload the wordmark font in the HTML (the pictures: tests/build/server-rendering)', async () => {
    for (const url of ['/', '/EN/category/Drinks']) {
      const html = (await t.app.inject(url)).body;
      expect(html, url).toContain('<link rel="preload" href="/assets/wordmark-abc123.woff2" as="font" type="font/woff2" crossorigin>');
    }
  });

  it('the English pages say so in the html lang attribute', async () => {
    expect((await t.app.inject('/EN')).body).toContain('<html lang="en"');
    expect((await t.app.inject('/')).body).toContain('<html lang="tr"');
  });

  it('admin addresses get the app without the menu', async () => {
    for (const page of ['', ...ADMIN_PAGES]) {
      for (const url of [`/admin/${page}`, `/admin/${page}/`.replace('//', '/'), `/ADMIN/${page.toUpperCase()}`]) {
        const response = await t.app.inject(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.body).toContain('<div id="root">');
        expect(response.body).not.toContain('sofra-menu');
      }
    }
  });

  it('an unknown admin address gets the back office’s app (which shows its 404 page) with status 404', async () => {
    const admin = (await t.app.inject('/admin/products')).body;
    for (const url of ['/admin/olmayan', '/admin/products/12', '/admin/login/x', '/adminx', '/admin/productsx']) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      if (url.startsWith('/admin/')) expect(response.body, url).toBe(admin);
    }
  });

  it('/index.html is no address of the app: the 404 page, not a file cached for a day', async () => {
    const response = await t.app.inject('/index.html');
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<script id="sofra-menu"');
  });

  it('an unknown address gets the app (which shows the 404 page) with status 404', async () => {
    const response = await t.app.inject('/no/such/page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
  });

  it('text in the menu cannot close the embedding script tag', async () => {
    const hostile = '</script><script>alert(1)</script>';
    const { product, saved } = await renameFirstProduct(t.app, hostile);
    expect(saved.statusCode).toBe(200);
    const html = (await t.app.inject('/')).body;
    // Every script that ends was opened by the page itself.
    expect(html.match(/<\/script>/gi)).toHaveLength(html.match(/<script\b/gi)!.length);
    const embedded = /<script id="sofra-menu" type="application\/json"[^>]*>(.*?)<\/script>/s.exec(html)![1]!;
    expect(JSON.parse(embedded).products.find((p: { id: number }) => p.id === product.id).nameTr).toBe(hostile);
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await t.app.inject('/assets/app-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('compression, prepared once per change', () => {
  it.each([
    ['br', (b: Buffer) => zlib.brotliDecompressSync(b)],
    ['gzip', (b: Buffer) => zlib.gunzipSync(b)],
  ] as const)('sends the menu and guest pages as %s to clients that accept it', async (encoding, decode) => {
    const plain = await t.app.inject({ url: '/api/menu', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const url of ['/api/menu', '/', '/EN']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': `${encoding}, deflate` } });
      expect(response.headers['content-encoding'], url).toBe(encoding);
      expect(response.headers.vary).toBe('accept-encoding');
      const text = decode(response.rawPayload).toString();
      if (url === '/api/menu') expect(text).toBe(plain.body);
      else expect(text).toContain('<script id="sofra-menu"');
    }
  });

  it('prefers brotli and honours q=0', async () => {
    const both = await t.app.inject({ url: '/api/menu', headers: { 'accept-encoding': 'gzip, br' } });
    expect(both.headers['content-encoding']).toBe('br');
    const noBrotli = await t.app.inject({ url: '/api/menu', headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(noBrotli.headers['content-encoding']).toBe('gzip');
  });

  it('a new review changes the menu’s ETag', async () => {
    const before = (await t.app.inject('/api/menu')).headers.etag;
    await t.app.inject({
      method: 'POST',
      url: reviewsUrl(),
      payload: { name: 'Zeynep', rating: 5 },
      headers: { 'user-agent': 'etag-test' },
    });
    const after = await t.app.inject({ url: '/api/menu', headers: { 'if-none-match': String(before) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });
});
