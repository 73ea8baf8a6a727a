import { sql, type Kysely } from 'kysely';
import type { DialectName } from './helpers.js';

/**
 * A dish is one dish per category and Turkish name, the Turkish way (D12: `Kıymalı Pide` and
 * `KIYMALI PİDE` are one name), kept by the database: a key column, `name_tr_key`, the folded
 * name the app computes on every write, with a unique index over the category and the key. A
 * menu file that names a dish without its number finds it by that name, so the same file
 * applied twice at once (two instances) adds it once: the second insert is refused.
 *
 * A restaurant's database may already hold two dishes of one name in a category (typed twice
 * in the form, or left by that race). Nothing is deleted, as in migration 002: the oldest (lowest
 * id) keeps its name and each later one is renamed with a suffix, " (2)", " (3)", …, that no other
 * dish of the category has, so staff can tell them apart and delete or rename one; a renamed
 * dish counts a new version. If the app's `foldTurkish` (shared/text.ts) ever changes, a new
 * migration must recompute the keys.
 */
export function productNameKeys(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // PostgreSQL runs each migration in a transaction; on SQLite this one makes its own, so
      // a failure halfway leaves the database as it was.
      if (dialect === 'sqlite') await db.transaction().execute((trx) => addKeys(trx));
      else await addKeys(db);
    },
  };
}

/** The longest Turkish name the product form accepts, so a renamed duplicate still fits it. */
const MAX_NAME_LENGTH = 120;

// Aliased to one-word names: the app's CamelCasePlugin renames result columns.
interface ProductRow {
  id: number;
  scope: number;
  name: string;
}

async function addKeys(db: Kysely<unknown>): Promise<void> {
  // The default only lets the column be added to existing rows; every write sets the key.
  await db.schema
    .alterTable('products')
    .addColumn('name_tr_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const { rows } = await sql<ProductRow>`select id, category_id as scope, name_tr as name from products order by id`.execute(db);
  const names = uniqueNames(rows);
  for (const row of rows) {
    const name = names.get(row.id)!;
    await sql`
      update products
      set name_tr = ${name}, name_tr_key = ${fold(name)}, version = version + ${name === row.name ? 0 : 1}
      where id = ${row.id}
    `.execute(db);
  }
  await db.schema.createIndex('products_name_tr_key_unique').on('products').columns(['category_id', 'name_tr_key']).unique().execute();
}

/**
 * Folds a name to its key the Turkish way (D12). A frozen copy of shared/text.ts's `foldTurkish`
 * as of this migration, so the keys it gives never follow a later change to the app's folding.
 */
const fold = (text: string) =>
  text
    .trim()
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .replace(/\u0640/g, '')
    .replace(/\s+/g, ' ');

/** Each dish's name, the later of two whose names fold alike in one category renamed "Name (2)". */
function uniqueNames(rows: readonly ProductRow[]): Map<number, string> {
  // Every key in use, so a suffix never takes a name another dish already has ("Ayran (2)").
  const taken = new Set(rows.map((row) => `${row.scope}:${fold(row.name)}`));
  const kept = new Set<string>();
  const names = new Map<number, string>();
  for (const row of rows) {
    let name = row.name;
    if (kept.has(`${row.scope}:${fold(name)}`)) {
      for (let n = 2; ; n += 1) {
        const suffix = ` (${n})`;
        const candidate = `${name.slice(0, MAX_NAME_LENGTH - suffix.length).trimEnd()}${suffix}`;
        if (!taken.has(`${row.scope}:${fold(candidate)}`)) {
          name = candidate;
          taken.add(`${row.scope}:${fold(candidate)}`);
          break;
        }
      }
    }
    kept.add(`${row.scope}:${fold(name)}`);
    names.set(row.id, name);
  }
  return names;
}
