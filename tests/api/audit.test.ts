import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordAuditEvent } from '../../src/server/platform/audit/record.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { StaffUser } from '../../src/shared/schemas/user.js';
import type { AuditPage } from '../../src/shared/schemas/audit.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';
import { productBody } from '../support/product-body.js';

/**
 * The change history (Değişiklik geçmişi): a staff member's product edit leaves one event with
 * who did it and each changed field's before and after; admins read it, filtered by person,
 * kind of record and the restaurant's calendar days (Europe/Istanbul, UTC+3, in these tests).
 */
let t: TestApp;
let clock: Date;
let admin: ReturnType<typeof asStaff>;
let adminCookie: string;

beforeEach(async () => {
  clock = new Date('2026-06-15T09:00:00.000Z');
  t = await startTestApp({ now: () => clock });
  adminCookie = await signIn(t.app);
  admin = asStaff(t.app, adminCookie);
});
afterEach(() => t.close());

const firstProduct = async (as = admin) => (await as.get('/api/admin/products')).json<AdminProduct[]>()[0]!;

const history = async (query = '') => {
  const response = await admin.get(`/api/admin/audit-events${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditPage>();
};

const countEvents = async () =>
  Number(
    (
      await t.db
        .selectFrom('auditEvents')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('a product edit', () => {
  it('leaves exactly one event: who, when, and the before and after of exactly the fields that changed', async () => {
    // One with a price of its own (a product with sizes has a price per size).
    const product = (await admin.get('/api/admin/products')).json<AdminProduct[]>().find((p) => p.sizes.length === 0)!;
    const newTags = product.tagIds.slice(1);
    const saved = await admin.put(
      `/api/admin/products/${product.id}`,
      productBody(product, { nameTr: 'Bol Kaşarlı Pide', price: '123,50', tagIds: newTags }),
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const page = await history();
    expect(page).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        at: '2026-06-15T09:00:00.000Z',
        userId: expect.any(Number),
        userName: 'Admin',
        action: 'update',
        resource: 'products',
        recordId: product.id,
        recordName: 'Bol Kaşarlı Pide',
        changes: {
          nameTr: { before: product.nameTr, after: 'Bol Kaşarlı Pide' },
          priceKurus: { before: product.priceKurus, after: 12350 },
          tagIds: { before: product.tagIds, after: newTags },
        },
      },
    ]);
  });

  itOnSqlite('that changes nothing leaves no event (tag lists compare by value, in any order)', async () => {
    const products = (await admin.get('/api/admin/products')).json<AdminProduct[]>();
    const product = products.find((p) => p.tagIds.length >= 2)!;
    const saved = await admin.put(`/api/admin/products/${product.id}`, productBody(product, { tagIds: [...product.tagIds].reverse() }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdminProduct>().version).toBe(product.version + 1);
    expect(await history()).toEqual({ items: [], total: 0, page: 1, pageSize: 50 });
  });

  it('refused as stale (409) leaves no event', async () => {
    const product = await firstProduct();
    expect((await admin.put(`/api/admin/products/${product.id}`, productBody(product, { nameTr: 'Birinci' }))).statusCode).toBe(200);
    const stale = await admin.put(`/api/admin/products/${product.id}`, productBody(product, { nameTr: 'İkinci' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe('stale');
    const page = await history();
    expect(page.total).toBe(1);
    expect(page.items[0]!.changes.nameTr).toEqual({ before: product.nameTr, after: 'Birinci' });
  });

  it('names the staff member who made it, even after their account is deleted', async () => {
    const garson = await staffUser(t.app, adminCookie, 'Garson');
    const asGarson = asStaff(t.app, garson.cookie);
    const product = await firstProduct(asGarson);
    expect((await asGarson.put(`/api/admin/products/${product.id}`, productBody(product, { isActive: false }))).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/users/${garson.id}`)).statusCode).toBe(204);

    const [event] = (await history('?resource=products')).items;
    expect(event).toMatchObject({ userId: garson.id, userName: 'Garson', changes: { isActive: { before: true, after: false } } });
  });
});

describe('a record in the history', () => {
  type Named = Pick<AuditPage['items'][number], 'resource' | 'action' | 'recordName'>;
  const named = async (): Promise<Named[]> =>
    (await history()).items.map(({ resource, action, recordName }) => ({ resource, action, recordName }));

  it('is named as staff call it: a dish, a category even once deleted, a table, an account, a review by its dish and author', async () => {
    const product = await firstProduct();
    expect((await admin.put(`/api/admin/products/${product.id}`, productBody(product, { nameTr: 'Bol Kaşarlı Pide' }))).statusCode).toBe(
      200,
    );
    const category = (
      await admin.post('/api/admin/categories', {
        nameTr: 'Dürüm',
        nameEn: 'Wraps',
        descriptionTr: 'Dürümler',
        descriptionEn: 'Wraps',
        image: '/images/menu/pide.svg',
      })
    ).json<{ id: number }>();
    expect((await admin.delete(`/api/admin/categories/${category.id}`)).statusCode).toBe(204);
    // The answer is every table.
    const table = (await admin.post('/api/admin/tables', { names: '41' }))
      .json<{ id: number; name: string }[]>()
      .find((row) => row.name === '41');
    expect((await admin.delete(`/api/admin/tables/${table!.id}`)).statusCode).toBe(204);
    const account = (
      await admin.post('/api/admin/accounts', { customerName: 'Yıldız İnşaat', name: 'Mehmet', phone: '0532 111 22 33' })
    ).json<{
      id: number;
      version: number;
    }>();
    expect(
      (
        await admin.put(`/api/admin/accounts/${account.id}`, {
          customerName: 'Yıldız İnşaat',
          name: 'Mehmet',
          phone: '0533 999 88 77',
          version: account.version,
        })
      ).statusCode,
    ).toBe(200);
    const posted = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      payload: { name: 'Ayşe', rating: 2, comment: 'Soğuktu' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const { review } = posted.json<{ review: { id: number } }>();
    expect((await admin.patch(`/api/admin/reviews/${review.id}/visibility`, { isVisible: false })).statusCode).toBe(200);
    expect((await admin.delete(`/api/admin/reviews/${review.id}`)).statusCode).toBe(204);

    expect(await named()).toEqual([
      { resource: 'reviews', action: 'delete', recordName: 'Bol Kaşarlı Pide · Ayşe' },
      { resource: 'reviews', action: 'update', recordName: 'Bol Kaşarlı Pide · Ayşe' },
      { resource: 'accounts', action: 'update', recordName: 'Yıldız İnşaat' },
      { resource: 'accounts', action: 'create', recordName: 'Yıldız İnşaat' },
      { resource: 'tables', action: 'delete', recordName: 'Masa 41' },
      { resource: 'tables', action: 'create', recordName: 'Masa 41' },
      { resource: 'categories', action: 'delete', recordName: 'Dürüm' },
      { resource: 'categories', action: 'create', recordName: 'Dürüm' },
      { resource: 'products', action: 'update', recordName: 'Bol Kaşarlı Pide' },
    ]);
  });
});

describe('an event', () => {
  const someone: StaffUser = { id: 7, name: 'Ayşe', role: 'user' };
  const silent = () => ({ info: vi.fn() }) as unknown as FastifyBaseLogger & { info: ReturnType<typeof vi.fn> };

  it('is written in the change’s transaction: a change that rolls back leaves none', async () => {
    const log = silent();
    const change = {
      at: clock,
      by: someone,
      action: 'update',
      resource: 'accounts',
      recordId: 1,
      before: { phone: '1' },
      after: { phone: '2' },
    } as const;
    await expect(
      t.db.transaction().execute(async (trx) => {
        await recordAuditEvent(trx, change, log);
        throw new Error('the save failed after the event was written');
      }),
    ).rejects.toThrow('the save failed');
    expect(await countEvents()).toBe(0);
  });

  it('is logged once with who, what and which record, never the values (they may be customers’ data)', async () => {
    const log = silent();
    await recordAuditEvent(
      t.db,
      {
        at: clock,
        by: someone,
        action: 'update',
        resource: 'accounts',
        recordId: 3,
        before: { customerName: 'Yıldız İnşaat', phone: '0532 111 22 33', passwordHash: 'old' },
        after: { customerName: 'Yıldız İnşaat', phone: '0533 999 88 77', passwordHash: 'new' },
      },
      log,
    );
    expect(log.info).toHaveBeenCalledTimes(1);
    const [fields, message] = log.info.mock.calls[0]!;
    expect(fields).toEqual({
      audit: { userId: 7, userName: 'Ayşe', action: 'update', resource: 'accounts', recordId: 3, fields: ['phone'] },
    });
    expect(message).toBe('staff change');
    const stored = await t.db.selectFrom('auditEvents').select('changes').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.changes)).toEqual({ phone: { before: '0532 111 22 33', after: '0533 999 88 77' } });
  });
});

describe('reading the history', () => {
  itOnSqlite('is for admins only: staff get 403, nobody signed in 401', async () => {
    const garson = await staffUser(t.app, adminCookie, 'Garson');
    const asGarson = await asStaff(t.app, garson.cookie).get('/api/admin/audit-events');
    expect(asGarson.statusCode).toBe(403);
    expect(asGarson.json().error).toBe('forbidden');
    const anonymous = await t.app.inject('/api/admin/audit-events');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toBe('unauthenticated');
  });

  it('filters by person, by kind of record and by the restaurant’s calendar days, newest first', async () => {
    const garson = await staffUser(t.app, adminCookie, 'Garson');
    const asGarson = asStaff(t.app, garson.cookie);
    const product = await firstProduct();
    // 23:30 on 14 June in Istanbul, by the admin.
    clock = new Date('2026-06-14T20:30:00.000Z');
    expect((await admin.put(`/api/admin/products/${product.id}`, productBody(product, { nameTr: 'Gece' }))).statusCode).toBe(200);
    // 00:30 on 15 June in Istanbul (still the 14th in UTC), by Garson.
    clock = new Date('2026-06-14T21:30:00.000Z');
    const edited = await firstProduct();
    expect((await asGarson.put(`/api/admin/products/${product.id}`, productBody(edited, { nameTr: 'Sabah' }))).statusCode).toBe(200);
    // A category renamed on 16 June, written as the categories' routes will write it.
    await recordAuditEvent(
      t.db,
      {
        at: new Date('2026-06-16T08:00:00.000Z'),
        by: { id: garson.id, name: 'Garson', role: 'user' },
        action: 'update',
        resource: 'categories',
        recordId: 1,
        before: { nameTr: 'Pide' },
        after: { nameTr: 'Pideler' },
      },
      { info: () => undefined } as unknown as FastifyBaseLogger,
    );

    // (Leaving out the creation of Garson's account, which the history records too.)
    const names = (page: AuditPage) =>
      page.items
        .filter((event) => event.resource !== 'users')
        .map((event) => `${event.userName} ${event.resource} ${String(event.changes.nameTr?.after)}`);
    expect(names(await history())).toEqual(['Garson categories Pideler', 'Garson products Sabah', 'Admin products Gece']);
    expect(names(await history(`?userId=${garson.id}`))).toEqual(['Garson categories Pideler', 'Garson products Sabah']);
    expect(names(await history('?resource=products'))).toEqual(['Garson products Sabah', 'Admin products Gece']);
    expect(names(await history(`?resource=products&userId=${garson.id}`))).toEqual(['Garson products Sabah']);
    expect(names(await history('?from=2026-06-15&to=2026-06-15'))).toEqual(['Garson products Sabah']);
    expect(names(await history('?to=2026-06-14'))).toEqual(['Admin products Gece']);
    expect(names(await history('?from=2026-06-15'))).toEqual(['Garson categories Pideler', 'Garson products Sabah']);
    expect((await history('?from=2026-06-17')).total).toBe(0);
    expect(names(await history('?resource=users'))).toEqual([]);
    expect(
      (await history('?resource=users')).items.map((event) => `${event.userName} ${event.action} ${String(event.changes.name?.after)}`),
    ).toEqual(['Admin create Garson']);
  });

  it('comes in pages of 50 with the total', async () => {
    const log = { info: () => undefined } as unknown as FastifyBaseLogger;
    const by: StaffUser = { id: 1, name: 'Admin', role: 'admin' };
    for (let i = 0; i < 53; i += 1) {
      const at = new Date(Date.UTC(2026, 5, 15, 9, i));
      await recordAuditEvent(
        t.db,
        { at, by, action: 'update', resource: 'tags', recordId: i + 1, before: { color: '#000000' }, after: { color: '#FFFFFF' } },
        log,
      );
    }
    const first = await history();
    expect(first).toMatchObject({ total: 53, page: 1, pageSize: 50 });
    expect(first.items).toHaveLength(50);
    expect(first.items[0]!.recordId).toBe(53);
    const second = await history('?page=2');
    expect(second.items.map((event) => event.recordId)).toEqual([3, 2, 1]);
  });

  itOnSqlite('refuses bad filters with 400 and a Turkish message per field', async () => {
    const response = await admin.get('/api/admin/audit-events?from=2026-13-01&resource=menus&page=0');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: 'validation',
      fields: {
        from: 'Başlangıç tarihi geçerli bir tarih olmalı (YYYY-AA-GG)',
        resource: 'Kayıt türü seçilmeli',
        page: 'Sayfa 1 veya daha büyük bir sayı olmalı',
      },
    });
    const backwards = await admin.get('/api/admin/audit-events?from=2026-06-15&to=2026-06-14');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().fields).toEqual({ to: 'Bitiş tarihi başlangıç tarihinden önce olamaz' });
  });
});
