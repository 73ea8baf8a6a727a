import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationNames } from '../../src/server/platform/db/migrate.js';
import { SAMPLE_ACCOUNTS } from '../../src/server/features/seed/sample-data.js';
import type { PublicMenu } from '../../src/shared/menu.js';
import { newDatabaseName, releaseDatabase } from '../support/app.js';
import { csvRowFor, LAHMACUN_ROW } from '../support/menu-file-rows.js';
import { jpegOf } from '../support/photos.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';
import { openEventStream } from '../support/event-stream.js';
import type { BoardEvent, BoardState } from '../../src/shared/schemas/service-request.js';

/**
 * Two app instances on one PostgreSQL database, as behind a load balancer: they migrate and
 * seed once, share sign-ins and login throttling, and a menu change made through one reaches
 * guests of the other within a second.
 */
const baseUrl = process.env.TEST_DATABASE_URL!;
const database = newDatabaseName();
const password = 'instances-admin-password';
let a: ServerProcess;
let b: ServerProcess;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function query(sql: string) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

async function until(condition: () => Promise<boolean>, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function databaseUrl(): string {
  const url = new URL(baseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

beforeAll(async () => {
  await admin(`create database ${database}`);
  const env = { DATABASE_URL: databaseUrl(), ADMIN_PASSWORD: password, DATA_DIR: '/nonexistent-sofra-data' };
  // Started together on an empty database: both try to migrate and seed at once.
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 60_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await releaseDatabase(database);
});

const json = { 'content-type': 'application/json' };
const from = (server: ServerProcess) => ({ origin: server.url });

async function login(server: ServerProcess, name: string, secret: string) {
  return fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { ...json, ...from(server) },
    body: JSON.stringify({ name, password: secret }),
  });
}

describe('two instances on one PostgreSQL database', () => {
  it('migrated and seeded exactly once', async () => {
    const client = new pg.Client({ connectionString: databaseUrl() });
    await client.connect();
    try {
      const migrations = await client.query('select name from kysely_migration');
      expect(migrations.rows.map((r) => r.name)).toEqual(migrationNames());
      expect((await client.query('select count(*)::int as n from categories')).rows[0].n).toBe(3);
      expect((await client.query('select count(*)::int as n from users')).rows[0].n).toBe(1);
      expect((await client.query('select count(*)::int as n from accounts')).rows[0].n).toBe(SAMPLE_ACCOUNTS.length);
      const entries = SAMPLE_ACCOUNTS.flatMap((sample) => sample.entries).reduce((n, entry) => n + (entry.reversedFor ? 2 : 1), 0);
      expect((await client.query('select count(*)::int as n from account_entries')).rows[0].n).toBe(entries);
    } finally {
      await client.end();
    }
  });

  it('a sign-in through one instance is valid on the other, and logout ends it on both', async () => {
    const response = await login(a, 'Admin', password);
    expect(response.status).toBe(200);
    const cookie = response.headers.get('set-cookie')!.split(';')[0]!;
    expect((await fetch(`${b.url}/api/admin/me`, { headers: { cookie } })).status).toBe(200);
    await fetch(`${b.url}/api/admin/logout`, { method: 'POST', headers: { cookie, ...json, ...from(b) }, body: '{}' });
    expect((await fetch(`${a.url}/api/admin/me`, { headers: { cookie } })).status).toBe(401);
  });

  it('a menu change through one instance reaches guests of the other within a second', async () => {
    const cookie = (await login(a, 'Admin', password)).headers.get('set-cookie')!.split(';')[0]!;
    // Instance B has the menu cached.
    const before = (await (await fetch(`${b.url}/api/menu`)).json()) as PublicMenu;
    expect(before.categories.map((c) => c.nameEn)).not.toContain('Soups');

    const created = await fetch(`${a.url}/api/admin/categories`, {
      method: 'POST',
      headers: { cookie, ...json, ...from(a) },
      body: JSON.stringify({
        nameTr: 'Çorbalar',
        nameEn: 'Soups',
        descriptionTr: 'Günün çorbaları',
        descriptionEn: 'Soups of the day',
        image: '/images/menu/pide.svg',
      }),
    });
    expect(created.status).toBe(201);
    const savedAt = Date.now();

    let seenAfter = Infinity;
    while (Date.now() - savedAt < 1000) {
      const menu = (await (await fetch(`${b.url}/api/menu`)).json()) as PublicMenu;
      if (menu.categories.some((c) => c.nameEn === 'Soups')) {
        seenAfter = Date.now() - savedAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(seenAfter).toBeLessThan(1000);
  });

  it('a price change set for a moment is applied exactly once, by one of the two, and both serve the new price', async () => {
    const ayran = async (server: ServerProcess) =>
      ((await (await fetch(`${server.url}/api/menu`)).json()) as PublicMenu).products.find((p) => p.nameTr === 'Ayran')!.priceKurus;
    const before = await ayran(a);
    // Set, as the API stores it, for two seconds from now: both instances look for it every few seconds.
    const rule = { by: 'amount', direction: 'up', value: 500, step: 1, rounding: 'nearest' };
    const moment = new Date(Date.now() + 2_000).toISOString();
    const { rows } = await query(`
      insert into scheduled_prices (rule, scope, effective_at, created_by_name, created_at)
      values ('${JSON.stringify(rule)}', '{"categoryId":null,"tagId":null,"search":"Ayran"}', '${moment}', 'Admin', '${new Date().toISOString()}')
      returning id`);
    const id = rows[0].id as number;
    await until(async () => (await query(`select ran_at from scheduled_prices where id = ${id}`)).rows[0].ran_at !== null, 20_000);
    const ran = (await query(`select batch_id from scheduled_prices where id = ${id}`)).rows[0];
    expect(ran.batch_id).not.toBeNull();
    expect((await query(`select count(*)::int as n from price_batches where applied_at = '${moment}'`)).rows[0].n).toBe(1);
    await until(async () => (await ayran(a)) === before + 500 && (await ayran(b)) === before + 500, 5_000);
    // Later checks by either instance find nothing more to do.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect([await ayran(a), await ayran(b)]).toEqual([before + 500, before + 500]);
    expect((await query(`select count(*)::int as n from price_history where batch_id = ${ran.batch_id}`)).rows[0].n).toBe(1);
  });

  it('a photo one instance’s cleanup deleted is no longer served by the other, which had it in memory', async () => {
    const cookie = (await login(a, 'Admin', password)).headers.get('set-cookie')!.split(';')[0]!;
    const form = new FormData();
    form.append('shape', 'product');
    form.append('file', new Blob([new Uint8Array(await jpegOf(400, 300))], { type: 'image/jpeg' }), 'foto.jpg');
    const uploaded = await fetch(`${a.url}/api/admin/media`, { method: 'POST', headers: { cookie, ...from(a) }, body: form });
    expect(uploaded.status).toBe(201);
    const { key } = (await uploaded.json()) as { key: string };
    const file = `/media/${key}-320.webp`;
    // Instance B serves the file, and keeps it in memory.
    expect((await fetch(`${b.url}${file}`)).status).toBe(200);

    // Uploaded two days ago and never saved into a record: the next cleanup deletes it. A third
    // instance starting runs one at once.
    await query(`update media set created_at = '2000-01-01T00:00:00.000Z' where key = '${key}'`);
    const c = await startServerProcess({ DATABASE_URL: databaseUrl(), ADMIN_PASSWORD: password, DATA_DIR: '/nonexistent-sofra-data' });
    try {
      await until(async () => (await query(`select count(*)::int as n from media where key = '${key}'`)).rows[0].n === 0);
      const deletedAt = Date.now();
      let goneAfter = Infinity;
      while (Date.now() - deletedAt < 3000) {
        if ((await fetch(`${b.url}${file}`)).status === 404) {
          goneAfter = Date.now() - deletedAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(goneAfter).toBeLessThan(3000);
      expect((await fetch(`${a.url}${file}`)).status).toBe(404);
    } finally {
      await c.stop();
    }
  });

  it('a guest’s call made through one instance reaches a board on the other, and a board that moves instances misses nothing', async () => {
    // Open whatever the clock says: the sample's hours are cleared.
    const settings = (await query('select data from settings where id = 1')).rows[0] as { data: string };
    const data = { ...JSON.parse(settings.data), hours: [[], [], [], [], [], [], []], exceptions: [] };
    await query(`update settings set data = '${JSON.stringify(data).replaceAll("'", "''")}', version = version + 1 where id = 1`);
    await query(`update meta set value = 'calls-${Date.now()}' where key = 'menu_version'`);
    const cookie = (await login(b, 'Admin', password)).headers.get('set-cookie')!.split(';')[0]!;
    const { lastEventId } = (await (await fetch(`${b.url}/api/admin/board`, { headers: { cookie } })).json()) as BoardState;
    const onB = await openEventStream(`${b.url}/api/admin/board/stream?after=${lastEventId}`, { cookie });
    const ask = (table: string) =>
      fetch(`${a.url}/api/requests`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ id: randomUUID(), table, kind: 'waiter', device: randomUUID() }),
      });
    const sent = Date.now();
    expect((await ask('6')).status).toBe(201);
    const first = JSON.parse((await onB.next(2_000)).data) as BoardEvent;
    expect(Date.now() - sent).toBeLessThan(1_000);
    expect(first).toMatchObject({ type: 'opened', request: { table: '6', state: 'open' } });
    onB.close();

    // The board's connection drops; meanwhile a call is taken on one instance and another is made.
    const taken = await fetch(`${a.url}/api/admin/board/requests/${first.request.id}/take`, {
      method: 'POST',
      headers: { ...json, ...from(a), cookie },
      body: '{}',
    });
    expect(taken.status).toBe(200);
    expect((await ask('Bahçe 2')).status).toBe(201);
    const onA = await openEventStream(`${a.url}/api/admin/board/stream`, { cookie, 'last-event-id': String(first.id) });
    const missed = [await onA.next(2_000), await onA.next(2_000)].map((event) => JSON.parse(event.data) as BoardEvent);
    expect(missed.map((event) => [event.id, event.type, event.request.table])).toEqual([
      [first.id + 1, 'taken', '6'],
      [first.id + 2, 'opened', 'Bahçe 2'],
    ]);
    await expect(onA.next(300)).rejects.toThrow(/no event/);
    onA.close();
  });

  it('a line added to a table’s basket through one instance reaches a phone at the table on the other within a second', async () => {
    // Open whatever the clock says: the sample's hours are cleared (it takes orders with a waiter's confirmation).
    const settings = (await query('select data from settings where id = 1')).rows[0] as { data: string };
    const data = { ...JSON.parse(settings.data), hours: [[], [], [], [], [], [], []], exceptions: [] };
    await query(`update settings set data = '${JSON.stringify(data).replaceAll("'", "''")}', version = version + 1 where id = 1`);
    await query(`update meta set value = 'orders-${Date.now()}' where key = 'menu_version'`);
    const { order_key: key } = (await query(`select order_key from dining_tables where name = '5'`)).rows[0] as { order_key: string };
    const { id: productId } = (await query(`select id from products where sizes = '[]' order by id limit 1`)).rows[0] as { id: number };
    const phone = { table: '5', key, device: randomUUID() };
    const onB = await openEventStream(`${b.url}/api/table-orders/stream?${new URLSearchParams(phone)}`);
    expect(onB.status).toBe(200);
    const sent = Date.now();
    const added = await fetch(`${a.url}/api/basket-lines`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...phone, id: randomUUID(), language: 'tr', productId, size: null, quantity: 1, note: '' }),
    });
    expect(added.status, await added.text()).toBe(201);
    expect(JSON.parse((await onB.next(2_000)).data)).toMatchObject({ type: 'basket' });
    expect(Date.now() - sent).toBeLessThan(1_000);
    onB.close();
  });

  it('an order confirmed through one instance is on the oven’s and the bar’s screens on the other within a second, bumped once', async () => {
    const cookie = (await login(a, 'Admin', password)).headers.get('set-cookie')!.split(';')[0]!;
    const stations = (await (await fetch(`${b.url}/api/admin/stations`, { headers: { cookie } })).json()) as { id: number; name: string }[];
    const stationId = (name: string) => stations.find((station) => station.name === name)!.id;
    const products = (await query(`select id, name_tr from products where name_tr in ('Kıymalı Pide', 'Ayran', 'Künefe')`)).rows as {
      id: number;
      name_tr: string;
    }[];
    const dish = (name: string) => products.find((product) => product.name_tr === name)!.id;
    const onB = await openEventStream(`${b.url}/api/admin/kitchen/stream`, { cookie });
    const sent = Date.now();
    const taken = await fetch(`${a.url}/api/admin/orders`, {
      method: 'POST',
      headers: { ...json, ...from(a), cookie },
      body: JSON.stringify({
        id: randomUUID(),
        table: '7',
        lines: [
          { productId: dish('Kıymalı Pide'), size: 'Normal', quantity: 1, note: '' },
          { productId: dish('Ayran'), size: null, quantity: 2, note: '' },
          { productId: dish('Künefe'), size: null, quantity: 1, note: '' },
        ],
      }),
    });
    expect(taken.status, await taken.text()).toBe(201);
    await onB.next(2_000);
    const screen = async (name: string) =>
      (await (await fetch(`${b.url}/api/admin/kitchen/${stationId(name)}`, { headers: { cookie } })).json()) as {
        open: { id: number; table: string; lines: { nameTr: string }[] }[];
      };
    const oven = (await screen('Fırın')).open.find((ticket) => ticket.table === '7')!;
    const bar = (await screen('Bar')).open.find((ticket) => ticket.table === '7')!;
    expect(Date.now() - sent).toBeLessThan(1_000);
    expect(oven.lines.map((line) => line.nameTr)).toEqual(['Kıymalı Pide']);
    expect(bar.lines.map((line) => line.nameTr)).toEqual(['Ayran', 'Künefe']);
    onB.close();

    // The oven's ticket bumped on both instances at the same moment: once.
    const bump = (server: ServerProcess) =>
      fetch(`${server.url}/api/admin/tickets/${oven.id}/state`, {
        method: 'POST',
        headers: { ...json, ...from(server), cookie },
        body: JSON.stringify({ state: 'ready' }),
      });
    const answers = await Promise.all([bump(a), bump(b), bump(a), bump(b)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409]);
  });

  it('the same menu file applied at the same moment through both adds its new dish once', async () => {
    const cookie = (await login(a, 'Admin', password)).headers.get('set-cookie')!.split(';')[0]!;
    const post = (server: ServerProcess, body: unknown) =>
      fetch(`${server.url}/api/admin/products/import`, {
        method: 'POST',
        headers: { cookie, ...json, ...from(server) },
        body: JSON.stringify(body),
      });
    const csv = (await (await fetch(`${a.url}/api/admin/products/export.csv`, { headers: { cookie } })).text()).replace(/^\uFEFF/, '');
    const row = csvRowFor(csv, LAHMACUN_ROW);
    const file = Buffer.from(`${csv.trimEnd()}\r\n${row}\r\n`).toString('base64');
    for (let round = 0; round < 3; round += 1) {
      await query(`delete from products where name_tr = 'Lahmacun'`);
      const { basis } = (await (await post(a, { file, apply: false, basis: [] })).json()) as { basis: unknown[] };
      const answers = await Promise.all([a, b].map((server) => post(server, { file, apply: true, basis })));
      // The one that comes second is refused (409), or, had it read the menu after the first saved, finds nothing new (200).
      for (const answer of answers) expect([200, 409]).toContain(answer.status);
      expect((await query(`select count(*)::int as n from products where name_tr = 'Lahmacun'`)).rows[0].n, `round ${round}`).toBe(1);
    }
  });

  it('login throttling counts failures across instances', async () => {
    for (let i = 0; i < 5; i += 1) {
      const server = i % 2 === 0 ? a : b;
      expect((await login(server, 'Admin', 'wrong-password')).status).toBe(401);
    }
    expect((await login(b, 'Admin', password)).status).toBe(429);
    expect((await login(a, 'Admin', password)).status).toBe(429);
  });
});
