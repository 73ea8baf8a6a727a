import SQLite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect, type Generated } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { keepingStatements } from '../../../src/server/platform/db/sqlite-statements.js';

interface Tables {
  dishes: { id: Generated<number>; name: string; grams?: number | null };
}

/** A database in memory, Kysely over it as the app opens it, and the texts SQLite was asked to prepare. */
function open(size?: number) {
  const sqlite = new SQLite(':memory:');
  const prepared: string[] = [];
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = (text: string) => {
    prepared.push(text);
    return prepare(text);
  };
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: keepingStatements(sqlite, size) }) });
  opened.push(db);
  return { db, prepared };
}

const opened: Kysely<Tables>[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.destroy();
});

async function withDishes(db: Kysely<Tables>) {
  await sql`create table dishes (id integer primary key, name text not null)`.execute(db);
  await db
    .insertInto('dishes')
    .values([{ name: 'Kıymalı pide' }, { name: 'Lahmacun' }])
    .execute();
}

const byName = (db: Kysely<Tables>, name: string) => db.selectFrom('dishes').selectAll().where('name', '=', name).execute();

describe('the SQLite statements Kysely runs', () => {
  it('are prepared once for the same text, whatever the parameters', async () => {
    const { db, prepared } = open();
    await withDishes(db);
    expect(await byName(db, 'Lahmacun')).toEqual([{ id: 2, name: 'Lahmacun' }]);
    expect(await byName(db, 'Kıymalı pide')).toEqual([{ id: 1, name: 'Kıymalı pide' }]);
    expect(await byName(db, 'Pizza')).toEqual([]);
    expect(prepared.filter((text) => text.startsWith('select')).length).toBe(1);
  });

  it('read the tables as a migration left them: a column added, a table made again', async () => {
    const { db } = open();
    await withDishes(db);
    expect(await byName(db, 'Lahmacun')).toEqual([{ id: 2, name: 'Lahmacun' }]);
    await sql`alter table dishes add column grams integer`.execute(db);
    await db.updateTable('dishes').set({ grams: 180 }).where('id', '=', 2).execute();
    expect(await byName(db, 'Lahmacun')).toEqual([{ id: 2, name: 'Lahmacun', grams: 180 }]);
    await sql`drop table dishes`.execute(db);
    await expect(byName(db, 'Lahmacun')).rejects.toThrow(/no such table/);
    await withDishes(db);
    expect(await byName(db, 'Lahmacun')).toEqual([{ id: 2, name: 'Lahmacun' }]);
  });

  it('are kept for the most recently used texts only', async () => {
    const { db, prepared } = open(2);
    await withDishes(db);
    const selects = () => prepared.filter((text) => text.startsWith('select')).length;
    const inList = (count: number) =>
      db
        .selectFrom('dishes')
        .select('id')
        .where(
          'id',
          'in',
          Array.from({ length: count }, (_, i) => i + 1),
        )
        .execute();
    await inList(1);
    await inList(2);
    await inList(1);
    expect(selects()).toBe(2);
    // A third text: the least recently used (two ids) is dropped and prepared again when asked.
    await inList(3);
    await inList(1);
    expect(selects()).toBe(3);
    expect(await inList(2)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(selects()).toBe(4);
  });
});
