import type { Kysely, Transaction } from 'kysely';
import { formatLira } from '../../../shared/money.js';
import { MAX_KURUS } from '../../../shared/money-input.js';
import { changedPrice, type PriceRule } from '../../../shared/prices.js';
import {
  RECENT_HOURS,
  ruleSummary,
  UNDO_HOURS,
  type PriceBatch,
  type PricePreview,
  type PricePreviewRow,
  type PriceScope,
} from '../../../shared/schemas/prices.js';
import { basePriceOf } from '../../../shared/schemas/product.js';
import { containsFolded } from '../../../shared/text.js';
import type { Actor } from '../../platform/audit/audited.js';
import { recordAuditEvent } from '../../platform/audit/record.js';
import { lockKey, type DialectName } from '../../platform/db/dialect.js';
import type { Database } from '../../platform/db/schema.js';
import { conflict, HttpError, notFound } from '../../platform/http/errors.js';
import { englishTexts } from '../../platform/records/translated.js';
import type { StoredSize } from '../products/queries.js';
import { dishesRepricedSince, recordPrices, type DishPrices } from './history.js';

export const MISSING = 'Toplu değişiklik bulunamadı';

/** Batches are applied and undone one at a time, so two admins' batches never interleave. */
export const PRICES_LOCK = 'prices';

const HOUR = 60 * 60 * 1000;

/** A dish's prices as stored: its one price, or each size's (`{ labelTr, priceKurus, grams }` as JSON). */
interface Dish {
  id: number;
  version: number;
  nameTr: string;
  categoryNameTr: string;
  priceKurus: number;
  sizes: StoredSize[];
}

/** The dishes `scope` chooses, in the menu's order; on PostgreSQL locked until the transaction ends (`lock`). */
async function dishesOf(db: Kysely<Database>, scope: PriceScope, lock: DialectName | null): Promise<Dish[]> {
  const rows = await db
    .selectFrom('products')
    .innerJoin('categories', 'categories.id', 'products.categoryId')
    .select([
      'products.id',
      'products.version',
      'products.nameTr',
      'categories.nameTr as categoryNameTr',
      'products.priceKurus',
      'products.sizes',
    ])
    .$if(scope.categoryId !== null, (qb) => qb.where('products.categoryId', '=', scope.categoryId!))
    .$if(scope.productId !== null, (qb) => qb.where('products.id', '=', scope.productId!))
    .$if(scope.tagId !== null, (qb) =>
      qb.where((eb) =>
        eb.exists(
          eb
            .selectFrom('productTags')
            .select('productTags.tagId')
            .whereRef('productTags.productId', '=', 'products.id')
            .where('productTags.tagId', '=', scope.tagId!),
        ),
      ),
    )
    .orderBy('categories.sortOrder')
    .orderBy('categories.id')
    .orderBy('products.sortOrder')
    .orderBy('products.id')
    .$if(lock === 'postgres', (qb) => qb.forUpdate('products'))
    .execute();
  let dishes: Dish[] = rows.map((row) => ({ ...row, sizes: JSON.parse(row.sizes) as Dish['sizes'] }));
  if (scope.search.trim() !== '') {
    // The search finds a dish by its Turkish or its English name, as the products page does.
    const english = await englishTexts(
      db,
      'products',
      dishes.map((dish) => dish.id),
    );
    dishes = dishes.filter(
      (dish) => containsFolded(dish.nameTr, scope.search) || containsFolded(english.get(dish.id)?.name ?? '', scope.search),
    );
  }
  return dishes;
}

/**
 * Every price of `dishes` before and after `rule`: a dish's one price, or each of its sizes;
 * those of the dishes in `recent` flagged as changed lately (the preview's; applying needs none).
 */
function previewRows(dishes: readonly Dish[], rule: PriceRule, recent: ReadonlySet<number> = new Set()): PricePreviewRow[] {
  return dishes.flatMap((dish): PricePreviewRow[] => {
    const changedRecently = recent.has(dish.id);
    const row = { productId: dish.id, nameTr: dish.nameTr, categoryNameTr: dish.categoryNameTr, changedRecently };
    if (dish.sizes.length === 0) return [{ ...row, size: null, before: dish.priceKurus, after: changedPrice(dish.priceKurus, rule) }];
    return dish.sizes.map((size) => ({ ...row, size: size.labelTr, before: size.priceKurus, after: changedPrice(size.priceKurus, rule) }));
  });
}

/** What a change would do to every price it touches, and the dishes' versions it was worked out from. */
export async function previewPrices(db: Kysely<Database>, scope: PriceScope, rule: PriceRule, now: Date): Promise<PricePreview> {
  const dishes = await dishesOf(db, scope, null);
  const recent = await dishesRepricedSince(db, new Date(now.getTime() - RECENT_HOURS * HOUR));
  return { rows: previewRows(dishes, rule, recent), basis: dishes.map(({ id, version }) => ({ id, version })) };
}

/** A price in the history and in a refusal: "Kıymalı Pide" or "Kıymalı Pide · Büyük". */
const priceName = (row: { nameTr: string; size: string | null }) => (row.size === null ? row.nameTr : `${row.nameTr} · ${row.size}`);

/**
 * A change may raise no price above the most the product form accepts (MAX_KURUS): the
 * refusal names each dish it would push over, before anything is written.
 */
export function assertWithinCeiling(rows: readonly PricePreviewRow[]): void {
  const over = rows.filter((row) => row.after > MAX_KURUS);
  if (over.length === 0) return;
  throw new HttpError(400, 'validation', `Bu fiyatlar ${formatLira(MAX_KURUS)} üstüne çıkardı: ${over.map(priceName).join(', ')}.`, {
    value: `Bu değişiklik bazı fiyatları ${formatLira(MAX_KURUS)} üstüne çıkarır`,
  });
}

export const STALE_PREVIEW = 'Önizlemeden sonra bu ürünler değişti; önizlemeyi yenileyin';

/**
 * Applies a change as the preview showed it, in one transaction: every dish as the preview
 * read it (its version), or nothing (409, naming the dishes that changed); no price at zero or
 * below (400, naming them). Records the batch, each price it changed, and one entry in the
 * change history. The batch's id.
 */
export async function applyPrices(
  db: Kysely<Database>,
  actor: Actor,
  scope: PriceScope,
  rule: PriceRule,
  basis: readonly { id: number; version: number }[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, actor.dialect, PRICES_LOCK);
    return applyRule(trx, actor, scope, rule, basis);
  });
}

/**
 * Applies `rule` to the dishes `scope` chooses now, inside a transaction that holds the prices'
 * lock: from the versions a preview read (`basis`), or, for a change set for later, from
 * whatever the prices are at its moment (null). Refuses (throws) before it writes anything.
 */
export async function applyRule(
  trx: Transaction<Database>,
  actor: Actor,
  scope: PriceScope,
  rule: PriceRule,
  basis: readonly { id: number; version: number }[] | null,
): Promise<number> {
  const dishes = await dishesOf(trx, scope, actor.dialect);
  if (basis !== null) {
    const expected = new Map(basis.map((dish) => [dish.id, dish.version]));
    const changed = dishes.filter((dish) => expected.get(dish.id) !== dish.version);
    const gone = basis.filter((dish) => !dishes.some((candidate) => candidate.id === dish.id));
    if (changed.length > 0 || gone.length > 0) {
      const names = changed.map((dish) => dish.nameTr);
      throw conflict(`${STALE_PREVIEW}${names.length > 0 ? `: ${names.join(', ')}` : ''}.`);
    }
  }
  const rows = previewRows(dishes, rule);
  const belowZero = rows.filter((row) => row.after <= 0);
  if (belowZero.length > 0) {
    throw new HttpError(400, 'validation', `Bu fiyatlar sıfıra ya da altına inerdi: ${belowZero.map(priceName).join(', ')}.`, {
      value: 'Bu değişiklik bazı fiyatları sıfıra ya da altına indirir',
    });
  }
  assertWithinCeiling(rows);
  if (rows.length === 0) throw new HttpError(400, 'validation', 'Seçilen ürün yok.', { categoryId: 'Seçilen ürün yok' });
  const stamp = actor.at.toISOString();
  const { id } = await trx
    .insertInto('priceBatches')
    .values({
      rule: JSON.stringify(rule),
      scope: JSON.stringify(scope),
      // A change set for later by someone whose account is gone since keeps their name only.
      createdById: actor.by.id === 0 ? null : actor.by.id,
      createdByName: actor.by.name,
      appliedAt: stamp,
      undoneAt: null,
      undoneByName: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const items = rows
    .filter((row) => row.after !== row.before)
    .map((row) => ({ batchId: id, productId: row.productId, sizeLabel: row.size ?? '', beforeKurus: row.before, afterKurus: row.after }));
  await writePrices(trx, dishes, items, 'afterKurus', actor.at, id);
  for (let at = 0; at < items.length; at += 500)
    await trx
      .insertInto('priceBatchItems')
      .values(items.slice(at, at + 500))
      .execute();
  await recordBatch(trx, actor, id, rows, 'apply');
  return id;
}

type Item = { productId: number; sizeLabel: string; beforeKurus: number; afterKurus: number };

/**
 * Sets each dish's prices to the items' `side` (after applying, before undoing), counting a new
 * version, and notes them in the price history as the batch's.
 */
async function writePrices(
  trx: Transaction<Database>,
  dishes: readonly Dish[],
  items: readonly Item[],
  side: 'beforeKurus' | 'afterKurus',
  at: Date,
  batchId: number,
) {
  const stamp = at.toISOString();
  const byDish = new Map<number, Item[]>();
  for (const item of items) byDish.set(item.productId, [...(byDish.get(item.productId) ?? []), item]);
  const written: DishPrices[] = [];
  for (const dish of dishes) {
    const mine = byDish.get(dish.id);
    if (mine === undefined) continue;
    const priceOf = (label: string, current: number) => mine.find((item) => item.sizeLabel === label)?.[side] ?? current;
    const sizes = dish.sizes.map((size) => ({ ...size, priceKurus: priceOf(size.labelTr, size.priceKurus) }));
    const priceKurus =
      sizes.length === 0
        ? priceOf('', dish.priceKurus)
        : basePriceOf({ price: null, sizes: sizes.map((size) => ({ price: size.priceKurus })) });
    await trx
      .updateTable('products')
      .set((eb) => ({ priceKurus, sizes: JSON.stringify(sizes), version: eb('version', '+', 1), updatedAt: stamp }))
      .where('id', '=', dish.id)
      .execute();
    written.push({ productId: dish.id, priceKurus, sizes });
  }
  await recordPrices(trx, written, at, batchId);
}

/** One entry in the change history for a batch: each price it changed (`price:Kıymalı Pide · Büyük`), in kuruş. */
async function recordBatch(trx: Transaction<Database>, actor: Actor, id: number, rows: readonly PricePreviewRow[], way: 'apply' | 'undo') {
  const before: Record<string, number> = {};
  const after: Record<string, number> = {};
  for (const row of rows) {
    if (row.before === row.after) continue;
    before[`price:${priceName(row)}`] = way === 'apply' ? row.before : row.after;
    after[`price:${priceName(row)}`] = way === 'apply' ? row.after : row.before;
  }
  // A batch applied is a new one in the history; undone, a change of it.
  const action = way === 'apply' ? 'create' : 'update';
  await recordAuditEvent(trx, { at: actor.at, by: actor.by, action, resource: 'prices', recordId: id, before, after }, actor.log);
}

/** A change's stored choices; one stored before dishes could be chosen one by one has no productId. */
export const storedScope = (json: string): PriceScope => ({
  categoryId: null,
  tagId: null,
  productId: null,
  search: '',
  ...(JSON.parse(json) as Partial<PriceScope>),
});

/** How a change reads in a list, from its stored choices: "Pide kategorisi: %10 artış, 5 ₺’ye yukarı yuvarlandı". */
export async function changeSummaries(db: Kysely<Database>): Promise<(change: { scope: string; rule: string }) => string> {
  const categories = new Map((await db.selectFrom('categories').select(['id', 'nameTr']).execute()).map((row) => [row.id, row.nameTr]));
  const tags = new Map((await db.selectFrom('tags').select(['id', 'nameTr']).execute()).map((row) => [row.id, row.nameTr]));
  const products = new Map((await db.selectFrom('products').select(['id', 'nameTr']).execute()).map((row) => [row.id, row.nameTr]));
  return (change) => {
    const scope = storedScope(change.scope);
    const chosen = [
      scope.categoryId === null ? null : `${categories.get(scope.categoryId) ?? 'silinmiş'} kategorisi`,
      scope.tagId === null ? null : `“${tags.get(scope.tagId) ?? 'silinmiş'}” etiketi`,
      scope.productId === null ? null : `${products.get(scope.productId) ?? 'silinmiş ürün'}`,
      scope.search === '' ? null : `“${scope.search}” araması`,
    ].filter((part) => part !== null);
    return `${chosen.length === 0 ? 'Tüm ürünler' : chosen.join(', ')}: ${ruleSummary(JSON.parse(change.rule) as PriceRule)}`;
  };
}

/** The batches of the last 30 days, newest first, as the page lists them. */
export async function listBatches(db: Kysely<Database>, now: Date): Promise<PriceBatch[]> {
  const since = new Date(now.getTime() - 30 * 24 * HOUR).toISOString();
  const rows = await db
    .selectFrom('priceBatches')
    .leftJoin('priceBatchItems', 'priceBatchItems.batchId', 'priceBatches.id')
    .select((eb) => [
      'priceBatches.id',
      'priceBatches.rule',
      'priceBatches.scope',
      'priceBatches.createdByName',
      'priceBatches.appliedAt',
      'priceBatches.undoneAt',
      'priceBatches.undoneByName',
      eb.fn.count<number | string>('priceBatchItems.productId').as('count'),
    ])
    .where('priceBatches.appliedAt', '>=', since)
    .groupBy('priceBatches.id')
    .orderBy('priceBatches.appliedAt', 'desc')
    .orderBy('priceBatches.id', 'desc')
    .execute();
  const summary = await changeSummaries(db);
  return rows.map((row) => {
    const undoUntil = new Date(Date.parse(row.appliedAt) + UNDO_HOURS * HOUR);
    return {
      id: row.id,
      appliedAt: row.appliedAt,
      by: row.createdByName,
      summary: summary(row),
      count: Number(row.count),
      undoneAt: row.undoneAt,
      undoneBy: row.undoneByName,
      undoUntil: row.undoneAt === null && undoUntil > now ? undoUntil.toISOString() : null,
    };
  });
}

export async function getBatch(db: Kysely<Database>, id: number, now: Date): Promise<PriceBatch> {
  const batch = (await listBatches(db, now)).find((candidate) => candidate.id === id);
  if (!batch) throw notFound(MISSING);
  return batch;
}

/**
 * Undoes a batch within a day of it, as a whole: every price it changed back to what it was,
 * unless one has changed since (409, naming each with its price now), in one transaction.
 */
export async function undoBatch(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockKey(trx, actor.dialect, PRICES_LOCK);
    const batch = await trx.selectFrom('priceBatches').selectAll().where('id', '=', id).executeTakeFirst();
    if (!batch) throw notFound(MISSING);
    if (batch.undoneAt !== null) throw conflict('Bu toplu değişiklik zaten geri alındı.');
    if (actor.at.getTime() - Date.parse(batch.appliedAt) >= UNDO_HOURS * HOUR)
      throw conflict(`Toplu değişiklikler ${UNDO_HOURS} saat içinde geri alınabilir; bu değişikliğin süresi doldu.`);
    const items = await trx.selectFrom('priceBatchItems').selectAll().where('batchId', '=', id).execute();
    const ids = [...new Set(items.map((item) => item.productId))];
    const dishes = (await dishesOf(trx, { categoryId: null, tagId: null, productId: null, search: '' }, actor.dialect)).filter((dish) =>
      ids.includes(dish.id),
    );
    const moved: string[] = [];
    const rows: PricePreviewRow[] = [];
    for (const item of items) {
      const dish = dishes.find((candidate) => candidate.id === item.productId);
      const size = item.sizeLabel === '' ? null : item.sizeLabel;
      const now =
        dish &&
        (size === null ? (dish.sizes.length === 0 ? dish.priceKurus : null) : dish.sizes.find((s) => s.labelTr === size)?.priceKurus);
      const name = priceName({ nameTr: dish?.nameTr ?? '', size });
      if (now !== item.afterKurus) {
        moved.push(
          now === null || now === undefined
            ? `${name}: artık yok`
            : `${name}: şimdi ${formatLira(now)}, değişiklikte ${formatLira(item.afterKurus)}`,
        );
        continue;
      }
      rows.push({
        productId: item.productId,
        nameTr: dish!.nameTr,
        categoryNameTr: dish!.categoryNameTr,
        size,
        before: item.beforeKurus,
        after: item.afterKurus,
        changedRecently: false,
      });
    }
    if (moved.length > 0) throw conflict(`Bu fiyatlar değişiklikten sonra yeniden değişti, geri alınamaz: ${moved.join('; ')}.`);
    const stamp = actor.at.toISOString();
    await writePrices(trx, dishes, items, 'beforeKurus', actor.at, id);
    await trx.updateTable('priceBatches').set({ undoneAt: stamp, undoneByName: actor.by.name }).where('id', '=', id).execute();
    await recordBatch(trx, actor, id, rows, 'undo');
  });
}
