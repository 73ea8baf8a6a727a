import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GuestReport } from '../../src/shared/schemas/report.js';
import type { BoardEvent, BoardRequest, BoardState, GuestRequest } from '../../src/shared/schemas/service-request.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { openEventStream } from '../support/event-stream.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';

// 'Garson çağır' and 'Hesap iste' from a table's code, and the staff board that answers them.
// The sample restaurant is open on Tuesdays from 11:00 to 22:30 (Istanbul, UTC+3), closed on Mondays.

let t: TestApp;
let clock: Date;
let admin: ReturnType<typeof asStaff>;

const TUESDAY_NOON = new Date('2026-06-16T09:00:00Z');
const phone = () => randomUUID();

beforeEach(async () => {
  clock = TUESDAY_NOON;
  t = await startTestApp({ now: () => clock, poolSize: 12 });
  admin = asStaff(t.app, await signIn(t.app));
});
afterEach(() => t.close());

const call = (body: { table: string; kind: 'waiter' | 'bill'; device: string; id?: string }) =>
  t.app.inject({ method: 'POST', url: '/api/requests', payload: { id: body.id ?? randomUUID(), ...body } });
const board = async () => (await admin.get('/api/admin/board')).json<BoardState>();
const stored = async () => t.db.selectFrom('serviceRequests').selectAll().execute();

describe('a guest’s call from the table', () => {
  it('reaches the board; sent again (offline, then once more) it is stored once', async () => {
    const id = randomUUID();
    const device = phone();
    const first = await call({ id, table: '5', kind: 'bill', device });
    expect(first.statusCode).toBe(201);
    expect(first.json<GuestRequest>()).toMatchObject({ id, kind: 'bill', state: 'open' });
    const again = await Promise.all([1, 2, 3].map(() => call({ id, table: '5', kind: 'bill', device })));
    expect(again.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await stored()).toHaveLength(1);
    expect((await board()).requests).toEqual([
      expect.objectContaining({ table: '5', kind: 'bill', state: 'open', takenBy: null, createdAt: clock.toISOString() }),
    ]);
    expect((await t.app.inject(`/api/requests/${id}`)).json<GuestRequest>().state).toBe('open');
  });

  it('names the table as staff named it, whatever case the code was typed in', async () => {
    expect((await call({ table: 'bahçe 1', kind: 'waiter', device: phone() })).statusCode).toBe(201);
    expect((await board()).requests[0]?.table).toBe('Bahçe 1');
  });

  it('the same table or phone asking again within 2 minutes is refused politely, with when to try again', async () => {
    const device = phone();
    expect((await call({ table: '5', kind: 'waiter', device })).statusCode).toBe(201);
    const sameTable = await call({ table: '5', kind: 'waiter', device: phone() });
    expect(sameTable.statusCode).toBe(429);
    expect(sameTable.json()).toMatchObject({ error: 'cooldown' });
    expect(Number(sameTable.headers['retry-after'])).toBe(120);
    const samePhone = await call({ table: '6', kind: 'waiter', device });
    expect(samePhone.statusCode).toBe(429);
    // The bill is another thing to ask for; another table is another table.
    expect((await call({ table: '5', kind: 'bill', device: phone() })).statusCode).toBe(201);
    expect((await call({ table: '6', kind: 'waiter', device: phone() })).statusCode).toBe(201);
    clock = new Date(TUESDAY_NOON.getTime() + 90_000);
    expect(Number((await call({ table: '5', kind: 'waiter', device: phone() })).headers['retry-after'])).toBe(30);
    clock = new Date(TUESDAY_NOON.getTime() + 120_001);
    expect((await call({ table: '5', kind: 'waiter', device })).statusCode).toBe(201);
    expect(await stored()).toHaveLength(4);
  });

  it('ten phones at one table tapping at once: one call, nine refusals', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => call({ table: '3', kind: 'waiter', device: phone() })));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(429)]);
    expect(await stored()).toHaveLength(1);
  });

  itOnSqlite('is refused while the restaurant is closed by its hours, and for a table that does not exist', async () => {
    clock = new Date('2026-06-15T09:00:00Z'); // Monday: closed all day
    const closed = await call({ table: '5', kind: 'waiter', device: phone() });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ error: 'closed' });
    clock = TUESDAY_NOON;
    const unknown = await call({ table: '999', kind: 'waiter', device: phone() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'unknown_table' });
    expect(await stored()).toHaveLength(0);
  });

  it('can be cancelled while no one has taken it; a cancelled call does not hold the table back, but the phone', async () => {
    const device = phone();
    const id = randomUUID();
    await call({ id, table: '2', kind: 'waiter', device });
    const cancelled = await t.app.inject({ method: 'DELETE', url: `/api/requests/${id}` });
    expect(cancelled.json<GuestRequest>().state).toBe('cancelled');
    expect((await board()).requests).toEqual([]);
    expect((await call({ table: '2', kind: 'waiter', device })).statusCode).toBe(429);
    const other = randomUUID();
    expect((await call({ id: other, table: '2', kind: 'waiter', device: phone() })).statusCode).toBe(201);
    const [open] = (await board()).requests;
    expect((await admin.post(`/api/admin/board/requests/${open!.id}/take`)).statusCode).toBe(200);
    const late = await t.app.inject({ method: 'DELETE', url: `/api/requests/${other}` });
    expect(late.statusCode).toBe(409);
    expect((await t.app.inject(`/api/requests/${other}`)).json<GuestRequest>().state).toBe('taken');
  });
});

describe('the staff board', () => {
  it('Geldim, then Tamam: the call leaves the board and says who took it', async () => {
    await call({ table: '4', kind: 'waiter', device: phone() });
    const [open] = (await board()).requests;
    const taken = await admin.post(`/api/admin/board/requests/${open!.id}/take`);
    expect(taken.json<BoardRequest>()).toMatchObject({ state: 'taken', takenBy: { name: 'Admin' }, takenAt: clock.toISOString() });
    const done = await admin.post(`/api/admin/board/requests/${open!.id}/done`);
    expect(done.json<BoardRequest>()).toMatchObject({ state: 'done', takenBy: { name: 'Admin' } });
    expect((await board()).requests).toEqual([]);
    const twice = await admin.post(`/api/admin/board/requests/${open!.id}/done`);
    expect(twice.statusCode).toBe(409);
  });

  it('two staff taking one call at the same moment: exactly one gets it, the other is told who did', async () => {
    const ayse = asStaff(t.app, (await staffUser(t.app, await signIn(t.app), 'Ayşe')).cookie);
    const mehmet = asStaff(t.app, (await staffUser(t.app, await signIn(t.app), 'Mehmet')).cookie);
    for (const table of ['1', '2', '3', '4', '5']) {
      await call({ table, kind: 'waiter', device: phone() });
    }
    for (const request of (await board()).requests) {
      const answers = await Promise.all([
        ayse.post(`/api/admin/board/requests/${request.id}/take`),
        mehmet.post(`/api/admin/board/requests/${request.id}/take`),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const winner = answers.find((answer) => answer.statusCode === 200)!.json<BoardRequest>().takenBy!.name;
      expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(`Bu çağrıyı ${winner} aldı.`);
    }
    const events = await t.db.selectFrom('serviceEvents').select('type').where('type', '=', 'taken').execute();
    expect(events).toHaveLength(5);
  });

  it('streams each change as it happens, and a board that reconnects with Last-Event-ID gets exactly what it missed', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = (await signIn(t.app)).split(';')[0]!;
    const start = await board();
    const stream = await openEventStream(`${base}/api/admin/board/stream?after=${start.lastEventId}`, { cookie });
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);

    await call({ table: '7', kind: 'bill', device: phone() });
    const opened = await stream.next();
    const first = JSON.parse(opened.data) as BoardEvent;
    expect(first).toMatchObject({ type: 'opened', request: { table: '7', kind: 'bill', state: 'open' } });
    expect(opened.id).toBe(String(first.id));
    stream.close();

    // While the board is away: the call is taken and finished, and another table asks.
    await admin.post(`/api/admin/board/requests/${first.request.id}/take`);
    await admin.post(`/api/admin/board/requests/${first.request.id}/done`);
    await call({ table: '8', kind: 'waiter', device: phone() });

    const back = await openEventStream(`${base}/api/admin/board/stream?after=0`, { cookie, 'last-event-id': opened.id! });
    const missed = [await back.next(), await back.next(), await back.next()].map((event) => JSON.parse(event.data) as BoardEvent);
    expect(missed.map((event) => [event.type, event.request.table])).toEqual([
      ['taken', '7'],
      ['done', '7'],
      ['opened', '8'],
    ]);
    expect(missed.map((event) => event.id)).toEqual([first.id + 1, first.id + 2, first.id + 3]);
    // Nothing else: no event repeated.
    await expect(back.next(300)).rejects.toThrow(/no event/);
    back.close();
  });

  itOnSqlite('asks for an event stream, and holds a bounded number of boards: the next is told to come back', async () => {
    await t.close();
    t = await startTestApp({ now: () => clock, env: { BOARD_CONNECTIONS: '2' } });
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = (await signIn(t.app)).split(';')[0]!;
    const plain = await fetch(`${base}/api/admin/board/stream`, { headers: { cookie } });
    expect(plain.status).toBe(406);
    const boards = [
      await openEventStream(`${base}/api/admin/board/stream`, { cookie }),
      await openEventStream(`${base}/api/admin/board/stream`, { cookie }),
    ];
    expect(boards.map((b) => b.status)).toEqual([200, 200]);
    const third = await fetch(`${base}/api/admin/board/stream`, { headers: { cookie, accept: 'text/event-stream' } });
    expect(third.status).toBe(503);
    expect(third.headers.get('retry-after')).toBe('10');
    expect((await third.json()).error).toBe('board_full');
    boards[0]!.close();
    await expect
      .poll(async () => (await fetch(`${base}/api/admin/board/stream`, { headers: { cookie, accept: 'text/event-stream' } })).status)
      .toBe(200);
    for (const b of boards) b.close();
  });

  it('count in ‘Raporlar’: calls per table, and the median wait until a waiter came; taken-back calls are not counted', async () => {
    const at = (seconds: number) => (clock = new Date(TUESDAY_NOON.getTime() + seconds * 1000));
    const takeLast = async () => {
      const [request] = (await board()).requests.filter((r) => r.state === 'open');
      expect((await admin.post(`/api/admin/board/requests/${request!.id}/take`)).statusCode).toBe(200);
    };
    await call({ table: '5', kind: 'waiter', device: phone() });
    at(30);
    await takeLast();
    at(60);
    await call({ table: '5', kind: 'bill', device: phone() });
    at(150);
    await takeLast();
    at(200);
    await call({ table: '5', kind: 'waiter', device: phone() });
    at(300);
    const id = randomUUID();
    await call({ id, table: '2', kind: 'waiter', device: phone() });
    await t.app.inject({ method: 'DELETE', url: `/api/requests/${id}` });
    await call({ table: '7', kind: 'bill', device: phone() });

    const report = (await admin.get('/api/admin/reports?days=7')).json<GuestReport>();
    expect(report.requests).toEqual([
      // Waits of 30 s and 90 s; the third call is still open.
      { table: '5', waiter: 2, bill: 1, medianSeconds: 60 },
      { table: '7', waiter: 0, bill: 1, medianSeconds: null },
    ]);
    const csv = (await admin.get('/api/admin/reports/export.csv?days=7')).body;
    expect(csv).toContain('16.06.2026;Garson çağrısı (masa);Masa 5;2\r\n');
    expect(csv).toContain('16.06.2026;Hesap isteği (masa);Masa 5;1\r\n');
    expect(csv).toContain('16.06.2026;Çağrıya yanıt, ortanca saniye (masa);Masa 5;60\r\n');
    expect(csv).not.toContain('Masa 2');
  });

  it('forgets the phone’s trace and the stream’s events after 48 hours; the calls stay for the reports', async () => {
    await call({ table: '1', kind: 'waiter', device: phone() });
    clock = new Date(TUESDAY_NOON.getTime() + 49 * 3_600_000);
    await t.restart();
    await expect.poll(async () => (await t.db.selectFrom('serviceEvents').selectAll().execute()).length).toBe(0);
    const [row] = await stored();
    expect(row).toMatchObject({ tableName: '1', deviceHash: null });
  });
});
