import type { LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { itOnSqlite, startTestApp, TEST_ADMIN_PASSWORD, type TestApp, type TestAppOptions } from '../support/app.js';
import { asStaff, SAME_ORIGIN, signIn } from '../support/staff.js';

/**
 * Password guessing that cannot be turned against the owner (docs/api.md, "Login throttling").
 * A browser that signed in before holds a signed device cookie and keeps a failure budget of its
 * own; every other client waits longer after each failure of the name or the address it tries,
 * and an account takes at most 100 failures an hour from such clients, whatever their number and
 * however many guesses are in flight at once.
 */

/** What docs/api.md promises. */
const POLICY = {
  /** Failures of one name (from untrusted clients) before each attempt must wait. */
  freePerName: 5,
  /** Failures from one address (untrusted, any name) before each attempt must wait. */
  freePerAddress: 10,
  /** The waits, in seconds, after each further failure. */
  waits: [1, 2, 4, 8, 16, 30, 30],
  /** Failures an account takes from untrusted clients in an hour. */
  perAccountPerHour: 100,
  /** Failures a trusted browser may make in an hour before it is trusted no more. */
  perDevicePerHour: 10,
};

let t: TestApp | undefined;
let clock = Date.parse('2026-11-21T10:00:00Z');
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** The app with a clock the test moves. */
async function startAtClock(options: TestAppOptions = {}): Promise<TestApp> {
  clock = Date.parse('2026-11-21T10:00:00Z');
  return startTestApp({ now: () => new Date(clock), ...options });
}

interface Attempt {
  name: string;
  password: string;
  /** The client's network address. */
  from?: string;
  /** Cookies the browser holds for the login address. */
  cookie?: string;
  forwardedFor?: string;
}

const attempt = (app: TestApp, { name, password, from = OWNER_ADDRESS, cookie, forwardedFor }: Attempt) =>
  app.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: from,
    headers: { ...SAME_ORIGIN, ...(cookie ? { cookie } : {}), ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: { name, password },
  });

/** The owner's laptop at the restaurant. */
const OWNER_ADDRESS = '192.0.2.10';
/** 198.18.0.0/15 is reserved for benchmarks: as many made-up guessers' addresses as needed. */
const guesser = (i: number) => `198.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

interface DeviceCookie {
  name: string;
  value: string;
}

const deviceCookiesOf = (response: LightMyRequestResponse) => response.cookies.filter((c) => c.name.startsWith('sofra_device'));
const header = (cookie: DeviceCookie) => `${cookie.name}=${cookie.value}`;

/** A browser that signs in once and keeps what the server gave it for next time. */
async function trustedBrowser(app: TestApp, name = 'Admin', password = TEST_ADMIN_PASSWORD, from = OWNER_ADDRESS): Promise<DeviceCookie> {
  const response = await attempt(app, { name, password, from });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const [device] = deviceCookiesOf(response);
  if (!device) throw new Error('a successful sign-in gave the browser no device cookie');
  return { name: device.name, value: device.value };
}

/** Untrusted failures for `name` from as many addresses, until its next attempt must wait. */
async function throttleName(app: TestApp, name = 'Admin'): Promise<void> {
  for (let i = 0; i < POLICY.freePerName; i += 1) {
    expect((await attempt(app, { name, password: `guess-${i}`, from: guesser(i) })).statusCode).toBe(401);
  }
  expect((await attempt(app, { name, password: 'one-more-guess', from: guesser(999) })).statusCode).toBe(429);
}

const failuresRecorded = async (app: TestApp) =>
  Number(
    (
      await app.db
        .selectFrom('loginFailures')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

// A thousand requests, or a hundred password checks (argon2): seconds, more on a busy machine.
const SLOW = { timeout: 60_000 };

describe('the owner is never locked out by other people’s guesses', () => {
  it(
    '1,000 wrong guesses from 1,000 addresses in flight: the owner’s trusted browser signs in on the first try, and at most 100 guesses are checked',
    SLOW,
    async () => {
      t = await startTestApp();
      const app = t;
      const browser = await trustedBrowser(app);

      let answered = 0;
      let stormUnderWay!: () => void;
      const underWay = new Promise<void>((resolve) => (stormUnderWay = resolve));
      const guesses = Array.from({ length: 1000 }, (_, i) =>
        attempt(app, { name: 'Admin', password: `guess-${i}`, from: guesser(i) }).then((response) => {
          answered += 1;
          if (answered === 100) stormUnderWay();
          return response;
        }),
      );
      await underWay;
      const owner = await attempt(app, { name: 'Admin', password: TEST_ADMIN_PASSWORD, cookie: header(browser) });
      const statuses = (await Promise.all(guesses)).map((response) => response.statusCode);

      expect(owner.statusCode, owner.body).toBe(200);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      const checked = statuses.filter((s) => s === 401).length;
      expect(checked).toBeGreaterThan(0);
      expect(checked).toBeLessThanOrEqual(POLICY.perAccountPerHour);
      // Every guess that reached the password check is on record; nothing else is.
      expect(await failuresRecorded(app)).toBe(checked);
      // The owner's session works.
      const session = owner.cookies.find((c) => c.name === 'sofra_session')!;
      expect((await asStaff(app.app, `sofra_session=${session.value}`).get('/api/admin/me')).statusCode).toBe(200);
    },
  );

  it('a guesser who waits as told gets at most 100 checks an hour; then only a trusted browser signs in', SLOW, async () => {
    t = await startAtClock();
    const browser = await trustedBrowser(t);
    const start = clock;
    let checked = 0;
    let lastWait = 0;
    for (let i = 0; clock < start + 60 * 60 * 1000; i += 1) {
      const response = await attempt(t, { name: 'Admin', password: `guess-${i}`, from: guesser(i) });
      expect([401, 429], response.body).toContain(response.statusCode);
      if (response.statusCode === 401) {
        checked += 1;
        continue;
      }
      lastWait = Number(response.headers['retry-after']);
      expect(lastWait).toBeGreaterThan(0);
      if (checked >= POLICY.perAccountPerHour) break;
      clock += lastWait * 1000;
    }
    expect(checked).toBe(POLICY.perAccountPerHour);
    // The account is closed to untrusted clients until the first of those failures is an hour old…
    expect(lastWait).toBeGreaterThan(POLICY.waits.at(-1)!);
    expect((await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, from: guesser(5000) })).statusCode).toBe(429);
    // …but not to the owner's browser.
    expect((await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, cookie: header(browser) })).statusCode).toBe(200);
  });
});

describe('a trusted browser', () => {
  itOnSqlite('gets an HttpOnly, SameSite=Strict device cookie for the login address that does not show the user name', async () => {
    t = await startAtClock();
    const response = await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD });
    const [device] = deviceCookiesOf(response);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/login' });
    expect(device!.maxAge).toBeGreaterThan(30 * 24 * 60 * 60);
    expect(`${device!.name}=${device!.value}`.toLowerCase()).not.toContain('admin');
    // A wrong password gives none.
    expect(deviceCookiesOf(await attempt(t, { name: 'Admin', password: 'wrong-password', from: guesser(1) }))).toEqual([]);
  });

  it(`has its own budget: ${POLICY.perDevicePerHour} failures, never a wait, whatever others do; then it is trusted no more`, async () => {
    t = await startAtClock();
    const browser = await trustedBrowser(t);
    await throttleName(t);
    for (let i = 0; i < POLICY.perDevicePerHour; i += 1) {
      const response = await attempt(t, { name: 'Admin', password: `typo-${i}`, cookie: header(browser) });
      expect(response.statusCode, response.body).toBe(401);
    }
    // The eleventh is an untrusted client's, and the name is throttled for those.
    const refused = await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, cookie: header(browser) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Çok fazla başarısız giriş denemesi\. Lütfen .* sonra tekrar deneyin\.$/);
  });

  it('a trusted browser’s failures do not slow down the name or the address for anyone else', async () => {
    t = await startAtClock();
    const browser = await trustedBrowser(t);
    for (let i = 0; i < POLICY.perDevicePerHour; i += 1) {
      expect((await attempt(t, { name: 'Admin', password: `typo-${i}`, cookie: header(browser) })).statusCode).toBe(401);
    }
    // Another browser on the same Wi-Fi, not trusted, signs in at once.
    expect((await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD })).statusCode).toBe(200);
  });

  it('is one per user name: two staff sharing the office laptop are both trusted', async () => {
    t = await startAtClock();
    const admin = await signIn(t.app);
    expect((await asStaff(t.app, admin).post('/api/admin/users', { name: 'Müdür', password: 'mudur-password-1' })).statusCode).toBe(201);
    const owner = await trustedBrowser(t);
    const manager = await trustedBrowser(t, 'Müdür', 'mudur-password-1');
    expect(manager.name).not.toBe(owner.name);
    await throttleName(t);
    await throttleName(t, 'Müdür');
    const laptop = `${header(owner)}; ${header(manager)}`;
    expect((await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, cookie: laptop })).statusCode).toBe(200);
    expect((await attempt(t, { name: 'MÜDÜR', password: 'mudur-password-1', cookie: laptop })).statusCode).toBe(200);
  });
});

describe('a forged or tampered device cookie is not trusted', () => {
  const tamper = (value: string, at: number) => {
    const i = (at + value.length) % value.length;
    return value.slice(0, i) + (value[i] === 'A' ? 'B' : 'A') + value.slice(i + 1);
  };

  itOnSqlite(
    'a changed signature, nonce or date, another user’s cookie, or a made-up one: the throttled name stays throttled',
    async () => {
      t = await startAtClock();
      const admin = await signIn(t.app);
      expect((await asStaff(t.app, admin).post('/api/admin/users', { name: 'Garson', password: 'garson-password-1' })).statusCode).toBe(
        201,
      );
      const owner = await trustedBrowser(t);
      const waiter = await trustedBrowser(t, 'Garson', 'garson-password-1');
      await throttleName(t);

      const forgeries = [
        ...[-1, -10, 3, 8, 20, 26, 30].map((at) => ({ name: owner.name, value: tamper(owner.value, at) })),
        { name: owner.name, value: waiter.value },
        { name: owner.name, value: `${owner.value}x` },
        { name: owner.name, value: owner.value.split('.').slice(0, -1).join('.') },
        { name: owner.name, value: 'made-up' },
        { name: owner.name, value: '' },
      ];
      for (const forged of forgeries) {
        expect(forged.value).not.toBe(owner.value);
        const response = await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, cookie: header(forged) });
        expect(response.statusCode, `${forged.value}: ${response.body}`).toBe(429);
      }
      expect((await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, cookie: header(owner) })).statusCode).toBe(200);
    },
  );

  itOnSqlite('a cookie signed before the server’s secret changed is not trusted', async () => {
    t = await startAtClock();
    const owner = await trustedBrowser(t);
    await t.db.updateTable('meta').set({ value: 'another-secret' }).where('key', '=', 'client_key_secret').execute();
    await t.restart();
    await throttleName(t);
    expect((await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, cookie: header(owner) })).statusCode).toBe(429);
  });
});

describe('untrusted clients', () => {
  it(`wait longer after each failure of a name beyond ${POLICY.freePerName}, from any address; other names do not`, async () => {
    t = await startAtClock();
    const admin = await signIn(t.app);
    expect((await asStaff(t.app, admin).post('/api/admin/users', { name: 'Garson', password: 'garson-password-1' })).statusCode).toBe(201);
    for (let i = 0; i < POLICY.freePerName; i += 1) {
      expect((await attempt(t, { name: 'ADMİN', password: `guess-${i}`, from: guesser(i) })).statusCode).toBe(401);
    }
    const waits: number[] = [];
    for (let i = 0; i < POLICY.waits.length; i += 1) {
      const refused = await attempt(t, { name: 'admin', password: TEST_ADMIN_PASSWORD, from: guesser(100 + i) });
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      clock += waits.at(-1)! * 1000 - 1;
      expect((await attempt(t, { name: 'Admin', password: 'still-early', from: guesser(200 + i) })).statusCode).toBe(429);
      clock += 1;
      expect((await attempt(t, { name: 'Admin', password: `guess-${i}`, from: guesser(300 + i) })).statusCode).toBe(401);
    }
    expect(waits).toEqual(POLICY.waits);
    // Guesses at Admin cost Garson nothing, even from the same addresses.
    expect((await attempt(t, { name: 'Garson', password: 'garson-password-1', from: guesser(0) })).statusCode).toBe(200);
  });

  it(`wait longer after each failure from one address beyond ${POLICY.freePerAddress}, whatever the name; other addresses do not`, async () => {
    t = await startAtClock();
    const wifi = '192.0.2.50';
    for (let i = 0; i < POLICY.freePerAddress; i += 1) {
      expect((await attempt(t, { name: `guess-${i}`, password: 'password-guess', from: wifi })).statusCode).toBe(401);
    }
    const refused = await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, from: wifi });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect((await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, from: '192.0.2.51' })).statusCode).toBe(200);
    clock += 1000;
    expect((await attempt(t, { name: 'guess-x', password: 'password-guess', from: wifi })).statusCode).toBe(401);
    expect((await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, from: wifi })).headers['retry-after']).toBe('2');
  });

  it('a trusted browser behind the same Wi-Fi signs in while the address waits', async () => {
    t = await startAtClock();
    const wifi = '192.0.2.50';
    const browser = await trustedBrowser(t, 'Admin', TEST_ADMIN_PASSWORD, wifi);
    for (let i = 0; i < POLICY.freePerAddress; i += 1) {
      expect((await attempt(t, { name: `guess-${i}`, password: 'password-guess', from: wifi })).statusCode).toBe(401);
    }
    expect((await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, from: wifi })).statusCode).toBe(429);
    expect((await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, from: wifi, cookie: header(browser) })).statusCode).toBe(200);
  });

  it('all at once from one address: no more are checked than the address allows', async () => {
    t = await startAtClock();
    const statuses = (
      await Promise.all(
        Array.from({ length: 60 }, (_, i) => attempt(t!, { name: `guess-${i}`, password: 'password-guess', from: '192.0.2.50' })),
      )
    ).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(POLICY.freePerAddress);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - POLICY.freePerAddress);
  });

  itOnSqlite('the wait is told in seconds when it is under a minute', async () => {
    t = await startAtClock();
    await throttleName(t);
    const refused = await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, from: guesser(50) });
    expect(refused.json()).toEqual({
      error: 'too_many_requests',
      message: 'Çok fazla başarısız giriş denemesi. Lütfen 1 saniye sonra tekrar deneyin.',
      requestId: refused.headers['x-request-id'],
    });
  });
});

describe('X-Forwarded-For', () => {
  itOnSqlite('is ignored without TRUST_PROXY: failures from one machine count against it, whatever address it claims', async () => {
    t = await startAtClock();
    for (let i = 0; i < POLICY.freePerAddress; i += 1) {
      expect((await attempt(t, { name: `guess-${i}`, password: 'password-guess', forwardedFor: guesser(i) })).statusCode).toBe(401);
    }
    expect((await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, forwardedFor: guesser(99) })).statusCode).toBe(429);
  });

  itOnSqlite('is ignored when it comes from an address TRUST_PROXY does not name', async () => {
    t = await startAtClock({ env: { TRUST_PROXY: '10.0.0.5' } });
    for (let i = 0; i < POLICY.freePerAddress; i += 1) {
      expect((await attempt(t, { name: `guess-${i}`, password: 'password-guess', forwardedFor: guesser(i) })).statusCode).toBe(401);
    }
    expect((await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, forwardedFor: guesser(99) })).statusCode).toBe(429);
  });

  itOnSqlite('names the client when TRUST_PROXY names the proxy: one address waits, another does not', async () => {
    t = await startAtClock({ env: { TRUST_PROXY: '127.0.0.1' } });
    const proxy = '127.0.0.1';
    for (let i = 0; i < POLICY.freePerAddress; i += 1) {
      expect((await attempt(t, { name: `guess-${i}`, password: 'password-guess', from: proxy, forwardedFor: guesser(7) })).statusCode).toBe(
        401,
      );
    }
    expect((await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, from: proxy, forwardedFor: guesser(7) })).statusCode).toBe(
      429,
    );
    expect((await attempt(t, { name: 'Admin', password: TEST_ADMIN_PASSWORD, from: proxy, forwardedFor: guesser(8) })).statusCode).toBe(
      200,
    );
  });
});
