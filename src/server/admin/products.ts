import type { FastifyInstance } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { AdminProduct } from '../../shared/admin.js';
import { CHOOSE_CATEGORY_MESSAGE, productInput, productUpdate, type ProductData } from '../../shared/schemas/product.js';
import { activeInput, reorderInput } from '../../shared/schemas/reorder.js';
import { recordAuditEvent } from '../audit/record.js';
import { staffOf } from '../auth/guards.js';
import type { ServerContext } from '../context.js';
import { lockKey, type DialectName } from '../db/dialect.js';
import type { Database, ProductRow } from '../db/schema.js';
import { conflict, HttpError, notFound, parseWith } from '../http/errors.js';
import { flagOf, isForeignKeyViolation, isUniqueViolation, recordIdOf } from '../http/records.js';
import { updateVersioned, deleteById } from './records.js';
import { ORDER_LOCK, reorder } from './reorder.js';

const MISSING = 'Ürün bulunamadı';

/** Saves that choose a weekly choice take turns under this lock (see takeWeeklyChoice). */
const WEEKLY_CHOICE_LOCK = 'weekly-choice';

export function productRoutes(app: FastifyInstance, { db, dialect, now }: ServerContext): void {
  app.get('/products', async () => listProducts(db));

  app.post('/products', async (request, reply) => {
    const input = parseWith(productInput, request.body);
    const stamp = now().toISOString();
    const id = await db.transaction().execute(async (trx) => {
      // New products go last: order = the current count (spec §4), counted under the lock a
      // reorder takes, so the two never interleave.
      await lockKey(trx, dialect, ORDER_LOCK.products);
      if (input.isWeeklyChoice) await takeWeeklyChoice(trx, dialect, undefined, stamp);
      await assertLinks(trx, dialect, input);
      const { n } = await trx
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      const { id } = await trx
        .insertInto('products')
        .values({ ...toColumns(input), sortOrder: Number(n), createdAt: stamp, updatedAt: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writeLinks(trx, id, input);
      return id;
    }).catch(rethrow);
    return reply.code(201).send(await getProduct(db, id));
  });

  app.put('/products/order', async (request) => {
    const { ids } = parseWith(reorderInput, request.body);
    await reorder(db, dialect, 'products', ids);
    return listProducts(db);
  });

  app.put('/products/:id', async (request) => {
    const id = recordIdOf(request.params, MISSING);
    const { version, ...input } = parseWith(productUpdate, request.body);
    const by = staffOf(request); // audit
    await db.transaction().execute(async (trx) => {
      const at = now();
      // --- audit: the product as it was. A save that succeeds sent this very version, so no
      // other save can have come between this read and the update. ---
      const before = await getProduct(trx, id);
      if (input.isWeeklyChoice) await takeWeeklyChoice(trx, dialect, id, at.toISOString());
      await assertLinks(trx, dialect, input);
      await updateVersioned(trx, 'products', id, version, toColumns(input), at, MISSING);
      await trx.deleteFrom('productTags').where('productId', '=', id).execute();
      await trx.deleteFrom('productIngredients').where('productId', '=', id).execute();
      await writeLinks(trx, id, input);
      // --- audit: the changed fields, in this transaction (a failed save leaves no event) ---
      const after = await getProduct(trx, id);
      await recordAuditEvent(trx, { at, by, action: 'update', resource: 'products', recordId: id, before, after }, request.log);
    }).catch(rethrow);
    return getProduct(db, id);
  });

  app.patch('/products/:id/active', async (request) => {
    const id = recordIdOf(request.params, MISSING);
    const { isActive } = parseWith(activeInput, request.body);
    const result = await db
      .updateTable('products')
      .set((eb) => ({ isActive: flagOf(isActive), version: eb('version', '+', 1), updatedAt: now().toISOString() }))
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(MISSING);
    return getProduct(db, id);
  });

  app.delete('/products/:id', async (request, reply) => {
    const id = recordIdOf(request.params, MISSING);
    await deleteById(db, 'products', id, MISSING);
    return reply.code(204).send();
  });
}

function toColumns(input: ProductData) {
  return {
    categoryId: input.categoryId,
    nameTr: input.nameTr,
    nameEn: input.nameEn,
    descriptionTr: input.descriptionTr,
    descriptionEn: input.descriptionEn,
    image: input.image,
    priceKurus: input.price,
    isWeeklyChoice: flagOf(input.isWeeklyChoice),
    isActive: flagOf(input.isActive),
  };
}

/**
 * The category must exist, and the tags and ingredients must be that category's. On PostgreSQL
 * the rows found are held (FOR KEY SHARE) until the save commits: a delete of one of them waits
 * for the save, and a save that comes after a delete finds the row gone and says so.
 */
async function assertLinks(trx: Transaction<Database>, dialect: DialectName, input: ProductData): Promise<void> {
  const held = dialect === 'postgres';
  const category = await trx
    .selectFrom('categories')
    .select('id')
    .where('id', '=', input.categoryId)
    .$if(held, (qb) => qb.forKeyShare())
    .executeTakeFirst();
  if (!category) throw new HttpError(400, 'validation', CHOOSE_CATEGORY_MESSAGE, { categoryId: CHOOSE_CATEGORY_MESSAGE });
  const fields: Record<string, string> = {};
  if (input.tagIds.length > 0) {
    const found = await trx
      .selectFrom('tags')
      .select(['id', 'categoryId'])
      .where('id', 'in', input.tagIds)
      .orderBy('id')
      .$if(held, (qb) => qb.forKeyShare())
      .execute();
    if (found.length !== input.tagIds.length) fields.tagIds = 'Seçilen etiketlerden biri artık yok; sayfayı yenileyip tekrar deneyin';
    else if (found.some((tag) => tag.categoryId !== input.categoryId)) fields.tagIds = 'Etiketler seçilen kategoriye ait olmalı';
  }
  if (input.ingredientIds.length > 0) {
    const found = await trx
      .selectFrom('ingredients')
      .select(['id', 'categoryId'])
      .where('id', 'in', input.ingredientIds)
      .orderBy('id')
      .$if(held, (qb) => qb.forKeyShare())
      .execute();
    if (found.length !== input.ingredientIds.length) {
      fields.ingredientIds = 'Seçilen malzemelerden biri artık yok; sayfayı yenileyip tekrar deneyin';
    } else if (found.some((ingredient) => ingredient.categoryId !== input.categoryId)) {
      fields.ingredientIds = 'Malzemeler seçilen kategoriye ait olmalı';
    }
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
async function takeWeeklyChoice(trx: Transaction<Database>, dialect: DialectName, productId: number | undefined, stamp: string) {
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

/**
 * Backstops for what the locks above already prevent (e.g. a server of an older version
 * saving alongside): a clean refusal instead of a 500.
 */
function rethrow(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw conflict('Haftanın seçimi aynı anda başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.');
  }
  if (isForeignKeyViolation(error)) {
    throw conflict('Seçilen kategori, etiket veya malzeme siz kaydederken silindi. Sayfayı yenileyip tekrar deneyin.');
  }
  throw error;
}

async function writeLinks(trx: Transaction<Database>, productId: number, input: ProductData): Promise<void> {
  if (input.tagIds.length > 0) {
    await trx.insertInto('productTags').values(input.tagIds.map((tagId) => ({ productId, tagId }))).execute();
  }
  if (input.ingredientIds.length > 0) {
    await trx
      .insertInto('productIngredients')
      .values(input.ingredientIds.map((ingredientId) => ({ productId, ingredientId })))
      .execute();
  }
}

async function listProducts(db: Kysely<Database>): Promise<AdminProduct[]> {
  const rows = await db.selectFrom('products').selectAll().orderBy('sortOrder').orderBy('id').execute();
  return withLinks(db, rows);
}

async function getProduct(db: Kysely<Database>, id: number): Promise<AdminProduct> {
  const rows = await db.selectFrom('products').selectAll().where('id', '=', id).execute();
  const [product] = await withLinks(db, rows);
  if (!product) throw notFound(MISSING);
  return product;
}

async function withLinks(db: Kysely<Database>, rows: ProductRow[]): Promise<AdminProduct[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [tags, ingredients] = await Promise.all([
    db.selectFrom('productTags').select(['productId', 'tagId']).where('productId', 'in', ids).orderBy('tagId').execute(),
    db
      .selectFrom('productIngredients')
      .select(['productId', 'ingredientId'])
      .where('productId', 'in', ids)
      .orderBy('ingredientId')
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    categoryId: row.categoryId,
    nameTr: row.nameTr,
    nameEn: row.nameEn,
    descriptionTr: row.descriptionTr,
    descriptionEn: row.descriptionEn,
    image: row.image,
    priceKurus: row.priceKurus,
    tagIds: tags.filter((t) => t.productId === row.id).map((t) => t.tagId),
    ingredientIds: ingredients.filter((i) => i.productId === row.id).map((i) => i.ingredientId),
    isWeeklyChoice: row.isWeeklyChoice === 1,
    isActive: row.isActive === 1,
    order: row.sortOrder,
    version: row.version,
  }));
}
