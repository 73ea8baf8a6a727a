import { Migrator, sql } from 'kysely';
import type { DatabaseHandle } from '../../src/server/platform/db/connect.js';
import { migrations } from '../../src/server/platform/db/migrate.js';

/**
 * Leaves the database as the first release left it (migration 001 only), so a test can put
 * old rows there and watch the app's next start migrate them.
 */
export const migrateToFirstRelease = (database: DatabaseHandle) => migrateThrough(database, '001-initial');

/**
 * Leaves the database as the release whose last migration was `last` left it, so a test can put
 * that release's rows there and watch the app's next start migrate them.
 */
export async function migrateThrough({ db, dialect }: DatabaseHandle, last: string): Promise<void> {
  const all = Object.entries(migrations(dialect));
  const through = all.findIndex(([name]) => name === last);
  if (through < 0) throw new Error(`No migration named ${last}`);
  const schema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => Object.fromEntries(all.slice(0, through + 1)) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Kysely's migration error (unknown), rethrown unchanged
  if (error) throw error;
}
