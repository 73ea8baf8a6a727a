import type { Kysely } from 'kysely';

/**
 * "Tükendi": the last calendar day (in the restaurant's time zone, `YYYY-MM-DD`, which sorts as
 * text) a product is sold out, so that "for today" ends by itself at midnight; '9999-12-31'
 * for "until staff clear it"; null while it is on sale.
 */
export function productSoldOut() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('products').addColumn('sold_out_until', 'text').execute();
    },
  };
}
