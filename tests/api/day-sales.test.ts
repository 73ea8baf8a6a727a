import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { SAMPLE_YESTERDAY } from '../../src/server/features/seed/sample-data.js';
import type { Bill } from '../../src/shared/schemas/bill.js';
import type { DaySales } from '../../src/shared/schemas/day-sales.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';

// 'Gün sonu' (issue 57, D60): a business day runs from the owner's day end (05:00) to the next,
// so a bill closed at 01:30 is the evening's; its sales by payment method, category, dish and
// waiter, VAT by rate, tips apart, every discount, ikram and void with why and who, bills reopened
// and tables still open; as CSV and Excel. Admins only.

let t: TestApp;
let admin: ReturnType<typeof asStaff>;
let waiter: ReturnType<typeof asStaff>;
// Tuesday 16 June 2026, 22:00 in Istanbul.
let clock = new Date('2026-06-16T19:00:00Z');

beforeEach(async () => {
  clock = new Date('2026-06-16T19:00:00Z');
  t = await startTestApp({ now: () => clock, poolSize: 8 });
  const cookie = await signIn(t.app);
  admin = asStaff(t.app, cookie);
  waiter = asStaff(t.app, (await staffUser(t.app, cookie, 'Garson Ali', 'waiter')).cookie);
  // The sample's table 5 is closed, unpaid, the day before: it stays out of this day.
  clock = new Date('2026-06-15T19:00:00Z');
  const five = await t.db.selectFrom('diningTables').select('id').where('name', '=', '5').executeTakeFirstOrThrow();
  expect((await admin.post(`/api/admin/tables/${five.id}/close`)).statusCode).toBe(204);
  clock = new Date('2026-06-16T19:00:00Z');
});
afterEach(() => t.close());

const dish = async (nameTr: string) =>
  await t.db.selectFrom('products').select(['id', 'priceKurus']).where('nameTr', '=', nameTr).executeTakeFirstOrThrow();
async function bill(table: string, lines: { dish: string; quantity: number }[]): Promise<Bill> {
  const answer = await waiter.post('/api/admin/orders', {
    id: randomUUID(),
    table,
    lines: await Promise.all(
      lines.map(async (line) => ({ productId: (await dish(line.dish)).id, size: null, quantity: line.quantity, note: '' })),
    ),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  const id = (await t.db.selectFrom('diningTables').select('id').where('name', '=', table).executeTakeFirstOrThrow()).id;
  return (await waiter.get(`/api/admin/tables/${id}/bill`)).json<Bill>();
}
const lira = (kurus: number) => (kurus / 100).toFixed(2).replace('.', ',');
const pay = async (of: Bill, body: Record<string, unknown>, as = waiter) => {
  const answer = await as.post(`/api/admin/bills/${of.id}/payments`, { id: randomUUID(), ...body });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<Bill>();
};

it('counts a business day’s bills from its day end to the next, by method, category, dish and waiter, with VAT, tips and every reason', async () => {
  const kunefe = await dish('Künefe');
  const ayran = await dish('Ayran');
  // Table 3: two künefe and an ayran voided; paid in cash with a tip.
  const three = await bill('3', [
    { dish: 'Künefe', quantity: 2 },
    { dish: 'Ayran', quantity: 1 },
  ]);
  const voided = await waiter.post(`/api/admin/order-lines/${three.lines[1]!.id}/void`, { reason: 'Yanlış girildi' });
  expect(voided.statusCode, voided.body).toBe(200);
  await pay(three, { method: 'cash', amount: lira(2 * kunefe.priceKurus), tendered: '500', tip: '20' });
  // Table 4: three ayran, one given free, 10 % off; half by card, the rest on an account.
  const four = await bill('4', [{ dish: 'Ayran', quantity: 3 }]);
  const account = (await admin.post('/api/admin/accounts', { customerName: 'Yıldız İnşaat', phone: '0532 111 22 33' })).json<{
    id: number;
  }>();
  const single = await bill('4', [{ dish: 'Ayran', quantity: 1 }]);
  const free = single.lines.find((line) => line.quantity === 1)!;
  expect((await waiter.post(`/api/admin/order-lines/${free.id}/ikram`, { reason: 'Müdavim' })).statusCode).toBe(200);
  const discounted = (await waiter.post(`/api/admin/bills/${four.id}/discount`, { percent: 10, reason: 'Doğum günü' })).json<Bill>();
  const half = Math.floor(discounted.totalKurus / 2);
  await pay(four, { method: 'card', amount: lira(half) });
  await pay(four, { method: 'account', amount: lira(discounted.totalKurus - half), accountId: account.id });
  // Table 6, after midnight (01:30 on Wednesday): still Tuesday's business day. Table 7 stays open.
  clock = new Date('2026-06-16T22:30:00Z');
  const six = await bill('6', [{ dish: 'Künefe', quantity: 1 }]);
  await pay(six, { method: 'card', amount: lira(kunefe.priceKurus) });
  await bill('7', [{ dish: 'Ayran', quantity: 1 }]);
  // Table 3's bill reopened by the admin (a wrong change given), and paid off again as it was.
  const reopened = await admin.post(`/api/admin/bills/${three.id}/reopen`, { reason: 'Para üstü yanlış' });
  expect(reopened.statusCode, reopened.body).toBe(200);
  const closedAgain = await admin.post(`/api/admin/tables/${three.tableId}/close`);
  expect(closedAgain.statusCode, closedAgain.body).toBe(204);

  // At 03:00, the day is still Tuesday's.
  clock = new Date('2026-06-17T00:00:00Z');
  const answer = await admin.get('/api/admin/reports/day');
  expect(answer.statusCode, answer.body).toBe(200);
  const report = answer.json<DaySales>();
  expect(report).toMatchObject({ day: '2026-06-16', from: '2026-06-16T02:00:00.000Z', to: '2026-06-17T02:00:00.000Z', bills: 3 });
  const sales = 2 * kunefe.priceKurus + discounted.totalKurus + kunefe.priceKurus;
  expect(report.salesKurus).toBe(sales);
  expect(report.grossKurus).toBe(3 * kunefe.priceKurus + 4 * ayran.priceKurus);
  expect(report.ikramKurus).toBe(ayran.priceKurus);
  expect(report.discountKurus).toBe(discounted.discountKurus);
  expect(report.tipsKurus).toBe(2_000);
  expect(Object.fromEntries(report.byMethod.map((row) => [row.method, row.amountKurus]))).toEqual({
    cash: 2 * kunefe.priceKurus,
    card: half + kunefe.priceKurus,
    account: discounted.totalKurus - half,
  });
  // The payments add up to the sales.
  expect(report.byMethod.reduce((sum, row) => sum + row.amountKurus, 0)).toBe(sales);
  expect(report.byDish.find((row) => row.name === 'Künefe')).toEqual({ name: 'Künefe', count: 3, amountKurus: 3 * kunefe.priceKurus });
  expect(report.byDish.find((row) => row.name === 'Ayran')).toEqual({ name: 'Ayran', count: 4, amountKurus: 3 * ayran.priceKurus });
  expect(report.byWaiter).toEqual([{ name: 'Garson Ali', count: 7, amountKurus: 3 * kunefe.priceKurus + 3 * ayran.priceKurus }]);
  expect(report.vat.reduce((sum, row) => sum + row.grossKurus, 0)).toBe(sales);
  expect(report.adjustments.map((row) => [row.kind, row.reason, row.by])).toEqual([
    ['void', 'Yanlış girildi', 'Garson Ali'],
    ['ikram', 'Müdavim', 'Garson Ali'],
    ['discount', 'Doğum günü', 'Garson Ali'],
  ]);
  expect(report.reopened).toEqual([expect.objectContaining({ billId: three.id, reason: 'Para üstü yanlış', by: 'Admin' })]);
  expect(report.openTables).toEqual([expect.objectContaining({ table: '7', totalKurus: ayran.priceKurus })]);
  // Monday's (the sample's evening bills, made the day before the clock's start, and its table 5
  // closed unpaid) is another day.
  expect((await admin.get('/api/admin/reports/day?day=2026-06-15')).json<DaySales>()).toMatchObject({
    bills: SAMPLE_YESTERDAY.length + 1,
    salesKurus: expect.any(Number),
  });

  const csv = await admin.get('/api/admin/reports/day.csv?day=2026-06-16');
  expect(csv.headers['content-type']).toMatch(/^text\/csv/);
  expect(csv.headers['content-disposition']).toBe('attachment; filename="gun-sonu-2026-06-16.csv"');
  expect(csv.body).toContain('Özet;Net satış;;');
  expect(csv.body).toContain('İptal;Masa 3');
  const xlsx = await admin.get('/api/admin/reports/day.xlsx?day=2026-06-16');
  expect(xlsx.statusCode).toBe(200);
  expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  // Not a waiter's.
  expect((await waiter.get('/api/admin/reports/day')).statusCode).toBe(403);
  expect((await admin.get('/api/admin/reports/day?day=16.06.2026')).statusCode).toBe(400);
});
