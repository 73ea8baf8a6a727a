import { sql, type Generated, type Kysely } from 'kysely';
import { identityColumn, type DialectName } from './helpers.js';

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

// Frozen copies, as of this migration, of the app's ledger rules (shared/ledger.ts) and its
// accounts' search key (accounts/search-key.ts, shared/text.ts): a later change to how the app
// totals a ledger, names a status or folds a name must not change what this migration writes.

interface LedgerEntry {
  id: number;
  kind: 'charge' | 'payment' | 'reversal';
  amountKurus: number;
  day: string;
  reversesId: number | null;
}

interface LedgerTotals {
  chargedKurus: number;
  paidKurus: number;
  balanceKurus: number;
  lastPaymentDay: string | null;
  oldestUnpaidDay: string | null;
}

/** The totals of a ledger, read from all of its entries (payments pay the oldest charges first). */
function ledgerTotals(entries: readonly LedgerEntry[]): LedgerTotals {
  const reversed = new Set(entries.flatMap((entry) => (entry.kind === 'reversal' && entry.reversesId !== null ? [entry.reversesId] : [])));
  const standing = entries.filter((entry) => entry.kind !== 'reversal' && !reversed.has(entry.id));
  const charges = standing.filter((entry) => entry.kind === 'charge').sort(byDayThenId);
  const payments = standing.filter((entry) => entry.kind === 'payment');
  const chargedKurus = sum(charges);
  const paidKurus = sum(payments);
  let paidOff = paidKurus;
  let oldestUnpaidDay: string | null = null;
  for (const charge of charges) {
    if (paidOff < charge.amountKurus) {
      oldestUnpaidDay = charge.day;
      break;
    }
    paidOff -= charge.amountKurus;
  }
  const lastPaymentDay = payments.reduce<string | null>(
    (last, payment) => (last === null || payment.day > last ? payment.day : last),
    null,
  );
  return { chargedKurus, paidKurus, balanceKurus: chargedKurus - paidKurus, lastPaymentDay, oldestUnpaidDay };
}

/** 'Hareket yok' while nothing stands charged or paid, 'Ödendi' once nothing is owed, then part paid or not. */
function statusOf({ chargedKurus, balanceKurus, paidKurus }: LedgerTotals): string {
  if (chargedKurus === 0 && paidKurus === 0) return 'Hareket yok';
  if (balanceKurus <= 0) return 'Ödendi';
  return paidKurus > 0 ? 'Kısmi Ödeme' : 'Ödenmedi';
}

function sum(entries: readonly LedgerEntry[]): number {
  return entries.reduce((total, entry) => total + entry.amountKurus, 0);
}

function byDayThenId(a: LedgerEntry, b: LedgerEntry): number {
  return a.day < b.day ? -1 : a.day > b.day ? 1 : a.id - b.id;
}

/** The customer's name and the contact's, folded the Turkish way (D12), then the phone's digits. */
function accountSearchKey(account: { customerName: string; name: string; phone: string }): string {
  return `${foldTurkish(account.customerName)} | ${foldTurkish(account.name)} | ${account.phone.replace(/\D/g, '')}`;
}

function foldTurkish(text: string): string {
  return text
    .trim()
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/\s+/g, ' ');
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
      // What the list's search reads (accounts/search-key.ts, copied above): the names folded the Turkish way and the phone's digits.
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
