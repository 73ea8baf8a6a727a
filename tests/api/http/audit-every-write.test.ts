import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditEvent, AuditPage } from '../../../src/shared/schemas/audit.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { SAME_ORIGIN, signIn } from '../../support/staff.js';
import { loadRecords, methodOf, pathOf, validRequestOf, WRITE_ROUTES, writeRoutes, type Records } from '../../support/write-routes.js';

/**
 * Every change staff make to a record is in the change history, exactly once, as the kind of
 * change it is: read from the app's own routes, so a new write route cannot be forgotten.
 * Signing in and out are not changes of records (they are logged). One's own new password is a
 * change of one's user record, shown as `credentials` without a value. A new photo (an upload or
 * a new crop) is the creation of a photo, named by its image in the fields.
 */
const SESSION_ROUTES = new Set(['POST /api/admin/login', 'POST /api/admin/logout']);
/**
 * Taking and finishing a guest's call, and a table's orders (taken, confirmed, moved on or
 * cancelled, the table opened and closed, their tickets at the stations), are service, not
 * changes of a record staff keep: the call and the order themselves say who did what and when
 * (tests/api/service-requests.test.ts, tests/api/orders.test.ts, tests/api/stations.test.ts).
 * So are a table's bill and its payments (D60): the bill keeps its own history of who paid,
 * discounted, gave free, voided, moved or reopened what, and why (tests/api/bills.test.ts); a
 * bill put on a customer's account is in that account's history like any other charge.
 */
const BOARD_ROUTES = new Set([
  'POST /api/admin/board/requests/:id/take',
  'POST /api/admin/board/requests/:id/done',
  'POST /api/admin/orders',
  'POST /api/admin/orders/:id/confirm',
  'POST /api/admin/order-lines/:id/state',
  'POST /api/admin/order-lines/:id/quantity',
  'POST /api/admin/order-lines/:id/cancel',
  'POST /api/admin/tables/:id/open',
  'POST /api/admin/tables/:id/close',
  'POST /api/admin/tickets/:id/state',
  'POST /api/admin/tickets/:id/recall',
  'POST /api/admin/tickets/:id/print',
  'POST /api/admin/kitchen/:station/lines/:id/state',
  'POST /api/admin/kitchen/:station/lines/:id/cancel',
  'POST /api/admin/bills/:id/payments',
  'POST /api/admin/bills/:id/split',
  'POST /api/admin/bills/:id/discount',
  'POST /api/admin/bills/:id/move',
  'POST /api/admin/bills/:id/lines/move',
  'POST /api/admin/bills/:id/reopen',
  'POST /api/admin/order-lines/:id/ikram',
  'POST /api/admin/order-lines/:id/void',
]);
// The records every route's request names, made once (a signed-in admin, a review, a second
// user, a photo, a price batch…): each route's server starts on a copy of them.
const registry = await startTestApp();
const STAFF_WRITES = writeRoutes(registry.app).filter(
  (route) => route.includes(' /api/admin/') && !SESSION_ROUTES.has(route) && !BOARD_ROUTES.has(route),
);
const cookie = await signIn(registry.app);
const records: Records = await loadRecords(registry, cookie);
const recordsDir = await registry.closeKeepingData();
afterAll(() => fs.rmSync(recordsDir, { recursive: true, force: true }));

function expectedAction(route: string): AuditEvent['action'] {
  if (route.endsWith('/order')) return 'reorder';
  // A ledger entry changes the account's figures: the history shows the account before and after.
  if (route.includes('/entries') || route.endsWith('/anonymise')) return 'update';
  // A translator's file changes the records it translates; undoing a batch of prices changes the batch.
  if (route.endsWith('/import') || route.endsWith('/undo')) return 'update';
  // Removing the sample data deletes many records at once: one entry names them all.
  if (route.endsWith('/sample-data/removal')) return 'delete';
  if (route.startsWith('POST ')) return 'create';
  if (route.startsWith('DELETE ')) return 'delete';
  return 'update';
}

const events = async (t: TestApp, cookie: string) =>
  (await t.app.inject({ url: '/api/admin/audit-events', headers: { ...SAME_ORIGIN, cookie } })).json<AuditPage>();

describe('the change history', () => {
  it('covers every staff write route', () => {
    expect(STAFF_WRITES.length).toBeGreaterThanOrEqual(30);
  });

  // Each on a server of its own, so every route finds the records as they were.
  it.each(STAFF_WRITES)('%s: recorded once, with who made it, the kind of record and what was done', async (route) => {
    const t = await startTestApp({ dataFrom: recordsDir });
    try {
      const spec = WRITE_ROUTES[route]!;
      // A category can only be deleted empty: a new one is.
      const empty =
        route === 'DELETE /api/admin/categories/:id'
          ? await t.app.inject({
              method: 'POST',
              url: '/api/admin/categories',
              headers: { ...SAME_ORIGIN, cookie },
              payload: WRITE_ROUTES['POST /api/admin/categories']!.body!(records),
            })
          : undefined;
      const id = empty ? empty.json<{ id: number }>().id : spec.id?.(records);
      const before = (await events(t, cookie)).total;
      const { payload, contentType } = validRequestOf(route, records);
      const response = await t.app.inject({
        method: methodOf(route),
        url: pathOf(route, id ?? ''),
        headers: { ...SAME_ORIGIN, cookie, ...(contentType ? { 'content-type': contentType } : {}) },
        ...(payload === undefined ? {} : { payload }),
      });
      expect(response.statusCode, `${route}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
      const page = await events(t, cookie);
      expect(page.total - before, route).toBe(1);
      // A translation is a change of the record it translates (the sample body's: a category).
      const translation = route.includes(' /api/admin/translations/');
      // A change of prices set for later is a record of its own kind.
      const resource = route.includes('/me/')
        ? 'users'
        : translation
          ? 'categories'
          : route.includes('/prices/scheduled')
            ? 'scheduled-prices'
            : route.split('/')[3];
      // A reorder or the sample's removal changes many records; a photo has a key, named in the event's fields, not an id.
      const recordId = translation
        ? records.category.id
        : route.endsWith('/order') || resource === 'media' || resource === 'sample-data'
          ? null
          : Array.isArray(id)
            ? id[0]
            : (id ?? expect.any(Number));
      if (route === 'PUT /api/admin/me/password') {
        expect(page.items[0]!.changes).toEqual({ credentials: { before: 'eski şifre', after: 'yeni şifre' } });
      }
      if (route === 'PUT /api/admin/me/pin') expect(page.items[0]!.changes).toEqual({ approvalPin: { before: 'yok', after: 'yeni PIN' } });
      expect(page.items[0], route).toMatchObject({ userName: 'Admin', resource, action: expectedAction(route), recordId });
      if (resource === 'media')
        expect(Object.keys(page.items[0]!.changes), route).toEqual(expect.arrayContaining(['image', 'shape', 'crop']));
    } finally {
      await t.close();
    }
  });
});
