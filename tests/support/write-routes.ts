import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TEST_ADMIN_PASSWORD, type TestApp } from './app.js';
import { photoForm, uploaded } from './photos.js';
import { asStaff } from './staff.js';
import sharp from 'sharp';
import { openBillOf } from '../../src/server/resources/orders/table-bill.js';

/** `METHOD /url` as the app registered it, e.g. `PUT /api/admin/products/:id`. */
export type RouteName = string;

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];

/** Every route the app registered that changes something, read from the app itself. */
export function writeRoutes(app: FastifyInstance): RouteName[] {
  return [...new Set(app.routeTable.filter((r) => WRITE_METHODS.includes(r.method)).map((r) => `${r.method} ${r.url}`))].sort();
}

/**
 * The shared schema a route's body must satisfy (D2), read from the route's own contract in the
 * app; none for routes without a body (DELETE).
 */
export function bodySchemaOf(app: FastifyInstance, route: RouteName): z.ZodType | undefined {
  const found = app.routeTable.find((r) => `${r.method} ${r.url}` === route);
  if (!found) throw new Error(`${route} is not a route of the app`);
  const body = found.schema?.body;
  return body instanceof z.ZodType ? body : undefined;
}

/** One existing record of each kind, so every route with an `:id` has something real to point at. */
export interface Records {
  categoryIds: number[];
  productIds: number[];
  category: { id: number; version: number };
  product: { id: number; version: number; categoryId: number };
  tag: { id: number; version: number; categoryId: number };
  ingredient: { id: number; version: number; categoryId: number };
  campaign: { id: number; version: number };
  /** An account whose ledger is empty (so it can be deleted). */
  account: { id: number; version: number };
  /** A charge of a sample account's ledger, not reversed. */
  entry: { id: number; accountId: number };
  review: { id: number };
  /** A staff user other than the signed-in admin. */
  user: { id: number; version: number; name: string };
  /** An uploaded photo (a product's, as uploaded) and its original. */
  photo: { key: string; original: string };
  /** The restaurant's details (one record). */
  settings: { version: number };
  /** A table (a sample one) and how the codes are drawn (one record). */
  table: { id: number; version: number };
  qrSettings: { version: number };
  /** The first category's dishes as a price preview reads them, and a batch of price changes applied. */
  priceBasis: { id: number; version: number }[];
  priceBatch: { id: number };
  /** A change of prices set for a month ahead, waiting. */
  scheduled: { id: number };
  /** The menu as exported (CSV, base64) with the first dish's price raised, and the versions its preview read. */
  menuFile: { file: string; basis: { id: number; version: number }[] };
  /** A guest's call from a sample table, open: its id on the board and the phone's own id for it. */
  call: { id: number; clientId: string };
  /**
   * Ordering: what table 4's code carries and a phone there, a line of that phone in the
   * table's basket (a dish of one price), a basket table 3 sent and no waiter confirmed yet
   * and its line, and a line of a waiter's order (confirmed).
   */
  orders: {
    access: { table: string; key: string; device: string };
    productId: number;
    basketLine: string;
    sentOrder: number;
    sentLine: number;
    confirmedLine: number;
    /** The confirmed line's ticket and its station (the default), and a station that is not the default. */
    ticket: number;
    station: number;
    otherStation: number;
    /** The waiter's order's bill (open), and a closed bill of another table. */
    bill: number;
    closedBill: number;
  };
}

/** A change of every price in a category, as the 'Fiyat güncelle' form sends it. */
export const PRICE_CHANGE = { by: 'percent', direction: 'up', value: '10', step: 100, rounding: 'nearest' } as const;

/** A batch of price changes (the first category's up 10%), applied once. */
async function priceBatch(t: TestApp, adminCookie: string): Promise<{ id: number }> {
  const found = await t.db.selectFrom('priceBatches').select('id').orderBy('id').executeTakeFirst();
  if (found) return found;
  const category = await t.db.selectFrom('categories').select('id').orderBy('sortOrder').orderBy('id').executeTakeFirstOrThrow();
  const staff = asStaff(t.app, adminCookie);
  const change = { ...PRICE_CHANGE, categoryId: category.id };
  const preview = await staff.get(
    `/api/admin/prices/preview?${new URLSearchParams({ ...change, step: '100', categoryId: String(category.id) })}`,
  );
  if (preview.statusCode !== 200) throw new Error(`previewing prices failed: ${preview.body}`);
  const applied = await staff.post('/api/admin/prices/batches', { ...change, basis: preview.json<{ basis: unknown[] }>().basis });
  if (applied.statusCode !== 201) throw new Error(`applying prices failed: ${applied.body}`);
  return applied.json<{ id: number }>();
}

/** A month from now as a date-and-time field sends it ("2026-12-28T00:00"). */
export const inAMonth = () => `${new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T00:00`;

/** A change of the first category's prices set for a month ahead, made once. */
async function scheduledChange(t: TestApp, adminCookie: string): Promise<{ id: number }> {
  const found = await t.db.selectFrom('scheduledPrices').select('id').orderBy('id').executeTakeFirst();
  if (found) return found;
  const category = await t.db.selectFrom('categories').select('id').orderBy('sortOrder').orderBy('id').executeTakeFirstOrThrow();
  const set = await asStaff(t.app, adminCookie).post('/api/admin/prices/scheduled', {
    ...PRICE_CHANGE,
    categoryId: category.id,
    effectiveAt: inAMonth(),
  });
  if (set.statusCode !== 201) throw new Error(`setting a price change failed: ${set.body}`);
  return set.json<{ id: number }>();
}

/** The menu exported as CSV with its first price a lira higher (base64), and its preview's versions. */
async function editedMenuFile(t: TestApp, adminCookie: string): Promise<Records['menuFile']> {
  const staff = asStaff(t.app, adminCookie);
  const [head, first, ...rest] = (await staff.get('/api/admin/products/export.csv')).body.split('\r\n');
  const cells = first!.split(';');
  const price = head!
    .replace(/^\uFEFF/, '')
    .split(';')
    .indexOf('Fiyat (₺)');
  cells[price] = `${Number(cells[price]!.split(',')[0]) + 1},00`;
  const file = Buffer.from([head, cells.join(';'), ...rest].join('\r\n')).toString('base64');
  const preview = await staff.post('/api/admin/products/import', { file });
  if (preview.statusCode !== 200) throw new Error(`previewing the menu file failed: ${preview.body}`);
  return { file, basis: preview.json<{ basis: { id: number; version: number }[] }>().basis };
}

/**
 * A guest's open call from the first table, made once. Written as the guest's route writes it
 * (a call and its event): the route itself refuses calls while the sample restaurant is closed,
 * which depends on when the tests run.
 */
async function openCall(t: TestApp): Promise<Records['call']> {
  const found = await t.db
    .selectFrom('serviceRequests')
    .select(['id', 'clientId'])
    .where('state', '=', 'open')
    .orderBy('id')
    .executeTakeFirst();
  if (found) return found;
  const table = await t.db.selectFrom('diningTables').select(['id', 'name']).orderBy('id').executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  const row = await t.db
    .insertInto('serviceRequests')
    .values({
      clientId: randomUUID(),
      tableId: table.id,
      tableName: table.name,
      kind: 'waiter',
      state: 'open',
      deviceHash: null,
      createdAt: at,
    })
    .returning(['id', 'clientId'])
    .executeTakeFirstOrThrow();
  await t.db.insertInto('serviceEvents').values({ requestId: row.id, type: 'opened', at }).execute();
  return row;
}

/** A small real photo (a JPEG of noise), made once. */
export const SAMPLE_PHOTO = await sharp({
  create: { width: 480, height: 360, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
})
  .jpeg()
  .toBuffer();

/** An account with nothing in its ledger, made once. */
async function emptyAccount(t: TestApp, adminCookie: string): Promise<{ id: number; version: number }> {
  const found = await t.db.selectFrom('accounts').select(['id', 'version']).where('customerName', '=', 'Boş Hesap').executeTakeFirst();
  if (found) return found;
  const created = await asStaff(t.app, adminCookie).post('/api/admin/accounts', { customerName: 'Boş Hesap', phone: '0532 000 00 00' });
  if (created.statusCode !== 201) throw new Error(`creating an account failed: ${created.body}`);
  return created.json<{ id: number; version: number }>();
}

/** Makes sure a review and a second staff user exist, then reads one record of each kind. */
export async function loadRecords(t: TestApp, adminCookie: string): Promise<Records> {
  const { db } = t;
  // First: it changes the dishes' versions, which the records below read.
  const batch = await priceBatch(t, adminCookie);
  const first = await db.selectFrom('products').select(['id', 'version', 'categoryId']).orderBy('id').executeTakeFirstOrThrow();
  if (!(await db.selectFrom('reviews').select('id').executeTakeFirst())) {
    const posted = await t.app.inject({ method: 'POST', url: `/api/products/${first.id}/reviews`, payload: { name: 'Ayşe', rating: 4 } });
    if (posted.statusCode !== 201) throw new Error(`posting a review failed: ${posted.body}`);
  }
  if (!(await db.selectFrom('users').select('id').where('name', '=', 'Garson').executeTakeFirst())) {
    const created = await asStaff(t.app, adminCookie).post('/api/admin/users', { name: 'Garson', password: 'garson-password-123' });
    if (created.statusCode !== 201) throw new Error(`creating a user failed: ${created.body}`);
  }
  // The sample photo as uploaded for a product (not one of the sample menu's seeded photos).
  const stored = await db
    .selectFrom('media')
    .select(['key', 'originalKey'])
    .where('originalKey', '=', createHash('sha256').update(SAMPLE_PHOTO).digest('hex'))
    .where('shape', '=', 'product')
    .executeTakeFirst();
  let photo: { key: string; originalKey: string };
  if (stored) photo = stored;
  else {
    const made = await uploaded(t.app, adminCookie, SAMPLE_PHOTO);
    photo = { key: made.key, originalKey: made.original.key };
  }
  const ids = async (table: 'categories' | 'products') =>
    (await db.selectFrom(table).select('id').orderBy('sortOrder').orderBy('id').execute()).map((row) => row.id);
  return {
    categoryIds: await ids('categories'),
    productIds: await ids('products'),
    category: await db.selectFrom('categories').select(['id', 'version']).orderBy('id').executeTakeFirstOrThrow(),
    product: first,
    tag: await db.selectFrom('tags').select(['id', 'version', 'categoryId']).orderBy('id').executeTakeFirstOrThrow(),
    ingredient: await db.selectFrom('ingredients').select(['id', 'version', 'categoryId']).orderBy('id').executeTakeFirstOrThrow(),
    campaign: await db.selectFrom('campaigns').select(['id', 'version']).orderBy('id').executeTakeFirstOrThrow(),
    account: await emptyAccount(t, adminCookie),
    entry: await db
      .selectFrom('accountEntries')
      .select(['id', 'accountId'])
      .where('kind', '=', 'charge')
      .where((eb) =>
        eb.not(
          eb.exists(eb.selectFrom('accountEntries as reversal').select('id').whereRef('reversal.reversesId', '=', 'accountEntries.id')),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow(),
    review: await db.selectFrom('reviews').select('id').orderBy('id').executeTakeFirstOrThrow(),
    user: await db.selectFrom('users').select(['id', 'version', 'name']).where('name', '=', 'Garson').executeTakeFirstOrThrow(),
    photo: { key: photo.key, original: photo.originalKey },
    settings: await db.selectFrom('settings').select('version').executeTakeFirstOrThrow(),
    table: await db.selectFrom('diningTables').select(['id', 'version']).orderBy('id').executeTakeFirstOrThrow(),
    qrSettings: await db.selectFrom('qrSettings').select('version').executeTakeFirstOrThrow(),
    priceBasis: await db
      .selectFrom('products')
      .select(['id', 'version'])
      .where('categoryId', '=', (await ids('categories'))[0]!)
      .orderBy('id')
      .execute(),
    priceBatch: batch,
    scheduled: await scheduledChange(t, adminCookie),
    // Last: it reads the dishes' versions as the records above left them.
    menuFile: await editedMenuFile(t, adminCookie),
    call: await openCall(t),
    orders: await openOrders(t),
  };
}

/** The phone the records' basket line is from. */
const GUEST_DEVICE = 'records-guest-phone-0001';

/**
 * Ordering's records, written to the database directly (the sample restaurant is closed on the
 * real clock's Mondays, and a guest's route would refuse): found again when there.
 */
async function openOrders(t: TestApp): Promise<Records['orders']> {
  const tables = await t.db.selectFrom('diningTables').select(['id', 'name', 'orderKey']).where('name', 'in', ['3', '4']).execute();
  const guests = tables.find((table) => table.name === '4')!;
  const sender = tables.find((table) => table.name === '3')!;
  const product = await t.db
    .selectFrom('products')
    .select(['id', 'nameTr', 'priceKurus'])
    .where('sizes', '=', '[]')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const at = new Date().toISOString();
  const line = { productId: product.id, quantity: 1, note: '', unitPriceKurus: product.priceKurus };
  const basketLine =
    (await t.db.selectFrom('basketLines').select('clientId').where('tableId', '=', guests.id).executeTakeFirst())?.clientId ??
    (
      await t.db
        .insertInto('basketLines')
        .values({
          ...line,
          clientId: randomUUID(),
          tableId: guests.id,
          deviceHash: createHash('sha256').update(`sofra-device:${GUEST_DEVICE}`).digest('base64url'),
          sizeTr: null,
          language: 'tr',
          name: product.nameTr,
          sizeName: null,
          createdAt: at,
        })
        .returning('clientId')
        .executeTakeFirstOrThrow()
    ).clientId;
  const orderOf = async (source: 'table' | 'waiter', tableId: number, tableName: string) => {
    const found = await t.db
      .selectFrom('orders')
      .select('id')
      .where('source', '=', source)
      .where('confirmedAt', source === 'waiter' ? 'is not' : 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    if (found) return found.id;
    const confirmed = source === 'waiter' ? { confirmedAt: at, confirmedById: null, confirmedByName: 'Admin' } : {};
    const billId = await t.db.transaction().execute((trx) => openBillOf(trx, { id: tableId, name: tableName }, at));
    const order = await t.db
      .insertInto('orders')
      .values({ clientId: randomUUID(), tableId, tableName, language: 'tr', source, createdAt: at, billId, ...confirmed })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('orderLines')
      .values({
        ...line,
        orderId: order.id,
        language: 'tr',
        nameTr: product.nameTr,
        sizeTr: null,
        name: product.nameTr,
        sizeName: null,
        state: source === 'waiter' ? 'confirmed' : 'sent',
        changedAt: at,
      })
      .execute();
    return order.id;
  };
  const sentOrder = await orderOf('table', sender.id, sender.name);
  const waiterOrder = await orderOf('waiter', guests.id, guests.name);
  const lineOf = async (orderId: number) =>
    (await t.db.selectFrom('orderLines').select('id').where('orderId', '=', orderId).executeTakeFirstOrThrow()).id;
  const confirmedLine = await lineOf(waiterOrder);
  const sentLine = await lineOf(sentOrder);
  const station = (await t.db.selectFrom('stations').select('id').where('isDefault', '=', 1).executeTakeFirstOrThrow()).id;
  const otherStation = (await t.db.selectFrom('stations').select('id').where('isDefault', '=', 0).orderBy('id').executeTakeFirstOrThrow())
    .id;
  const issued = (await t.db.selectFrom('orderLines').select('ticketId').where('id', '=', confirmedLine).executeTakeFirstOrThrow())
    .ticketId;
  const ticket =
    issued ??
    (
      await t.db
        .insertInto('tickets')
        .values({ orderId: waiterOrder, stationId: station, stationName: 'Mutfak', tableName: guests.name, confirmedAt: at })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  if (issued === null) await t.db.updateTable('orderLines').set({ ticketId: ticket }).where('id', '=', confirmedLine).execute();
  const { billId: bill } = await t.db.selectFrom('orders').select('billId').where('id', '=', waiterOrder).executeTakeFirstOrThrow();
  const closedBill =
    (await t.db.selectFrom('bills').select('id').where('closedAt', 'is not', null).orderBy('id').executeTakeFirst())?.id ??
    (
      await t.db
        .insertInto('bills')
        .values({ tableId: null, tableName: '9', openedAt: at, requestedAt: null, closedAt: at, closedById: null, closedByName: 'Admin' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  return {
    bill: bill!,
    closedBill,
    access: { table: guests.name, key: guests.orderKey, device: GUEST_DEVICE },
    productId: product.id,
    basketLine,
    sentOrder,
    sentLine,
    confirmedLine,
    ticket,
    station,
    otherStation,
  };
}

export interface WriteRoute {
  /** A body the route's schema accepts, as the admin panel or a guest's phone would send it. */
  body?: (records: Records) => Record<string, unknown>;
  /** The record (or photo) the path's parameter (`:id`, `:original`) stands for; one for each when it has two. */
  id?: (records: Records) => PathId;
  /**
   * The route reads a multipart form, not JSON: the form a valid request sends (the upload).
   * Suites that send JSON bodies send this instead where they need the request to succeed.
   */
  form?: (records: Records) => { payload: Buffer; contentType: string };
  /** Accepting a body ends the caller's session (logout). */
  endsSession?: boolean;
  /** The route reads JSON sent as text/plain too (what `navigator.sendBeacon` sends). */
  readsTextPlain?: boolean;
}

const IMAGE = '/images/menu/pide.svg';
const category = { nameTr: 'Çorbalar', nameEn: 'Soups', descriptionTr: 'Sıcak çorbalar', descriptionEn: 'Hot soups', image: IMAGE };
const product = (r: Records) => ({
  nameTr: 'Lahmacun',
  nameEn: 'Lahmacun',
  descriptionTr: 'İnce hamur',
  descriptionEn: 'Thin dough',
  price: '85.50',
  image: IMAGE,
  categoryId: r.product.categoryId,
  tagIds: [],
  ingredientIds: [],
});
const tag = (r: Records) => ({
  nameTr: 'Vegan',
  nameEn: 'Vegan',
  categoryId: r.tag.categoryId,
  color: '#8B4513',
  textColor: '#8B4513',
  bgColor: '#FFFFFF',
});
const ingredient = (r: Records) => ({
  nameTr: 'Maydanoz',
  nameEn: 'Parsley',
  descriptionTr: 'Taze',
  descriptionEn: 'Fresh',
  categoryId: r.ingredient.categoryId,
});
const campaign = { titleTr: 'Pide Günü', titleEn: 'Pide Day', startDate: '2026-06-20', endDate: '2026-06-21' };
const account = { customerName: 'Yıldız İnşaat', phone: '0532 111 22 33', creditLimit: '5.000' };

/**
 * Every write route with a sample body and the record its `:id` names (the rules the body must
 * follow are the route's own schema: bodySchemaOf). A route the app registers
 * but this table lacks fails the tests that use it, so a new route cannot go unchecked.
 */
export const WRITE_ROUTES: Record<RouteName, WriteRoute> = {
  'POST /api/requests': { body: () => ({ id: randomUUID(), table: '1', kind: 'waiter', device: randomUUID() }) },
  'DELETE /api/requests/:id': { id: (r) => r.call.clientId },
  'POST /api/admin/board/requests/:id/take': { body: () => ({}), id: (r) => r.call.id },
  'POST /api/admin/board/requests/:id/done': { body: () => ({}), id: (r) => r.call.id },
  // Ordering: a line added (refused while the sample restaurant is closed by the real clock), the
  // phone's own line changed, the basket sent; a waiter's order, a basket confirmed, a line moved
  // on and cancelled, a table opened and closed.
  'POST /api/basket-lines': {
    body: (r) => ({
      ...r.orders.access,
      id: randomUUID(),
      language: 'tr',
      productId: r.orders.productId,
      size: null,
      quantity: 1,
      note: '',
    }),
  },
  'PATCH /api/basket-lines/:id': { body: (r) => ({ ...r.orders.access, quantity: 2 }), id: (r) => r.orders.basketLine },
  'POST /api/orders': { body: (r) => ({ ...r.orders.access, id: randomUUID(), language: 'tr' }) },
  'POST /api/admin/orders': {
    body: (r) => ({ id: randomUUID(), table: '5', lines: [{ productId: r.orders.productId, size: null, quantity: 2, note: 'Buzlu' }] }),
  },
  'POST /api/admin/orders/:id/confirm': { body: () => ({}), id: (r) => r.orders.sentOrder },
  'POST /api/admin/order-lines/:id/state': { body: () => ({ state: 'preparing' }), id: (r) => r.orders.confirmedLine },
  'POST /api/admin/order-lines/:id/quantity': { body: () => ({ quantity: 2 }), id: (r) => r.orders.sentLine },
  'POST /api/admin/order-lines/:id/cancel': { body: () => ({ reason: 'Misafir vazgeçti' }), id: (r) => r.orders.confirmedLine },
  'POST /api/admin/order-lines/:id/ikram': { body: () => ({ reason: 'Müdavim' }), id: (r) => r.orders.confirmedLine },
  'POST /api/admin/order-lines/:id/void': { body: () => ({ reason: 'Yanlış girildi' }), id: (r) => r.orders.confirmedLine },
  'POST /api/admin/bills/:id/payments': { body: () => ({ id: randomUUID(), method: 'card', amount: '1' }), id: (r) => r.orders.bill },
  'POST /api/admin/bills/:id/split': { body: () => ({ kind: 'equal', parts: 2 }), id: (r) => r.orders.bill },
  'POST /api/admin/bills/:id/discount': { body: () => ({ amount: '1', reason: 'Doğum günü' }), id: (r) => r.orders.bill },
  'POST /api/admin/bills/:id/move': { body: () => ({ table: '6' }), id: (r) => r.orders.bill },
  'POST /api/admin/bills/:id/lines/move': { body: (r) => ({ table: '6', lineIds: [r.orders.confirmedLine] }), id: (r) => r.orders.bill },
  'POST /api/admin/bills/:id/reopen': { body: () => ({ reason: 'Yanlış kart' }), id: (r) => r.orders.closedBill },
  // The stations (D59): one added, changed and deleted; a ticket and a line moved on at its station, a ticket recalled, a line cancelled there.
  'POST /api/admin/stations': {
    body: () => ({ name: 'Izgara', colour: '#7C3AED', warnMinutes: 12, printer: '', categoryIds: [], productIds: [] }),
  },
  'PUT /api/admin/stations/:id': {
    body: () => ({ name: 'Mutfak', colour: '#B45309', warnMinutes: 8, printer: '127.0.0.1:9100', isDefault: true, version: 1 }),
    id: (r) => r.orders.station,
  },
  'DELETE /api/admin/stations/:id': { id: (r) => r.orders.otherStation },
  'POST /api/admin/tickets/:id/state': { body: () => ({ state: 'preparing' }), id: (r) => r.orders.ticket },
  'POST /api/admin/tickets/:id/recall': { body: () => ({}), id: (r) => r.orders.ticket },
  'POST /api/admin/tickets/:id/print': { body: () => ({}), id: (r) => r.orders.ticket },
  'POST /api/admin/kitchen/:station/lines/:id/state': {
    body: () => ({ state: 'preparing' }),
    id: (r) => [r.orders.station, r.orders.confirmedLine],
  },
  'POST /api/admin/kitchen/:station/lines/:id/cancel': {
    body: () => ({ reason: 'Hamur kalmadı' }),
    id: (r) => [r.orders.station, r.orders.confirmedLine],
  },
  'POST /api/admin/tables/:id/open': { body: () => ({}), id: (r) => r.table.id },
  'POST /api/admin/tables/:id/close': { body: () => ({}), id: (r) => r.table.id },
  'POST /api/products/:id/reviews': {
    body: () => ({ name: 'Ayşe', rating: 5, comment: 'Harika', language: 'tr' }),
    id: (r) => r.product.id,
  },
  // A guest's phone reporting a visit, a table's code and a dish's page (JSON, or the same as text/plain).
  'POST /api/events': {
    body: (r) => ({
      events: [
        { kind: 'visit', language: 'tr' },
        { kind: 'scan', table: '5' },
        { kind: 'dish', productId: r.product.id },
        { kind: 'search', text: 'kaşarlı', found: true },
      ],
    }),
    readsTextPlain: true,
  },
  'POST /api/admin/login': { body: (r) => ({ name: r.user.name, password: 'not-the-password' }) },
  'POST /api/admin/logout': { body: () => ({}), endsSession: true },
  // Signed in as Admin: the right current password (the first accepted body changes it; later ones are refused 400 or 429).
  'PUT /api/admin/me/password': {
    body: () => ({ currentPassword: TEST_ADMIN_PASSWORD, newPassword: 'a-new-admin-password' }),
  },
  // An admin's approval PIN (D60), with the right password (refused 400 once it has changed).
  'PUT /api/admin/me/pin': { body: () => ({ currentPassword: TEST_ADMIN_PASSWORD, pin: '2580' }) },

  'POST /api/admin/categories': { body: () => category },
  'PUT /api/admin/categories/order': { body: (r) => ({ ids: [...r.categoryIds].reverse() }) },
  'PUT /api/admin/categories/:id': {
    body: (r) => ({ ...category, nameTr: 'Pideler', nameEn: 'Pides', version: r.category.version }),
    id: (r) => r.category.id,
  },
  'PATCH /api/admin/categories/:id/active': { body: () => ({ isActive: false }), id: (r) => r.category.id },
  'DELETE /api/admin/categories/:id': { id: (r) => r.category.id },

  'POST /api/admin/products': { body: product },
  'PUT /api/admin/products/order': { body: (r) => ({ ids: [...r.productIds].reverse() }) },
  'PUT /api/admin/products/:id': {
    body: (r) => ({ ...product(r), version: r.product.version }),
    id: (r) => r.product.id,
  },
  'PATCH /api/admin/products/:id/active': { body: () => ({ isActive: false }), id: (r) => r.product.id },
  'PATCH /api/admin/products/:id/sold-out': { body: () => ({ soldOut: 'today' }), id: (r) => r.product.id },
  'DELETE /api/admin/products/:id': { id: (r) => r.product.id },

  'POST /api/admin/tags': { body: tag },
  'PUT /api/admin/tags/:id': { body: (r) => ({ ...tag(r), version: r.tag.version }), id: (r) => r.tag.id },
  'DELETE /api/admin/tags/:id': { id: (r) => r.tag.id },

  'POST /api/admin/ingredients': { body: ingredient },
  'PUT /api/admin/ingredients/:id': {
    body: (r) => ({ ...ingredient(r), version: r.ingredient.version }),
    id: (r) => r.ingredient.id,
  },
  'DELETE /api/admin/ingredients/:id': { id: (r) => r.ingredient.id },

  'POST /api/admin/campaigns': { body: () => campaign },
  'PUT /api/admin/campaigns/:id': {
    body: (r) => ({ ...campaign, version: r.campaign.version }),
    id: (r) => r.campaign.id,
  },
  'DELETE /api/admin/campaigns/:id': { id: (r) => r.campaign.id },

  'POST /api/admin/accounts': { body: () => account },
  'PUT /api/admin/accounts/:id': {
    body: (r) => ({ ...account, creditLimit: '7.500', version: r.account.version }),
    id: (r) => r.account.id,
  },
  'DELETE /api/admin/accounts/:id': { id: (r) => r.account.id },
  'POST /api/admin/accounts/:id/entries': {
    body: () => ({ kind: 'charge', amount: '120,50', day: '2026-06-01', description: 'Pide siparişi' }),
    id: (r) => r.account.id,
  },
  'POST /api/admin/accounts/:id/anonymise': { body: () => ({}), id: (r) => r.account.id },
  'POST /api/admin/accounts/:id/entries/:entryId/reversal': {
    body: () => ({ reason: 'Yanlış hesaba yazıldı' }),
    id: (r) => [r.entry.accountId, r.entry.id],
  },

  'PATCH /api/admin/reviews/:id/visibility': { body: () => ({ isVisible: false }), id: (r) => r.review.id },
  'DELETE /api/admin/reviews/:id': { id: (r) => r.review.id },

  'POST /api/admin/users': { body: () => ({ name: 'Müdür', password: 'mudur-password-123', role: 'admin' }) },
  'PUT /api/admin/users/:id': {
    body: (r) => ({ name: r.user.name, role: 'admin', isActive: true, version: r.user.version }),
    id: (r) => r.user.id,
  },
  'DELETE /api/admin/users/:id': { id: (r) => r.user.id },

  'PUT /api/admin/settings': {
    body: (r) => ({
      restaurantName: 'Sofra Pide Salonu',
      logo: '',
      address: 'Moda Cad. 12, Kadıköy',
      phone: '+90 216 555 12 34',
      hours: [[], ...Array.from({ length: 6 }, () => [{ opens: '11:00', closes: '22:30' }])],
      exceptions: [{ date: '2026-12-31', windows: [{ opens: '11:00', closes: '16:00' }], note: 'Yılbaşı' }],
      wifiName: 'Sofra-Misafir',
      wifiPassword: 'pide2026',
      instagram: '@sofrapide',
      googleReviewUrl: 'https://g.page/r/sofra/review',
      noteTr: 'Fiyatlarımıza KDV dahildir.',
      noteEn: 'Prices include VAT.',
      menuLanguages: ['ru'],
      version: r.settings.version,
    }),
  },

  // A table that is new the first time (then its name is taken: 409, still a clean refusal); a batch records an event per table.
  'POST /api/admin/tables': { body: () => ({ names: 'Teras' }) },
  'PUT /api/admin/tables/:id': { body: (r) => ({ name: 'Pencere', version: r.table.version }), id: (r) => r.table.id },
  'PUT /api/admin/tables/:id/key': { body: (r) => ({ version: r.table.version }), id: (r) => r.table.id },
  'DELETE /api/admin/tables/:id': { id: (r) => r.table.id },
  'PUT /api/admin/qr-settings': {
    body: (r) => ({ publicUrl: 'https://menu.sofra.com.tr', errorCorrection: 'H', wordmark: true, version: r.qrSettings.version }),
  },

  // A category's name in Russian: new the first time (then it is taken by the version it has: 409, a clean refusal).
  'PUT /api/admin/translations/:language': {
    body: (r) => ({ rows: [{ resource: 'categories', id: r.category.id, field: 'name', text: 'Пиде', version: null }] }),
    id: () => 'ru',
  },

  // A translator's file giving the same category's name, from a preview that read it untranslated:
  // applied the first time, the same text after.
  'POST /api/admin/translations/:language/import': {
    body: (r) => ({
      format: 'csv',
      file: `Anahtar;Русский\r\ncategories/${r.category.id}/name;Пиде\r\n`,
      apply: true,
      basis: [{ key: `categories/${r.category.id}/name`, version: null }],
    }),
    id: () => 'ru',
  },

  // The first category's prices up 10%, from a preview of the dishes as they are; the batch applied when the records were read, undone.
  'POST /api/admin/prices/batches': { body: (r) => ({ ...PRICE_CHANGE, categoryId: r.categoryIds[0], basis: r.priceBasis }) },
  'POST /api/admin/prices/batches/:id/undo': { id: (r) => r.priceBatch.id },
  // The exported menu with one price raised: saved the first time (then its preview is stale: 409).
  'POST /api/admin/products/import': { body: (r) => ({ file: r.menuFile.file, apply: true, basis: r.menuFile.basis }) },
  // A change set for a month ahead; the one the records read is cancelled the first time (then 409).
  'POST /api/admin/prices/scheduled': { body: (r) => ({ ...PRICE_CHANGE, categoryId: r.categoryIds[0], effectiveAt: inAMonth() }) },
  'DELETE /api/admin/prices/scheduled/:id': { id: (r) => r.scheduled.id },

  // The sample data: removed the first time, nothing left to remove after (still a 200).
  'POST /api/admin/sample-data/removal': { body: () => ({}) },

  // A new photo each time: another crop (shape) of the sample, which differs from the stored one.
  'POST /api/admin/media': { form: () => photoForm(SAMPLE_PHOTO, { shape: 'campaign' }) },
  'POST /api/admin/media/:original/crops': { body: () => ({ shape: 'category' }), id: (r) => r.photo.original },
};

/**
 * What a valid request to `route` carries: its JSON body, or its form for the upload route, with
 * the content type to send (none for a request without a body).
 */
export function validRequestOf(route: RouteName, records: Records): { payload?: string | Buffer; contentType?: string } {
  const spec = WRITE_ROUTES[route];
  if (spec?.form) return spec.form(records);
  if (methodOf(route) === 'DELETE' || !spec) return {};
  return { payload: JSON.stringify(spec.body?.(records) ?? {}), contentType: 'application/json' };
}

export type PathId = number | string | (number | string)[];

/** The route's path with its parameters (`:id`, `:original`, …) filled in: all with `id`, or one each from a list. */
export function pathOf(route: RouteName, id: PathId): string {
  const url = route.slice(route.indexOf(' ') + 1);
  const values = Array.isArray(id) ? [...id] : null;
  return url.replace(/:\w+/g, () => String(values ? values.shift() : id));
}

export function methodOf(route: RouteName): 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS' {
  return route.slice(0, route.indexOf(' ')) as 'GET';
}
