// Load test (issue 7, item 12): 200 guests browsing the menu and 5 staff saving at the same time,
// for a bounded time, against a Sofra server on this machine. Counts every error and every
// SQLITE_BUSY, and prints requests/s and latency percentiles.
//
//   node scripts/load.mjs                                # starts the built server on a temporary folder
//   node scripts/load.mjs --url http://127.0.0.1:3000 --password ADMIN_PASSWORD [--log server.log]
//   options: --seconds 30 --guests 200 --staff 5 --json
//
// Exits 1 when any request failed or the server reported SQLITE_BUSY. Loopback addresses only.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);
const LIMITS = { seconds: 600, guests: 1000, staff: 50 };
const REQUEST_TIMEOUT_MS = 10_000;
const BUSY = /SQLITE_BUSY|database is locked/g;

/**
 * Runs the load and returns its figures. Without `url`, starts `dist/node/server/main.js`
 * (build it first: npm run build:server) on a temporary data folder and reads its log for
 * SQLITE_BUSY; with `url`, reads `logFile` if given, and otherwise counts 5xx answers as the
 * upper bound of SQLITE_BUSY (a busy database can only surface as a 500).
 */
export async function runLoad(options = {}) {
  const seconds = bounded(options.seconds ?? 30, 1, LIMITS.seconds, 'seconds');
  const guests = bounded(options.guests ?? 200, 1, LIMITS.guests, 'guests');
  const staffCount = bounded(options.staff ?? 5, 0, LIMITS.staff, 'staff');
  const server = options.url ? null : await startServer(options);
  const base = (options.url ?? server.url).replace(/\/$/, '');
  const { hostname } = new URL(base);
  if (!LOOPBACK.has(hostname)) throw new Error(`Load tests run against this machine only, not ${hostname}.`);
  const password = options.password ?? server?.password;
  if (staffCount > 0 && !password) throw new Error('Give the password of the Admin user (--password) so staff can sign in.');

  const agent = new http.Agent({ keepAlive: true, maxSockets: guests + staffCount + 8 });
  const client = (method, url, { body, headers = {} } = {}) => request(agent, method, `${base}${url}`, body, headers);
  const stats = { guest: newStats(), staff: newStats(), failures: [], started: performance.now() };
  const logCount = server ? () => server.output() : options.logFile ? () => fs.readFileSync(options.logFile, 'utf8') : null;
  const busyBefore = logCount ? (logCount().match(BUSY) ?? []).length : 0;

  try {
    const menu = JSON.parse((await client('GET', '/api/menu')).body);
    const categories = menu.categories
      .map((c) => [`/category/${encodeURIComponent(c.nameTr)}`, `/EN/category/${encodeURIComponent(c.nameEn)}`])
      .flat();
    const guestPaths = ['/', '/EN', ...categories];
    const productIds = menu.products.map((p) => p.id);

    const staffSessions = [];
    for (let i = 0; i < staffCount; i += 1) staffSessions.push(await signIn(client, base, password));
    const products =
      staffCount === 0
        ? []
        : JSON.parse((await client('GET', '/api/admin/products', { headers: staffHeaders(base, staffSessions[0]) })).body);
    if (staffCount > products.length) throw new Error(`${staffCount} staff need as many products to edit; there are ${products.length}.`);

    const deadline = Date.now() + seconds * 1000;
    const started = performance.now();
    stats.started = started;
    await Promise.all([
      ...Array.from({ length: guests }, (_, i) => guest(client, stats, deadline, guestPaths, productIds, i)),
      ...staffSessions.map((cookie, i) => staffMember(client, base, stats, deadline, cookie, products[i], i)),
    ]);
    const elapsed = (performance.now() - started) / 1000;

    const busyLines = logCount ? (logCount().match(BUSY) ?? []).length - busyBefore : null;
    // A server that died under load is the worst error of all: say so, with the end of its log.
    if (server && server.exitCode() !== null) {
      stats.guest.errors += 1;
      stats.failures.unshift(`the server exited with ${server.exitCode()} during the run: …${server.output().slice(-1500)}`);
    }
    const serverErrors = stats.guest.serverErrors + stats.staff.serverErrors;
    const report = {
      seconds: Number(elapsed.toFixed(1)),
      guests: summary(stats.guest, elapsed, guests),
      staff: { ...summary(stats.staff, elapsed, staffCount), writes: stats.staff.writes },
      requestsPerSecond: Math.round((stats.guest.requests + stats.staff.requests) / elapsed),
      errors: stats.guest.errors + stats.staff.errors,
      busy: busyLines ?? serverErrors,
      busySource: busyLines === null ? '5xx answers (no server log to read)' : 'server log',
      failures: stats.failures.slice(0, 10),
    };
    return report;
  } finally {
    agent.destroy();
    await server?.stop();
  }
}

function bounded(value, min, max, name) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`${name} must be a whole number from ${min} to ${max}.`);
  return number;
}

function newStats() {
  return { requests: 0, errors: 0, serverErrors: 0, writes: 0, latencies: [] };
}

function summary(stats, elapsed, users) {
  const sorted = Float64Array.from(stats.latencies).sort();
  const at = (q) => (sorted.length === 0 ? 0 : Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(1)));
  return {
    users,
    requests: stats.requests,
    requestsPerSecond: Number((stats.requests / elapsed).toFixed(1)),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: at(1),
    errors: stats.errors,
  };
}

function record(stats, all, what, response, ok) {
  stats.requests += 1;
  stats.latencies.push(response.ms);
  if (response.status >= 500) stats.serverErrors += 1;
  if (!ok) {
    stats.errors += 1;
    const at = ((performance.now() - all.started) / 1000).toFixed(1);
    all.failures.push(`${what} at ${at} s: ${response.error ?? `${response.status} ${String(response.body).slice(0, 120)}`}`);
  }
}

/** A guest's phone: the menu (revalidated with its ETag, as browsers do), pages and reviews. */
async function guest(client, stats, deadline, paths, productIds, n) {
  let etag;
  let i = n;
  while (Date.now() < deadline) {
    i += 1;
    const pick = i % 10;
    let what;
    let response;
    if (pick < 5) {
      what = 'GET /api/menu';
      response = await client('GET', '/api/menu', {
        headers: { 'accept-encoding': 'br, gzip', ...(etag && pick % 2 ? { 'if-none-match': etag } : {}) },
      });
      etag = response.headers?.etag ?? etag;
    } else if (pick < 9) {
      what = `GET ${paths[i % paths.length]}`;
      response = await client('GET', paths[i % paths.length], { headers: { 'accept-encoding': 'br, gzip' } });
    } else {
      what = 'GET reviews';
      response = await client('GET', `/api/products/${productIds[i % productIds.length]}/reviews`);
    }
    record(stats.guest, stats, what, response, response.status === 200 || response.status === 304);
  }
}

function staffHeaders(base, cookie) {
  return { cookie, origin: base, 'content-type': 'application/json' };
}

async function signIn(client, base, password) {
  const response = await client('POST', '/api/admin/login', {
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Admin', password }),
  });
  if (response.status !== 200) throw new Error(`Staff could not sign in: ${response.status} ${response.body ?? response.error}`);
  return String(response.headers['set-cookie']).split(';')[0];
}

/** A staff member at the till: records payments on a customer account of their own, lists the accounts and edits a product's price. */
async function staffMember(client, base, stats, deadline, cookie, product, n) {
  const headers = staffHeaders(base, cookie);
  const write = async (what, method, url, body) => {
    const response = await client(method, url, { headers, body: JSON.stringify(body) });
    const ok = response.status >= 200 && response.status < 300;
    record(stats.staff, stats, what, response, ok);
    if (ok) stats.staff.writes += 1;
    return ok ? JSON.parse(response.body) : null;
  };
  const accountBody = { customerName: `Yük testi ${n} ${Date.now()}`, phone: '0532 111 22 33' };
  const entry = (kind, amount) => ({
    kind,
    amount,
    day: '2026-06-01',
    ...(kind === 'charge' ? { description: 'Yük testi' } : { method: 'cash' }),
  });
  let account = await write('POST /api/admin/accounts', 'POST', '/api/admin/accounts', accountBody);
  if (account)
    account = await write(
      'POST /api/admin/accounts/:id/entries',
      'POST',
      `/api/admin/accounts/${account.id}/entries`,
      entry('charge', '100000'),
    );
  let current = product;
  let i = 0;
  while (Date.now() < deadline && account && current) {
    i += 1;
    if (i % 3 === 0) {
      const { id, version, priceKurus, order: _order, ...rest } = current;
      current = await write('PUT /api/admin/products/:id', 'PUT', `/api/admin/products/${id}`, {
        ...rest,
        // One price of its own (a sample pide has sizes, each with its price, and options): the one written.
        sizes: [],
        options: [],
        price: lira((priceKurus % 50_000) + 100),
        version,
      });
    } else if (i % 10 === 1) {
      await write('POST /api/admin/accounts', 'POST', '/api/admin/accounts', { ...accountBody, customerName: `Yük testi ${n}-${i}` });
    } else if (i % 5 === 2) {
      const response = await client('GET', '/api/admin/accounts', { headers });
      record(stats.staff, stats, 'GET /api/admin/accounts', response, response.status === 200);
    } else {
      // A payment of ₺1 while anything is owed, a new charge once it is all paid.
      const kind = account.remainingDebtKurus > 0 ? 'payment' : 'charge';
      account = await write(
        'POST /api/admin/accounts/:id/entries',
        'POST',
        `/api/admin/accounts/${account.id}/entries`,
        entry(kind, kind === 'payment' ? '1' : '100000'),
      );
    }
  }
}

const lira = (kurus) => (kurus / 100).toFixed(2);

function request(agent, method, url, body, headers) {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
        res.on('error', (error) => resolve({ status: 0, error: error.message, ms: performance.now() - started }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on('error', (error) => resolve({ status: 0, error: `${method} ${url}: ${error.message}`, ms: performance.now() - started }));
    req.end(body);
  });
}

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The built server on a fresh data folder, with a stand-in web app when the web app is not built. */
async function startServer(options) {
  const entry = path.join(root, 'dist/node/server/main.js');
  if (!fs.existsSync(entry)) throw new Error('The server is not built: run npm run build:server (or npm run build).');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sofra-load-'));
  let webDir = options.webDir ?? path.join(root, 'dist/web');
  if (!fs.existsSync(path.join(webDir, 'index.html'))) {
    webDir = path.join(dataDir, 'web');
    fs.mkdirSync(webDir, { recursive: true });
    fs.writeFileSync(
      path.join(webDir, 'index.html'),
      '<!doctype html><html lang="tr"><head><title>Sofra</title></head><body><div id="root"></div></body></html>',
    );
  }
  const port = await freePort();
  const password = 'load-test-admin-password';
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIR: webDir,
      ADMIN_PASSWORD: password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk) => (printed += chunk));
  child.stderr.on('data', (chunk) => (printed += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}:\n${printed}`);
    try {
      if ((await fetch(`${url}/api/menu`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 30 s:\n${printed}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    password,
    output: () => printed,
    exitCode: () => child.exitCode ?? (child.signalCode ? `signal ${child.signalCode}` : null),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function formatLoadReport(report) {
  const line = (name, s) =>
    `${name.padEnd(7)} ${String(s.users).padStart(4)} users  ${String(s.requests).padStart(8)} requests  ${String(Math.round(s.requestsPerSecond)).padStart(6)}/s  ` +
    `p50 ${s.p50} ms  p95 ${s.p95} ms  p99 ${s.p99} ms  max ${s.max} ms  errors ${s.errors}`;
  return [
    `Load for ${report.seconds} s: ${report.requestsPerSecond} requests/s in all.`,
    line('guests', report.guests),
    `${line('staff', report.staff)}  writes ${report.staff.writes}`,
    `errors: ${report.errors}   SQLITE_BUSY: ${report.busy} (${report.busySource})`,
    ...report.failures.map((failure) => `  failed: ${failure}`),
  ].join('\n');
}

function parseArguments(argv) {
  const options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i];
    const value = () => {
      i += 1;
      if (argv[i] === undefined) throw new Error(`${name} needs a value`);
      return argv[i];
    };
    if (name === '--url') options.url = value();
    else if (name === '--password') options.password = value();
    else if (name === '--log') options.logFile = value();
    else if (name === '--seconds') options.seconds = Number(value());
    else if (name === '--guests') options.guests = Number(value());
    else if (name === '--staff') options.staff = Number(value());
    else if (name === '--json') options.json = true;
    else throw new Error(`Unknown option ${name}`);
  }
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const options = parseArguments(process.argv.slice(2));
    const report = await runLoad(options);
    console.log(options.json ? JSON.stringify(report) : formatLoadReport(report));
    process.exitCode = report.errors === 0 && report.busy === 0 ? 0 : 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  }
}
