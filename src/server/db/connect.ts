import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type { DialectName } from './dialect.js';
import type { Database } from './schema.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  close(): Promise<void>;
}

export const SQLITE_FILE_NAME = 'sofra.sqlite';

/**
 * Opens the embedded SQLite database file with the settings every connection needs:
 * WAL so guests' reads never wait for a staff write; synchronous=FULL because in WAL mode
 * better-sqlite3 otherwise runs at NORMAL, which can lose an acknowledged write (a payment)
 * on power loss; foreign keys on; and a busy timeout so a brief lock waits instead of failing.
 */
export function openSqliteFile(file: string): SQLite.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

export function openSqlite(dataDir: string): DatabaseHandle {
  const sqlite = openSqliteFile(path.join(dataDir, SQLITE_FILE_NAME));
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: sqlite }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    db,
    dialect: 'sqlite',
    async close() {
      // Kysely's SQLite driver closes the better-sqlite3 handle.
      await db.destroy();
    },
  };
}
