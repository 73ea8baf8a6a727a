import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './connect.js';
import { TABLE_COLUMNS, type Database } from './schema.js';

type Table = keyof typeof TABLE_COLUMNS;

/** The tables the platform keeps itself, written after every resource's (resources/index.ts). */
export const PLATFORM_TABLES = ['meta', 'auditEvents'] as const satisfies readonly Table[];

/**
 * `order` as given, if it names every table of TABLE_COLUMNS exactly once; otherwise an error
 * that says which are missing or repeated, so a copy can never leave a table behind.
 */
export function everyTableOnce(order: readonly Table[]): readonly Table[] {
  const missing = Object.keys(TABLE_COLUMNS).filter((table) => !order.includes(table as Table));
  const repeated = order.filter((table, index) => order.indexOf(table) !== index);
  if (missing.length > 0 || repeated.length > 0) {
    throw new Error(`Every table once: missing ${missing.join(', ') || 'none'}; repeated ${repeated.join(', ') || 'none'}.`);
  }
  return order;
}

/**
 * Tables the migrations give one row (id 1) of defaults: a new database's, not data (the
 * restaurant's details, how its codes are drawn, the default station 'Mutfak'). The restaurant's
 * own rows take their place; one saved on the target (its version past 1), or another row, is data.
 */
const TABLES_WITH_A_DEFAULT_ROW = ['settings', 'qrSettings', 'stations'] as const satisfies readonly Table[];

/**
 * Tables of photos' bytes (up to 20 MB an original): read and written a few rows at a time,
 * in key order, so neither the process nor one statement ever holds more than a few files.
 * better-sqlite3 reads a blob as a Buffer, which pg writes as bytea: the bytes move unchanged.
 */
const BLOB_TABLES: Partial<Record<Table, { orderBy: string[]; rows: number }>> = {
  mediaOriginals: { orderBy: ['key'], rows: 4 },
  mediaVariants: { orderBy: ['mediaKey', 'width', 'format'], rows: 50 },
};

export interface TableCount {
  table: string;
  source: number;
  target: number;
}

/**
 * Copies a restaurant's whole database (ids included) into an empty, migrated PostgreSQL
 * database in one transaction, then compares the row counts of every table. The tables come
 * parents first, so foreign keys hold at every insert: resources/index.ts's TABLES_IN_ORDER.
 */
export async function copyDatabase(source: DatabaseHandle, target: DatabaseHandle, tablesInOrder: readonly Table[]): Promise<TableCount[]> {
  if (target.dialect !== 'postgres') throw new Error('The target of a copy must be PostgreSQL.');
  everyTableOnce(tablesInOrder);
  const nonEmpty = [];
  for (const table of tablesInOrder) {
    const rows = hasDefaultRow(table)
      ? Number(
          (
            await target.db
              .selectFrom(table)
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .where((eb) => eb.or([eb('version', '>', 1), eb('id', '>', 1)]))
              .executeTakeFirstOrThrow()
          ).n,
        )
      : await countRows(target.db, table);
    if (rows > 0) nonEmpty.push(table);
  }
  if (nonEmpty.length > 0) {
    throw new Error(`The target database already holds data (${nonEmpty.join(', ')}); copy only into an empty database.`);
  }

  await target.db.transaction().execute(async (trx) => {
    // The restaurant's own settings and QR settings take the place of the rows the migrations started with.
    for (const table of TABLES_WITH_A_DEFAULT_ROW) await trx.deleteFrom(table).execute();
    for (const table of tablesInOrder) {
      const blobs = BLOB_TABLES[table];
      if (blobs) {
        // Kysely cannot type a page query over "any of these tables"; each has the columns named.
        const pages = source.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
        for (let offset = 0; ; offset += blobs.rows) {
          const rows = await blobs.orderBy
            .reduce((query, column) => query.orderBy(column), pages.selectFrom(table).selectAll())
            .limit(blobs.rows)
            .offset(offset)
            .execute();
          if (rows.length === 0) break;
          await (trx as unknown as Kysely<Record<string, Record<string, unknown>>>).insertInto(table).values(rows).execute();
        }
        continue;
      }
      const rows = await source.db.selectFrom(table).selectAll().execute();
      for (let start = 0; start < rows.length; start += 500) {
        await trx
          .insertInto(table)
          .values(rows.slice(start, start + 500))
          .execute();
      }
    }
    // Rows came with their ids; new rows must continue after them. The database says which
    // columns it numbers (the migrations' identity columns), so none is left behind.
    const { rows: identities } = await sql<{ table: string; column: string }>`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = current_schema() and is_identity = 'YES'`.execute(trx);
    for (const { table, column } of identities) {
      await sql`select setval(pg_get_serial_sequence(${table}, ${column}), coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)`.execute(
        trx,
      );
    }
  });

  const counts: TableCount[] = [];
  for (const table of tablesInOrder) {
    counts.push({ table: snakeCase(table), source: await countRows(source.db, table), target: await countRows(target.db, table) });
  }
  return counts;
}

function hasDefaultRow(table: Table): table is (typeof TABLES_WITH_A_DEFAULT_ROW)[number] {
  return (TABLES_WITH_A_DEFAULT_ROW as readonly Table[]).includes(table);
}

async function countRows(db: Kysely<Database>, table: Table): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
