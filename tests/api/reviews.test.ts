import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu, PublicReview } from '../../src/shared/menu.js';
import { REVIEW_RATE_LIMIT } from '../../src/server/resources/reviews/routes.js';
import type { AdminReview } from '../../src/shared/schemas/review.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { signIn } from '../support/staff.js';

let t: TestApp;
let productId: number;

beforeEach(async () => {
  t = await startTestApp();
  productId = (await t.app.inject('/api/menu')).json<PublicMenu>().products[0]!.id;
});
afterEach(() => t.close());

const post = (body: unknown, headers: Record<string, string> = {}, id = productId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${id}/reviews`,
    payload: body as object,
    headers: { 'user-agent': 'phone-a', ...headers },
  });

/** A phone's browser: it keeps the device cookie the first answer gives it and sends it back. */
function phone(userAgent = 'phone-a') {
  let cookie = '';
  return {
    get cookie() {
      return cookie;
    },
    async post(body: unknown) {
      const response = await post(body, { 'user-agent': userAgent, ...(cookie ? { cookie } : {}) });
      const given = response.cookies.find((c) => c.name === 'sofra_guest');
      if (given) cookie = `sofra_guest=${given.value}`;
      return response;
    },
  };
}

const reviewsOf = async (id = productId) => (await t.app.inject(`/api/products/${id}/reviews`)).json<PublicReview[]>();

describe('posting a review', () => {
  it('publishes it and updates the product’s average on the menu', async () => {
    const first = await post({ name: ' Ayşe ', rating: 5, comment: 'Harika bir pide!' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      review: { name: 'Ayşe', rating: 5, comment: 'Harika bir pide!', productId },
      product: { id: productId, averageRating: 5, reviewCount: 1 },
    });
    const second = await post({ name: 'John', rating: 4, comment: '' });
    expect(second.json().product).toEqual({ id: productId, averageRating: 4.5, reviewCount: 2 });

    expect((await reviewsOf()).map((r) => r.name)).toEqual(['John', 'Ayşe']);
    const product = (await t.app.inject('/api/menu')).json<PublicMenu>().products.find((p) => p.id === productId)!;
    expect(product).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
  });

  it('keeps the language it was written in, says it to guests and staff, and refuses one Sofra does not know', async () => {
    expect((await post({ name: 'Ольга', rating: 5, comment: 'Очень вкусно', language: 'ru' })).statusCode).toBe(201);
    expect((await post({ name: 'Ayşe', rating: 4 })).statusCode).toBe(201);
    expect((await reviewsOf()).map((review) => [review.name, review.language])).toEqual([
      ['Ayşe', null],
      ['Ольга', 'ru'],
    ]);
    const refused = await post({ name: 'X', rating: 3, language: 'xx' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json<{ fields: Record<string, string> }>().fields)).toEqual(['language']);
    const cookie = await signIn(t.app);
    const staff = (await t.app.inject({ url: '/api/admin/reviews', headers: { cookie } })).json<AdminReview[]>();
    expect(staff.find((review) => review.name === 'Ольга')?.language).toBe('ru');
  });

  it('accepts a review without a comment', async () => {
    expect((await post({ name: 'Mehmet', rating: 3 })).statusCode).toBe(201);
  });

  itOnSqlite.each([
    ['a missing name', { rating: 5, comment: 'x' }, 'name'],
    ['a blank name', { name: '   ', rating: 5 }, 'name'],
    ['a name over 60 characters', { name: 'x'.repeat(61), rating: 5 }, 'name'],
    ['a missing rating', { name: 'Ali' }, 'rating'],
    ['a rating of 0', { name: 'Ali', rating: 0 }, 'rating'],
    ['a rating of 6', { name: 'Ali', rating: 6 }, 'rating'],
    ['a rating of 4.5', { name: 'Ali', rating: 4.5 }, 'rating'],
    ['a rating as text', { name: 'Ali', rating: '5' }, 'rating'],
    ['a comment over 1000 characters', { name: 'Ali', rating: 5, comment: 'x'.repeat(1001) }, 'comment'],
    ['a comment that is not text', { name: 'Ali', rating: 5, comment: 42 }, 'comment'],
    ['an unknown field', { name: 'Ali', rating: 5, isVisible: 0 }, 'isVisible'],
  ])('refuses %s with 400 naming the field, and stores nothing', async (_label, body, field) => {
    const response = await post(body);
    expect(response.statusCode).toBe(400);
    const error = response.json();
    expect(error.error).toBe('validation');
    expect(error.fields[field]).toEqual(expect.any(String));
    expect(await reviewsOf()).toEqual([]);
  });

  itOnSqlite('keeps markup as text', async () => {
    await post({ name: '<b>x</b>', rating: 1, comment: '<img src=x onerror=alert(1)>' });
    expect((await reviewsOf())[0]).toMatchObject({ name: '<b>x</b>', comment: '<img src=x onerror=alert(1)>' });
  });

  itOnSqlite('answers 404 for a product that does not exist or is not on the menu', async () => {
    expect((await post({ name: 'Ali', rating: 5 }, {}, 999_999)).statusCode).toBe(404);
    expect((await post({ name: 'Ali', rating: 5 }, {}, 'abc' as unknown as number)).statusCode).toBe(404);
    expect((await t.app.inject('/api/products/999999/reviews')).statusCode).toBe(404);
  });

  it('answers a filled honeypot like any other post but never publishes it', async () => {
    const response = await post({ name: 'Bot', rating: 5, comment: 'cheap pills', website: 'http://spam.example' });
    expect(response.statusCode).toBe(201);
    expect(await reviewsOf()).toEqual([]);
    const product = (await t.app.inject('/api/menu')).json<PublicMenu>().products.find((p) => p.id === productId)!;
    expect(product.reviewCount).toBe(0);
  });
});

describe('the per-client rate limit', () => {
  it(`lets one phone post ${REVIEW_RATE_LIMIT.perDevice} reviews, then answers 429 with Retry-After`, async () => {
    const guest = phone();
    for (let i = 0; i < REVIEW_RATE_LIMIT.perDevice; i += 1) {
      expect((await guest.post({ name: `Guest ${i}`, rating: 4 })).statusCode).toBe(201);
    }
    const limited = await guest.post({ name: 'One more', rating: 4 });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toEqual(expect.any(String));
    expect(await reviewsOf()).toHaveLength(REVIEW_RATE_LIMIT.perDevice);

    // Another phone on the same restaurant Wi-Fi may still post.
    expect((await post({ name: 'Neighbour', rating: 5 }, { 'user-agent': 'phone-b' })).statusCode).toBe(201);
  });

  it('gives each phone its budget, even phones of one model on one Wi-Fi (same address and browser)', async () => {
    const [first, second] = [phone('Same Phone 1.0'), phone('Same Phone 1.0')];
    for (let i = 0; i < REVIEW_RATE_LIMIT.perDevice; i += 1) {
      expect((await first.post({ name: `First ${i}`, rating: 4 })).statusCode).toBe(201);
    }
    expect((await first.post({ name: 'First again', rating: 4 })).statusCode).toBe(429);
    expect((await second.post({ name: 'Second', rating: 5 })).statusCode).toBe(201);
    expect(second.cookie).not.toBe(first.cookie);
  });

  itOnSqlite(
    'names the phone with a signed, long-lived, HttpOnly cookie only the review routes receive; an altered one is replaced',
    async () => {
      const response = await post({ name: 'Ayşe', rating: 5 });
      const cookie = response.cookies.find((c) => c.name === 'sofra_guest')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/products' });
      expect(cookie.maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
      // Sent back, it is kept: no new one.
      const again = await post({ name: 'Ayşe', rating: 4 }, { cookie: `sofra_guest=${cookie.value}` });
      expect(again.cookies.find((c) => c.name === 'sofra_guest')).toBeUndefined();
      const altered = cookie.value.slice(0, -1) + (cookie.value.endsWith('A') ? 'B' : 'A');
      const forged = await post({ name: 'Ayşe', rating: 4 }, { cookie: `sofra_guest=${altered}` });
      expect(forged.cookies.find((c) => c.name === 'sofra_guest')?.value).not.toBe(altered);
      expect(forged.cookies.find((c) => c.name === 'sofra_guest')?.value).toMatch(/^g1\./);
    },
  );

  it('caps one address across all its devices', async () => {
    for (let i = 0; i < REVIEW_RATE_LIMIT.perAddress; i += 1) {
      const response = await post({ name: `Guest ${i}`, rating: 4 }, { 'user-agent': `phone-${i}` });
      expect(response.statusCode).toBe(201);
    }
    expect((await post({ name: 'Flood', rating: 4 }, { 'user-agent': 'phone-new' })).statusCode).toBe(429);
  });
});

describe('a burst of reviews from one phone', () => {
  it(`sent all at once: ${REVIEW_RATE_LIMIT.perDevice} are published, the rest answer 429`, async () => {
    const guest = phone();
    expect((await guest.post({ name: 'First', rating: 5 })).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => guest.post({ name: `Burst ${i}`, rating: 5 })));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(REVIEW_RATE_LIMIT.perDevice - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - REVIEW_RATE_LIMIT.perDevice + 1);
    expect(await reviewsOf()).toHaveLength(REVIEW_RATE_LIMIT.perDevice);
  });
});

describe('a review sent twice (its first answer lost)', () => {
  it('is posted once: the second try, even at the same moment, answers with the first review', async () => {
    const body = { name: 'Ayşe', rating: 5, comment: 'Bir kez', requestId: '4f1c2b9e-7d3a-4e8b-9c1f-2a6b8d0e5f71' };
    const [first, second] = await Promise.all([post(body), post(body)]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().review).toEqual(second.json().review);
    const third = await post(body, { 'user-agent': 'phone-b' });
    expect(third.json().review.id).toBe(first.json().review.id);
    expect((await reviewsOf()).filter((review) => review.comment === 'Bir kez')).toHaveLength(1);
  });

  it('is answered and done: a review sent again logs no error and tries no second insert', async () => {
    const written: string[] = [];
    const logged = await startTestApp({ logger: { level: 'info', stream: { write: (line: string) => void written.push(line) } } });
    try {
      const id = (await logged.app.inject('/api/menu')).json<PublicMenu>().products[0]!.id;
      const send = () =>
        logged.app.inject({
          method: 'POST',
          url: `/api/products/${id}/reviews`,
          payload: { name: 'Ayşe', rating: 5, comment: 'Çevrimdışı yazıldı', requestId: 'resent-review-0001' },
        });
      expect((await send()).statusCode).toBe(201);
      for (let attempt = 0; attempt < 3; attempt += 1) expect((await send()).statusCode).toBe(201);
      // Whatever a handler does after its answer is sent happens within a few ticks.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const problems = written.map((line) => JSON.parse(line) as { level: number; msg: string }).filter((line) => line.level >= 40);
      expect(problems.map((line) => line.msg)).toEqual([]);
    } finally {
      await logged.close();
    }
  });

  it('refuses a request id that is not 8–64 letters, digits or hyphens, and one of another dish’s review', async () => {
    const refused = await post({ name: 'Ali', rating: 4, requestId: 'x' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.requestId).toBe('İstek kimliği 8–64 harf, rakam veya tire olmalı');
    expect((await post({ name: 'Ali', rating: 4, requestId: 'same-id-123' })).statusCode).toBe(201);
    const otherId = (await t.app.inject('/api/menu')).json<PublicMenu>().products[1]!.id;
    expect((await post({ name: 'Ali', rating: 4, requestId: 'same-id-123' }, {}, otherId)).statusCode).toBe(409);
  });
});
