import { afterEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { GuestEvent, GuestReport } from '../../src/shared/schemas/report.js';
import { writeEvents, type PendingEvent } from '../../src/server/resources/reports/events.js';
import { EVENT_RATE_LIMIT } from '../../src/server/resources/reports/rate-limit.js';
import { itOnSqlite, startTestApp, TEST_DIALECT, type TestApp, type TestAppOptions } from '../support/app.js';
import { fingerprint } from '../support/fingerprint.js';
import { ROUNDS } from '../support/races.js';
import { asStaff, signIn } from '../support/staff.js';

/**
 * What the menu tells the owner ('Raporlar'): guests' phones report a visit, a table's code, a
 * dish's page, a search and the filters they use (POST /api/events); the server counts them into
 * daily totals on the restaurant's calendar, keeps the raw events 48 hours, never an address,
 * and shows admins the last 7, 30 or 90 days, as a page and a CSV.
 */
let t: TestApp;
afterEach(() => t.close());

/** Saturday 28 November 2026, 22:30 UTC: already Sunday the 29th, 01:30, in Istanbul. */
const START = '2026-11-28T22:30:00.000Z';
let clock = new Date(START);

async function start(options: TestAppOptions = {}) {
  clock = new Date(START);
  t = await startTestApp({ now: () => clock, ...options });
  // The sample's orders (one at its start, closed bills the evening before, D60) fall on the days these tests count.
  await t.db.deleteFrom('orders').where('clientId', 'like', 'sample-%').execute();
  return t;
}

const send = (events: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof events === 'string' ? events : JSON.stringify({ events }),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const totalsRows = () => t.db.selectFrom('eventTotals').selectAll().orderBy('kind').orderBy('key').execute();
const counted = async () => (await totalsRows()).reduce((sum, row) => sum + row.count, 0);

/** Waits until the app has written what it holds (a test app with `flushEveryMs` writes on its own). */
async function until(condition: () => Promise<boolean>, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const report = async (days = 7) => {
  const admin = asStaff(t.app, await signIn(t.app));
  const response = await admin.get(`/api/admin/reports?days=${days}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<GuestReport>();
};

async function sampleIds() {
  const menu = (await t.app.inject('/api/menu')).json<PublicMenu>();
  const kasarli = menu.products.find((product) => product.nameTr === 'Kaşarlı Pide')!;
  return { kasarli, tag: menu.tags[0]! };
}

describe(`guests' events counted for the owner (${TEST_DIALECT})`, () => {
  it('become daily totals on the restaurant’s calendar: scans per table, guests per language, dish views, searches, filters', async () => {
    await start({ guestEvents: { flushEveryMs: 20 } });
    const { kasarli, tag } = await sampleIds();
    const events: GuestEvent[] = [
      { kind: 'visit', language: 'tr' },
      { kind: 'visit', language: 'en' },
      { kind: 'scan', table: '5' },
      { kind: 'scan', table: 'bahçe 1' },
      // A table no one set up, and a dish that is not on the menu: not counted.
      { kind: 'scan', table: '999' },
      { kind: 'dish', productId: kasarli.id },
      { kind: 'dish', productId: 999_999 },
      { kind: 'search', text: 'Kaşarlı', found: true },
      { kind: 'search', text: '  LAHMACUN ', found: false },
      { kind: 'search', text: 'lahmacun', found: false },
      { kind: 'allergen', allergen: 'gluten' },
      { kind: 'tag', tagId: tag.id },
    ];
    const sent = await send(events);
    expect(sent.statusCode, sent.body).toBe(204);
    await until(async () => (await counted()) === 10);

    const answer = await report();
    expect(answer).toMatchObject({ days: 7, from: '2026-11-23', to: '2026-11-29', dropped: 0 });
    expect(answer.perDay).toHaveLength(7);
    // Sunday in Istanbul, though it was still Saturday in UTC.
    expect(answer.perDay.at(-1)).toEqual({
      day: '2026-11-29',
      visits: 2,
      scans: 2,
      dishViews: 1,
      searches: 3,
      emptySearches: 2,
      filters: 2,
      dropped: 0,
    });
    expect(answer.perDay.slice(0, 6).every((day) => day.visits === 0 && day.scans === 0)).toBe(true);
    expect(answer.tables.map((row) => [row.label, row.count])).toEqual([
      ['Bahçe 1', 1],
      ['Masa 5', 1],
    ]);
    expect(answer.languages.map((row) => [row.key, row.label, row.count])).toEqual([
      ['en', 'İngilizce', 1],
      ['tr', 'Türkçe', 1],
    ]);
    expect(answer.dishes).toEqual([{ key: String(kasarli.id), label: 'Kaşarlı Pide', count: 1 }]);
    // Folded as the search matches: one text however it was typed.
    expect(answer.searches.map((row) => [row.label, row.count])).toEqual([
      ['lahmacun', 2],
      ['kasarli', 1],
    ]);
    expect(answer.emptySearches).toEqual([{ key: 'lahmacun', label: 'lahmacun', count: 2 }]);
    expect(answer.allergens).toEqual([{ key: 'gluten', label: 'Gluten', count: 1 }]);
    expect(answer.tags).toEqual([{ key: String(tag.id), label: tag.nameTr, count: 1 }]);
  });

  it('counts a batch sent twice twice, and writes nothing of a malformed one', async () => {
    await start({ guestEvents: { flushEveryMs: 20 } });
    const { kasarli } = await sampleIds();
    const batch: GuestEvent[] = [
      { kind: 'dish', productId: kasarli.id },
      { kind: 'visit', language: 'ru' },
    ];
    expect((await send(batch)).statusCode).toBe(204);
    expect((await send(batch)).statusCode).toBe(204);
    await until(async () => (await counted()) === 4);
    const before = await fingerprint(t.db);

    // One bad event among good ones: the whole batch is refused, each bad field named.
    const malformed = await send([
      { kind: 'dish', productId: kasarli.id },
      { kind: 'dance' },
      { kind: 'search', text: 'x'.repeat(81), found: false },
      { kind: 'visit', language: 'tr', ip: '10.0.0.1' },
    ]);
    expect(malformed.statusCode).toBe(400);
    const { fields } = malformed.json<{ fields: Record<string, string> }>();
    expect(fields['events.1.kind']).toMatch(/Olay türü şunlardan biri olmalı/);
    expect(fields['events.2.text']).toBe('Arama en fazla 80 karakter olabilir');
    expect(fields['events.3.ip']).toBe('Bilinmeyen alan');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await fingerprint(t.db)).toBe(before);

    const { dishes, languages } = await report();
    expect(dishes[0]!.count).toBe(2);
    expect(languages).toEqual([{ key: 'ru', label: 'Rusça', count: 2 }]);
  });

  itOnSqlite(
    'takes JSON sent as text/plain, as navigator.sendBeacon sends it; refuses other bodies and sizes cleanly, never a 5xx',
    async () => {
      await start();
      const batch = JSON.stringify({ events: [{ kind: 'visit', language: 'de' }] });
      expect((await send(batch, { 'content-type': 'text/plain;charset=UTF-8' })).statusCode).toBe(204);
      expect((await send(batch, { 'content-type': 'application/x-www-form-urlencoded' })).statusCode).toBe(415);
      expect((await send('{"events":', { 'content-type': 'text/plain' })).statusCode).toBe(400);
      const tooMany = await send(Array.from({ length: 51 }, () => ({ kind: 'visit', language: 'tr' })));
      expect(tooMany.statusCode).toBe(400);
      expect(tooMany.json().fields.events).toBe('Bir seferde en fazla 50 olay gönderilebilir');
      // Past the route's 16 kB: refused before it is read.
      const huge = await send(JSON.stringify({ events: [{ kind: 'search', text: 'x'.repeat(20_000), found: true }] }));
      expect(huge.statusCode).toBe(413);
      expect((await send([])).statusCode).toBe(400);
      expect((await send([{ kind: 'search', text: 'pide\u0000', found: true }])).statusCode).toBe(400);
      expect((await send([{ kind: 'dish', productId: 2 ** 31 }])).statusCode).toBe(400);
      // Buffered only: the database sees them when the app writes (here, as it closes).
      expect(await counted()).toBe(0);
    },
  );

  it('drops what does not fit in the buffer under overload, and counts it as dropped', async () => {
    await start({ guestEvents: { flushEveryMs: 0, capacity: 5 }, env: { METRICS_TOKEN: 'metrics-token-for-tests-0123' } });
    for (let batch = 0; batch < 3; batch += 1) {
      const answer = await send([
        { kind: 'visit', language: 'tr' },
        { kind: 'visit', language: 'en' },
        { kind: 'scan', table: '1' },
      ]);
      // The guest is never told to wait or to send again.
      expect(answer.statusCode).toBe(204);
    }
    const metrics = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer metrics-token-for-tests-0123' } });
    expect(metrics.body).toMatch(/^sofra_guest_events_dropped_total 4$/m);
    // Written as the server stops (SIGTERM closes the app): the 5 that fitted, and the 4 dropped.
    await t.restart();
    const { perDay, dropped } = await report();
    expect(dropped).toBe(4);
    expect(perDay.at(-1)).toMatchObject({ visits: 4, scans: 1, dropped: 4 });
  });

  it('keeps raw events 48 hours by the app’s clock, and the daily totals after them', async () => {
    await start();
    const { kasarli } = await sampleIds();
    expect((await send([{ kind: 'dish', productId: kasarli.id }])).statusCode).toBe(204);
    // Two hours later (03:30 in Istanbul), a guest in Russian.
    clock = new Date(Date.parse(START) + 2 * 60 * 60 * 1000);
    expect((await send([{ kind: 'visit', language: 'ru' }])).statusCode).toBe(204);
    await t.restart();
    const raw = await t.db.selectFrom('guestEvents').select(['at', 'kind', 'key']).orderBy('at').execute();
    expect(raw).toEqual([
      { at: START, kind: 'dish', key: String(kasarli.id) },
      { at: '2026-11-29T00:30:00.000Z', kind: 'visit', key: 'ru' },
    ]);

    // The cleanup runs as each instance starts, and every hour: 48 hours after the first event,
    // it goes; the second, younger than 48 hours, stays.
    clock = new Date(Date.parse(START) + 48 * 60 * 60 * 1000 + 1000);
    await t.restart();
    await until(async () => (await t.db.selectFrom('guestEvents').select('id').execute()).length < 2);
    expect(await t.db.selectFrom('guestEvents').select(['kind', 'key']).execute()).toEqual([{ kind: 'visit', key: 'ru' }]);
    expect(await totalsRows()).toEqual([
      { day: '2026-11-29', kind: 'dish', key: String(kasarli.id), count: 1 },
      { day: '2026-11-29', kind: 'visit', key: 'ru', count: 1 },
    ]);
    expect((await report()).dishes).toEqual([{ key: String(kasarli.id), label: 'Kaşarlı Pide', count: 1 }]);
  });

  it('loses no count when writes from several instances add to the same totals at once', async () => {
    await start({ poolSize: 8 });
    const day = '2026-11-29';
    const at = START;
    // Overlapping keys in different orders: each write adds to rows another write holds.
    const batchOf = (shift: number): PendingEvent[] =>
      Array.from({ length: 120 }, (_, i) => ({ at, day, kind: 'visit', key: ['tr', 'en', 'de', 'ru', 'ar'][(i + shift) % 5]! }));
    for (let round = 0; round < ROUNDS; round += 1) {
      await Promise.all([0, 1, 2, 3].map((shift) => writeEvents(t.db, batchOf(shift), new Map([[day, 1]]))));
    }
    const rows = await totalsRows();
    expect(rows.filter((row) => row.kind === 'visit').map((row) => row.count)).toEqual(Array(5).fill((4 * 120 * ROUNDS) / 5));
    expect(rows.find((row) => row.kind === 'dropped')!.count).toBe(4 * ROUNDS);
    expect(await t.db.selectFrom('guestEvents').select('id').execute()).toHaveLength(4 * 120 * ROUNDS);
  });

  it('keeps no more than 500 different search texts a day, counting later ones together', async () => {
    await start();
    const day = '2026-11-29';
    const searches = (from: number, count: number): PendingEvent[] =>
      Array.from({ length: count }, (_, i) => ({ at: START, day, kind: 'search-empty', key: `aranan ${from + i}` }));
    await writeEvents(t.db, searches(0, 499), new Map());
    await writeEvents(t.db, [...searches(0, 1), ...searches(499, 3)], new Map());
    const rows = await t.db.selectFrom('eventTotals').select(['key', 'count']).where('kind', '=', 'search-empty').execute();
    expect(rows).toHaveLength(501);
    expect(rows.find((row) => row.key === 'aranan 0')!.count).toBe(2);
    expect(rows.find((row) => row.key === 'aranan 499')!.count).toBe(1);
    expect(rows.find((row) => row.key === '…')!.count).toBe(2);
    const { emptySearches } = await report();
    expect(emptySearches.find((row) => row.key === '…')).toEqual({
      key: '…',
      label: 'Diğer aramalar (günün farklı arama sınırı aşıldı)',
      count: 2,
    });
  });

  itOnSqlite('limits each address in memory, and forgets it after the minute', async () => {
    await start({ guestEvents: { capacity: 20_000 } });
    const fifty = Array.from({ length: 50 }, () => ({ kind: 'visit', language: 'tr' }));
    for (let batch = 0; batch < EVENT_RATE_LIMIT.perAddress / 50; batch += 1) {
      expect((await send(fifty, {}, '203.0.113.7')).statusCode).toBe(204);
    }
    const refused = await send(fifty, {}, '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(fifty, {}, '198.51.100.4')).statusCode).toBe(204);
    clock = new Date(Date.parse(START) + 61_000);
    expect((await send(fifty, {}, '203.0.113.7')).statusCode).toBe(204);
  });

  it('stores nothing about who a guest is: no address, no cookie, no browser', async () => {
    await start();
    const answer = await send(
      [
        { kind: 'visit', language: 'tr' },
        { kind: 'scan', table: '7' },
      ],
      { cookie: 'sofra_guest=g1.secret-device-id.sig', 'user-agent': 'Mozilla/5.0 (Phone; SecretModel 9)' },
      '203.0.113.99',
    );
    expect(answer.statusCode).toBe(204);
    expect(answer.headers['set-cookie']).toBeUndefined();
    await t.restart();
    const everything = JSON.stringify([
      await t.db.selectFrom('guestEvents').selectAll().execute(),
      await totalsRows(),
      await t.db.selectFrom('meta').selectAll().execute(),
    ]);
    expect(everything).toContain('"kind":"scan"');
    for (const secret of ['203.0.113', 'secret-device-id', 'SecretModel']) expect(everything).not.toContain(secret);
  });
});

describe(`'Raporlar' (${TEST_DIALECT})`, () => {
  it('counts the orders per dish, per hour of the day and per language, cancelled lines aside (D57)', async () => {
    await start();
    const admin = asStaff(t.app, await signIn(t.app));
    const idOf = async (nameTr: string) =>
      (await t.db.selectFrom('products').select('id').where('nameTr', '=', nameTr).executeTakeFirstOrThrow()).id;
    const [pide, ayran, kasarli] = [await idOf('Kıymalı Pide'), await idOf('Ayran'), await idOf('Kaşarlı Pide')];
    // Sunday 13:15 in Istanbul: a Russian guest at table 2 orders two pides and an ayran.
    clock = new Date('2026-11-29T10:15:00Z');
    const { orderKey: key } = await t.db.selectFrom('diningTables').select('orderKey').where('name', '=', '2').executeTakeFirstOrThrow();
    const guest = { table: '2', key, device: 'report-phone-0000001' };
    for (const [productId, size, quantity] of [
      [pide, 'Normal', 2],
      [ayran, null, 1],
    ] as const) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/basket-lines',
        payload: { ...guest, id: `report-line-${productId}-0000`, language: 'ru', productId, size, quantity, note: '' },
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { ...guest, id: 'report-order-00000001', language: 'ru' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // A waiter's order cancelled whole counts nothing; another at 20:40 counts.
    const cancelled = await admin.post('/api/admin/orders', {
      id: 'report-order-00000002',
      table: '3',
      lines: [{ productId: ayran, size: null, quantity: 3, note: '' }],
    });
    await admin.post(`/api/admin/order-lines/${cancelled.json<{ lines: { id: number }[] }>().lines[0]!.id}/cancel`, {
      reason: 'Yanlış masa',
    });
    clock = new Date('2026-11-29T17:40:00Z');
    await admin.post('/api/admin/orders', {
      id: 'report-order-00000003',
      table: '3',
      lines: [{ productId: kasarli, size: null, quantity: 1, note: '' }],
    });

    const seen = await report(7);
    expect(seen.orderedDishes).toEqual([
      { key: 'Kıymalı Pide', label: 'Kıymalı Pide', count: 2 },
      { key: 'Ayran', label: 'Ayran', count: 1 },
      { key: 'Kaşarlı Pide', label: 'Kaşarlı Pide', count: 1 },
    ]);
    expect(seen.ordersByHour.filter((row) => row.count > 0)).toEqual([
      { hour: 13, count: 1 },
      { hour: 20, count: 1 },
    ]);
    expect(seen.ordersByHour).toHaveLength(24);
    expect(seen.orderLanguages).toEqual([
      { key: 'ru', label: 'Rusça', count: 1 },
      { key: 'tr', label: 'Türkçe', count: 1 },
    ]);
    const csv = (await admin.get('/api/admin/reports/export.csv?days=7')).body.split('\r\n');
    expect(csv).toEqual(
      expect.arrayContaining([
        '29.11.2026;Sipariş edilen ürün (adet);Kıymalı Pide;2',
        '29.11.2026;Sipariş (saat);13:00;1',
        '29.11.2026;Sipariş (saat);20:00;1',
        '29.11.2026;Sipariş (dil);Rusça;1',
      ]),
    );
  });

  it('exports the span’s totals as CSV for Excel in Turkish, and refuses a span it does not offer', async () => {
    await start();
    const { kasarli } = await sampleIds();
    await send([
      { kind: 'scan', table: '5' },
      { kind: 'dish', productId: kasarli.id },
      { kind: 'search', text: 'Su; "soğuk"', found: false },
    ]);
    await t.restart();
    const admin = asStaff(t.app, await signIn(t.app));
    const csv = await admin.get('/api/admin/reports/export.csv?days=30');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="raporlar-2026-10-31-2026-11-29.csv"');
    expect(csv.body.split('\r\n')).toEqual([
      '\uFEFFGün;Ne;Ad;Sayı',
      '29.11.2026;QR okutma (masa);Masa 5;1',
      '29.11.2026;Ürün sayfası;Kaşarlı Pide;1',
      '29.11.2026;Arama (sonuçsuz);"su; ""soguk""";1',
      '',
    ]);
    const wrong = await admin.get('/api/admin/reports?days=8');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.days).toBe('Gün sayısı 7, 30, 90 olmalı');
    expect((await report(90)).perDay).toHaveLength(90);
  });
});
