// Ordering's rows of the benchmark (issue: orders from the table): how long a change to a
// table's basket takes to reach 50 phones at the table and 500 boards, on one instance and
// across two on PostgreSQL, and what 'Siparişi gönder' costs while 200 guests browse, against a
// review's post in the same run.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { openStream, percentile, rss } from './bench-board.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The bench's tables (scripts/bench-board.mjs prepareCalls made them) with their keys, and the cheapest dish of one price on sale. */
async function orderingOf(base, cookie) {
  const tables = await (await fetch(`${base}/api/admin/tables`, { headers: { cookie, origin: base } })).json();
  const menu = await (await fetch(`${base}/api/menu`)).json();
  // One price, on sale, and at every hour: a breakfast dish (served 08:00–12:00) would be refused in the evening.
  // The cheapest: the load test before these rows raises a dish's price at each of its writes, and
  // twenty of that one in a basket would pass the basket's limit (basketMaxKurus).
  const dish = menu.products
    .filter((product) => product.sizes.length === 0 && !product.soldOut && !product.availability)
    .reduce((cheapest, product) => (cheapest && cheapest.priceKurus <= product.priceKurus ? cheapest : product), undefined);
  if (!dish) throw new Error('the menu has no dish of one price on sale at every hour');
  return { tables: tables.filter((table) => table.name.startsWith('Bench ')), dish };
}

/** A JSON request from a loopback address of its own (the server limits each address, as guests on one Wi-Fi). */
function post(url, body, localAddress) {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body);
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) },
        agent: false,
        ...(localAddress ? { localAddress } : {}),
      },
      (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (answer += chunk));
        response.on('end', () => {
          // A refusal says why (the bench stops on it): its status alone would hide the rule that refused.
          if (response.statusCode >= 400) console.error(`${response.statusCode} ${url}: ${answer.slice(0, 300)}`);
          resolve(response.statusCode);
        });
      },
    );
    request.once('error', reject);
    request.end(data);
  });
}

/**
 * `phones` phones at one table and `boards` staff boards, spread over `bases` (round robin) and
 * over loopback addresses (125 each), then `changes` lines added to the table's basket through
 * `lineBase`, one every 100 ms: for each, the time until each phone and board has heard of it.
 * Answers the p50 and p99 over every reader and change, and any change a reader never heard of.
 */
export async function basketLatency({ lineBase, bases, cookie, phones = 50, boards = 500, changes = 20 }) {
  const { tables, dish } = await orderingOf(lineBase, cookie);
  const table = tables[0];
  const access = { table: table.name, key: table.orderKey };
  const sentAt = [];
  const delays = [];
  const open = [];
  const reader = () => {
    let heard = 0;
    return (event) => {
      if (event.type !== 'basket') return;
      const sent = sentAt[heard];
      heard += 1;
      if (sent !== undefined) delays.push(performance.now() - sent);
    };
  };
  for (let i = 0; i < phones + boards; i += 1) {
    const base = bases[i % bases.length];
    const address = `127.0.0.${2 + Math.floor(i / 125)}`;
    const url =
      i < phones
        ? `${base}/api/table-orders/stream?${new URLSearchParams({ ...access, device: `bench-phone-${String(i).padStart(6, '0')}` })}`
        : `${base}/api/admin/orders/stream`;
    open.push(await openStream(url, i < phones ? null : cookie, reader(), address));
  }
  await sleep(1_000);
  for (let i = 0; i < changes; i += 1) {
    sentAt.push(performance.now());
    const status = await post(`${lineBase}/api/basket-lines`, {
      ...access,
      device: 'bench-phone-sender01',
      id: randomUUID(),
      language: 'tr',
      productId: dish.id,
      size: null,
      quantity: 1,
      note: '',
    });
    if (status !== 201) throw new Error(`a line was answered ${status}`);
    await sleep(100);
  }
  const readers = phones + boards;
  const deadline = Date.now() + 5_000;
  while (delays.length < readers * changes && Date.now() < deadline) await sleep(50);
  for (const stream of open) stream.close();
  return { p50: percentile(delays, 50), p99: percentile(delays, 99), missed: readers * changes - delays.length };
}

/**
 * 'Siparişi gönder' and a review's post, in turns, `rounds` of each, while `browse` (200 guests
 * browsing) runs: each send after a line was added to its table's basket (not timed). Answers
 * both p99s, in ms.
 */
export async function sendAgainstReview({ base, cookie, browse, rounds = 60 }) {
  const { tables, dish } = await orderingOf(base, cookie);
  const browsing = browse();
  await sleep(2_000);
  const sends = [];
  const posts = [];
  for (let i = 0; i < rounds; i += 1) {
    const table = tables[i % tables.length];
    const access = { table: table.name, key: table.orderKey, device: `bench-sender-${String(i).padStart(6, '0')}` };
    const added = await post(`${base}/api/basket-lines`, {
      ...access,
      id: randomUUID(),
      language: 'tr',
      productId: dish.id,
      size: null,
      quantity: 1,
      note: '',
    });
    if (added !== 201) throw new Error(`a line was answered ${added}`);
    let started = performance.now();
    const sent = await post(`${base}/api/orders`, { ...access, id: randomUUID(), language: 'tr' });
    sends.push(performance.now() - started);
    if (sent !== 201) throw new Error(`a sending was answered ${sent}`);
    // Each review from an address of its own: the limit per address is 30 in 10 minutes.
    started = performance.now();
    const posted = await post(
      `${base}/api/products/${dish.id}/reviews`,
      { name: 'Bench', rating: 5, comment: 'Güzel' },
      `127.0.1.${1 + (i % 200)}`,
    );
    posts.push(performance.now() - started);
    if (posted !== 201) throw new Error(`a review was answered ${posted}`);
    await sleep(100);
  }
  await browsing;
  return { send: percentile(sends, 99), review: percentile(posts, 99) };
}

/**
 * The kitchen's screens (issue: kitchen and bar): `screens` station screens spread over `bases`
 * (round robin), each on the kitchen's stream, loading its station again at each event as the
 * screen does; then `orders` waiter's orders of a pide through `orderBase`, one every 100 ms.
 * For each order and screen: the time until the screen has loaded the order's new ticket.
 * Answers the p50 and p99 over every screen and order, and any ticket a screen never showed.
 */
export async function ticketLatency({ orderBase, bases, cookie, screens = 20, orders = 20 }) {
  const headers = { cookie, origin: orderBase };
  const stations = await (await fetch(`${orderBase}/api/admin/stations`, { headers })).json();
  const oven = stations.find((station) => station.name === 'Fırın') ?? stations[0];
  const menu = await (await fetch(`${orderBase}/api/menu`)).json();
  const pide = menu.products.find((product) => product.sizes.length > 0 && !product.soldOut) ?? menu.products[0];
  const { tables } = await orderingOf(orderBase, cookie);
  const sentAt = new Map();
  const delays = [];
  const open = [];
  for (let i = 0; i < screens; i += 1) {
    const base = bases[i % bases.length];
    const seen = new Set();
    let loading = false;
    let again = false;
    // As the screen does: at each event, its station loaded again (one load at a time, one more if news came meanwhile).
    const load = async () => {
      if (loading) {
        again = true;
        return;
      }
      loading = true;
      do {
        again = false;
        const screen = await (await fetch(`${base}/api/admin/kitchen/${oven.id}`, { headers: { cookie } })).json();
        const now = performance.now();
        for (const ticket of screen.open) {
          const sent = sentAt.get(ticket.table);
          if (sent !== undefined && !seen.has(ticket.table)) {
            seen.add(ticket.table);
            delays.push(now - sent);
          }
        }
      } while (again);
      loading = false;
    };
    open.push(await openStream(`${base}/api/admin/kitchen/stream`, cookie, () => void load(), `127.0.0.${2 + (i % 4)}`));
  }
  await sleep(1_000);
  for (let i = 0; i < orders; i += 1) {
    const table = tables[i % tables.length];
    sentAt.set(table.name, performance.now());
    const response = await fetch(`${orderBase}/api/admin/orders`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        id: randomUUID(),
        table: table.name,
        lines: [{ productId: pide.id, size: pide.sizes[0]?.labelTr ?? null, quantity: 1, note: '' }],
      }),
    });
    if (response.status !== 201) throw new Error(`an order was answered ${response.status}: ${await response.text()}`);
    await sleep(100);
  }
  const deadline = Date.now() + 5_000;
  while (delays.length < screens * orders && Date.now() < deadline) await sleep(50);
  for (const stream of open) stream.close();
  return { p50: percentile(delays, 50), p99: percentile(delays, 99), missed: screens * orders - delays.length };
}

/**
 * What a busy kitchen costs the guests: `measure` (200 guests browsing: their p99) run quiet and
 * while waiter's orders flow at 100 a minute (each split into its stations' tickets and heard by
 * every screen), `rounds` of each in turns. Answers the medians and how many orders went in.
 */
export async function guestsUnderOrders({ base, cookie, measure, rounds = 3 }) {
  const { tables, dish } = await orderingOf(base, cookie);
  const quiet = [];
  const busy = [];
  let sent = 0;
  for (let round = 0; round < rounds; round += 1) {
    quiet.push(await measure());
    let flowing = true;
    const flow = (async () => {
      while (flowing) {
        const response = await fetch(`${base}/api/admin/orders`, {
          method: 'POST',
          headers: { cookie, origin: base, 'content-type': 'application/json' },
          body: JSON.stringify({
            id: randomUUID(),
            table: tables[sent % tables.length].name,
            lines: [{ productId: dish.id, size: null, quantity: 1, note: '' }],
          }),
        });
        if (response.status !== 201) throw new Error(`an order was answered ${response.status}`);
        sent += 1;
        await sleep(600);
      }
    })();
    busy.push(await measure());
    flowing = false;
    await flow;
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { quiet: median(quiet), busy: median(busy), orders: sent };
}

/**
 * A kitchen at its fullest: `stations` stations made for the bench, each with `tickets` open
 * tickets (waiter's orders of one dish, the dish given to each station in turn), and a screen for
 * each on the kitchen's stream. Then `events` orders more, each heard by every screen, which loads
 * its station of `tickets` tickets again, as the screen does. Answers the server's resident memory
 * above what it was with the tickets in and no screen (peak, sampled every 5 ms), the screens' p99 load, how many
 * loads there were and how many of them showed the station's `tickets`; the tables and stations
 * are put back as they were afterwards.
 */
export async function openTicketsCost({ base, cookie, pid, stations = 20, tickets = 50, events = 10 }) {
  const call = async (method, path, body) => {
    const headers = { cookie, origin: base, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    const response = await fetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${path} was answered ${response.status}: ${await response.text()}`);
    return response.status === 204 ? null : response.json();
  };
  const { tables, dish } = await orderingOf(base, cookie);
  const order = (i) =>
    call('POST', '/api/admin/orders', {
      id: randomUUID(),
      table: tables[i % tables.length].name,
      lines: [{ productId: dish.id, size: null, quantity: 1, note: '' }],
    });
  const made = [];
  let idle = 0;
  let peak = 0;
  let sampler;
  const loads = [];
  let held = 0;
  const open = [];
  try {
    for (let k = 0; k < stations; k += 1) {
      const station = { name: `Bench ${k + 1}`, colour: '#7C3AED', warnMinutes: 10, printer: '', categoryIds: [], productIds: [dish.id] };
      const saved = await call('POST', '/api/admin/stations', station);
      for (let i = 0; i < tickets; i += 1) await order(i);
      // The dish moves on to the next station: this one keeps its tickets.
      made.push(await call('PUT', `/api/admin/stations/${saved.id}`, { ...station, productIds: [], version: saved.version }));
    }
    // The tickets are in: what the server holds from here on is the screens' cost.
    await sleep(1_000);
    idle = rss(pid);
    peak = idle;
    sampler = setInterval(() => (peak = Math.max(peak, rss(pid))), 5);
    for (const [i, station] of made.entries()) {
      let loading = false;
      const load = async () => {
        if (loading) return;
        loading = true;
        const started = performance.now();
        const screen = await (await fetch(`${base}/api/admin/kitchen/${station.id}`, { headers: { cookie } })).json();
        loads.push(performance.now() - started);
        if (screen.open.length >= tickets) held += 1;
        loading = false;
      };
      open.push(await openStream(`${base}/api/admin/kitchen/stream`, cookie, () => void load(), `127.0.0.${2 + (i % 4)}`));
    }
    await sleep(1_000);
    // The orders that make the screens load go to the default station: the bench's stations keep their 50.
    for (let i = 0; i < events; i += 1) {
      await order(i);
      await sleep(500);
    }
    await sleep(1_000);
  } finally {
    clearInterval(sampler);
    for (const stream of open) stream.close();
    for (const table of tables) await call('POST', `/api/admin/tables/${table.id}/close`, {}).catch(() => undefined);
    for (const station of made) await call('DELETE', `/api/admin/stations/${station.id}`);
  }
  return { growth: peak - idle, p99: percentile(loads, 99), loads: loads.length, held };
}
