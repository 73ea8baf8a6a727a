import { z } from 'zod';
import { flag, recordId, requiredText, version } from './fields.js';

/** An ingredient of a category's products (spec §5: names, descriptions and category required). */
export const ingredientInput = z.strictObject({
  nameTr: requiredText('Malzeme adı (TR)', 80),
  nameEn: requiredText('Malzeme adı (EN)', 80),
  descriptionTr: requiredText('Açıklama (TR)', 500),
  descriptionEn: requiredText('Açıklama (EN)', 500),
  categoryId: recordId('Kategori'),
  isActive: flag('Aktif', true),
});
export const ingredientUpdate = ingredientInput.extend({ version });

export type IngredientInput = z.input<typeof ingredientInput>;
export type IngredientData = z.output<typeof ingredientInput>;
