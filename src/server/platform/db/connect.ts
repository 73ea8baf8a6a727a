import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
import type { DialectName } from './dialect.js';
import { sqliteNotifications, type Notifications } from './notifications.js';
import { QueryTimer } from './query-timer.js';
import type { Database } from './schema.js';
import { keepingStatements } from './sqlite-statements.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** How long each query takes, for the metrics (./query-timer.ts). */
  queryTimer: QueryTimer;
  /** How instances hear each other's news at once (./notifications.ts): a connection of its own on PostgreSQL. */
  notifications(onError: (error: unknown) => void): Notifications;
  close(): Promise<void>;
}

export const SQLITE_FILE_NAME = 'sofra.sqlite';

/**
 * The database holds password hashes, sessions and customers' debts, so its folder and files
 * (and every copy of them) are the server user's alone, whatever the process's umask.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates `dir` (and any missing parent) readable by its owner alone; an existing folder is left as the operator made it. */
export function makePrivateDir(dir: string): void {
  if (fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE }) !== undefined) fs.chmodSync(dir, PRIVATE_DIR_MODE);
}

/** Makes `file` readable by its owner alone, when it exists and is not already. */
export function makePrivateFile(file: string): void {
  let mode: number;
  try {
    mode = fs.statSync(file).mode & 0o777;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (mode !== PRIVATE_FILE_MODE) fs.chmodSync(file, PRIVATE_FILE_MODE);
}

/**
 * Opens the embedded SQLite database file with the settings every connection needs:
 * WAL so guests' reads never wait for a staff write; synchronous=FULL because in WAL mode
 * better-sqlite3 otherwise runs at NORMAL, which can lose an acknowledged write (a payment)
 * on power loss; foreign keys on; and a busy timeout so a brief lock waits instead of failing.
 */
export function openSqliteFile(file: string): SQLite.Database {
  makePrivateDir(path.dirname(file));
  // SQLite would create a new database readable by everyone (0644 less the umask), and it
  // gives the -wal and -shm it makes later the database file's own mode: so the file is made
  // private before SQLite opens it. Files left readable by an older version are made private too.
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  for (const name of [file, `${file}-wal`, `${file}-shm`]) makePrivateFile(name);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

export function openSqlite(dataDir: string): DatabaseHandle {
  const sqlite = openSqliteFile(path.join(dataDir, SQLITE_FILE_NAME));
  const queryTimer = new QueryTimer();
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: keepingStatements(sqlite) }),
    plugins: [new CamelCasePlugin()],
    log: queryTimer.log,
  });
  return {
    db,
    dialect: 'sqlite',
    queryTimer,
    notifications: () => sqliteNotifications(),
    async close() {
      // Kysely's SQLite driver closes the better-sqlite3 handle.
      await db.destroy();
    },
  };
}
