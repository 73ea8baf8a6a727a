import type { Kysely } from 'kysely';
import {
  categoryHasProducts,
  categoryRecord,
  menuCategory,
  type AdminCategory,
  type CategoryData,
  type MenuCategory,
} from '../../../shared/schemas/category.js';
import { auditedChange, auditedCreate, type Actor } from '../../platform/audit/audited.js';
import { lockKey } from '../../platform/db/dialect.js';
import { nameKeysOf } from '../../platform/db/name-keys.js';
import type { CategoryRow, Database } from '../../platform/db/schema.js';
import { assertPhotoExists } from '../media/queries.js';
import { ORDER_LOCK } from '../../platform/records/reorder.js';
import { conflict, notFound } from '../../platform/http/errors.js';
import { availabilityColumn, availabilityOf } from '../../platform/records/availability.js';
import { columnWriter, recordReader } from '../../platform/records/columns.js';
import { fieldsOf } from '../../platform/records/fields-of.js';
import { recordTexts, textFieldsOf, writeTexts, type LanguageTexts, type TextFields } from '../../platform/records/translated.js';

export const MISSING = 'Kategori bulunamadı';

export const toColumns = columnWriter('categories', (input: CategoryData) => ({
  ...nameKeysOf(input),
  availability: availabilityColumn(input.availability),
}));

export async function listCategories(db: Kysely<Database>): Promise<AdminCategory[]> {
  const rows = await categoriesQuery(db).orderBy('categories.sortOrder').orderBy('categories.id').execute();
  const texts = await recordTexts(db, 'categories');
  return rows.map((row) => toAdminCategory(row, texts.get(row.id)));
}

export async function getCategory(db: Kysely<Database>, id: number): Promise<AdminCategory> {
  const row = await categoriesQuery(db).where('categories.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MISSING);
  return toAdminCategory(row, (await recordTexts(db, 'categories', [id])).get(id));
}

/** Adds a category at the end of the list, with its entry in the change history; its id. */
export async function createCategory(db: Kysely<Database>, actor: Actor, input: CategoryData): Promise<number> {
  const stamp = actor.at.toISOString();
  return db.transaction().execute(async (trx) => {
    // New categories go last: order = the current count (spec §4), counted under the lock a
    // reorder takes, so the two never interleave.
    await lockKey(trx, actor.dialect, ORDER_LOCK.categories);
    await assertPhotoExists(trx, actor.dialect, input.image);
    const { n } = await trx
      .selectFrom('categories')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('categories')
      .values({ ...toColumns(input), sortOrder: Number(n), createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeTexts(trx, 'categories', row.id, input, actor.at);
    await auditedCreate(trx, actor, 'categories', row.id, getCategory);
    return row.id;
  });
}

/** Deletes a category that has no products, with its entry in the change history. */
export async function deleteCategory(db: Kysely<Database>, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Locked first: a product being added to this category holds a share of the row, so the
    // count below waits for it and sees it; one added after waits for the delete and is
    // told the category is gone. The foreign key (restrict) is the backstop.
    const locked = await trx
      .selectFrom('categories')
      .select('id')
      .where('id', '=', id)
      .$if(actor.dialect === 'postgres', (qb) => qb.forUpdate())
      .executeTakeFirst();
    if (!locked) throw notFound(MISSING);
    const category = await getCategory(trx, id);
    if (category.productCount > 0) throw hasProducts(category);
    await auditedChange(trx, actor, { action: 'delete', resource: 'categories', id, read: getCategory }, (del) =>
      del.deleteFrom('categories').where('id', '=', id).execute(),
    );
  });
}

/** The refusal to delete a category that still has products, naming how many. */
export const hasProducts = (category: AdminCategory) => conflict(categoryHasProducts(category));

/** Active categories in the menu's order, as guests see them. */
export async function readMenuCategories(db: Kysely<Database>): Promise<MenuCategory[]> {
  const [rows, texts] = await Promise.all([
    db.selectFrom('categories').selectAll().where('isActive', '=', 1).orderBy('sortOrder').orderBy('id').execute(),
    recordTexts(db, 'categories'),
  ]);
  return rows.map((row) => fieldsOf(menuCategory, toAdminCategory({ ...row, productCount: 0 }, texts.get(row.id))));
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

const toAdminCategory = (row: CategoryRow & { productCount: number | string | null }, texts: LanguageTexts | undefined) =>
  readCategory({ ...row, ...textFieldsOf('categories', texts) });

const readCategory = recordReader<CategoryRow & { productCount: number | string | null } & TextFields<'categories'>, AdminCategory>(
  categoryRecord,
  {
    translations: (row) => row.translations as AdminCategory['translations'],
    availability: (row) => availabilityOf(row.availability),
    order: (row) => row.sortOrder,
    productCount: (row) => Number(row.productCount ?? 0),
  },
);
