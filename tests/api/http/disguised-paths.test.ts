import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/app.js';
import { signIn } from '../../support/staff.js';

// The staff API and pages answer at their own spelling only: `/%61pi/admin/…` would reach the
// same data while a cache reading the raw address (a phone's service worker, a proxy) takes it
// for a guest page and keeps it.

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await signIn(t.app);
});
afterAll(() => t.close());

describe('other spellings of /api and /admin', () => {
  it.each([
    '/%61pi/admin/accounts/export.csv',
    '/api/%61dmin/accounts/export.csv',
    '/api%2Fadmin/accounts/export.csv',
    '//api/admin/accounts/export.csv',
    '/%61pi/admin/accounts',
    '/%61pi/menu',
  ])('%s is a 404 that carries no data, even signed in', async (url) => {
    const response = await t.app.inject({ url, headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found' });
    expect(response.body).not.toMatch(/Müşteri|customerName|categories/);
  });

  it('/%61dmin is no back office page either', async () => {
    const response = await t.app.inject({ url: '/%61dmin/accounts', headers: { cookie } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/json/);
  });

  it('the addresses as spelled still answer, encoded names in guest addresses included', async () => {
    expect((await t.app.inject({ url: '/api/admin/accounts/export.csv', headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject('/api/menu')).statusCode).toBe(200);
    expect((await t.app.inject('/category/%C4%B0%C3%A7ecekler?q=%C3%A7ay')).statusCode).toBe(200);
  });
});
