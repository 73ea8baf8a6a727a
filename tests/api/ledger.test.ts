import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountPage, AdminAccount } from '../../src/shared/schemas/account.js';
import { addDays } from '../../src/shared/calendar.js';
import type { AccountEntry } from '../../src/shared/schemas/ledger.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';

// The veresiye ledger (D34): charges and payments are added, never changed; a mistake is
// reversed; the account's figures are the sums of its entries, kept on its row.

let t: TestApp;
let admin: ReturnType<typeof asStaff>;
let staff: ReturnType<typeof asStaff>;

beforeEach(async () => {
  t = await startTestApp();
  const cookie = await signIn(t.app);
  admin = asStaff(t.app, cookie);
  staff = asStaff(t.app, (await staffUser(t.app, cookie, 'Ayşe')).cookie);
});
afterEach(() => t.close());

const TODAY = () => new Date().toISOString().slice(0, 10);
const dotted = (day: string) => day.split('-').reverse().join('.');

async function newAccount(creditLimit = '') {
  const created = await staff.post('/api/admin/accounts', { customerName: 'Kemal Bey', phone: '0532 111 22 33', creditLimit });
  expect(created.statusCode, created.body).toBe(201);
  return created.json<AdminAccount>();
}
const charge = (id: number, amount: string, extra: object = {}) =>
  staff.post(`/api/admin/accounts/${id}/entries`, { kind: 'charge', amount, day: TODAY(), description: 'Pide siparişi', ...extra });
const pay = (id: number, amount: string, extra: object = {}) =>
  staff.post(`/api/admin/accounts/${id}/entries`, { kind: 'payment', amount, day: TODAY(), method: 'cash', ...extra });
const entries = async (id: number) => (await staff.get(`/api/admin/accounts/${id}/entries`)).json<AccountEntry[]>();
const account = async (id: number) => (await staff.get(`/api/admin/accounts/${id}`)).json<AdminAccount>();

describe('the ledger', () => {
  it('comes with the sample data: charges, a payment and a reversed mistake, adding up', async () => {
    const [restoran] = (await staff.get('/api/admin/accounts?q=Restoran')).json<AccountPage>().items;
    expect(restoran).toMatchObject({ totalDebtKurus: 500_00, paidAmountKurus: 200_00, remainingDebtKurus: 300_00, status: 'Kısmi Ödeme' });
    const list = await entries(restoran!.id);
    expect(list.map((entry) => entry.kind)).toEqual(['charge', 'charge', 'charge', 'reversal', 'payment']);
    expect(list.find((entry) => entry.kind === 'reversal')?.reversesId).toBe(list[2]!.id);
    expect(list[2]!.reversedById).toBe(list[3]!.id);
    expect(list.at(-1)!.balanceAfterKurus).toBe(300_00);
  });

  it('a new account owes nothing; charges and payments move its figures, status and last payment date', async () => {
    const { id } = await newAccount();
    // Nothing charged or paid yet: 'Hareket yok', not 'Ödendi' as if it had been paid.
    expect(await account(id)).toMatchObject({ totalDebtKurus: 0, remainingDebtKurus: 0, status: 'Hareket yok', lastPaymentDate: null });
    expect((await staff.get('/api/admin/accounts?status=Hareket yok')).json<AccountPage>().items.map((a) => a.id)).toContain(id);
    expect((await charge(id, '250,50')).json<AdminAccount>()).toMatchObject({ totalDebtKurus: 250_50, status: 'Ödenmedi' });
    const paid = await pay(id, '100', { method: 'card', description: 'Kartla' });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<AdminAccount>()).toMatchObject({
      paidAmountKurus: 100_00,
      remainingDebtKurus: 150_50,
      status: 'Kısmi Ödeme',
      lastPaymentDate: TODAY(),
      oldestUnpaidDay: TODAY(),
    });
    expect((await pay(id, '150,50')).json<AdminAccount>()).toMatchObject({
      remainingDebtKurus: 0,
      status: 'Ödendi',
      oldestUnpaidDay: null,
    });
    const list = await entries(id);
    expect(list.map((entry) => [entry.kind, entry.amountKurus, entry.balanceAfterKurus, entry.createdByName])).toEqual([
      ['charge', 250_50, 250_50, 'Ayşe'],
      ['payment', 100_00, 150_50, 'Ayşe'],
      ['payment', 150_50, 0, 'Ayşe'],
    ]);
    expect(list[1]).toMatchObject({ method: 'card', description: 'Kartla' });
  });

  it('refuses a payment larger than the balance, saying what the balance is', async () => {
    const { id } = await newAccount();
    await charge(id, '100');
    const refused = await pay(id, '100,01');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields).toEqual({
      amount: 'Ödeme kalan borçtan büyük olamaz: kalan borç ₺100,00',
    });
    expect(await entries(id)).toHaveLength(1);
  });

  itOnSqlite('refuses a day before 2000, such as a mistyped year 0000 or 0001', async () => {
    const { id } = await newAccount();
    for (const day of ['0000-01-01', '0001-06-15', '1999-12-31']) {
      const refused = await charge(id, '5', { day });
      expect(refused.statusCode, day).toBe(400);
      expect(refused.json<{ fields: Record<string, string> }>().fields, day).toEqual({ day: "Tarih 01.01.2000'den önce olamaz" });
    }
    expect((await charge(id, '5', { day: '2000-01-01' })).statusCode).toBe(201);
    expect(await account(id)).toMatchObject({ oldestUnpaidDay: '2000-01-01', totalDebtKurus: 5_00 });
  });

  it('refuses a payment larger than what was owed on its own day, so the customer is never in credit', async () => {
    const { id } = await newAccount();
    const day = (days: number) => addDays(TODAY(), -days);
    await charge(id, '100', { day: day(10) });
    const beforeAnyCharge = await pay(id, '100', { day: day(20) });
    expect(beforeAnyCharge.statusCode).toBe(400);
    expect(beforeAnyCharge.json<{ fields: Record<string, string> }>().fields).toEqual({
      amount: `Ödeme ${dotted(day(20))} tarihindeki borçtan büyük olamaz: o gün kalan borç ₺0,00`,
    });
    expect((await pay(id, '100', { day: day(8) })).statusCode).toBe(201);
    await charge(id, '100', { day: day(2) });
    // Owed ₺100 on its day, but with the payment of day 8 the customer would be in credit until day 2.
    const betweenPayments = await pay(id, '100', { day: day(9) });
    expect(betweenPayments.statusCode).toBe(400);
    expect(betweenPayments.json<{ fields: Record<string, string> }>().fields.amount).toContain('o gün kalan borç ₺0,00');
    expect((await pay(id, '100', { day: day(2) })).statusCode).toBe(201);
    expect((await entries(id)).map((entry) => entry.balanceAfterKurus)).toEqual([100_00, 0, 100_00, 0]);
  });

  itOnSqlite('refuses bad amounts, days and kinds with Turkish field messages, and writes nothing', async () => {
    const { id } = await newAccount();
    const cases: [object, string, string][] = [
      [{ kind: 'charge', amount: '0', day: TODAY(), description: 'x' }, 'amount', "Tutar 0'dan büyük olmalı"],
      [{ kind: 'charge', amount: '-5', day: TODAY(), description: 'x' }, 'amount', 'Tutar 0 veya daha büyük olmalı'],
      [{ kind: 'charge', amount: '99999999999', day: TODAY(), description: 'x' }, 'amount', 'Tutar en fazla'],
      [{ kind: 'charge', amount: '5', day: '2999-01-01', description: 'x' }, 'day', 'Tarih bugünden sonra olamaz'],
      [{ kind: 'charge', amount: '5', day: '2026-02-30', description: 'x' }, 'day', 'Tarih geçerli bir tarih olmalı'],
      [{ kind: 'charge', amount: '5', day: TODAY(), description: '' }, 'description', 'Açıklama gerekli'],
      [{ kind: 'payment', amount: '5', day: TODAY() }, 'method', 'Ödeme yöntemi seçilmeli'],
      [{ kind: 'gift', amount: '5', day: TODAY() }, 'kind', 'Kayıt türü borç veya ödeme olmalı'],
      [{ kind: 'reversal', amount: '5', day: TODAY() }, 'kind', 'Kayıt türü borç veya ödeme olmalı'],
    ];
    for (const [body, field, message] of cases) {
      const refused = await staff.post(`/api/admin/accounts/${id}/entries`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json<{ fields: Record<string, string> }>().fields[field], JSON.stringify(body)).toContain(message);
    }
    expect(await entries(id)).toEqual([]);
    expect(
      (await staff.post('/api/admin/accounts/999999/entries', { kind: 'charge', amount: '5', day: TODAY(), description: 'x' })).statusCode,
    ).toBe(404);
  });

  it('asks to confirm a charge over the credit limit, and records that it was confirmed', async () => {
    const { id } = await newAccount('500');
    await charge(id, '400');
    const asked = await charge(id, '150');
    expect(asked.statusCode).toBe(409);
    expect(asked.json<{ error: string; message: string }>()).toMatchObject({
      error: 'over_limit',
      message: 'Bu borçla bakiye ₺550,00 olur ve kredi limitini (₺500,00) aşar. Onaylıyor musunuz?',
    });
    expect(await entries(id)).toHaveLength(1);
    const confirmed = await charge(id, '150', { confirmOverLimit: true });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect((await entries(id)).map((entry) => entry.overLimitConfirmed)).toEqual([false, true]);
  });

  it('reverses a charge or a payment once, with a reason; never a reversal, nor another account’s entry', async () => {
    const { id } = await newAccount();
    const other = await newAccount();
    await charge(id, '300');
    await pay(id, '100');
    const [theCharge, thePayment] = await entries(id);
    const reverse = (accountId: number, entryId: number, reason = 'Yanlış tutar') =>
      staff.post(`/api/admin/accounts/${accountId}/entries/${entryId}/reversal`, { reason });

    // The charge cannot go while a payment against it would leave the customer owed money.
    const tooEarly = await reverse(id, theCharge!.id);
    expect(tooEarly.statusCode).toBe(409);
    const reversedPayment = await reverse(id, thePayment!.id);
    expect(reversedPayment.statusCode, reversedPayment.body).toBe(201);
    expect(reversedPayment.json<AdminAccount>()).toMatchObject({ paidAmountKurus: 0, remainingDebtKurus: 300_00, status: 'Ödenmedi' });
    expect((await reverse(id, thePayment!.id)).json<{ message: string }>().message).toBe('Bu kayıt zaten geri alındı');
    const reversal = (await entries(id)).find((entry) => entry.kind === 'reversal')!;
    expect(reversal).toMatchObject({ reversesId: thePayment!.id, description: 'Yanlış tutar', balanceAfterKurus: 300_00 });
    expect((await reverse(id, reversal.id)).json<{ message: string }>().message).toBe('Bir geri alma kaydı geri alınamaz');
    expect((await reverse(other.id, theCharge!.id)).statusCode).toBe(404);
    expect((await reverse(id, theCharge!.id, '')).statusCode).toBe(400);

    expect((await reverse(id, theCharge!.id)).json<AdminAccount>()).toMatchObject({ totalDebtKurus: 0, remainingDebtKurus: 0 });
  });

  it('keeps totals past ₺21.474.836,47 (what a 32-bit column holds) on the account, the list, the summary and the export', async () => {
    const { id } = await newAccount();
    for (let charged = 0; charged < 3; charged += 1) {
      const added = await charge(id, '9.999.999,99');
      expect(added.statusCode, added.body).toBe(201);
    }
    const big = 3 * 9_999_999_99;
    expect(await account(id)).toMatchObject({ totalDebtKurus: big, remainingDebtKurus: big, status: 'Ödenmedi' });
    expect((await staff.get('/api/admin/accounts?sort=balance')).json<AccountPage>().items[0]).toMatchObject({
      id,
      remainingDebtKurus: big,
    });
    expect((await staff.get('/api/admin/accounts/summary')).json<{ receivableKurus: number }>().receivableKurus).toBeGreaterThan(big);
    expect((await staff.get('/api/admin/accounts/export.csv')).body).toContain('29999999,97');
    const paid = await pay(id, '9.999.999,99');
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<AdminAccount>()).toMatchObject({ paidAmountKurus: 9_999_999_99, remainingDebtKurus: 2 * 9_999_999_99 });
    expect((await admin.get('/api/admin/accounts/ledger-check')).json()).toMatchObject({ drifts: [] });
  });

  it('keeps an account with entries: it cannot be deleted, only made inactive', async () => {
    const { id } = await newAccount();
    await charge(id, '10');
    const refused = await staff.delete(`/api/admin/accounts/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(await entries(id)).toHaveLength(1);
    const empty = await newAccount();
    expect((await staff.delete(`/api/admin/accounts/${empty.id}`)).statusCode).toBe(204);
  });

  it('a check finds every balance equal to the sum of its entries (admins only)', async () => {
    const { id } = await newAccount();
    await charge(id, '10');
    expect((await staff.get('/api/admin/accounts/ledger-check')).statusCode).toBe(403);
    const check = await admin.get('/api/admin/accounts/ledger-check');
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({ checked: 3, drifts: [] });
  });
});

describe('the ledger under concurrent requests', () => {
  it('two staff taking payments at the same moment: both are recorded and the balance reflects both', async () => {
    const { id } = await newAccount();
    await charge(id, '1000');
    const answers = await Promise.all([pay(id, '300'), pay(id, '200'), pay(id, '100')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect((await account(id)).remainingDebtKurus).toBe(400_00);
    expect(await entries(id)).toHaveLength(4);
  });

  it('two payments that together exceed the balance: exactly one is accepted', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { id } = await newAccount();
      await charge(id, '100');
      const answers = await Promise.all([pay(id, '80'), pay(id, '70')]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      const after = await account(id);
      expect(after.remainingDebtKurus === 20_00 || after.remainingDebtKurus === 30_00).toBe(true);
      expect(await entries(id)).toHaveLength(2);
    }
  });

  it('two payments dated back that together exceed what was owed on their day: exactly one is accepted', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { id } = await newAccount();
      await charge(id, '100', { day: addDays(TODAY(), -10) });
      await charge(id, '100');
      // Each alone fits the ₺100 owed on its day; together they would pay the charge made today too.
      const back = addDays(TODAY(), -9);
      const answers = await Promise.all([pay(id, '80', { day: back }), pay(id, '70', { day: back })]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 400]);
      expect(Math.min(...(await entries(id)).map((entry) => entry.balanceAfterKurus))).toBeGreaterThanOrEqual(0);
    }
  });

  it('two reversals of one entry at the same moment: exactly one is recorded', async () => {
    const { id } = await newAccount();
    await charge(id, '100');
    const [entry] = await entries(id);
    const answers = await Promise.all(
      [1, 2, 3].map(() => staff.post(`/api/admin/accounts/${id}/entries/${entry!.id}/reversal`, { reason: 'Çift kayıt' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect((await account(id)).remainingDebtKurus).toBe(0);
  });
});
