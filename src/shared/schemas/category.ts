import { z } from 'zod';
import { answer, flag, imageUrl, version, texts, menuTexts } from './fields.js';
import { bilingualDescriptions, bilingualNames, shapeOf, type StaffField } from './staff-fields.js';
import { availabilityInput, availabilityRecord } from './hours.js';
import { translationsInput, translationsRecord } from './translation.js';
import { DEFAULT_VAT_RATE, VAT_RATES } from '../bill.js';

const vatRate = (label: string) =>
  z
    .union(VAT_RATES.map((rate) => z.literal(rate)) as unknown as [z.ZodLiteral<number>, z.ZodLiteral<number>], {
      error: `${label} ${VAT_RATES.map((rate) => `%${rate}`).join(', ')} olmalı`,
    })
    .default(DEFAULT_VAT_RATE);

/**
 * A category's fields as staff enter them (spec §5: names, descriptions and image required), each
 * its rule beside what staff read of it (staff-fields.ts), in its form's order.
 */
export const CATEGORY_FIELDS = {
  ...bilingualNames('Kategori', 80),
  ...bilingualDescriptions(500),
  image: { label: 'Görsel', schema: imageUrl, input: 'photo', shape: 'category', required: true },
  hasMultipleSizes: { label: 'Birden fazla boy', schema: (label) => flag(label, false), input: 'check' },
  /** Served only on some days and hours (Kahvaltı 08:00–12:00); null: whenever open. */
  availability: {
    label: 'Servis saatleri',
    schema: availabilityInput,
    input: 'availability',
    subject: 'Bu kategori',
    history: { shows: 'availability' },
  },
  /** The VAT (KDV) in its prices (D60): what a bill shows by rate. */
  vatRate: {
    label: 'KDV oranı',
    schema: vatRate,
    input: 'choice',
    initial: DEFAULT_VAT_RATE,
    choices: VAT_RATES.map((rate) => ({
      value: rate,
      label: rate === 20 ? `%${rate} (alkollü içecekler)` : rate === 10 ? `%${rate} (yiyecek ve içecek)` : `%${rate}`,
    })),
    hint: 'Fiyatlara dahil; hesapta oranına göre ayrı gösterilir',
  },
  // Not on the form (the card's switch changes it), but a PUT replaces the whole record.
  isActive: { label: 'Aktif', schema: (label) => flag(label, true), input: 'kept', initial: true },
  translations: { label: 'Çeviriler', schema: translationsInput('categories'), input: null },
} as const satisfies Record<string, StaffField>;

/** A category as staff create it. */
export const categoryInput = z.strictObject(shapeOf(CATEGORY_FIELDS));
export const categoryUpdate = categoryInput.extend({ version });

export type CategoryInput = z.input<typeof categoryInput>;
export type CategoryData = z.output<typeof categoryInput>;

/** A category as the back office reads it: inactive ones included, with its version. */
export const categoryRecord = z.object({
  id: answer.id,
  ...texts('nameTr', 'nameEn', 'descriptionTr', 'descriptionEn', 'image'),
  hasMultipleSizes: answer.flag,
  availability: availabilityRecord,
  vatRate: z.number().int().nonnegative(),
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
  .omit({ isActive: true, version: true, productCount: true, translations: true, vatRate: true })
  .extend({ texts: menuTexts });
export type MenuCategory = z.infer<typeof menuCategory>;
