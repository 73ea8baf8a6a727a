import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenForMetrics } from '../../src/server/platform/metrics/listener.js';
import { itOnSqlite, startTestApp, TEST_ADMIN_PASSWORD, TEST_DIALECT, type TestApp } from '../support/app.js';
import { SAME_ORIGIN } from '../support/staff.js';

/**
 * What Prometheus sees (docs/deploy.md, "Metrics"): nothing unless the operator switches
 * metrics on; with METRICS_TOKEN, /metrics on the app's port for that bearer token only; with
 * METRICS_PORT, /metrics on 127.0.0.1 alone.
 */
const TOKEN = 'scrape-token-0123456789abcdef';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({ url: '/metrics', headers: authorization === undefined ? {} : { authorization } });

async function metricsText(): Promise<string> {
  const response = await scrape(t.app, `Bearer ${TOKEN}`);
  expect(response.statusCode).toBe(200);
  return response.body;
}

/** The value of one series (`name{labels}` exactly as Prometheus's text shows it), or undefined. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

const login = (name: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', headers: SAME_ORIGIN, payload: { name, password } });

describe('/metrics with METRICS_TOKEN', () => {
  itOnSqlite('refuses a scrape without the token: 401 naming the Bearer scheme, no figures', async () => {
    const response = await scrape(t.app);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ error: 'unauthenticated' });
    expect(response.body).not.toContain('http_requests_total');
  });

  itOnSqlite.each([
    ['another token', 'Bearer scrape-token-0123456789abcdeX'],
    ['the token cut short', `Bearer ${TOKEN.slice(0, -1)}`],
    ['the token with more after it', `Bearer ${TOKEN}0`],
    ['the token as a password', `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}`],
    ['the bare token', TOKEN],
  ])('refuses %s', async (_, authorization) => {
    const response = await scrape(t.app, authorization);
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain('http_requests_total');
  });

  itOnSqlite('answers the token in Prometheus’s text format, never cached', async () => {
    const response = await scrape(t.app, `bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE http_requests_total counter');
  });

  itOnSqlite('counts requests by route pattern and status, never by the address asked for', async () => {
    const series = (route: string, status: number) => `http_requests_total{method="GET",route="${route}",status_code="${status}"}`;
    const before = await metricsText();
    expect((await t.app.inject('/api/products/1/reviews')).statusCode).toBe(200);
    expect((await t.app.inject('/api/menu')).statusCode).toBe(200);
    expect((await t.app.inject('/api/nothing-here-7?q=ayran')).statusCode).toBe(404);
    const after = await metricsText();

    expect(valueOf(after, series('/api/products/:id/reviews', 200))).toBe(
      (valueOf(before, series('/api/products/:id/reviews', 200)) ?? 0) + 1,
    );
    // The guest menu stands outside the pages' scope and writes its answer itself: still counted.
    expect(valueOf(after, series('/api/menu', 200))).toBe((valueOf(before, series('/api/menu', 200)) ?? 0) + 1);
    // Unknown addresses share one label, so no one can grow the series by asking for new ones.
    expect(valueOf(after, series('unmatched', 404))).toBe((valueOf(before, series('unmatched', 404)) ?? 0) + 1);
    expect(after).not.toContain('/api/products/1/reviews');
    expect(after).not.toContain('nothing-here');
    expect(after).not.toContain('ayran');
    // And the time each took.
    expect(valueOf(after, 'http_request_duration_seconds_count{method="GET",route="/api/menu",status_code="200"}')).toBeGreaterThan(0);
    expect(after).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/menu",status_code="200"\} \d+$/m);
  });

  it('counts sign-ins that succeed and fail, failures by reason', async () => {
    const success = 'sofra_sign_ins_total{outcome="success"}';
    const wrongPassword = 'sofra_sign_ins_total{outcome="failure",reason="wrong_password"}';
    const unknownUser = 'sofra_sign_ins_total{outcome="failure",reason="unknown_user"}';
    const before = await metricsText();
    expect((await login('Admin', TEST_ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await login('Admin', 'not-the-password')).statusCode).toBe(401);
    expect((await login('Nobody', 'not-the-password')).statusCode).toBe(401);
    const after = await metricsText();
    expect(valueOf(after, success)).toBe(valueOf(before, success)! + 1);
    expect(valueOf(after, wrongPassword)).toBe(valueOf(before, wrongPassword)! + 1);
    expect(valueOf(after, unknownUser)).toBe(valueOf(before, unknownUser)! + 1);
    expect(after).not.toContain('Nobody');
  });

  it('times database queries by dialect', async () => {
    const count = `sofra_db_query_duration_seconds_count{dialect="${TEST_DIALECT}"}`;
    const before = valueOf(await metricsText(), count)!;
    // Reviews are read from the database on every request (the menu is cached).
    await t.app.inject('/api/products/1/reviews');
    const text = await metricsText();
    expect(valueOf(text, count)).toBeGreaterThan(before);
    expect(valueOf(text, `sofra_db_query_duration_seconds_sum{dialect="${TEST_DIALECT}"}`)).toBeGreaterThan(0);
    expect(text).not.toMatch(/select|insert/i);
  });

  itOnSqlite('has the process’s own figures: event-loop lag, memory, CPU', async () => {
    const text = await metricsText();
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_cpu_seconds_total',
    ]) {
      expect(text).toMatch(new RegExp(`^${name} \\d`, 'm'));
    }
    if (process.platform === 'linux') expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
  });
});

describe('throttled sign-ins', () => {
  it('are counted apart from failures (answered 429, no password checked)', async () => {
    const clock = Date.parse('2026-11-21T10:00:00Z');
    const own = await startTestApp({ env: { METRICS_TOKEN: TOKEN }, now: () => new Date(clock) });
    try {
      const statuses: number[] = [];
      // Five failures of a name are free; with the clock standing still, the sixth must wait.
      for (let i = 0; i < 6; i += 1) {
        const answer = await own.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          headers: SAME_ORIGIN,
          payload: { name: 'Admin', password: `guess-${i}` },
        });
        statuses.push(answer.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
      const text = (await scrape(own.app, `Bearer ${TOKEN}`)).body;
      expect(valueOf(text, 'sofra_sign_ins_total{outcome="throttled"}')).toBe(1);
      expect(valueOf(text, 'sofra_sign_ins_total{outcome="failure",reason="wrong_password"}')).toBe(5);
    } finally {
      await own.close();
    }
  });
});

/** The hooks that run for `GET /api/menu`, as Fastify lists them. */
function hooksOfTheMenu(app: FastifyInstance): string[] {
  const printed = app.printRoutes({ includeHooks: true, commonPrefix: false });
  const block = /\/api\/menu \(GET\)\n((?:.*•.*\n?)*)/.exec(printed);
  if (!block) throw new Error(`no GET /api/menu in\n${printed}`);
  return [...block[1]!.matchAll(/• \((\w+)\)/g)].map((match) => match[1]!);
}

describe('metrics switched off (neither METRICS_TOKEN nor METRICS_PORT)', () => {
  itOnSqlite('/metrics is an unknown address (404), and no request hook was added', async () => {
    const off = await startTestApp();
    try {
      const response = await scrape(off.app, `Bearer ${TOKEN}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
      expect(off.app.metrics).toBeNull();
      // The guest menu, the benchmark's hot path, pays for no hook it does not need.
      expect(hooksOfTheMenu(off.app)).toEqual([]);
      expect(hooksOfTheMenu(t.app)).toContain('onResponse');
    } finally {
      await off.close();
    }
  });
});

describe('METRICS_PORT', () => {
  let own: TestApp;
  let listener: FastifyInstance;
  beforeAll(async () => {
    // The port in the environment switches metrics on; the listener itself takes any free port.
    own = await startTestApp({ env: { METRICS_PORT: '9464' } });
    listener = await listenForMetrics(own.app, 0);
  });
  afterAll(async () => {
    await listener.close();
    await own.close();
  });

  const portOf = (server: FastifyInstance) => {
    const address = server.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening on a TCP port');
    return address;
  };

  itOnSqlite('serves /metrics on 127.0.0.1 without a token', async () => {
    await own.app.inject('/api/menu');
    const { address, port } = portOf(listener);
    expect(address).toBe('127.0.0.1');
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('http_requests_total{method="GET",route="/api/menu",status_code="200"}');
    expect(text).toContain('process_cpu_seconds_total');
  });

  itOnSqlite('is not reachable on the machine’s other addresses', async () => {
    const { port } = portOf(listener);
    const outward = Object.values(os.networkInterfaces())
      .flat()
      .find((entry) => entry !== undefined && !entry.internal && entry.family === 'IPv4');
    // A machine without a network has nothing else to try; the bound address above says enough.
    if (outward === undefined) return;
    await expect(fetch(`http://${outward.address}:${port}/metrics`)).rejects.toThrow();
  });

  itOnSqlite('without METRICS_TOKEN, the app’s own port has no /metrics', async () => {
    expect((await scrape(own.app)).statusCode).toBe(404);
  });
});
