import type { Kysely } from 'kysely';
import { menuCategory, type AdminCategory, type CategoryData, type MenuCategory } from '../../shared/schemas/category.js';
import { nameKeysOf } from '../db/name-keys.js';
import type { CategoryRow, Database } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { flagOf } from '../records/db-errors.js';
import { availabilityColumn, availabilityOf } from '../records/availability.js';
import { fieldsOf } from '../records/fields-of.js';

export const MISSING = 'Kategori bulunamadı';

export function toColumns(input: CategoryData) {
  return {
    nameTr: input.nameTr,
    nameEn: input.nameEn,
    ...nameKeysOf(input),
    descriptionTr: input.descriptionTr,
    descriptionEn: input.descriptionEn,
    image: input.image,
    hasMultipleSizes: flagOf(input.hasMultipleSizes),
    availability: availabilityColumn(input.availability),
    isActive: flagOf(input.isActive),
  };
}

export async function listCategories(db: Kysely<Database>): Promise<AdminCategory[]> {
  const rows = await categoriesQuery(db).orderBy('categories.sortOrder').orderBy('categories.id').execute();
  return rows.map(toAdminCategory);
}

export async function getCategory(db: Kysely<Database>, id: number): Promise<AdminCategory> {
  const row = await categoriesQuery(db).where('categories.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MISSING);
  return toAdminCategory(row);
}

/** Active categories in the menu's order, as guests see them. */
export async function readMenuCategories(db: Kysely<Database>): Promise<MenuCategory[]> {
  const rows = await db.selectFrom('categories').selectAll().where('isActive', '=', 1).orderBy('sortOrder').orderBy('id').execute();
  return rows.map((row) => fieldsOf(menuCategory, toAdminCategory({ ...row, productCount: 0 })));
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
    availability: availabilityOf(row.availability),
    isActive: row.isActive === 1,
    order: row.sortOrder,
    version: row.version,
    productCount: Number(row.productCount ?? 0),
  };
}
