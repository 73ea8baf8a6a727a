import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** How many distinct statements stay prepared: lists of ids of different lengths make texts of their own. */
const KEPT_STATEMENTS = 500;

/**
 * The embedded database as Kysely's SQLite driver uses it, each statement prepared once. The
 * driver asks for every query to be prepared anew, and SQLite's parsing and planning took about
 * 30 times as long as running a small query (the session a staff request looks up). A statement
 * is kept for its SQL text and its parameters bound at each run; the `size` most recently used
 * texts are kept. SQLite prepares a kept statement again by itself when a migration changes the
 * tables it reads. (A statement being read row by row, a Kysely stream, holds the connection:
 * no other query runs until it is done, so a kept statement is never asked for twice at once.)
 */
export function keepingStatements(sqlite: SQLite.Database, size = KEPT_STATEMENTS): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>();
  return {
    prepare(sql) {
      // The most recently used last in the map's order, so the first is the one to drop.
      const statement = kept.get(sql) ?? sqlite.prepare(sql);
      kept.delete(sql);
      kept.set(sql, statement);
      if (kept.size > size) kept.delete(kept.keys().next().value as string);
      return statement;
    },
    close() {
      kept.clear();
      sqlite.close();
    },
  };
}
