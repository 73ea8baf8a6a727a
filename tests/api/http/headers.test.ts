import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.js';
import { signIn } from '../../support/staff.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each(['/', '/EN/category/Pide', '/admin/login', '/no/such/page', '/favicon.svg'])('%s carries the policy headers', async (url) => {
    const response = await t.app.inject(url);
    const csp = response.headers['content-security-policy'] as string;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(['/api/menu', '/api/nope', '/api/admin/me'])('%s (JSON) is marked nosniff', async (url) => {
    const response = await t.app.inject(url);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/', '/EN/category/Pide', '/favicon.svg', '/api/menu', '/api/nope'])('%s adds HSTS over HTTPS', async (url) => {
    const https = { 'x-forwarded-proto': 'https' };
    const response = await t.app.inject({ url, headers: https });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const etag = response.headers.etag;
    if (etag) {
      const unchanged = await t.app.inject({ url, headers: { ...https, 'if-none-match': etag } });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('/api/menu sends no HSTS over plain HTTP', async () => {
    expect((await t.app.inject('/api/menu')).headers['strict-transport-security']).toBeUndefined();
  });

  it('the guest pages hold no inline script that the policy would have to allow', async () => {
    const html = (await t.app.inject('/')).body;
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]!);
    for (const attributes of scripts) {
      // A script file, or a data block (the embedded menu, JSON-LD), which no browser runs.
      expect(attributes.includes('src=') || /type="application\/(ld\+)?json"/.test(attributes), attributes).toBe(true);
    }
  });

  it('marks admin answers no-store, including refusals', async () => {
    const cookie = await signIn(t.app);
    for (const headers of [{ cookie }, {}]) {
      const response = await t.app.inject({ url: '/api/admin/categories', headers });
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('the back office’s same-origin check', () => {
  /** 403: refused as cross-site; 401: let through to the session check (there is no session). */
  const logout = async (headers: Record<string, string>) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/logout',
        headers: { 'content-type': 'application/json', ...headers },
        payload: {},
      })
    ).statusCode;

  it('compares the scheme: behind HTTPS, an http:// origin of the same host is another site', async () => {
    const https = { host: 'sofra.example', 'x-forwarded-proto': 'https' };
    expect(await logout({ ...https, origin: 'https://sofra.example' })).toBe(401);
    expect(await logout({ ...https, origin: 'http://sofra.example' })).toBe(403);
    expect(await logout({ host: 'sofra.example', origin: 'http://sofra.example' })).toBe(401);
    expect(await logout({ host: 'sofra.example', origin: 'https://sofra.example' })).toBe(403);
  });

  it('compares the port, with the scheme’s default port implied', async () => {
    expect(await logout({ host: 'sofra.example', 'x-forwarded-proto': 'https', origin: 'https://sofra.example:8443' })).toBe(403);
    expect(await logout({ host: 'sofra.example:443', 'x-forwarded-proto': 'https', origin: 'https://sofra.example' })).toBe(401);
    expect(await logout({ host: 'sofra.example:8080', origin: 'http://sofra.example:8080' })).toBe(401);
    expect(await logout({ host: 'sofra.example:8080', origin: 'http://sofra.example' })).toBe(403);
    expect(await logout({ host: 'sofra.example', origin: 'http://SOFRA.example:80' })).toBe(401);
  });
});

describe('addresses the router cannot read', () => {
  it.each(['/%c0%ae', '/api/admin/%ff', '/category/%E0%A4%A', '/api/products/%ff/reviews', '/admin/%c0'])(
    '%s → 400 with the API’s error body and the security headers',
    async (url) => {
      const response = await t.app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({
        error: 'bad_request',
        message: 'Adres geçerli değil.',
        requestId: response.headers['x-request-id'],
      });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      if (!url.startsWith('/api/')) {
        expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      }
      const https = await t.app.inject({ url, headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    },
  );
});
