import { ingredientRecord, menuIngredient, type AdminIngredient, type IngredientData } from '../../../shared/schemas/ingredient.js';
import { nameKeysOf } from '../../platform/db/name-keys.js';
import type { IngredientRow } from '../../platform/db/schema.js';
import { categoryScopedReads } from '../../platform/records/category-scoped.js';
import { columnWriter, recordReader } from '../../platform/records/columns.js';
import type { TextFields } from '../../platform/records/translated.js';

export const MISSING = 'Malzeme bulunamadı';

export const toColumns = columnWriter('ingredients', (input: IngredientData) => ({
  ...nameKeysOf(input),
}));

const readIngredient = recordReader<IngredientRow & TextFields<'ingredients'>, AdminIngredient>(ingredientRecord, {
  translations: (row) => row.translations as AdminIngredient['translations'],
});

/** Every ingredient, one ingredient, and the active ingredients of active categories as guests see them. */
const ingredients = categoryScopedReads({
  table: 'ingredients',
  missing: MISSING,
  order: 'nameTr',
  read: readIngredient,
  menu: menuIngredient,
});
export const { list: listIngredients, get: getIngredient, readMenu: readMenuIngredients } = ingredients;
