import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { inject, it } from 'vitest';
import { buildApp, type AppOptions } from '../../src/server/app.js';
import { loadConfig, type Config } from '../../src/server/platform/config.js';
import { openSqlite, openSqliteFile, SQLITE_FILE_NAME, type DatabaseHandle } from '../../src/server/platform/db/connect.js';
import { openPostgres } from '../../src/server/platform/db/postgres.js';
import type { Database } from '../../src/server/platform/db/schema.js';

export const TEST_ADMIN_PASSWORD = 'test-admin-password';

/** Which database this test run uses: the vitest project sets it (SQLite, or PostgreSQL when TEST_DATABASE_URL is set). */
export const TEST_DIALECT = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

/**
 * A test that asks nothing of the database's dialect runs on SQLite only: a route's validation
 * and its field messages, HTTP semantics (cookies, headers, status codes), a file's parsing, a
 * rule held in memory. Running it on PostgreSQL too would cost a server and a database of its own
 * (1.5 to 2.5 s a test) to learn nothing more. What depends on the dialect (SQL, locks, races,
 * column types, collation, migrations, transactions and their rollback, a constraint refusing a
 * write) uses `it` and runs on both. Used as `it` is, `.each` included.
 */
export const itOnSqlite = TEST_DIALECT === 'postgres' ? it.skip : it;

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  /** The running app's own database connection, for checks below the API (e.g. that nothing changed). */
  db: Kysely<Database>;
  /** Stops the server and starts a new one on the same database, as a restart would. */
  restart(): Promise<FastifyInstance>;
  close(): Promise<void>;
  /**
   * Stops the server and keeps its data directory (SQLite only): the database and the files it
   * stored, for apps to start on copies of (`dataFrom`). Returns the directory; its remover is the caller.
   */
  closeKeepingData(): Promise<string>;
}

export interface TestAppOptions {
  now?: () => Date;
  env?: Record<string, string>;
  /** PostgreSQL connections in the app's pool (default 4); races raise it so more requests run at once. */
  poolSize?: number;
  /** How long a request waits for one of them (default 10 s, as production). */
  poolTimeoutMs?: number;
  /** Runs on the empty database before the app first starts and migrates it (e.g. to leave an older schema with old rows). */
  beforeStart?: (database: DatabaseHandle) => Promise<void>;
  /** The app's logger (default: none), e.g. pino options with a stream to read its lines. */
  logger?: AppOptions['logger'];
  /**
   * How guests' events are buffered. By default a test app writes them only when it closes:
   * a write every second would change the database under another test's fingerprint.
   */
  guestEvents?: AppOptions['guestEvents'];
  /** How often the app looks for prices set for later (default every 5 s, as production). */
  scheduleCheckMs?: number;
  /**
   * Starts on a copy of this data directory, a closed app's (`closeKeepingData`, SQLite only):
   * tests that each need a server of their own with the same records made once.
   */
  dataFrom?: string;
}

/**
 * The real server on a real database of its own, as a first start leaves it (migrated, seeded,
 * with its first staff user): a SQLite file in a fresh temporary directory, or a database of its
 * own on the PostgreSQL server of TEST_DATABASE_URL. A tiny stand-in for the built web app lets
 * page routes be checked without running Vite.
 *
 * The first app of a test file with given settings starts on an empty database and migrates it;
 * that database, closed, is the file's template, and each later app gets a copy of it (a file
 * copy on SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL) instead of migrating, seeding and
 * hashing the first password again. On PostgreSQL a copy an app has closed is used again: its
 * tables are emptied and filled with the template's rows (kept in the copy, in a schema of their
 * own the app never reads), which costs the server a tenth of a new copy's CPU. A test that sets the clock (`now`) gets a template made at
 * the same instant, as the first user's stamps are the clock's. An app whose test arranges the
 * empty database itself (`beforeStart`) or reads the log of its start starts from nothing.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = options.env ?? {};
  if (options.dataFrom) {
    if (TEST_DIALECT === 'postgres') throw new Error('dataFrom copies a SQLite data directory: there is none on PostgreSQL');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-test-'));
    // Its database and stored files; the stand-in for the web app is made anew.
    const webStub = path.join(options.dataFrom, 'web');
    fs.cpSync(options.dataFrom, dataDir, { recursive: true, filter: (source) => source !== webStub });
    return startOn(testConfig(dataDir, env), dataDir, undefined, options);
  }
  const templated = !options.beforeStart && !options.logger;
  const template = templated ? await templateFor(env, options.now) : undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-test-'));
  const database = TEST_DIALECT === 'postgres' ? await (template ? copyOf(template) : createDatabase()) : undefined;
  if (TEST_DIALECT === 'sqlite' && template) {
    fs.copyFileSync(template, path.join(dataDir, SQLITE_FILE_NAME));
    fs.chmodSync(path.join(dataDir, SQLITE_FILE_NAME), 0o600);
  }
  return startOn(testConfig(dataDir, env), dataDir, database, options, template);
}

/** The app's settings for a test on `dataDir`, with a stand-in for the built web app in it. */
function testConfig(dataDir: string, env: Record<string, string>): Config {
  const webDir = path.join(dataDir, 'web');
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<!doctype html><html lang="tr"><head><title>Sofra</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(
    path.join(webDir, 'admin.html'),
    '<!doctype html><html lang="tr"><head><title>Sofra · Yönetim</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log("app")');
  fs.mkdirSync(path.join(webDir, '.vite'));
  fs.writeFileSync(
    path.join(webDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/app-abc123.js', isEntry: true, assets: ['assets/wordmark-abc123.woff2'] } }),
  );
  return loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, WEB_DIR: webDir, LOG_LEVEL: 'silent', ...env });
}

/** The app on `dataDir`'s SQLite file, or on the PostgreSQL database named `postgresDatabase`. */
async function startOn(
  config: Config,
  dataDir: string,
  postgresDatabase: string | undefined,
  options: TestAppOptions,
  template?: string,
): Promise<TestApp> {
  const open = (): DatabaseHandle =>
    postgresDatabase
      ? openPostgres({
          url: databaseUrl(postgresDatabase),
          poolSize: options.poolSize ?? 4,
          ...(options.poolTimeoutMs ? { connectionTimeoutMs: options.poolTimeoutMs } : {}),
          statementTimeoutMs: 15_000,
          ssl: undefined,
          connectAttempts: 1,
        })
      : openSqlite(dataDir);
  let database!: DatabaseHandle;
  let first = true;
  const start = async () => {
    database = open();
    if (first && options.beforeStart) await options.beforeStart(database);
    first = false;
    return buildApp({
      config,
      logger: options.logger ?? false,
      database,
      guestEvents: { flushEveryMs: 0, ...options.guestEvents },
      ...(options.now ? { now: options.now } : {}),
      ...(options.scheduleCheckMs ? { scheduleCheckMs: options.scheduleCheckMs } : {}),
    });
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
      if (postgresDatabase && template) spareCopies.get(template)!.push(postgresDatabase);
      else if (postgresDatabase) await releaseDatabase(postgresDatabase);
    },
    async closeKeepingData() {
      if (postgresDatabase) throw new Error('closeKeepingData keeps a SQLite data directory: there is none on PostgreSQL');
      if (closed) throw new Error('the app is closed already');
      closed = true;
      await app.close();
      return dataDir;
    },
  };
  return testApp;
}

/**
 * The templates by the settings and the clock's time their apps start with: a SQLite file's
 * path, or a PostgreSQL database's name. Each is a database a first start left, closed, with the
 * secret its guest cookies are signed with taken out, so that every copy makes one of its own.
 * They are this test file's, or in a run of the API suite (tests/setup/test-run.ts) the worker's:
 * its later files start from them too.
 */
const templates = new Map<string, Promise<string>>();

function templateFor(env: Record<string, string>, now: (() => Date) | undefined): Promise<string> {
  const key = JSON.stringify([Object.entries(env).sort(), now?.().toISOString()]);
  let template = templates.get(key);
  if (!template) {
    template = makeTemplate(env, now);
    // A template that failed is not kept: the next app tries again (and fails as itself).
    template.catch(() => templates.delete(key));
    templates.set(key, template);
  }
  return template;
}

async function makeTemplate(env: Record<string, string>, now: (() => Date) | undefined): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${TEMPLATE_DIR_PREFIX}${testRun() ?? 'file'}-`));
  const database = TEST_DIALECT === 'postgres' ? await createDatabase() : undefined;
  const first = await startOn(testConfig(dataDir, env), dataDir, database, now ? { now } : {});
  await first.app.close();
  if (database) {
    const client = new pg.Client({ connectionString: databaseUrl(database) });
    await client.connect();
    try {
      await client.query(`delete from meta where key = 'client_key_secret'`);
      await client.query(SNAPSHOT);
    } finally {
      await client.end();
    }
    spareCopies.set(database, []);
    return database;
  }
  const file = path.join(dataDir, SQLITE_FILE_NAME);
  const sqlite = openSqliteFile(file);
  sqlite.prepare(`delete from meta where key = 'client_key_secret'`).run();
  sqlite.close();
  return file;
}

/**
 * The template's rows, kept in the template (and so in each copy) in a schema the app never
 * reads, with the numbers its identity columns had reached: what `copyOf` puts back.
 */
const SNAPSHOT = `
  create schema template_rows;
  do $$
  declare t record;
  begin
    for t in select tablename from pg_tables where schemaname = 'public' loop
      execute format('create table template_rows.%I as table public.%I', t.tablename, t.tablename);
    end loop;
  end $$;
  create table template_rows.sequence_values as
    select sequencename as name, last_value as value from pg_sequences where schemaname = 'public';`;

/**
 * Empties a used copy's tables and fills them with the template's rows; its identities go on
 * from the template's. A few rows each: deleting them costs less than TRUNCATE's new files.
 */
const RESET = `
  do $$
  declare t record;
  begin
    -- The rows go back table by table, whatever their foreign keys (the template's rows hold them).
    perform set_config('session_replication_role', 'replica', true);
    for t in select tablename from pg_tables where schemaname = 'public' loop
      execute format('delete from public.%I', t.tablename);
      execute format('insert into public.%I select * from template_rows.%I', t.tablename, t.tablename);
    end loop;
    for t in select name, value from template_rows.sequence_values loop
      if t.value is null then
        execute format('alter sequence public.%I restart', t.name);
      else
        perform setval(format('public.%I', t.name), t.value);
      end if;
    end loop;
  end $$;`;

/** Copies of each PostgreSQL template that an app has closed, to be reset and used again. */
const spareCopies = new Map<string, string[]>();

/**
 * A connection to each copy that has been reset, kept open for its next reset: connecting took
 * 90 ms of a reset's 190 on a 2-core host (the server's new process, while the app before it
 * closes its own). The reset was about a third of what a test on PostgreSQL cost beyond the
 * same test on SQLite.
 */
const resetters = new Map<string, pg.Client>();

/** A database holding what `template` holds: a used copy reset, or a new one. */
async function copyOf(template: string): Promise<string> {
  const spare = spareCopies.get(template)?.pop();
  if (!spare) return createDatabase(template);
  let client = resetters.get(spare);
  if (!client) {
    client = new pg.Client({ connectionString: databaseUrl(spare) });
    // The server ends it when the copy is dropped (with force) under it: no test's failure.
    client.on('error', () => undefined);
    await client.connect();
    resetters.set(spare, client);
  }
  // A connection a test left open would keep the tables from being emptied; one round trip.
  await client.query(
    'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid();' + RESET,
  );
  return spare;
}

/**
 * Removes this test file's templates (tests/setup/templates.ts calls it after the file), unless
 * the run removes them at its end.
 */
export async function removeTemplates(): Promise<void> {
  if (testRun()) return;
  const made = await Promise.allSettled(templates.values());
  templates.clear();
  for (const result of made) {
    if (result.status !== 'fulfilled') continue;
    if (TEST_DIALECT === 'postgres') {
      for (const copy of spareCopies.get(result.value) ?? []) {
        await resetters.get(copy)?.end();
        resetters.delete(copy);
        await dropDatabase(copy);
      }
      spareCopies.delete(result.value);
      await dropDatabase(result.value);
    } else fs.rmSync(path.dirname(result.value), { recursive: true, force: true });
  }
}

export function testDatabaseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

/** The PostgreSQL server's address with `database` as the database. */
function databaseUrl(database: string): string {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

async function onServer(...statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of its own for one test app (a copy of `template`, or empty), so runs never see
 * each other's rows. Its commits do not wait for the server's disk (synchronous_commit off): a
 * commit is as visible, as locked and as ordered as with the wait, and only a crash of the
 * PostgreSQL server itself, which no test makes, could lose one. Four API files on PostgreSQL
 * took 97 s with the wait and 78 s without; in the whole tests stage, where the cores are busy
 * anyway, the difference is within a run's noise.
 */
async function createDatabase(template?: string): Promise<string> {
  const database = newDatabaseName();
  await onServer(
    `create database ${database}${template ? ` template ${template}` : ''}`,
    `alter database ${database} set synchronous_commit = off`,
  );
  return database;
}

/** A name for a new database of a test's own: a run of the suite removes it at its end. */
export function newDatabaseName(): string {
  const run = testRun();
  return `${DATABASE_PREFIX}${run ? `${run}_` : ''}${randomBytes(6).toString('hex')}`;
}

/** Drops a database a test made (`newDatabaseName`), unless its run drops it at its end. */
export async function releaseDatabase(database: string): Promise<void> {
  if (!testRun()) await dropDatabase(database);
}

async function dropDatabase(database: string): Promise<void> {
  await onServer(`drop database if exists ${database} with (force)`);
}

/** A schema of its own in the test database (the SQLite-to-PostgreSQL copy's target). */
export async function createSchema(): Promise<string> {
  const schema = `sofra_test_${randomBytes(6).toString('hex')}`;
  await onServer(`create schema ${schema}`);
  return schema;
}

export async function dropSchema(schema: string): Promise<void> {
  await onServer(`drop schema if exists ${schema} cascade`);
}

/**
 * A run of the API suite (tests/setup/test-run.ts) removes its databases and template files at
 * its end, when the workers are done with them, rather than each test file after itself. A
 * worker's templates and reset copies then serve its later files as well: a template is a first
 * start's migrations and seed, made once a worker instead of once a file. And PostgreSQL drops no
 * database while the tests run: each DROP DATABASE waits for a checkpoint (135 in one CI run's
 * tests stage). The two API projects on a 2-core host: 387 s before, 357 s after; the PostgreSQL
 * project's files 725 s of the workers' time before, 581 s after.
 */
function testRun(): string | undefined {
  try {
    return inject('testRun');
  } catch {
    return undefined; // not in a test worker: the web suite's global setup reads the API's contract
  }
}

const DATABASE_PREFIX = 'sofra_test_';
const TEMPLATE_DIR_PREFIX = 'sofra-test-template-';

/** Removes what a run of the API suite left: its databases (a few at once) and template files. */
export async function removeRun(run: string): Promise<void> {
  for (const entry of fs.readdirSync(os.tmpdir())) {
    if (entry.startsWith(`${TEMPLATE_DIR_PREFIX}${run}-`)) fs.rmSync(path.join(os.tmpdir(), entry), { recursive: true, force: true });
  }
  if (!process.env.TEST_DATABASE_URL) return;
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  let names: string[];
  try {
    const found = await client.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [
      `${DATABASE_PREFIX}${run}_`,
    ]);
    names = found.rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
  // Drops at the same moment share their checkpoints.
  const queue = [...names];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let name = queue.pop(); name; name = queue.pop()) await dropDatabase(name);
    }),
  );
}
