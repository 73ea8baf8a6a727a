import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { UserRole } from '../../src/shared/roles.js';
import { TEST_ADMIN_PASSWORD } from './app.js';
import { productBody } from './product-body.js';

/** What the admin panel in a browser sends with every state-changing request. */
export const SAME_ORIGIN = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' } as const;

export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sofra_session');
  if (!cookie) throw new Error(`no session cookie in the answer (${response.statusCode} ${response.body})`);
  return `sofra_session=${cookie.value}`;
}

export async function signIn(app: FastifyInstance, name = 'Admin', password = TEST_ADMIN_PASSWORD, remember = false): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: SAME_ORIGIN,
    payload: { name, password, remember },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return sessionCookieOf(response);
}

/** A staff member's browser: requests carry the session cookie and come from the app's origin. */
export function asStaff(app: FastifyInstance, cookie: string) {
  const send = (method: InjectOptions['method'], url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { cookie, ...SAME_ORIGIN },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    get: (url: string) => send('GET', url),
    post: (url: string, payload: unknown = {}) => send('POST', url, payload),
    put: (url: string, payload: unknown) => send('PUT', url, payload),
    patch: (url: string, payload: unknown) => send('PATCH', url, payload),
    delete: (url: string) => send('DELETE', url),
  };
}

/** Creates a staff user as Admin and signs them in. */
export async function staffUser(app: FastifyInstance, adminCookie: string, name: string, role: UserRole = 'user') {
  const password = `${name}-password-123`;
  const created = await asStaff(app, adminCookie).post('/api/admin/users', { name, password, role });
  if (created.statusCode !== 201) throw new Error(`creating ${name} failed: ${created.body}`);
  return { id: created.json<{ id: number }>().id, password, cookie: await signIn(app, name, password) };
}

/** Renames the first product (signed in as Admin): the product as it was, and the answer. */
export async function renameFirstProduct(app: FastifyInstance, nameTr: string) {
  const staff = asStaff(app, await signIn(app));
  const [product] = (await staff.get('/api/admin/products')).json<AdminProduct[]>();
  const saved = await staff.put(`/api/admin/products/${product!.id}`, productBody(product!, { nameTr }));
  return { product: product!, saved };
}
