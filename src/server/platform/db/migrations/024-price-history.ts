import { sql, type Kysely } from 'kysely';
import { identityColumn, type DialectName } from './helpers.js';

/**
 * Every price each dish has had ('Fiyat geçmişi'): a row each time a dish's one price (`size_label`
 * '') or a size's (its Turkish label) took a new value, with when it took effect and, for a
 * change of many prices, its batch. A dish deleted takes its history with it. The prices there
 * are start it, as of when they last changed (or the dish was added).
 */
export function priceHistory(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('price_history')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('size_label', 'text', (c) => c.notNull())
        .addColumn('price_kurus', 'integer', (c) => c.notNull())
        .addColumn('effective_at', 'text', (c) => c.notNull())
        .addColumn('batch_id', 'integer', (c) => c.references('price_batches.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('price_history_product_idx')
        .on('price_history')
        .columns(['product_id', 'size_label', 'effective_at'])
        .execute();
      const { rows } = await sql<{ id: number; priceKurus: number; sizes: string; effectiveAt: string }>`
        select id, price_kurus as "priceKurus", sizes, coalesce(prices_changed_at, created_at) as "effectiveAt" from products
      `.execute(db);
      const values = rows.flatMap((row) => {
        const sizes = JSON.parse(row.sizes) as { labelTr: string; priceKurus: number }[];
        const prices = sizes.length === 0 ? [{ labelTr: '', priceKurus: row.priceKurus }] : sizes;
        return prices.map((price) => ({
          product_id: row.id,
          size_label: price.labelTr,
          price_kurus: price.priceKurus,
          effective_at: row.effectiveAt,
        }));
      });
      for (let at = 0; at < values.length; at += 500) {
        await (db as Kysely<{ price_history: (typeof values)[number] }>)
          .insertInto('price_history')
          .values(values.slice(at, at + 500))
          .execute();
      }
    },
  };
}
