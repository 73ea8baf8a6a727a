import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fingerprint } from '../support/fingerprint.js';
import { hostileId, hostileRequests, mustRefuse, toJson, type HostileRequest } from '../support/hostile-input.js';
import { startTestApp } from '../support/app.js';
import { SAME_ORIGIN, signIn } from '../support/staff.js';
import { bodySchemaOf, loadRecords, methodOf, pathOf, WRITE_ROUTES, writeRoutes } from '../support/write-routes.js';

/**
 * Property-based tests of every write route with random and hostile input (issue 7, item 2):
 * never a 5xx; a body the shared schema refuses is answered 400, 413 or 415 with a message and
 * leaves the database exactly as it was. The routes are read from the app, so a new route is
 * covered the day it is added. `PROPERTY_RUNS` sets the inputs per route: 25 in `npm test`,
 * 1000 on each database in `npm run test:reliability`, which CI runs too.
 */
const RUNS = Number(process.env.PROPERTY_RUNS) || 25;

const registry = await startTestApp();
const ROUTES = writeRoutes(registry.app);
await registry.close();

const tried = { inputs: 0, refused: 0, accepted: 0 };
afterAll(() => {
  console.log(
    `Hostile input: ${tried.inputs} inputs over ${ROUTES.length} write routes (${tried.refused} refused, ${tried.accepted} accepted), never a 5xx.`,
  );
});

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

describe('hostile input on every write route', () => {
  it('knows a valid body for every write route the app registered', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(30);
    expect(ROUTES.filter((route) => !(route in WRITE_ROUTES))).toEqual([]);
  });

  it.each(ROUTES)('%s', { timeout: 600_000 }, async (route) => {
    const spec = WRITE_ROUTES[route];
    if (!spec) throw new Error(`No valid body is known for ${route}: add it to tests/support/write-routes.ts`);
    const t = await startTestApp();
    try {
      const cookie = await signIn(t.app);
      const records = await loadRecords(t, cookie);
      const base = spec.body?.(records) ?? {};
      // The upload route reads a multipart form, which no JSON or text body the suite makes can
      // be (its parser and limits are @fastify/multipart's, its fields' checks the route's own):
      // so every one must be refused, as if no body satisfied its schema. Its forms are tried in
      // tests/api/media-upload.test.ts.
      const schema = spec.form ? z.never() : bodySchemaOf(t.app, route);
      const realId = spec.id?.(records);
      const send = (request: HostileRequest) =>
        t.app.inject({
          method: methodOf(route),
          url: pathOf(route, request.id === undefined ? (realId ?? '') : encodeURIComponent(request.id)),
          headers: {
            ...SAME_ORIGIN,
            cookie,
            ...(request.contentType === undefined || methodOf(route) === 'DELETE' ? {} : { 'content-type': request.contentType }),
          },
          ...(methodOf(route) === 'DELETE' ? {} : { payload: request.text }),
        });

      const bodies = schema ? hostileRequests(base, schema) : fc.constant<HostileRequest | undefined>(undefined);
      // Requests that name no record must answer 404; routes without a body only have their :id to attack.
      const wrongIds =
        realId === undefined
          ? []
          : [{ weight: schema ? 1 : 4, arbitrary: hostileId.map((id) => ({ text: toJson(base), contentType: 'application/json', id })) }];
      const requests = fc.oneof(
        { weight: schema ? 4 : 0, arbitrary: bodies.filter((r): r is HostileRequest => r !== undefined) },
        ...wrongIds,
      );

      await fc.assert(
        fc.asyncProperty(requests, async (request) => {
          const refuse = request.id !== undefined || (schema ? mustRefuse(request, schema) : true);
          // Signing out with a valid body would end the session the other inputs need.
          fc.pre(refuse || !spec.endsSession);
          const before = await fingerprint(t.db);
          const response = await send(request);
          const status = response.statusCode;
          const what = `${route} answered ${status} ${response.body.slice(0, 300)}`;
          expect(status, what).toBeLessThan(500);
          if (status >= 400) {
            const body = response.json<{ error?: unknown; message?: unknown }>();
            expect(typeof body.error, what).toBe('string');
            expect(typeof body.message === 'string' && body.message.length > 0, what).toBe(true);
          }
          tried.inputs += 1;
          if (!refuse) {
            tried.accepted += 1;
            return;
          }
          tried.refused += 1;
          expect([...(request.id === undefined ? [400, 413, 415] : [404])], what).toContain(status);
          expect(await fingerprint(t.db), `${what}: the database changed`).toBe(before);
        }),
        { numRuns: RUNS },
      );
    } finally {
      await t.close();
    }
  });
});
