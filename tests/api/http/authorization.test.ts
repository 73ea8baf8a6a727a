import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, IDLE_TIMEOUT_MS } from '../../../src/server/platform/auth/sessions.js';
import { startTestApp, TEST_DIALECT, type TestApp } from '../../support/app.js';
import { fingerprint } from '../../support/fingerprint.js';
import { asStaff, SAME_ORIGIN, signIn, staffUser } from '../../support/staff.js';
import { loadRecords, methodOf, pathOf, validRequestOf, WRITE_ROUTES, type Records } from '../../support/write-routes.js';

/**
 * The authorization matrix (issue 7, item 3): every route the app registered × who is asking.
 * Routes are read from the app itself, so a new route is covered the moment it is added. Every
 * denied cell answers 401 or 403 to a request that would otherwise succeed (a valid body, a
 * real record) and leaves the database as it was.
 */
const registry = await startTestApp();
const ROUTES = [...new Set(registry.app.routeTable.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`))].sort();
await registry.close();

type Kind = 'nobody' | 'kitchen' | 'waiter' | 'staff' | 'admin';
interface Principal {
  name: string;
  kind: Kind;
  /** A fresh cookie for one request (or none), so no cell depends on what another did. */
  cookie(): Promise<string | undefined>;
}

let t: TestApp;
let records: Records;
const users: Record<'admin' | 'staff' | 'waiter' | 'kitchen' | 'deactivated' | 'expired', number> = {
  admin: 0,
  kitchen: 0,
  staff: 0,
  waiter: 0,
  deactivated: 0,
  expired: 0,
};
const DOOR = { name: 'Kapı', password: 'Kapı-password-123' };

const sessionOf = async (userId: number, signedInAt = new Date()) =>
  `sofra_session=${(await createSession(t.db, userId, false, signedInAt)).token}`;

const PRINCIPALS: Principal[] = [
  { name: 'no session', kind: 'nobody', cookie: async () => undefined },
  { name: 'a made-up session', kind: 'nobody', cookie: async () => 'sofra_session=made-up-token-that-no-server-issued' },
  {
    name: 'an expired session',
    kind: 'nobody',
    cookie: () => sessionOf(users.expired, new Date(Date.now() - IDLE_TIMEOUT_MS - 60_000)),
  },
  { name: 'a deactivated user', kind: 'nobody', cookie: () => sessionOf(users.deactivated) },
  { name: 'the kitchen', kind: 'kitchen', cookie: () => sessionOf(users.kitchen) },
  { name: 'a waiter', kind: 'waiter', cookie: () => sessionOf(users.waiter) },
  { name: 'staff', kind: 'staff', cookie: () => sessionOf(users.staff) },
  { name: 'an admin', kind: 'admin', cookie: () => sessionOf(users.admin) },
];

const OPEN = new Set(['POST /api/admin/login']);
const ADMINS_ONLY =
  /^\/api\/admin\/(users|audit-events|settings|prices|reports|sample-data|accounts\/ledger-check|accounts\/:id\/(anonymise|personal-data))/;

/**
 * Everything the kitchen may do under /api/admin (D59), exactly: their own session and their
 * stations' screens, which say no price. Every role above may do it too.
 */
const KITCHEN_ALLOWED = new Set([
  'GET /api/admin/me',
  'PUT /api/admin/me/password',
  'POST /api/admin/logout',
  'GET /api/admin/stations',
  'GET /api/admin/kitchen/stream',
  'GET /api/admin/kitchen/:station',
  'POST /api/admin/tickets/:id/state',
  'POST /api/admin/tickets/:id/recall',
  'POST /api/admin/tickets/:id/print',
  'POST /api/admin/kitchen/:station/lines/:id/state',
  'POST /api/admin/kitchen/:station/lines/:id/cancel',
]);

/**
 * The stations are admins' to change (D59); everyone signed in reads them. A closed bill is
 * reopened by an admin, and only an admin has an approval PIN (D60).
 */
const ADMINS_ONLY_ROUTES = new Set([
  'POST /api/admin/stations',
  'PUT /api/admin/stations/:id',
  'DELETE /api/admin/stations/:id',
  'POST /api/admin/bills/:id/reopen',
  'PUT /api/admin/me/pin',
]);

/**
 * Everything a waiter may do under /api/admin (D54), exactly: their own session, the dishes
 * and categories the read-only products page shows, and the sold-out switch. Every other route
 * there is 403 for them.
 */
const OWN_SESSION = ['GET /api/admin/me', 'PUT /api/admin/me/password', 'POST /api/admin/logout'];
const WAITER_ALLOWED = new Set([
  ...KITCHEN_ALLOWED,
  'GET /api/admin/products',
  'GET /api/admin/categories',
  'PATCH /api/admin/products/:id/sold-out',
  // The staff board ('Masalar', D56): every role answers guests' calls.
  'GET /api/admin/board',
  'GET /api/admin/board/stream',
  'POST /api/admin/board/requests/:id/take',
  'POST /api/admin/board/requests/:id/done',
  // Orders (D57): every role serves tables, a waiter above all.
  'GET /api/admin/orders',
  'GET /api/admin/orders/stream',
  'GET /api/admin/orders/popular',
  'POST /api/admin/orders',
  'POST /api/admin/orders/:id/confirm',
  'POST /api/admin/order-lines/:id/state',
  'POST /api/admin/order-lines/:id/quantity',
  'POST /api/admin/order-lines/:id/cancel',
  'POST /api/admin/tables/:id/open',
  'POST /api/admin/tables/:id/close',
  // The bill (D60): a waiter takes payments, splits, moves tables, and discounts up to the owner's limit.
  'GET /api/admin/tables/:id/bill',
  'GET /api/admin/bills/accounts',
  'GET /api/admin/bills/approvers',
  'GET /api/admin/bills/:id',
  'POST /api/admin/bills/:id/payments',
  'POST /api/admin/bills/:id/split',
  'POST /api/admin/bills/:id/discount',
  'POST /api/admin/bills/:id/move',
  'POST /api/admin/bills/:id/lines/move',
  'POST /api/admin/order-lines/:id/ikram',
  'POST /api/admin/order-lines/:id/void',
]);

/**
 * The print pages are pages: a signed-out visitor is sent to the login page (303), not shown a
 * 401. They are 'QR ve Baskı''s, which is not a waiter's (403).
 */
const PRINT_PAGE = /^\/admin\/print\/(?!print\.js$)/;
/** A station's ticket to print is the kitchen's, and every role's above it (D59). */
const TICKET_PAGE = /^\/admin\/print\/ticket\//;
/** A table's bill to print is every serving role's, the waiter's too, not the kitchen's (D60). */
const BILL_PAGE = /^\/admin\/print\/bill\//;

/** What a cell must answer: 401, 403, a redirect to the login page, or anything but those. */
function expected(route: string, kind: Kind): 401 | 403 | 303 | 'allowed' {
  const url = route.slice(route.indexOf(' ') + 1);
  if (PRINT_PAGE.test(url)) {
    if (kind === 'nobody') return 303;
    if (BILL_PAGE.test(url)) return kind === 'kitchen' ? 403 : 'allowed';
    return (kind === 'waiter' || kind === 'kitchen') && !TICKET_PAGE.test(url) ? 403 : 'allowed';
  }
  if (!url.startsWith('/api/admin') || OPEN.has(route)) return 'allowed';
  if (kind === 'nobody') return 401;
  if (kind === 'kitchen') return KITCHEN_ALLOWED.has(route) ? 'allowed' : 403;
  if (kind === 'waiter') return WAITER_ALLOWED.has(route) ? 'allowed' : 403;
  if (kind === 'staff' && (ADMINS_ONLY.test(url) || ADMINS_ONLY_ROUTES.has(route))) return 403;
  return 'allowed';
}

/**
 * The routes whose cells are sent. On SQLite, every route. On PostgreSQL, one route of each
 * guard (each row of answers over the callers, a read and a write apart): the guards are the
 * same code whatever the database, and what PostgreSQL changes is how a session is looked up
 * (made up, expired, of a deactivated user, of each role), which every caller's cell there sends.
 */
const CHECKED_ROUTES =
  TEST_DIALECT === 'postgres'
    ? [
        ...new Map(
          ROUTES.map((route) => [`${methodOf(route) === 'GET'} ${PRINCIPALS.map((p) => expected(route, p.kind)).join()}`, route]),
        ).values(),
      ].sort()
    : ROUTES;

beforeAll(async () => {
  t = await startTestApp();
  const adminCookie = await signIn(t.app);
  records = await loadRecords(t, adminCookie);
  users.admin = (await t.db.selectFrom('users').select('id').where('name', '=', 'Admin').executeTakeFirstOrThrow()).id;
  users.staff = records.user.id;
  users.waiter = (await staffUser(t.app, adminCookie, 'Garson Ali', 'waiter')).id;
  users.kitchen = (await staffUser(t.app, adminCookie, 'Usta Mehmet', 'kitchen')).id;
  users.expired = (await staffUser(t.app, adminCookie, 'Süresi Dolan')).id;
  users.deactivated = (await staffUser(t.app, adminCookie, 'Ayrılan')).id;
  // Deactivated in the database only, so the check on every request is what keeps them out
  // (deactivating through the API also ends their sessions: tests/api/auth.test.ts).
  await t.db.updateTable('users').set({ isActive: 0 }).where('id', '=', users.deactivated).execute();
  const door = await asStaff(t.app, adminCookie).post('/api/admin/users', { ...DOOR, role: 'user' });
  expect(door.statusCode).toBe(201);
});
afterAll(() => t.close());

let cells = 0;
/** The database's fingerprint after the last refused request, while nothing has changed it since. */
let unchanged: string | undefined;
afterAll(() => {
  console.log(
    `Authorization matrix (${TEST_DIALECT}): ${CHECKED_ROUTES.length} of ${ROUTES.length} routes × ${PRINCIPALS.length} callers = ${cells} cells checked.`,
  );
});

describe('the authorization matrix', () => {
  it(`covers every route the app registered: ${ROUTES.length} routes × ${PRINCIPALS.length} callers = ${ROUTES.length * PRINCIPALS.length} cells`, () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(40);
    expect(ROUTES).toEqual(
      expect.arrayContaining(['GET /api/admin/categories', 'DELETE /api/admin/users/:id', 'POST /api/products/:id/reviews']),
    );
    const admin = ROUTES.filter((route) => route.includes(' /api/admin/'));
    expect(admin.filter((route) => ADMINS_ONLY.test(route.slice(route.indexOf(' ') + 1)))).toHaveLength(25);
    // Each route a waiter may use is one the app has (a renamed one would leave them nothing to test),
    // and of the writes, only the sold-out switch touches the restaurant's records.
    expect(admin.filter((route) => WAITER_ALLOWED.has(route)).sort()).toEqual([...WAITER_ALLOWED].sort());
    expect(admin.filter((route) => KITCHEN_ALLOWED.has(route)).sort()).toEqual([...KITCHEN_ALLOWED].sort());
    expect(admin.filter((route) => ADMINS_ONLY_ROUTES.has(route)).sort()).toEqual([...ADMINS_ONLY_ROUTES].sort());
    expect([...WAITER_ALLOWED].filter((route) => methodOf(route) !== 'GET' && !OWN_SESSION.includes(route))).toEqual([
      'POST /api/admin/tickets/:id/state',
      'POST /api/admin/tickets/:id/recall',
      'POST /api/admin/tickets/:id/print',
      'POST /api/admin/kitchen/:station/lines/:id/state',
      'POST /api/admin/kitchen/:station/lines/:id/cancel',
      'PATCH /api/admin/products/:id/sold-out',
      'POST /api/admin/board/requests/:id/take',
      'POST /api/admin/board/requests/:id/done',
      'POST /api/admin/orders',
      'POST /api/admin/orders/:id/confirm',
      'POST /api/admin/order-lines/:id/state',
      'POST /api/admin/order-lines/:id/quantity',
      'POST /api/admin/order-lines/:id/cancel',
      'POST /api/admin/tables/:id/open',
      'POST /api/admin/tables/:id/close',
      'POST /api/admin/bills/:id/payments',
      'POST /api/admin/bills/:id/split',
      'POST /api/admin/bills/:id/discount',
      'POST /api/admin/bills/:id/move',
      'POST /api/admin/bills/:id/lines/move',
      'POST /api/admin/order-lines/:id/ikram',
      'POST /api/admin/order-lines/:id/void',
    ]);
    // Every other staff route is refused to a waiter: the menu's other writes, accounts, users, settings, prices…
    const refusedToWaiters = admin.filter((route) => route !== 'POST /api/admin/login' && !WAITER_ALLOWED.has(route));
    expect(refusedToWaiters).toEqual(
      expect.arrayContaining([
        'PUT /api/admin/products/:id',
        'GET /api/admin/products/:id/prices',
        'GET /api/admin/accounts',
        'GET /api/admin/users',
        'GET /api/admin/settings',
        'POST /api/admin/media',
      ]),
    );
    expect(ROUTES.filter((route) => PRINT_PAGE.test(route.slice(route.indexOf(' ') + 1)))).toEqual([
      'GET /admin/print/bill/:id',
      'GET /admin/print/cards',
      'GET /admin/print/menu',
      'GET /admin/print/prices',
      'GET /admin/print/ticket/:id',
    ]);
  });

  it.each(CHECKED_ROUTES)('%s', async (route) => {
    const method = methodOf(route);
    const spec = WRITE_ROUTES[route];
    if (method !== 'GET' && !spec) throw new Error(`No valid body is known for ${route}: add it to tests/support/write-routes.ts`);
    for (const principal of PRINCIPALS) {
      const outcome = expected(route, principal.kind);
      const cookie = await principal.cookie();
      const denied = outcome !== 'allowed';
      // A denied request names a real record and carries a valid body: were the guard missing, it would change something.
      // An allowed one names a record that does not exist, so the matrix itself changes little.
      const id = spec?.id ? (denied ? spec.id(records) : 999_999) : records.product.id;
      const { payload, contentType } =
        route === 'POST /api/admin/login'
          ? { payload: JSON.stringify(DOOR), contentType: 'application/json' }
          : validRequestOf(route, records);
      // The database as the last refused request left it, unless an allowed one has changed it since.
      const before = (unchanged ??= await fingerprint(t.db, { sessions: false }));
      const response = await t.app.inject({
        method,
        url: pathOf(route, id),
        headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), ...(contentType ? { 'content-type': contentType } : {}) },
        ...(payload === undefined ? {} : { payload }),
      });
      const cell = `${route} by ${principal.name}: ${response.statusCode} ${response.body.slice(0, 200)}`;
      cells += 1;
      if (outcome === 'allowed') {
        unchanged = undefined;
        expect([401, 403], cell).not.toContain(response.statusCode);
        continue;
      }
      expect(response.statusCode, cell).toBe(outcome);
      if (outcome === 303) expect(response.headers.location, cell).toMatch(/^\/admin\/login\?next=%2Fadmin%2Fprint%2F/);
      else expect(response.json().error, cell).toBe(outcome === 401 ? 'unauthenticated' : 'forbidden');
      unchanged = await fingerprint(t.db, { sessions: false });
      expect(unchanged, `${cell}: the database changed`).toBe(before);
    }
  });
});
