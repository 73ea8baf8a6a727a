import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountPage, AdminAccount } from '../../src/shared/schemas/account.js';
import type { AccountEntry } from '../../src/shared/schemas/ledger.js';
import { MIGRATION_AUTHOR } from '../../src/server/platform/db/migrations/012-account-ledger.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { migrateToFirstRelease } from '../support/old-schema.js';
import { asStaff, signIn } from '../support/staff.js';

/**
 * A restaurant upgrading from the release whose accounts held typed totals: each account's total
 * debt becomes an opening charge and its paid amount an opening payment on its last payment
 * date; every balance comes out as it was, and the status follows the entries from then on.
 */
let t: TestApp;
let staff: ReturnType<typeof asStaff>;

const OLD_ACCOUNTS = [
  // Marked 'Ödendi' by hand while 300 were still owed: the entries say otherwise.
  { name: 'Yarım Ödeyen', total: 500_00, paid: 200_00, lastPayment: '2024-03-01', status: 'Ödendi' },
  { name: 'Hiç Ödemeyen', total: 100_00, paid: 0, lastPayment: null, status: 'Ödenmedi' },
  // Paid off before the account was typed in (its total and payment were entered afterwards).
  { name: 'Kapatan', total: 80_00, paid: 80_00, lastPayment: '2023-12-20', status: 'Ödendi' },
  { name: 'Borçsuz', total: 0, paid: 0, lastPayment: null, status: 'Ödenmedi' },
] as const;

beforeAll(async () => {
  t = await startTestApp({
    async beforeStart(database) {
      await migrateToFirstRelease(database);
      const db = database.db as unknown as Kysely<unknown>;
      for (const account of OLD_ACCOUNTS) {
        await sql`
          insert into accounts (customer_name, name, email, phone, address, total_debt_kurus, paid_amount_kurus,
                                remaining_debt_kurus, last_payment_date, status, notes, created_at, updated_at)
          values (${account.name}, '', '', '0532 111 22 33', '', ${account.total}, ${account.paid}, ${account.total - account.paid},
                  ${account.lastPayment}, ${account.status}, '', '2024-01-05T09:00:00.000Z', '2024-03-01T09:00:00.000Z')`.execute(db);
      }
    },
  });
  staff = asStaff(t.app, await signIn(t.app));
});
afterAll(() => t.close());

const accounts = async () => (await staff.get('/api/admin/accounts')).json<AccountPage>().items;
const entriesOf = async (id: number) => (await staff.get(`/api/admin/accounts/${id}/entries`)).json<AccountEntry[]>();

describe('upgrading to the ledger', () => {
  it('keeps every balance, and writes the former totals as opening entries', async () => {
    const byName = new Map((await accounts()).map((account) => [account.customerName, account]));
    expect(byName.size).toBe(OLD_ACCOUNTS.length);
    for (const old of OLD_ACCOUNTS) {
      const account = byName.get(old.name)!;
      expect(account, old.name).toMatchObject({
        totalDebtKurus: old.total,
        paidAmountKurus: old.paid,
        remainingDebtKurus: old.total - old.paid,
        lastPaymentDate: old.paid > 0 ? old.lastPayment : null,
      });
    }
    const half = byName.get('Yarım Ödeyen')!;
    expect(half.status).toBe('Kısmi Ödeme');
    expect(half.oldestUnpaidDay).toBe('2024-01-05');
    expect(byName.get('Kapatan')!.status).toBe('Ödendi');
    expect(byName.get('Hiç Ödemeyen')!.status).toBe('Ödenmedi');
    // Nothing charged or paid: no entries to speak of, not paid.
    expect(byName.get('Borçsuz')!.status).toBe('Hareket yok');

    expect(
      (await entriesOf(half.id)).map((entry) => [entry.kind, entry.amountKurus, entry.day, entry.balanceAfterKurus, entry.createdByName]),
    ).toEqual([
      ['charge', 500_00, '2024-01-05', 500_00, MIGRATION_AUTHOR],
      ['payment', 200_00, '2024-03-01', 300_00, MIGRATION_AUTHOR],
    ]);
    expect(await entriesOf(byName.get('Borçsuz')!.id)).toEqual([]);
    expect((await entriesOf(byName.get('Hiç Ödemeyen')!.id)).map((entry) => [entry.kind, entry.day])).toEqual([['charge', '2024-01-05']]);
    // A payment dated before the account was made: the opening charge is dated no later.
    expect((await entriesOf(byName.get('Kapatan')!.id)).map((entry) => [entry.kind, entry.day, entry.balanceAfterKurus])).toEqual([
      ['charge', '2023-12-20', 80_00],
      ['payment', '2023-12-20', 0],
    ]);
  });

  it('leaves books that the ledger check finds in order, and takes new entries on top', async () => {
    expect((await staff.get('/api/admin/accounts/ledger-check')).json()).toEqual({ checked: OLD_ACCOUNTS.length, drifts: [] });
    const half = (await accounts()).find((account) => account.customerName === 'Yarım Ödeyen')!;
    const paid = await staff.post(`/api/admin/accounts/${half.id}/entries`, {
      kind: 'payment',
      amount: '300',
      day: '2024-03-10',
      method: 'transfer',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json<AdminAccount>()).toMatchObject({ remainingDebtKurus: 0, status: 'Ödendi', lastPaymentDate: '2024-03-10' });
  });
});
