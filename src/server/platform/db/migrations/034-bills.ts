import { sql, type Kysely } from 'kysely';
import { identityColumn, type DialectName } from './helpers.js';

/**
 * The table's bill ('adisyon', D60).
 *
 * `categories.vat_rate`, `order_lines.vat_rate`: the VAT (KDV) in a category's prices, in percent
 * (10 for food by default, 20 for alcohol as the admin sets it), copied to a line as it is
 * ordered, like its price.
 *
 * `bills`: one per table from its first order to its closing. At most one open bill a table (a
 * partial unique index); `orders.bill_id` is the bill an order is on (a line moved to another
 * table goes with an order of its own). The table's name is copied, so a closed bill reads as it
 * was. `discount_kurus` is what was taken off the whole bill; `split_kind`, `split_parts` how it
 * is paid (`none`, `equal` parts, or by `lines`, each line's `order_lines.part`). `requested_at`
 * is when its guests asked for it ('Hesap iste'); `closed_at` when its payments came to its total.
 *
 * `payments`: what was paid on a bill, each once (`client_id`, the device's own name for it, is
 * unique: a payment sent again is the same payment): its method (cash, card, transfer, or a
 * customer's account: `account_entry_id` is the ledger's charge), its amount, the cash handed
 * over, the tip apart, and the part of a split it paid.
 *
 * `bill_changes`: everything done to a bill besides ordering and paying, with who, when and why:
 * a discount, an ikram, a void, a move or merge, a split, a reopening; `amount_kurus` what it took
 * off (for the day's figures), `approved_by_name` the admin who allowed one above the limit.
 *
 * `order_lines.ikram`: the line is given free; `order_lines.part`, the part of a split by lines
 * it is paid in. Each table's open orders become its open bill; orders closed before bills stay
 * without one.
 */
export function bills(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .alterTable('categories')
        .addColumn('vat_rate', 'integer', (c) => c.notNull().defaultTo(10))
        .execute();
      await db.schema
        .alterTable('order_lines')
        .addColumn('vat_rate', 'integer', (c) => c.notNull().defaultTo(10))
        .execute();
      await db.schema
        .alterTable('order_lines')
        .addColumn('ikram', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('order_lines').addColumn('part', 'integer').execute();

      await db.schema
        .createTable('bills')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('table_id', 'integer', (c) => c.references('dining_tables.id').onDelete('set null'))
        .addColumn('table_name', 'text', (c) => c.notNull())
        .addColumn('opened_at', 'text', (c) => c.notNull())
        .addColumn('requested_at', 'text')
        .addColumn('discount_kurus', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('split_kind', 'text', (c) => c.notNull().defaultTo('none'))
        .addColumn('split_parts', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('closed_at', 'text')
        .addColumn('closed_by_id', 'integer')
        .addColumn('closed_by_name', 'text')
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .createIndex('bills_one_open')
        .on('bills')
        .column('table_id')
        .unique()
        .where(sql.ref('closed_at'), 'is', null)
        .execute();
      await db.schema.createIndex('bills_closed_idx').on('bills').column('closed_at').execute();
      await db.schema
        .alterTable('orders')
        .addColumn('bill_id', 'integer', (c) => c.references('bills.id').onDelete('set null'))
        .execute();
      await db.schema.createIndex('orders_bill_idx').on('orders').column('bill_id').execute();

      await db.schema
        .createTable('payments')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('client_id', 'text', (c) => c.notNull().unique())
        .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
        .addColumn('part', 'integer')
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('amount_kurus', 'integer', (c) => c.notNull())
        .addColumn('tendered_kurus', 'integer')
        .addColumn('tip_kurus', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('set null'))
        .addColumn('account_entry_id', 'integer', (c) => c.references('account_entries.id').onDelete('set null'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('created_by_id', 'integer')
        .addColumn('created_by_name', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('payments_bill_idx').on('payments').column('bill_id').execute();

      await db.schema
        .createTable('bill_changes')
        .addColumn('id', 'integer', identityColumn(dialect))
        .addColumn('bill_id', 'integer', (c) => c.notNull().references('bills.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('line_id', 'integer', (c) => c.references('order_lines.id').onDelete('set null'))
        .addColumn('amount_kurus', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('by_id', 'integer')
        .addColumn('by_name', 'text', (c) => c.notNull())
        .addColumn('approved_by_name', 'text')
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('bill_changes_bill_idx').on('bill_changes').column('bill_id').execute();
      await db.schema.createIndex('bill_changes_at_idx').on('bill_changes').column('at').execute();

      // Each table's open orders so far on one open bill. Closed ones were settled before bills: they stay without one.
      const open = await sql<{ table_id: number; table_name: string; opened_at: string }>`
        select table_id, min(table_name) as table_name, min(created_at) as opened_at
        from orders where table_id is not null and closed_at is null
        group by table_id order by min(id)`.execute(db);
      for (const group of open.rows) {
        const inserted = await sql<{ id: number }>`
          insert into bills (table_id, table_name, opened_at) values (${group.table_id}, ${group.table_name}, ${group.opened_at})
          returning id`.execute(db);
        await sql`update orders set bill_id = ${inserted.rows[0]!.id} where table_id = ${group.table_id} and closed_at is null`.execute(db);
      }
    },
  };
}
