import { z } from 'zod';
import { flag, idList, imageUrl, liraAmount, requiredText, version } from './fields.js';

export const CHOOSE_CATEGORY_MESSAGE = 'Lütfen bir kategori seçin!';

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
  isWeeklyChoice: flag('Haftanın seçimi', false),
  isActive: flag('Aktif', true),
});
export const productUpdate = productInput.extend({ version });

export type ProductInput = z.input<typeof productInput>;
export type ProductData = z.output<typeof productInput>;
