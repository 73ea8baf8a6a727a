import type { Kysely } from 'kysely';

/**
 * A product's allergen groups (shared/allergens.ts) as a JSON array of codes. The list is fixed
 * by law and always read and written whole with its product, so it lives on the row; products
 * there are have none until staff set them.
 */
export function productAllergens() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('products')
        .addColumn('allergens', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
  };
}
