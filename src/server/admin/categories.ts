import type { FastifyInstance } from 'fastify';
import type { AdminCategory } from '../../shared/admin.js';
import { categoryInput, categoryUpdate, type CategoryData } from '../../shared/schemas/category.js';
import { activeInput, reorderInput } from '../../shared/schemas/reorder.js';
import { foldTurkish } from '../../shared/text.js';
import type { ServerContext } from '../context.js';
import type { CategoryRow, Database } from '../db/schema.js';
import type { Kysely } from 'kysely';
import { conflict, notFound, parseWith } from '../http/errors.js';
import { flagOf, isUniqueViolation, recordIdOf } from '../http/records.js';
import { updateVersioned } from './records.js';
import { reorder } from './reorder.js';

const MISSING = 'Kategori bulunamadı';

export function categoryRoutes(app: FastifyInstance, { db, now }: ServerContext): void {
  app.get('/categories', async () => listCategories(db));

  app.post('/categories', async (request, reply) => {
    const input = parseWith(categoryInput, request.body);
    await assertUniqueNames(db, input);
    const stamp = now().toISOString();
    const id = await db.transaction().execute(async (trx) => {
      // New categories go last: order = the current count (spec §4).
      const { n } = await trx
        .selectFrom('categories')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto('categories')
        .values({ ...toColumns(input), sortOrder: Number(n), createdAt: stamp, updatedAt: stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    }).catch(rethrowDuplicate);
    return reply.code(201).send(await getCategory(db, id));
  });

  app.put('/categories/order', async (request) => {
    const { ids } = parseWith(reorderInput, request.body);
    await reorder(db, 'categories', ids);
    return listCategories(db);
  });

  app.put('/categories/:id', async (request) => {
    const id = recordIdOf(request.params, MISSING);
    const { version, ...input } = parseWith(categoryUpdate, request.body);
    if (!(await exists(db, id))) throw notFound(MISSING);
    await assertUniqueNames(db, input, id);
    await updateVersioned(db, 'categories', id, version, toColumns(input), now(), MISSING).catch(rethrowDuplicate);
    return getCategory(db, id);
  });

  app.patch('/categories/:id/active', async (request) => {
    const id = recordIdOf(request.params, MISSING);
    const { isActive } = parseWith(activeInput, request.body);
    const result = await db
      .updateTable('categories')
      .set((eb) => ({ isActive: flagOf(isActive), version: eb('version', '+', 1), updatedAt: now().toISOString() }))
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw notFound(MISSING);
    return getCategory(db, id);
  });

  app.delete('/categories/:id', async (request, reply) => {
    const id = recordIdOf(request.params, MISSING);
    const category = await getCategory(db, id);
    if (category.productCount > 0) {
      throw conflict(
        `"${category.nameTr}" kategorisinde ${category.productCount} ürün var. Silmeden önce ürünleri başka bir kategoriye taşıyın veya silin.`,
      );
    }
    await db.deleteFrom('categories').where('id', '=', id).execute();
    return reply.code(204).send();
  });
}

function toColumns(input: CategoryData) {
  return {
    nameTr: input.nameTr,
    nameEn: input.nameEn,
    descriptionTr: input.descriptionTr,
    descriptionEn: input.descriptionEn,
    image: input.image,
    hasMultipleSizes: flagOf(input.hasMultipleSizes),
    isActive: flagOf(input.isActive),
  };
}

/**
 * Category names are the guests' URLs (`/category/{name}`), matched the Turkish way, so two
 * categories may not share a name in the same language even in a different case.
 */
async function assertUniqueNames(db: Kysely<Database>, input: { nameTr: string; nameEn: string }, exceptId?: number) {
  const others = await db.selectFrom('categories').select(['id', 'nameTr', 'nameEn']).execute();
  const fields: Record<string, string> = {};
  for (const other of others) {
    if (other.id === exceptId) continue;
    if (foldTurkish(other.nameTr) === foldTurkish(input.nameTr)) fields.nameTr = `"${other.nameTr}" adında bir kategori zaten var`;
    if (foldTurkish(other.nameEn) === foldTurkish(input.nameEn)) fields.nameEn = `"${other.nameEn}" adında bir kategori zaten var`;
  }
  if (Object.keys(fields).length > 0) throw conflict('Bu adda bir kategori zaten var.', fields);
}

function rethrowDuplicate(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict('Bu adda bir kategori zaten var.');
  throw error;
}

async function exists(db: Kysely<Database>, id: number): Promise<boolean> {
  return (await db.selectFrom('categories').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

async function listCategories(db: Kysely<Database>): Promise<AdminCategory[]> {
  const rows = await categoriesQuery(db).orderBy('categories.sortOrder').orderBy('categories.id').execute();
  return rows.map(toAdminCategory);
}

async function getCategory(db: Kysely<Database>, id: number): Promise<AdminCategory> {
  const row = await categoriesQuery(db).where('categories.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MISSING);
  return toAdminCategory(row);
}

function categoriesQuery(db: Kysely<Database>) {
  return db
    .selectFrom('categories')
    .selectAll('categories')
    .select((eb) =>
      eb
        .selectFrom('products')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('products.categoryId', '=', 'categories.id')
        .as('productCount'),
    );
}

function toAdminCategory(row: CategoryRow & { productCount: number | string | null }): AdminCategory {
  return {
    id: row.id,
    nameTr: row.nameTr,
    nameEn: row.nameEn,
    descriptionTr: row.descriptionTr,
    descriptionEn: row.descriptionEn,
    image: row.image,
    hasMultipleSizes: row.hasMultipleSizes === 1,
    isActive: row.isActive === 1,
    order: row.sortOrder,
    version: row.version,
    productCount: Number(row.productCount ?? 0),
  };
}
