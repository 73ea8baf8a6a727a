import type { Kysely } from 'kysely';
import type { AccountData, AdminAccount } from '../../shared/schemas/account.js';
import { containsFolded } from '../../shared/text.js';
import type { AccountRow, Database } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { flagOf } from '../records/db-errors.js';

export const MISSING = 'Hesap bulunamadı';

/** The remaining debt is always computed here, from the amounts being saved (spec §9). */
export function toColumns(input: AccountData) {
  return {
    customerName: input.customerName,
    name: input.name,
    email: input.email,
    phone: input.phone,
    address: input.address,
    totalDebtKurus: input.totalDebt,
    paidAmountKurus: input.paidAmount,
    remainingDebtKurus: input.totalDebt - input.paidAmount,
    lastPaymentDate: input.lastPaymentDate,
    creditLimitKurus: input.creditLimit,
    status: input.status,
    notes: input.notes,
    isActive: flagOf(input.isActive),
  };
}

/** Accounts by customer name, those whose name holds `search` (Turkish-aware, D12). */
export async function listAccounts(db: Kysely<Database>, search: string): Promise<AdminAccount[]> {
  const rows = await db.selectFrom('accounts').selectAll().orderBy('customerName').orderBy('id').execute();
  // The search happens here rather than in SQL, where LIKE folds only ASCII.
  return rows.filter((row) => containsFolded(row.customerName, search)).map(toAdminAccount);
}

export async function getAccount(db: Kysely<Database>, id: number): Promise<AdminAccount> {
  const row = await db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MISSING);
  return toAdminAccount(row);
}

function toAdminAccount(row: AccountRow): AdminAccount {
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
    notes: row.notes,
    isActive: row.isActive === 1,
    version: row.version,
  };
}
