import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/platform/config.js';
import { itOnSqlite, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/app.js';
import { asStaff, SAME_ORIGIN, signIn, staffUser } from '../support/staff.js';

/**
 * Changing one's own password asks for the current one, so a session left open on the office
 * laptop (or stolen) cannot take the account for good. The change keeps the session it was
 * made in and ends every other; an admin resetting someone else's password needs no current
 * password and ends all of that person's sessions.
 */
let t: TestApp;
let clock: number;

beforeEach(async () => {
  clock = Date.parse('2026-11-21T10:00:00Z');
  t = await startTestApp({ now: () => new Date(clock) });
});
afterEach(() => t.close());

const NEW_PASSWORD = 'a-brand-new-password';

const login = (name: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', headers: SAME_ORIGIN, payload: { name, password } });
const me = (cookie: string) => asStaff(t.app, cookie).get('/api/admin/me');
const changeOwn = (cookie: string, body: Record<string, unknown>) => asStaff(t.app, cookie).put('/api/admin/me/password', body);

/** What a refused change must leave as it was: the user's row and everyone's sessions. */
const account = async (name: string) => ({
  user: await t.db
    .selectFrom('users')
    .select(['name', 'role', 'passwordHash', 'version', 'updatedAt'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow(),
  sessions: (await t.db.selectFrom('sessions').select('id').orderBy('id').execute()).map((row) => row.id),
});

const adminId = async () => (await t.db.selectFrom('users').select('id').where('name', '=', 'Admin').executeTakeFirstOrThrow()).id;

describe('PUT /api/admin/me/password', () => {
  itOnSqlite('refuses a wrong current password with a field message, and nothing changes', async () => {
    const session = await signIn(t.app);
    const other = await signIn(t.app);
    const before = await account('Admin');
    const response = await changeOwn(session, { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ currentPassword: 'Mevcut şifre yanlış' });
    expect(await account('Admin')).toEqual(before);
    expect((await me(other)).statusCode).toBe(200);
    expect((await login('Admin', NEW_PASSWORD)).statusCode).toBe(401);
    expect((await login('Admin', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  itOnSqlite('asks for the current password when it is missing or blank', async () => {
    const session = await signIn(t.app);
    for (const body of [{ newPassword: NEW_PASSWORD }, { currentPassword: '', newPassword: NEW_PASSWORD }]) {
      const response = await changeOwn(session, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.currentPassword).toBe('Mevcut şifre gerekli');
    }
  });

  itOnSqlite('applies the password rules to the new one, and wants it different from the current one', async () => {
    const session = await signIn(t.app);
    expect((await changeOwn(session, { currentPassword: TEST_ADMIN_PASSWORD, newPassword: 'short' })).json().fields).toEqual({
      newPassword: 'Şifre en az 10 karakter olmalı',
    });
    expect((await changeOwn(session, { currentPassword: TEST_ADMIN_PASSWORD, newPassword: TEST_ADMIN_PASSWORD })).json().fields).toEqual({
      newPassword: 'Yeni şifre mevcut şifreden farklı olmalı',
    });
  });

  it('with the right current password: changes it, keeps this session and ends every other', async () => {
    const session = await signIn(t.app);
    const phone = await signIn(t.app);
    const response = await changeOwn(session, { currentPassword: TEST_ADMIN_PASSWORD, newPassword: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(204);
    expect((await me(session)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await login('Admin', TEST_ADMIN_PASSWORD)).statusCode).toBe(401);
    expect((await login('Admin', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('is open to staff without the admin role, for their own password only', async () => {
    const admin = await signIn(t.app);
    const waiter = await staffUser(t.app, admin, 'Garson');
    const response = await changeOwn(waiter.cookie, { currentPassword: waiter.password, newPassword: NEW_PASSWORD });
    expect(response.statusCode, response.body).toBe(204);
    expect((await me(waiter.cookie)).statusCode).toBe(200);
    expect((await login('Garson', NEW_PASSWORD)).statusCode).toBe(200);
    // The admin's password and session are untouched.
    expect((await me(admin)).statusCode).toBe(200);
    expect((await login('Admin', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('makes a stolen session guess the current password as slowly as a sign-in', async () => {
    const session = await signIn(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push((await changeOwn(session, { currentPassword: `guess-${i}`, newPassword: NEW_PASSWORD })).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    const refused = await changeOwn(session, { currentPassword: TEST_ADMIN_PASSWORD, newPassword: NEW_PASSWORD });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    clock += Number(refused.headers['retry-after']) * 1000;
    expect((await changeOwn(session, { currentPassword: TEST_ADMIN_PASSWORD, newPassword: NEW_PASSWORD })).statusCode).toBe(204);
  });

  itOnSqlite('needs a session', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/me/password',
      headers: SAME_ORIGIN,
      payload: { currentPassword: TEST_ADMIN_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
    expect((await login('Admin', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});

describe('PUT /api/admin/users/:id with a new password', () => {
  const edit = (cookie: string, id: number, body: Record<string, unknown>) =>
    asStaff(t.app, cookie).put(`/api/admin/users/${id}`, { role: 'admin', isActive: true, version: 1, ...body });

  itOnSqlite('for one’s own account asks for the current password; without it or with a wrong one nothing changes', async () => {
    const session = await signIn(t.app);
    const id = await adminId();
    const before = await account('Admin');
    const missing = await edit(session, id, { name: 'Patron', password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({ currentPassword: 'Mevcut şifre gerekli' });
    const wrong = await edit(session, id, { name: 'Patron', password: NEW_PASSWORD, currentPassword: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({ currentPassword: 'Mevcut şifre yanlış' });
    expect(await account('Admin')).toEqual(before);
    expect((await login('Admin', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('for one’s own account with the right current password: saved, this session kept, the others ended', async () => {
    const session = await signIn(t.app);
    const phone = await signIn(t.app);
    const id = await adminId();
    const saved = await edit(session, id, { name: 'Admin', password: NEW_PASSWORD, currentPassword: TEST_ADMIN_PASSWORD });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).not.toHaveProperty('passwordHash');
    expect((await me(session)).statusCode).toBe(200);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await login('Admin', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('for one’s own account without a new password needs no current password', async () => {
    const session = await signIn(t.app);
    const saved = await edit(session, await adminId(), { name: 'Patron' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().name).toBe('Patron');
    expect((await me(session)).statusCode).toBe(200);
  });

  it('an admin resets someone else’s password without knowing theirs, and ends all of their sessions', async () => {
    const admin = await signIn(t.app);
    const waiter = await staffUser(t.app, admin, 'Garson');
    const saved = await asStaff(t.app, admin).put(`/api/admin/users/${waiter.id}`, {
      name: 'Garson',
      password: NEW_PASSWORD,
      role: 'user',
      isActive: true,
      version: 1,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await me(waiter.cookie)).statusCode).toBe(401);
    expect((await me(admin)).statusCode).toBe(200);
    expect((await login('Garson', waiter.password)).statusCode).toBe(401);
    expect((await login('Garson', NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe('the length of a password', () => {
  const nine = 'dokuz-krk';
  const ten = 'on-karakte';

  itOnSqlite('is one rule wherever a password is set: a new user, an edited user, one’s own new password, ADMIN_PASSWORD', async () => {
    const session = await signIn(t.app);
    const admin = asStaff(t.app, session);
    const refused = await admin.post('/api/admin/users', { name: 'Garson', password: nine });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ password: 'Şifre en az 10 karakter olmalı' });
    const created = await admin.post('/api/admin/users', { name: 'Garson', password: ten });
    expect(created.statusCode, created.body).toBe(201);
    const { id, version } = created.json<{ id: number; version: number }>();
    const edited = await admin.put(`/api/admin/users/${id}`, { name: 'Garson', password: nine, role: 'user', isActive: true, version });
    expect(edited.json().fields).toEqual({ password: 'Şifre en az 10 karakter olmalı' });

    expect((await changeOwn(session, { currentPassword: TEST_ADMIN_PASSWORD, newPassword: nine })).json().fields).toEqual({
      newPassword: 'Şifre en az 10 karakter olmalı',
    });

    expect(() => loadConfig({ ADMIN_PASSWORD: nine })).toThrow('ADMIN_PASSWORD must be at least 10 characters long');
    expect(loadConfig({ ADMIN_PASSWORD: ten }).adminPassword).toBe(ten);
  });
});
