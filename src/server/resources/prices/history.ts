import { sql, type Kysely, type SqlBool } from 'kysely';
import { wallClockIn } from '../../../shared/calendar.js';
import type { PriceHistoryEntry } from '../../../shared/schemas/prices.js';
import { CSV_BOM, csvAmount, csvDay, csvRow } from '../../platform/csv.js';
import type { Database } from '../../platform/db/schema.js';

/** A dish's prices as stored: its one price (`''`), or each size's by its Turkish label. */
export interface DishPrices {
  productId: number;
  priceKurus: number;
  sizes: readonly { labelTr: string; priceKurus: number }[];
}

/** The prices a dish has now, by size ('' for its one price). */
function pricesOf(dish: DishPrices): [string, number][] {
  return dish.sizes.length === 0 ? [['', dish.priceKurus]] : dish.sizes.map((size) => [size.labelTr, size.priceKurus]);
}

const CHUNK = 500;

/**
 * Notes each price of `dishes` that differs from the last one its dish and size had (every
 * price of a new dish) as taking effect `at`, in the transaction that saves them, and marks
 * those dishes' prices as changed then (the door's list says when). The ids of the dishes
 * whose prices changed.
 */
export async function recordPrices(
  trx: Kysely<Database>,
  dishes: readonly DishPrices[],
  at: Date,
  batchId: number | null = null,
): Promise<number[]> {
  const effectiveAt = at.toISOString();
  const latest = new Map<string, number>();
  for (let from = 0; from < dishes.length; from += CHUNK) {
    const ids = dishes.slice(from, from + CHUNK).map((dish) => dish.productId);
    const rows = await trx
      .selectFrom('priceHistory')
      .select(['productId', 'sizeLabel', 'priceKurus'])
      .where('productId', 'in', ids)
      .orderBy('effectiveAt')
      .orderBy('id')
      .execute();
    // In time order, so each key ends with its latest price.
    for (const row of rows) latest.set(`${row.productId} ${row.sizeLabel}`, row.priceKurus);
  }
  const values = dishes.flatMap((dish) =>
    pricesOf(dish)
      .filter(([label, kurus]) => latest.get(`${dish.productId} ${label}`) !== kurus)
      .map(([label, kurus]) => ({ productId: dish.productId, sizeLabel: label, priceKurus: kurus, effectiveAt, batchId })),
  );
  for (let from = 0; from < values.length; from += CHUNK) {
    await trx
      .insertInto('priceHistory')
      .values(values.slice(from, from + CHUNK))
      .execute();
  }
  const changed = [...new Set(values.map((value) => value.productId))];
  for (let from = 0; from < changed.length; from += CHUNK) {
    await trx
      .updateTable('products')
      .set({ pricesChangedAt: effectiveAt })
      .where('id', 'in', changed.slice(from, from + CHUNK))
      .execute();
  }
  return changed;
}

/**
 * Whether a price in the history is an earlier one of the same dish and size: its first is the
 * price the dish was added (or the history begun) with, no change. A batch notes a price once
 * when applied and once more when undone, so its second row of a price is the undo.
 */
const earlierRow = (sameBatch: boolean) =>
  sql<SqlBool>`exists (
    select 1 from price_history earlier
    where earlier.product_id = price_history.product_id and earlier.size_label = price_history.size_label
      and earlier.id < price_history.id ${sameBatch ? sql`and earlier.batch_id = price_history.batch_id` : sql``}
  )`;

/** Every price one dish has had, newest first. */
export async function dishPriceHistory(db: Kysely<Database>, productId: number): Promise<PriceHistoryEntry[]> {
  const rows = await db
    .selectFrom('priceHistory')
    .select(['sizeLabel', 'priceKurus', 'effectiveAt', 'batchId', earlierRow(true).as('undo')])
    .where('productId', '=', productId)
    .orderBy('effectiveAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    size: row.sizeLabel === '' ? null : row.sizeLabel,
    priceKurus: row.priceKurus,
    effectiveAt: row.effectiveAt,
    batchId: row.batchId,
    undo: row.batchId !== null && Boolean(row.undo),
  }));
}

/**
 * The dishes one of whose prices changed at or after `since`: a price that differs from an
 * earlier one of the same dish and size (the price a dish was added with is no change).
 */
export async function dishesRepricedSince(db: Kysely<Database>, since: Date): Promise<Set<number>> {
  const rows = await db
    .selectFrom('priceHistory')
    .select('productId')
    .distinct()
    .where('effectiveAt', '>=', since.toISOString())
    .where(earlierRow(false))
    .execute();
  return new Set(rows.map((row) => row.productId));
}

/**
 * Every price every dish has had, for a spreadsheet (platform/csv.ts: as Excel in Turkish opens
 * it): the menu's order, each dish's sizes by name, each oldest first, with the day and time
 * it took effect in the restaurant's time zone.
 */
export async function priceHistoryCsv(db: Kysely<Database>, timeZone: string): Promise<string> {
  const rows = await db
    .selectFrom('priceHistory')
    .innerJoin('products', 'products.id', 'priceHistory.productId')
    .innerJoin('categories', 'categories.id', 'products.categoryId')
    .select([
      'categories.nameTr as category',
      'products.nameTr as dish',
      'priceHistory.sizeLabel',
      'priceHistory.priceKurus',
      'priceHistory.effectiveAt',
      'priceHistory.batchId',
      earlierRow(true).as('undo'),
    ])
    .orderBy('categories.sortOrder')
    .orderBy('categories.id')
    .orderBy('products.sortOrder')
    .orderBy('products.id')
    .orderBy('priceHistory.sizeLabel')
    .orderBy('priceHistory.effectiveAt')
    .orderBy('priceHistory.id')
    .execute();
  const head = csvRow(['Kategori', 'Ürün', 'Boy', 'Fiyat (₺)', 'Geçerlilik tarihi', 'Saat', 'Toplu değişiklik']);
  const body = rows.map((row) => {
    const { day, hour, minute } = wallClockIn(timeZone, new Date(row.effectiveAt));
    return csvRow([
      row.category,
      row.dish,
      row.sizeLabel,
      csvAmount(row.priceKurus),
      csvDay(day),
      `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`,
      row.batchId === null ? '' : `#${row.batchId}${row.undo ? ' geri alındı' : ''}`,
    ]);
  });
  return CSV_BOM + head + body.join('');
}
