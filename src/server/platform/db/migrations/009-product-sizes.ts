import type { Kysely } from 'kysely';

/**
 * A product's sizes, each with its TR/EN label and price in kuruş, as a JSON array in the
 * order staff put them: read and written whole with the product, like its allergens. Products
 * there are keep their one price (`[]`); a product with sizes keeps its lowest size's price in
 * `price_kurus`, so lists sort and a card says "from" without reading the sizes.
 */
export function productSizes() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('products')
        .addColumn('sizes', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
  };
}
