import { Migrator, sql } from 'kysely';
import type { DatabaseHandle } from '../../src/server/platform/db/connect.js';
import { initial } from '../../src/server/platform/db/migrations/001-initial.js';

/**
 * Leaves the database as the first release left it (migration 001 only), so a test can put
 * old rows there and watch the app's next start migrate them.
 */
export async function migrateToFirstRelease({ db, dialect }: DatabaseHandle): Promise<void> {
  const schema =
    dialect === 'postgres' ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => ({ '001-initial': initial(dialect) }) },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error } = await migrator.migrateToLatest();
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Kysely's migration error (unknown), rethrown unchanged
  if (error) throw error;
}
