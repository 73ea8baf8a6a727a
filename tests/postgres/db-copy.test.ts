import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import type { AccountPage, AdminAccount } from '../../src/shared/schemas/account.js';
import type { AdminCategory } from '../../src/shared/schemas/category.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { priceChangeSearch, type PricePreview } from '../../src/shared/schemas/prices.js';
import type { DiningTable, QrSettings } from '../../src/shared/schemas/table.js';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { AuditPage } from '../../src/shared/schemas/audit.js';
import { buildApp } from '../../src/server/app.js';
import { openSqlite } from '../../src/server/platform/db/connect.js';
import { copyDatabase } from '../../src/server/platform/db/copy.js';
import { TABLES_IN_ORDER } from '../../src/server/resources/index.js';
import { migrateToLatest } from '../../src/server/platform/db/migrate.js';
import { openPostgres } from '../../src/server/platform/db/postgres.js';
import { TABLE_COLUMNS, type Database } from '../../src/server/platform/db/schema.js';
import { SAMPLE_PHOTO_SOURCES } from '../../src/server/features/seed/sample-photos.js';
import type { BoardState } from '../../src/shared/schemas/service-request.js';
import type { StaffTable } from '../../src/shared/schemas/order.js';
import { createSchema, dropSchema, startTestApp, TEST_ADMIN_PASSWORD, testDatabaseUrl } from '../support/app.js';
import { jpegOf, uploaded } from '../support/photos.js';
import { asStaff, SAME_ORIGIN, signIn } from '../support/staff.js';
import { productBody } from '../support/product-body.js';
import { sqlName } from '../support/table-names.js';

const schemas: string[] = [];
afterAll(async () => {
  for (const schema of schemas) await dropSchema(schema);
});

const openTarget = (schema: string) =>
  openPostgres({ url: testDatabaseUrl(), poolSize: 2, statementTimeoutMs: 15_000, ssl: undefined, connectAttempts: 1, schema });

type Table = keyof typeof TABLE_COLUMNS;
const TABLES = Object.keys(TABLE_COLUMNS) as Table[];

/**
 * A table's rows as both engines give them, in one order: each column db/schema.ts declares,
 * a photo's bytes by their SHA-256 (the same bytes, the same digest; a short line when not).
 */
async function rowsOf(db: Kysely<Database>, table: Table): Promise<Record<string, unknown>[]> {
  const columns: Record<string, string> = TABLE_COLUMNS[table];
  const rows = await (db as unknown as Kysely<Record<string, Record<string, unknown>>>).selectFrom(table).selectAll().execute();
  return rows
    .map((row) =>
      Object.fromEntries(
        Object.entries(columns).map(([column, type]) => {
          const value = row[column];
          return [
            column,
            type === 'blob'
              ? createHash('sha256')
                  .update(value as Buffer)
                  .digest('hex')
              : value,
          ];
        }),
      ),
    )
    .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
}

describe('moving a restaurant from SQLite to PostgreSQL (npm run db:copy)', () => {
  it('copies every row, keeps ids and sign-ins working, and new rows continue after the copied ids', async () => {
    // A restaurant that has been running on SQLite for a while.
    const sqliteApp = await startTestApp();
    const staff = asStaff(sqliteApp.app, await signIn(sqliteApp.app));
    const product = (await sqliteApp.app.inject('/api/menu')).json<PublicMenu>().products[0]!;
    await sqliteApp.app.inject({ method: 'POST', url: `/api/products/${product.id}/reviews`, payload: { name: 'Ayşe', rating: 4 } });
    const account = (
      await staff.post('/api/admin/accounts', { customerName: 'Yıldız İnşaat', phone: '0532 111 22 33' })
    ).json<AdminAccount>();
    await staff.post(`/api/admin/accounts/${account.id}/entries`, {
      kind: 'charge',
      amount: '99.99',
      day: '2026-06-01',
      description: 'Sipariş',
    });
    // The account above and this product edit leave events in the change history, which must move too.
    // A photo, uploaded and shown on a product: its original, its files and its bytes move too.
    const photo = await uploaded(sqliteApp.app, await signIn(sqliteApp.app), await jpegOf(700, 525));
    // One with a price of its own (a product with sizes has a price per size).
    const edited = (await staff.get('/api/admin/products')).json<AdminProduct[]>().find((p) => p.sizes.length === 0);
    const editedId = edited!.id;
    const withPhoto = productBody(edited!, { image: photo.image, price: edited!.priceKurus / 100 + 5 });
    expect((await staff.put(`/api/admin/products/${editedId}`, withPhoto)).statusCode).toBe(200);
    const file = (await sqliteApp.app.inject(`/media/${photo.key}-640.avif`)).rawPayload;
    const originalOf = (db: Kysely<Database>) =>
      db.selectFrom('mediaOriginals').select('bytes').where('key', '=', photo.original.key).executeTakeFirstOrThrow();
    const originalBytes = (await originalOf(sqliteApp.db)).bytes;
    const menuBefore = (await sqliteApp.app.inject('/api/menu')).json<PublicMenu>();
    const accountsBefore = (await staff.get('/api/admin/accounts')).json<AccountPage>().items;
    const entriesBefore = new Map<number, unknown>();
    for (const { id } of accountsBefore) entriesBefore.set(id, (await staff.get(`/api/admin/accounts/${id}/entries`)).json());
    await sqliteApp.app.close();

    const schema = await createSchema();
    schemas.push(schema);
    const source = openSqlite(sqliteApp.dataDir);
    const target = openTarget(schema);
    await migrateToLatest(target);
    const counts = await copyDatabase(source, target, TABLES_IN_ORDER);
    await source.close();
    await target.close();

    for (const count of counts) expect(count.target, count.table).toBe(count.source);
    expect(counts.find((c) => c.table === 'products')!.target).toBe(13);
    expect(counts.find((c) => c.table === 'reviews')!.target).toBe(1);
    expect(counts.find((c) => c.table === 'audit_events')!.target).toBe(4);
    // The sample ledgers' entries and the charge above.
    expect(counts.find((c) => c.table === 'account_entries')!.target).toBe(8);
    // The sample menu's photos, and the one uploaded.
    expect(counts.find((c) => c.table === 'media')!.target).toBe(Object.keys(SAMPLE_PHOTO_SOURCES).length + 1);

    const app = await buildApp({ config: sqliteApp.config, logger: false, database: openTarget(schema) });
    try {
      expect((await app.inject('/api/menu')).json<PublicMenu>()).toEqual(menuBefore);
      expect(Object.keys(menuBefore.media)).toContain(photo.image);
      const copiedFile = await app.inject(`/media/${photo.key}-640.avif`);
      expect(copiedFile.statusCode).toBe(200);
      expect(copiedFile.rawPayload.equals(file)).toBe(true);
      const target = openTarget(schema);
      const copiedOriginal = await originalOf(target.db);
      // AVIF and WebP in each of its widths, and one JPEG.
      const variants = await target.db.selectFrom('mediaVariants').select('width').where('mediaKey', '=', photo.key).execute();
      expect(variants).toHaveLength(2 * photo.widths.length + 1);
      await target.close();
      expect(Buffer.from(copiedOriginal.bytes).equals(Buffer.from(originalBytes))).toBe(true);
      const onPostgres = asStaff(app, await signIn(app, 'Admin', TEST_ADMIN_PASSWORD));
      expect((await onPostgres.get('/api/admin/accounts')).json<AccountPage>().items).toEqual(accountsBefore);
      for (const { id } of accountsBefore) {
        expect((await onPostgres.get(`/api/admin/accounts/${id}/entries`)).json()).toEqual(entriesBefore.get(id));
      }
      const copiedHistory = (await onPostgres.get('/api/admin/audit-events')).json<AuditPage>();
      expect(copiedHistory.items.map((event) => [event.userName, event.action, event.resource, event.recordId === editedId])).toEqual([
        ['Admin', 'update', 'products', true],
        ['Admin', 'create', 'media', false],
        ['Admin', 'update', 'accounts', false],
        ['Admin', 'create', 'accounts', false],
      ]);
      expect(Object.keys(copiedHistory.items[0]!.changes).sort()).toEqual(['image', 'priceKurus']);
      // New entries continue after the copied ids.
      const [first] = accountsBefore;
      const charged = await onPostgres.post(`/api/admin/accounts/${first!.id}/entries`, {
        kind: 'charge',
        amount: '5',
        day: '2026-06-01',
        description: 'Çay',
      });
      expect(charged.statusCode, charged.body).toBe(201);
      const created = await onPostgres.post('/api/admin/categories', {
        nameTr: 'Çorbalar',
        nameEn: 'Soups',
        descriptionTr: 'x',
        descriptionEn: 'x',
        image: '/images/menu/pide.svg',
      });
      expect(created.statusCode).toBe(201);
      expect(created.json().id).toBeGreaterThan(Math.max(...menuBefore.categories.map((c) => c.id)));
      // The names' keys came along: a copied name in another case is still taken.
      const duplicate = await onPostgres.post('/api/admin/categories', {
        nameTr: 'PİDE',
        nameEn: 'Flatbreads',
        descriptionTr: 'x',
        descriptionEn: 'x',
        image: '/images/menu/pide.svg',
      });
      expect(duplicate.statusCode).toBe(409);
    } finally {
      await app.close();
      await sqliteApp.close();
    }
  });

  it('copies every table row for row: dining tables, their QR settings and former addresses too, and new tables follow the copied ids', async () => {
    // A restaurant with its tables and their codes set up, a category and a dish renamed (guests'
    // old links lead on), and a mistyped password: a row in every table there is.
    const sqliteApp = await startTestApp({ now: () => new Date('2026-06-16T09:00:00Z') });
    const refused = await sqliteApp.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: SAME_ORIGIN,
      payload: { name: 'Admin', password: 'not-the-password' },
    });
    expect(refused.statusCode).toBe(401);
    const staff = asStaff(sqliteApp.app, await signIn(sqliteApp.app));
    const product = (await sqliteApp.app.inject('/api/menu')).json<PublicMenu>().products[0]!;
    await sqliteApp.app.inject({ method: 'POST', url: `/api/products/${product.id}/reviews`, payload: { name: 'Ayşe', rating: 5 } });
    // Beside the sample restaurant's tables.
    expect((await staff.post('/api/admin/tables', { names: 'Teras 1–2' })).statusCode).toBe(201);
    const qrSettings = await staff.put('/api/admin/qr-settings', {
      publicUrl: 'https://menu.example.com',
      errorCorrection: 'H',
      wordmark: true,
      version: 1,
    });
    expect(qrSettings.statusCode, qrSettings.body).toBe(200);
    const drinks = (await staff.get('/api/admin/categories')).json<AdminCategory[]>().find((c) => c.nameTr === 'İçecekler')!;
    const { id: _id, order: _order, productCount: _count, ...drinkFields } = drinks;
    const renamedCategory = await staff.put(`/api/admin/categories/${drinks.id}`, {
      ...drinkFields,
      nameTr: 'Soğuk İçecekler',
      nameEn: 'Cold Drinks',
    });
    expect(renamedCategory.statusCode, renamedCategory.body).toBe(200);
    const kiymali = (await staff.get('/api/admin/products')).json<AdminProduct[]>().find((p) => p.nameTr === 'Kıymalı Pide')!;
    const renamedDish = await staff.put(`/api/admin/products/${kiymali.id}`, productBody(kiymali, { nameTr: 'Bol Kıymalı Pide' }));
    expect(renamedDish.statusCode, renamedDish.body).toBe(200);
    // Drinks' prices up 5%: a batch of price changes and its prices.
    const change = { categoryId: drinks.id, by: 'percent', direction: 'up', value: '5', step: 50, rounding: 'up' } as const;
    const preview = await staff.get(`/api/admin/prices/preview?${priceChangeSearch(change)}`);
    const batch = await staff.post('/api/admin/prices/batches', { ...change, basis: preview.json<PricePreview>().basis });
    expect(batch.statusCode, batch.body).toBe(201);
    // And the same again set for a month ahead, waiting.
    const inAMonth = `${new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10)}T00:00`;
    const scheduled = await staff.post('/api/admin/prices/scheduled', { ...change, effectiveAt: inAMonth });
    expect(scheduled.statusCode, scheduled.body).toBe(201);
    // A guest at table 5 asks for the bill (at noon on a Tuesday, when the restaurant is open), and it is taken.
    const asked = await sqliteApp.app.inject({
      method: 'POST',
      url: '/api/requests',
      payload: { id: 'copy-call-0000000000', table: '5', kind: 'bill', device: 'copy-phone-000000000' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const [call] = (await staff.get('/api/admin/board')).json<BoardState>().requests;
    expect((await staff.post(`/api/admin/board/requests/${call!.id}/take`, {})).statusCode).toBe(200);
    // Guests at table 5 order a pide, a waiter confirms it, and a line waits in table 4's basket.
    const keys = new Map((await staff.get('/api/admin/tables')).json<DiningTable[]>().map((table) => [table.name, table.orderKey]));
    const line = (table: string, id: string) => ({
      table,
      key: keys.get(table),
      device: 'copy-phone-000000000',
      id,
      language: 'en',
      productId: kiymali.id,
      size: 'Normal',
      quantity: 1,
      note: 'spicy',
    });
    for (const [table, id] of [
      ['5', 'copy-line-0000000001'],
      ['4', 'copy-line-0000000002'],
    ] as const) {
      const added = await sqliteApp.app.inject({ method: 'POST', url: '/api/basket-lines', payload: line(table, id) });
      expect(added.statusCode, added.body).toBe(201);
    }
    const { key: tableKey, device } = line('5', '');
    const sent = await sqliteApp.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { table: '5', key: tableKey, device, id: 'copy-order-000000001', language: 'en' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const ordered = (await staff.get('/api/admin/orders'))
      .json<StaffTable[]>()
      .flatMap((table) => table.orders)
      .find((order) => order.confirmedAt === null);
    expect((await staff.post(`/api/admin/orders/${ordered!.id}/confirm`, {})).statusCode).toBe(200);
    // Table 5's bill: a lira off for a birthday, a lira paid by card.
    const five = (await staff.get('/api/admin/tables')).json<DiningTable[]>().find((table) => table.name === '5')!;
    const bill = (await staff.get(`/api/admin/tables/${five.id}/bill`)).json<{ id: number }>();
    expect((await staff.post(`/api/admin/bills/${bill.id}/discount`, { amount: '1', reason: 'Doğum günü' })).statusCode).toBe(200);
    const paid = await staff.post(`/api/admin/bills/${bill.id}/payments`, { id: 'copy-payment-00000001', method: 'card', amount: '1' });
    expect(paid.statusCode, paid.body).toBe(201);
    // A guest at table 5 reading a dish: raw events and daily totals, written as the app closes.
    const events = await sqliteApp.app.inject({
      method: 'POST',
      url: '/api/events',
      payload: {
        events: [
          { kind: 'scan', table: '5' },
          { kind: 'dish', productId: product.id },
        ],
      },
    });
    expect(events.statusCode, events.body).toBe(204);
    const tablesBefore = (await staff.get('/api/admin/tables')).json<DiningTable[]>();
    const qrSettingsBefore = (await staff.get('/api/admin/qr-settings')).json<QrSettings>();
    await sqliteApp.app.close();

    const schema = await createSchema();
    schemas.push(schema);
    const source = openSqlite(sqliteApp.dataDir);
    const target = openTarget(schema);
    try {
      await migrateToLatest(target);
      const counts = await copyDatabase(source, target, TABLES_IN_ORDER);
      for (const table of TABLES) {
        const rows = await rowsOf(source.db, table);
        expect(rows.length, `${table} has rows to copy`).toBeGreaterThan(0);
        expect(await rowsOf(target.db, table), table).toEqual(rows);
      }
      // The copy's own check counts every table's rows on both sides.
      expect(counts.map((count) => count.table).sort()).toEqual(TABLES.map(sqlName).sort());
      for (const count of counts) expect(count.target, count.table).toBe(count.source);
    } finally {
      await source.close();
      await target.close();
    }

    const app = await buildApp({ config: sqliteApp.config, logger: false, database: openTarget(schema) });
    try {
      // Guests' old links still lead to the renamed category and dish.
      expect((await app.inject('/EN/category/drinks')).headers.location).toBe('/EN/category/Cold%20Drinks');
      expect((await app.inject('/category/Pide/kiymali-pide')).headers.location).toBe('/category/Pide/bol-kiymali-pide');
      const onPostgres = asStaff(app, await signIn(app, 'Admin', TEST_ADMIN_PASSWORD));
      expect((await onPostgres.get('/api/admin/tables')).json()).toEqual(tablesBefore);
      expect((await onPostgres.get('/api/admin/qr-settings')).json()).toEqual(qrSettingsBefore);
      // A table added on PostgreSQL is numbered after the copied ones.
      const added = await onPostgres.post('/api/admin/tables', { names: 'Bar' });
      expect(added.statusCode, added.body).toBe(201);
      const bar = added.json<DiningTable[]>().find((table) => table.name === 'Bar')!;
      expect(bar.id).toBeGreaterThan(Math.max(...tablesBefore.map((table) => table.id)));
    } finally {
      await app.close();
      await sqliteApp.close();
    }

    // Every table whose ids the database gives numbers its next row after the copied ones.
    const copied = openTarget(schema);
    try {
      const generated: Table[] = [];
      for (const table of TABLES.filter((name) => 'id' in TABLE_COLUMNS[name])) {
        const { rows } = await sql<{ next: number | string | null; highest: number | string | null }>`
          select nextval(pg_get_serial_sequence(${sqlName(table)}, 'id')) as next, (select max(id) from ${sql.table(sqlName(table))}) as highest`.execute(
          copied.db,
        );
        const [{ next, highest }] = rows as [(typeof rows)[number]];
        if (next === null) continue;
        generated.push(table);
        expect(Number(next), table).toBeGreaterThan(Number(highest ?? 0));
      }
      // Among them, every table the migrations give an identity column.
      expect(generated).toEqual(
        expect.arrayContaining([
          'accountEntries',
          'accounts',
          'auditEvents',
          'campaigns',
          'categories',
          'diningTables',
          'ingredients',
          'loginFailures',
          'products',
          'reviews',
          'tags',
          'users',
        ]),
      );
    } finally {
      await copied.close();
    }
  });

  it('refuses to copy into a database that already holds data', async () => {
    const sqliteApp = await startTestApp();
    await sqliteApp.app.close();
    const schema = await createSchema();
    schemas.push(schema);
    const source = openSqlite(sqliteApp.dataDir);
    const target = openTarget(schema);
    try {
      await migrateToLatest(target);
      await copyDatabase(source, target, TABLES_IN_ORDER);
      await expect(copyDatabase(source, target, TABLES_IN_ORDER)).rejects.toThrow(/already holds data/);
    } finally {
      await source.close();
      await target.close();
      await sqliteApp.close();
    }
  });

  it('refuses a target where QR settings were saved: they are data, unlike the row the migrations start with', async () => {
    const sqliteApp = await startTestApp();
    await sqliteApp.app.close();
    const schema = await createSchema();
    schemas.push(schema);
    const source = openSqlite(sqliteApp.dataDir);
    const target = openTarget(schema);
    try {
      await migrateToLatest(target);
      await target.db.updateTable('qrSettings').set({ publicUrl: 'https://menu.example.com', version: 2 }).execute();
      await expect(copyDatabase(source, target, TABLES_IN_ORDER)).rejects.toThrow(/already holds data \(qrSettings\)/);
    } finally {
      await source.close();
      await target.close();
      await sqliteApp.close();
    }
  });
});
