import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Bill } from '../../src/shared/schemas/bill.js';
import type { StaffOrder } from '../../src/shared/schemas/order.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';

// The table's bill (issue 57, D60): its sums and VAT, payments (veresiye included) and closing,
// splits, discounts, ikram and voids with the owner's limit, moves and merges, reopening. Run on
// both databases; the races are real concurrent requests.

let t: TestApp;
let admin: ReturnType<typeof asStaff>;
let waiter: ReturnType<typeof asStaff>;
const TUESDAY_NOON = new Date('2026-06-16T09:00:00Z');

beforeEach(async () => {
  t = await startTestApp({ now: () => TUESDAY_NOON, poolSize: 12 });
  const cookie = await signIn(t.app);
  admin = asStaff(t.app, cookie);
  waiter = asStaff(t.app, (await staffUser(t.app, cookie, 'Garson Ali', 'waiter')).cookie);
  // The sample's table 5 has an open bill: closed, each test starts from empty tables.
  expect((await admin.post(`/api/admin/tables/${await tableId('5')}/close`)).statusCode).toBe(204);
});
afterEach(() => t.close());

const tableId = async (name: string) =>
  (await t.db.selectFrom('diningTables').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const product = async (nameTr: string) =>
  t.db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.categoryId')
    .select(['p.id', 'p.priceKurus', 'p.categoryId', 'c.nameTr as category'])
    .where('p.nameTr', '=', nameTr)
    .executeTakeFirstOrThrow();

/** A waiter's order for `table` (confirmed at once, so on its bill at once). */
async function order(table: string, lines: { dish: string; size?: string | null; quantity?: number }[], as = waiter) {
  const answer = await as.post('/api/admin/orders', {
    id: randomUUID(),
    table,
    lines: await Promise.all(
      lines.map(async (line) => ({
        productId: (await product(line.dish)).id,
        size: line.size ?? null,
        quantity: line.quantity ?? 1,
        note: '',
      })),
    ),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<StaffOrder>();
}

async function billOf(table: string, as = waiter): Promise<Bill> {
  const answer = await as.get(`/api/admin/tables/${await tableId(table)}/bill`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<Bill>();
}

const pay = (bill: Bill, body: Record<string, unknown>, as = waiter) =>
  as.post(`/api/admin/bills/${bill.id}/payments`, { id: randomUUID(), ...body });

const lira = (kurus: number) => (kurus / 100).toFixed(2).replace('.', ',');

describe('the bill', () => {
  it('adds up the table’s lines, less nothing, with the VAT in it by rate (10 % food, 20 % where the admin set it)', async () => {
    const ayran = await product('Ayran');
    const kunefe = await product('Künefe');
    // The drinks' category at 20 %: its lines ordered from now on carry it.
    const category = (await admin.get('/api/admin/categories'))
      .json<Record<string, unknown>[]>()
      .find((row) => row.id === ayran.categoryId)!;
    const { id: _id, productCount: _count, order: _order, ...rest } = category;
    const saved = await admin.put(`/api/admin/categories/${ayran.categoryId}`, { ...rest, vatRate: 20 });
    expect(saved.statusCode, saved.body).toBe(200);
    await order('3', [{ dish: 'Ayran', quantity: 2 }, { dish: 'Künefe' }]);
    const bill = await billOf('3');
    expect(bill.table).toBe('3');
    expect(bill.subtotalKurus).toBe(2 * ayran.priceKurus + kunefe.priceKurus);
    expect(bill.totalKurus).toBe(bill.subtotalKurus);
    expect(bill.remainingKurus).toBe(bill.totalKurus);
    expect(bill.vat).toEqual([
      { rate: 20, grossKurus: 2 * ayran.priceKurus, vatKurus: Math.round((2 * ayran.priceKurus * 20) / 120) },
      { rate: 10, grossKurus: kunefe.priceKurus, vatKurus: Math.round((kunefe.priceKurus * 10) / 110) },
    ]);
    // A line waiting for a waiter's confirmation is not on it; another order adds to the same bill.
    await order('3', [{ dish: 'Künefe' }]);
    const again = await billOf('3');
    expect(again.id).toBe(bill.id);
    expect(again.totalKurus).toBe(bill.totalKurus + kunefe.priceKurus);
    expect((await waiter.get(`/api/admin/tables/${await tableId('4')}/bill`)).statusCode).toBe(404);
  });
});

describe('paying and closing', () => {
  it('cash with the change due, then card: the payment that pays it off closes the bill and the table', async () => {
    await order('3', [{ dish: 'Künefe', quantity: 2 }]);
    const bill = await billOf('3');
    const half = Math.floor(bill.totalKurus / 2);
    const cash = await pay(bill, { method: 'cash', amount: lira(half), tendered: '500' });
    expect(cash.statusCode, cash.body).toBe(201);
    expect(cash.json<Bill>().payments[0]).toMatchObject({
      method: 'cash',
      amountKurus: half,
      tenderedKurus: 50_000,
      changeKurus: 50_000 - half,
    });
    expect(cash.json<Bill>().remainingKurus).toBe(bill.totalKurus - half);
    expect(cash.json<Bill>().closedAt).toBeNull();
    // The guests' phones read the bill: its total, what was paid and what is left.
    const { orderKey } = await t.db.selectFrom('diningTables').select('orderKey').where('name', '=', '3').executeTakeFirstOrThrow();
    const guests = await t.app.inject({ url: `/api/table-orders?table=3&key=${orderKey}&device=${randomUUID()}` });
    expect(guests.json<{ bill: unknown }>().bill).toEqual({
      subtotalKurus: bill.totalKurus,
      ikramKurus: 0,
      discountKurus: 0,
      totalKurus: bill.totalKurus,
      paidKurus: half,
      remainingKurus: bill.totalKurus - half,
    });
    // More than is left is refused, with what is left.
    const over = await pay(bill, { method: 'card', amount: lira(bill.totalKurus) });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: 'over_total' });
    const card = await pay(bill, { method: 'card', amount: lira(bill.totalKurus - half), tip: '20' });
    expect(card.statusCode, card.body).toBe(201);
    const closed = card.json<Bill>();
    expect(closed).toMatchObject({ closedAt: TUESDAY_NOON.toISOString(), closedBy: 'Garson Ali', remainingKurus: 0, tipsKurus: 2_000 });
    // The table is free again; the closed bill is never changed.
    expect((await waiter.get(`/api/admin/tables/${await tableId('3')}/bill`)).statusCode).toBe(404);
    const tables = (await waiter.get('/api/admin/orders')).json<{ name: string; openedAt: string | null; orders: unknown[] }[]>();
    expect(tables.find((table) => table.name === '3')).toMatchObject({ openedAt: null, orders: [] });
    const late = await pay(bill, { method: 'cash', amount: '1' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ error: 'closed' });
  });

  it('a payment sent twice (a lost answer) is made once', async () => {
    await order('3', [{ dish: 'Künefe', quantity: 2 }]);
    const bill = await billOf('3');
    const body = { id: randomUUID(), method: 'card', amount: '10' };
    const first = await waiter.post(`/api/admin/bills/${bill.id}/payments`, body);
    const second = await waiter.post(`/api/admin/bills/${bill.id}/payments`, body);
    expect([first.statusCode, second.statusCode]).toEqual([201, 200]);
    expect(second.json<Bill>().payments).toHaveLength(1);
  });

  it('two staff paying the rest at the same moment: one closes the bill, the others are told, nothing is paid twice', async () => {
    await order('3', [{ dish: 'Künefe', quantity: 2 }]);
    const bill = await billOf('3');
    const answers = await Promise.all(
      [waiter, admin, waiter, admin].map((as) => pay(bill, { method: 'cash', amount: lira(bill.totalKurus) }, as)),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409]);
    const closed = (await waiter.get(`/api/admin/bills/${bill.id}`)).json<Bill>();
    expect(closed.payments).toHaveLength(1);
    expect(closed.paidKurus).toBe(closed.totalKurus);
    expect(closed.closedAt).not.toBeNull();
  });

  it('Veresiye: the rest goes on a customer’s account as one ledger entry naming the bill, by the ledger’s rules', async () => {
    await order('3', [{ dish: 'Künefe', quantity: 2 }]);
    const bill = await billOf('3');
    const account = await admin.post('/api/admin/accounts', { customerName: 'Yıldız İnşaat', phone: '0532 111 22 33', creditLimit: '50' });
    expect(account.statusCode, account.body).toBe(201);
    const accountId = account.json<{ id: number }>().id;
    // A waiter finds it by name, and reads nothing of its ledger.
    const found = await waiter.get('/api/admin/bills/accounts?q=yıldız');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual([{ id: accountId, name: 'Yıldız İnşaat', phone: '0532 111 22 33' }]);
    await pay(bill, { method: 'cash', amount: '10' });
    const rest = bill.totalKurus - 1_000;
    // Over the account's limit: asked first, then confirmed.
    const asked = await pay(bill, { method: 'account', amount: lira(rest), accountId });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ error: 'over_limit' });
    const charged = await pay(bill, { method: 'account', amount: lira(rest), accountId, confirmOverLimit: true });
    expect(charged.statusCode, charged.body).toBe(201);
    const paid = charged.json<Bill>();
    expect(paid.closedAt).not.toBeNull();
    expect(paid.payments[1]).toMatchObject({ method: 'account', amountKurus: rest, account: { id: accountId, name: 'Yıldız İnşaat' } });
    const entries = (await admin.get(`/api/admin/accounts/${accountId}/entries`)).json<
      { kind: string; amountKurus: number; description: string; id: number }[]
    >();
    expect(entries).toEqual([expect.objectContaining({ kind: 'charge', amountKurus: rest, description: `Adisyon #${bill.id} · Masa 3` })]);
    expect(paid.payments[1]!.accountEntryId).toBe(entries[0]!.id);
    // A payment for the account names one; an anonymised account takes nothing.
    await order('4', [{ dish: 'Künefe' }]);
    const other = await billOf('4');
    expect((await pay(other, { method: 'account', amount: '1' })).json()).toMatchObject({ fields: { accountId: expect.any(String) } });
    const gone = (await admin.post('/api/admin/accounts', { customerName: 'Eski Müşteri', phone: '0532 000 00 00' })).json<{ id: number }>()
      .id;
    expect((await admin.post(`/api/admin/accounts/${gone}/anonymise`, {})).statusCode).toBeLessThan(300);
    const refused = await pay(other, { method: 'account', amount: '1', accountId: gone });
    expect(refused.statusCode).toBe(409);
    expect((await waiter.get(`/api/admin/bills/${other.id}`)).json<Bill>().payments).toEqual([]);
  });

  it('a waiter cannot close a table with something left to pay; an admin can, and the bill keeps what was unpaid', async () => {
    await order('3', [{ dish: 'Künefe' }]);
    const bill = await billOf('3');
    const refused = await waiter.post(`/api/admin/tables/${await tableId('3')}/close`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'unpaid' });
    expect((await admin.post(`/api/admin/tables/${await tableId('3')}/close`)).statusCode).toBe(204);
    const closed = (await admin.get(`/api/admin/bills/${bill.id}`)).json<Bill>();
    expect(closed.closedAt).not.toBeNull();
    expect(closed.changes).toEqual([expect.objectContaining({ kind: 'unpaid', amountKurus: bill.totalKurus, by: 'Admin' })]);
  });
});

describe('splitting', () => {
  it('into equal parts, the kuruş left over in the first, each part paid apart and never over', async () => {
    await order('3', [{ dish: 'Künefe' }, { dish: 'Ayran' }]);
    const bill = await billOf('3');
    const split = await waiter.post(`/api/admin/bills/${bill.id}/split`, { kind: 'equal', parts: 3 });
    expect(split.statusCode, split.body).toBe(200);
    const parts = split.json<Bill>().parts.map((part) => part.amountKurus);
    const each = Math.floor(bill.totalKurus / 3);
    expect(parts).toEqual([bill.totalKurus - 2 * each, each, each]);
    const over = await pay(bill, { method: 'cash', amount: lira(each + 100), part: 2 });
    expect(over.json()).toMatchObject({ error: 'over_part' });
    const second = await pay(bill, { method: 'card', amount: lira(each), part: 2 });
    expect(second.json<Bill>().parts[1]).toMatchObject({ number: 2, paidKurus: each });
    // Once a part is paid, the split stays.
    expect((await waiter.post(`/api/admin/bills/${bill.id}/split`, { kind: 'equal', parts: 2 })).json()).toMatchObject({
      error: 'part_paid',
    });
  });

  it('by lines: each part pays its own lines', async () => {
    const placed = await order('3', [{ dish: 'Künefe' }, { dish: 'Ayran', quantity: 3 }]);
    const [kunefe, ayran] = placed.lines;
    const bill = await billOf('3');
    const split = await waiter.post(`/api/admin/bills/${bill.id}/split`, {
      kind: 'lines',
      parts: 2,
      lines: [
        { lineId: kunefe!.id, part: 1 },
        { lineId: ayran!.id, part: 2 },
      ],
    });
    expect(split.statusCode, split.body).toBe(200);
    expect(split.json<Bill>().parts.map((part) => part.amountKurus)).toEqual([kunefe!.totalKurus, ayran!.totalKurus]);
    const elsewhere = await waiter.post(`/api/admin/bills/${bill.id}/split`, {
      kind: 'lines',
      parts: 2,
      lines: [{ lineId: 999_999, part: 2 }],
    });
    expect(elsewhere.statusCode).toBe(400);
  });
});

describe('discounts, ikram and voids', () => {
  it('a discount by percentage or amount, an ikram and a void, each with its reason and who made it; the limit asks an admin', async () => {
    const placed = await order('3', [{ dish: 'Künefe' }, { dish: 'Ayran', quantity: 2 }, { dish: 'Çay' }]);
    const [kunefe, ayran, cay] = placed.lines;
    const bill = await billOf('3');
    const discount = await waiter.post(`/api/admin/bills/${bill.id}/discount`, { percent: 10, reason: 'Doğum günü' });
    expect(discount.statusCode, discount.body).toBe(200);
    const tenth = Math.round(bill.subtotalKurus / 10);
    expect(discount.json<Bill>()).toMatchObject({ discountKurus: tenth, totalKurus: bill.subtotalKurus - tenth });
    const ikram = await waiter.post(`/api/admin/order-lines/${cay!.id}/ikram`, { reason: 'Müdavim' });
    expect(ikram.statusCode, ikram.body).toBe(200);
    expect(ikram.json<Bill>()).toMatchObject({ ikramKurus: cay!.totalKurus, totalKurus: bill.subtotalKurus - tenth - cay!.totalKurus });
    const voided = await waiter.post(`/api/admin/order-lines/${ayran!.id}/void`, { reason: 'Yanlış girildi' });
    expect(voided.statusCode, voided.body).toBe(200);
    const after = voided.json<Bill>();
    expect(after.totalKurus).toBe(kunefe!.totalKurus - tenth);
    expect(after.lines.find((line) => line.id === ayran!.id)).toMatchObject({ state: 'cancelled', cancelReason: 'Yanlış girildi' });
    expect(after.changes.map((change) => [change.kind, change.reason, change.by, change.amountKurus])).toEqual([
      ['discount', 'Doğum günü', 'Garson Ali', tenth],
      ['ikram', 'Müdavim', 'Garson Ali', cay!.totalKurus],
      ['void', 'Yanlış girildi', 'Garson Ali', ayran!.totalKurus],
    ]);
    // Above the owner's limit (₺200 by default), a waiter is refused and an admin is not.
    await order('4', [{ dish: 'Künefe', quantity: 10 }]);
    const big = await billOf('4');
    const refused = await waiter.post(`/api/admin/bills/${big.id}/discount`, { amount: '250', reason: 'Şikâyet' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'needs_admin' });
    expect((await admin.post(`/api/admin/bills/${big.id}/discount`, { amount: '250', reason: 'Şikâyet' })).statusCode).toBe(200);
    // A discount never takes the bill below nothing.
    const tooMuch = await admin.post(`/api/admin/bills/${big.id}/discount`, { percent: 100, reason: 'Hepsi' });
    expect(tooMuch.statusCode).toBe(400);
  });
});

describe('moving and merging', () => {
  it('moves a whole table to an empty one, merges it into an open one, and moves lines between tables', async () => {
    await order('3', [{ dish: 'Künefe' }]);
    const three = await billOf('3');
    const moved = await waiter.post(`/api/admin/bills/${three.id}/move`, { table: '6' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<Bill>()).toMatchObject({ id: three.id, table: '6', totalKurus: three.totalKurus });
    expect((await waiter.get(`/api/admin/tables/${await tableId('3')}/bill`)).statusCode).toBe(404);
    // Table 7 is open with its own bill and a payment: table 6 merges into it, payments and all.
    await order('7', [{ dish: 'Ayran' }]);
    const seven = await billOf('7');
    await pay(seven, { method: 'cash', amount: '1' });
    const merged = await waiter.post(`/api/admin/bills/${three.id}/move`, { table: '7' });
    expect(merged.statusCode, merged.body).toBe(200);
    expect(merged.json<Bill>()).toMatchObject({ id: seven.id, totalKurus: seven.totalKurus + three.totalKurus, paidKurus: 100 });
    expect(merged.json<Bill>().changes.map((change) => [change.kind, change.detail])).toEqual([
      ['move', 'Masa 3 → Masa 6'],
      ['merge', 'Masa 6 → Masa 7'],
    ]);
    expect((await waiter.get(`/api/admin/bills/${three.id}`)).statusCode).toBe(404);
    // The künefe moves on to table 8: each bill has its own again.
    const kunefe = merged.json<Bill>().lines.find((line) => line.nameTr === 'Künefe')!;
    const lines = await waiter.post(`/api/admin/bills/${seven.id}/lines/move`, { table: '8', lineIds: [kunefe.id] });
    expect(lines.statusCode, lines.body).toBe(200);
    expect(lines.json<Bill>().totalKurus).toBe(seven.totalKurus);
    expect((await billOf('8')).lines.map((line) => line.id)).toEqual([kunefe.id]);
    const orders = (await waiter.get('/api/admin/orders')).json<{ name: string; orders: StaffOrder[] }[]>();
    expect(orders.find((table) => table.name === '8')!.orders.flatMap((placed) => placed.lines.map((line) => line.id))).toEqual([
      kunefe.id,
    ]);
  });
});

describe('reopening', () => {
  it('an admin reopens a closed bill with a reason; a waiter cannot', async () => {
    await order('3', [{ dish: 'Künefe' }]);
    const bill = await billOf('3');
    await pay(bill, { method: 'card', amount: lira(bill.totalKurus) });
    expect((await waiter.post(`/api/admin/bills/${bill.id}/reopen`, { reason: 'Yanlış kart' })).statusCode).toBe(403);
    const reopened = await admin.post(`/api/admin/bills/${bill.id}/reopen`, { reason: 'Yanlış kart' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json<Bill>()).toMatchObject({ closedAt: null, paidKurus: bill.totalKurus });
    expect(reopened.json<Bill>().changes).toEqual([expect.objectContaining({ kind: 'reopen', reason: 'Yanlış kart', by: 'Admin' })]);
    expect((await billOf('3')).id).toBe(bill.id);
    expect((await admin.post(`/api/admin/bills/${bill.id}/reopen`, { reason: 'Yine' })).json()).toMatchObject({ error: 'open' });
  });
});
