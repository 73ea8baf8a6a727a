import type { Kysely, Transaction } from 'kysely';
import type { CalendarDay } from '../../../shared/calendar.js';
import {
  CHOOSE_CATEGORY_MESSAGE,
  menuProduct,
  productRecord,
  basePriceOf,
  type AdminProduct,
  type MenuProduct,
  optionEntries,
  optionPath,
  type ProductData,
  type ProductSize,
  type SoldOut,
  canonicalAllergens,
} from '../../../shared/schemas/product.js';
import { foldTurkish } from '../../../shared/text.js';
import { auditedChange, auditedCreate, type Actor } from '../../platform/audit/audited.js';
import { keepDishAddresses } from '../../platform/records/former-addresses.js';
import { updateVersioned } from '../../platform/records/versioned.js';
import { dropFormerParts } from '../translations/queries.js';
import { lockKey, type DialectName } from '../../platform/db/dialect.js';
import type { Database, ProductRow } from '../../platform/db/schema.js';
import { HttpError, notFound } from '../../platform/http/errors.js';
import { availabilityColumn, availabilityOf } from '../../platform/records/availability.js';
import { columnWriter, recordReader } from '../../platform/records/columns.js';
import { fieldsOf } from '../../platform/records/fields-of.js';
import { assertPhotoExists } from '../media/queries.js';
import { ORDER_LOCK } from '../../platform/records/reorder.js';
import { recordPrices, type DishPrices } from '../prices/history.js';
import {
  dishParts,
  optionKey,
  partKey,
  recordTexts,
  sizeKey,
  textFieldsOf,
  writeTexts,
  type LanguageTexts,
  type NamedPart,
  type TextFields,
} from '../../platform/records/translated.js';

export const MISSING = 'Ürün bulunamadı';

/** Saves that choose a weekly choice take turns under this lock (see takeWeeklyChoice). */
const WEEKLY_CHOICE_LOCK = 'weekly-choice';

/** Stored for "until staff clear it": a day that never comes. */
export const SOLD_OUT_UNTIL_CLEARED = '9999-12-31';

/** The column a sold-out state is stored as, from `today` (see migration 008). */
export function soldOutUntilOf(soldOut: SoldOut | null, today: CalendarDay): string | null {
  if (soldOut === 'untilCleared') return SOLD_OUT_UNTIL_CLEARED;
  return soldOut === 'today' ? today : null;
}

/** The sold-out state a stored day means on `today`: a day gone by is on sale again. */
export function soldOutOn(soldOutUntil: string | null, today: CalendarDay): SoldOut | null {
  if (soldOutUntil === null || soldOutUntil < today) return null;
  return soldOutUntil === SOLD_OUT_UNTIL_CLEARED ? 'untilCleared' : 'today';
}

/** The sizes as stored: each Turkish label priced in kuruş, with its weight (their English is a translation row). */
function sizesOf(input: ProductData): StoredSize[] {
  return input.sizes.map((size) => ({ labelTr: size.labelTr, priceKurus: size.price ?? 0, grams: size.grams }));
}

/** A size as the `sizes` column holds it; one saved before weights (migration 023) has none. */
export type StoredSize = Omit<ProductSize, 'labelEn' | 'grams'> & { grams?: number | null };

/** An option group as the `option_groups` column holds it (migration 032): Turkish names, prices in kuruş (their English is a translation row). */
export interface StoredOptionGroup {
  nameTr: string;
  min: number;
  max: number;
  choices: { nameTr: string; priceKurus: number; allergens: string[] }[];
}

function optionGroupsOf(input: ProductData): StoredOptionGroup[] {
  return input.options.map(({ nameTr, min, max, choices }) => ({
    nameTr,
    min,
    max,
    choices: choices.map((choice) => ({ nameTr: choice.nameTr, priceKurus: choice.price, allergens: choice.allergens })),
  }));
}

/** A dish's sizes and options as its texts name them (their Turkish names and English). */
function partsOf(input: ProductData): NamedPart[] {
  return dishParts(
    input.sizes,
    optionEntries(input.options).map((option) => ({ tr: option.path, en: option.nameEn })),
  );
}

/** A stored dish's sizes and options by their Turkish names, for its translations. */
function storedParts(row: Pick<ProductRow, 'sizes' | 'optionGroups'>): Pick<NamedPart, 'part' | 'tr'>[] {
  return [
    ...(JSON.parse(row.sizes) as StoredSize[]).map((size) => ({ part: 'size' as const, tr: size.labelTr })),
    ...optionEntries(JSON.parse(row.optionGroups) as StoredOptionGroup[]).map((option) => ({ part: 'option' as const, tr: option.path })),
  ];
}

/** A dish's texts beside Turkish, its sizes' and options' names among them, saved in the transaction that saves the dish. */
export function writeProductTexts(trx: Kysely<Database>, id: number, input: ProductData, at: Date): Promise<void> {
  return writeTexts(trx, 'products', id, input, at, partsOf(input));
}

const writeColumns = columnWriter('products', ({ today, ...input }: ProductData & { today: CalendarDay }) => ({
  // One dish per category and Turkish name: the key's unique index refuses a second (migration 029).
  nameTrKey: foldTurkish(input.nameTr),
  priceKurus: basePriceOf(input),
  sizes: JSON.stringify(sizesOf(input)),
  optionGroups: JSON.stringify(optionGroupsOf(input)),
  // With sizes, each size has its weight, as each has its price.
  grams: input.sizes.length > 0 ? null : input.grams,
  allergens: JSON.stringify(input.allergens),
  soldOutUntil: soldOutUntilOf(input.soldOut, today),
  availability: availabilityColumn(input.availability),
}));

export const toColumns = (input: ProductData, today: CalendarDay) => writeColumns({ ...input, today });

/** A dish's tags and ingredients: each must still exist, and belong to the dish's category. */
const LINKS = [
  {
    field: 'tagIds',
    table: 'tags',
    gone: 'Seçilen etiketlerden biri artık yok; sayfayı yenileyip tekrar deneyin',
    elsewhere: 'Etiketler seçilen kategoriye ait olmalı',
  },
  {
    field: 'ingredientIds',
    table: 'ingredients',
    gone: 'Seçilen malzemelerden biri artık yok; sayfayı yenileyip tekrar deneyin',
    elsewhere: 'Malzemeler seçilen kategoriye ait olmalı',
  },
] as const;

/**
 * The category must exist, and the tags and ingredients must be that category's. On PostgreSQL
 * the rows found are held (FOR KEY SHARE) until the save commits: a delete of one of them waits
 * for the save, and a save that comes after a delete finds the row gone and says so.
 */
export async function assertLinks(trx: Transaction<Database>, dialect: DialectName, input: ProductData): Promise<void> {
  const held = dialect === 'postgres';
  const category = await trx
    .selectFrom('categories')
    .select('id')
    .where('id', '=', input.categoryId)
    .$if(held, (qb) => qb.forKeyShare())
    .executeTakeFirst();
  if (!category) throw new HttpError(400, 'validation', CHOOSE_CATEGORY_MESSAGE, { categoryId: CHOOSE_CATEGORY_MESSAGE });
  const fields: Record<string, string> = {};
  for (const link of LINKS) {
    const ids = input[link.field];
    if (ids.length === 0) continue;
    const found = await trx
      .selectFrom(link.table)
      .select(['id', 'categoryId'])
      .where('id', 'in', ids)
      .orderBy('id')
      .$if(held, (qb) => qb.forKeyShare())
      .execute();
    if (found.length !== ids.length) fields[link.field] = link.gone;
    else if (found.some((row) => row.categoryId !== input.categoryId)) fields[link.field] = link.elsewhere;
  }
  if (Object.keys(fields).length > 0) {
    throw new HttpError(400, 'validation', 'Geçersiz veri: lütfen işaretli alanları düzeltin.', fields);
  }
}

/**
 * There is one weekly choice: choosing a product takes the title from the one before. Saves
 * that choose take turns under a lock, and each clears the old choice before setting its own,
 * so the partial unique index (at most one chosen product) never refuses them. The rows are
 * locked in id order first, as a reorder locks them, so the two never deadlock.
 */
export async function takeWeeklyChoice(trx: Transaction<Database>, dialect: DialectName, productId: number | undefined, stamp: string) {
  await lockKey(trx, dialect, WEEKLY_CHOICE_LOCK);
  if (dialect === 'postgres') {
    await trx
      .selectFrom('products')
      .select('id')
      .where((eb) => eb.or([eb('isWeeklyChoice', '=', 1), ...(productId === undefined ? [] : [eb('id', '=', productId)])]))
      .orderBy('id')
      .forUpdate()
      .execute();
  }
  await trx
    .updateTable('products')
    .set((eb) => ({ isWeeklyChoice: 0, version: eb('version', '+', 1), updatedAt: stamp }))
    .where('isWeeklyChoice', '=', 1)
    .$if(productId !== undefined, (qb) => qb.where('id', '!=', productId!))
    .execute();
}

/** Replaces a product's tags and ingredients with the ones in `input`. */
export async function writeLinks(trx: Transaction<Database>, productId: number, input: ProductData, replace: boolean): Promise<void> {
  if (replace) {
    await trx.deleteFrom('productTags').where('productId', '=', productId).execute();
    await trx.deleteFrom('productIngredients').where('productId', '=', productId).execute();
  }
  if (input.tagIds.length > 0) {
    await trx
      .insertInto('productTags')
      .values(input.tagIds.map((tagId) => ({ productId, tagId })))
      .execute();
  }
  if (input.ingredientIds.length > 0) {
    await trx
      .insertInto('productIngredients')
      .values(input.ingredientIds.map((ingredientId) => ({ productId, ingredientId })))
      .execute();
  }
}

/** Adds a product at the end of the list, with its links and its entry in the change history; its id. */
export function createProduct(db: Kysely<Database>, actor: Actor, input: ProductData, today: CalendarDay): Promise<number> {
  return db.transaction().execute((trx) => insertProduct(trx, actor, input, today));
}

/** Adds a product, as createProduct does, in the caller's transaction (an import adds many in one). */
export async function insertProduct(trx: Transaction<Database>, actor: Actor, input: ProductData, today: CalendarDay): Promise<number> {
  const stamp = actor.at.toISOString();
  // New products go last: order = the current count (spec §4), counted under the lock a
  // reorder takes, so the two never interleave.
  await lockKey(trx, actor.dialect, ORDER_LOCK.products);
  if (input.isWeeklyChoice) await takeWeeklyChoice(trx, actor.dialect, undefined, stamp);
  await assertLinks(trx, actor.dialect, input);
  await assertPhotoExists(trx, actor.dialect, input.image);
  const { n } = await trx
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  const { id } = await trx
    .insertInto('products')
    .values({ ...toColumns(input, today), sortOrder: Number(n), pricesChangedAt: stamp, createdAt: stamp, updatedAt: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeLinks(trx, id, input, false);
  await writeProductTexts(trx, id, input, actor.at);
  await recordPrices(trx, [dishPricesOf(id, input)], actor.at);
  await auditedCreate(trx, actor, 'products', id, (db, id) => getProduct(db, id, today));
  return id;
}

/** Saves a product as saveProduct does, in a transaction of its own (the form's save). */
export function updateProduct(db: Kysely<Database>, actor: Actor, id: number, version: number, input: ProductData, today: CalendarDay) {
  return db.transaction().execute((trx) => saveProduct(trx, actor, id, version, input, today));
}

/**
 * Saves a product whole over the version staff loaded (409 when another save came first), with
 * its links, texts, former addresses, prices' history and its entry in the change history, in
 * the caller's transaction (an import saves many in one).
 */
export async function saveProduct(
  trx: Transaction<Database>,
  actor: Actor,
  id: number,
  version: number,
  input: ProductData,
  today: CalendarDay,
): Promise<void> {
  const read = (db: Kysely<Database>, id: number) => getProduct(db, id, today);
  await auditedChange(trx, actor, { action: 'update', resource: 'products', id, read }, async (trx) => {
    if (input.isWeeklyChoice) await takeWeeklyChoice(trx, actor.dialect, id, actor.at.toISOString());
    await assertLinks(trx, actor.dialect, input);
    await assertPhotoExists(trx, actor.dialect, input.image);
    // A renamed or moved dish's former address keeps leading to it (bookmarks, shared links).
    await keepDishAddresses(trx, id, input);
    await updateVersioned(trx, 'products', id, version, toColumns(input, today), actor.at, MISSING);
    await recordPrices(trx, [dishPricesOf(id, input)], actor.at);
    await writeLinks(trx, id, input, true);
    // A size or option renamed or removed in Turkish takes its translations with it.
    await dropFormerParts(
      trx,
      id,
      partsOf(input).map((named) => partKey(named.part, named.tr)),
    );
    await writeProductTexts(trx, id, input, actor.at);
  });
}

/** Whether another dish of `categoryId` already has this Turkish name, the Turkish way (migration 029's key). */
export async function dishNameTaken(
  db: Kysely<Database>,
  dish: { nameTr: string; categoryId: number },
  exceptId?: number,
): Promise<boolean> {
  const other = await db
    .selectFrom('products')
    .select('id')
    .where('categoryId', '=', dish.categoryId)
    .where('nameTrKey', '=', foldTurkish(dish.nameTr))
    .$if(exceptId !== undefined, (qb) => qb.where('id', '!=', exceptId!))
    .executeTakeFirst();
  return other !== undefined;
}

/** The form's message for a name another dish of the category has. */
export const DISH_NAME_TAKEN = 'Bu kategoride bu adda bir ürün zaten var';

/** A dish's prices as a save writes them, for its price history. */
export function dishPricesOf(productId: number, input: ProductData): DishPrices {
  return { productId, priceKurus: basePriceOf(input), sizes: sizesOf(input) };
}

/** When the price of one of these dishes last changed, or null for none. */
export async function lastPriceChange(db: Kysely<Database>, ids: readonly number[]): Promise<string | null> {
  if (ids.length === 0) return null;
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('pricesChangedAt').as('changed'))
    .where('id', 'in', ids)
    .executeTakeFirst();
  return row?.changed ?? null;
}

export async function listProducts(db: Kysely<Database>, today: CalendarDay): Promise<AdminProduct[]> {
  const rows = await db.selectFrom('products').selectAll().orderBy('sortOrder').orderBy('id').execute();
  return withLinks(db, rows, { activeOnly: false, today });
}

export async function getProduct(db: Kysely<Database>, id: number, today: CalendarDay): Promise<AdminProduct> {
  const rows = await db.selectFrom('products').selectAll().where('id', '=', id).execute();
  const [product] = await withLinks(db, rows, { activeOnly: false, today });
  if (!product) throw notFound(MISSING);
  return product;
}

/**
 * The active products of active categories, in the menu's order, with their active tags and
 * ingredients and the mean of their visible reviews' ratings: what guests see.
 */
export async function readMenuProducts(
  db: Kysely<Database>,
  today: CalendarDay,
): Promise<{ products: MenuProduct[]; weeklyChoiceId: number | null }> {
  const [rows, ratings] = await Promise.all([
    db
      .selectFrom('products')
      .innerJoin('categories', 'categories.id', 'products.categoryId')
      .selectAll('products')
      .where('products.isActive', '=', 1)
      .where('categories.isActive', '=', 1)
      .orderBy('categories.sortOrder')
      .orderBy('categories.id')
      .orderBy('products.sortOrder')
      .orderBy('products.id')
      .execute(),
    db
      .selectFrom('reviews')
      .select((eb) => ['productId', eb.fn.sum<number | string>('rating').as('total'), eb.fn.countAll<number | string>().as('count')])
      .where('isVisible', '=', 1)
      .where('isSpam', '=', 0)
      .groupBy('productId')
      .execute(),
  ]);
  const ratingByProduct = new Map(ratings.map((r) => [r.productId, { total: Number(r.total), count: Number(r.count) }]));
  const products = (await withLinks(db, rows, { activeOnly: true, today })).map((product) => {
    const rating = ratingByProduct.get(product.id);
    return fieldsOf(menuProduct, {
      ...product,
      soldOut: product.soldOut !== null,
      averageRating: rating ? rating.total / rating.count : null,
      reviewCount: rating?.count ?? 0,
    });
  });
  return { products, weeklyChoiceId: rows.find((row) => row.isWeeklyChoice === 1)?.id ?? null };
}

/** The rows as records, with their tag and ingredient ids (only active ones for guests). */
async function withLinks(
  db: Kysely<Database>,
  rows: ProductRow[],
  { activeOnly, today }: { activeOnly: boolean; today: CalendarDay },
): Promise<AdminProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [tags, ingredients, texts] = await Promise.all([
    db
      .selectFrom('productTags')
      .innerJoin('tags', 'tags.id', 'productTags.tagId')
      .select(['productTags.productId', 'productTags.tagId as id'])
      .where('productTags.productId', 'in', ids)
      .$if(activeOnly, (qb) => qb.where('tags.isActive', '=', 1))
      .orderBy('productTags.tagId')
      .execute(),
    db
      .selectFrom('productIngredients')
      .innerJoin('ingredients', 'ingredients.id', 'productIngredients.ingredientId')
      .select(['productIngredients.productId', 'productIngredients.ingredientId as id'])
      .where('productIngredients.productId', 'in', ids)
      .$if(activeOnly, (qb) => qb.where('ingredients.isActive', '=', 1))
      .orderBy('productIngredients.ingredientId')
      .execute(),
    // Every dish's at once for a list (the menu), rather than a list of every id.
    recordTexts(db, 'products', rows.length === 1 ? ids : undefined),
  ]);
  const idsOf = (links: { productId: number; id: number }[]) => {
    const byProduct = new Map<number, number[]>();
    for (const link of links) byProduct.set(link.productId, [...(byProduct.get(link.productId) ?? []), link.id]);
    return byProduct;
  };
  const tagIds = idsOf(tags);
  const ingredientIds = idsOf(ingredients);
  return rows.map((row) => {
    const own = texts.get(row.id);
    return readProduct({
      ...row,
      ...textFieldsOf('products', own, storedParts(row)),
      english: own?.en,
      tagIds: tagIds.get(row.id) ?? [],
      ingredientIds: ingredientIds.get(row.id) ?? [],
      today,
    });
  });
}

type ReadRow = ProductRow &
  Pick<AdminProduct, 'tagIds' | 'ingredientIds'> &
  TextFields<'products'> & { english: LanguageTexts['en']; today: CalendarDay };

const readProduct = recordReader<ReadRow, AdminProduct>(productRecord, {
  translations: (row) => row.translations as AdminProduct['translations'],
  sizes: (row) =>
    (JSON.parse(row.sizes) as StoredSize[]).map((size) => ({
      labelTr: size.labelTr,
      labelEn: row.english?.[sizeKey(size.labelTr)] ?? '',
      priceKurus: size.priceKurus,
      grams: size.grams ?? null,
    })),
  options: (row) =>
    (JSON.parse(row.optionGroups) as StoredOptionGroup[]).map((group) => ({
      nameTr: group.nameTr,
      nameEn: row.english?.[optionKey(optionPath(group.nameTr))] ?? '',
      min: group.min,
      max: group.max,
      choices: group.choices.map((choice) => ({
        nameTr: choice.nameTr,
        nameEn: row.english?.[optionKey(optionPath(group.nameTr, choice.nameTr))] ?? '',
        priceKurus: choice.priceKurus,
        allergens: canonicalAllergens(choice.allergens),
      })),
    })),
  allergens: (row) => canonicalAllergens(JSON.parse(row.allergens) as string[]),
  soldOut: (row) => soldOutOn(row.soldOutUntil, row.today),
  availability: (row) => availabilityOf(row.availability),
  order: (row) => row.sortOrder,
});
