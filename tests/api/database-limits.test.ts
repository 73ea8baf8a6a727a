import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from '../support/fingerprint.js';
import { raw, toJson } from '../support/hostile-input.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { SAME_ORIGIN, signIn } from '../support/staff.js';
import { loadRecords, methodOf, pathOf, WRITE_ROUTES, type PathId, type Records } from '../support/write-routes.js';

/**
 * Hostile input at the database's own limits (issue 7, item 2), on SQLite and on PostgreSQL:
 * text holding a NUL character and numbers past a 32-bit integer column are refused by the
 * route's contract with 400 (or 404 for an id no record has), never sent to the database to fail
 * there with a 500, and leave the database as it was. Random input on every write route is
 * tests/api/http/hostile-input.test.ts: what it looks for is the HTTP layer's and the schemas'.
 */

describe('text holding a NUL character (which PostgreSQL cannot store)', () => {
  it.each([
    ['POST /api/admin/categories', 'nameTr', 'Pide\u0000'],
    ['POST /api/admin/products', 'image', 'https://example.com/pide\u0000.png'],
    ['PUT /api/admin/accounts/:id', 'notes', 'borç\u0000'],
    ['POST /api/products/:id/reviews', 'comment', 'güzel\u0000'],
    ['POST /api/admin/login', 'name', 'Admin\u0000'],
  ])('%s is refused with 400 naming %s, and nothing changes', async (route, field, value) => {
    const t = await startTestApp();
    try {
      const cookie = await signIn(t.app);
      const records = await loadRecords(t, cookie);
      const spec = WRITE_ROUTES[route]!;
      const before = await fingerprint(t.db);
      const response = await t.app.inject({
        method: methodOf(route),
        url: pathOf(route, spec.id?.(records) ?? ''),
        headers: { ...SAME_ORIGIN, cookie },
        payload: { ...spec.body!(records), [field]: value },
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().fields[field]).toMatch(/geçersiz bir karakter/);
      expect(await fingerprint(t.db)).toBe(before);
    } finally {
      await t.close();
    }
  });
});

/**
 * PostgreSQL's integer columns hold -2^31 to 2^31 - 1 (SQLite's hold 64 bits). A number past
 * either end must be refused by the route's contract, never sent to the database to fail there
 * with a 500; the largest (2147483647) is a well-formed id or version, so the database is asked
 * for it and answers that it has none. 9007199254740993 goes as written: JSON.parse makes it 2^53.
 */
const INT32_EDGES = ['2147483648', '-2147483649', '9007199254740993', '2147483647'];

/** A route, the part of the request that carries the number, and what the request must get. */
interface EdgeCase {
  route: string;
  /** The path's parameters and the body, with the number `n` in its place (in a body by `raw`, so it is sent as written). */
  request: (records: Records, n: string) => { id?: PathId; body?: unknown };
  /** The status, and for a 400 the field named, for each of INT32_EDGES. */
  expected: (n: string, records: Records) => { status: number; field?: string };
}

const EDGE_CASES: Record<string, EdgeCase> = {
  ':id of a product to save': {
    route: 'PUT /api/admin/products/:id',
    request: (r, n) => ({ id: n, body: WRITE_ROUTES['PUT /api/admin/products/:id']!.body!(r) }),
    expected: () => ({ status: 404 }),
  },
  ':id of a category to delete': {
    route: 'DELETE /api/admin/categories/:id',
    request: (_, n) => ({ id: n }),
    expected: () => ({ status: 404 }),
  },
  ':entryId of a charge to reverse': {
    route: 'POST /api/admin/accounts/:id/entries/:entryId/reversal',
    request: (r, n) => ({ id: [r.entry.accountId, n], body: { reason: 'Yanlış hesaba yazıldı' } }),
    expected: () => ({ status: 404 }),
  },
  'categoryId of a new product': {
    route: 'POST /api/admin/products',
    request: (r, n) => ({ body: { ...WRITE_ROUTES['POST /api/admin/products']!.body!(r), categoryId: raw(n) } }),
    expected: () => ({ status: 400, field: 'categoryId' }),
  },
  'tagIds of a product': {
    route: 'PUT /api/admin/products/:id',
    request: (r, n) => ({ id: r.product.id, body: { ...WRITE_ROUTES['PUT /api/admin/products/:id']!.body!(r), tagIds: [raw(n)] } }),
    expected: (n) => ({ status: 400, field: n === '2147483647' ? 'tagIds' : 'tagIds.0' }),
  },
  'ids of a new order of the categories': {
    route: 'PUT /api/admin/categories/order',
    request: (r, n) => ({ body: { ids: [...r.categoryIds, raw(n)] } }),
    expected: (n, r) => ({ status: 400, field: n === '2147483647' ? 'ids' : `ids.${r.categoryIds.length}` }),
  },
  'version of a category': {
    route: 'PUT /api/admin/categories/:id',
    request: (r, n) => ({ id: r.category.id, body: { ...WRITE_ROUTES['PUT /api/admin/categories/:id']!.body!(r), version: raw(n) } }),
    // A version the record can have but has not is a save from an older form: 409 stale.
    expected: (n) => (n === '2147483647' ? { status: 409 } : { status: 400, field: 'version' }),
  },
  'crop.x of a new crop of a photo': {
    route: 'POST /api/admin/media/:original/crops',
    request: (r, n) => ({ id: r.photo.original, body: { shape: 'category', crop: { x: raw(n), y: 0, width: 100, height: 100 } } }),
    // The crop's numbers have no upper limit of their own (beyond a safe integer): one past the photo's edge is refused.
    expected: (n) => ({ status: 400, field: n.startsWith('21474836') ? 'crop' : 'crop.x' }),
  },
  'rating of a review': {
    route: 'POST /api/products/:id/reviews',
    request: (r, n) => ({ id: r.product.id, body: { name: 'Ayşe', rating: raw(n) } }),
    expected: () => ({ status: 400, field: 'rating' }),
  },
};

describe("numbers at the edges of a 32-bit integer column (PostgreSQL's integer)", () => {
  let t: TestApp;
  let cookie: string;
  let records: Records;
  beforeAll(async () => {
    t = await startTestApp();
    cookie = await signIn(t.app);
    records = await loadRecords(t, cookie);
  });
  afterAll(() => t?.close());

  it.each(Object.keys(EDGE_CASES))('%s: refused, never a 500, and nothing changes', async (name) => {
    const { route, request, expected } = EDGE_CASES[name]!;
    for (const n of INT32_EDGES) {
      const { id, body } = request(records, n);
      const before = await fingerprint(t.db);
      const response = await t.app.inject({
        method: methodOf(route),
        url: pathOf(route, id ?? ''),
        headers: { ...SAME_ORIGIN, cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { payload: toJson(body) }),
      });
      const what = `${route} with ${n}: ${response.statusCode} ${response.body.slice(0, 300)}`;
      const { status, field } = expected(n, records);
      expect(response.statusCode, what).toBe(status);
      const answer = response.json<{ error?: unknown; message?: unknown; fields?: Record<string, string> }>();
      expect(typeof answer.error, what).toBe('string');
      expect(typeof answer.message === 'string' && answer.message.length > 0, what).toBe(true);
      if (field) expect(Object.keys(answer.fields ?? {}), what).toContain(field);
      expect(await fingerprint(t.db), `${what}: the database changed`).toBe(before);
    }
  });
});
