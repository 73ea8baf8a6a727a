import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { IDLE_TIMEOUT_MS, REMEMBER_MS } from '../../src/server/platform/auth/sessions.js';
import { LOGIN_THROTTLE } from '../../src/server/platform/auth/throttle.js';
import { itOnSqlite, startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/app.js';
import { fingerprint } from '../support/fingerprint.js';
import { asStaff, SAME_ORIGIN, sessionCookieOf, signIn, staffUser } from '../support/staff.js';

let t: TestApp;
let clock: number;

beforeEach(async () => {
  clock = Date.parse('2026-11-21T10:00:00Z');
  t = await startTestApp({ now: () => new Date(clock) });
});
afterEach(() => t.close());

const login = (name: string, password: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { ...SAME_ORIGIN, ...headers },
    payload: { name, password, ...extra },
  });

const me = (cookie: string) => asStaff(t.app, cookie).get('/api/admin/me');

describe('signing in', () => {
  it('succeeds with the right password and returns the user without any hash', async () => {
    const response = await login('Admin', TEST_ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { id: expect.any(Number), name: 'Admin', role: 'admin' } });
    expect(response.body).not.toMatch(/argon2|passwordHash/i);
    expect((await me(sessionCookieOf(response))).json().user.name).toBe('Admin');
  });

  it('accepts the user name in any case, the Turkish way', async () => {
    expect((await login('ADMİN', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('answers a wrong password, an unknown user and a deactivated user identically', async () => {
    const admin = await signIn(t.app);
    const waiter = await staffUser(t.app, admin, 'Garson');
    await asStaff(t.app, admin).put(`/api/admin/users/${waiter.id}`, { name: 'Garson', role: 'user', isActive: false, version: 1 });

    const answers = await Promise.all([
      login('Admin', 'wrong-password'),
      login('Nobody', 'whatever-password'),
      login('Garson', waiter.password),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({
        error: 'invalid_credentials',
        message: 'Geçersiz kullanıcı adı veya şifre',
        requestId: answer.headers['x-request-id'],
      });
      expect(answer.cookies).toEqual([]);
    }
  });

  itOnSqlite('sets an HttpOnly, SameSite=Lax session cookie that ends with the browser', async () => {
    const cookie = (await login('Admin', TEST_ADMIN_PASSWORD)).cookies.find((c) => c.name === 'sofra_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.secure).toBeFalsy();
    // At least 128 bits of randomness (32 bytes, base64url).
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
  });

  itOnSqlite('sends the session cookie first, before the device cookie (clients reading one Set-Cookie take the first)', async () => {
    const response = await login('Admin', TEST_ADMIN_PASSWORD);
    expect(response.cookies.map((c) => (c.name.startsWith('sofra_device_') ? 'sofra_device_…' : c.name))).toEqual([
      'sofra_session',
      'sofra_device_…',
    ]);
    expect(String(response.headers['set-cookie']).split(';')[0]).toBe(sessionCookieOf(response));
  });

  itOnSqlite('"remember me" makes the cookie last 30 days', async () => {
    const cookie = (await login('Admin', TEST_ADMIN_PASSWORD, { remember: true })).cookies.find((c) => c.name === 'sofra_session')!;
    expect(cookie.maxAge).toBe(30 * 24 * 60 * 60);
  });

  itOnSqlite('marks the cookie Secure behind an HTTPS proxy that is trusted', async () => {
    const secure = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { host: 'sofra.example', origin: 'https://sofra.example', 'x-forwarded-proto': 'https' },
        payload: { name: 'Admin', password: TEST_ADMIN_PASSWORD },
      });
      expect(response.cookies.find((c) => c.name === 'sofra_session')?.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('issues a new token at every sign-in and ends the one it replaces', async () => {
    const first = await signIn(t.app);
    const second = sessionCookieOf(
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { ...SAME_ORIGIN, cookie: first },
        payload: { name: 'Admin', password: TEST_ADMIN_PASSWORD },
      }),
    );
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  itOnSqlite('refuses a request without name or password with the spec’s message', async () => {
    const response = await login('', '');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ name: 'Lütfen tüm alanları doldurun!', password: 'Lütfen tüm alanları doldurun!' });
  });
});

describe('sessions end', () => {
  it('at logout: the old cookie is refused afterwards', async () => {
    const cookie = await signIn(t.app);
    const out = await asStaff(t.app, cookie).post('/api/admin/logout');
    expect(out.statusCode).toBe(204);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('after 12 idle hours, but not while in use', async () => {
    const cookie = await signIn(t.app);
    clock += IDLE_TIMEOUT_MS - 60_000;
    expect((await me(cookie)).statusCode).toBe(200);
    clock += IDLE_TIMEOUT_MS - 60_000;
    expect((await me(cookie)).statusCode).toBe(200);
    clock += IDLE_TIMEOUT_MS + 1000;
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('30 days after a remembered sign-in', async () => {
    const response = await login('Admin', TEST_ADMIN_PASSWORD, { remember: true });
    const cookie = sessionCookieOf(response);
    clock += IDLE_TIMEOUT_MS * 3;
    expect((await me(cookie)).statusCode).toBe(200);
    clock += REMEMBER_MS;
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('when the user is deactivated, deleted, or their password changes', async () => {
    const admin = await signIn(t.app);
    const a = await staffUser(t.app, admin, 'Ali');
    const b = await staffUser(t.app, admin, 'Banu');
    const c = await staffUser(t.app, admin, 'Cem');
    const manage = asStaff(t.app, admin);
    await manage.put(`/api/admin/users/${a.id}`, { name: 'Ali', role: 'user', isActive: false, version: 1 });
    await manage.delete(`/api/admin/users/${b.id}`);
    await manage.put(`/api/admin/users/${c.id}`, { name: 'Cem', password: 'a-new-password', role: 'user', isActive: true, version: 1 });
    expect((await me(a.cookie)).statusCode).toBe(401);
    expect((await me(b.cookie)).statusCode).toBe(401);
    expect((await me(c.cookie)).statusCode).toBe(401);
    expect((await login('Cem', 'a-new-password')).statusCode).toBe(200);
  });
});

describe('login throttling (the details: brute-force.test.ts)', () => {
  it(`makes a browser that never signed in wait after ${LOGIN_THROTTLE.freePerName} failures of a name, then lets it in`, async () => {
    for (let i = 0; i < LOGIN_THROTTLE.freePerName; i += 1) {
      expect((await login('Admin', 'wrong-password')).statusCode).toBe(401);
    }
    const waiting = await login('Admin', TEST_ADMIN_PASSWORD);
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
    expect(waiting.json().message).toBe('Çok fazla başarısız giriş denemesi. Lütfen 1 saniye sonra tekrar deneyin.');

    clock += 1000;
    expect((await login('Admin', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
  });

  it('a successful sign-in records no failure', async () => {
    expect((await login('Admin', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    expect(await t.db.selectFrom('loginFailures').selectAll().execute()).toEqual([]);
  });
});

describe('cross-site request forgery', () => {
  itOnSqlite('refuses state-changing requests from another site', async () => {
    const cookie = await signIn(t.app);
    const attempts = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://localhost', 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      {},
    ];
    for (const headers of attempts) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/categories',
        headers: { cookie, ...headers },
        payload: { nameTr: 'X', nameEn: 'X', descriptionTr: 'x', descriptionEn: 'x', image: '/images/menu/pide.svg' },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(403);
    }
    expect((await asStaff(t.app, cookie).get('/api/admin/categories')).json()).toHaveLength(3);
  });

  itOnSqlite('refuses text/plain and form bodies, which a cross-site form could send', async () => {
    const cookie = await signIn(t.app);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: { cookie, ...SAME_ORIGIN, 'content-type': type },
        payload: 'a=b',
      });
      expect(response.statusCode, type).toBe(415);
    }
    expect((await me(cookie)).statusCode).toBe(200);
  });

  itOnSqlite('refuses text/plain and form bodies on sign-in and on a save too, and changes nothing', async () => {
    const cookie = await signIn(t.app);
    const before = await fingerprint(t.db);
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const signInAttempt = await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { ...SAME_ORIGIN, 'content-type': type },
        payload: JSON.stringify({ name: 'Admin', password: TEST_ADMIN_PASSWORD }),
      });
      expect(signInAttempt.statusCode, type).toBe(415);
      expect(signInAttempt.cookies, type).toEqual([]);
      const save = await t.app.inject({
        method: 'POST',
        url: '/api/admin/accounts',
        headers: { cookie, ...SAME_ORIGIN, 'content-type': type },
        payload: 'customerName=X&phone=05321112233&creditLimit=1',
      });
      expect(save.statusCode, type).toBe(415);
    }
    expect(await fingerprint(t.db)).toBe(before);
  });

  itOnSqlite('refuses a cross-site sign-in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { origin: 'https://evil.example' },
      payload: { name: 'Admin', password: TEST_ADMIN_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
  });

  itOnSqlite('marks every admin answer no-store', async () => {
    const cookie = await signIn(t.app);
    expect((await me(cookie)).headers['cache-control']).toBe('no-store');
    expect((await me('sofra_session=x')).headers['cache-control']).toBe('no-store');
  });
});
