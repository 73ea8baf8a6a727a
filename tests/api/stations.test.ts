import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { StaffOrder, StaffTable } from '../../src/shared/schemas/order.js';
import type { AdminStation, StationScreen, Ticket } from '../../src/shared/schemas/station.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { openEventStream } from '../support/event-stream.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';

// The kitchen's and the bar's stations (issue 56). The sample has Mutfak (the default), Fırın
// (the pides, and Fırın Sütlaç apart from its category) and Bar (drinks and desserts).

let t: TestApp;
let admin: ReturnType<typeof asStaff>;
const TUESDAY_NOON = new Date('2026-06-16T09:00:00Z');
let clock = TUESDAY_NOON;

beforeEach(async () => {
  clock = TUESDAY_NOON;
  t = await startTestApp({ now: () => clock, poolSize: 12 });
  admin = asStaff(t.app, await signIn(t.app));
  // The sample's table 5 is open with an order on the oven's and the bar's screens: closed, each test starts from empty screens.
  const five = await t.db.selectFrom('diningTables').select('id').where('name', '=', '5').executeTakeFirstOrThrow();
  expect((await admin.post(`/api/admin/tables/${five.id}/close`)).statusCode).toBe(204);
});
afterEach(() => t.close());

const productId = async (nameTr: string) =>
  (await t.db.selectFrom('products').select('id').where('nameTr', '=', nameTr).executeTakeFirstOrThrow()).id;
const categoryId = async (nameTr: string) =>
  (await t.db.selectFrom('categories').select('id').where('nameTr', '=', nameTr).executeTakeFirstOrThrow()).id;
const stations = async () => (await admin.get('/api/admin/stations')).json<AdminStation[]>();
const stationNamed = async (name: string) => (await stations()).find((station) => station.name === name)!;
const screen = async (name: string, as = admin) => {
  const answer = await as.get(`/api/admin/kitchen/${(await stationNamed(name)).id}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<StationScreen>();
};

/** A waiter's order for `table`: confirmed at once, so on the stations' screens at once. */
async function order(table: string, lines: { dish: string; size?: string | null; quantity?: number; note?: string }[]) {
  const answer = await admin.post('/api/admin/orders', {
    id: randomUUID(),
    table,
    lines: await Promise.all(
      lines.map(async (line) => ({
        productId: await productId(line.dish),
        size: line.size ?? null,
        quantity: line.quantity ?? 1,
        note: line.note ?? '',
      })),
    ),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json<StaffOrder>();
}

const stationBody = (station: AdminStation, changes: Partial<AdminStation> = {}) => {
  const { id: _id, ...rest } = { ...station, ...changes };
  return rest;
};

describe('routing', () => {
  it('splits a confirmed order into one ticket per station: the pide to Fırın, the ayran and the künefe to Bar, in Turkish', async () => {
    await order('5', [{ dish: 'Kıymalı Pide', size: 'Büyük', note: 'Az pişmiş' }, { dish: 'Ayran', quantity: 2 }, { dish: 'Künefe' }]);
    const oven = await screen('Fırın');
    expect(oven.open).toEqual([
      expect.objectContaining({
        table: '5',
        station: 'Fırın',
        waiter: 'Admin',
        bumpedAt: null,
        lines: [expect.objectContaining({ nameTr: 'Kıymalı Pide', sizeTr: 'Büyük', quantity: 1, note: 'Az pişmiş', state: 'confirmed' })],
      }),
    ]);
    const bar = await screen('Bar');
    expect(bar.open).toHaveLength(1);
    expect(bar.open[0]!.lines.map((line) => [line.nameTr, line.quantity])).toEqual([
      ['Ayran', 2],
      ['Künefe', 1],
    ]);
    // No price on a station's screen.
    expect(JSON.stringify(bar)).not.toMatch(/Kurus/);
    expect((await screen('Mutfak')).open).toEqual([]);
  });

  it('a dish given to a station apart from its category goes there; a dish no station prepares goes to the default', async () => {
    // Fırın Sütlaç is a dessert the oven bakes.
    await order('2', [{ dish: 'Fırın Sütlaç' }, { dish: 'Fıstıklı Baklava' }]);
    expect((await screen('Fırın')).open[0]!.lines.map((line) => line.nameTr)).toEqual(['Fırın Sütlaç']);
    expect((await screen('Bar')).open[0]!.lines.map((line) => line.nameTr)).toEqual(['Fıstıklı Baklava']);

    // The bar lets go of the desserts: they go to the default station, Mutfak.
    const bar = await stationNamed('Bar');
    const saved = await admin.put(`/api/admin/stations/${bar.id}`, stationBody(bar, { categoryIds: [await categoryId('İçecekler')] }));
    expect(saved.statusCode, saved.body).toBe(200);
    await order('3', [{ dish: 'Künefe' }]);
    expect((await screen('Mutfak')).open.map((ticket) => [ticket.table, ticket.lines[0]!.nameTr])).toEqual([['3', 'Künefe']]);
  });

  it('a category is at one station only: another station claiming it is told which one has it', async () => {
    const created = await admin.post('/api/admin/stations', {
      name: 'Tatlı',
      colour: '#7c3aed',
      categoryIds: [await categoryId('Tatlılar')],
    });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({ fields: { categoryIds: 'Tatlılar başka bir istasyonda: Bar' } });
    expect((await stations()).map((station) => station.name)).not.toContain('Tatlı');
    const taken = await admin.post('/api/admin/stations', { name: 'FIRIN', colour: '#7c3aed' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ fields: { name: 'Bu adda bir istasyon zaten var' } });
  });

  it('there is always exactly one default station, even when two admins make two stations default at once', async () => {
    const [oven, bar] = [await stationNamed('Fırın'), await stationNamed('Bar')];
    const answers = await Promise.all([
      admin.put(`/api/admin/stations/${oven.id}`, stationBody(oven, { isDefault: true })),
      admin.put(`/api/admin/stations/${bar.id}`, stationBody(bar, { isDefault: true })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect((await stations()).filter((station) => station.isDefault)).toHaveLength(1);

    const fallback = (await stations()).find((station) => station.isDefault)!;
    const letGo = await admin.put(`/api/admin/stations/${fallback.id}`, stationBody(fallback, { isDefault: false }));
    expect(letGo.statusCode).toBe(409);
    expect(letGo.json()).toMatchObject({ fields: { isDefault: expect.any(String) } });
    expect((await admin.delete(`/api/admin/stations/${fallback.id}`)).statusCode).toBe(409);
    expect((await stations()).filter((station) => station.isDefault)).toHaveLength(1);
  });

  it('a deleted station’s waiting tickets show on the default station’s screen', async () => {
    await order('4', [{ dish: 'Ayran' }]);
    const bar = await stationNamed('Bar');
    expect((await admin.delete(`/api/admin/stations/${bar.id}`)).statusCode).toBe(204);
    expect((await screen('Mutfak')).open.map((ticket) => [ticket.station, ticket.lines[0]!.nameTr])).toEqual([['Bar', 'Ayran']]);
  });

  it('a guest’s basket reaches the stations when a waiter confirms it, not before', async () => {
    const table = await t.db.selectFrom('diningTables').selectAll().where('name', '=', '7').executeTakeFirstOrThrow();
    const access = { table: '7', key: table.orderKey, device: randomUUID() };
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/basket-lines',
      payload: {
        ...access,
        id: randomUUID(),
        language: 'ru',
        productId: await productId('Ayran'),
        size: null,
        quantity: 1,
        note: 'без льда',
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/orders', payload: { ...access, id: randomUUID(), language: 'ru' } })).statusCode,
    ).toBe(201);
    expect((await screen('Bar')).open).toEqual([]);
    const sent = (await admin.get('/api/admin/orders')).json<StaffTable[]>().find((row) => row.name === '7')!.orders[0]!;
    expect((await admin.post(`/api/admin/orders/${sent.id}/confirm`)).statusCode).toBe(200);
    const [ticket] = (await screen('Bar')).open;
    // The guest's note in their own language, marked so.
    expect(ticket!.lines[0]).toMatchObject({ nameTr: 'Ayran', note: 'без льда', language: 'ru' });
    expect(ticket!.waiter).toBe('Admin');
  });
});

describe('the station’s screen', () => {
  it('moves a ticket on, bumps it when ready, and brings it back with Geri al', async () => {
    const placed = await order('5', [{ dish: 'Kıymalı Pide', size: 'Normal' }, { dish: 'Kaşarlı Pide' }]);
    const [ticket] = (await screen('Fırın')).open;
    const started = await admin.post(`/api/admin/tickets/${ticket!.id}/state`, { state: 'preparing' });
    expect(started.json<Ticket>().lines.map((line) => line.state)).toEqual(['preparing', 'preparing']);

    // One line ready: the ticket still waits; both ready: it is bumped.
    const first = placed.lines[0]!.id;
    const station = (await stationNamed('Fırın')).id;
    expect((await admin.post(`/api/admin/kitchen/${station}/lines/${first}/state`, { state: 'ready' })).json<Ticket>().bumpedAt).toBeNull();
    const ready = await admin.post(`/api/admin/tickets/${ticket!.id}/state`, { state: 'ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json<Ticket>().bumpedAt).toBe(clock.toISOString());
    const after = await screen('Fırın');
    expect(after.open).toEqual([]);
    expect(after.bumped.map((bumped) => bumped.id)).toEqual([ticket!.id]);
    // The waiters see it ready.
    const board = (await admin.get('/api/admin/orders')).json<StaffTable[]>().find((row) => row.name === '5')!;
    expect(board.orders[0]!.lines.map((line) => line.state)).toEqual(['ready', 'ready']);

    // A line served, then 'Geri al': the ticket is back, its ready line being prepared again, the served one served.
    expect((await admin.post(`/api/admin/order-lines/${first}/state`, { state: 'served' })).statusCode).toBe(200);
    const recalled = await admin.post(`/api/admin/tickets/${ticket!.id}/recall`);
    expect(recalled.statusCode).toBe(200);
    expect(recalled.json<Ticket>()).toMatchObject({ bumpedAt: null });
    expect(recalled.json<Ticket>().lines.map((line) => line.state)).toEqual(['served', 'preparing']);
    expect((await screen('Fırın')).open.map((open) => open.id)).toEqual([ticket!.id]);
    expect((await admin.post(`/api/admin/tickets/${ticket!.id}/recall`)).statusCode).toBe(409);
  });

  it('two screens bumping one ticket at the same moment: exactly one bumps it, the other is told', async () => {
    await order('6', [{ dish: 'Ayran' }]);
    const [ticket] = (await screen('Bar')).open;
    const answers = await Promise.all([1, 2, 3, 4].map(() => admin.post(`/api/admin/tickets/${ticket!.id}/state`, { state: 'ready' })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ error: 'bumped' });
  });

  it('a station PC printing by itself claims each ticket once: a second PC, or the same after a reload, is told it is printed', async () => {
    await order('6', [{ dish: 'Ayran' }]);
    const [ticket] = (await screen('Bar')).open;
    expect(ticket!.printedAt).toBeNull();
    clock = new Date(TUESDAY_NOON.getTime() + 5_000);
    const answers = await Promise.all([1, 2, 3, 4].map(() => admin.post(`/api/admin/tickets/${ticket!.id}/print`, {})));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 200)!.json<Ticket>()).toMatchObject({
      id: ticket!.id,
      printedAt: clock.toISOString(),
    });
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({
      error: 'printed',
      message: 'Bu fiş zaten yazdırıldı.',
    });
    // The screen says it is printed, so a PC loading it afresh leaves it alone.
    expect((await screen('Bar')).open[0]!.printedAt).toBe(clock.toISOString());
    expect((await admin.post('/api/admin/tickets/999999/print', {})).statusCode).toBe(404);
    // The PC prints the ticket's page from a frame of the station's screen: the app may frame it, no other site; other print pages, nobody.
    const page = await admin.get(`/admin/print/ticket/${ticket!.id}?width=58`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const menu = await admin.get('/admin/print/menu?lang=tr');
    expect(menu.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(menu.headers['x-frame-options']).toBe('DENY');
  });

  it('a line the kitchen started is cancelled from its station, not by a waiter, with the reason kept', async () => {
    const placed = await order('8', [{ dish: 'Kıymalı Pide', size: 'Normal' }, { dish: 'Ayran' }]);
    const [pide, ayran] = placed.lines;
    const oven = (await stationNamed('Fırın')).id;
    const bar = (await stationNamed('Bar')).id;
    const kitchen = asStaff(t.app, (await staffUser(t.app, await signIn(t.app), 'Usta Mehmet', 'kitchen')).cookie);
    const waiter = asStaff(t.app, (await staffUser(t.app, await signIn(t.app), 'Garson Ali', 'waiter')).cookie);
    expect((await kitchen.post(`/api/admin/kitchen/${oven}/lines/${pide!.id}/state`, { state: 'preparing' })).statusCode).toBe(200);
    expect((await waiter.post(`/api/admin/order-lines/${pide!.id}/cancel`, { reason: 'Misafir vazgeçti' })).statusCode).toBe(403);
    // Another station's line is not this one's.
    const elsewhere = await kitchen.post(`/api/admin/kitchen/${bar}/lines/${pide!.id}/cancel`, { reason: 'Hamur kalmadı' });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ error: 'other_station' });
    const cancelled = await kitchen.post(`/api/admin/kitchen/${oven}/lines/${pide!.id}/cancel`, { reason: 'Hamur kalmadı' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json<Ticket>().lines[0]).toMatchObject({ state: 'cancelled', cancelReason: 'Hamur kalmadı' });
    // Nothing waits on the oven's ticket: it leaves the screen.
    expect(cancelled.json<Ticket>().bumpedAt).not.toBeNull();
    expect((await screen('Fırın', kitchen)).open).toEqual([]);
    expect((await screen('Bar', kitchen)).open.map((ticket) => ticket.lines[0]!.id)).toEqual([ayran!.id]);
  });

  it('Raporlar says how long each station and each dish took from confirmation to ready: the median and the 90th percentile', async () => {
    // Ten oven tickets, ready after 1 to 10 minutes.
    for (const minutes of [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]) {
      clock = TUESDAY_NOON;
      await order(String((minutes % 8) + 1), [
        { dish: minutes % 2 ? 'Kıymalı Pide' : 'Kaşarlı Pide', size: minutes % 2 ? 'Normal' : null },
      ]);
      const [ticket] = (await screen('Fırın')).open;
      clock = new Date(TUESDAY_NOON.getTime() + minutes * 60_000);
      expect((await admin.post(`/api/admin/tickets/${ticket!.id}/state`, { state: 'ready' })).statusCode).toBe(200);
    }
    const report = (await admin.get('/api/admin/reports?days=7')).json<{ preparation: { stations: unknown[]; dishes: unknown[] } }>();
    expect(report.preparation.stations).toEqual([{ key: 'Fırın', label: 'Fırın', count: 10, medianSeconds: 300, p90Seconds: 540 }]);
    expect(report.preparation.dishes).toEqual([
      { key: 'Kaşarlı Pide', label: 'Kaşarlı Pide', count: 5, medianSeconds: 360, p90Seconds: 600 },
      { key: 'Kıymalı Pide', label: 'Kıymalı Pide', count: 5, medianSeconds: 300, p90Seconds: 540 },
    ]);
  });

  it('the kitchen’s role opens the stations’ screens and nothing with a price, a ledger or a setting', async () => {
    const kitchen = asStaff(t.app, (await staffUser(t.app, await signIn(t.app), 'Usta Mehmet', 'kitchen')).cookie);
    expect((await kitchen.get('/api/admin/stations')).statusCode).toBe(200);
    expect((await kitchen.get('/api/admin/me')).statusCode).toBe(200);
    for (const url of ['/api/admin/orders', '/api/admin/products', '/api/admin/accounts', '/api/admin/settings']) {
      expect((await kitchen.get(url)).statusCode, url).toBe(403);
    }
    const oven = await stationNamed('Fırın');
    expect((await kitchen.put(`/api/admin/stations/${oven.id}`, stationBody(oven, { colour: '#000000' }))).statusCode).toBe(403);
  });

  it('a screen hears each new ticket on its stream, and catches up from its last event id', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const kitchen = await staffUser(t.app, await signIn(t.app), 'Usta Mehmet', 'kitchen');
    const cookie = kitchen.cookie.split(';')[0]!;
    const heard = await openEventStream(`${base}/api/admin/kitchen/stream`, { cookie });
    expect(heard.status).toBe(200);
    await order('5', [{ dish: 'Ayran' }]);
    const first = await heard.next();
    expect(JSON.parse(first.data)).toMatchObject({ type: 'sent' });
    heard.close();

    // Away: a ticket bumped meanwhile. Back with its Last-Event-ID, it hears just that.
    const [ticket] = (await screen('Bar')).open;
    await admin.post(`/api/admin/tickets/${ticket!.id}/state`, { state: 'ready' });
    const back = await openEventStream(`${base}/api/admin/kitchen/stream`, { cookie, 'last-event-id': first.id! });
    expect(JSON.parse((await back.next()).data)).toMatchObject({ type: 'ready' });
    await expect(back.next(300)).rejects.toThrow(/no event/);
    back.close();
  });
});
