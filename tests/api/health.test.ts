import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';

/** How long readiness waits for the database (docs/deploy.md). */
const READINESS_TIMEOUT_MS = 1_000;

/**
 * What operators and load balancers ask: is the process alive (/healthz), and should it get
 * traffic (/readyz: the database answers in time and the server is not shutting down).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** Apps a test breaks (closes its database, starts shutting it down) are its own. */
const broken: TestApp[] = [];
afterEach(async () => {
  await Promise.all(broken.splice(0).map((app) => app.close()));
});
async function ownApp(options: Parameters<typeof startTestApp>[0] = {}): Promise<TestApp> {
  const app = await startTestApp(options);
  broken.push(app);
  return app;
}

describe('GET /healthz', () => {
  itOnSqlite('answers 200 {"status":"ok"}, never cached', async () => {
    const response = await t.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  itOnSqlite('says the process is alive even when the database is gone (it never asks the database)', async () => {
    const own = await ownApp();
    await own.db.destroy();
    const response = await own.app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /readyz', () => {
  it('answers 200 {"status":"ready"} when the database answers, never cached', async () => {
    const response = await t.app.inject('/readyz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 with the API error body when the database connection is closed', async () => {
    const own = await ownApp();
    expect((await own.app.inject('/readyz')).statusCode).toBe(200);
    // Closes the better-sqlite3 connection, or ends the PostgreSQL pool, under the running app.
    await own.db.destroy();
    const response = await own.app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'unavailable', message: 'Veritabanı yanıt vermiyor.' });
    expect(response.headers['cache-control']).toBe('no-store');
    // Alive all the same: a restart would not bring the database back.
    expect((await own.app.inject('/healthz')).statusCode).toBe(200);
  });

  it(`answers 503 after ${READINESS_TIMEOUT_MS} ms when the database does not answer in time`, async () => {
    // Every connection the app has is taken (SQLite has one; the PostgreSQL pool is made one
    // connection wide), so its `select 1` waits as it would for a database that hangs.
    const own = await ownApp({ poolSize: 1 });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held!: () => void;
    const holding = new Promise<void>((resolve) => (held = resolve));
    const holder = own.db.connection().execute(async () => {
      held();
      await released;
    });
    await holding;
    try {
      const started = performance.now();
      const response = await own.app.inject('/readyz');
      const elapsed = performance.now() - started;
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: 'unavailable', message: 'Veritabanı zamanında yanıt vermedi.' });
      expect(elapsed).toBeGreaterThanOrEqual(READINESS_TIMEOUT_MS - 50);
      expect(elapsed).toBeLessThan(READINESS_TIMEOUT_MS + 2_000);
    } finally {
      release();
      await holder;
    }
    // Once the database answers again, so does readiness.
    expect((await own.app.inject('/readyz')).statusCode).toBe(200);
  });

  itOnSqlite('answers 503 as soon as shutdown begins, while the process is still alive and serving', async () => {
    const own = await ownApp();
    expect((await own.app.inject('/readyz')).statusCode).toBe(200);
    // What serve.ts does first on SIGTERM, before it closes the app.
    own.app.beginShutdown();
    const response = await own.app.inject('/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: 'unavailable', message: 'Sunucu kapanıyor.' });
    expect(response.headers['cache-control']).toBe('no-store');
    // Requests still in flight or arriving meanwhile are served; only new traffic should go elsewhere.
    expect((await own.app.inject('/healthz')).statusCode).toBe(200);
    expect((await own.app.inject('/api/menu')).statusCode).toBe(200);
  });

  itOnSqlite('answers HEAD too (some load balancers send it), without a body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});
