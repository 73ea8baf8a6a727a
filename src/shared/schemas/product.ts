import { z } from 'zod';
import { ALLERGEN_CODES, canonicalAllergens } from '../allergens.js';
import { answer, flag, idList, imageUrl, liraAmount, requiredText, version } from './fields.js';

export const CHOOSE_CATEGORY_MESSAGE = 'Lütfen bir kategori seçin!';

/**
 * "Tükendi": a product stays on the menu, marked sold out, either for the rest of the day (it
 * is on sale again from midnight in the restaurant's time zone) or until staff clear it.
 */
export const SOLD_OUT_STATES = ['today', 'untilCleared'] as const;
export type SoldOut = (typeof SOLD_OUT_STATES)[number];
const soldOutState = z.enum(SOLD_OUT_STATES, { error: 'Tükendi durumu bugün, kaldırılana kadar veya boş olmalı' }).nullable();

export const UNKNOWN_ALLERGEN_MESSAGE = 'Alerjenler listeden seçilmeli';

/** A product's allergen groups (shared/allergens.ts), stored in the regulation's order, each once. */
const allergenList = z
  .array(z.enum(ALLERGEN_CODES, { error: UNKNOWN_ALLERGEN_MESSAGE }), { error: 'Alerjenler bir liste olmalı' })
  .max(ALLERGEN_CODES.length * 2, { error: UNKNOWN_ALLERGEN_MESSAGE })
  .default([])
  .transform(canonicalAllergens);

/** A product as staff create it (spec §5), linked to its category, tags and ingredients by id. */
export const productInput = z.strictObject({
  nameTr: requiredText('Ürün adı (TR)', 120),
  nameEn: requiredText('Ürün adı (EN)', 120),
  descriptionTr: requiredText('Açıklama (TR)', 1000),
  descriptionEn: requiredText('Açıklama (EN)', 1000),
  price: liraAmount('Fiyat'),
  image: imageUrl(),
  categoryId: z
    .number({ error: CHOOSE_CATEGORY_MESSAGE })
    .int({ error: CHOOSE_CATEGORY_MESSAGE })
    .positive({ error: CHOOSE_CATEGORY_MESSAGE })
    .max(2 ** 31 - 1, { error: CHOOSE_CATEGORY_MESSAGE }),
  tagIds: idList('Etiket'),
  ingredientIds: idList('Malzeme'),
  allergens: allergenList,
  soldOut: soldOutState.default(null),
  isWeeklyChoice: flag('Haftanın seçimi', false),
  isActive: flag('Aktif', true),
});
export const productUpdate = productInput.extend({ version });

export type ProductInput = z.input<typeof productInput>;
export type ProductData = z.output<typeof productInput>;

/** A product as the back office reads it: the price in kuruş (D3), links by id (D4). */
export const productRecord = z.object({
  id: answer.id,
  categoryId: answer.id,
  nameTr: answer.text,
  nameEn: answer.text,
  descriptionTr: answer.text,
  descriptionEn: answer.text,
  image: answer.text,
  priceKurus: answer.kurus,
  tagIds: answer.ids,
  ingredientIds: answer.ids,
  allergens: z.array(z.enum(ALLERGEN_CODES)),
  /** Null when on sale; otherwise until when it is sold out. */
  soldOut: z.enum(SOLD_OUT_STATES).nullable(),
  isWeeklyChoice: answer.flag,
  isActive: answer.flag,
  order: answer.order,
  version: answer.version,
});
export type AdminProduct = z.infer<typeof productRecord>;

/** A product as guests see it, with its visible reviews' mean rating (null when it has none). */
export const menuProduct = productRecord.omit({ isWeeklyChoice: true, isActive: true, version: true, soldOut: true }).extend({
  /** Listed, marked "Tükendi" / "Sold out", and not to be confused with an available dish. */
  soldOut: z.boolean(),
  averageRating: z.number().min(1).max(5).nullable(),
  reviewCount: z.number().int().nonnegative(),
});
export type MenuProduct = z.infer<typeof menuProduct>;

/** `PATCH /api/admin/products/:id/sold-out`: one tap in the product list. */
export const soldOutInput = z.strictObject({
  soldOut: soldOutState,
});
