import type { Kysely } from 'kysely';

/**
 * The addresses categories and dishes had before they were renamed (or a dish moved to another
 * category), so a bookmarked or shared link leads to the new address instead of a 404:
 * - `former_category_names`: a category's former name in one language, folded the Turkish way
 *   as addresses are matched (`name_key`, as `categories.name_tr_key`);
 * - `former_dish_slugs`: a dish's former address segment within a category in one language.
 * A live address always wins over a former one; each former address leads to the record that
 * last had it, and goes with the record when it is deleted.
 */
export function formerAddresses() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('former_category_names')
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull())
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('former_category_names_pk', ['language', 'name_key'])
        .execute();
      await db.schema
        .createTable('former_dish_slugs')
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('slug', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('former_dish_slugs_pk', ['category_id', 'language', 'slug'])
        .execute();
      // Deleting a category or dish deletes its former addresses: looked up by the record.
      await db.schema.createIndex('former_category_names_category_idx').on('former_category_names').column('category_id').execute();
      await db.schema.createIndex('former_dish_slugs_product_idx').on('former_dish_slugs').column('product_id').execute();
    },
  };
}
