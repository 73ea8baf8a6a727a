import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_THROTTLE } from '../../src/server/auth/throttle.js';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../support/app.js';
import { SAME_ORIGIN } from '../support/staff.js';

/**
 * Password guessing (issue 7, item 5): the per-name limit holds whatever address the guesses
 * claim to come from and however many are sent at once, and a client can only pick its own
 * address through X-Forwarded-For when TRUST_PROXY names the proxy it comes through.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const login = (app: TestApp, name: string, password: string, forwardedFor?: string) =>
  app.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { ...SAME_ORIGIN, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: { name, password },
  });

/** 203.0.113.0/24 is reserved for documentation: 100 distinct made-up client addresses. */
const address = (i: number) => `203.0.113.${i + 1}`;

describe('100 wrong passwords for one account from 100 addresses (behind a trusted proxy)', () => {
  it('one after another: only the first few are checked, the rest answer 429, and the right password is locked out too', async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const statuses: number[] = [];
    for (let i = 0; i < 100; i += 1) statuses.push((await login(t, 'Admin', `guess-${i}`, address(i))).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_THROTTLE.perUser);
    expect(statuses.filter((s) => s === 429)).toHaveLength(100 - LOGIN_THROTTLE.perUser);
    expect((await login(t, 'Admin', TEST_ADMIN_PASSWORD, address(200))).statusCode).toBe(429);
  });

  it('all at once: no more than the limit are checked against the password', async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    const statuses = (
      await Promise.all(Array.from({ length: 100 }, (_, i) => login(t!, 'Admin', `guess-${i}`, address(i))))
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(LOGIN_THROTTLE.perUser);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    expect((await login(t, 'Admin', TEST_ADMIN_PASSWORD, address(200))).statusCode).toBe(429);
  });
});

describe('X-Forwarded-For', () => {
  it(`is ignored without TRUST_PROXY: ${LOGIN_THROTTLE.perClient} failures from one machine stop it, whatever address it claims`, async () => {
    t = await startTestApp();
    for (let i = 0; i < LOGIN_THROTTLE.perClient; i += 1) {
      expect((await login(t, `guess-${i}`, 'password-guess', address(i))).statusCode).toBe(401);
    }
    expect((await login(t, 'Admin', TEST_ADMIN_PASSWORD, address(99))).statusCode).toBe(429);
  });

  it('is ignored when it comes from an address TRUST_PROXY does not name', async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '10.0.0.5' } });
    for (let i = 0; i < LOGIN_THROTTLE.perClient; i += 1) {
      expect((await login(t, `guess-${i}`, 'password-guess', address(i))).statusCode).toBe(401);
    }
    expect((await login(t, 'Admin', TEST_ADMIN_PASSWORD, address(99))).statusCode).toBe(429);
  });

  it('names the client when TRUST_PROXY names the proxy: one address is stopped, another is not', async () => {
    t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    for (let i = 0; i < LOGIN_THROTTLE.perClient; i += 1) {
      expect((await login(t, `guess-${i}`, 'password-guess', address(7))).statusCode).toBe(401);
    }
    expect((await login(t, 'Admin', TEST_ADMIN_PASSWORD, address(7))).statusCode).toBe(429);
    expect((await login(t, 'Admin', TEST_ADMIN_PASSWORD, address(8))).statusCode).toBe(200);
  });
});
