import type { Kysely } from 'kysely';
import {
  ingredientRecord,
  menuIngredient,
  type AdminIngredient,
  type IngredientData,
  type MenuIngredient,
} from '../../../shared/schemas/ingredient.js';
import { nameKeysOf } from '../../platform/db/name-keys.js';
import type { Database, IngredientRow } from '../../platform/db/schema.js';
import { notFound } from '../../platform/http/errors.js';
import { columnWriter, recordReader } from '../../platform/records/columns.js';
import { fieldsOf } from '../../platform/records/fields-of.js';
import { recordTexts, textFieldsOf, type LanguageTexts, type TextFields } from '../../platform/records/translated.js';

export const MISSING = 'Malzeme bulunamadı';

export const toColumns = columnWriter('ingredients', (input: IngredientData) => ({
  ...nameKeysOf(input),
}));

export async function listIngredients(db: Kysely<Database>): Promise<AdminIngredient[]> {
  const [rows, texts] = await Promise.all([
    db.selectFrom('ingredients').selectAll().orderBy('categoryId').orderBy('nameTr').execute(),
    recordTexts(db, 'ingredients'),
  ]);
  return rows.map((row) => toAdminIngredient(row, texts.get(row.id)));
}

export async function getIngredient(db: Kysely<Database>, id: number): Promise<AdminIngredient> {
  const row = await db.selectFrom('ingredients').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MISSING);
  return toAdminIngredient(row, (await recordTexts(db, 'ingredients', [id])).get(id));
}

/** Active ingredients of active categories, as guests see them. */
export async function readMenuIngredients(db: Kysely<Database>): Promise<MenuIngredient[]> {
  const texts = await recordTexts(db, 'ingredients');
  const rows = await db
    .selectFrom('ingredients')
    .innerJoin('categories', 'categories.id', 'ingredients.categoryId')
    .selectAll('ingredients')
    .where('ingredients.isActive', '=', 1)
    .where('categories.isActive', '=', 1)
    .orderBy('ingredients.id')
    .execute();
  return rows.map((row) => fieldsOf(menuIngredient, toAdminIngredient(row, texts.get(row.id))));
}

const toAdminIngredient = (row: IngredientRow, texts: LanguageTexts | undefined) =>
  readIngredient({ ...row, ...textFieldsOf('ingredients', texts) });

const readIngredient = recordReader<IngredientRow & TextFields<'ingredients'>, AdminIngredient>(ingredientRecord, {
  translations: (row) => row.translations as AdminIngredient['translations'],
});
