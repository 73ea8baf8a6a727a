import path from 'node:path';
import { loadConfig } from '../../platform/config.js';
import { openSqlite, SQLITE_FILE_NAME } from '../../platform/db/connect.js';
import { copyDatabase } from '../../platform/db/copy.js';
import { TABLES_IN_ORDER } from '../../resources/index.js';
import { migrateToLatest } from '../../platform/db/migrate.js';
import { openPostgres, waitForDatabase } from '../../platform/db/postgres.js';

/**
 * `npm run db:copy`: moves a restaurant from its SQLite file (in DATA_DIR) to the empty
 * PostgreSQL database of DATABASE_URL, then checks that every table has the same row count.
 * Stop the server first so no write is left behind.
 */
async function main(): Promise<number> {
  // The SQLite database it opens, and anything SQLite makes beside it (-wal, -shm), stay the owner's alone.
  process.umask(0o077);
  const config = loadConfig();
  if (!config.database) {
    console.error('Set DATABASE_URL to the PostgreSQL database to copy into (it must be empty).');
    return 2;
  }
  console.log(`Copying ${path.join(config.dataDir, SQLITE_FILE_NAME)} to ${redact(config.database.url)} …`);
  const source = openSqlite(config.dataDir);
  const target = openPostgres(config.database);
  try {
    await waitForDatabase(target.db, config.database.connectAttempts, (message) => console.warn(message));
    await migrateToLatest(source);
    await migrateToLatest(target);
    const counts = await copyDatabase(source, target, TABLES_IN_ORDER);
    console.table(counts);
    const different = counts.filter((c) => c.source !== c.target);
    if (different.length > 0) {
      console.error(`Row counts differ for: ${different.map((c) => c.table).join(', ')}`);
      return 1;
    }
    console.log(`Done: ${counts.reduce((sum, c) => sum + c.target, 0)} rows in ${counts.length} tables, every count matches.`);
    return 0;
  } finally {
    await source.close();
    await target.close();
  }
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
