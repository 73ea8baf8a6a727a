import SQLite from 'better-sqlite3';
import path from 'node:path';
import type { AccountPage, AdminAccount } from '../../src/shared/schemas/account.js';
import { randomUUID } from 'node:crypto';
import type { Bill } from '../../src/shared/schemas/bill.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { SQLITE_FILE_NAME } from '../../src/server/platform/db/connect.js';
import { remoteStaff } from '../support/remote-staff.js';

/**
 * A stream of staff writes (customer accounts, their charges and payments, product prices, and
 * tables' orders and the payments on their bills) against a server process,
 * with a ledger of what the server acknowledged. Each worker owns its records and writes them
 * one request at a time, so when the server dies a record is either as last acknowledged or,
 * if a write was in flight, as that write would have left it: anything else is a lost write.
 */
interface AccountState {
  customerName: string;
  totalDebtKurus: number;
  paidAmountKurus: number;
  version: number;
}
interface ProductState {
  priceKurus: number;
  version: number;
}
interface Tracked<T> {
  acked: T;
  /** A write sent but not answered when the server went away. */
  pending?: T;
  /** Found as acknowledged by a check since it was last written. */
  checked?: boolean;
}

export class Ledger {
  readonly accounts = new Map<number, Tracked<AccountState>>();
  readonly products = new Map<number, Tracked<ProductState>>();
  /** Product bodies as the admin form would send them, per product id. */
  readonly productForms = new Map<number, Omit<AdminProduct, 'id' | 'priceKurus' | 'order' | 'version'>>();
  readonly ownAccount: (number | undefined)[] = [];
  readonly ownProduct: (number | undefined)[] = [];
  acknowledged = 0;
  /** When each acknowledgement arrived (performance.now()). */
  readonly acknowledgedAt: number[] = [];
  /** Writes sent but never answered (the server was killed or stopped meanwhile). */
  unanswered = 0;
  /** Answers other than 2xx: a server that is shutting down may answer 503. */
  refusals: string[] = [];
  /** Account creations sent but not answered, by customer name: they may or may not exist. */
  readonly unansweredCreations = new Set<string>();
  /** Each payment on a bill the server acknowledged, by the id it was sent with, and what was sent. */
  readonly payments = new Map<string, { billId: number; body: object; checked?: boolean }>();
  /** The sample tables' ids by name, a worker's own table its `w`-th. */
  tables: { id: number; name: string }[] = [];
  /** A dish of one price, with no options, that the tables order. */
  dish = 0;
}

/** The sample's tables the workers serve (table 5 has the sample's bill), one each while they last; workers beyond share. */
const WORKER_TABLES = ['1', '2', '3', '4', '6', '7', '8', 'Bahçe 1', 'Bahçe 2'];

const lira = (kurus: number) => (kurus / 100).toFixed(2);
const accountState = (a: AdminAccount): AccountState => ({
  customerName: a.customerName,
  totalDebtKurus: a.totalDebtKurus,
  paidAmountKurus: a.paidAmountKurus,
  version: a.version,
});

/** Runs `workers` writers until `stopped()` says so or the server stops answering. */
export async function streamWrites(
  url: string,
  cookie: string,
  ledger: Ledger,
  { workers, stopped, tag }: { workers: number; stopped: () => boolean; tag: string },
): Promise<void> {
  const staff = remoteStaff(url, cookie);
  if (ledger.productForms.size === 0) {
    const products = await staff.get<AdminProduct[]>('/api/admin/products');
    ledger.dish = products.body.find((product) => product.sizes.length === 0 && product.options.length === 0)!.id;
    for (const { id, priceKurus, order: _order, version, ...form } of products.body) {
      // Saved with one price of its own (a sample pide has sizes and options): the price the ledger follows.
      ledger.productForms.set(id, { ...form, sizes: [], options: [] });
      ledger.products.set(id, { acked: { priceKurus, version } });
    }
  }
  const productIds = [...ledger.productForms.keys()];
  if (ledger.tables.length === 0) {
    const tables = (await staff.get<{ id: number; name: string }[]>('/api/admin/tables')).body;
    ledger.tables = WORKER_TABLES.flatMap((name) => tables.filter((table) => table.name === name));
  }

  const worker = async (w: number) => {
    ledger.ownProduct[w] ??= productIds[w % productIds.length];
    for (let n = 0; !stopped(); n += 1) {
      const choice = Math.random();
      try {
        if (choice >= 0.8) {
          // At the worker's own table: an order when it has no bill, else a cash payment on part of what is left.
          const table = ledger.tables[w % ledger.tables.length]!;
          const open = await staff.get<Bill>(`/api/admin/tables/${table.id}/bill`);
          if (open.status === 404) {
            const answer = await staff.post('/api/admin/orders', {
              id: randomUUID(),
              table: table.name,
              lines: [{ productId: ledger.dish, size: null, quantity: 1 + Math.floor(Math.random() * 3), note: '' }],
            });
            if (!accepted(ledger, answer, 201, 'POST /api/admin/orders')) return;
          } else if (open.status === 200) {
            const id = randomUUID();
            const amountKurus = Math.min(open.body.remainingKurus, 1 + Math.floor(Math.random() * 5_000));
            const body = { id, method: 'cash', amount: lira(amountKurus) };
            const answer = await staff.post(`/api/admin/bills/${open.body.id}/payments`, body);
            // A worker sharing its table may have paid it off, or paid part, first: the bill refuses, rightly.
            if (answer.status === 409) continue;
            if (!accepted(ledger, answer, 201, 'POST /api/admin/bills/:id/payments')) return;
            ledger.payments.set(id, { billId: open.body.id, body });
          } else if (!accepted(ledger, open, 200, 'GET /api/admin/tables/:id/bill')) return;
        } else if (ledger.ownAccount[w] === undefined || choice < 0.3) {
          const customerName = `${tag}-w${w}-${n}`;
          ledger.unansweredCreations.add(customerName);
          const answer = await staff.post<AdminAccount>('/api/admin/accounts', { customerName, phone: '0532 111 22 33' });
          if (!accepted(ledger, answer, 201, 'POST /api/admin/accounts')) return;
          ledger.unansweredCreations.delete(customerName);
          ledger.accounts.set(answer.body.id, { acked: accountState(answer.body) });
          ledger.ownAccount[w] = answer.body.id;
        } else if (choice < 0.6) {
          // A charge on an account that owes nothing, otherwise a payment of part of what it owes.
          const id = ledger.ownAccount[w];
          const record = ledger.accounts.get(id)!;
          const { acked } = record;
          const owed = acked.totalDebtKurus - acked.paidAmountKurus;
          const amountKurus =
            owed === 0 ? 10_000 + Math.floor(Math.random() * 1_000_000) : Math.min(owed, 1 + Math.floor(Math.random() * 5_000));
          const entry = owed === 0 ? { kind: 'charge', description: 'Sipariş' } : { kind: 'payment', method: 'cash' };
          record.pending =
            owed === 0
              ? { ...acked, totalDebtKurus: acked.totalDebtKurus + amountKurus }
              : { ...acked, paidAmountKurus: acked.paidAmountKurus + amountKurus };
          const answer = await staff.post<AdminAccount>(`/api/admin/accounts/${id}/entries`, {
            ...entry,
            amount: lira(amountKurus),
            day: '2026-06-01',
          });
          if (!accepted(ledger, answer, 201, 'POST /api/admin/accounts/:id/entries')) return;
          ledger.accounts.set(id, { acked: accountState(answer.body) });
        } else {
          const id = ledger.ownProduct[w]!;
          const record = ledger.products.get(id)!;
          const priceKurus = 100 + Math.floor(Math.random() * 50_000);
          record.pending = { priceKurus, version: record.acked.version + 1 };
          const answer = await staff.put<AdminProduct>(`/api/admin/products/${id}`, {
            ...ledger.productForms.get(id),
            price: lira(priceKurus),
            version: record.acked.version,
          });
          if (!accepted(ledger, answer, 200, 'PUT /api/admin/products/:id')) return;
          ledger.products.set(id, { acked: { priceKurus: answer.body.priceKurus, version: answer.body.version } });
        }
      } catch {
        // No answer: the server is gone. Whatever was pending stays pending.
        ledger.unanswered += 1;
        return;
      }
    }
  };
  await Promise.all(Array.from({ length: workers }, (_, w) => worker(w)));
}

function accepted(ledger: Ledger, answer: { status: number; body: unknown }, expected: number, what: string): boolean {
  if (answer.status === expected) {
    ledger.acknowledged += 1;
    ledger.acknowledgedAt.push(performance.now());
    return true;
  }
  // A server that has begun to shut down refuses new requests with 503; nothing else is expected.
  if (answer.status !== 503) throw new Error(`${what} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  ledger.refusals.push(`${what}: 503`);
  ledger.unanswered += 1;
  return false;
}

/**
 * Compares what the server now holds with the ledger. Returns every acknowledged write that is
 * missing; then takes the server's state as acknowledged (a pending write may have landed).
 *
 * A check after a restart (`all: false`) looks at what was written since the last check: each
 * account written to or with a write pending, each payment new since. The products, a few, are
 * all looked at every time; `all` looks at everything, as a run's last check does. So each
 * acknowledged write is looked for after the kill that followed it and again at the end, and the
 * checks grow with each round's writes rather than with all the rounds' (in 25 rounds, 38 s of
 * 75 s looking again at the same thousands of accounts and payments).
 */
export async function checkLedger(
  url: string,
  cookie: string,
  ledger: Ledger,
  { all }: { all: boolean },
): Promise<{ checked: number; lost: string[] }> {
  const due = (record: { checked?: boolean; pending?: unknown }) => all || !record.checked || record.pending !== undefined;
  const staff = remoteStaff(url, cookie);
  // Each account the ledger follows, by its own address (the list comes a page at a time).
  const accounts = new Map<number, AdminAccount>();
  const dueAccounts = [...ledger.accounts].filter(([, record]) => due(record));
  await eachInFlight(dueAccounts, async ([id]) => {
    const answer = await staff.get<AdminAccount>(`/api/admin/accounts/${id}`);
    if (answer.status === 200) accounts.set(id, answer.body);
  });
  const products = new Map((await staff.get<AdminProduct[]>('/api/admin/products')).body.map((p) => [p.id, p]));
  const lost: string[] = [];
  const same = <T extends object>(a: T, b: T | undefined) => b !== undefined && JSON.stringify(a) === JSON.stringify(b);

  for (const [id, record] of dueAccounts) {
    const found = accounts.get(id);
    const state = found && accountState(found);
    if (!state || !(same(state, record.acked) || same(state, record.pending))) {
      lost.push(`account ${id}: acknowledged ${JSON.stringify(record.acked)}, found ${JSON.stringify(state ?? 'nothing')}`);
      continue;
    }
    if (found.remainingDebtKurus !== found.totalDebtKurus - found.paidAmountKurus) lost.push(`account ${id}: remaining debt is wrong`);
    ledger.accounts.set(id, { acked: state, checked: true });
  }
  for (const [id, record] of ledger.products) {
    const found = products.get(id);
    const state = found && { priceKurus: found.priceKurus, version: found.version };
    if (!state || !(same(state, record.acked) || same(state, record.pending))) {
      lost.push(`product ${id}: acknowledged ${JSON.stringify(record.acked)}, found ${JSON.stringify(state ?? 'nothing')}`);
      continue;
    }
    ledger.products.set(id, { acked: state });
  }
  // Unanswered creations may have landed; adopt the ones that did so later checks include them.
  for (const name of ledger.unansweredCreations) {
    const found = (await staff.get<AccountPage>(`/api/admin/accounts?q=${encodeURIComponent(name)}`)).body.items.find(
      (account) => account.customerName === name,
    );
    if (found) ledger.accounts.set(found.id, { acked: accountState(found) });
  }
  ledger.unansweredCreations.clear();
  // Each acknowledged payment, sent again with its id: the server must know it (200), not make it anew (201).
  const duePayments = [...ledger.payments].filter(([, payment]) => due(payment));
  await eachInFlight(duePayments, async ([id, payment]) => {
    const again = await staff.post<Bill>(`/api/admin/bills/${payment.billId}/payments`, payment.body);
    if (again.status !== 200) lost.push(`payment ${id} on bill ${payment.billId}: sent again, answered ${again.status}`);
    else if (again.body.paidKurus > again.body.totalKurus) lost.push(`bill ${payment.billId}: paid over its total`);
    else payment.checked = true;
  });
  return { checked: dueAccounts.length + ledger.products.size + duePayments.length, lost };
}

/**
 * Runs `check` on each item, `inFlight` at a time: the server answers the next request while the
 * test reads the last answer, and the checks, which grow with every round, cost a round less.
 */
async function eachInFlight<T>(items: Iterable<T>, check: (item: T) => Promise<void>, inFlight = 8): Promise<void> {
  const queue = items[Symbol.iterator]();
  const next = async (): Promise<void> => {
    for (let item = queue.next(); !item.done; item = queue.next()) await check(item.value);
  };
  await Promise.all(Array.from({ length: inFlight }, next));
}

/** `PRAGMA integrity_check` through a read-only connection of its own (the server may be running). */
export function integrityOf(dataDir: string): string {
  const sqlite = new SQLite(path.join(dataDir, SQLITE_FILE_NAME), { readonly: true, fileMustExist: true });
  try {
    return (sqlite.pragma('integrity_check') as { integrity_check: string }[]).map((row) => row.integrity_check).join('; ');
  } finally {
    sqlite.close();
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
