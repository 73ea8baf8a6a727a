import { sql, type Kysely } from 'kysely';
import { identityColumn, type DialectName } from './helpers.js';

/** Every table of the product (spec §3), with relations by id (D4) and money in kuruş (D3). */
export function initial(dialect: DialectName) {
  const id = identityColumn(dialect);
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('categories')
        .addColumn('id', 'integer', id)
        .addColumn('name_tr', 'text', (c) => c.notNull().unique())
        .addColumn('name_en', 'text', (c) => c.notNull().unique())
        .addColumn('description_tr', 'text', (c) => c.notNull())
        .addColumn('description_en', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('has_multiple_sizes', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('products')
        .addColumn('id', 'integer', id)
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('restrict'))
        .addColumn('name_tr', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('description_tr', 'text', (c) => c.notNull())
        .addColumn('description_en', 'text', (c) => c.notNull())
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('price_kurus', 'integer', (c) => c.notNull().check(sql`price_kurus >= 0`))
        .addColumn('is_weekly_choice', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('products_category_idx').on('products').column('category_id').execute();

      await db.schema
        .createTable('tags')
        .addColumn('id', 'integer', id)
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addColumn('name_tr', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('color', 'text', (c) => c.notNull())
        .addColumn('border', 'text', (c) => c.notNull())
        .addColumn('text_color', 'text', (c) => c.notNull())
        .addColumn('bg_color', 'text', (c) => c.notNull())
        .addColumn('font_weight', 'integer', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('tags_category_name_tr_unique', ['category_id', 'name_tr'])
        .execute();

      await db.schema
        .createTable('ingredients')
        .addColumn('id', 'integer', id)
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addColumn('name_tr', 'text', (c) => c.notNull())
        .addColumn('name_en', 'text', (c) => c.notNull())
        .addColumn('description_tr', 'text', (c) => c.notNull())
        .addColumn('description_en', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addUniqueConstraint('ingredients_category_name_tr_unique', ['category_id', 'name_tr'])
        .execute();

      await db.schema
        .createTable('product_tags')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('tag_id', 'integer', (c) => c.notNull().references('tags.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('product_tags_pk', ['product_id', 'tag_id'])
        .execute();
      await db.schema.createIndex('product_tags_tag_idx').on('product_tags').column('tag_id').execute();

      await db.schema
        .createTable('product_ingredients')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('ingredient_id', 'integer', (c) => c.notNull().references('ingredients.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('product_ingredients_pk', ['product_id', 'ingredient_id'])
        .execute();
      await db.schema.createIndex('product_ingredients_ingredient_idx').on('product_ingredients').column('ingredient_id').execute();

      await db.schema
        .createTable('campaigns')
        .addColumn('id', 'integer', id)
        .addColumn('title_tr', 'text', (c) => c.notNull())
        .addColumn('title_en', 'text', (c) => c.notNull())
        .addColumn('description_tr', 'text', (c) => c.notNull())
        .addColumn('description_en', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('start_date', 'text', (c) => c.notNull())
        .addColumn('end_date', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('price_kurus', 'integer')
        .addColumn('discount_price_kurus', 'integer')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('reviews')
        .addColumn('id', 'integer', id)
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('author_name', 'text', (c) => c.notNull())
        .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
        .addColumn('comment', 'text', (c) => c.notNull())
        .addColumn('is_visible', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('is_spam', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('client_key', 'text', (c) => c.notNull())
        .addColumn('address_key', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('reviews_product_idx').on('reviews').columns(['product_id', 'created_at']).execute();
      await db.schema.createIndex('reviews_client_idx').on('reviews').columns(['client_key', 'created_at']).execute();
      await db.schema.createIndex('reviews_address_idx').on('reviews').columns(['address_key', 'created_at']).execute();

      await db.schema
        .createTable('users')
        .addColumn('id', 'integer', id)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('persistent', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('last_seen_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

      await db.schema
        .createTable('accounts')
        .addColumn('id', 'integer', id)
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('total_debt_kurus', 'integer', (c) => c.notNull().check(sql`total_debt_kurus >= 0`))
        .addColumn('paid_amount_kurus', 'integer', (c) => c.notNull().check(sql`paid_amount_kurus >= 0`))
        .addColumn('remaining_debt_kurus', 'integer', (c) => c.notNull())
        .addColumn('last_payment_date', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('notes', 'text', (c) => c.notNull())
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('login_failures')
        .addColumn('id', 'integer', id)
        .addColumn('user_key', 'text', (c) => c.notNull())
        .addColumn('client_key', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('login_failures_user_idx').on('login_failures').columns(['user_key', 'at']).execute();
      await db.schema.createIndex('login_failures_client_idx').on('login_failures').columns(['client_key', 'at']).execute();

      await db.schema
        .createTable('meta')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
