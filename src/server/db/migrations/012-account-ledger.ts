import { sql, type Generated, type Kysely } from 'kysely';
import { ledgerTotals, statusOf, type LedgerEntry } from '../../../shared/ledger.js';
import { accountSearchKey } from '../../accounts/search-key.js';
import { identityColumn, type DialectName } from '../dialect.js';

// The app's connection maps camelCase names to the columns' snake_case (CamelCasePlugin).
interface Tables {
  accounts: {
    id: number;
    totalDebtKurus: number;
    paidAmountKurus: number;
    remainingDebtKurus: number;
    lastPaymentDate: string | null;
    status: string;
    createdAt: string;
    oldestUnpaidDay: string | null;
    customerName: string;
    name: string;
    phone: string;
    searchKey: string;
  };
  accountEntries: {
    id: Generated<number>;
    accountId: number;
    kind: string;
    amountKurus: number;
    day: string;
    method: string | null;
    description: string;
    reversesId: number | null;
    overLimitConfirmed: number;
    createdById: number | null;
    createdByName: string;
    createdAt: string;
  };
}

/** Who the entries made from the accounts' former totals name as having entered them. */
export const MIGRATION_AUTHOR = 'Aktarım (eski kayıt)';

/**
 * The veresiye ledger (docs/decisions/003): an account's entries, only ever added, and its
 * totals kept on its row in the same transaction as each entry. Each account's former total
 * debt becomes an opening charge and its paid amount an opening payment dated its last payment
 * date, and the migration checks that every balance comes out as it was.
 */
export function accountLedger(dialect: DialectName) {
  return {
    async up(untyped: Kysely<unknown>): Promise<void> {
      const db = untyped as Kysely<Tables>;
      await db.schema
        .createTable('account_entries')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id'))
        .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('charge', 'payment', 'reversal')`))
        .addColumn('amount_kurus', 'integer', (c) => c.notNull().check(sql`amount_kurus > 0`))
        .addColumn('day', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.check(sql`method is null or method in ('cash', 'card', 'transfer')`))
        .addColumn('description', 'text', (c) => c.notNull())
        // An entry is reversed at most once: the database refuses a second reversal.
        .addColumn('reverses_id', 'integer', (c) => c.unique().references('account_entries.id'))
        .addColumn('over_limit_confirmed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by_id', 'integer')
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('account_entries_account_idx').on('account_entries').columns(['account_id', 'day', 'id']).execute();
      await db.schema.alterTable('accounts').addColumn('oldest_unpaid_day', 'text').execute();
      await db.schema.alterTable('accounts').addColumn('anonymised_at', 'text').execute();
      // What the list's search reads (accounts/search-key.ts): the names folded the Turkish way and the phone's digits.
      await db.schema
        .alterTable('accounts')
        .addColumn('search_key', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.createIndex('accounts_search_idx').on('accounts').columns(['search_key', 'id']).execute();
      await db.schema.createIndex('accounts_last_payment_idx').on('accounts').columns(['last_payment_date', 'id']).execute();
      await db.schema.createIndex('accounts_balance_idx').on('accounts').columns(['remaining_debt_kurus', 'id']).execute();

      const now = new Date().toISOString();
      const accounts = await db.selectFrom('accounts').selectAll().orderBy('id').execute();
      for (const account of accounts) {
        const opened = account.createdAt.slice(0, 10);
        const paidOn = account.lastPaymentDate ?? opened;
        const entries: LedgerEntry[] = [];
        const add = async (kind: 'charge' | 'payment', amount: number, day: string, description: string) => {
          if (amount <= 0) return;
          const { id } = await db
            .insertInto('accountEntries')
            .values({
              accountId: account.id,
              kind,
              amountKurus: amount,
              day,
              method: null,
              description,
              reversesId: null,
              overLimitConfirmed: 0,
              createdById: null,
              createdByName: MIGRATION_AUTHOR,
              createdAt: now,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          entries.push({ id, kind, amountKurus: amount, day, reversesId: null });
        };
        // The opening charge comes no later than the payment made against it.
        await add('charge', account.totalDebtKurus, paidOn < opened ? paidOn : opened, 'Açılış bakiyesi');
        await add('payment', account.paidAmountKurus, paidOn, 'Açılışa kadar ödenen');
        const totals = ledgerTotals(entries);
        if (totals.balanceKurus !== account.remainingDebtKurus) {
          throw new Error(
            `Account ${account.id}: its entries come to a balance of ${totals.balanceKurus} kuruş, but it was ${account.remainingDebtKurus}`,
          );
        }
        await db
          .updateTable('accounts')
          .set({
            totalDebtKurus: totals.chargedKurus,
            paidAmountKurus: totals.paidKurus,
            lastPaymentDate: totals.lastPaymentDay,
            oldestUnpaidDay: totals.oldestUnpaidDay,
            status: statusOf(totals),
            searchKey: accountSearchKey(account),
          })
          .where('id', '=', account.id)
          .execute();
      }
    },
  };
}
