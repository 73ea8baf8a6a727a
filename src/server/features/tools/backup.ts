import { ConfigError, loadBackupConfig, loadConfig } from '../../platform/config.js';
import { backupDatabase, BackupError } from '../../platform/db/backup.js';

/**
 * `npm run backup` (or `node dist/node/server/features/tools/backup.js` from a timer): copies the live
 * SQLite database of DATA_DIR into BACKUP_DIR while the server keeps serving, checks the copy
 * and keeps the newest BACKUP_KEEP copies.
 */
async function main(): Promise<number> {
  // Copies of the database, and anything SQLite makes beside them, are readable by their owner alone.
  process.umask(0o077);
  const config = loadConfig();
  if (config.database) {
    console.error('DATABASE_URL is set: this tool copies the SQLite database. Back up PostgreSQL with pg_dump.');
    return 2;
  }
  const backups = loadBackupConfig(process.env, config.dataDir);
  const started = Date.now();
  const result = await backupDatabase(config.dataDir, backups.dir, backups.keep);
  console.log(
    `Backed up ${config.dataDir} to ${result.file} (${(result.bytes / 1024).toFixed(0)} KiB, integrity ok, ${Date.now() - started} ms).` +
      (result.removed.length > 0
        ? ` Removed ${result.removed.length} older ${result.removed.length === 1 ? 'copy' : 'copies'}; keeping ${backups.keep}.`
        : ''),
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof BackupError || error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
