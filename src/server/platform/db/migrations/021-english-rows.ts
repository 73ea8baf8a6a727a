import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from './helpers.js';

/**
 * English becomes a menu language like the others: every English text moves from its column
 * (`name_en`, `description_en`, `title_en`, a size's `labelEn`, the note's `noteEn`) into the
 * `en` rows of the translation tables of migration 020, and the columns go. Each row is
 * stamped with the fingerprint of the Turkish text beside it, so nothing starts out stale; an
 * empty English text has no row (guests fall back to Turkish, as they did for an empty column).
 *
 * The English name's key (`name_en_key`) stays on categories, tags and ingredients: its unique
 * index needs the record's scope (a tag's category), which a translation row does not have.
 *
 * SQLite cannot drop a column that is UNIQUE (`categories.name_en`, since migration 001): that
 * table is made again without it, every row and id kept, with the foreign keys that point at it
 * checked once it is back. On both engines the migration is one transaction.
 */
export function englishRows(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      if (dialect === 'postgres') return moveEnglish(db, dialect);
      // The foreign keys are switched off for the table's remaking (it cannot be done inside a
      // transaction), and on again whatever happens.
      await sql`pragma foreign_keys = off`.execute(db);
      try {
        await db.transaction().execute(async (trx) => {
          await moveEnglish(trx, dialect);
          const broken = await sql`pragma foreign_key_check`.execute(trx);
          if (broken.rows.length > 0) throw new Error(`English texts' move broke ${broken.rows.length} foreign keys`);
        });
      } finally {
        await sql`pragma foreign_keys = on`.execute(db);
      }
    },
  };
}

/** A frozen copy of the app's fingerprint of a Turkish text (translations/queries.ts as of this migration). */
const fingerprint = (source: string) => createHash('sha256').update(source).digest('base64url').slice(0, 16);

/** A frozen copy of shared/text.ts's `foldTurkish` as of this migration: a size's key is its folded Turkish label. */
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

/** Each table's English columns, the field each becomes, and the Turkish column it translates. */
const MOVED = [
  { table: 'categories', rows: 'category_translations', fields: { name: 'name', description: 'description' } },
  { table: 'products', rows: 'product_translations', fields: { name: 'name', description: 'description' } },
  { table: 'tags', rows: 'tag_translations', fields: { name: 'name' } },
  { table: 'ingredients', rows: 'ingredient_translations', fields: { name: 'name', description: 'description' } },
  { table: 'campaigns', rows: 'campaign_translations', fields: { title: 'title', description: 'description' } },
] as const;

interface Row {
  record_id: number;
  language: string;
  field: string;
  text: string;
  source: string;
  version: number;
  updated_at: string;
}

async function moveEnglish(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const stamp = new Date().toISOString();
  // A text kept in English whose Turkish is empty (a description) keeps its row too.
  const english = (recordId: number, field: string, text: string, turkish: string): Row[] =>
    text.trim() === ''
      ? []
      : [{ record_id: recordId, language: 'en', field, text, source: fingerprint(turkish), version: 1, updated_at: stamp }];
  const insert = async (table: string, rows: Row[]) => {
    // In slices, under SQLite's and PostgreSQL's limits on a statement's parameters.
    for (let at = 0; at < rows.length; at += 500) {
      await (db as Kysely<Record<string, Row>>)
        .insertInto(table)
        .values(rows.slice(at, at + 500))
        .execute();
    }
  };

  for (const { table, rows: translations, fields } of MOVED) {
    // Aliased to one-word names: the app's CamelCasePlugin renames result columns.
    const columns = Object.keys(fields).flatMap((field) => [
      sql`${sql.ref(`${field}_tr`)} as ${sql.ref(`tr${field}`)}`,
      sql`${sql.ref(`${field}_en`)} as ${sql.ref(`en${field}`)}`,
    ]);
    const records = (
      await sql<Record<string, string | number>>`select id, ${sql.join(columns)}${
        table === 'products' ? sql`, sizes` : sql``
      } from ${sql.table(table)}`.execute(db)
    ).rows;
    const rows: Row[] = [];
    for (const record of records) {
      const id = Number(record.id);
      for (const field of Object.keys(fields)) {
        rows.push(...english(id, field, String(record[`en${field}`]), String(record[`tr${field}`])));
      }
      if (table === 'products') {
        const sizes = JSON.parse(String(record.sizes)) as { labelTr: string; labelEn?: string; priceKurus: number }[];
        const seen = new Set<string>();
        for (const size of sizes) {
          const key = `size:${fold(size.labelTr)}`;
          if (seen.has(key)) continue;
          seen.add(key);
          rows.push(...english(id, key, size.labelEn ?? '', size.labelTr));
        }
        const kept = JSON.stringify(sizes.map(({ labelTr, priceKurus }) => ({ labelTr, priceKurus })));
        await sql`update products set sizes = ${kept} where id = ${id}`.execute(db);
      }
    }
    // Translations saved in English before (none: the grid never offered it) would be replaced.
    await sql`delete from ${sql.table(translations)} where language = 'en'`.execute(db);
    await insert(translations, rows);
  }

  const settings = (await sql<{ data: string }>`select data from settings where id = 1`.execute(db)).rows[0];
  if (settings) {
    const { noteEn, ...data } = JSON.parse(settings.data) as { noteTr?: string; noteEn?: string };
    await sql`delete from settings_translations where language = 'en'`.execute(db);
    await insert('settings_translations', english(1, 'note', noteEn ?? '', data.noteTr ?? ''));
    await sql`update settings set data = ${JSON.stringify(data)} where id = 1`.execute(db);
  }

  if (dialect === 'postgres') {
    for (const { table, fields } of MOVED) {
      for (const field of Object.keys(fields)) await sql`alter table ${sql.table(table)} drop column ${sql.ref(`${field}_en`)}`.execute(db);
    }
    return;
  }
  for (const { table, fields } of MOVED) {
    if (table === 'categories') continue;
    for (const field of Object.keys(fields)) await sql`alter table ${sql.table(table)} drop column ${sql.ref(`${field}_en`)}`.execute(db);
  }
  await remakeCategories(db);
}

/** SQLite's categories without `name_en` and `description_en`: the table made again, ids kept. */
async function remakeCategories(db: Kysely<unknown>): Promise<void> {
  // The ids already given out, deleted ones included: a new category must not take one of them.
  const given = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'categories'`.execute(db);
  await sql`create table categories_new (
    id integer primary key autoincrement,
    name_tr text not null unique,
    description_tr text not null,
    image text not null,
    has_multiple_sizes integer default 0 not null,
    is_active integer default 1 not null,
    sort_order integer not null,
    version integer default 1 not null,
    created_at text not null,
    updated_at text not null,
    name_tr_key text default '' not null,
    name_en_key text default '' not null,
    availability text
  )`.execute(db);
  const columns = sql.raw(
    'id, name_tr, description_tr, image, has_multiple_sizes, is_active, sort_order, version, created_at, updated_at, name_tr_key, name_en_key, availability',
  );
  await sql`insert into categories_new (${columns}) select ${columns} from categories`.execute(db);
  await sql`drop table categories`.execute(db);
  await sql`alter table categories_new rename to categories`.execute(db);
  const seq = Number(given.rows[0]?.seq ?? 0);
  await sql`update sqlite_sequence set seq = max(seq, ${seq}) where name = 'categories'`.execute(db);
  await sql`create unique index categories_name_tr_key_unique on categories (name_tr_key)`.execute(db);
  await sql`create unique index categories_name_en_key_unique on categories (name_en_key)`.execute(db);
}
