// The bench's veresiye books (issue 16): 10,000 accounts with 200,000 entries, written straight
// into a server's SQLite file (through the API it would take minutes), with each account's
// figures worked out by the app's own rules, then served and measured.
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';

export const BOOKS = { accounts: 10_000, entries: 200_000, small: 100, longLedger: 500 };

const root = path.resolve(import.meta.dirname, '..');

/** A day `n` days before `today` (YYYY-MM-DD). */
function daysBefore(today, n) {
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - n);
  return date.toISOString().slice(0, 10);
}

/**
 * Adds `accounts` accounts to the migrated database in `dataDir` (the server must be stopped),
 * `entries` entries in all: the first account gets `longLedger` of them, the rest share what is
 * left. Charges and payments alternate over the last year; a payment never exceeds what is owed.
 */
export async function seedBooks(dataDir, { accounts, entries, longLedger = 0 }) {
  // The app's own rules, from the build the bench has just made.
  const { ledgerTotals, statusOf } = await import(path.join(root, 'dist/node/shared/ledger.js'));
  const { accountSearchKey } = await import(path.join(root, 'dist/node/server/resources/accounts/search-key.js'));
  const db = new SQLite(path.join(dataDir, 'sofra.sqlite'));
  db.pragma('journal_mode = WAL');
  const today = new Date().toISOString().slice(0, 10);
  const now = new Date().toISOString();
  const insertAccount = db.prepare(`
    insert into accounts (customer_name, name, email, phone, address, total_debt_kurus, paid_amount_kurus, remaining_debt_kurus,
      last_payment_date, credit_limit_kurus, status, notes, is_active, version, created_at, updated_at, oldest_unpaid_day,
      anonymised_at, search_key)
    values (?, '', '', ?, '', ?, ?, ?, ?, null, ?, '', 1, 1, ?, ?, ?, null, ?)`);
  const insertEntry = db.prepare(`
    insert into account_entries (account_id, kind, amount_kurus, day, method, description, reverses_id, over_limit_confirmed,
      created_by_id, created_by_name, created_at)
    values (?, ?, ?, ?, ?, ?, null, 0, null, 'Bench', ?)`);
  let firstId = null;
  let seed = 7;
  const random = (n) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  db.transaction(() => {
    const perAccount = Math.floor((entries - longLedger) / Math.max(1, accounts - (longLedger ? 1 : 0)));
    for (let a = 0; a < accounts; a += 1) {
      const count = a === 0 && longLedger ? longLedger : perAccount;
      const customerName = `Bench Müşteri ${String(a + 1).padStart(5, '0')}`;
      const phone = `0532 ${String(100 + (a % 900)).padStart(3, '0')} ${String(a % 100).padStart(2, '0')} ${String(random(100)).padStart(2, '0')}`;
      const rows = [];
      let owed = 0;
      for (let e = 0; e < count; e += 1) {
        const day = daysBefore(today, Math.floor(((count - e) * 365) / Math.max(1, count)));
        const pay = e % 2 === 1 && owed > 0;
        const amount = pay ? 1 + random(owed) : 100 + random(50_000);
        owed += pay ? -amount : amount;
        rows.push({ id: e + 1, kind: pay ? 'payment' : 'charge', amountKurus: amount, day, reversesId: null });
      }
      const totals = ledgerTotals(rows);
      const { lastInsertRowid } = insertAccount.run(
        customerName,
        phone,
        totals.chargedKurus,
        totals.paidKurus,
        totals.balanceKurus,
        totals.lastPaymentDay,
        statusOf(totals),
        now,
        now,
        totals.oldestUnpaidDay,
        accountSearchKey({ customerName, name: '', phone }),
      );
      firstId ??= Number(lastInsertRowid);
      for (const row of rows) {
        insertEntry.run(lastInsertRowid, row.kind, row.amountKurus, row.day, row.kind === 'payment' ? 'cash' : null, 'Bench', now);
      }
    }
  })();
  db.close();
  return { firstId };
}

/** The median of `runs` timings of GET `url` with the session, in milliseconds. */
export async function timeRequest(url, cookie, runs = 60) {
  const times = [];
  for (let i = 0; i < runs + 5; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    await response.arrayBuffer();
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

/** Downloads `url` while sampling the server's resident memory; the growth over the start, in bytes. */
export async function rssGrowthDuring(url, cookie, pid) {
  const rss = () => Number(/VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
  const before = rss();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rss())), 5);
  let bytes = 0;
  try {
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    // Read slowly, as a phone on weak Wi-Fi would: the server must not hold the whole file meanwhile.
    for await (const chunk of response.body) {
      bytes += chunk.length;
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  } finally {
    clearInterval(timer);
  }
  peak = Math.max(peak, rss());
  return { growth: peak - before, bytes };
}
