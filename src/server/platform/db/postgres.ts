import { CamelCasePlugin, Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { PostgresConfig } from '../config.js';
import type { DatabaseHandle } from './connect.js';
import { postgresNotifications } from './notifications.js';
import { QueryTimer } from './query-timer.js';
import type { Database } from './schema.js';

export interface PostgresOptions extends PostgresConfig {
  /** Use this schema instead of `public` (tests give every run its own). */
  schema?: string;
  /** How long a request waits for a free connection of the pool before it is answered 503 (default 10 s). */
  connectionTimeoutMs?: number;
}

/** Opens a pool on PostgreSQL: the same Kysely database as SQLite, for several app instances. */
export function openPostgres(options: PostgresOptions): DatabaseHandle {
  const settings = [`-c statement_timeout=${options.statementTimeoutMs}`];
  if (options.schema) settings.push(`-c search_path=${options.schema}`);
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize,
    options: settings.join(' '),
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 10_000,
    types: { getTypeParser: typeParser },
    ...(options.ssl === undefined ? {} : { ssl: sslOption(options.ssl) }),
  });
  // An idle client that loses its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const queryTimer = new QueryTimer();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()], log: queryTimer.log });
  return {
    db,
    dialect: 'postgres',
    queryTimer,
    notifications: (onError) =>
      postgresNotifications({
        url: options.url,
        options: settings.join(' '),
        ...(options.ssl === undefined ? {} : { ssl: sslOption(options.ssl) }),
        onError,
      }),
    async close() {
      await db.destroy();
    },
  };
}

/** PostgreSQL's type id of `bigint`. */
const INT8 = 20;

/**
 * Reads `bigint` (an account's totals, counts) as a number, as SQLite gives it: the driver's
 * default is text, since a bigint may pass what a double holds exactly. Kuruş totals and
 * counts stay far below 2^53; one that did not would be refused rather than rounded.
 */
function readBigint(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`A bigint past 2^53 cannot be read exactly: ${text}`);
  return value;
}

const typeParser = ((oid: number, format?: 'text' | 'binary'): unknown =>
  oid === INT8 && format !== 'binary' ? readBigint : (pg.types.getTypeParser(oid, format) as unknown)) as typeof pg.types.getTypeParser;

function sslOption(mode: 'disable' | 'require' | 'verify-full'): pg.PoolConfig['ssl'] {
  if (mode === 'disable') return false;
  return { rejectUnauthorized: mode === 'verify-full' };
}

/**
 * Waits for the database server at start: a restaurant's app server often boots before its
 * database. Tries `attempts` times with doubling waits (0.5 s, 1 s, 2 s, … at most 10 s).
 */
export async function waitForDatabase(
  db: Kysely<Database>,
  attempts: number,
  log: (message: string) => void,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<void> {
  let wait = 500;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await sql`select 1`.execute(db);
      return;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (attempt >= attempts) {
        throw new Error(`Could not reach the database after ${attempts} attempts: ${reason}`);
      }
      log(`Database not reachable (attempt ${attempt} of ${attempts}: ${reason}); retrying in ${wait / 1000} s.`);
      await sleep(wait);
      wait = Math.min(wait * 2, 10_000);
    }
  }
}
