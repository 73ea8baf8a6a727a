import fs from 'node:fs';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fingerprint } from '../../support/fingerprint.js';
import { hostileId, hostileRequests, mustRefuse, toJson, type HostileRequest } from '../../support/hostile-input.js';
import { startTestApp } from '../../support/app.js';
import { SAME_ORIGIN, signIn } from '../../support/staff.js';
import { bodySchemaOf, loadRecords, methodOf, pathOf, WRITE_ROUTES, writeRoutes } from '../../support/write-routes.js';

/**
 * Property-based tests of every write route with random and hostile input (issue 7, item 2):
 * never a 5xx; a body the shared schema refuses is answered 400, 413 or 415 with a message and
 * leaves the database exactly as it was. The routes are read from the app, so a new route is
 * covered the day it is added. `PROPERTY_RUNS` sets the inputs per route: 25 in `npm test`, 1000
 * in `npm run test:reliability`, which CI runs too.
 *
 * `PROPERTY_DB_RUNS` sets how many of them (the first) are also checked below the API, by a
 * fingerprint of the whole database before and after the request: all of them unless it says
 * fewer. The reliability run checks the first 25 of its 1000, as `npm test` does: the
 * fingerprint (a query of some fifty counts and sums, twice per input) took half the time of a
 * run on SQLite and more on PostgreSQL, while 95% of the inputs are refused by the route's schema
 * before any handler or query runs. Being the HTTP layer's work, whichever database is behind it,
 * this runs on SQLite; PostgreSQL's own limits (text holding NUL, numbers past its 32-bit integer
 * columns) are tried case by case on both databases in tests/api/database-limits.test.ts.
 */
const RUNS = Number(process.env.PROPERTY_RUNS) || 25;
const DB_RUNS = process.env.PROPERTY_DB_RUNS === undefined ? RUNS : Math.min(RUNS, Number(process.env.PROPERTY_DB_RUNS));
if (!Number.isInteger(DB_RUNS) || DB_RUNS < 0) {
  throw new Error(`PROPERTY_DB_RUNS must be a whole number, not ${process.env.PROPERTY_DB_RUNS}`);
}

/**
 * `PROPERTY_SHARD=k/n` tries every n-th route from the k-th (the reliability run's 1,000 inputs a
 * route in two halves, one per worker: as one file they were its last 7 minutes on one core).
 */
const SHARD = /^(\d+)\/(\d+)$/.exec(process.env.PROPERTY_SHARD ?? '1/1');
const [shard, shards] = SHARD ? [Number(SHARD[1]), Number(SHARD[2])] : [0, 0];
if (!(shards >= 1 && shard >= 1 && shard <= shards)) {
  throw new Error(`PROPERTY_SHARD must read k/n with 1 ≤ k ≤ n, not ${process.env.PROPERTY_SHARD}`);
}

// The records the routes' valid bodies name, made once (a signed-in admin, a review, a second
// user, a photo, a price batch…): each route's server starts on a copy of them.
const registry = await startTestApp();
const ALL_ROUTES = writeRoutes(registry.app);
const ROUTES = ALL_ROUTES.filter((_, index) => index % shards === shard - 1);
const cookie = await signIn(registry.app);
const records = await loadRecords(registry, cookie);
const recordsDir = await registry.closeKeepingData();
afterAll(() => fs.rmSync(recordsDir, { recursive: true, force: true }));

const tried = { inputs: 0, refused: 0, accepted: 0, unchanged: 0 };
afterAll(() => {
  console.log(
    `Hostile input: ${tried.inputs} inputs over ${ROUTES.length} write routes${shards > 1 ? ` (part ${shard} of ${shards})` : ''} (${tried.refused} refused, ${tried.accepted} accepted), never a 5xx; ` +
      `${tried.unchanged} refusals checked to leave the database unchanged.`,
  );
});

describe('hostile input on every write route', () => {
  it('knows a valid body for every write route the app registered', () => {
    expect(ALL_ROUTES.length).toBeGreaterThanOrEqual(30);
    expect(ALL_ROUTES.filter((route) => !(route in WRITE_ROUTES))).toEqual([]);
  });

  it.each(ROUTES)('%s', { timeout: 600_000 }, async (route) => {
    const spec = WRITE_ROUTES[route];
    if (!spec) throw new Error(`No valid body is known for ${route}: add it to tests/support/write-routes.ts`);
    const t = await startTestApp({ dataFrom: recordsDir });
    try {
      const base = spec.body?.(records) ?? {};
      // The upload route reads a multipart form, which no JSON or text body the suite makes can
      // be (its parser and limits are @fastify/multipart's, its fields' checks the route's own):
      // so every one must be refused, as if no body satisfied its schema. Its forms are tried in
      // tests/api/http/media-upload.test.ts.
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

      /** One input: the answer it gets, and (with `database`) that a refusal changed nothing. */
      const check = async (request: HostileRequest, database: boolean) => {
        const refuse =
          request.id !== undefined || (schema ? mustRefuse(request, schema, { readsTextPlain: spec.readsTextPlain ?? false }) : true);
        // Signing out with a valid body would end the session the other inputs need.
        fc.pre(refuse || !spec.endsSession);
        const before = database ? await fingerprint(t.db) : undefined;
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
        if (before === undefined) return;
        expect(await fingerprint(t.db), `${what}: the database changed`).toBe(before);
        tried.unchanged += 1;
      };

      // The same property twice, so that each run shrinks a failure with the checks that found it.
      const property = (database: boolean) => fc.asyncProperty(requests, (request) => check(request, database));
      if (DB_RUNS > 0) await fc.assert(property(true), { numRuns: DB_RUNS });
      if (RUNS > DB_RUNS) await fc.assert(property(false), { numRuns: RUNS - DB_RUNS });
    } finally {
      await t.close();
    }
  });
});
