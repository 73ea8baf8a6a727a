import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { addDays, type CalendarDay } from '../../../shared/calendar.js';
import {
  ACCOUNT_PAGE_SIZE,
  AGING_BUCKETS,
  type AccountData,
  type AccountListQuery,
  type AccountPage,
  type AccountSummary,
  accountRecord,
  type AdminAccount,
} from '../../../shared/schemas/account.js';
import type { AccountRow, Database } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/errors.js';
import { columnWriter, recordReader } from '../../platform/records/columns.js';
import { accountSearchKey, searchPattern } from './search-key.js';

export const MISSING = 'Hesap bulunamadı';

/** The account's own fields; its figures are its ledger's (ledger.ts), written by its entries. */
export const toColumns = columnWriter('accounts', (input: AccountData) => ({
  creditLimitKurus: input.creditLimit,
  searchKey: accountSearchKey(input),
}));

/** What a new account owes: nothing, and it has no entries yet ('Hareket yok'). */
export const NEW_ACCOUNT_TOTALS = {
  totalDebtKurus: 0,
  paidAmountKurus: 0,
  remainingDebtKurus: 0,
  lastPaymentDate: null,
  oldestUnpaidDay: null,
  status: 'Hareket yok',
} as const;

/**
 * A page of the accounts the query asks for. The database does the work (filters, order, the
 * page) with the figures stored on each account, so the cost follows the page, not the books.
 */
export async function listAccounts(db: Kysely<Database>, query: AccountListQuery, today: CalendarDay): Promise<AccountPage> {
  const filtered = <O>(q: SelectQueryBuilder<Database, 'accounts', O>) => {
    let found = q;
    if (query.q?.trim()) found = found.where(sql<boolean>`search_key like ${searchPattern(query.q)} escape '\\'`);
    if (query.status) found = found.where('status', '=', query.status);
    if (query.overdue) {
      // Owing money, and no payment (or, never paid, no charge) for that many days.
      const since = addDays(today, -Number(query.overdue));
      found = found.where('remainingDebtKurus', '>', 0).where(sql<boolean>`coalesce(last_payment_date, oldest_unpaid_day) <= ${since}`);
    }
    return found;
  };
  const { total } = await filtered(db.selectFrom('accounts'))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  let page = filtered(withEntryCount(db));
  if (query.sort === 'balance') page = page.orderBy('remainingDebtKurus', 'desc');
  else if (query.sort === 'lastPayment') page = page.orderBy(sql`last_payment_date is null`).orderBy('lastPaymentDate', 'desc');
  else page = page.orderBy('searchKey');
  const rows = await page
    .orderBy('id')
    .limit(ACCOUNT_PAGE_SIZE)
    .offset((query.page - 1) * ACCOUNT_PAGE_SIZE)
    .execute();
  return { items: rows.map(toAdminAccount), total: Number(total), page: query.page, pageSize: ACCOUNT_PAGE_SIZE };
}

/** What is owed in all, and how long it has been owed: days since each oldest unpaid charge. */
export async function accountSummary(db: Kysely<Database>, today: CalendarDay): Promise<AccountSummary> {
  const [d30, d60, d90] = [30, 60, 90].map((days) => addDays(today, -days));
  const bucket = sql<string>`case
    when oldest_unpaid_day >= ${d30} then '0–30'
    when oldest_unpaid_day >= ${d60} then '31–60'
    when oldest_unpaid_day >= ${d90} then '61–90'
    else '90+' end`;
  const rows = await db
    .selectFrom('accounts')
    .select((eb) => [
      bucket.as('bucket'),
      eb.fn.countAll<number | string>().as('accounts'),
      eb.fn.sum<number | string>('remainingDebtKurus').as('amount'),
    ])
    .where('remainingDebtKurus', '>', 0)
    // By the output column: the expression's parameters would differ between the two clauses.
    .groupBy(sql`bucket`)
    .execute();
  const byBucket = new Map(rows.map((row) => [row.bucket, row]));
  const aging = AGING_BUCKETS.map((name) => ({
    bucket: name,
    accounts: Number(byBucket.get(name)?.accounts ?? 0),
    amountKurus: Number(byBucket.get(name)?.amount ?? 0),
  }));
  // Switched off, an account still owes what it owes: counted above, and said apart.
  const inactive = await db
    .selectFrom('accounts')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('accounts'),
      eb.fn.sum<number | string | null>('remainingDebtKurus').as('amount'),
    ])
    .where('remainingDebtKurus', '>', 0)
    .where('isActive', '=', 0)
    .executeTakeFirstOrThrow();
  return {
    receivableKurus: aging.reduce((sum, row) => sum + row.amountKurus, 0),
    withBalance: aging.reduce((sum, row) => sum + row.accounts, 0),
    inactive: { accounts: Number(inactive.accounts), amountKurus: Number(inactive.amount ?? 0) },
    aging,
  };
}

export async function getAccount(db: Kysely<Database>, id: number): Promise<AdminAccount> {
  const row = await withEntryCount(db).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MISSING);
  return toAdminAccount(row);
}

/** Accounts with how many entries their ledgers hold (one with any is kept, never deleted). */
function withEntryCount(db: Kysely<Database>) {
  return db
    .selectFrom('accounts')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('accountEntries')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('accountEntries.accountId', '=', 'accounts.id')
        .as('entryCount'),
    );
}

const toAdminAccount = recordReader<AccountRow & { entryCount: number | string | null }, AdminAccount>(accountRecord, {
  // PostgreSQL counts in bigint (read as a number by db/postgres.ts); a count is typed either way.
  entryCount: (row) => Number(row.entryCount ?? 0),
});
