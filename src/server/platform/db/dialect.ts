import { sql, type Kysely, type Transaction } from 'kysely';

/** The database engines Sofra runs on. SQLite is the embedded default (D1). */
export type DialectName = 'sqlite' | 'postgres';

/**
 * Serializes work on one key (a rate limit's) between concurrent requests and instances, until
 * the transaction ends. On SQLite a transaction already has the only connection to itself.
 */
export async function lockKey<T>(trx: Transaction<T>, dialect: DialectName, key: string): Promise<void> {
  if (dialect === 'postgres') await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
}

/**
 * Serializes start-up work (seeding) between instances that share a PostgreSQL database. The
 * lock is held until the transaction ends. SQLite has one writer at a time anyway.
 */
export async function lockForStartup<T>(trx: Transaction<T>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') await sql`lock table meta in exclusive mode`.execute(trx);
}

/** Settles once the database has answered a query (`select 1`). */
export async function ping<T>(db: Kysely<T>): Promise<void> {
  await sql`select 1`.execute(db);
}
