import { sql, type Kysely } from 'kysely';
import { identityColumn, type DialectName } from './helpers.js';

/**
 * What the restaurant prints (issue: QR codes and print):
 * - `dining_tables`: the tables a code is printed for, their names unique the Turkish way
 *   (`name_key`, as categories' names), so two staff adding "1–20" at once cannot make two
 *   "Masa 5";
 * - `qr_settings`: one row (id 1), the menu's public address the codes point at and how they
 *   are drawn;
 * - `reviews.table_name`: the table a guest wrote a review at, shown to staff only;
 * - `products.prices_changed_at`: when a dish's price or sizes last changed, for the price
 *   list on the door (a dish that existed before starts at its last change).
 */
export function tablesAndPrint(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('dining_tables')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('qr_settings')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        // '' until staff set it: the codes then point at the address the back office was opened at.
        .addColumn('public_url', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('error_correction', 'text', (c) =>
          c
            .notNull()
            .defaultTo('Q')
            .check(sql`error_correction in ('M', 'Q', 'H')`),
        )
        .addColumn('wordmark', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await sql`insert into qr_settings (id, updated_at) values (1, ${new Date().toISOString()})`.execute(db);

      await db.schema.alterTable('reviews').addColumn('table_name', 'text').execute();

      await db.schema.alterTable('products').addColumn('prices_changed_at', 'text').execute();
      await sql`update products set prices_changed_at = updated_at`.execute(db);
    },
  };
}
