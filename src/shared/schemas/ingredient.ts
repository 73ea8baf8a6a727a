import { z } from 'zod';
import { answer, flag, recordId, version, texts, menuTexts } from './fields.js';
import { bilingualNames, optionalDescriptions, shapeOf, type StaffField } from './staff-fields.js';
import { translationsInput, translationsRecord } from './translation.js';

/**
 * An ingredient of a category's products: names and category required. The descriptions are
 * optional, although spec §5 lists them as required: the guests' filter panel shows one only
 * when there is one (spec §2), and the sample menu has ingredients without (a green pepper
 * needs no words), which staff must be able to save as they are.
 */
export const MAX_INGREDIENT_NAME = 80;

/** An ingredient's fields as staff enter them, each its rule beside what staff read of it (staff-fields.ts). */
export const INGREDIENT_FIELDS = {
  ...bilingualNames('Malzeme', MAX_INGREDIENT_NAME),
  ...optionalDescriptions(500),
  categoryId: { label: 'Kategori', schema: recordId, input: 'category', required: true, history: { shows: { names: 'categories' } } },
  isActive: { label: 'Aktif', schema: (label) => flag(label, true), input: 'check', initial: true },
  translations: { label: 'Çeviriler', schema: translationsInput('ingredients'), input: null },
} as const satisfies Record<string, StaffField>;

export const ingredientInput = z.strictObject(shapeOf(INGREDIENT_FIELDS));
export const ingredientUpdate = ingredientInput.extend({ version });

export type IngredientInput = z.input<typeof ingredientInput>;
export type IngredientData = z.output<typeof ingredientInput>;

/** An ingredient as the back office reads it. */
export const ingredientRecord = z.object({
  id: answer.id,
  categoryId: answer.id,
  ...texts('nameTr', 'nameEn', 'descriptionTr', 'descriptionEn'),
  isActive: answer.flag,
  version: answer.version,
  translations: translationsRecord('ingredients'),
});
export type AdminIngredient = z.infer<typeof ingredientRecord>;

export const menuIngredient = ingredientRecord.omit({ isActive: true, version: true, translations: true }).extend({ texts: menuTexts });
export type MenuIngredient = z.infer<typeof menuIngredient>;
