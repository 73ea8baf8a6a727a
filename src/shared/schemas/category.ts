import { z } from 'zod';
import { flag, imageUrl, requiredText, version } from './fields.js';

/** A category as staff create it (spec §5: names, descriptions and image required). */
export const categoryInput = z.strictObject({
  nameTr: requiredText('Kategori adı (TR)', 80),
  nameEn: requiredText('Kategori adı (EN)', 80),
  descriptionTr: requiredText('Açıklama (TR)', 500),
  descriptionEn: requiredText('Açıklama (EN)', 500),
  image: imageUrl(),
  hasMultipleSizes: flag('Birden fazla boy', false),
  isActive: flag('Aktif', true),
});
export const categoryUpdate = categoryInput.extend({ version });

export type CategoryInput = z.input<typeof categoryInput>;
export type CategoryData = z.output<typeof categoryInput>;
