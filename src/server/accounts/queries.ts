import type { Kysely } from 'kysely';
import type { AccountData, AdminAccount } from '../../shared/schemas/account.js';
import { containsFolded } from '../../shared/text.js';
import type { AccountRow, Database } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { flagOf } from '../records/db-errors.js';

export const MISSING = 'Hesap bulunamadı';

/** The account's own fields; its figures are its ledger's (ledger.ts), written by its entries. */
export function toColumns(input: AccountData) {
  return {
    customerName: input.customerName,
    name: input.name,
    email: input.email,
    phone: input.phone,
    address: input.address,
    creditLimitKurus: input.creditLimit,
    notes: input.notes,
    isActive: flagOf(input.isActive),
  };
}

/** What a new account owes: nothing, until its first charge. */
export const NEW_ACCOUNT_TOTALS = {
  totalDebtKurus: 0,
  paidAmountKurus: 0,
  remainingDebtKurus: 0,
  lastPaymentDate: null,
  oldestUnpaidDay: null,
  status: 'Ödendi',
} as const;

/** Accounts by customer name, those whose name holds `search` (Turkish-aware, D12). */
export async function listAccounts(db: Kysely<Database>, search: string): Promise<AdminAccount[]> {
  const rows = await withEntryCount(db).orderBy('customerName').orderBy('id').execute();
  // The search happens here rather than in SQL, where LIKE folds only ASCII.
  return rows.filter((row) => containsFolded(row.customerName, search)).map(toAdminAccount);
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

function toAdminAccount(row: AccountRow & { entryCount: number | string | null }): AdminAccount {
  return {
    id: row.id,
    customerName: row.customerName,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    totalDebtKurus: row.totalDebtKurus,
    paidAmountKurus: row.paidAmountKurus,
    remainingDebtKurus: row.remainingDebtKurus,
    lastPaymentDate: row.lastPaymentDate,
    creditLimitKurus: row.creditLimitKurus,
    status: row.status,
    oldestUnpaidDay: row.oldestUnpaidDay,
    anonymisedAt: row.anonymisedAt,
    // PostgreSQL counts in bigint, which its driver reads as text.
    entryCount: Number(row.entryCount ?? 0),
    notes: row.notes,
    isActive: row.isActive === 1,
    version: row.version,
  };
}
