import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RESET_AUTHOR, resetPassword } from '../../src/server/resources/users/reset-password.js';
import { startTestApp, TEST_ADMIN_PASSWORD, TEST_DIALECT, type TestApp } from '../support/app.js';
import { asStaff, SAME_ORIGIN, signIn, staffUser } from '../support/staff.js';

/**
 * `npm run reset-password -- <name>` (tools/reset-password.ts) while the server runs: an owner
 * who lost the first password gets a new one; whoever held the old sessions is signed out, and
 * the change history says the password changed (never to what).
 */
let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const login = (name: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', headers: SAME_ORIGIN, payload: { name, password } });
const reset = (name: string) => resetPassword({ db: t.db, dialect: TEST_DIALECT }, name, new Date());

describe('resetting a password from the command line', () => {
  it('gives a new password that signs in, and the old one no longer does', async () => {
    const done = await reset('admin');
    expect(done).toMatchObject({ name: 'Admin', isActive: true });
    expect(done!.password.length).toBeGreaterThanOrEqual(20);
    expect((await login('Admin', TEST_ADMIN_PASSWORD)).statusCode).toBe(401);
    expect((await login('Admin', done!.password)).statusCode).toBe(200);
  });

  it("ends that user's sessions, and only theirs", async () => {
    const admin = await signIn(t.app);
    const other = await staffUser(t.app, admin, 'Garson');
    await reset('Admin');
    expect((await asStaff(t.app, admin).get('/api/admin/me')).statusCode).toBe(401);
    expect((await asStaff(t.app, other.cookie).get('/api/admin/me')).statusCode).toBe(200);
  });

  it('is recorded in the change history as a new password, without the password', async () => {
    const id = (await t.db.selectFrom('users').select('id').where('name', '=', 'Admin').executeTakeFirstOrThrow()).id;
    const done = await reset('Admin');
    const history = await asStaff(t.app, await signIn(t.app, 'Admin', done!.password)).get('/api/admin/audit-events?resource=users');
    expect(history.statusCode).toBe(200);
    const events = history.json<{ items: { userName: string; action: string; recordId: number; changes: object }[] }>().items;
    expect(events).toContainEqual(
      expect.objectContaining({
        userName: RESET_AUTHOR,
        action: 'update',
        recordId: id,
        changes: { credentials: { before: 'eski şifre', after: 'yeni şifre' } },
      }),
    );
    expect(history.body).not.toContain(done!.password);
  });

  it('changes nothing when no user has the name', async () => {
    const before = await t.db.selectFrom('users').select(['passwordHash', 'version']).execute();
    expect(await reset('Nobody')).toBeNull();
    expect(await t.db.selectFrom('users').select(['passwordHash', 'version']).execute()).toEqual(before);
    expect(await t.db.selectFrom('auditEvents').select('id').execute()).toEqual([]);
  });
});
