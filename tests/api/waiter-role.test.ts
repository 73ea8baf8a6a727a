import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { AuditPage } from '../../src/shared/schemas/audit.js';
import type { AdminCategory } from '../../src/shared/schemas/category.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { AdminUser } from '../../src/shared/schemas/user.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { fingerprint } from '../support/fingerprint.js';
import { jpegOf, upload } from '../support/photos.js';
import { productBody } from '../support/product-body.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';

// 'Garson' (D54): a waiter reads the menu and marks a dish sold out, and nothing more; admins
// make and change waiters like any other staff user.

let t: TestApp;
let adminCookie: string;
let admin: ReturnType<typeof asStaff>;

beforeEach(async () => {
  t = await startTestApp();
  adminCookie = await signIn(t.app);
  admin = asStaff(t.app, adminCookie);
});
afterEach(() => t.close());

const onMenu = async (id: number) => (await t.app.inject('/api/menu')).json<PublicMenu>().products.find((p) => p.id === id);

describe('a waiter', () => {
  it('reads the dishes and their categories, marks a dish sold out and on sale again, and the history names them', async () => {
    const waiter = await staffUser(t.app, adminCookie, 'Garson Ali', 'waiter');
    const asWaiter = asStaff(t.app, waiter.cookie);
    expect((await asWaiter.get('/api/admin/me')).json()).toEqual({ user: { id: waiter.id, name: 'Garson Ali', role: 'waiter' } });

    const products = await asWaiter.get('/api/admin/products');
    expect(products.statusCode).toBe(200);
    const ayran = products.json<AdminProduct[]>().find((p) => p.nameTr === 'Ayran')!;
    const categories = await asWaiter.get('/api/admin/categories');
    expect(categories.statusCode).toBe(200);
    expect(categories.json<AdminCategory[]>().map((c) => c.id)).toContain(ayran.categoryId);

    const marked = await asWaiter.patch(`/api/admin/products/${ayran.id}/sold-out`, { soldOut: 'today' });
    expect(marked.statusCode).toBe(200);
    expect(marked.json<AdminProduct>().soldOut).toBe('today');
    expect((await onMenu(ayran.id))?.soldOut).toBe(true);
    const cleared = await asWaiter.patch(`/api/admin/products/${ayran.id}/sold-out`, { soldOut: null });
    expect(cleared.json<AdminProduct>().soldOut).toBeNull();
    expect((await onMenu(ayran.id))?.soldOut).toBe(false);

    const history = (await admin.get('/api/admin/audit-events?resource=products')).json<AuditPage>();
    const theirs = history.items.filter((event) => event.userId === waiter.id);
    expect(theirs).toHaveLength(2);
    for (const event of theirs) expect(event).toMatchObject({ userName: 'Garson Ali', action: 'update', recordId: ayran.id });
  });

  itOnSqlite('is refused (403) everything else, and the database stays as it was', async () => {
    const waiter = await staffUser(t.app, adminCookie, 'Garson Ali', 'waiter');
    const asWaiter = asStaff(t.app, waiter.cookie);
    const [product] = (await admin.get('/api/admin/products')).json<AdminProduct[]>();
    const [account] = (await admin.get('/api/admin/accounts')).json<{ items: { id: number }[] }>().items;
    const settings = (await admin.get('/api/admin/settings')).json<{ version: number }>();

    const before = await fingerprint(t.db, { sessions: false });
    const refused = [
      // The menu's other writes: a dish's edit (its prices too), switch, order, delete, a new one.
      asWaiter.put(`/api/admin/products/${product!.id}`, productBody(product!, { nameTr: 'Başka Pide' })),
      asWaiter.patch(`/api/admin/products/${product!.id}/active`, { isActive: false }),
      asWaiter.put('/api/admin/products/order', { ids: [product!.id] }),
      asWaiter.delete(`/api/admin/products/${product!.id}`),
      asWaiter.post('/api/admin/products', productBody(product!, { nameTr: 'Yeni Pide' })),
      asWaiter.get(`/api/admin/products/${product!.id}/prices`),
      asWaiter.get('/api/admin/products/export.csv'),
      asWaiter.put(`/api/admin/categories/order`, { ids: [product!.categoryId] }),
      asWaiter.get('/api/admin/tags'),
      // Customers' accounts, staff, the restaurant's details, prices, reviews, tables, translations, the history.
      asWaiter.get('/api/admin/accounts'),
      asWaiter.get(`/api/admin/accounts/${account!.id}`),
      asWaiter.post(`/api/admin/accounts/${account!.id}/entries`, { kind: 'payment', amount: '10', day: '2026-06-15', method: 'cash' }),
      asWaiter.get('/api/admin/users'),
      asWaiter.post('/api/admin/users', { name: 'Kendim', password: 'a-password-123', role: 'admin' }),
      asWaiter.put(`/api/admin/users/${waiter.id}`, { name: 'Garson Ali', role: 'admin', isActive: true, version: 1 }),
      asWaiter.get('/api/admin/settings'),
      asWaiter.put('/api/admin/settings', { version: settings.version }),
      asWaiter.get('/api/admin/prices/batches'),
      asWaiter.get('/api/admin/reviews'),
      asWaiter.get('/api/admin/tables'),
      asWaiter.get('/api/admin/translations/de'),
      asWaiter.get('/api/admin/audit-events'),
      upload(t.app, waiter.cookie, await jpegOf(400, 300)),
      t.app.inject({ method: 'GET', url: '/admin/print/menu', headers: { cookie: waiter.cookie } }),
    ];
    for (const response of await Promise.all(refused)) {
      expect(response.statusCode, `${response.statusCode} ${response.body.slice(0, 200)}`).toBe(403);
      expect(response.json()).toMatchObject({ error: 'forbidden', message: 'Bu işlem için yetkiniz yok.' });
    }
    expect(await fingerprint(t.db, { sessions: false })).toBe(before);
  });

  itOnSqlite('keeps their own session’s routes: a new password, and signing out', async () => {
    const waiter = await staffUser(t.app, adminCookie, 'Garson Ali', 'waiter');
    const asWaiter = asStaff(t.app, waiter.cookie);
    const changed = await asWaiter.put('/api/admin/me/password', { currentPassword: waiter.password, newPassword: 'garson-yeni-sifre' });
    expect(changed.statusCode).toBe(204);
    expect((await signIn(t.app, 'Garson Ali', 'garson-yeni-sifre')).length).toBeGreaterThan(0);
    expect((await asWaiter.post('/api/admin/logout', {})).statusCode).toBe(204);
    expect((await asWaiter.get('/api/admin/me')).statusCode).toBe(401);
  });

  it('gains or loses a page with their role at their next request, without signing in again', async () => {
    const ali = await staffUser(t.app, adminCookie, 'Ali', 'user');
    const asAli = asStaff(t.app, ali.cookie);
    expect((await asAli.get('/api/admin/accounts')).statusCode).toBe(200);

    const lowered = await admin.put(`/api/admin/users/${ali.id}`, { name: 'Ali', role: 'waiter', isActive: true, version: 1 });
    expect(lowered.json<AdminUser>().role).toBe('waiter');
    expect((await asAli.get('/api/admin/accounts')).statusCode).toBe(403);
    expect((await asAli.get('/api/admin/products')).statusCode).toBe(200);

    await admin.put(`/api/admin/users/${ali.id}`, { name: 'Ali', role: 'user', isActive: true, version: 2 });
    expect((await asAli.get('/api/admin/accounts')).statusCode).toBe(200);
  });
});

describe('an admin', () => {
  it('makes a Garson user, lists and edits them, and an unknown role is refused naming all four', async () => {
    const created = await admin.post('/api/admin/users', { name: 'Garson Ayşe', password: 'garson-sifresi', role: 'waiter' });
    expect(created.statusCode).toBe(201);
    const ayse = created.json<AdminUser>();
    expect(ayse).toMatchObject({ name: 'Garson Ayşe', role: 'waiter', isActive: true });
    const listed = (await admin.get('/api/admin/users')).json<AdminUser[]>();
    expect(listed.find((user) => user.id === ayse.id)?.role).toBe('waiter');

    const raised = await admin.put(`/api/admin/users/${ayse.id}`, {
      name: 'Garson Ayşe',
      role: 'user',
      isActive: true,
      version: ayse.version,
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json<AdminUser>().role).toBe('user');
    const back = await admin.put(`/api/admin/users/${ayse.id}`, {
      name: 'Ayşe',
      role: 'waiter',
      isActive: true,
      version: ayse.version + 1,
    });
    expect(back.json<AdminUser>()).toMatchObject({ name: 'Ayşe', role: 'waiter' });

    for (const role of ['garson', 'Garson', 'owner']) {
      const refused = await admin.post('/api/admin/users', { name: 'Biri', password: 'biri-sifresi-123', role });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ role: 'Rol Mutfak, Garson, Kullanıcı veya Yönetici olmalı' });
    }
  });

  it('cannot make the last admin a waiter (the last-admin rule holds for the new role too)', async () => {
    const me = (await admin.get('/api/admin/me')).json<{ user: { id: number } }>().user;
    const [self] = (await admin.get('/api/admin/users')).json<AdminUser[]>().filter((user) => user.id === me.id);
    const demoted = await admin.put(`/api/admin/users/${me.id}`, {
      name: self!.name,
      role: 'waiter',
      isActive: true,
      version: self!.version,
    });
    expect(demoted.statusCode).toBe(409);
    expect((await admin.get('/api/admin/me')).json().user.role).toBe('admin');
  });
});
