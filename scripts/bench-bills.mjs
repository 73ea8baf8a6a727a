// The bench's year of bills (issue: the table's bill): closed bills written straight into a
// server's SQLite file (through the API they would take minutes), the same day's bills in each
// file and the rest of the year around them, so 'Gün sonu' is measured against the year's size.
import path from 'node:path';
import SQLite from 'better-sqlite3';

/** The bills the day measured holds in every file: a busy evening. */
export const DAY_BILLS = 250;

/**
 * Adds `bills` closed bills to the migrated database in `dataDir` (the server must be stopped):
 * DAY_BILLS on `day` (closed at 20:00 UTC, an evening in Istanbul), the rest one a few minutes
 * apart over the year before it. Each has an order of two lines and a payment for its total.
 */
export function seedBills(dataDir, { bills, day }) {
  const db = new SQLite(path.join(dataDir, 'sofra.sqlite'));
  db.pragma('journal_mode = WAL');
  const table = db.prepare('select id, name from dining_tables order by id limit 1').get();
  const dishes = db.prepare('select id, name_tr, price_kurus from products where sizes = ? order by id limit 4').all('[]');
  const insertBill = db.prepare(
    'insert into bills (table_id, table_name, opened_at, requested_at, discount_kurus, split_kind, split_parts, closed_at, closed_by_id, closed_by_name, version) values (?, ?, ?, null, 0, ?, 1, ?, null, ?, 1)',
  );
  const insertOrder = db.prepare(
    "insert into orders (client_id, table_id, table_name, language, source, created_at, created_by_id, created_by_name, confirmed_at, confirmed_by_id, confirmed_by_name, closed_at, bill_id) values (?, ?, ?, 'tr', 'waiter', ?, null, ?, ?, null, ?, ?, ?)",
  );
  const insertLine = db.prepare(
    "insert into order_lines (order_id, product_id, name_tr, size_tr, name, size_name, quantity, note, language, options, unit_price_kurus, state, cancel_reason, changed_at, ticket_id, vat_rate, ikram, part) values (?, ?, ?, null, ?, null, ?, '', 'tr', '[]', ?, 'served', null, ?, null, 10, 0, null)",
  );
  const insertPayment = db.prepare(
    'insert into payments (client_id, bill_id, part, method, amount_kurus, tendered_kurus, tip_kurus, account_id, account_entry_id, created_at, created_by_id, created_by_name) values (?, ?, null, ?, ?, null, 0, null, null, ?, null, ?)',
  );
  const end = Date.parse(`${day}T20:00:00Z`);
  const yearBefore = end - 365 * 86_400_000;
  db.transaction(() => {
    for (let n = 0; n < bills; n += 1) {
      // The day's own bills a second apart that evening; the others spread over the year before it, never on it.
      const at = new Date(
        n < DAY_BILLS ? end + n * 1000 : yearBefore + Math.floor(((n - DAY_BILLS) * (364 * 86_400_000)) / Math.max(1, bills - DAY_BILLS)),
      ).toISOString();
      const waiter = `Garson ${1 + (n % 4)}`;
      const { lastInsertRowid: billId } = insertBill.run(table.id, table.name, at, 'none', at, waiter);
      const { lastInsertRowid: orderId } = insertOrder.run(`bench-bill-${n}`, table.id, table.name, at, waiter, at, waiter, at, billId);
      let total = 0;
      for (const [index, dish] of [dishes[n % dishes.length], dishes[(n + 1) % dishes.length]].entries()) {
        const quantity = 1 + ((n + index) % 3);
        insertLine.run(orderId, dish.id, dish.name_tr, dish.name_tr, quantity, dish.price_kurus, at);
        total += quantity * dish.price_kurus;
      }
      insertPayment.run(`bench-payment-${n}`, billId, n % 3 === 0 ? 'card' : 'cash', total, at, waiter);
    }
  })();
  db.close();
}
