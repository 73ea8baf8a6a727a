import type { Kysely } from 'kysely';
import { identityColumn, type DialectName } from './helpers.js';

/**
 * Prices changed many at a time ('Fiyat güncelle'): each change is a batch, kept with every
 * price it changed, so it can be undone as a whole and the history shows it as one.
 * - `price_batches`: who changed what (`rule` and `scope`, the choices as JSON), when it was
 *   applied, and when it was undone (null while it stands);
 * - `price_batch_items`: each price the batch changed, a dish's one price (`size_label` '') or
 *   a size's (its Turkish label), before and after in kuruş. A dish deleted later takes its
 *   items with it.
 */
export function priceBatches(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('price_batches')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('rule', 'text', (c) => c.notNull())
        .addColumn('scope', 'text', (c) => c.notNull())
        .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .addColumn('applied_at', 'text', (c) => c.notNull())
        .addColumn('undone_at', 'text')
        .addColumn('undone_by_name', 'text')
        .execute();
      await db.schema.createIndex('price_batches_applied_idx').on('price_batches').column('applied_at').execute();
      await db.schema
        .createTable('price_batch_items')
        .addColumn('batch_id', 'integer', (c) => c.notNull().references('price_batches.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('size_label', 'text', (c) => c.notNull())
        .addColumn('before_kurus', 'integer', (c) => c.notNull())
        .addColumn('after_kurus', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('price_batch_items_pk', ['batch_id', 'product_id', 'size_label'])
        .execute();
      await db.schema.createIndex('price_batch_items_product_idx').on('price_batch_items').column('product_id').execute();
    },
  };
}
