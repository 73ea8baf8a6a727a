import { z } from 'zod';
import { ALLERGEN_CODES, allergensOf, type AllergenCode } from '../allergens.js';
import { kurusToDecimalText } from '../money-input.js';
import { foldTurkish } from '../text.js';
import { availabilityInput, availabilityRecord } from './hours.js';
import { answer, flag, idList, imageUrl, optionalLiraAmount, requiredText, version, texts, menuTexts } from './fields.js';
import { bilingualDescriptions, bilingualNames, shapeOf, type FiledField } from './staff-fields.js';
import { translationsInput, translationsRecord, type RecordTranslations } from './translation.js';

/** Codes in the regulation's order, each once: how a product's list is stored and answered. */
export function canonicalAllergens(codes: readonly string[]): AllergenCode[] {
  return allergensOf(codes).map((allergen) => allergen.code);
}

export const CHOOSE_CATEGORY_MESSAGE = 'Lütfen bir kategori seçin!';

/**
 * "Tükendi": a product stays on the menu, marked sold out, either for the rest of the day (it
 * is on sale again from midnight in the restaurant's time zone) or until staff clear it.
 */
export const SOLD_OUT_STATES = ['today', 'untilCleared'] as const;
export type SoldOut = (typeof SOLD_OUT_STATES)[number];
/** What staff read of a sold-out state (a badge, a spreadsheet's column). */
export const SOLD_OUT_LABELS: Record<SoldOut, string> = {
  today: 'Bugün tükendi',
  untilCleared: 'Tükendi',
};
const soldOutState = z.enum(SOLD_OUT_STATES, { error: 'Tükendi durumu bugün, kaldırılana kadar veya boş olmalı' }).nullable();

export const UNKNOWN_ALLERGEN_MESSAGE = 'Alerjenler listeden seçilmeli';

/** A product's allergen groups (shared/allergens.ts), stored in the regulation's order, each once. */
const allergenList = z
  .array(z.enum(ALLERGEN_CODES, { error: UNKNOWN_ALLERGEN_MESSAGE }), { error: 'Alerjenler bir liste olmalı' })
  .max(ALLERGEN_CODES.length * 2, { error: UNKNOWN_ALLERGEN_MESSAGE })
  .default([])
  .transform(canonicalAllergens);

/** A whole number typed in a form (or sent as one), from `min` to `max`; empty for none. */
function optionalCount(message: string, min: number, max: number) {
  return z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
      const number = typeof value === 'number' ? value : /^\s*\d{1,5}\s*$/.test(value) ? Number(value) : NaN;
      if (!Number.isInteger(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return number;
    });
}

/** The most kilocalories a serving may have: a whole family's platter stays well below. */
export const MAX_CALORIES = 5000;
/** Kilocalories per serving, typed as a whole number (or sent as one); empty for none. */
const calories = optionalCount(`Kalori 0 ile ${MAX_CALORIES} arasında bir tam sayı olmalı`, 0, MAX_CALORIES);

/** The most a portion may weigh in grams: a family's tray of pide stays well below. */
export const MAX_GRAMS = 10_000;
/**
 * A portion's weight in grams, as the price list must say it for döner, iskender and hamburger
 * and an inspector may ask of any dish (a pide's by its size); empty for none.
 */
const grams = (subject: string) => optionalCount(`${subject} gramajı 1 ile ${MAX_GRAMS} arasında bir tam sayı olmalı`, 1, MAX_GRAMS);

/** A product's sizes: none (one price), or two to MAX_SIZES, each with its own price. */
export const MAX_SIZES = 6;
export const TOO_FEW_SIZES_MESSAGE = 'En az iki boy girin ya da boyları kaldırıp tek fiyat yazın';

/** One size as staff type it: Küçük / Small, ₺100,00. */
const sizeInput = z.strictObject(
  {
    labelTr: requiredText('Boy adı (TR)', 40),
    labelEn: requiredText('Boy adı (EN)', 40),
    price: optionalLiraAmount('Boy fiyatı'),
    grams: grams('Boyun'),
  },
  { error: 'Her boyun adı ve fiyatı olmalı' },
);

const sizeList = z
  .array(sizeInput, { error: 'Boylar bir liste olmalı' })
  .max(MAX_SIZES, { error: `En fazla ${MAX_SIZES} boy girilebilir` })
  .default([]);

/**
 * A dish's option groups (D58): "Acı" (one choice, none or one), "Yanında" (one of Ayran, Şalgam),
 * "Çıkarılsın" (any of soğan, maydanoz). A guest picks from `min` to `max` choices of each; a
 * choice may cost more (₺0 or more) and add allergens of its own (cheese adds milk).
 */
export const MAX_OPTION_GROUPS = 6;
export const MAX_OPTION_CHOICES = 8;
export const OPTION_NAME_MAX = 40;

/** A whole number typed in a form (or sent as one), from `min` to `max`. */
function requiredCount(message: string, min: number, max: number) {
  return optionalCount(message, min, max).transform((value, ctx) => {
    if (value === null) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return value;
  });
}

/**
 * A group's or a choice's Turkish name: a choice's key joins it to its group's with '/'
 * (optionPath), so a name holds none, and "Sos/Acı" names one choice of one group only.
 */
const optionNameTr = (label: string) =>
  requiredText(label, OPTION_NAME_MAX).refine((name) => !name.includes('/'), { error: `${label} "/" içeremez` });

/** One choice as staff type it: soğan / onion, +₺0, no allergens. */
const optionChoiceInput = z.strictObject(
  {
    nameTr: optionNameTr('Seçenek adı (TR)'),
    nameEn: requiredText('Seçenek adı (EN)', OPTION_NAME_MAX),
    /** What it adds to the line's price; blank for nothing. */
    price: optionalLiraAmount('Fiyat farkı').transform((kurus) => kurus ?? 0),
    allergens: allergenList,
  },
  { error: 'Her seçeneğin adı olmalı' },
);

const optionGroupInput = z.strictObject(
  {
    nameTr: optionNameTr('Grup adı (TR)'),
    nameEn: requiredText('Grup adı (EN)', OPTION_NAME_MAX),
    min: requiredCount(`En az 0 ile ${MAX_OPTION_CHOICES} arasında bir tam sayı olmalı`, 0, MAX_OPTION_CHOICES),
    max: requiredCount(`En çok 1 ile ${MAX_OPTION_CHOICES} arasında bir tam sayı olmalı`, 1, MAX_OPTION_CHOICES),
    choices: z
      .array(optionChoiceInput, { error: 'Seçenekler bir liste olmalı' })
      .min(1, { error: 'Grubun en az bir seçeneği olmalı' })
      .max(MAX_OPTION_CHOICES, { error: `Bir grupta en fazla ${MAX_OPTION_CHOICES} seçenek olabilir` }),
  },
  { error: 'Her grubun adı ve seçenekleri olmalı' },
);

const optionGroupList = z
  .array(optionGroupInput, { error: 'Seçenek grupları bir liste olmalı' })
  .max(MAX_OPTION_GROUPS, { error: `En fazla ${MAX_OPTION_GROUPS} seçenek grubu girilebilir` })
  .default([])
  .superRefine((groups, ctx) => {
    const groupNames = new Set<string>();
    groups.forEach((group, index) => {
      const name = foldTurkish(group.nameTr);
      if (groupNames.has(name)) ctx.addIssue({ code: 'custom', path: [index, 'nameTr'], message: 'Grup adları farklı olmalı' });
      groupNames.add(name);
      if (group.min > group.max) ctx.addIssue({ code: 'custom', path: [index, 'min'], message: 'En az, en çoktan büyük olamaz' });
      if (group.max > group.choices.length) {
        ctx.addIssue({ code: 'custom', path: [index, 'max'], message: `En çok, seçenek sayısını (${group.choices.length}) geçemez` });
      }
      const choiceNames = new Set<string>();
      group.choices.forEach((choice, at) => {
        const folded = foldTurkish(choice.nameTr);
        if (choiceNames.has(folded)) {
          ctx.addIssue({ code: 'custom', path: [index, 'choices', at, 'nameTr'], message: 'Bir gruptaki seçenekler farklı olmalı' });
        }
        choiceNames.add(folded);
      });
    });
  });

/** A group's or a choice's key among a dish's options: `Çıkarılsın`, `Çıkarılsın/soğan` (their Turkish names). */
export const optionPath = (groupTr: string, choiceTr?: string) => (choiceTr === undefined ? groupTr : `${groupTr}/${choiceTr}`);

interface OptionNamed {
  nameTr: string;
  nameEn?: string;
}

/**
 * Every group and choice of a dish's options, in the dish's order, by its key (optionPath) with
 * its own names (English empty where the groups given have none, as stored).
 */
export function optionEntries(
  groups: readonly (OptionNamed & { choices: readonly OptionNamed[] })[],
): { path: string; nameTr: string; nameEn: string }[] {
  const entry = (path: string, named: OptionNamed) => ({ path, nameTr: named.nameTr, nameEn: named.nameEn ?? '' });
  return groups.flatMap((group) => [
    entry(optionPath(group.nameTr), group),
    ...group.choices.map((choice) => entry(optionPath(group.nameTr, choice.nameTr), choice)),
  ]);
}

const categoryId = z
  .number({ error: CHOOSE_CATEGORY_MESSAGE })
  .int({ error: CHOOSE_CATEGORY_MESSAGE })
  .positive({ error: CHOOSE_CATEGORY_MESSAGE })
  .max(2 ** 31 - 1, { error: CHOOSE_CATEGORY_MESSAGE });

const productTexts = { ...bilingualNames('Ürün', 120), ...bilingualDescriptions(1000) };

/**
 * A product's fields as staff enter them (spec §5), each its rule beside what staff read of it
 * (staff-fields.ts): the form draws them in this order, the change history names and shows them
 * so, and the menu's spreadsheet (menu-file.ts) gives each its column or says why it has none. A
 * plain new field is one line here; the form, the history and the file follow.
 */
export const PRODUCT_FIELDS = {
  nameTr: { ...productTexts.nameTr, file: { as: 'text', header: 'Ürün' } },
  nameEn: { ...productTexts.nameEn, file: { as: 'text', header: 'Ürün (EN)' } },
  descriptionTr: { ...productTexts.descriptionTr, file: { as: 'text', header: 'Açıklama' } },
  descriptionEn: { ...productTexts.descriptionEn, file: { as: 'text', header: 'Açıklama (EN)' } },
  /** The one price; a product with sizes has none of its own (each size has its price). */
  price: {
    label: 'Fiyat (₺)',
    schema: optionalLiraAmount('Fiyat'),
    input: 'money',
    required: true,
    hint: 'Örn. 120,50',
    history: { field: 'priceKurus', label: 'Fiyat', shows: 'lira' },
    file: 'own',
  },
  /** The one portion's weight; a product with sizes has each size's instead. */
  grams: {
    label: 'Gramaj (g)',
    schema: grams('Porsiyon'),
    input: 'count',
    hint: 'Bir porsiyonun ağırlığı; menüde ve fiyat listesinde fiyatın yanında yazar',
    file: 'own',
  },
  sizes: {
    label: 'Boylar ve fiyatları',
    schema: sizeList,
    input: 'own',
    initial: [],
    history: { label: 'Boylar', shows: 'sizes' },
    file: 'own',
  },
  options: {
    label: 'Seçenekler',
    schema: optionGroupList,
    input: 'own',
    initial: [],
    history: { shows: 'options' },
    file: 'own',
  },
  image: { label: 'Görsel', schema: imageUrl, input: 'photo', shape: 'product', required: true, file: 'own' },
  categoryId: {
    label: 'Kategori',
    schema: categoryId,
    input: 'category',
    required: true,
    history: { shows: { names: 'categories' } },
    file: 'own',
  },
  tagIds: {
    label: 'Etiketler',
    schema: idList('Etiket'),
    input: 'own',
    initial: [],
    history: { shows: { names: 'tags' } },
    file: { as: 'names', of: 'tags' },
  },
  ingredientIds: {
    label: 'Malzemeler',
    schema: idList('Malzeme'),
    input: 'own',
    initial: [],
    history: { shows: { names: 'ingredients' } },
    file: { as: 'names', of: 'ingredients' },
  },
  allergens: {
    label: 'Alerjenler',
    schema: allergenList,
    input: 'own',
    initial: [],
    history: { shows: 'allergens' },
    file: { as: 'allergens' },
  },
  calories: {
    label: 'Kalori (kcal)',
    schema: calories,
    input: 'count',
    hint: 'Bir porsiyonun; boş bırakılırsa menüde yazmaz',
    file: { as: 'count', header: 'Kalori' },
  },
  soldOut: {
    label: 'Satış durumu',
    schema: soldOutState.default(null),
    input: 'choice',
    initial: null,
    choices: [
      { value: null, label: 'Satışta' },
      { value: 'today', label: 'Bugün tükendi (gece yarısı yeniden satışta)' },
      { value: 'untilCleared', label: 'Tükendi (kaldırılana kadar)' },
    ],
    history: { label: 'Tükendi', shows: { values: SOLD_OUT_LABELS } },
    file: { as: 'choice', header: 'Satış', labels: SOLD_OUT_LABELS, none: 'Satışta', noun: 'satış durumu' },
  },
  /** Served only on some days and hours; null: whenever its category is. */
  availability: {
    label: 'Servis saatleri',
    schema: availabilityInput,
    input: 'availability',
    subject: 'Bu ürün',
    history: { shows: 'availability' },
    file: 'kept',
  },
  isWeeklyChoice: { label: 'Haftanın seçimi', schema: (label) => flag(label, false), input: 'check', file: 'kept' },
  isActive: { label: 'Aktif', schema: (label) => flag(label, true), input: 'check', initial: true, file: { as: 'flag' } },
  /** Its texts in other languages: the translations' page edits them, and a save without them keeps them. */
  translations: { label: 'Çeviriler', schema: translationsInput('products'), input: null, file: 'own' },
} as const satisfies Record<string, FiledField>;

const productShape = shapeOf(PRODUCT_FIELDS);

/** Checks the prices even when another field has a message, so the form shows them all at once. */
const ALWAYS = { when: () => true };

type PricedShape = {
  price: number | null;
  sizes: { labelTr: string; labelEn: string; price: number | null }[];
  translations?: unknown;
};

/**
 * A product has either one price or two or more sizes, each priced and named differently. The
 * one price is checked only without sizes, so a form that switches to sizes may leave it blank.
 */
function checkPrices(product: PricedShape, ctx: z.RefinementCtx): void {
  // Runs beside other fields' messages (ALWAYS), so a field that failed may hold what was sent.
  if (typeof product !== 'object' || product === null) return;
  const sizes: unknown[] = Array.isArray(product.sizes) ? product.sizes : [];
  if (sizes.length === 0) {
    if (product.price === null) ctx.addIssue({ code: 'custom', path: ['price'], message: 'Fiyat gerekli' });
    return;
  }
  if (sizes.length === 1) ctx.addIssue({ code: 'custom', path: ['sizes'], message: TOO_FEW_SIZES_MESSAGE });
  const seenTr = new Set<string>();
  const seenEn = new Set<string>();
  (sizes as PricedShape['sizes']).forEach((size, index) => {
    if (typeof size !== 'object' || size === null) return;
    if (size.price === null) ctx.addIssue({ code: 'custom', path: ['sizes', index, 'price'], message: 'Boy fiyatı gerekli' });
    const tr = foldTurkish(String(size.labelTr));
    const en = foldTurkish(String(size.labelEn));
    if (seenTr.has(tr)) ctx.addIssue({ code: 'custom', path: ['sizes', index, 'labelTr'], message: 'Boy adları farklı olmalı' });
    if (seenEn.has(en)) ctx.addIssue({ code: 'custom', path: ['sizes', index, 'labelEn'], message: 'Boy adları farklı olmalı' });
    seenTr.add(tr);
    seenEn.add(en);
  });
  // A size's translation names one of the sizes sent with it, by its Turkish label.
  const translations: unknown = product.translations;
  if (typeof translations !== 'object' || translations === null) return;
  for (const [language, texts] of Object.entries(translations as RecordTranslations)) {
    const sizes: unknown = texts?.sizes;
    if (typeof sizes !== 'object' || sizes === null) continue;
    for (const label of Object.keys(sizes)) {
      if (!seenTr.has(foldTurkish(label)))
        ctx.addIssue({ code: 'custom', path: ['translations', language, 'sizes', label], message: 'Bu boy üründe yok' });
    }
  }
}

/** A product as staff create it (spec §5), linked to its category, tags and ingredients by id. */
export const productInput = z.strictObject(productShape).superRefine(checkPrices, ALWAYS);
export const productUpdate = z.strictObject({ ...productShape, version }).superRefine(checkPrices, ALWAYS);

export type ProductInput = z.input<typeof productInput>;
export type ProductData = z.output<typeof productInput>;

const portionGrams = z.number().int().min(1).max(MAX_GRAMS).nullable();

/** A product as the back office reads it: the price in kuruş (D3), links by id (D4). */
export const productRecord = z.object({
  id: answer.id,
  categoryId: answer.id,
  ...texts('nameTr', 'nameEn', 'descriptionTr', 'descriptionEn', 'image'),
  /** The one price, or the lowest size's: what the list sorts and a card says "from". */
  priceKurus: answer.kurus,
  /** The one portion's weight in grams (null for none, and for a product with sizes). */
  grams: portionGrams,
  /** Empty for one price; otherwise two or more, in the order staff put them, each with its weight. */
  sizes: z.array(z.object({ labelTr: answer.text, labelEn: answer.text, priceKurus: answer.kurus, grams: portionGrams })),
  /** Empty for none; otherwise its groups in staff's order, each with its choices. */
  options: z.array(
    z.object({
      nameTr: answer.text,
      nameEn: answer.text,
      min: z.number().int().min(0).max(MAX_OPTION_CHOICES),
      max: z.number().int().min(1).max(MAX_OPTION_CHOICES),
      choices: z.array(
        z.object({ nameTr: answer.text, nameEn: answer.text, priceKurus: answer.kurus, allergens: z.array(z.enum(ALLERGEN_CODES)) }),
      ),
    }),
  ),
  tagIds: answer.ids,
  ingredientIds: answer.ids,
  allergens: z.array(z.enum(ALLERGEN_CODES)),
  /** Kilocalories per serving, shown on the dish's page; null when not given. */
  calories: z.number().int().min(0).max(MAX_CALORIES).nullable(),
  /** Null when on sale; otherwise until when it is sold out. */
  soldOut: z.enum(SOLD_OUT_STATES).nullable(),
  availability: availabilityRecord,
  isWeeklyChoice: answer.flag,
  isActive: answer.flag,
  order: answer.order,
  version: answer.version,
  translations: translationsRecord('products'),
});
export type AdminProduct = z.infer<typeof productRecord>;
export type ProductSize = AdminProduct['sizes'][number];
export type OptionGroup = AdminProduct['options'][number];

/** A dish's option groups as its form (and a save that keeps them) sends them back: prices as lira typed. */
export function optionsInputOf(options: readonly OptionGroup[]): ProductInput['options'] {
  return options.map((group) => ({
    ...group,
    min: String(group.min),
    max: String(group.max),
    choices: group.choices.map(({ priceKurus, ...choice }) => ({
      ...choice,
      price: priceKurus === 0 ? '' : kurusToDecimalText(priceKurus),
    })),
  }));
}

/** A saved product's price column: its one price, or its lowest size's. */
export function basePriceOf(product: { price: number | null; sizes: readonly { price: number | null }[] }): number {
  const prices = product.sizes.length > 0 ? product.sizes.map((size) => size.price ?? 0) : [product.price ?? 0];
  return Math.min(...prices);
}

/** A product as guests see it, with its visible reviews' mean rating (null when it has none). */
export const menuProduct = productRecord
  .omit({ isWeeklyChoice: true, isActive: true, version: true, soldOut: true, translations: true })
  .extend({
    /** Listed, marked "Tükendi" / "Sold out", and not to be confused with an available dish. */
    soldOut: z.boolean(),
    averageRating: z.number().min(1).max(5).nullable(),
    reviewCount: z.number().int().nonnegative(),
    sizes: z.array(
      z.object({ labelTr: answer.text, labelEn: answer.text, priceKurus: answer.kurus, grams: portionGrams, texts: menuTexts }),
    ),
    options: z.array(
      z.object({
        nameTr: answer.text,
        nameEn: answer.text,
        min: z.number().int().min(0),
        max: z.number().int().min(1),
        texts: menuTexts,
        choices: z.array(
          z.object({
            nameTr: answer.text,
            nameEn: answer.text,
            priceKurus: answer.kurus,
            allergens: z.array(z.enum(ALLERGEN_CODES)),
            texts: menuTexts,
          }),
        ),
      }),
    ),
    texts: menuTexts,
  });
export type MenuProduct = z.infer<typeof menuProduct>;

/** `PATCH /api/admin/products/:id/sold-out`: one tap in the product list. */
export const soldOutInput = z.strictObject({
  soldOut: soldOutState,
});
