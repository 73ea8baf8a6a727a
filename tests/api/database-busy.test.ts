import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openSqliteFile, SQLITE_FILE_NAME } from '../../src/server/platform/db/connect.js';
import { startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { asStaff, signIn } from '../support/staff.js';

/**
 * A database too busy to answer in time (every PostgreSQL connection held by other requests, or
 * SQLite's file locked by another writer) is a reason to try again shortly, not a failure of the
 * server: the request gets 503 with Retry-After and a message staff can act on, never a 500, and
 * the same request succeeds once the database is free.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Keeps the database busy (PostgreSQL: the pool's one connection; SQLite: the write lock) until the returned function is called. */
async function occupy(app: TestApp): Promise<() => Promise<void>> {
  if (TEST_DIALECT === 'postgres') {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const holding = new Promise<void>((resolve) => (taken = resolve));
    const held = app.db.connection().execute(async () => {
      taken();
      await released;
    });
    await holding;
    return async () => {
      release();
      await held;
    };
  }
  const other = openSqliteFile(path.join(app.dataDir, SQLITE_FILE_NAME));
  other.prepare('begin immediate').run();
  return async () => {
    other.prepare('rollback').run();
    other.close();
  };
}

it('answers 503 with Retry-After while the database is busy, and the same save succeeds after', { timeout: 60_000 }, async () => {
  t = await startTestApp({ poolSize: 1, poolTimeoutMs: 300 });
  const staff = asStaff(t.app, await signIn(t.app));
  const category = {
    nameTr: 'Lahmacun',
    nameEn: 'Lahmacun',
    descriptionTr: 'İnce hamur',
    descriptionEn: 'Thin dough',
    image: '/images/menu/pide.svg',
  };

  const release = await occupy(t);
  let busy;
  try {
    busy = await staff.post('/api/admin/categories', category);
  } finally {
    await release();
  }
  expect(busy.statusCode, busy.body).toBe(503);
  expect(busy.headers['retry-after']).toBe('5');
  expect(busy.json()).toMatchObject({ error: 'busy', message: expect.stringMatching(/tekrar deneyin/) });

  const saved = await staff.post('/api/admin/categories', category);
  expect(saved.statusCode, saved.body).toBe(201);
  const names = (await staff.get('/api/admin/categories')).json<{ nameTr: string }[]>().map((row) => row.nameTr);
  expect(names.filter((name) => name === 'Lahmacun')).toHaveLength(1);
});
