import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../../support/app.js';
import { SAME_ORIGIN, signIn } from '../../support/staff.js';

/**
 * What an operator reads in the log at the default level (docs/deploy.md, "Logs"): one line per
 * sign-in and per throttled one, each with the request's id, which every answer also carries
 * (`x-request-id`, and `requestId` in an error's body). Never a password or a cookie.
 */
interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}
const INFO = 30;

const written: string[] = [];
const lines = () => written.map((line) => JSON.parse(line) as LogLine);
const linesOf = (requestId: unknown) => lines().filter((line) => line.reqId === requestId);

let t: TestApp;
let clock = Date.parse('2026-11-21T10:00:00Z');
beforeAll(async () => {
  t = await startTestApp({
    now: () => new Date(clock),
    logger: { level: 'info', stream: { write: (line: string) => void written.push(line) } },
  });
});
afterAll(() => t.close());
beforeEach(() => {
  // Apart, so one test's failures never throttle the next one's sign-in.
  clock += 2 * 60 * 60 * 1000;
  written.length = 0;
});

const OLD_SESSION = 'sofra_session=old-session-token-4f1c9a';
const login = (name: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { ...SAME_ORIGIN, cookie: OLD_SESSION, authorization: 'Bearer not-for-the-log-77' },
    payload: { name, password },
  });

describe('sign-ins in the log', () => {
  it('a success is one info line with the request id, the user’s id and name; no password, no cookie', async () => {
    const answer = await login('Admin', TEST_ADMIN_PASSWORD);
    expect(answer.statusCode).toBe(200);
    const requestId = answer.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);

    const own = linesOf(requestId);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ level: INFO, msg: 'sign-in succeeded', userId: expect.any(Number), userName: 'Admin' });
    const everything = written.join('');
    expect(everything).not.toContain(TEST_ADMIN_PASSWORD);
    expect(everything).not.toContain('old-session-token');
    expect(everything).not.toContain('not-for-the-log');
    const newSession = answer.cookies.find((cookie) => cookie.name === 'sofra_session')!.value;
    expect(everything).not.toContain(newSession);
  });

  it('a failure is one info line with the request id and the reason; not the password nor the name typed', async () => {
    const wrong = await login('Admin', 'hunter2-wrong-guess');
    expect(wrong.statusCode).toBe(401);
    const wrongLines = linesOf(wrong.headers['x-request-id']);
    expect(wrongLines).toHaveLength(1);
    expect(wrongLines[0]).toMatchObject({ level: INFO, msg: 'sign-in refused', reason: 'wrong password', userId: expect.any(Number) });

    // Someone's password typed into the name box must not end up in the log either.
    const unknown = await login('my-secret-pw-typed-as-name', 'whatever-password');
    expect(unknown.statusCode).toBe(401);
    const unknownLines = linesOf(unknown.headers['x-request-id']);
    expect(unknownLines).toHaveLength(1);
    expect(unknownLines[0]).toMatchObject({ level: INFO, msg: 'sign-in refused', reason: 'unknown user' });
    expect(unknownLines[0]).not.toHaveProperty('userId');

    const everything = written.join('');
    for (const secret of ['hunter2', 'my-secret-pw', 'whatever-password', 'old-session-token', 'not-for-the-log']) {
      expect(everything).not.toContain(secret);
    }
    // The staff member hears the same either way.
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('a throttled attempt is one info line with its retry-after', async () => {
    for (let i = 0; i < 5; i += 1) expect((await login('Admin', `guess-number-${i}`)).statusCode).toBe(401);
    const refused = await login('Admin', TEST_ADMIN_PASSWORD);
    expect(refused.statusCode).toBe(429);
    const own = linesOf(refused.headers['x-request-id']);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ level: INFO, msg: 'sign-in throttled', retryAfterSeconds: Number(refused.headers['retry-after']) });
    expect(refused.json().requestId).toBe(refused.headers['x-request-id']);
  });
});

describe('request ids', () => {
  it('an error answer carries requestId, the same as its x-request-id header', async () => {
    const cookie = await signIn(t.app);
    const answers = [
      // refused by the schema, by the session guard, a record that is not there, an unknown
      // address, an address the router cannot read
      await t.app.inject({ method: 'POST', url: '/api/admin/login', headers: SAME_ORIGIN, payload: { name: '' } }),
      await t.app.inject('/api/admin/me'),
      await t.app.inject({ method: 'DELETE', url: '/api/admin/tags/999999', headers: { ...SAME_ORIGIN, cookie } }),
      await t.app.inject('/api/nothing-here'),
      await t.app.inject('/api/products/%ff/reviews'),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 401, 404, 404, 400]);
    const ids = new Set<string>();
    for (const answer of answers) {
      const header = answer.headers['x-request-id'];
      expect(header, answer.body).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
      expect(answer.json().requestId).toBe(header);
      ids.add(String(header));
    }
    expect(ids.size).toBe(answers.length);
  });

  it("every answer but the menu's prepared one has an x-request-id header: a page, the health checks, a signed-in read", async () => {
    const cookie = await signIn(t.app);
    const answers = {
      page: await t.app.inject('/'),
      healthz: await t.app.inject('/healthz'),
      readyz: await t.app.inject('/readyz'),
      categories: await t.app.inject({ url: '/api/admin/categories', headers: { cookie } }),
    };
    for (const [what, answer] of Object.entries(answers)) {
      expect(answer.statusCode, what).toBeLessThan(400);
      expect(answer.headers['x-request-id'], what).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/);
    }
    // GET /api/menu writes bytes and headers prepared once per menu change: the busiest answer
    // carries no per-request header (the benchmark holds it to a constant string's speed). Its
    // refusals, like every error, still name the request.
    const menu = await t.app.inject('/api/menu');
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['x-request-id']).toBeUndefined();
  });
});

describe('what is never logged', () => {
  it('cookies, authorization headers and passwords are redacted in whatever object is logged', () => {
    // (A request or reply logged as `req`/`res` goes through Fastify's serializers, which keep
    // no headers at all; these are the headers objects someone might log by hand.)
    t.app.log.info(
      {
        headers: { cookie: 'sofra_session=abc123secret', authorization: 'Bearer tok-secret', 'user-agent': 'Firefox' },
        reply: { headers: { 'set-cookie': 'sofra_session=def456secret' } },
        body: { name: 'Admin', password: 'pw-secret', newPassword: 'pw-secret-3' },
        password: 'pw-secret-2',
      },
      'a careless line',
    );
    const [line] = lines();
    expect(written.join('')).not.toContain('secret');
    expect(line).toMatchObject({
      headers: { cookie: '[redacted]', authorization: '[redacted]', 'user-agent': 'Firefox' },
      reply: { headers: { 'set-cookie': '[redacted]' } },
      body: { name: 'Admin', password: '[redacted]', newPassword: '[redacted]' },
      password: '[redacted]',
    });
  });
});
