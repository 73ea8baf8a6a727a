// The staff board's rows of the benchmark (issue: at the table and behind the counter): how
// long a guest's call takes to reach every board, on one instance and across two on
// PostgreSQL, and what 500 open boards cost the server in memory and its guests in latency.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';

/** Tables made for the calls, `Bench 1`…: the same table may ask for the same thing once in 2 minutes. */
const TABLES = 40;

/** Prepares a restaurant for calls: open whatever the hour, with tables enough. */
export async function prepareCalls(base, cookie) {
  const headers = { 'content-type': 'application/json', origin: base, cookie };
  const settings = await (await fetch(`${base}/api/admin/settings`, { headers })).json();
  const saved = await fetch(`${base}/api/admin/settings`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...settings, hours: [[], [], [], [], [], [], []], exceptions: [] }),
  });
  if (!saved.ok) throw new Error(`clearing the hours failed: ${saved.status} ${await saved.text()}`);
  const tables = await fetch(`${base}/api/admin/tables`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ names: `Bench 1–${TABLES}`, onlyMissing: true }),
  });
  if (!tables.ok) throw new Error(`adding tables failed: ${tables.status} ${await tables.text()}`);
}

/**
 * One board's stream, as a browser opens it: events are handed to `onEvent` as they arrive.
 * `localAddress` spreads many boards over loopback addresses (the server caps connections per
 * address, as for guests on one Wi-Fi).
 */
export const openBoard = (base, cookie, onEvent, localAddress) =>
  openStream(`${base}/api/admin/board/stream`, cookie, onEvent, localAddress);

/** A Server-Sent Events stream at `url` (with `cookie`, or none), each event's data parsed and handed to `onEvent`. */
export function openStream(url, cookie, onEvent, localAddress) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, {
      headers: { accept: 'text/event-stream', ...(cookie ? { cookie } : {}) },
      ...(localAddress ? { localAddress } : {}),
      agent: false,
    });
    request.once('error', reject);
    request.once('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`a stream was answered ${response.statusCode}`));
        response.resume();
        return;
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = buffer
            .slice(0, end)
            .split('\n')
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
          buffer = buffer.slice(end + 2);
          if (data) onEvent(JSON.parse(data));
        }
      });
      response.on('error', () => undefined);
      resolve({ close: () => request.destroy() });
    });
  });
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/**
 * `boards` boards spread over `boardBases` (round robin), then `calls` guests' calls made
 * through `callBase`, one every 100 ms: for each call, the time from sending it until each board
 * has it. Answers the p50 and p99 over every board and call, and any call a board never got.
 */
export async function callLatency({ callBase, boardBases, cookie, boards = 50, calls = TABLES }) {
  const sentAt = new Map();
  const delays = [];
  const received = new Map();
  const open = [];
  for (let i = 0; i < boards; i += 1) {
    open.push(
      await openBoard(boardBases[i % boardBases.length], cookie, (event) => {
        if (event.type !== 'opened') return;
        const sent = sentAt.get(event.request.table);
        if (sent === undefined) return;
        delays.push(performance.now() - sent);
        received.set(event.request.table, (received.get(event.request.table) ?? 0) + 1);
      }),
    );
  }
  // The streams are open (their first bytes came); a moment for each to be listening.
  await new Promise((resolve) => setTimeout(resolve, 500));
  for (let i = 1; i <= calls; i += 1) {
    const table = `Bench ${i}`;
    sentAt.set(table, performance.now());
    const response = await fetch(`${callBase}/api/requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: randomUUID(), table, kind: 'waiter', device: randomUUID() }),
    });
    if (response.status !== 201) throw new Error(`a call was answered ${response.status}: ${await response.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const deadline = Date.now() + 5_000;
  while (delays.length < boards * calls && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  for (const board of open) board.close();
  return { p50: percentile(delays, 50), p99: percentile(delays, 99), missed: boards * calls - delays.length };
}

export const rss = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;

async function openMany(base, cookie, count) {
  const open = [];
  // 125 boards an address, within the server's cap per address.
  for (let i = 0; i < count; i += 1) open.push(await openBoard(base, cookie, () => undefined, `127.0.0.${2 + Math.floor(i / 125)}`));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return open;
}

/**
 * The server's memory with `count` boards open against idle, and the guests' latency (`measure`,
 * answering their p99 in ms) without and with them: in turns, five of each, so a drift of the
 * machine meanwhile falls on both (of three, the medians' ratio moved from 0.95× to 1.22×
 * between two runs of the same code). Answers the medians.
 */
export async function openBoardsCost({ base, cookie, pid, count = 500, measure, rounds = 5 }) {
  // A first run warms the server up (its code compiled, its caches full): not counted.
  await measure();
  const without = [];
  const during = [];
  let idle = Infinity;
  let growth = 0;
  for (let round = 0; round < rounds; round += 1) {
    without.push(await measure());
    await new Promise((resolve) => setTimeout(resolve, 500));
    const before = rss(pid);
    idle = Math.min(idle, before);
    const open = await openMany(base, cookie, count);
    growth = Math.max(growth, rss(pid) - before);
    during.push(await measure());
    for (const board of open) board.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const middle = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { idle, growth, without: middle(without), during: middle(during) };
}
