import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { identityColumn, type DialectName } from './helpers.js';

/**
 * Orders from the table and from the waiter's phone.
 *
 * `dining_tables` gains `order_key`, the random key its printed code carries (renewed by staff,
 * which makes the old cards order nothing), and `opened_at`, when guests sat down (null while
 * the table is closed: its guests cannot order straight to the kitchen).
 *
 * `basket_lines`: a table's one shared basket, line by line, until it is sent. `client_id` is
 * the phone's own name for the line; `device_hash` a hash of the phone's random key, which
 * tells the phone its own lines (it may change only those). The dish, its size and the price
 * are as the guest saw them when adding the line; the names in the guest's language too.
 *
 * `orders`: a basket sent (`client_id`, the phone's name for the sending, unique: sent twice
 * is stored once), or an order a waiter typed. `confirmed_at` is set once, by the one waiter
 * who confirmed it. `order_lines`: its lines with their names in Turkish and in the guest's
 * language, their size and price frozen as they were when sent, and each line's state.
 *
 * `order_events`: every change, numbered in commit order (the writes take one lock), for the
 * staff's and the guests' live streams.
 */
export function orders(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('dining_tables')
        .addColumn('order_key', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('dining_tables').addColumn('opened_at', 'text').execute();
      const { rows: tables } = await sql<{ id: number }>`select id from dining_tables`.execute(db);
      for (const { id } of tables) {
        await sql`update dining_tables set order_key = ${randomBytes(9).toString('base64url')} where id = ${id}`.execute(db);
      }

      await db.schema
        .createTable('basket_lines')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('client_id', 'text', (c) => c.notNull().unique())
        .addColumn('table_id', 'integer', (c) => c.notNull().references('dining_tables.id').onDelete('cascade'))
        .addColumn('device_hash', 'text', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('size_tr', 'text')
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('size_name', 'text')
        .addColumn('unit_price_kurus', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('basket_lines_table_idx').on('basket_lines').columns(['table_id', 'id']).execute();

      await db.schema
        .createTable('orders')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('client_id', 'text', (c) => c.notNull().unique())
        .addColumn('table_id', 'integer', (c) => c.references('dining_tables.id').onDelete('set null'))
        .addColumn('table_name', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_by_name', 'text')
        .addColumn('confirmed_at', 'text')
        .addColumn('confirmed_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('confirmed_by_name', 'text')
        .addColumn('closed_at', 'text')
        .execute();
      await db.schema.createIndex('orders_table_idx').on('orders').columns(['table_id', 'closed_at']).execute();
      await db.schema.createIndex('orders_created_idx').on('orders').column('created_at').execute();

      await db.schema
        .createTable('order_lines')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
        .addColumn('name_tr', 'text', (c) => c.notNull())
        .addColumn('size_tr', 'text')
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('size_name', 'text')
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('note', 'text', (c) => c.notNull())
        .addColumn('unit_price_kurus', 'integer', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('cancel_reason', 'text')
        .addColumn('changed_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_lines_order_idx').on('order_lines').column('order_id').execute();

      await db.schema
        .createTable('order_events')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('table_id', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_events_at_idx').on('order_events').column('at').execute();
    },
  };
}
