import type { Kysely } from 'kysely';
import writeExcelFile from 'write-excel-file/node';
import { billSums, chargeOf } from '../../../shared/bill.js';
import { addDays, instantIn, wallClockIn, type CalendarDay } from '../../../shared/calendar.js';
import { BILL_CHANGE_TEXT, PAYMENT_METHOD_TEXT, type PaymentMethod } from '../../../shared/schemas/bill.js';
import type { DaySales } from '../../../shared/schemas/day-sales.js';
import { tableLabel } from '../../../shared/tables.js';
import type { Database } from '../../platform/db/schema.js';
import { CSV_BOM, csvAmount, csvRow } from '../../platform/csv.js';
import { asBillLine } from '../orders/queries.js';
import { readBill } from '../bills/queries.js';

/** How many ids one `in (…)` takes: well within SQLite's and PostgreSQL's limits. */
const CHUNK = 500;

async function inChunks<T>(ids: readonly number[], read: (chunk: number[]) => Promise<T[]>): Promise<T[]> {
  const rows: T[] = [];
  for (let at = 0; at < ids.length; at += CHUNK) rows.push(...(await read(ids.slice(at, at + CHUNK))));
  return rows;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The business day an instant belongs to: the calendar day, or the day before until the day end. */
export function businessDayOf(instant: Date, timeZone: string, dayEndsAt: string): CalendarDay {
  const clock = wallClockIn(timeZone, instant);
  return clock.hour * 60 + clock.minute < minutesOf(dayEndsAt) ? addDays(clock.day, -1) : clock.day;
}

/** The business day's bounds: its day end's instant on that day, to the next day's. */
export function businessDaySpan(day: CalendarDay, timeZone: string, dayEndsAt: string): { from: Date; to: Date } {
  const minutes = minutesOf(dayEndsAt);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  return { from: instantIn(timeZone, day, hour, minute), to: instantIn(timeZone, addDays(day, 1), hour, minute) };
}

/** Adds `amount` (and `count`) under `name`. */
function tally(map: Map<string, { count: number; amountKurus: number }>, name: string, count: number, amount: number): void {
  const row = map.get(name) ?? { count: 0, amountKurus: 0 };
  row.count += count;
  row.amountKurus += amount;
  map.set(name, row);
}

const rowsOf = (map: Map<string, { count: number; amountKurus: number }>) =>
  [...map.entries()]
    .map(([name, row]) => ({ name, ...row }))
    .sort((a, b) => b.amountKurus - a.amountKurus || a.name.localeCompare(b.name, 'tr'));

/**
 * One business day's sales ('Gün sonu', D60), from the bills closed in it: read by the closing
 * time's index, so a year of bills costs no more than the day's. Sales by payment method, by
 * category and dish (what each line charged, before the bill's discount), by who took the order,
 * VAT by rate, tips apart, every discount, ikram, void and unpaid closing with why and who, bills
 * reopened, and the tables still open.
 */
export async function readDaySales(db: Kysely<Database>, day: CalendarDay, timeZone: string, dayEndsAt: string): Promise<DaySales> {
  const { from, to } = businessDaySpan(day, timeZone, dayEndsAt);
  const [start, end] = [from.toISOString(), to.toISOString()];
  const bills = await db
    .selectFrom('bills')
    .select(['id', 'tableName', 'discountKurus'])
    .where('closedAt', '>=', start)
    .where('closedAt', '<', end)
    .orderBy('id')
    .execute();
  const ids = bills.map((bill) => bill.id);
  const orders = await inChunks(ids, (chunk) =>
    db.selectFrom('orders').select(['id', 'billId', 'source', 'createdByName', 'confirmedByName']).where('billId', 'in', chunk).execute(),
  );
  const orderIds = orders.map((order) => order.id);
  const lines = await inChunks(orderIds, (chunk) => db.selectFrom('orderLines').selectAll().where('orderId', 'in', chunk).execute());
  const payments = await inChunks(ids, (chunk) =>
    db.selectFrom('payments').select(['billId', 'method', 'amountKurus', 'tipKurus']).where('billId', 'in', chunk).execute(),
  );
  const categories = new Map(
    (await db.selectFrom('products as p').innerJoin('categories as c', 'c.id', 'p.categoryId').select(['p.id', 'c.nameTr']).execute()).map(
      (row) => [row.id, row.nameTr],
    ),
  );
  const orderOf = new Map(orders.map((order) => [order.id, order]));
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) {
    const billId = orderOf.get(line.orderId)!.billId!;
    const own = linesOf.get(billId) ?? [];
    own.push(line);
    linesOf.set(billId, own);
  }

  let gross = 0;
  let ikram = 0;
  let discount = 0;
  let sales = 0;
  const vat = new Map<number, { grossKurus: number; vatKurus: number }>();
  const byCategory = new Map<string, { count: number; amountKurus: number }>();
  const byDish = new Map<string, { count: number; amountKurus: number }>();
  const byWaiter = new Map<string, { count: number; amountKurus: number }>();
  for (const bill of bills) {
    const own = (linesOf.get(bill.id) ?? []).filter((line) => line.state !== 'sent');
    const sums = billSums(own.map(asBillLine), bill.discountKurus);
    gross += sums.subtotalKurus;
    ikram += sums.ikramKurus;
    discount += sums.discountKurus;
    sales += sums.totalKurus;
    for (const share of sums.vat) {
      const row = vat.get(share.rate) ?? { grossKurus: 0, vatKurus: 0 };
      row.grossKurus += share.grossKurus;
      row.vatKurus += share.vatKurus;
      vat.set(share.rate, row);
    }
    for (const line of own) {
      if (line.state === 'cancelled') continue;
      const charged = chargeOf(asBillLine(line));
      tally(byCategory, (line.productId !== null && categories.get(line.productId)) || 'Menüden kalkmış ürünler', line.quantity, charged);
      tally(byDish, `${line.nameTr}${line.sizeTr ? ` (${line.sizeTr})` : ''}`, line.quantity, charged);
      const order = orderOf.get(line.orderId)!;
      tally(
        byWaiter,
        (order.source === 'waiter' ? order.createdByName : order.confirmedByName) ?? 'Misafir (doğrudan mutfağa)',
        line.quantity,
        charged,
      );
    }
  }
  const byMethod = new Map<PaymentMethod, { count: number; amountKurus: number }>();
  let tips = 0;
  for (const payment of payments) {
    const row = byMethod.get(payment.method) ?? { count: 0, amountKurus: 0 };
    row.count += 1;
    row.amountKurus += payment.amountKurus;
    byMethod.set(payment.method, row);
    tips += payment.tipKurus;
  }

  const changes = await db
    .selectFrom('billChanges as c')
    .innerJoin('bills as b', 'b.id', 'c.billId')
    .select(['c.kind', 'c.billId', 'b.tableName', 'c.detail', 'c.reason', 'c.amountKurus', 'c.byName', 'c.approvedByName', 'c.at'])
    .where('c.at', '>=', start)
    .where('c.at', '<', end)
    .where('c.kind', 'in', ['discount', 'ikram', 'void', 'unpaid', 'reopen'])
    .orderBy('c.id')
    .execute();
  const unpaid = changes.filter((change) => change.kind === 'unpaid').reduce((sum, change) => sum + change.amountKurus, 0);
  const open = await db
    .selectFrom('bills')
    .select(['id', 'tableName', 'openedAt'])
    .where('closedAt', 'is', null)
    .orderBy('openedAt')
    .execute();
  const openTables = [];
  for (const bill of open) {
    openTables.push({
      billId: bill.id,
      table: bill.tableName,
      openedAt: bill.openedAt,
      totalKurus: (await readBill(db, bill.id)).totalKurus,
    });
  }
  return {
    day,
    from: start,
    to: end,
    bills: bills.length,
    grossKurus: gross,
    ikramKurus: ikram,
    discountKurus: discount,
    salesKurus: sales,
    unpaidKurus: unpaid,
    tipsKurus: tips,
    byMethod: [...byMethod.entries()].map(([method, row]) => ({ method, name: PAYMENT_METHOD_TEXT[method], ...row })),
    byCategory: rowsOf(byCategory),
    byDish: rowsOf(byDish),
    byWaiter: rowsOf(byWaiter),
    vat: [...vat.entries()].sort(([a], [b]) => b - a).map(([rate, row]) => ({ rate, ...row })),
    adjustments: changes
      .filter((change) => change.kind !== 'reopen')
      .map((change) => ({
        kind: change.kind,
        billId: change.billId,
        table: change.tableName,
        detail: change.detail,
        reason: change.reason,
        amountKurus: change.amountKurus,
        by: change.approvedByName ? `${change.byName} (onay: ${change.approvedByName})` : change.byName,
        at: change.at,
      })),
    reopened: changes
      .filter((change) => change.kind === 'reopen')
      .map((change) => ({ billId: change.billId, table: change.tableName, reason: change.reason, by: change.byName, at: change.at })),
    openTables,
  };
}

/** The day's figures as rows the accountant reads: section, name, count, amount (lira). */
function reportRows(report: DaySales): [string, string, string, number][] {
  return [
    ['Özet', 'Kapanan hesap', String(report.bills), 0],
    ['Özet', 'Brüt satış', '', report.grossKurus],
    ['Özet', 'İkram', '', report.ikramKurus],
    ['Özet', 'İndirim', '', report.discountKurus],
    ['Özet', 'Net satış', '', report.salesKurus],
    ['Özet', 'Ödenmeden kapanan', '', report.unpaidKurus],
    ['Özet', 'Bahşiş (satış dışı)', '', report.tipsKurus],
    ...report.byMethod.map((row) => ['Ödeme yöntemi', row.name, String(row.count), row.amountKurus] as [string, string, string, number]),
    ...report.byCategory.map((row) => ['Kategori', row.name, String(row.count), row.amountKurus] as [string, string, string, number]),
    ...report.byDish.map((row) => ['Ürün', row.name, String(row.count), row.amountKurus] as [string, string, string, number]),
    ...report.byWaiter.map((row) => ['Garson', row.name, String(row.count), row.amountKurus] as [string, string, string, number]),
    ...report.vat.flatMap(
      (row) =>
        [
          ['KDV', `%${row.rate} dahil satış`, '', row.grossKurus],
          ['KDV', `%${row.rate} KDV`, '', row.vatKurus],
        ] as [string, string, string, number][],
    ),
    ...report.adjustments.map(
      (row) =>
        [
          BILL_CHANGE_TEXT[row.kind],
          `${tableLabel(row.table, 'Masa')} · #${row.billId} · ${row.detail} · ${row.reason} · ${row.by}`,
          '',
          row.amountKurus,
        ] as [string, string, string, number],
    ),
  ];
}

const HEADER = ['Bölüm', 'Ad', 'Adet', 'Tutar (₺)'];

/** 'Gün sonu' as CSV for Excel in Turkish: one row a figure, amounts with a decimal comma. */
export function daySalesCsv(report: DaySales): string {
  return (
    CSV_BOM +
    csvRow(HEADER) +
    reportRows(report)
      .map(([section, name, count, kurus]) => csvRow([section, name, count, csvAmount(kurus)]))
      .join('')
  );
}

/** 'Gün sonu' as an Excel workbook: one sheet, its header frozen, amounts as numbers in lira. */
export async function daySalesXlsx(report: DaySales): Promise<Buffer> {
  const data = [
    HEADER.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...reportRows(report).map(([section, name, count, kurus]) => [
      section,
      name,
      count === '' ? null : Number(count),
      { value: kurus / 100, format: '#,##0.00' },
    ]),
  ];
  return writeExcelFile(data, {
    sheet: `Gün sonu ${report.day}`,
    stickyRowsCount: 1,
    columns: [{ width: 18 }, { width: 60 }, { width: 8 }, { width: 14 }],
  }).toBuffer();
}
