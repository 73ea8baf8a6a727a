import { z } from 'zod';
import { answer, flag, imageUrl, requiredText, version, texts, menuTexts } from './fields.js';
import { availabilityInput, availabilityRecord } from './hours.js';
import { translationsInput, translationsRecord } from './translation.js';

/** A category as staff create it (spec §5: names, descriptions and image required). */
export const categoryInput = z.strictObject({
  nameTr: requiredText('Kategori adı (TR)', 80),
  nameEn: requiredText('Kategori adı (EN)', 80),
  descriptionTr: requiredText('Açıklama (TR)', 500),
  descriptionEn: requiredText('Açıklama (EN)', 500),
  image: imageUrl(),
  hasMultipleSizes: flag('Birden fazla boy', false),
  /** Served only on some days and hours (Kahvaltı 08:00–12:00); null: whenever open. */
  availability: availabilityInput,
  isActive: flag('Aktif', true),
  translations: translationsInput('categories'),
});
export const categoryUpdate = categoryInput.extend({ version });

export type CategoryInput = z.input<typeof categoryInput>;
export type CategoryData = z.output<typeof categoryInput>;

/** A category as the back office reads it: inactive ones included, with its version. */
export const categoryRecord = z.object({
  id: answer.id,
  ...texts('nameTr', 'nameEn', 'descriptionTr', 'descriptionEn', 'image'),
  hasMultipleSizes: answer.flag,
  availability: availabilityRecord,
  isActive: answer.flag,
  order: answer.order,
  version: answer.version,
  /** How many products (active or not) it holds: a category with products cannot be deleted. */
  productCount: z.number().int().nonnegative(),
  translations: translationsRecord('categories'),
});
export type AdminCategory = z.infer<typeof categoryRecord>;

/**
 * Why a category that still holds products is not deleted: the server's refusal says it, and
 * the categories page says it at once, before asking, since it knows the count too.
 */
export const categoryHasProducts = ({ nameTr, productCount }: Pick<AdminCategory, 'nameTr' | 'productCount'>): string =>
  `"${nameTr}" kategorisinde ${productCount} ürün var. Silmeden önce ürünleri başka bir kategoriye taşıyın veya silin.`;

/** A category as guests see it (`GET /api/menu`): only active ones appear. */
export const menuCategory = categoryRecord
  .omit({ isActive: true, version: true, productCount: true, translations: true })
  .extend({ texts: menuTexts });
export type MenuCategory = z.infer<typeof menuCategory>;
