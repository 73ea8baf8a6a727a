import { sql, type Kysely } from 'kysely';
import type { DialectName } from './helpers.js';

/**
 * An account's totals in 64-bit integers, and 'Hareket yok' for an account with nothing charged
 * or paid. One entry is at most ₺9.999.999,99, but the charges and payments of a long-kept
 * account add up: past ₺21.474.836,47 a PostgreSQL `integer` column overflows and the entry
 * that crossed it failed (SQLite's integers are 64-bit already). An account without entries
 * showed 'Ödendi', as if it had been paid.
 */
export function accountTotals(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') {
        for (const column of ['total_debt_kurus', 'paid_amount_kurus', 'remaining_debt_kurus']) {
          await db.schema
            .alterTable('accounts')
            .alterColumn(column, (col) => col.setDataType('bigint'))
            .execute();
        }
      }
      await sql`update accounts set status = 'Hareket yok' where total_debt_kurus = 0 and paid_amount_kurus = 0`.execute(db);
    },
  };
}
