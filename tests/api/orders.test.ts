import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GuestTableState, StaffOrder, StaffTable } from '../../src/shared/schemas/order.js';
import type { DiningTable } from '../../src/shared/schemas/table.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { openEventStream } from '../support/event-stream.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';

// Orders from the table's code and from the waiter's phone (issue 55). The sample restaurant
// takes orders with a waiter's confirmation, and is open on Tuesdays from 11:00 to 22:30
// (Istanbul, UTC+3). Kıymalı Pide is ₺120 (Normal) or ₺170 (Büyük), Ayran one price.

let t: TestApp;
let clock: Date;
let admin: ReturnType<typeof asStaff>;

const TUESDAY_NOON = new Date('2026-06-16T09:00:00Z');

beforeEach(async () => {
  clock = TUESDAY_NOON;
  t = await startTestApp({ now: () => clock, poolSize: 12 });
  admin = asStaff(t.app, await signIn(t.app));
});
afterEach(() => t.close());

const productId = async (nameTr: string) =>
  (await t.db.selectFrom('products').select('id').where('nameTr', '=', nameTr).executeTakeFirstOrThrow()).id;
const tableRow = (name: string) => t.db.selectFrom('diningTables').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
const keyOf = async (name: string) => (await tableRow(name)).orderKey;

/** A phone at a table, as the guest's app speaks to the server. */
async function phoneAt(table: string, language = 'tr', key?: string) {
  const access = { table, key: key ?? (await keyOf(table)), device: randomUUID() };
  return {
    access,
    add: (line: {
      productId: number;
      size?: string | null;
      options?: { group: string; choice: string }[];
      quantity?: number;
      note?: string;
      id?: string;
    }) =>
      t.app.inject({
        method: 'POST',
        url: '/api/basket-lines',
        payload: { ...access, id: line.id ?? randomUUID(), language, size: null, quantity: 1, note: '', ...line },
      }),
    change: (id: string, change: { quantity: number; note?: string }) =>
      t.app.inject({ method: 'PATCH', url: `/api/basket-lines/${id}`, payload: { ...access, ...change } }),
    send: (id = randomUUID()) => t.app.inject({ method: 'POST', url: '/api/orders', payload: { ...access, id, language } }),
    state: async () => (await t.app.inject({ url: `/api/table-orders?${new URLSearchParams(access)}` })).json<GuestTableState>(),
  };
}

async function setOrdering(changes: Record<string, unknown>) {
  const settings = (await admin.get('/api/admin/settings')).json<Record<string, unknown>>();
  const saved = await admin.put('/api/admin/settings', { ...settings, ...changes });
  expect(saved.statusCode, saved.body).toBe(200);
}

const boardTables = async () => (await admin.get('/api/admin/orders')).json<StaffTable[]>();
const tableId = async (name: string) => (await tableRow(name)).id;

describe('a table’s shared basket', () => {
  it('two phones at table 5 share one basket, each line marked by its phone, each changing only its own', async () => {
    const pide = await productId('Kıymalı Pide');
    const ayran = await productId('Ayran');
    const russian = await phoneAt('5', 'ru');
    const turkish = await phoneAt('5', 'tr');
    const lineId = randomUUID();
    const added = await russian.add({ id: lineId, productId: pide, size: 'Büyük', note: 'Acı, soğansız' });
    expect(added.statusCode, added.body).toBe(201);
    expect((await russian.add({ productId: ayran, quantity: 2 })).statusCode).toBe(201);

    const seen = await turkish.state();
    expect(seen.basket.lines).toEqual([
      expect.objectContaining({
        id: lineId,
        sizeTr: 'Büyük',
        quantity: 1,
        note: 'Acı, soğansız',
        unitPriceKurus: 170_00,
        mine: false,
        phone: 1,
      }),
      expect.objectContaining({ quantity: 2, unitPriceKurus: expect.any(Number), mine: false, phone: 1 }),
    ]);
    expect(seen.basket.totalKurus).toBe(170_00 + 2 * seen.basket.lines[1]!.unitPriceKurus);
    expect((await russian.state()).basket.lines.every((line) => line.mine)).toBe(true);
    // The Russian guest reads the names in Russian (or along their language's fallback), never the Turkish size.
    expect(seen.basket.lines[0]!.size).not.toBe('Büyük');

    expect((await turkish.add({ productId: ayran })).statusCode).toBe(201);
    expect((await russian.state()).basket.lines.map((line) => line.phone)).toEqual([1, 1, 2]);

    // Another phone's line is not this phone's to change.
    const foreign = await turkish.change(lineId, { quantity: 3 });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ error: 'not_yours' });
    expect((await russian.change(lineId, { quantity: 2 })).statusCode).toBe(200);
    expect((await russian.change(lineId, { quantity: 0 })).json<GuestTableState>().basket.lines).toHaveLength(2);
  });

  it('is sent once however often it is sent, with names and prices frozen, and reaches the staff in Turkish', async () => {
    const pide = await productId('Kıymalı Pide');
    const russian = await phoneAt('1', 'ru');
    await russian.add({ productId: pide, size: 'Büyük', note: 'острый' });
    const id = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => russian.send(id)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 201]);
    expect(await t.db.selectFrom('orders').selectAll().where('clientId', '=', id).execute()).toHaveLength(1);
    const state = await russian.state();
    expect(state.basket.lines).toEqual([]);
    expect(state.orders).toEqual([
      expect.objectContaining({
        id,
        confirmed: false,
        lines: [expect.objectContaining({ quantity: 1, note: 'острый', state: 'sent', totalKurus: 170_00 })],
      }),
    ]);
    expect(state.totalKurus).toBe(170_00);

    const [table] = (await boardTables()).filter((row) => row.name === '1');
    expect(table!.orders).toEqual([
      expect.objectContaining({
        table: '1',
        language: 'ru',
        source: 'table',
        confirmedAt: null,
        lines: [
          expect.objectContaining({ nameTr: 'Kıymalı Pide', sizeTr: 'Büyük', note: 'острый', state: 'sent', unitPriceKurus: 170_00 }),
        ],
      }),
    ]);

    // A later rename or price changes no order.
    await t.db.updateTable('products').set({ nameTr: 'Kıymalı Pide (yeni)', priceKurus: 999_00 }).where('id', '=', pide).execute();
    const order = (await boardTables()).find((row) => row.name === '1')!.orders[0]!;
    expect(order.lines[0]).toMatchObject({ nameTr: 'Kıymalı Pide', unitPriceKurus: 170_00 });
  });

  it('keeps each line’s language: a Russian’s note stays Russian though a Turkish phone sends the basket', async () => {
    const pide = await productId('Kıymalı Pide');
    const ayran = await productId('Ayran');
    const russian = await phoneAt('2', 'ru');
    const turkish = await phoneAt('2', 'tr');
    await russian.add({ productId: pide, size: 'Büyük', note: 'без лука' });
    await turkish.add({ productId: ayran, note: 'soğuk olsun' });
    // Every phone at the table reads each note marked with its own language.
    expect((await turkish.state()).basket.lines.map((line) => line.language)).toEqual(['ru', 'tr']);
    expect((await turkish.send()).statusCode).toBe(201);
    const order = (await boardTables()).find((row) => row.name === '2')!.orders[0]!;
    expect(order.language).toBe('tr');
    expect(order.lines.map((line) => [line.nameTr, line.note, line.language])).toEqual([
      ['Kıymalı Pide', 'без лука', 'ru'],
      ['Ayran', 'soğuk olsun', 'tr'],
    ]);
    // Each phone draws a sent line in its own language from the dish and its Turkish size.
    expect((await russian.state()).orders[0]!.lines).toEqual([
      expect.objectContaining({ productId: pide, sizeTr: 'Büyük', language: 'ru' }),
      expect.objectContaining({ productId: ayran, sizeTr: null, language: 'tr' }),
    ]);
  });

  it('two waiters confirming the same basket at once: exactly one confirms it, and the table opens', async () => {
    const guest = await phoneAt('3');
    await guest.add({ productId: await productId('Ayran') });
    await guest.send();
    const [order] = (await boardTables()).find((row) => row.name === '3')!.orders;
    const waiter = asStaff(t.app, (await staffUser(t.app, await signIn(t.app), 'Garson Ali', 'waiter')).cookie);
    const answers = await Promise.all([admin, waiter, admin, waiter].map((staff) => staff.post(`/api/admin/orders/${order!.id}/confirm`)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ error: 'confirmed' });
    expect((await tableRow('3')).openedAt).toBe(clock.toISOString());
    const state = await guest.state();
    expect(state.open).toBe(true);
    expect(state.orders[0]).toMatchObject({ confirmed: true, lines: [expect.objectContaining({ state: 'confirmed' })] });
  });

  it('a waiter changes a sent basket with the guests before confirming it; confirmed, it stays as it was', async () => {
    // Table 5 as new guests find it: closed, its basket empty.
    const close = async () => (await admin.post(`/api/admin/tables/${await tableId('5')}/close`)).statusCode;
    expect(await close()).toBe(204);
    const guest = await phoneAt('5');
    await guest.add({ productId: await productId('Ayran'), quantity: 3 });
    await guest.send();
    const [order] = (await boardTables()).find((row) => row.name === '5')!.orders;
    const line = order!.lines[0]!;
    const changed = await admin.post(`/api/admin/order-lines/${line.id}/quantity`, { quantity: 2 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<StaffOrder>()).toMatchObject({ totalKurus: 2 * line.unitPriceKurus, lines: [{ quantity: 2 }] });
    // The guests' phones see it at once, with the table's total.
    const state = await guest.state();
    expect(state.orders[0]!.lines[0]).toMatchObject({ quantity: 2, totalKurus: 2 * line.unitPriceKurus });
    expect(state.totalKurus).toBe(2 * line.unitPriceKurus);

    // Confirming and changing at the same moment: the change lands before, or is refused after.
    const [confirmed, late] = await Promise.all([
      admin.post(`/api/admin/orders/${order!.id}/confirm`),
      admin.post(`/api/admin/order-lines/${line.id}/quantity`, { quantity: 1 }),
    ]);
    expect(confirmed.statusCode).toBe(200);
    const final = (await boardTables()).find((row) => row.name === '5')!.orders[0]!.lines[0]!;
    if (late.statusCode === 200) expect(final.quantity).toBe(1);
    else {
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ error: 'confirmed' });
      expect(final.quantity).toBe(2);
    }
    const after = await admin.post(`/api/admin/order-lines/${line.id}/quantity`, { quantity: 5 });
    expect(after.statusCode).toBe(409);
    expect((await admin.post(`/api/admin/order-lines/${line.id}/quantity`, { quantity: 0 })).statusCode).toBe(400);
    expect(await close()).toBe(204);
  });

  it('a price changed between adding and sending stops the sending once, with the new price in the basket', async () => {
    const ayran = await productId('Ayran');
    const guest = await phoneAt('4');
    await guest.add({ productId: ayran, quantity: 2 });
    const before = (await guest.state()).basket.lines[0]!.unitPriceKurus;
    await t.db
      .updateTable('products')
      .set({ priceKurus: before + 5_00 })
      .where('id', '=', ayran)
      .execute();
    const refused = await guest.send();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'prices_changed' });
    const state = await guest.state();
    expect(state.basket.lines[0]).toMatchObject({ unitPriceKurus: before + 5_00, totalKurus: 2 * (before + 5_00) });
    expect((await guest.send()).statusCode).toBe(201);
    expect((await guest.state()).totalKurus).toBe(2 * (before + 5_00));
  });

  it('a sold-out dish cannot be added, nor sent once it sells out, and says so', async () => {
    const pide = await productId('Kıymalı Pide');
    const guest = await phoneAt('6');
    await guest.add({ productId: pide, size: 'Normal' });
    const soldOut = await admin.patch(`/api/admin/products/${pide}/sold-out`, { soldOut: 'today' });
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    const add = await guest.add({ productId: pide, size: 'Normal' });
    expect(add.statusCode).toBe(409);
    expect(add.json()).toMatchObject({ error: 'sold_out' });
    const send = await guest.send();
    expect(send.statusCode).toBe(409);
    expect(send.json()).toMatchObject({ error: 'sold_out' });
    expect(await t.db.selectFrom('orders').selectAll().where('tableName', '=', '6').execute()).toEqual([]);
  });

  it('an old table key, renewed from QR ve Baskı, orders nothing', async () => {
    const ayran = await productId('Ayran');
    const yesterday = await phoneAt('2');
    const table = (await admin.get('/api/admin/tables')).json<DiningTable[]>().find((row) => row.name === '2')!;
    expect(table.orderKey).toBe(yesterday.access.key);
    const renewed = await admin.put(`/api/admin/tables/${table.id}/key`, { version: table.version });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json<DiningTable>().orderKey).not.toBe(table.orderKey);
    for (const answer of [await yesterday.add({ productId: ayran }), await yesterday.send()]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({ error: 'old_key' });
    }
    const today = await phoneAt('2', 'en', renewed.json<DiningTable>().orderKey);
    expect((await today.add({ productId: ayran })).statusCode).toBe(201);
  });

  it('straight to the kitchen, a closed table orders nothing until staff open it; closing it ends its orders', async () => {
    await setOrdering({ ordering: 'direct' });
    const ayran = await productId('Ayran');
    const guest = await phoneAt('7');
    const closed = await guest.add({ productId: ayran });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toMatchObject({ error: 'table_closed' });
    const id = await tableId('7');
    expect((await admin.post(`/api/admin/tables/${id}/open`)).statusCode).toBe(204);
    expect((await guest.add({ productId: ayran })).statusCode).toBe(201);
    expect((await guest.send()).statusCode).toBe(201);
    expect((await guest.state()).orders[0]).toMatchObject({ confirmed: true, lines: [expect.objectContaining({ state: 'confirmed' })] });

    await guest.add({ productId: ayran });
    expect((await admin.post(`/api/admin/tables/${id}/close`)).statusCode).toBe(204);
    const after = await guest.state();
    expect(after).toMatchObject({ open: false, orders: [], totalKurus: 0, basket: { lines: [] } });
    expect((await boardTables()).find((row) => row.name === '7')).toMatchObject({ openedAt: null, orders: [], totalKurus: 0 });
    expect((await guest.add({ productId: ayran })).statusCode).toBe(409);
  });

  it('with ordering off, the table’s code orders nothing', async () => {
    await setOrdering({ ordering: 'off' });
    const answer = await (await phoneAt('1')).add({ productId: await productId('Ayran') });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error: 'ordering_off' });
  });

  it('outside the opening hours nothing can be added', async () => {
    clock = new Date('2026-06-15T09:00:00Z'); // a Monday: closed
    const answer = await (await phoneAt('1')).add({ productId: await productId('Ayran') });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ error: 'closed' });
  });

  it('holds the owner’s limit of lines when many phones add at the same moment', async () => {
    await setOrdering({ basketMaxLines: 3 });
    const ayran = await productId('Ayran');
    const phones = await Promise.all([1, 2, 3, 4, 5, 6].map(() => phoneAt('8')));
    const answers = await Promise.all(phones.map((phone) => phone.add({ productId: ayran })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 201, 409, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toMatchObject({ error: 'basket_full' });
    expect((await phones[0]!.state()).basket.lines).toHaveLength(3);
  });

  it('holds the owner’s limit of the amount', async () => {
    await setOrdering({ basketMaxKurus: 300_00 });
    const guest = await phoneAt('8');
    const pide = await productId('Kıymalı Pide');
    expect((await guest.add({ productId: pide, size: 'Büyük' })).statusCode).toBe(201);
    const over = await guest.add({ productId: pide, size: 'Büyük' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ error: 'basket_amount' });
  });
});

describe('the live streams', () => {
  it('tell every phone at the table, and the staff, of each change within the moment; a phone hears only its own table', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const cookie = (await signIn(t.app)).split(';')[0]!;
    const ayran = await productId('Ayran');
    const russian = await phoneAt('3', 'ru');
    const turkish = await phoneAt('3');
    const elsewhere = await phoneAt('6');
    const heard = await openEventStream(`${base}/api/table-orders/stream?${new URLSearchParams(turkish.access)}`);
    expect(heard.status).toBe(200);
    const staff = await openEventStream(`${base}/api/admin/orders/stream`, { cookie });
    expect(staff.status).toBe(200);

    await elsewhere.add({ productId: ayran });
    await russian.add({ productId: ayran });
    const atSix = JSON.parse((await staff.next()).data) as { tableId: number; type: string };
    const atThree = JSON.parse((await staff.next()).data) as { tableId: number; type: string };
    expect([atSix.tableId, atThree.tableId]).toEqual([await tableId('6'), await tableId('3')]);
    // Table 6's line is not table 3's news: the Turkish phone hears only the Russian's line.
    const first = await heard.next();
    expect(JSON.parse(first.data)).toMatchObject({ tableId: await tableId('3'), type: 'basket' });
    heard.close();

    // Away a moment: the basket is sent and confirmed; back with its Last-Event-ID, it hears exactly those.
    await russian.send();
    const [order] = (await boardTables()).find((row) => row.name === '3')!.orders;
    await admin.post(`/api/admin/orders/${order!.id}/confirm`);
    const back = await openEventStream(`${base}/api/table-orders/stream?${new URLSearchParams(turkish.access)}`, {
      'last-event-id': first.id!,
    });
    const missed = [await back.next(), await back.next()].map((event) => JSON.parse(event.data) as { type: string });
    expect(missed.map((event) => event.type)).toEqual(['sent', 'confirmed']);
    await expect(back.next(300)).rejects.toThrow(/no event/);
    back.close();
    staff.close();

    // A code whose key was renewed hears nothing.
    const old = await fetch(`${base}/api/table-orders/stream?${new URLSearchParams({ ...turkish.access, key: 'renewed-0000' })}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(old.status).toBe(403);
  });
});

describe('the waiter’s phone', () => {
  it('takes an order for any table, confirmed at once, sent once, and opens the table', async () => {
    const pide = await productId('Kıymalı Pide');
    const id = randomUUID();
    const body = { id, table: 'bahçe 1', lines: [{ productId: pide, size: 'Normal', quantity: 2, note: '' }] };
    const [first, again] = await Promise.all([admin.post('/api/admin/orders', body), admin.post('/api/admin/orders', body)]);
    expect([first.statusCode, again.statusCode].sort()).toEqual([200, 201]);
    const order = first.json<StaffOrder>();
    expect(order).toMatchObject({ table: 'Bahçe 1', source: 'waiter', createdBy: 'Admin', confirmedBy: 'Admin', totalKurus: 240_00 });
    expect((await tableRow('Bahçe 1')).openedAt).not.toBeNull();
  });

  it('lists the dishes ordered most in the last 30 days first, cancelled lines aside', async () => {
    const pide = await productId('Kıymalı Pide');
    const ayran = await productId('Ayran');
    const order = (lines: { productId: number; size: string | null; quantity: number }[]) =>
      admin.post('/api/admin/orders', { id: randomUUID(), table: '2', lines: lines.map((line) => ({ ...line, note: '' })) });
    const popular = async () => (await admin.get('/api/admin/orders/popular')).json<number[]>();
    const laterBy31Days = async () => {
      clock = new Date(clock.getTime() + 31 * 86_400_000);
      admin = asStaff(t.app, await signIn(t.app));
    };
    // A month on, the sample's orders of the day it was made are out of the span.
    await laterBy31Days();
    expect(await popular()).toEqual([]);
    expect((await order([{ productId: ayran, size: null, quantity: 3 }])).statusCode).toBe(201);
    expect((await order([{ productId: pide, size: 'Normal', quantity: 2 }])).statusCode).toBe(201);
    expect(await popular()).toEqual([ayran, pide]);
    await laterBy31Days();
    expect(await popular()).toEqual([]);
  });

  it('a line moves on to served; once the kitchen started it, only an admin cancels it, with the reason the guest reads', async () => {
    const guest = await phoneAt('1');
    await guest.add({ productId: await productId('Ayran') });
    await guest.send();
    const [order] = (await boardTables()).find((row) => row.name === '1')!.orders;
    await admin.post(`/api/admin/orders/${order!.id}/confirm`);
    const lineId = order!.lines[0]!.id;
    expect((await admin.post(`/api/admin/order-lines/${lineId}/state`, { state: 'preparing' })).statusCode).toBe(200);
    const waiter = asStaff(t.app, (await staffUser(t.app, await signIn(t.app), 'Garson Ayşe', 'waiter')).cookie);
    const refused = await waiter.post(`/api/admin/order-lines/${lineId}/cancel`, { reason: 'Misafir vazgeçti' });
    expect(refused.statusCode).toBe(403);
    const cancelled = await admin.post(`/api/admin/order-lines/${lineId}/cancel`, { reason: 'Misafir vazgeçti' });
    expect(cancelled.statusCode).toBe(200);
    expect((await guest.state()).orders[0]!.lines[0]).toMatchObject({ state: 'cancelled', cancelReason: 'Misafir vazgeçti' });
    expect((await guest.state()).totalKurus).toBe(0);
    // Backwards or out of a cancelled line: refused.
    expect((await admin.post(`/api/admin/order-lines/${lineId}/state`, { state: 'served' })).statusCode).toBe(409);
  });
});

describe('a basket’s sum', () => {
  itOnSqlite('is the sum of what its phones added, changed and took out, over random operations', async () => {
    await setOrdering({ basketMaxLines: 100, basketMaxKurus: 10_000_000 });
    const pide = await productId('Kıymalı Pide');
    // Kaşarlı Pide is ₺100, its extras Yumurta +₺15 and Sucuk +₺30 (the sample's options).
    const kasarli = await productId('Kaşarlı Pide');
    const extras: Record<string, number> = { Yumurta: 15_00, Sucuk: 30_00 };
    const ayran = await productId('Ayran');
    const phones = [await phoneAt('2'), await phoneAt('2')];
    const ayranPrice = (await t.db.selectFrom('products').select('priceKurus').where('id', '=', ayran).executeTakeFirstOrThrow())
      .priceKurus;
    const dishes = [
      { productId: pide, size: 'Normal', price: 120_00 },
      { productId: pide, size: 'Büyük', price: 170_00 },
      { productId: ayran, size: null, price: ayranPrice },
      { productId: kasarli, size: null, price: 100_00, extras: true },
    ];
    const operation = fc.oneof(
      fc.record({
        kind: fc.constant('add' as const),
        phone: fc.nat(1),
        dish: fc.nat(3),
        extras: fc.subarray(Object.keys(extras)),
        quantity: fc.integer({ min: 1, max: 20 }),
      }),
      fc.record({ kind: fc.constant('change' as const), phone: fc.nat(1), line: fc.nat(20), quantity: fc.integer({ min: 0, max: 20 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 15 }), async (operations) => {
        await t.db.deleteFrom('basketLines').execute();
        const model = new Map<string, { phone: number; price: number; quantity: number }>();
        for (const op of operations) {
          if (op.kind === 'add') {
            const dish = dishes[op.dish]!;
            const id = randomUUID();
            const chosen = dish.extras ? op.extras : [];
            const options = chosen.map((choice) => ({ group: 'Ekstra', choice }));
            const answer = await phones[op.phone]!.add({ id, productId: dish.productId, size: dish.size, options, quantity: op.quantity });
            expect(answer.statusCode).toBe(201);
            const price = dish.price + chosen.reduce((sum, choice) => sum + extras[choice]!, 0);
            model.set(id, { phone: op.phone, price, quantity: op.quantity });
          } else {
            const ids = [...model.keys()];
            if (ids.length === 0) continue;
            const id = ids[op.line % ids.length]!;
            const line = model.get(id)!;
            const answer = await phones[op.phone]!.change(id, { quantity: op.quantity });
            if (line.phone !== op.phone) {
              expect(answer.statusCode).toBe(403);
              continue;
            }
            expect(answer.statusCode).toBe(200);
            if (op.quantity === 0) model.delete(id);
            else line.quantity = op.quantity;
          }
        }
        const state = await phones[0]!.state();
        const expected = [...model.values()].reduce((sum, line) => sum + line.price * line.quantity, 0);
        expect(state.basket.totalKurus).toBe(expected);
        expect(state.basket.lines.reduce((sum, line) => sum + line.totalKurus, 0)).toBe(expected);
      }),
      { numRuns: 25 },
    );
  });
});
