import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import { billSums, chargeOf, partsOf, type Split } from '../../../shared/bill.js';
import type { CalendarDay } from '../../../shared/calendar.js';
import { formatLira } from '../../../shared/money.js';
import type { AccountChoice, Bill, BillChangeKind, PaymentData } from '../../../shared/schemas/bill.js';
import type { StaffUser } from '../../../shared/schemas/user.js';
import { foldTurkish } from '../../../shared/text.js';
import { tableLabel } from '../../../shared/tables.js';
import type { Actor } from '../../platform/audit/audited.js';
import type { DialectName } from '../../platform/db/dialect.js';
import type { BillRow, Database, OrderLineRow } from '../../platform/db/schema.js';
import { conflict, fieldError, HttpError, notFound } from '../../platform/http/errors.js';
import { addEntryIn } from '../accounts/ledger.js';
import { searchPattern } from '../accounts/search-key.js';
import type { Approver } from '../users/approval-pin.js';
import { addEvent, locked, type Executor } from '../orders/events.js';
import { closeTableIn, openBillOf } from '../orders/table-bill.js';
import { asBillLine, staffLineOf } from '../orders/queries.js';
import { settleTicket } from '../orders/tickets.js';

export const MISSING_BILL = 'Hesap bulunamadı';

/** The lines on a bill (those of its orders), sent ones aside, in the order they came. */
async function billLines(db: Executor, billId: number): Promise<OrderLineRow[]> {
  return db
    .selectFrom('orderLines as l')
    .innerJoin('orders as o', 'o.id', 'l.orderId')
    .selectAll('l')
    .where('o.billId', '=', billId)
    .orderBy('l.id')
    .execute();
}

const splitOf = (bill: Pick<BillRow, 'splitKind' | 'splitParts'>): Split =>
  bill.splitKind === 'none' ? { kind: 'none' } : { kind: bill.splitKind, parts: bill.splitParts };

/** One bill as staff read it: its lines, sums, VAT by rate, parts, payments and changes. */
export async function readBill(db: Executor, id: number): Promise<Bill> {
  const bill = await db.selectFrom('bills').selectAll().where('id', '=', id).executeTakeFirst();
  if (!bill) throw notFound(MISSING_BILL);
  const rows = await billLines(db, id);
  const onBill = rows.filter((line) => line.state !== 'sent');
  const lines = onBill.map(asBillLine);
  const sums = billSums(lines, bill.discountKurus);
  const split = splitOf(bill);
  const payments = await db
    .selectFrom('payments as p')
    .leftJoin('accounts as a', 'a.id', 'p.accountId')
    .selectAll('p')
    .select('a.customerName')
    .where('p.billId', '=', id)
    .orderBy('p.id')
    .execute();
  const changes = await db.selectFrom('billChanges').selectAll().where('billId', '=', id).orderBy('id').execute();
  const paidKurus = payments.reduce((sum, paid) => sum + paid.amountKurus, 0);
  const parts = partsOf(lines, sums, split).map((amountKurus, index) => ({
    number: index + 1,
    amountKurus,
    paidKurus: payments.filter((paid) => paid.part === index + 1).reduce((sum, paid) => sum + paid.amountKurus, 0),
  }));
  return {
    id: bill.id,
    tableId: bill.tableId,
    table: bill.tableName,
    openedAt: bill.openedAt,
    requestedAt: bill.requestedAt,
    closedAt: bill.closedAt,
    closedBy: bill.closedByName,
    language: await guestsLanguage(db, id),
    lines: onBill.map((line) => ({
      ...staffLineOf(line),
      name: line.name,
      sizeName: line.sizeName,
      orderId: line.orderId,
      vatRate: line.vatRate,
      ikram: line.ikram === 1,
      part: line.part,
    })),
    pendingLines: rows.length - onBill.length,
    ...sums,
    paidKurus,
    remainingKurus: Math.max(sums.totalKurus - paidKurus, 0),
    tipsKurus: payments.reduce((sum, paid) => sum + paid.tipKurus, 0),
    split: { kind: split.kind, parts: split.kind === 'none' ? 1 : split.parts },
    parts,
    payments: payments.map((paid) => ({
      id: paid.id,
      method: paid.method,
      amountKurus: paid.amountKurus,
      tenderedKurus: paid.tenderedKurus,
      changeKurus: paid.tenderedKurus === null ? 0 : paid.tenderedKurus - paid.amountKurus,
      tipKurus: paid.tipKurus,
      part: paid.part,
      account: paid.accountId === null ? null : { id: paid.accountId, name: paid.customerName ?? '' },
      accountEntryId: paid.accountEntryId,
      createdAt: paid.createdAt,
      createdBy: paid.createdByName,
    })),
    changes: changes.map((change) => ({
      kind: change.kind,
      detail: change.detail,
      reason: change.reason,
      amountKurus: change.amountKurus,
      by: change.byName,
      approvedBy: change.approvedByName,
      at: change.at,
    })),
    version: bill.version,
  };
}

/** The language of the bill's guests: their last order's from the table, else Turkish. */
async function guestsLanguage(db: Executor, billId: number): Promise<Bill['language']> {
  const last = await db
    .selectFrom('orders')
    .select('language')
    .where('billId', '=', billId)
    .where('source', '=', 'table')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return (last?.language ?? 'tr') as Bill['language'];
}

/** The open bill of a table, as staff read it; 404 when the table has none. */
export async function tableBill(db: Executor, tableId: number): Promise<Bill> {
  const open = await db.selectFrom('bills').select('id').where('tableId', '=', tableId).where('closedAt', 'is', null).executeTakeFirst();
  if (!open) throw new HttpError(404, 'no_bill', 'Bu masanın açık hesabı yok.');
  return readBill(db, open.id);
}

/** A bill about to change: there, and open (a closed bill is never changed). */
async function openBill(trx: Executor, id: number): Promise<BillRow> {
  const bill = await trx.selectFrom('bills').selectAll().where('id', '=', id).executeTakeFirst();
  if (!bill) throw notFound(MISSING_BILL);
  if (bill.closedAt !== null) throw new HttpError(409, 'closed', 'Bu hesap kapandı: değiştirilemez.');
  return bill;
}

/** Records something done to a bill, with who and why. */
async function recordChange(
  trx: Transaction<Database>,
  billId: number,
  staff: StaffUser,
  at: Date,
  change: {
    kind: BillChangeKind;
    lineId?: number | null;
    amountKurus?: number;
    detail?: string;
    reason?: string;
    approvedBy?: Approver | null;
  },
): Promise<void> {
  await trx
    .insertInto('billChanges')
    .values({
      billId,
      kind: change.kind,
      lineId: change.lineId ?? null,
      amountKurus: change.amountKurus ?? 0,
      detail: change.detail ?? '',
      reason: change.reason ?? '',
      byId: staff.id,
      byName: staff.name,
      approvedByName: change.approvedBy?.name ?? null,
      at: at.toISOString(),
    })
    .execute();
  await trx
    .updateTable('bills')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', billId)
    .execute();
}

/**
 * Closes a bill and its table, in the caller's transaction: its orders leave 'Masalar', the
 * table's basket is emptied, and the table waits for its next guests.
 */
export async function closeBillIn(
  trx: Transaction<Database>,
  dialect: DialectName,
  bill: Pick<BillRow, 'id' | 'tableId'>,
  staff: StaffUser | null,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const closed = await trx
    .updateTable('bills')
    .set((eb) => ({ closedAt: at, closedById: staff?.id ?? null, closedByName: staff?.name ?? null, version: eb('version', '+', 1) }))
    .where('id', '=', bill.id)
    .where('closedAt', 'is', null)
    .executeTakeFirst();
  if (Number(closed.numUpdatedRows) === 0) throw new HttpError(409, 'closed', 'Bu hesap kapandı: değiştirilemez.');
  await trx.updateTable('orders').set({ closedAt: at }).where('billId', '=', bill.id).where('closedAt', 'is', null).execute();
  if (bill.tableId !== null) await closeTableIn(trx, dialect, bill.tableId, now);
}

export interface PaymentContext {
  actor: Actor;
  today: CalendarDay;
}

/**
 * A payment on a bill, under the orders' lock: never more than is left to pay (nor than its part
 * of a split), once however often it is sent, and the bill closes with the payment that pays it
 * off, in the same transaction (unless guests' lines wait to be confirmed). 'Veresiye' charges the rest to a customer's account as one
 * ledger entry naming the bill, by the ledger's own rules.
 */
export async function addPayment(
  db: Kysely<Database>,
  dialect: DialectName,
  billId: number,
  input: PaymentData,
  { actor, today }: PaymentContext,
): Promise<{ bill: Bill; created: boolean }> {
  const staff = actor.by;
  return locked(db, dialect, async (trx) => {
    const again = await trx.selectFrom('payments').select('billId').where('clientId', '=', input.id).executeTakeFirst();
    if (again) {
      if (again.billId !== billId) throw conflict('Bu ödeme kimliği başka bir hesapta kullanıldı.');
      return { bill: await readBill(trx, billId), created: false };
    }
    const row = await openBill(trx, billId);
    const bill = await readBill(trx, billId);
    if (bill.remainingKurus === 0) throw new HttpError(409, 'paid', 'Bu hesapta ödenecek tutar kalmadı.');
    if (input.amount > bill.remainingKurus) {
      throw new HttpError(409, 'over_total', `Tutar kalan tutardan büyük olamaz: kalan ${formatLira(bill.remainingKurus)}`, {
        amount: `En fazla ${formatLira(bill.remainingKurus)}`,
      });
    }
    if (input.part !== null) {
      const part = bill.parts[input.part - 1];
      if (bill.split.kind === 'none' || !part) throw fieldError('part', 'Hesabın böyle bir bölümü yok');
      const left = part.amountKurus - part.paidKurus;
      if (input.amount > left) {
        throw new HttpError(409, 'over_part', `Tutar bu bölümün kalanından büyük olamaz: kalan ${formatLira(Math.max(left, 0))}`, {
          amount: `En fazla ${formatLira(Math.max(left, 0))}`,
        });
      }
    }
    let accountEntryId: number | null = null;
    if (input.method === 'account') {
      const account = await trx.selectFrom('accounts').select('id').where('id', '=', input.accountId!).executeTakeFirst();
      if (!account) throw fieldError('accountId', 'Hesap bulunamadı');
      accountEntryId = await addEntryIn(trx, actor, input.accountId!, {
        kind: 'charge',
        amount: input.amount,
        day: today,
        description: `Adisyon #${billId} · ${tableLabel(row.tableName, 'Masa')}`,
        confirmOverLimit: input.confirmOverLimit,
      });
    }
    await trx
      .insertInto('payments')
      .values({
        clientId: input.id,
        billId,
        part: input.part,
        method: input.method,
        amountKurus: input.amount,
        tenderedKurus: input.method === 'cash' ? (input.tendered ?? input.amount) : null,
        tipKurus: input.tip ?? 0,
        accountId: input.method === 'account' ? input.accountId : null,
        accountEntryId,
        createdAt: actor.at.toISOString(),
        createdById: staff.id,
        createdByName: staff.name,
      })
      .execute();
    // Paid off, it closes; with lines the guests sent still to confirm, it waits for them.
    if (input.amount === bill.remainingKurus && bill.pendingLines === 0) await closeBillIn(trx, dialect, row, staff, actor.at);
    else if (row.tableId !== null) await addEvent(trx, dialect, row.tableId, 'paid', actor.at);
    return { bill: await readBill(trx, billId), created: true };
  });
}

/**
 * Splits the bill: into `parts` equal parts of its total, by lines (each line's part; the others
 * in part 1), or not at all. Once a part is paid, the split stays as it is.
 */
export async function splitBill(
  db: Kysely<Database>,
  dialect: DialectName,
  billId: number,
  split: { kind: 'none' | 'equal' | 'lines'; parts: number; lines: { lineId: number; part: number }[] },
  staff: StaffUser,
  now: Date,
): Promise<Bill> {
  return locked(db, dialect, async (trx) => {
    const row = await openBill(trx, billId);
    const paid = await trx
      .selectFrom('payments')
      .select('id')
      .where('billId', '=', billId)
      .where('part', 'is not', null)
      .executeTakeFirst();
    if (paid) throw new HttpError(409, 'part_paid', 'Bir bölümü ödenmiş hesap yeniden bölünemez.');
    const lineIds = (await billLines(trx, billId)).map((line) => line.id);
    for (const [index, line] of split.lines.entries()) {
      if (!lineIds.includes(line.lineId)) throw fieldError(`lines.${index}.lineId`, 'Bu satır bu hesapta değil');
    }
    const parts = split.kind === 'none' ? 1 : split.parts;
    await trx.updateTable('bills').set({ splitKind: split.kind, splitParts: parts }).where('id', '=', billId).execute();
    if (lineIds.length > 0) await trx.updateTable('orderLines').set({ part: null }).where('id', 'in', lineIds).execute();
    for (const line of split.lines) await trx.updateTable('orderLines').set({ part: line.part }).where('id', '=', line.lineId).execute();
    const detail =
      split.kind === 'none' ? 'Bölme kaldırıldı' : split.kind === 'equal' ? `${parts} eşit bölüm` : `Satırlara göre ${parts} bölüm`;
    await recordChange(trx, billId, staff, now, { kind: 'split', detail });
    if (row.tableId !== null) await addEvent(trx, dialect, row.tableId, 'bill', now);
    return readBill(trx, billId);
  });
}

/** What a change above the limit needs: an admin, signed in or by their PIN on this phone. */
function withinLimit({ staff, limitKurus, approvedBy }: ChangeContext, amountKurus: number, what: string): void {
  if (staff.role === 'admin' || approvedBy !== null || limitKurus === null || amountKurus <= limitKurus) return;
  throw new HttpError(403, 'needs_admin', `${what} ${formatLira(limitKurus)} sınırını aşıyor: bir yönetici onaylamalı.`);
}

export interface ChangeContext {
  staff: StaffUser;
  now: Date;
  /** Above this, a discount, ikram or void needs an admin; null for no limit. */
  limitKurus: number | null;
  /** The admin who approved it by PIN on a waiter's phone, if one did. */
  approvedBy: Approver | null;
}

/** A discount on the whole bill, a percentage of what is left after ikram or an amount, with why. */
export async function discountBill(
  db: Kysely<Database>,
  dialect: DialectName,
  billId: number,
  input: { percent: number | null; amount: number | null; reason: string },
  context: ChangeContext,
): Promise<Bill> {
  const { staff, now, approvedBy } = context;
  return locked(db, dialect, async (trx) => {
    const row = await openBill(trx, billId);
    const bill = await readBill(trx, billId);
    const charged = bill.subtotalKurus - bill.ikramKurus;
    const room = charged - bill.discountKurus;
    const amount = input.percent !== null ? Math.round((charged * input.percent) / 100) : input.amount!;
    if (amount <= 0) throw fieldError(input.percent !== null ? 'percent' : 'amount', 'İndirim sıfırdan büyük olmalı');
    if (amount > room) throw fieldError(input.percent !== null ? 'percent' : 'amount', `İndirim en fazla ${formatLira(room)} olabilir`);
    if (bill.totalKurus - amount < bill.paidKurus) throw conflict('İndirim, alınan ödemelerin altına inemez.');
    withinLimit(context, amount, 'Bu indirim');
    await trx
      .updateTable('bills')
      .set((eb) => ({ discountKurus: eb('discountKurus', '+', amount) }))
      .where('id', '=', billId)
      .execute();
    await recordChange(trx, billId, staff, now, {
      kind: 'discount',
      amountKurus: amount,
      detail: input.percent !== null ? `%${input.percent}` : formatLira(amount),
      reason: input.reason,
      approvedBy: staff.role === 'admin' ? null : approvedBy,
    });
    if (row.tableId !== null) await addEvent(trx, dialect, row.tableId, 'bill', now);
    return readBill(trx, billId);
  });
}

/** A line of an open bill, about to change. */
async function lineOnBill(trx: Executor, lineId: number) {
  const line = await trx
    .selectFrom('orderLines as l')
    .innerJoin('orders as o', 'o.id', 'l.orderId')
    .selectAll('l')
    .select(['o.billId'])
    .where('l.id', '=', lineId)
    .executeTakeFirst();
  if (!line) throw notFound('Sipariş satırı bulunamadı');
  if (line.billId === null) throw new HttpError(409, 'closed', 'Bu hesap kapandı: değiştirilemez.');
  const bill = await openBill(trx, line.billId);
  if (line.state === 'sent') throw conflict('Bu satır henüz onaylanmadı: hesapta değil.');
  if (line.state === 'cancelled') throw conflict('Bu satır iptal edildi.');
  return { line, bill };
}

/**
 * A line about to be taken off its bill (given free, or voided): what it charges now, if the
 * bill stays above what was paid on it and its discount, and the staff member may (the limit).
 */
async function lineTakenOff(trx: Executor, lineId: number, context: ChangeContext, kind: 'ikram' | 'void') {
  const { line, bill } = await lineOnBill(trx, lineId);
  if (kind === 'ikram' && line.ikram === 1) throw conflict('Bu satır zaten ikram.');
  const amount = chargeOf(asBillLine(line));
  const before = await readBill(trx, bill.id);
  const what = kind === 'ikram' ? 'Bu ikramla' : 'Bu iptalle';
  if (before.totalKurus - amount < before.paidKurus) throw conflict(`${what} hesap, alınan ödemelerin altına iner.`);
  if (before.discountKurus > before.subtotalKurus - before.ikramKurus - amount) {
    throw conflict(`${what} indirim hesabı aşar: önce indirimi azaltın.`);
  }
  withinLimit(context, amount, kind === 'ikram' ? 'Bu ikram' : 'Bu iptal');
  return { line, bill, amount };
}

/**
 * A line taken off its bill, with why: given free ('İkram', it stays on the bill at no charge)
 * or voided whatever its state (its station, if it waits there, hears of it).
 */
export async function takeOffLine(
  db: Kysely<Database>,
  dialect: DialectName,
  lineId: number,
  kind: 'ikram' | 'void',
  reason: string,
  context: ChangeContext,
): Promise<Bill> {
  const { staff, now, approvedBy } = context;
  return locked(db, dialect, async (trx) => {
    const { line, bill, amount } = await lineTakenOff(trx, lineId, context, kind);
    if (kind === 'ikram') {
      await trx.updateTable('orderLines').set({ ikram: 1 }).where('id', '=', lineId).execute();
    } else {
      await trx
        .updateTable('orderLines')
        .set({ state: 'cancelled', cancelReason: reason, changedAt: now.toISOString() })
        .where('id', '=', lineId)
        .execute();
      await settleTicket(trx, line.ticketId, now);
    }
    // A void takes off the whole line, even one given free: the day's figures say what was voided.
    const taken = kind === 'ikram' ? amount : lineTotalOf(line);
    await recordChange(trx, bill.id, staff, now, {
      kind,
      lineId,
      amountKurus: taken,
      detail: lineText(line),
      reason,
      approvedBy: staff.role === 'admin' ? null : approvedBy,
    });
    if (bill.tableId !== null) await addEvent(trx, dialect, bill.tableId, kind === 'void' ? 'line' : 'bill', now);
    return readBill(trx, bill.id);
  });
}

const lineTotalOf = (line: Pick<OrderLineRow, 'quantity' | 'unitPriceKurus'>) => line.quantity * line.unitPriceKurus;
const lineText = (line: Pick<OrderLineRow, 'quantity' | 'nameTr' | 'sizeTr'>) =>
  `${line.quantity} × ${line.nameTr}${line.sizeTr ? ` (${line.sizeTr})` : ''}`;

/** The table named (the Turkish way), for a move. */
async function tableNamed(trx: Executor, name: string) {
  const table = await trx
    .selectFrom('diningTables')
    .select(['id', 'name', 'openedAt'])
    .where('nameKey', '=', foldTurkish(name))
    .executeTakeFirst();
  if (!table) throw fieldError('table', 'Bu masa bulunamadı');
  return table;
}

/**
 * The whole table moves to another: onto it when it is empty, merged into its bill when it is
 * open (the lines, payments, discount and history together; the bill moved from is no more).
 * The table left is closed; the split, if any, is undone when two bills become one.
 */
export async function moveBill(
  db: Kysely<Database>,
  dialect: DialectName,
  billId: number,
  tableName: string,
  staff: StaffUser,
  now: Date,
): Promise<Bill> {
  return locked(db, dialect, async (trx) => {
    const bill = await openBill(trx, billId);
    const target = await tableNamed(trx, tableName);
    if (target.id === bill.tableId) throw fieldError('table', 'Hesap zaten bu masada');
    const at = now.toISOString();
    const detail = `${tableLabel(bill.tableName, 'Masa')} → ${tableLabel(target.name, 'Masa')}`;
    const into = await trx
      .selectFrom('bills')
      .selectAll()
      .where('tableId', '=', target.id)
      .where('closedAt', 'is', null)
      .executeTakeFirst();
    let result = billId;
    if (!into) {
      await trx.updateTable('bills').set({ tableId: target.id, tableName: target.name }).where('id', '=', billId).execute();
      await recordChange(trx, billId, staff, now, { kind: 'move', detail });
    } else {
      const partPaid = await trx
        .selectFrom('payments')
        .select('id')
        .where('billId', 'in', [billId, into.id])
        .where('part', 'is not', null)
        .executeTakeFirst();
      if (partPaid) throw new HttpError(409, 'part_paid', 'Bir bölümü ödenmiş hesaplar birleştirilemez.');
      await trx.updateTable('payments').set({ billId: into.id }).where('billId', '=', billId).execute();
      await trx.updateTable('billChanges').set({ billId: into.id }).where('billId', '=', billId).execute();
      await trx.updateTable('orders').set({ billId: into.id }).where('billId', '=', billId).execute();
      await trx
        .updateTable('bills')
        .set({ discountKurus: into.discountKurus + bill.discountKurus, splitKind: 'none', splitParts: 1 })
        .where('id', '=', into.id)
        .execute();
      const lines = (await billLines(trx, into.id)).map((line) => line.id);
      if (lines.length > 0) await trx.updateTable('orderLines').set({ part: null }).where('id', 'in', lines).execute();
      await trx.deleteFrom('bills').where('id', '=', billId).execute();
      await recordChange(trx, into.id, staff, now, { kind: 'merge', detail });
      result = into.id;
    }
    await trx
      .updateTable('orders')
      .set({ tableId: target.id, tableName: target.name })
      .where('billId', '=', result)
      .where('closedAt', 'is', null)
      .execute();
    await trx
      .updateTable('diningTables')
      .set({ openedAt: target.openedAt ?? at })
      .where('id', '=', target.id)
      .execute();
    if (bill.tableId !== null) {
      await trx.updateTable('diningTables').set({ openedAt: null }).where('id', '=', bill.tableId).execute();
      await addEvent(trx, dialect, bill.tableId, 'closed', now);
    }
    await addEvent(trx, dialect, target.id, 'bill', now);
    return readBill(trx, result);
  });
}

/**
 * Lines of a bill move to another table's bill (made if it has none): on an order of their own
 * there, taken by whoever moved them. The bill left keeps at least what was paid on it.
 */
export async function moveLines(
  db: Kysely<Database>,
  dialect: DialectName,
  billId: number,
  input: { table: string; lineIds: number[] },
  staff: StaffUser,
  now: Date,
): Promise<Bill> {
  return locked(db, dialect, async (trx) => {
    const bill = await openBill(trx, billId);
    const target = await tableNamed(trx, input.table);
    if (target.id === bill.tableId) throw fieldError('table', 'Satırlar zaten bu masada');
    const lines = await billLines(trx, billId);
    const moving = lines.filter((line) => input.lineIds.includes(line.id));
    for (const [index, id] of input.lineIds.entries()) {
      const line = moving.find((candidate) => candidate.id === id);
      if (!line) throw fieldError(`lineIds.${index}`, 'Bu satır bu hesapta değil');
      if (line.state === 'sent') throw fieldError(`lineIds.${index}`, 'Onaylanmamış satır taşınamaz');
    }
    const staying = lines.filter((line) => !input.lineIds.includes(line.id) && line.state !== 'sent').map(asBillLine);
    const left = billSums(staying, 0);
    const before = await readBill(trx, billId);
    if (
      left.subtotalKurus - left.ikramKurus - before.discountKurus < before.paidKurus ||
      before.discountKurus > left.subtotalKurus - left.ikramKurus
    ) {
      throw conflict('Bu satırlar taşınırsa hesap, alınan ödemelerin ve indirimin altına iner.');
    }
    const at = now.toISOString();
    const into = await openBillOf(trx, target, at);
    const { id: orderId } = await trx
      .insertInto('orders')
      .values({
        clientId: randomUUID(),
        tableId: target.id,
        tableName: target.name,
        language: 'tr',
        source: 'waiter',
        createdAt: at,
        createdById: staff.id,
        createdByName: staff.name,
        confirmedAt: at,
        confirmedById: staff.id,
        confirmedByName: staff.name,
        billId: into,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('orderLines').set({ orderId, part: null }).where('id', 'in', input.lineIds).execute();
    const detail = `${moving.map(lineText).join(', ')}: ${tableLabel(bill.tableName, 'Masa')} → ${tableLabel(target.name, 'Masa')}`;
    await recordChange(trx, billId, staff, now, { kind: 'lines_moved', detail });
    await recordChange(trx, into, staff, now, { kind: 'lines_moved', detail });
    await trx.updateTable('diningTables').set({ openedAt: at }).where('id', '=', target.id).where('openedAt', 'is', null).execute();
    if (bill.tableId !== null) await addEvent(trx, dialect, bill.tableId, 'bill', now);
    await addEvent(trx, dialect, target.id, 'bill', now);
    return readBill(trx, billId);
  });
}

/**
 * An admin reopens a closed bill, with why: its table open again with it (unless the table has
 * another open bill by now), its payments kept; the reopening is in its history.
 */
export async function reopenBill(
  db: Kysely<Database>,
  dialect: DialectName,
  billId: number,
  reason: string,
  staff: StaffUser,
  now: Date,
): Promise<Bill> {
  return locked(db, dialect, async (trx) => {
    const bill = await trx.selectFrom('bills').selectAll().where('id', '=', billId).executeTakeFirst();
    if (!bill) throw notFound(MISSING_BILL);
    if (bill.closedAt === null) throw new HttpError(409, 'open', 'Bu hesap zaten açık.');
    if (bill.tableId !== null) {
      const other = await trx
        .selectFrom('bills')
        .select('id')
        .where('tableId', '=', bill.tableId)
        .where('closedAt', 'is', null)
        .executeTakeFirst();
      if (other)
        throw new HttpError(409, 'table_busy', `${tableLabel(bill.tableName, 'Masa')} şu an başka bir hesapla açık: önce onu kapatın.`);
    }
    const at = now.toISOString();
    await trx.updateTable('bills').set({ closedAt: null, closedById: null, closedByName: null }).where('id', '=', billId).execute();
    await trx.updateTable('orders').set({ closedAt: null }).where('billId', '=', billId).execute();
    await recordChange(trx, billId, staff, now, { kind: 'reopen', reason });
    if (bill.tableId !== null) {
      await trx.updateTable('diningTables').set({ openedAt: at }).where('id', '=', bill.tableId).execute();
      await addEvent(trx, dialect, bill.tableId, 'opened', now);
    }
    return readBill(trx, billId);
  });
}

/**
 * A table closed from 'Masalar' ('Masayı kapat'): its bill closes with it when nothing is left
 * to pay. With something left, only an admin closes it (guests who left without paying), the
 * amount unpaid kept in the bill's history.
 */
export async function closeTableWithBill(
  db: Kysely<Database>,
  dialect: DialectName,
  tableId: number,
  staff: StaffUser,
  now: Date,
): Promise<void> {
  await locked(db, dialect, async (trx) => {
    const table = await trx.selectFrom('diningTables').select('id').where('id', '=', tableId).executeTakeFirst();
    if (!table) throw notFound('Masa bulunamadı');
    const open = await trx.selectFrom('bills').selectAll().where('tableId', '=', tableId).where('closedAt', 'is', null).executeTakeFirst();
    if (!open) return closeTableIn(trx, dialect, tableId, now);
    const bill = await readBill(trx, open.id);
    if (bill.remainingKurus > 0) {
      if (staff.role !== 'admin') {
        throw new HttpError(409, 'unpaid', `Masanın ödenmemiş hesabı var (${formatLira(bill.remainingKurus)}): önce ödemeyi alın.`);
      }
      await recordChange(trx, open.id, staff, now, {
        kind: 'unpaid',
        amountKurus: bill.remainingKurus,
        detail: `${formatLira(bill.remainingKurus)} ödenmeden kapatıldı`,
        reason: 'Masa ödenmeden kapatıldı',
      });
    }
    await closeBillIn(trx, dialect, open, staff, now);
  });
}

/** Customers' accounts a bill may be put on ('Veresiye'), by name or phone: the first 20, their names and phones only. */
export async function accountChoices(db: Kysely<Database>, q: string): Promise<AccountChoice[]> {
  let found = db
    .selectFrom('accounts')
    .select(['id', 'customerName as name', 'phone'])
    .where('anonymisedAt', 'is', null)
    .where('isActive', '=', 1);
  if (q) found = found.where(sql<boolean>`search_key like ${searchPattern(q)} escape '\\'`);
  return found.orderBy('searchKey').orderBy('id').limit(20).execute();
}
