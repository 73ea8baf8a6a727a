import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../platform/config.js';
import { openSqlite, SQLITE_FILE_NAME } from '../../platform/db/connect.js';
import { openPostgres } from '../../platform/db/postgres.js';
import { passwordNotice } from '../seed/first-user.js';
import { resetPassword } from '../../resources/users/reset-password.js';

/**
 * `npm run reset-password -- <name>`: a staff user who lost their password (the owner whose
 * first start's output is gone) gets a new one, printed once. Works with the server stopped or
 * running, on SQLite (DATA_DIR) and PostgreSQL (DATABASE_URL) alike.
 */
async function main(): Promise<number> {
  process.umask(0o077);
  const name = process.argv.slice(2).join(' ').trim();
  if (!name) {
    console.error('Usage: npm run reset-password -- <user name>   (for example: npm run reset-password -- Admin)');
    return 2;
  }
  const config = loadConfig();
  if (!config.database && !fs.existsSync(path.join(config.dataDir, SQLITE_FILE_NAME))) {
    console.error(`There is no database in ${config.dataDir} yet: start the server once (npm start), or set DATA_DIR.`);
    return 2;
  }
  const handle = config.database ? openPostgres({ ...config.database, poolSize: 1 }) : openSqlite(config.dataDir);
  try {
    const reset = await resetPassword(handle, name, new Date());
    if (!reset) {
      const names = await handle.db.selectFrom('users').select('name').orderBy('nameKey').execute();
      console.error(`No staff user is named "${name}". Users: ${names.map((user) => user.name).join(', ') || 'none yet'}.`);
      return 1;
    }
    process.stdout.write(
      passwordNotice(`New password for the staff user "${reset.name}":`, reset.name, reset.password, [
        'Shown only this once. Sign in at /admin/login and change it.',
        'Every session of this user has ended; the change history records the reset.',
        ...(reset.isActive ? [] : ['This user is deactivated: an admin must activate it in Kullanıcılar.']),
      ]),
    );
    return 0;
  } finally {
    await handle.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
