import { sql, type Kysely } from 'kysely';
import type { DialectName } from './helpers.js';

/**
 * Rules that used to be checked by reading first, now kept by the database itself, so two
 * staff saving at the same moment cannot both pass the check:
 *
 * - Names are unique the Turkish way (D12: `Çorba`, `ÇORBA` and `çorba` are one name). Each
 *   name gets a key column, `foldTurkish(name)`, computed by the app on every write, with a
 *   unique index: category names across the menu (they are the guests' URLs), tag and
 *   ingredient names within their category, in Turkish and in English alike. If the app's
 *   `foldTurkish` (shared/text.ts) ever changes, a new migration must recompute the keys.
 * - There is at most one weekly choice: a partial unique index over the chosen product.
 *
 * A restaurant's database may already hold what these indexes forbid, left by the races they
 * close. Nothing is deleted: of names that fold to the same key, the oldest record (lowest id)
 * keeps its name and each later one is renamed with a suffix, " (2)", " (3)", …, so staff can
 * tell them apart and rename or delete them (renamed records count a new version). Of several
 * weekly choices, the one chosen last (latest `updated_at`) stays chosen.
 */
export function nameKeys(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      // PostgreSQL runs each migration in a transaction; on SQLite this one makes its own, so
      // a failure halfway leaves the database as it was.
      if (dialect === 'sqlite') await db.transaction().execute((trx) => addNameKeys(trx));
      else await addNameKeys(db);
    },
  };
}

/** The longest name each form accepts (shared/schemas), so a renamed duplicate still fits its form. */
const NAMED_TABLES = [
  { table: 'categories', scoped: false, maxLength: 80 },
  { table: 'tags', scoped: true, maxLength: 40 },
  { table: 'ingredients', scoped: true, maxLength: 80 },
] as const;

async function addNameKeys(db: Kysely<unknown>): Promise<void> {
  for (const { table, scoped, maxLength } of NAMED_TABLES) {
    // The default only lets the column be added to existing rows; every write sets the key.
    await db.schema
      .alterTable(table)
      .addColumn('name_tr_key', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('name_en_key', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await fillNameKeys(db, table, scoped, maxLength);
    for (const key of ['name_tr_key', 'name_en_key']) {
      await db.schema
        .createIndex(`${table}_${key}_unique`)
        .on(table)
        .columns(scoped ? ['category_id', key] : [key])
        .unique()
        .execute();
    }
  }

  await sql`
    update products set is_weekly_choice = 0, version = version + 1
    where is_weekly_choice = 1
      and id <> (select id from products where is_weekly_choice = 1 order by updated_at desc, id desc limit 1)
  `.execute(db);
  await sql`create unique index products_one_weekly_choice on products (is_weekly_choice) where is_weekly_choice = 1`.execute(db);
}

// Aliased to one-word names: the app's CamelCasePlugin renames result columns.
interface NamedRow {
  id: number;
  scope: number;
  tr: string;
  en: string;
}

async function fillNameKeys(db: Kysely<unknown>, table: string, scoped: boolean, maxLength: number): Promise<void> {
  const { rows } = await sql<NamedRow>`
    select id, ${scoped ? sql.ref('category_id') : sql.lit(0)} as scope, name_tr as tr, name_en as en
    from ${sql.table(table)} order by id
  `.execute(db);
  const tr = uniqueNames(rows, (row) => row.tr, maxLength);
  const en = uniqueNames(rows, (row) => row.en, maxLength);
  for (const row of rows) {
    const nameTr = tr.get(row.id)!;
    const nameEn = en.get(row.id)!;
    const renamed = nameTr !== row.tr || nameEn !== row.en ? 1 : 0;
    await sql`
      update ${sql.table(table)}
      set name_tr = ${nameTr}, name_en = ${nameEn}, name_tr_key = ${foldTurkish(nameTr)}, name_en_key = ${foldTurkish(nameEn)},
          version = version + ${renamed}
      where id = ${row.id}
    `.execute(db);
  }
}

/**
 * Folds a name to its key the Turkish way (D12). A frozen copy of shared/text.ts's `foldTurkish`
 * as of this migration: a later change to the app's folding must not change the keys this
 * migration gives a database upgraded from the first release; a new migration recomputes them.
 */
function foldTurkish(text: string): string {
  return text
    .trim()
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/\s+/g, ' ');
}

/** Each row's name, the later of two rows whose names fold alike in one scope renamed "Name (2)". */
function uniqueNames(rows: NamedRow[], nameOf: (row: NamedRow) => string, maxLength: number): Map<number, string> {
  // Every key in use, so a suffix never takes a name another row already has ("Çorba (2)").
  const taken = new Set(rows.map((row) => `${row.scope}:${foldTurkish(nameOf(row))}`));
  const kept = new Set<string>();
  const names = new Map<number, string>();
  for (const row of rows) {
    let name = nameOf(row);
    if (kept.has(`${row.scope}:${foldTurkish(name)}`)) {
      for (let n = 2; ; n += 1) {
        const suffix = ` (${n})`;
        const candidate = `${name.slice(0, maxLength - suffix.length).trimEnd()}${suffix}`;
        if (!taken.has(`${row.scope}:${foldTurkish(candidate)}`)) {
          name = candidate;
          taken.add(`${row.scope}:${foldTurkish(candidate)}`);
          break;
        }
      }
    }
    kept.add(`${row.scope}:${foldTurkish(name)}`);
    names.set(row.id, name);
  }
  return names;
}
