import { z } from 'zod';
import { answer, flag, optionalText, recordId, requiredText, version, texts, menuTexts } from './fields.js';
import { translationsInput, translationsRecord } from './translation.js';

/**
 * An ingredient of a category's products: names and category required. The descriptions are
 * optional, although spec §5 lists them as required: the guests' filter panel shows one only
 * when there is one (spec §2), and the sample menu has ingredients without (a green pepper
 * needs no words), which staff must be able to save as they are.
 */
export const MAX_INGREDIENT_NAME = 80;

export const ingredientInput = z.strictObject({
  nameTr: requiredText('Malzeme adı (TR)', MAX_INGREDIENT_NAME),
  nameEn: requiredText('Malzeme adı (EN)', MAX_INGREDIENT_NAME),
  descriptionTr: optionalText('Açıklama (TR)', 500),
  descriptionEn: optionalText('Açıklama (EN)', 500),
  categoryId: recordId('Kategori'),
  isActive: flag('Aktif', true),
  translations: translationsInput('ingredients'),
});
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
