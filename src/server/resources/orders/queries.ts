import { createHash } from 'node:crypto';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { localized, menuText, type PublicMenu } from '../../../shared/menu.js';
import { localTimeIn, isWithin, openStatus } from '../../../shared/opening-hours.js';
import { choiceKey, optionsTotal } from '../../../shared/options.js';
import { canStep, lineTotal, linesTotal, type LineState } from '../../../shared/orders.js';
import { MAX_KURUS } from '../../../shared/money-input.js';
import { formatLira } from '../../../shared/money.js';
import type { MenuProduct } from '../../../shared/schemas/product.js';
import type {
  BasketLineChange,
  BasketLineInput,
  ChosenOption,
  LineOption,
  GuestTableQuery,
  GuestTableState,
  SendInput,
  StaffOrder,
  StaffTable,
  WaiterOrderInput,
} from '../../../shared/schemas/order.js';
import type { StaffUser } from '../../../shared/schemas/user.js';
import { billSums, DEFAULT_VAT_RATE, type BillLine } from '../../../shared/bill.js';
import { foldTurkish } from '../../../shared/text.js';
import type { DialectName } from '../../platform/db/dialect.js';
import type {
  BasketLineRow,
  Database,
  DiningTableRow,
  OrderLineRow,
  OrderLineTable,
  OrderRow,
  OrderTable,
} from '../../platform/db/schema.js';
import { conflict, HttpError, notFound } from '../../platform/http/errors.js';
import type { EventLog } from '../../platform/http/event-stream.js';
import { soldOutOn, type StoredOptionGroup, type StoredSize } from '../products/queries.js';
import { hasHours } from '../service-requests/queries.js';
import { addEvent, locked, ORDERS_CHANNEL, type Executor } from './events.js';
import { openBillOf } from './table-bill.js';
import { issueTickets, settleTicket } from './tickets.js';

export const MISSING_ORDER = 'Sipariş bulunamadı';
export const MISSING_LINE = 'Sipariş satırı bulunamadı';
export const MISSING_TABLE = 'Masa bulunamadı';

/** What ordering needs to know of the moment and the menu. */
export interface OrderContext {
  now: Date;
  today: string;
  timeZone: string;
  /** The menu as it is now (names in every language, the dishes' hours, the restaurant's settings). */
  menu: PublicMenu;
}

const hashOf = (device: string) => createHash('sha256').update(`sofra-device:${device}`).digest('base64url');

/**
 * A change at a table, as the streams send it: the staff boards every table's, a phone only its
 * own table's. Each reader loads what it shows again (GET /api/admin/orders, /api/table-orders).
 */
export interface TableEvent {
  id: number;
  tableId: number;
  type: string;
}

/** The tables' changes, numbered in commit order, for the streams (platform/http/event-stream.ts). */
export const tableEvents: EventLog<TableEvent> = {
  channel: ORDERS_CHANNEL,
  latest: (db) => eventIdAt(db, 'max'),
  oldest: (db) => eventIdAt(db, 'min'),
  after: (db, after, limit) =>
    db.selectFrom('orderEvents').select(['id', 'tableId', 'type']).where('id', '>', after).orderBy('id').limit(limit).execute(),
};

async function eventIdAt(db: Executor, end: 'max' | 'min'): Promise<number> {
  const row = await db
    .selectFrom('orderEvents')
    .select((eb) => eb.fn[end]<number | null>('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** How long the streams' events are kept: a reader further behind loads afresh. */
export const TABLE_EVENT_RETENTION_MS = 48 * 3_600_000;

/** Forgets the streams' events no reader could still be catching up on; the orders stay. */
export async function forgetOldTableEvents(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .deleteFrom('orderEvents')
    .where('at', '<', new Date(now.getTime() - TABLE_EVENT_RETENTION_MS).toISOString())
    .execute();
}

/** The table a guest's code names and its key opens, for its stream. */
export const guestTableId = async (db: Kysely<Database>, access: Pick<GuestTableQuery, 'table' | 'key'>): Promise<number> =>
  (await tableOfGuest(db, access)).id;

/** Refusals a guest's phone shows in its own words, by their code. */
const refuse = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  new HttpError(status, code, message, fields);

/**
 * The table a guest's code names, if its key is the one staff printed last: a renewed key, or
 * a code photographed from another card, orders nothing.
 */
async function tableOfGuest(db: Executor, access: Pick<GuestTableQuery, 'table' | 'key'>): Promise<DiningTableRow> {
  const table = await db.selectFrom('diningTables').selectAll().where('nameKey', '=', foldTurkish(access.table)).executeTakeFirst();
  if (!table) throw refuse(404, 'unknown_table', 'Bu masa bulunamadı.', { table: 'Bu masa bulunamadı' });
  if (table.orderKey === '' || table.orderKey !== access.key) {
    throw refuse(403, 'old_key', 'Bu kartın kodu artık geçerli değil: masadaki kodu yeniden okutun.');
  }
  return table;
}

/** Why a dish cannot be ordered now, if it cannot: sold out, outside its hours, or the restaurant closed. */
function unavailable(menu: PublicMenu, productId: number, now: Date, timeZone: string): HttpError | null {
  const { restaurant } = menu;
  const local = localTimeIn(timeZone, now);
  const hours = { week: restaurant.hours, exceptions: restaurant.exceptions };
  if (hasHours(hours) && !openStatus(hours, local).open) return refuse(409, 'closed', 'Restoran şu an kapalı.');
  const product = menu.products.find((candidate) => candidate.id === productId);
  if (!product) return refuse(404, 'unknown_dish', 'Bu ürün menüde yok.', { productId: 'Bu ürün menüde yok' });
  if (product.soldOut) return refuse(409, 'sold_out', `${product.nameTr} tükendi.`);
  const category = menu.categories.find((candidate) => candidate.id === product.categoryId);
  const hoursOf = product.availability ?? category?.availability ?? null;
  if (hoursOf !== null && !isWithin(hoursOf.windows, hoursOf.weekdays, local)) {
    return refuse(409, 'not_now', `${product.nameTr} şu saatte servis edilmiyor.`);
  }
  return null;
}

/**
 * A dish, its size and options as the menu names them for a guest, and the price it says now:
 * the size's (or the dish's one price) and each option's. A line costs at most what a dish may.
 */
function menuLine(
  menu: PublicMenu,
  productId: number,
  size: string | null,
  options: readonly ChosenOption[],
  language: BasketLineInput['language'],
) {
  const product = menu.products.find((candidate) => candidate.id === productId);
  if (!product) throw refuse(404, 'unknown_dish', 'Bu ürün menüde yok.', { productId: 'Bu ürün menüde yok' });
  const sized = sizeOf(product, size, language);
  const chosen = optionsOf(product, options, language);
  const priceKurus = sized.priceKurus + optionsTotal(chosen);
  if (priceKurus > MAX_KURUS) {
    throw refuse(400, 'validation', `Bir satırın birim fiyatı en fazla ${formatLira(MAX_KURUS)} olabilir.`, {
      options: 'Seçeneklerle birlikte fiyat çok yüksek',
    });
  }
  return { nameTr: product.nameTr, name: localized(product, language), ...sized, options: chosen, priceKurus };
}

function sizeOf(product: MenuProduct, size: string | null, language: BasketLineInput['language']) {
  if (product.sizes.length === 0) {
    if (size !== null) throw refuse(400, 'validation', 'Bu ürünün boyu yok.', { size: 'Bu ürünün boyu yok' });
    return { sizeTr: null, sizeName: null, priceKurus: product.priceKurus };
  }
  const chosen = product.sizes.find((candidate) => candidate.labelTr === size);
  if (!chosen) throw refuse(400, 'validation', 'Bir boy seçilmeli.', { size: 'Bu üründe böyle bir boy yok' });
  return { sizeTr: chosen.labelTr, sizeName: menuText(chosen, 'label', language).text, priceKurus: chosen.priceKurus };
}

/**
 * The options chosen, as the dish has them now, in its order: each one of its groups' choices,
 * once, and of each group from its fewest to its most.
 */
function optionsOf(product: MenuProduct, chosen: readonly ChosenOption[], language: BasketLineInput['language']): LineOption[] {
  const wrong = (message: string) => refuse(400, 'validation', `${message}.`, { options: message });
  const picked = new Set<string>();
  for (const { group, choice } of chosen) {
    const found = product.options.find((candidate) => candidate.nameTr === group)?.choices.some((candidate) => candidate.nameTr === choice);
    if (!found) throw wrong(`${product.nameTr} ürününde “${group}: ${choice}” seçeneği yok`);
    const key = choiceKey(group, choice);
    if (picked.has(key)) throw wrong(`“${group}: ${choice}” bir kez seçilebilir`);
    picked.add(key);
  }
  return product.options.flatMap((group) => {
    const choices = group.choices.filter((choice) => picked.has(choiceKey(group.nameTr, choice.nameTr)));
    if (choices.length < group.min) throw wrong(`${group.nameTr}: en az ${group.min} seçilmeli`);
    if (choices.length > group.max) throw wrong(`${group.nameTr}: en çok ${group.max} seçilebilir`);
    return choices.map((choice) => ({
      groupTr: group.nameTr,
      choiceTr: choice.nameTr,
      group: localized(group, language),
      choice: localized(choice, language),
      priceKurus: choice.priceKurus,
    }));
  });
}

/** A line's options as its column holds them (migration 032). */
const lineOptions = (line: { options: string }) => JSON.parse(line.options) as LineOption[];

/**
 * A line's price as the database has it at this moment, in the transaction that sends, with its
 * options' prices as they are now: the menu a guest read may be a moment old. Null when the
 * dish is gone, hidden or sold out, or has lost its size or one of the options.
 */
async function priceNow(
  trx: Executor,
  productId: number,
  sizeTr: string | null,
  options: readonly LineOption[],
  today: string,
): Promise<{ unitPriceKurus: number; options: LineOption[] } | null> {
  const row = await trx
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.categoryId')
    .select(['p.priceKurus', 'p.sizes', 'p.optionGroups', 'p.soldOutUntil', 'p.isActive', 'c.isActive as categoryActive'])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  if (!row || row.isActive !== 1 || row.categoryActive !== 1 || soldOutOn(row.soldOutUntil, today) !== null) return null;
  const sizes = JSON.parse(row.sizes) as StoredSize[];
  const base =
    sizes.length === 0 ? (sizeTr === null ? row.priceKurus : null) : (sizes.find((size) => size.labelTr === sizeTr)?.priceKurus ?? null);
  if (base === null) return null;
  const groups = JSON.parse(row.optionGroups) as StoredOptionGroup[];
  const priced: LineOption[] = [];
  for (const option of options) {
    const choice = groups
      .find((group) => group.nameTr === option.groupTr)
      ?.choices.find((candidate) => candidate.nameTr === option.choiceTr);
    if (!choice) return null;
    priced.push({ ...option, priceKurus: choice.priceKurus });
  }
  return { unitPriceKurus: base + optionsTotal(priced), options: priced };
}

function orderingOf(menu: PublicMenu) {
  const { ordering, basketMaxLines, basketMaxKurus } = menu.restaurant;
  return { ordering, basketMaxLines, basketMaxKurus };
}

/** Guests may fill and send a basket: ordering is on, and straight to the kitchen only at an open table. */
function guestsMayOrder(menu: PublicMenu, table: DiningTableRow): void {
  const { ordering } = orderingOf(menu);
  if (ordering === 'off') throw refuse(409, 'ordering_off', 'Bu restoranda masadan sipariş verilmiyor; garsonu çağırabilirsiniz.');
  if (ordering === 'direct' && table.openedAt === null) {
    throw refuse(409, 'table_closed', 'Masa henüz açılmadı: sipariş için garsonu çağırın.');
  }
}

/** What a phone at the table shows: the basket (its own lines marked), the orders since the table opened, the running total. */
export async function guestTableState(db: Executor, access: GuestTableQuery, menu: PublicMenu): Promise<GuestTableState> {
  const table = await tableOfGuest(db, access);
  const device = hashOf(access.device);
  const lines = await db.selectFrom('basketLines').selectAll().where('tableId', '=', table.id).orderBy('id').execute();
  const phones = [...new Set(lines.map((line) => line.deviceHash))];
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('tableId', '=', table.id)
    .where('closedAt', 'is', null)
    .orderBy('id')
    .execute();
  const orderLines = await linesOf(db, orders);
  const { ordering, basketMaxLines, basketMaxKurus } = orderingOf(menu);
  const basketLines = lines.map((line) => ({
    id: line.clientId,
    productId: line.productId,
    ...guestLineOf(line),
    unitPriceKurus: line.unitPriceKurus,
    totalKurus: lineTotal(line),
    mine: line.deviceHash === device,
    phone: phones.indexOf(line.deviceHash) + 1,
  }));
  return {
    ordering,
    open: table.openedAt !== null,
    basket: { lines: basketLines, totalKurus: linesTotal(lines), maxLines: basketMaxLines, maxKurus: basketMaxKurus },
    orders: orders.map((order) => ({
      id: order.clientId,
      createdAt: order.createdAt,
      confirmed: order.confirmedAt !== null,
      lines: (orderLines.get(order.id) ?? []).map((line) => ({
        productId: line.productId,
        ...guestLineOf(line),
        state: line.state,
        cancelReason: line.cancelReason,
        totalKurus: lineTotal(line),
      })),
    })),
    totalKurus: linesTotal([...orderLines.values()].flat()),
    bill: await guestBill(db, table.id, orders, orderLines),
  };
}

/** The table's open bill as its guests read it (D60): its sums, what was paid and what is left. */
async function guestBill(
  db: Executor,
  tableId: number,
  orders: readonly OrderRow[],
  lines: Map<number, OrderLineRow[]>,
): Promise<GuestTableState['bill']> {
  const bill = await db
    .selectFrom('bills')
    .select(['id', 'discountKurus'])
    .where('tableId', '=', tableId)
    .where('closedAt', 'is', null)
    .executeTakeFirst();
  if (!bill) return null;
  const own = orders.filter((order) => order.billId === bill.id).flatMap((order) => lines.get(order.id) ?? []);
  const sums = billSums(own.map(asBillLine), bill.discountKurus);
  const paid = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.sum<number | string>('amountKurus').as('paid'))
    .where('billId', '=', bill.id)
    .executeTakeFirst();
  const paidKurus = Number(paid?.paid ?? 0);
  return {
    subtotalKurus: sums.subtotalKurus,
    ikramKurus: sums.ikramKurus,
    discountKurus: sums.discountKurus,
    totalKurus: sums.totalKurus,
    paidKurus,
    remainingKurus: Math.max(sums.totalKurus - paidKurus, 0),
  };
}

/** What a phone at the table reads of a line, in the basket or sent: as the phone that added it read it, with its options and language. */
function guestLineOf(line: Pick<BasketLineRow, 'name' | 'sizeName' | 'sizeTr' | 'options' | 'quantity' | 'note' | 'language'>) {
  return {
    name: line.name,
    size: line.sizeName,
    sizeTr: line.sizeTr,
    options: lineOptions(line),
    quantity: line.quantity,
    note: line.note,
    language: line.language as GuestTableState['basket']['lines'][number]['language'],
  };
}

async function linesOf(db: Executor, orders: readonly OrderRow[]): Promise<Map<number, OrderLineRow[]>> {
  const byOrder = new Map<number, OrderLineRow[]>();
  if (orders.length === 0) return byOrder;
  const rows = await db
    .selectFrom('orderLines')
    .selectAll()
    .where(
      'orderId',
      'in',
      orders.map((order) => order.id),
    )
    .orderBy('id')
    .execute();
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

/**
 * 'Ekle': a line in the table's basket, with the dish's name and price as the guest reads them.
 * Added again with the same id, it is added once. The owner's limits count the whole basket.
 */
export async function addBasketLine(
  db: Kysely<Database>,
  dialect: DialectName,
  input: BasketLineInput,
  context: OrderContext,
): Promise<void> {
  const { menu, now } = context;
  const seen = menuLine(menu, input.productId, input.size, input.options, input.language);
  await locked(db, dialect, async (trx) => {
    const table = await tableOfGuest(trx, input);
    const again = await trx.selectFrom('basketLines').select('tableId').where('clientId', '=', input.id).executeTakeFirst();
    if (again) {
      if (again.tableId !== table.id) throw refuse(409, 'conflict', 'Bu satır kimliği başka bir masada kullanıldı.');
      return;
    }
    guestsMayOrder(menu, table);
    const refusal = unavailable(menu, input.productId, now, context.timeZone);
    if (refusal) throw refusal;
    const lines = await trx.selectFrom('basketLines').select(['unitPriceKurus', 'quantity']).where('tableId', '=', table.id).execute();
    const { basketMaxLines, basketMaxKurus } = orderingOf(menu);
    if (lines.length >= basketMaxLines) {
      throw refuse(409, 'basket_full', `Sepette en fazla ${basketMaxLines} satır olabilir: önce bunları gönderin.`);
    }
    if (linesTotal(lines) + seen.priceKurus * input.quantity > basketMaxKurus) {
      throw refuse(409, 'basket_amount', 'Sepetin tutarı restoranın sınırını aşıyor: önce bunları gönderin ya da garsonu çağırın.');
    }
    await trx
      .insertInto('basketLines')
      .values({
        clientId: input.id,
        tableId: table.id,
        deviceHash: hashOf(input.device),
        productId: input.productId,
        sizeTr: seen.sizeTr,
        quantity: input.quantity,
        note: input.note,
        language: input.language,
        name: seen.name,
        sizeName: seen.sizeName,
        options: JSON.stringify(seen.options),
        unitPriceKurus: seen.priceKurus,
        createdAt: now.toISOString(),
      })
      .execute();
    await addEvent(trx, dialect, table.id, 'basket', now);
  });
}

/** The phone that added a line changes its quantity or note; a quantity of 0 takes it out. */
export async function changeBasketLine(
  db: Kysely<Database>,
  dialect: DialectName,
  clientId: string,
  change: BasketLineChange,
  context: OrderContext,
): Promise<void> {
  await locked(db, dialect, async (trx) => {
    const table = await tableOfGuest(trx, change);
    const line = await trx
      .selectFrom('basketLines')
      .selectAll()
      .where('clientId', '=', clientId)
      .where('tableId', '=', table.id)
      .executeTakeFirst();
    // Sent meanwhile, or taken out by its phone: there is nothing to change.
    if (!line) throw refuse(404, 'not_found', 'Bu satır sepette yok: gönderilmiş ya da çıkarılmış olabilir.');
    if (line.deviceHash !== hashOf(change.device)) throw refuse(403, 'not_yours', 'Bu satırı başka bir telefon ekledi.');
    if (change.quantity === 0) {
      await trx.deleteFrom('basketLines').where('id', '=', line.id).execute();
    } else {
      if (change.quantity > line.quantity) {
        const lines = await trx.selectFrom('basketLines').select(['unitPriceKurus', 'quantity']).where('tableId', '=', table.id).execute();
        const total = linesTotal(lines) + line.unitPriceKurus * (change.quantity - line.quantity);
        if (total > orderingOf(context.menu).basketMaxKurus) {
          throw refuse(409, 'basket_amount', 'Sepetin tutarı restoranın sınırını aşıyor: önce bunları gönderin ya da garsonu çağırın.');
        }
      }
      await trx
        .updateTable('basketLines')
        .set({ quantity: change.quantity, ...(change.note === undefined ? {} : { note: change.note }) })
        .where('id', '=', line.id)
        .execute();
    }
    await addEvent(trx, dialect, table.id, 'basket', context.now);
  });
}

/**
 * 'Siparişi gönder': the table's whole basket becomes one order, its names and prices frozen as
 * they are now. Sent again with the same id (tapped twice, or after a lost answer), it is
 * answered with the order already made. A dish sold out or repriced since it was added stops
 * the sending: the basket is brought up to date (the new prices), and the guests send again.
 */
export async function sendBasket(
  db: Kysely<Database>,
  dialect: DialectName,
  input: SendInput,
  context: OrderContext,
): Promise<{ created: boolean }> {
  const { menu, now, today } = context;
  return locked(db, dialect, async (trx) => {
    const table = await tableOfGuest(trx, input);
    const again = await trx.selectFrom('orders').select('tableId').where('clientId', '=', input.id).executeTakeFirst();
    if (again) {
      if (again.tableId !== table.id) throw refuse(409, 'conflict', 'Bu sipariş kimliği başka bir masada kullanıldı.');
      return { created: false };
    }
    guestsMayOrder(menu, table);
    const lines = await trx.selectFrom('basketLines').selectAll().where('tableId', '=', table.id).orderBy('id').execute();
    if (lines.length === 0) throw refuse(409, 'basket_empty', 'Sepet boş.');
    const priced = [];
    let repriced = false;
    for (const line of lines) {
      const refusal = unavailable(menu, line.productId, now, context.timeZone);
      if (refusal) throw refusal;
      const current = await priceNow(trx, line.productId, line.sizeTr, lineOptions(line), today);
      if (current === null) throw refuse(409, 'sold_out', `${line.name} artık sipariş edilemiyor.`);
      const options = JSON.stringify(current.options);
      if (current.unitPriceKurus !== line.unitPriceKurus || options !== line.options) {
        repriced = true;
        await trx.updateTable('basketLines').set({ unitPriceKurus: current.unitPriceKurus, options }).where('id', '=', line.id).execute();
      }
      priced.push({ line, price: current.unitPriceKurus, nameTr: menu.products.find((p) => p.id === line.productId)?.nameTr ?? line.name });
    }
    if (repriced) {
      await addEvent(trx, dialect, table.id, 'basket', now);
      // The new prices stay in the basket for the guests to see; nothing is sent.
      return 'repriced' as const;
    }
    const direct = orderingOf(menu).ordering === 'direct';
    const at = now.toISOString();
    const state = direct ? ('confirmed' as const) : ('sent' as const);
    const orderId = await insertOrder(
      trx,
      {
        clientId: input.id,
        tableId: table.id,
        tableName: table.name,
        language: input.language,
        source: 'table',
        createdAt: at,
        confirmedAt: direct ? at : null,
      },
      priced.map(({ line, price, nameTr }) => ({ ...line, nameTr, unitPriceKurus: price, state })),
    );
    // Straight to the kitchen: the stations have it at once.
    if (direct) await issueTickets(trx, orderId, now);
    await trx.deleteFrom('basketLines').where('tableId', '=', table.id).execute();
    await addEvent(trx, dialect, table.id, 'sent', now);
    return { created: true };
  }).then((outcome) => {
    // Thrown after the transaction commits, so the basket keeps its new prices.
    if (outcome === 'repriced') {
      throw refuse(409, 'prices_changed', 'Bazı fiyatlar değişti: sepeti kontrol edip yeniden gönderin.');
    }
    return outcome;
  });
}

/** How far back 'Sipariş al' looks for the dishes ordered most, and how many it puts first. */
export const POPULAR_DAYS = 30;
export const POPULAR_COUNT = 12;

/** The dishes ordered most in the last 30 days (cancelled lines aside), most first: 'Sipariş al' lists them first. */
export async function popularDishes(db: Executor, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - POPULAR_DAYS * 86_400_000).toISOString();
  const rows = await db
    .selectFrom('orderLines as l')
    .innerJoin('orders as o', 'o.id', 'l.orderId')
    .select(['l.productId', (eb) => eb.fn.sum<number | string>('l.quantity').as('quantity')])
    .where('o.createdAt', '>=', since)
    .where('o.createdAt', '<=', now.toISOString())
    .where('l.state', '!=', 'cancelled')
    .where('l.productId', 'is not', null)
    .groupBy('l.productId')
    .orderBy('quantity', 'desc')
    .orderBy('l.productId')
    .limit(POPULAR_COUNT)
    .execute();
  return rows.map((row) => row.productId!);
}

/** Every table with its orders since it opened (none for a closed one), as staff read them, in Turkish. */
export async function staffTables(db: Executor): Promise<StaffTable[]> {
  const tables = await db.selectFrom('diningTables').select(['id', 'name', 'openedAt']).orderBy('id').execute();
  const orders = await db
    .selectFrom('orders')
    .selectAll()
    .where('closedAt', 'is', null)
    .where('tableId', 'is not', null)
    .orderBy('id')
    .execute();
  const lines = await linesOf(db, orders);
  const bills = await db.selectFrom('bills').select(['id', 'tableId', 'discountKurus']).where('closedAt', 'is', null).execute();
  const paid = new Map(
    (
      await db
        .selectFrom('payments as p')
        .innerJoin('bills as b', 'b.id', 'p.billId')
        .select((eb) => ['p.billId', eb.fn.sum<number | string>('p.amountKurus').as('paid')])
        .where('b.closedAt', 'is', null)
        .groupBy('p.billId')
        .execute()
    ).map((row) => [row.billId, Number(row.paid)]),
  );
  return tables.map((table) => {
    const mine = orders.filter((order) => order.tableId === table.id);
    const own = mine.map((order) => staffOrderOf(order, lines.get(order.id) ?? []));
    const open = bills.find((bill) => bill.tableId === table.id);
    const billLines = mine.flatMap((order) => (order.billId === open?.id ? (lines.get(order.id) ?? []) : []));
    const bill = open
      ? {
          id: open.id,
          totalKurus: billSums(billLines.map(asBillLine), open.discountKurus).totalKurus,
          paidKurus: paid.get(open.id) ?? 0,
        }
      : null;
    return { ...table, orders: own, totalKurus: own.reduce((sum, order) => sum + order.totalKurus, 0), bill };
  });
}

function staffOrderOf(order: OrderRow, lines: readonly OrderLineRow[]): StaffOrder {
  return {
    id: order.id,
    table: order.tableName,
    language: order.language as StaffOrder['language'],
    source: order.source,
    createdAt: order.createdAt,
    createdBy: order.createdByName,
    confirmedAt: order.confirmedAt,
    confirmedBy: order.confirmedByName,
    lines: lines.map(staffLineOf),
    totalKurus: linesTotal(lines),
  };
}

/** A line as the bill's arithmetic reads it (shared/bill.ts). */
export const asBillLine = (line: OrderLineRow): BillLine => ({
  quantity: line.quantity,
  unitPriceKurus: line.unitPriceKurus,
  state: line.state,
  vatRate: line.vatRate,
  ikram: line.ikram === 1,
  part: line.part,
});

/** A line as staff read it, in Turkish with its price. */
export function staffLineOf(line: OrderLineRow): StaffOrder['lines'][number] {
  return {
    id: line.id,
    nameTr: line.nameTr,
    sizeTr: line.sizeTr,
    options: lineOptions(line),
    quantity: line.quantity,
    note: line.note,
    language: line.language as StaffOrder['language'],
    unitPriceKurus: line.unitPriceKurus,
    totalKurus: lineTotal(line),
    state: line.state,
    cancelReason: line.cancelReason,
  };
}

async function staffOrder(db: Executor, id: number): Promise<StaffOrder> {
  const order = await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
  if (!order) throw notFound(MISSING_ORDER);
  return staffOrderOf(order, (await linesOf(db, [order])).get(order.id) ?? []);
}

/**
 * A waiter confirms a basket the guests sent: of two who tap at the same moment exactly one
 * confirms it, and the other is told who did. Confirming opens the table.
 */
export async function confirmOrder(
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
  staff: StaffUser,
  now: Date,
): Promise<StaffOrder> {
  return locked(db, dialect, async (trx) => {
    const at = now.toISOString();
    const confirmed = await trx
      .updateTable('orders')
      .set({ confirmedAt: at, confirmedById: staff.id, confirmedByName: staff.name })
      .where('id', '=', id)
      .where('confirmedAt', 'is', null)
      .where('closedAt', 'is', null)
      .returningAll()
      .executeTakeFirst();
    if (!confirmed) {
      const order = await trx.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
      if (!order) throw notFound(MISSING_ORDER);
      if (order.closedAt !== null) throw conflict('Bu siparişin masası kapandı.');
      throw new HttpError(409, 'confirmed', `Bu siparişi ${order.confirmedByName ?? 'başka biri'} onayladı.`);
    }
    await trx
      .updateTable('orderLines')
      .set({ state: 'confirmed', changedAt: at })
      .where('orderId', '=', id)
      .where('state', '=', 'sent')
      .execute();
    await issueTickets(trx, id, now);
    if (confirmed.tableId !== null) {
      await trx
        .updateTable('diningTables')
        .set({ openedAt: at })
        .where('id', '=', confirmed.tableId)
        .where('openedAt', 'is', null)
        .execute();
      await addEvent(trx, dialect, confirmed.tableId, 'confirmed', now);
    }
    return staffOrder(trx, id);
  });
}

/**
 * 'Sipariş al': a waiter's order for any table, confirmed as it is sent, in Turkish, at the
 * prices of the moment; it opens the table. Sent again with the same id, it is made once.
 */
export async function takeOrder(
  db: Kysely<Database>,
  dialect: DialectName,
  input: WaiterOrderInput,
  staff: StaffUser,
  context: OrderContext,
): Promise<{ order: StaffOrder; created: boolean }> {
  const { menu, now, today } = context;
  return locked(db, dialect, async (trx) => {
    const again = await trx.selectFrom('orders').select('id').where('clientId', '=', input.id).executeTakeFirst();
    if (again) return { order: await staffOrder(trx, again.id), created: false };
    const table = await trx.selectFrom('diningTables').selectAll().where('nameKey', '=', foldTurkish(input.table)).executeTakeFirst();
    if (!table) throw new HttpError(404, 'unknown_table', 'Bu masa bulunamadı.', { table: 'Bu masa bulunamadı' });
    const lines = [];
    for (const [index, line] of input.lines.entries()) {
      const names = menuLine(menu, line.productId, line.size, line.options, 'tr');
      const current = await priceNow(trx, line.productId, names.sizeTr, names.options, today);
      if (current === null) throw conflict(`${names.nameTr} tükendi.`, { [`lines.${index}.productId`]: 'Tükendi' });
      lines.push({ ...line, ...names, options: JSON.stringify(current.options), price: current.unitPriceKurus });
    }
    const at = now.toISOString();
    const orderId = await insertOrder(
      trx,
      {
        clientId: input.id,
        tableId: table.id,
        tableName: table.name,
        language: 'tr',
        source: 'waiter',
        createdAt: at,
        createdById: staff.id,
        createdByName: staff.name,
        confirmedAt: at,
        confirmedById: staff.id,
        confirmedByName: staff.name,
      },
      lines.map((line) => ({
        ...line,
        name: line.nameTr,
        sizeName: line.sizeTr,
        language: 'tr',
        unitPriceKurus: line.price,
        state: 'confirmed' as const,
      })),
    );
    await issueTickets(trx, orderId, now);
    await trx.updateTable('diningTables').set({ openedAt: at }).where('id', '=', table.id).where('openedAt', 'is', null).execute();
    await addEvent(trx, dialect, table.id, 'sent', now);
    return { order: await staffOrder(trx, orderId), created: true };
  });
}

/** An order and its lines, each line's names, price and state as given, stamped with the order's moment. */
async function insertOrder(
  trx: Transaction<Database>,
  order: Insertable<OrderTable>,
  lines: readonly Pick<
    Insertable<OrderLineTable>,
    'productId' | 'nameTr' | 'sizeTr' | 'name' | 'sizeName' | 'options' | 'quantity' | 'note' | 'language' | 'unitPriceKurus' | 'state'
  >[],
): Promise<number> {
  const billId = order.tableId ? await openBillOf(trx, { id: order.tableId, name: order.tableName }, order.createdAt) : null;
  const { id } = await trx
    .insertInto('orders')
    .values({ ...order, billId })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Each line's VAT rate is its category's now, kept with its price (D60).
  const productIds = lines.flatMap((line) => (line.productId ? [line.productId] : []));
  const rates = new Map(
    productIds.length === 0
      ? []
      : (
          await trx
            .selectFrom('products as p')
            .innerJoin('categories as c', 'c.id', 'p.categoryId')
            .select(['p.id', 'c.vatRate'])
            .where('p.id', 'in', productIds)
            .execute()
        ).map((row) => [row.id, row.vatRate]),
  );
  await trx
    .insertInto('orderLines')
    .values(
      lines.map(({ productId, nameTr, sizeTr, name, sizeName, options, quantity, note, language, unitPriceKurus, state }) => ({
        vatRate: (productId ? rates.get(productId) : undefined) ?? DEFAULT_VAT_RATE,
        orderId: id,
        productId,
        nameTr,
        sizeTr,
        name,
        sizeName,
        options,
        quantity,
        note,
        language,
        unitPriceKurus,
        state,
        changedAt: order.createdAt,
      })),
    )
    .execute();
  return id;
}

/**
 * A line moves on (being prepared, ready, served): forward only, once its order is confirmed. At
 * its station (`stationId`), only a line on one of that station's tickets, and only to being
 * prepared or ready.
 */
export async function stepLine(
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
  state: LineState,
  now: Date,
  station?: number,
): Promise<StaffOrder> {
  return changingLine(db, dialect, id, station, (trx, line) => {
    if (!canStep(line.state, state)) throw conflict(`Bu satır ${STATE_NAMES[line.state]}: ${STATE_NAMES[state]} yapılamaz.`);
    return changeLine(trx, dialect, line, { state }, now);
  });
}

type LineToChange = Awaited<ReturnType<typeof lineWithOrder>>;

/**
 * Changes line `id` under the orders' lock. At a station (`station`), only a line of one of that
 * station's tickets.
 */
function changingLine<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
  station: number | undefined,
  change: (trx: Transaction<Database>, line: LineToChange) => Promise<T>,
): Promise<T> {
  return locked(db, dialect, async (trx) => {
    const line = await lineWithOrder(trx, id);
    if (station !== undefined) await onStation(trx, line, station);
    return change(trx, line);
  });
}

/** A station changes only the lines of its own tickets (the default's, those of a station since deleted too). */
async function onStation(trx: Executor, line: { ticketId: number | null }, stationId: number): Promise<void> {
  const ticket =
    line.ticketId === null
      ? undefined
      : await trx.selectFrom('tickets').select('stationId').where('id', '=', line.ticketId).executeTakeFirst();
  const isDefault = async () =>
    (await trx.selectFrom('stations').select('isDefault').where('id', '=', stationId).executeTakeFirst())?.isDefault === 1;
  if (!ticket || (ticket.stationId !== stationId && !(ticket.stationId === null && (await isDefault())))) {
    throw new HttpError(409, 'other_station', 'Bu satır bu istasyonun fişinde değil.');
  }
}

/**
 * Staff cancel a line, with the reason the guests read. Once the kitchen has started it
 * (being prepared or ready), only an admin may; a served line stays served.
 */
export async function cancelLine(
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
  reason: string,
  staff: StaffUser,
  now: Date,
  station?: number,
): Promise<StaffOrder> {
  return changingLine(db, dialect, id, station, (trx, line) => {
    if (line.state === 'cancelled') throw conflict('Bu satır zaten iptal edildi.');
    if (line.state === 'served') throw conflict('Servis edilmiş bir satır iptal edilemez.');
    if ((line.state === 'preparing' || line.state === 'ready') && station === undefined && staff.role !== 'admin') {
      throw new HttpError(
        403,
        'kitchen_started',
        'Mutfak bu satırı hazırlamaya başladı: yalnızca istasyonu veya bir yönetici iptal edebilir.',
      );
    }
    return changeLine(trx, dialect, line, { state: 'cancelled', cancelReason: reason }, now);
  });
}

/**
 * A waiter changes how many of a line the guests sent, with them at the table, before confirming
 * it; taking a line out is cancelling it. A confirmed order keeps its lines as they were.
 */
export async function changeLineQuantity(
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
  quantity: number,
  now: Date,
): Promise<StaffOrder> {
  return changingLine(db, dialect, id, undefined, (trx, line) => {
    if (line.state !== 'sent') {
      throw new HttpError(409, 'confirmed', 'Onaylanmış bir satırın adedi değişmez: iptal edip yeniden sipariş alın.');
    }
    return changeLine(trx, dialect, line, { quantity }, now);
  });
}

/** A line's change (its state, or how many), announced at its table; answers its order as it is now. */
async function changeLine(
  trx: Transaction<Database>,
  dialect: DialectName,
  line: { id: number; orderId: number; tableId: number | null; ticketId: number | null },
  change: { state: LineState; cancelReason?: string } | { quantity: number },
  now: Date,
): Promise<StaffOrder> {
  await trx
    .updateTable('orderLines')
    .set({ ...change, changedAt: now.toISOString() })
    .where('id', '=', line.id)
    .execute();
  await settleTicket(trx, line.ticketId, now);
  if (line.tableId !== null) await addEvent(trx, dialect, line.tableId, 'line', now);
  return staffOrder(trx, line.orderId);
}

const STATE_NAMES: Record<LineState, string> = {
  sent: 'onay bekliyor',
  confirmed: 'onaylandı',
  preparing: 'hazırlanıyor',
  ready: 'hazır',
  served: 'servis edildi',
  cancelled: 'iptal edildi',
};

async function lineWithOrder(trx: Executor, id: number) {
  const line = await trx
    .selectFrom('orderLines as l')
    .innerJoin('orders as o', 'o.id', 'l.orderId')
    .select(['l.id', 'l.orderId', 'l.state', 'l.ticketId', 'o.tableId', 'o.closedAt'])
    .where('l.id', '=', id)
    .executeTakeFirst();
  if (!line) throw notFound(MISSING_LINE);
  if (line.closedAt !== null) throw conflict('Bu siparişin masası kapandı.');
  return line;
}

/** Staff open a table as its guests sit down: from now its guests may order straight to the kitchen. */
export async function openTable(db: Kysely<Database>, dialect: DialectName, id: number, now: Date): Promise<void> {
  await locked(db, dialect, async (trx) => {
    const opened = await trx
      .updateTable('diningTables')
      .set({ openedAt: now.toISOString() })
      .where('id', '=', id)
      .where('openedAt', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!opened) {
      const table = await trx.selectFrom('diningTables').select('id').where('id', '=', id).executeTakeFirst();
      if (!table) throw notFound(MISSING_TABLE);
      return;
    }
    await addEvent(trx, dialect, id, 'opened', now);
  });
}
