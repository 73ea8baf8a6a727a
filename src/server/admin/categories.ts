import type { FastifyInstance } from 'fastify';
import type { AdminCategory } from '../../shared/admin.js';
import { categoryInput, categoryUpdate, type CategoryData } from '../../shared/schemas/category.js';
import { activeInput, reorderInput } from '../../shared/schemas/reorder.js';
import type { ServerContext } from '../context.js';
import { lockKey } from '../db/dialect.js';
import { nameKeysOf } from '../db/name-keys.js';
import type { CategoryRow, Database } from '../db/schema.js';
import type { Kysely } from 'kysely';
import { conflict, notFound, parseWith } from '../http/errors.js';
import { flagOf, isForeignKeyViolation, isUniqueViolation, recordIdOf } from '../http/records.js';
import { namesTaken, updateVersioned } from './records.js';
import { ORDER_LOCK, reorder } from './reorder.js';

const MISSING = 'Kategori bulunamadı';

export function categoryRoutes(app: FastifyInstance, { db, dialect, now }: ServerContext): void {
  app.get('/categories', async () => listCategories(db));

  app.post('/categories', async (request, reply) => {
    const input = parseWith(categoryInput, request.body);
    const stamp = now().toISOString();
    const id = await db.transaction().execute(async (trx) => {
      // New categories go last: order = the current count (spec §4), counted under the lock a
      // reorder takes, so the two never interleave.
      await lockKey(trx, dialect, ORDER_LOCK.categories);
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
    }).catch((error: unknown) => rethrowDuplicate(db, error, input));
    return reply.code(201).send(await getCategory(db, id));
  });

  app.put('/categories/order', async (request) => {
    const { ids } = parseWith(reorderInput, request.body);
    await reorder(db, dialect, 'categories', ids);
    return listCategories(db);
  });

  app.put('/categories/:id', async (request) => {
    const id = recordIdOf(request.params, MISSING);
    const { version, ...input } = parseWith(categoryUpdate, request.body);
    await updateVersioned(db, 'categories', id, version, toColumns(input), now(), MISSING).catch((error: unknown) =>
      rethrowDuplicate(db, error, input, id),
    );
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
    await db
      .transaction()
      .execute(async (trx) => {
        // Locked first: a product being added to this category holds a share of the row, so the
        // count below waits for it and sees it; one added after waits for the delete and is
        // told the category is gone. The foreign key (restrict) is the backstop.
        const locked = await trx
          .selectFrom('categories')
          .select('id')
          .where('id', '=', id)
          .$if(dialect === 'postgres', (qb) => qb.forUpdate())
          .executeTakeFirst();
        if (!locked) throw notFound(MISSING);
        const category = await getCategory(trx, id);
        if (category.productCount > 0) throw hasProducts(category);
        await trx.deleteFrom('categories').where('id', '=', id).execute();
      })
      .catch(async (error: unknown) => {
        if (isForeignKeyViolation(error)) throw hasProducts(await getCategory(db, id));
        throw error;
      });
    return reply.code(204).send();
  });
}

function toColumns(input: CategoryData) {
  return {
    nameTr: input.nameTr,
    nameEn: input.nameEn,
    ...nameKeysOf(input),
    descriptionTr: input.descriptionTr,
    descriptionEn: input.descriptionEn,
    image: input.image,
    hasMultipleSizes: flagOf(input.hasMultipleSizes),
    isActive: flagOf(input.isActive),
  };
}

const hasProducts = (category: AdminCategory) =>
  conflict(
    `"${category.nameTr}" kategorisinde ${category.productCount} ürün var. Silmeden önce ürünleri başka bir kategoriye taşıyın veya silin.`,
  );

/**
 * Category names are the guests' URLs (`/category/{name}`), matched the Turkish way, so two
 * categories may not share a name in the same language even in a different case. The unique
 * indexes on the names' keys refuse the second; this says which name is taken.
 */
async function rethrowDuplicate(db: Kysely<Database>, error: unknown, input: CategoryData, exceptId?: number): Promise<never> {
  if (!isUniqueViolation(error)) throw error;
  const taken = await namesTaken(db, 'categories', input, exceptId === undefined ? {} : { exceptId });
  const fields: Record<string, string> = {};
  if (taken.nameTr !== undefined) fields.nameTr = `"${taken.nameTr}" adında bir kategori zaten var`;
  if (taken.nameEn !== undefined) fields.nameEn = `"${taken.nameEn}" adında bir kategori zaten var`;
  throw conflict('Bu adda bir kategori zaten var.', Object.keys(fields).length > 0 ? fields : undefined);
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
