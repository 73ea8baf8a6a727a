import type { Kysely } from 'kysely';
import { identityColumn, type DialectName } from './helpers.js';

/**
 * A change of many prices set to take effect later ("1 Aralık 00:00"): the choices (`rule` and
 * `scope` as JSON, as a batch keeps them), when, and who set it. It is applied once, at that
 * moment, by whichever instance gets there first: `ran_at` then says when, `batch_id` which
 * batch it became, or `refusal` why it could not be applied. Cancelled before then, it is kept
 * with who cancelled it.
 */
export function scheduledPrices(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('scheduled_prices')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('rule', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('effective_at', 'text', (c) => c.notNull())
        .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('cancelled_at', 'text')
        .addColumn('cancelled_by_name', 'text')
        .addColumn('ran_at', 'text')
        .addColumn('batch_id', 'integer', (c) => c.references('price_batches.id').onDelete('set null'))
        .addColumn('refusal', 'text')
        .execute();
      await db.schema.createIndex('scheduled_prices_effective_idx').on('scheduled_prices').column('effective_at').execute();
    },
  };
}
