import path from 'node:path';
import { ConfigError, loadBackupConfig, loadConfig } from '../../platform/config.js';
import { BackupError, restoreDatabase } from '../../platform/db/backup.js';

/**
 * `npm run restore -- FILE`: puts a backup back as the database of DATA_DIR. Refuses while the
 * server runs, and refuses a file that is not a whole Sofra database. The database it replaces
 * is kept in BACKUP_DIR.
 */
function main(): number {
  // Copies of the database, and anything SQLite makes beside them, are readable by their owner alone.
  process.umask(0o077);
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error('Usage: npm run restore -- FILE (a copy made by npm run backup). Stop the server first.');
    return 2;
  }
  const config = loadConfig();
  if (config.database) {
    console.error('DATABASE_URL is set: this tool restores the SQLite database. Restore PostgreSQL with pg_restore.');
    return 2;
  }
  const backups = loadBackupConfig(process.env, config.dataDir);
  const { previous } = restoreDatabase(path.resolve(file), config.dataDir, backups.dir);
  console.log(
    `Restored ${path.resolve(file)} as the database of ${config.dataDir}.` +
      (previous ? ` The database it replaced is kept in ${previous}.` : '') +
      ' Start the server.',
  );
  return 0;
}

try {
  process.exitCode = main();
} catch (error) {
  console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
  process.exitCode = 1;
}
