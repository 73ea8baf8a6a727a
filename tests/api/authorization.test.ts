import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.js';
import { asStaff, SAME_ORIGIN, signIn, staffUser } from '../support/staff.js';

/**
 * The authorization matrix: every registered /api/admin route × who is asking. Routes are
 * read from the app itself, so a new route is covered the moment it is added.
 */
let t: TestApp;
let adminCookie: string;
let staffCookie: string;
let snapshot: () => Promise<string>;

const OPEN = new Set(['POST /api/admin/login']);
const ADMINS_ONLY = /^\/api\/admin\/users/;

beforeAll(async () => {
  t = await startTestApp();
  adminCookie = await signIn(t.app);
  staffCookie = (await staffUser(t.app, adminCookie, 'Garson')).cookie;
  const admin = asStaff(t.app, adminCookie);
  snapshot = async () => {
    const parts = await Promise.all(
      ['categories', 'products', 'tags', 'ingredients', 'campaigns', 'accounts', 'users', 'reviews'].map(
        async (resource) => (await admin.get(`/api/admin/${resource}`)).body,
      ),
    );
    return parts.join('\n');
  };
});
afterAll(() => t.close());

function adminRoutes() {
  const routes = t.app.routeTable
    .filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD')
    .map((r) => ({ ...r, path: r.url.replace(':id', '1') }));
  return routes;
}

describe('the authorization matrix', () => {
  it('covers every admin route the app registered', () => {
    const names = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(names.length).toBeGreaterThanOrEqual(30);
    expect(names).toEqual(expect.arrayContaining(['GET /api/admin/categories', 'DELETE /api/admin/users/:id']));
  });

  it('without a session every route but login answers 401 and changes nothing', async () => {
    const before = await snapshot();
    for (const route of adminRoutes()) {
      if (OPEN.has(`${route.method} ${route.url}`)) continue;
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: route.path,
        headers: SAME_ORIGIN,
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
    expect(await snapshot()).toBe(before);
  });

  it('with a made-up session cookie every route but login answers 401', async () => {
    for (const route of adminRoutes()) {
      if (OPEN.has(`${route.method} ${route.url}`)) continue;
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: route.path,
        headers: { ...SAME_ORIGIN, cookie: 'sofra_session=forged-token' },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('the staff role gets 403 on every user-management route and changes nothing', async () => {
    const before = await snapshot();
    const staff = asStaff(t.app, staffCookie);
    const userRoutes = adminRoutes().filter((r) => ADMINS_ONLY.test(r.url));
    expect(userRoutes.length).toBe(4);
    for (const route of userRoutes) {
      const response =
        route.method === 'GET'
          ? await staff.get(route.path)
          : route.method === 'DELETE'
            ? await staff.delete(route.path)
            : route.method === 'POST'
              ? await staff.post(route.path, { name: 'Intruder', password: 'intruder-password', role: 'admin' })
              : await staff.put(route.path, { name: 'Admin', role: 'user', isActive: false, version: 1 });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
    expect(await snapshot()).toBe(before);
  });

  it('the staff role may reach every other route (never 401/403)', async () => {
    const staff = asStaff(t.app, staffCookie);
    for (const route of adminRoutes()) {
      if (ADMINS_ONLY.test(route.url) || OPEN.has(`${route.method} ${route.url}`) || route.url.endsWith('/logout')) continue;
      if (route.method !== 'GET') continue;
      const response = await staff.get(route.path);
      expect(response.statusCode, route.url).toBe(200);
    }
  });

  it('an admin may reach user management', async () => {
    expect((await asStaff(t.app, adminCookie).get('/api/admin/users')).statusCode).toBe(200);
  });
});
