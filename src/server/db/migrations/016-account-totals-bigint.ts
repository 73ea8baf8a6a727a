import type { Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

/**
 * An account's totals in 64-bit integers. One entry is at most ₺9.999.999,99, but the charges
 * and payments of a long-kept account add up: past ₺21.474.836,47 a PostgreSQL `integer` column
 * overflows and the entry that crossed it failed. SQLite's integers are 64-bit already.
 */
export function accountTotalsBigint(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect !== 'postgres') return;
      for (const column of ['total_debt_kurus', 'paid_amount_kurus', 'remaining_debt_kurus']) {
        await db.schema
          .alterTable('accounts')
          .alterColumn(column, (col) => col.setDataType('bigint'))
          .execute();
      }
    },
  };
}
