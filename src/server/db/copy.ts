import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle } from './connect.js';
import type { Database } from './schema.js';

/** Every table, parents before children, so foreign keys hold at every insert. */
export const TABLES_IN_ORDER = [
  'categories',
  'tags',
  'ingredients',
  'products',
  'productTags',
  'productIngredients',
  'campaigns',
  'reviews',
  'users',
  'sessions',
  'accounts',
  'accountEntries',
  'loginFailures',
  'meta',
  'auditEvents',
  'mediaOriginals',
  'media',
  'mediaVariants',
  'settings',
] as const satisfies readonly (keyof Database)[];

/**
 * Tables of photos' bytes (up to 20 MB an original): read and written a few rows at a time,
 * in key order, so neither the process nor one statement ever holds more than a few files.
 * better-sqlite3 reads a blob as a Buffer, which pg writes as bytea: the bytes move unchanged.
 */
const BLOB_TABLES: Partial<Record<(typeof TABLES_IN_ORDER)[number], { orderBy: string[]; rows: number }>> = {
  mediaOriginals: { orderBy: ['key'], rows: 4 },
  mediaVariants: { orderBy: ['mediaKey', 'width', 'format'], rows: 50 },
};

const TABLES_WITH_IDENTITY = [
  'categories',
  'tags',
  'ingredients',
  'products',
  'campaigns',
  'reviews',
  'users',
  'accounts',
  'accountEntries',
  'loginFailures',
  'auditEvents',
] as const;

export interface TableCount {
  table: string;
  source: number;
  target: number;
}

/**
 * Copies a restaurant's whole database (ids included) into an empty, migrated PostgreSQL
 * database in one transaction, then compares the row counts of every table.
 */
export async function copyDatabase(source: DatabaseHandle, target: DatabaseHandle): Promise<TableCount[]> {
  if (target.dialect !== 'postgres') throw new Error('The target of a copy must be PostgreSQL.');
  const nonEmpty = [];
  for (const table of TABLES_IN_ORDER) {
    // The migrations give a new database its settings row; saved settings are data.
    const rows =
      table === 'settings'
        ? Number(
            (
              await target.db
                .selectFrom('settings')
                .select((eb) => eb.fn.countAll<number | string>().as('n'))
                .where('version', '>', 1)
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
    // The restaurant's own settings take the place of the ones the migrations started with.
    await trx.deleteFrom('settings').execute();
    for (const table of TABLES_IN_ORDER) {
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
    // Rows came with their ids; new rows must continue after them.
    for (const table of TABLES_WITH_IDENTITY) {
      const name = snakeCase(table);
      await sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce((select max(id) from ${sql.table(name)}), 0) + 1, false)`.execute(
        trx,
      );
    }
  });

  const counts: TableCount[] = [];
  for (const table of TABLES_IN_ORDER) {
    counts.push({ table: snakeCase(table), source: await countRows(source.db, table), target: await countRows(target.db, table) });
  }
  return counts;
}

async function countRows(db: Kysely<Database>, table: (typeof TABLES_IN_ORDER)[number]): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}
