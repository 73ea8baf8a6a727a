import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/shared/calendar.js';
import type { AccountPage, AccountSummary, AdminAccount } from '../../src/shared/schemas/account.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn } from '../support/staff.js';

// The accounts list: search, order, filters, pages, and what is owed in all (issue 16).

const TODAY = '2026-06-15';
let t: TestApp;
let staff: ReturnType<typeof asStaff>;

async function account(
  customerName: string,
  phone: string,
  entries: { kind: 'charge' | 'payment'; amount: string; daysAgo: number }[],
  name = '',
) {
  const created = await staff.post('/api/admin/accounts', { customerName, name, phone });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json<AdminAccount>();
  for (const { kind, daysAgo, amount } of entries) {
    const day = addDays(TODAY, -daysAgo);
    const body = kind === 'charge' ? { kind, amount, day, description: 'Sipariş' } : { kind, amount, day, method: 'cash' };
    const answer = await staff.post(`/api/admin/accounts/${id}/entries`, body);
    expect(answer.statusCode, answer.body).toBe(201);
  }
  return id;
}

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(`${TODAY}T09:00:00Z`) });
  staff = asStaff(t.app, await signIn(t.app));
  // The sample data's two accounts are there too: Restoran (owes 300) and Yılmaz Market (paid up).
  await account('Yıldız İnşaat', '0532 111 22 33', [{ kind: 'charge', amount: '1000', daysAgo: 100 }], 'Mehmet Şahin');
  await account('Çınar Kafe', '+90 216 555 12 34', [
    { kind: 'charge', amount: '400', daysAgo: 70 },
    { kind: 'payment', amount: '100', daysAgo: 45 },
  ]);
  await account('Işık Market', '0212 444 00 00', [{ kind: 'charge', amount: '50', daysAgo: 10 }]);
  await account('Deniz Pide', '0533 000 00 01', [
    { kind: 'charge', amount: '80', daysAgo: 20 },
    { kind: 'payment', amount: '80', daysAgo: 2 },
  ]);
});
afterAll(() => t.close());

const list = async (query = '') => {
  const answer = await staff.get(`/api/admin/accounts${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<AccountPage>();
};
const names = async (query = '') => (await list(query)).items.map((account) => account.customerName);

describe('the accounts list', () => {
  it('puts the largest balance first, by default', async () => {
    // Restoran and Çınar both owe ₺300: the older account first.
    expect(await names()).toEqual(['Yıldız İnşaat', 'Restoran', 'Çınar Kafe', 'Işık Market', 'Yılmaz Market', 'Deniz Pide']);
  });

  it('orders by the latest payment (never paid last) or by name', async () => {
    expect(await names('?sort=lastPayment')).toEqual([
      'Deniz Pide',
      'Restoran',
      'Yılmaz Market',
      'Çınar Kafe',
      // Never paid: after every account that has, in the order they were made.
      'Yıldız İnşaat',
      'Işık Market',
    ]);
    expect(await names('?sort=name')).toEqual(['Çınar Kafe', 'Deniz Pide', 'Işık Market', 'Restoran', 'Yıldız İnşaat', 'Yılmaz Market']);
  });

  it('finds an account by its name or contact person, the Turkish way, or by phone however it is typed', async () => {
    expect(await names('?q=YILDIZ')).toEqual(['Yıldız İnşaat']);
    expect(await names('?q=isik')).toEqual(['Işık Market']);
    expect(await names(`?q=${encodeURIComponent('şahin')}`)).toEqual(['Yıldız İnşaat']);
    expect(await names(`?q=${encodeURIComponent('0532 111')}`)).toEqual(['Yıldız İnşaat']);
    expect(await names(`?q=${encodeURIComponent('216 555')}`)).toEqual(['Çınar Kafe']);
    expect(await names(`?q=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await names(`?q=${encodeURIComponent('_')}`)).toEqual([]);
  });

  it('filters by status, and by no payment for 30, 60 or 90 days', async () => {
    expect(await names(`?status=${encodeURIComponent('Ödendi')}&sort=name`)).toEqual(['Deniz Pide', 'Yılmaz Market']);
    expect(await names(`?status=${encodeURIComponent('Kısmi Ödeme')}&sort=name`)).toEqual(['Çınar Kafe', 'Restoran']);
    // Çınar paid 45 days ago; Yıldız was charged 100 days ago and never paid; Işık only 10 days ago.
    expect(await names('?overdue=30&sort=name')).toEqual(['Çınar Kafe', 'Yıldız İnşaat']);
    expect(await names('?overdue=60&sort=name')).toEqual(['Yıldız İnşaat']);
    expect(await names('?overdue=90&sort=name')).toEqual(['Yıldız İnşaat']);
  });

  it('comes a page at a time', async () => {
    for (let n = 1; n <= 24; n += 1)
      await account(`Müşteri ${String(n).padStart(2, '0')}`, `0532 000 00 ${String(n).padStart(2, '0')}`, []);
    const first = await list('?sort=name');
    expect(first).toMatchObject({ total: 30, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    const second = await list('?sort=name&page=2');
    expect(second.items.map((account) => account.customerName)).toEqual([
      'Müşteri 23',
      'Müşteri 24',
      'Restoran',
      'Yıldız İnşaat',
      'Yılmaz Market',
    ]);
    expect(new Set([...first.items, ...second.items].map((account) => account.id)).size).toBe(30);
    expect((await list('?page=9')).items).toEqual([]);
  });

  it('refuses a query it cannot read, with the field’s message', async () => {
    for (const [query, field] of [
      ['?sort=debt', 'sort'],
      ['?status=Paid', 'status'],
      ['?overdue=45', 'overdue'],
      ['?page=0', 'page'],
      ['?page=x', 'page'],
    ]) {
      const answer = await staff.get(`/api/admin/accounts${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(Object.keys(answer.json().fields), query).toEqual([field]);
    }
  });
});

describe('what is owed in all', () => {
  it('sums every balance, counts who owes, and ages it by the oldest unpaid charge', async () => {
    const summary = (await staff.get('/api/admin/accounts/summary')).json<AccountSummary>();
    // Yıldız 1.000 (100 days), Çınar 300 (70 days), Restoran 300 (sample: 20 and 12 days ago), Işık 50 (10 days).
    expect(summary).toEqual({
      receivableKurus: 1_650_00,
      withBalance: 4,
      inactive: { accounts: 0, amountKurus: 0 },
      aging: [
        { bucket: '0–30', accounts: 2, amountKurus: 350_00 },
        { bucket: '31–60', accounts: 0, amountKurus: 0 },
        { bucket: '61–90', accounts: 1, amountKurus: 300_00 },
        { bucket: '90+', accounts: 1, amountKurus: 1_000_00 },
      ],
    });
  });
});
