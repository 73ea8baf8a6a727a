import { sql, type Kysely } from 'kysely';
import { identityColumn, type DialectName } from './helpers.js';

/**
 * The kitchen's and the bar's stations, and the tickets a confirmed order is split into.
 *
 * `stations`: where dishes are prepared (Fırın, Mutfak, Bar), each named uniquely the Turkish
 * way (`name_key`), with its colour, the minutes after which a waiting ticket turns amber
 * (red after twice as many), and the network printer it sends tickets to (`host:port`, or
 * none). Exactly one is the default, which takes every line no other station prepares: at most
 * one by a partial unique index, at least one because the default is never deleted, only
 * replaced (under a lock). Every database starts with one, 'Mutfak'.
 *
 * `station_categories`, `station_products`: which station prepares a category's dishes, and a
 * dish that goes elsewhere than its category; each category and dish at one station at most
 * (its id is the key).
 *
 * `tickets`: one per station for each confirmed order, holding that order's lines for it
 * (`order_lines.ticket_id`). The station's and the table's names are copied, so a ticket reads
 * as it was printed; `bumped_at` is when its lines were all ready (null while it waits), and
 * `printed_at` when a printer took it (set once: a ticket is never printed twice).
 */
export function stations(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('stations')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('name_key', 'text', (c) => c.notNull().unique())
        .addColumn('colour', 'text', (c) => c.notNull())
        .addColumn('warn_minutes', 'integer', (c) => c.notNull().defaultTo(10))
        .addColumn('printer', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('stations_one_default')
        .on('stations')
        .column('is_default')
        .unique()
        .where(sql.ref('is_default'), '=', 1)
        .execute();
      const now = new Date().toISOString();
      await sql`insert into stations (name, name_key, colour, warn_minutes, printer, is_default, version, created_at, updated_at)
        values ('Mutfak', 'mutfak', '#b45309', 10, '', 1, 1, ${now}, ${now})`.execute(db);

      await db.schema
        .createTable('station_categories')
        .addColumn('category_id', 'integer', (c) => c.primaryKey().references('categories.id').onDelete('cascade'))
        .addColumn('station_id', 'integer', (c) => c.notNull().references('stations.id').onDelete('cascade'))
        .execute();
      await db.schema
        .createTable('station_products')
        .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id').onDelete('cascade'))
        .addColumn('station_id', 'integer', (c) => c.notNull().references('stations.id').onDelete('cascade'))
        .execute();

      await db.schema
        .createTable('tickets')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('station_id', 'integer', (c) => c.references('stations.id').onDelete('set null'))
        .addColumn('station_name', 'text', (c) => c.notNull())
        .addColumn('table_name', 'text', (c) => c.notNull())
        .addColumn('confirmed_at', 'text', (c) => c.notNull())
        .addColumn('bumped_at', 'text')
        .addColumn('printed_at', 'text')
        .execute();
      await db.schema.createIndex('tickets_station_idx').on('tickets').columns(['station_id', 'bumped_at']).execute();
      await db.schema.createIndex('tickets_order_idx').on('tickets').column('order_id').execute();
      await db.schema
        .alterTable('order_lines')
        .addColumn('ticket_id', 'integer', (c) => c.references('tickets.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('order_lines_ticket_idx').on('order_lines').column('ticket_id').execute();
    },
  };
}
