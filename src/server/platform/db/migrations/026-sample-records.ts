import { sql, type Kysely } from 'kysely';

/**
 * The tables whose records the first start's sample data makes, by the kind `sample_records`
 * names them with: a frozen copy of resources/settings/sample-data.ts's kinds as of this migration.
 */
const SAMPLE_TABLES = {
  categories: 'categories',
  tags: 'tags',
  ingredients: 'ingredients',
  products: 'products',
  campaigns: 'campaigns',
  accounts: 'accounts',
  accountEntries: 'account_entries',
  diningTables: 'dining_tables',
} as const;

/**
 * The records the sample data made (features/seed), so an admin can remove them later
 * ('Örnek verileri kaldır'): one row per record, by its kind (`products`, `accountEntries`…)
 * and id; `settings` (id 1) when the sample's details were written over the defaults. A record
 * deleted since simply has no row to match.
 *
 * A restaurant seeded before this migration gets its rows here: the seed stamped everything it
 * made with one instant, the one it wrote in `meta` as `menu_seeded`, and nothing staff make
 * carries it. Its details are the sample's if no one has saved them since (version 1).
 */
export function sampleRecords() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('sample_records')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('record_id', 'integer', (c) => c.notNull())
        .addPrimaryKeyConstraint('sample_records_pk', ['kind', 'record_id'])
        .execute();
      const seeded = sql`(select value from meta where key = 'menu_seeded')`;
      for (const [kind, table] of Object.entries(SAMPLE_TABLES)) {
        await sql`insert into sample_records (kind, record_id)
          select ${sql.lit(kind)}, id from ${sql.table(table)} where created_at = ${seeded}`.execute(db);
      }
      await sql`insert into sample_records (kind, record_id)
        select 'settings', id from settings where version = 1 and exists ${seeded}`.execute(db);
    },
  };
}
