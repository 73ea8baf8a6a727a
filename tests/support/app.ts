import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { buildApp, type AppOptions } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/config.js';
import { openSqlite, type DatabaseHandle } from '../../src/server/db/connect.js';
import { openPostgres } from '../../src/server/db/postgres.js';
import type { Database } from '../../src/server/db/schema.js';

export const TEST_ADMIN_PASSWORD = 'test-admin-password';

/** Which database this test run uses: the vitest project sets it (SQLite, or PostgreSQL when TEST_DATABASE_URL is set). */
export const TEST_DIALECT = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  /** The running app's own database connection, for checks below the API (e.g. that nothing changed). */
  db: Kysely<Database>;
  /** Stops the server and starts a new one on the same database, as a restart would. */
  restart(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  now?: () => Date;
  env?: Record<string, string>;
  /** PostgreSQL connections in the app's pool (default 4); races raise it so more requests run at once. */
  poolSize?: number;
  /** Runs on the empty database before the app first starts and migrates it (e.g. to leave an older schema with old rows). */
  beforeStart?: (database: DatabaseHandle) => Promise<void>;
  /** The app's logger (default: none), e.g. pino options with a stream to read its lines. */
  logger?: AppOptions['logger'];
}

/**
 * The real server on a real, empty database of its own: a SQLite file in a fresh temporary
 * directory, or a fresh schema on the PostgreSQL server of TEST_DATABASE_URL. A tiny stand-in
 * for the built web app lets page routes be checked without running Vite.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-test-'));
  const webDir = path.join(dataDir, 'web');
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="tr"><head><title>Sofra</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log("app")');
  fs.mkdirSync(path.join(webDir, '.vite'));
  fs.writeFileSync(
    path.join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/app-abc123.js', isEntry: true, assets: ['assets/wordmark-abc123.woff2'] } }),
  );
  const config = loadConfig({
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    WEB_DIR: webDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  });

  const schema = TEST_DIALECT === 'postgres' ? await createSchema() : undefined;
  const open = (): DatabaseHandle =>
    schema
      ? openPostgres({
          url: testDatabaseUrl(),
          poolSize: options.poolSize ?? 4,
          statementTimeoutMs: 15_000,
          ssl: undefined,
          connectAttempts: 1,
          schema,
        })
      : openSqlite(dataDir);
  let database!: DatabaseHandle;
  let first = true;
  const start = async () => {
    database = open();
    const build = async () => {
      if (first && options.beforeStart) await options.beforeStart(database);
      first = false;
      return buildApp({ config, logger: options.logger ?? false, database, ...(options.now ? { now: options.now } : {}) });
    };
    return schema ? whileNoSchemaIsDropped(build) : build();
  };

  let app = await start();
  let closed = false;
  const testApp: TestApp = {
    app,
    config,
    dataDir,
    get db() {
      return database.db;
    },
    async restart() {
      await app.close();
      app = await start();
      testApp.app = app;
      return app;
    },
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (schema) await dropSchema(schema);
    },
  };
  return testApp;
}

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/** A schema of its own for one test app, so runs never see each other's rows. */
export async function createSchema(): Promise<string> {
  const schema = `sofra_test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  return schema;
}

export async function dropSchema(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_DROP_LOCK]);
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    // Ending the session releases its advisory locks.
    await client.end();
  }
}

/**
 * Kysely's migrator looks for its table in every schema of the database, and PostgreSQL fails
 * that look ("schema … does not exist") when another test drops its schema meanwhile. Apps
 * start holding this lock shared; a schema is dropped holding it alone.
 */
const SCHEMA_DROP_LOCK = 740_215_003;

async function whileNoSchemaIsDropped<T>(work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock_shared($1)', [SCHEMA_DROP_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}
