import type { Kysely } from 'kysely';

/**
 * A dish's portion weight in grams, as the price list must name it; null when staff leave it
 * out, and for a dish with sizes, whose sizes (the `sizes` JSON) each carry their own.
 */
export function productGrams() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema.alterTable('products').addColumn('grams', 'integer').execute();
    },
  };
}
