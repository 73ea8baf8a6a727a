import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrationNames } from '../../src/server/platform/db/migrate.js';
import { TABLE_COLUMNS, type Database } from '../../src/server/platform/db/schema.js';
import { startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { appName } from '../support/table-names.js';

/**
 * db/schema.ts is written by hand beside the migrations: its row types are what every query
 * believes. A freshly migrated database must have exactly its tables and columns, each of its
 * type and nullability, on either engine.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('a migrated database has every table and column db/schema.ts declares, of its type and nullability, and no other', async () => {
  const declared = Object.fromEntries(
    Object.entries(TABLE_COLUMNS).flatMap(([table, columns]) =>
      Object.entries(columns).map(([column, type]) => [`${table}.${column}`, type]),
    ),
  );
  expect(await migratedColumns(t.db)).toEqual(declared);
});

/** The engines' names for each type family; any other type shows as the engine names it. */
const FAMILIES: Record<string, string> = {
  integer: 'integer',
  bigint: 'integer',
  smallint: 'integer',
  text: 'text',
  blob: 'blob',
  bytea: 'blob',
};

/** Not the app's: Kysely's record of the migrations run, and SQLite's autoincrement counters. */
const BOOKKEEPING = ['kysely_migration', 'kysely_migration_lock', 'sqlite_sequence'];

interface ColumnRow {
  table: string;
  column: string;
  type: string;
  notNull: boolean | number;
}

/** The database's columns as `table.column`, named as the app names them, typed as TABLE_COLUMNS types them. */
async function migratedColumns(db: Kysely<Database>): Promise<Record<string, string>> {
  const columns: Record<string, string> = {};
  for (const { table, column, type, notNull } of await columnsOf(db)) {
    if (BOOKKEEPING.includes(table)) continue;
    const family = FAMILIES[type.toLowerCase()] ?? type;
    columns[`${appName(table)}.${appName(column)}`] = notNull ? family : `${family} | null`;
  }
  return columns;
}

async function columnsOf(db: Kysely<Database>): Promise<ColumnRow[]> {
  if (TEST_DIALECT === 'postgres') {
    const { rows } = await sql<ColumnRow>`
      select table_name as "table", column_name as "column", data_type as "type", is_nullable = 'NO' as "notNull"
      from information_schema.columns
      where table_schema = current_schema()`.execute(db);
    return rows;
  }
  // SQLite lets a primary key other than an integer one hold null (kept for old files' sake);
  // the app never writes one there and PostgreSQL refuses it, so a key counts as not null.
  const { rows } = await sql<ColumnRow>`
    select m.name as "table", c.name as "column", c.type as "type", c."notnull" or c.pk > 0 as "notNull"
    from sqlite_master m join pragma_table_info(m.name) c
    where m.type = 'table'`.execute(db);
  return rows;
}

it('a start on a migrated database runs no migration again; one a newer version migrated is refused, naming what it does not know', async () => {
  const app = await startTestApp();
  const ran = async () =>
    (await sql<{ name: string; timestamp: string }>`select name, "timestamp" from kysely_migration order by name`.execute(app.db)).rows;
  try {
    const before = await ran();
    expect(before.map((row) => row.name)).toEqual(migrationNames());
    await app.restart();
    expect(await ran()).toEqual(before);

    await sql`insert into kysely_migration (name, "timestamp") values ('999-from-a-newer-version', ${new Date().toISOString()})`.execute(
      app.db,
    );
    await expect(app.restart()).rejects.toThrow(/Database migration failed: .*999-from-a-newer-version/);
  } finally {
    await app.close();
  }
});
