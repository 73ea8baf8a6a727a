import { z } from 'zod';
import { formatLira } from '../money.js';
import { MAX_KURUS, parseLira } from '../money-input.js';
import { ROUNDING_STEPS, type PriceRule } from '../prices.js';
import { answer, optionalText, recordId, version } from './fields.js';

/**
 * 'Fiyat güncelle' (admins): many prices changed at once, previewed first, applied as one
 * batch that can be undone for a day (shared/prices.ts works out each price).
 */

/** The most a percentage may raise a price (1000%), or lower it (to nothing, 100%). */
const MAX_PERCENT = { up: 1000_00, down: 100_00 } as const;

/** How long a batch can be undone. */
export const UNDO_HOURS = 24;

/** A price changed this recently is flagged in the preview ("son 24 saatte değişti"). */
export const RECENT_HOURS = 24;

const STEPS = ROUNDING_STEPS.map((choice) => choice.step);

/** Which dishes, and how their prices change, as the form sends them. */
const changeFields = {
  /** Every dish when none of the three is given; otherwise those that match them all. */
  categoryId: recordId('Kategori').nullable().default(null),
  tagId: recordId('Etiket').nullable().default(null),
  /** One dish alone: its one price or each of its sizes (a single price set for later). */
  productId: recordId('Ürün').nullable().default(null),
  search: optionalText('Arama', 80),
  by: z.enum(['percent', 'amount'], { error: 'Değişim yüzde ya da tutar olmalı' }),
  direction: z.enum(['up', 'down'], { error: 'Yön artış ya da indirim olmalı' }),
  /** `10` or `12,5` (percent), `15` or `12,50` (lira), as a person types them. */
  value: z.union([z.string(), z.number()], { error: 'Değer gerekli' }),
  step: z.number({ error: 'Yuvarlama seçilmeli' }).refine((step) => (STEPS as number[]).includes(step), { error: 'Yuvarlama seçilmeli' }),
  rounding: z.enum(['up', 'down', 'nearest'], { error: 'Yuvarlama yönü seçilmeli' }),
};

type ChangeFields = z.output<z.ZodObject<typeof changeFields>>;

/** The form's choices as a scope and a rule, the value read as a person types it (`12,5`). */
function toChange(input: ChangeFields, ctx: z.RefinementCtx) {
  const text = String(input.value)
    .trim()
    .replace(/^%\s*|\s*%$/g, '');
  const amount = text === '' ? null : parseLira(typeof input.value === 'number' ? input.value : text);
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', path: ['value'], message });
    return z.NEVER;
  };
  if (amount === null) return fail(input.by === 'percent' ? 'Yüzde şu biçimde olmalı: 12,5' : 'Tutar şu biçimde olmalı: 12,50');
  if (amount <= 0) return fail('Değer 0’dan büyük olmalı');
  if (input.by === 'percent' && amount > MAX_PERCENT[input.direction])
    return fail(`Yüzde en fazla ${MAX_PERCENT[input.direction] / 100} olabilir`);
  if (input.by === 'amount' && amount > MAX_KURUS) return fail(`Tutar en fazla ${formatLira(MAX_KURUS)} olabilir`);
  const rule: PriceRule = { by: input.by, direction: input.direction, value: amount, step: input.step, rounding: input.rounding };
  return { scope: { categoryId: input.categoryId, tagId: input.tagId, productId: input.productId, search: input.search }, rule };
}

export const priceChangeInput = z.strictObject(changeFields).transform(toChange);
export type PriceChangeInput = z.input<typeof priceChangeInput>;

/** An id in an address's query (`?categoryId=3`), or none. */
const queryId = (label: string) =>
  z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? null : Number(value)))
    .pipe(recordId(label).nullable());

/** The same choices in a preview's address (`GET /api/admin/prices/preview?by=percent&value=10…`): a preview changes nothing. */
export const priceChangeQuery = z
  .strictObject({
    ...changeFields,
    categoryId: queryId('Kategori'),
    tagId: queryId('Etiket'),
    productId: queryId('Ürün'),
    value: z.string({ error: 'Değer gerekli' }),
    step: z.string({ error: 'Yuvarlama seçilmeli' }).transform(Number).pipe(changeFields.step),
  })
  .transform(toChange);

/** The choices as a preview's query string. */
export const priceChangeSearch = (input: PriceChangeInput): string =>
  new URLSearchParams(
    Object.entries(input).flatMap(([key, value]): [string, string][] =>
      value === null || value === undefined ? [] : [[key, String(value)]],
    ),
  ).toString();
export type PriceChange = z.output<typeof priceChangeInput>;
export type PriceScope = PriceChange['scope'];

/** Applying: the change, and the version of each dish the preview was worked out from. */
export const priceChangeApply = z
  .strictObject({
    ...changeFields,
    basis: z
      .array(z.strictObject({ id: recordId('Ürün'), version }), { error: 'Önizleme gerekli' })
      .max(10_000, { error: 'Önizleme çok büyük' }),
  })
  .transform((input, ctx) => ({ ...toChange(input, ctx), basis: input.basis }));
export type PriceChangeApply = z.input<typeof priceChangeApply>;

/** How far ahead a change may be set: a year. */
export const MAX_SCHEDULE_DAYS = 366;

/**
 * A change set for later: the same choices and the moment it takes effect, as a date-and-time
 * field sends it ("2026-12-01T00:00"), on the restaurant's clock (`RESTAURANT_TZ`).
 */
export const priceChangeSchedule = z
  .strictObject({
    ...changeFields,
    effectiveAt: z
      .string({ error: 'Tarih ve saat gerekli' })
      .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, {
        error: 'Tarih ve saat şu biçimde olmalı: 2026-12-01T00:00',
      }),
  })
  .transform((input, ctx) => ({ ...toChange(input, ctx), effectiveAt: input.effectiveAt }));
export type PriceChangeScheduleInput = z.input<typeof priceChangeSchedule>;

export const SCHEDULE_STATES = ['waiting', 'applied', 'refused', 'cancelled'] as const;

/** A change set for later, as the page lists it. */
export const scheduledPriceRecord = z.object({
  id: answer.id,
  effectiveAt: answer.timestamp,
  summary: answer.text,
  by: answer.text,
  createdAt: answer.timestamp,
  state: z.enum(SCHEDULE_STATES),
  /** The batch it became once applied (undone like any other for a day). */
  batchId: answer.id.nullable(),
  /** Why it could not be applied at its moment ("Bu fiyatlar sıfıra ya da altına inerdi: …"). */
  refusal: answer.text.nullable(),
  cancelledBy: answer.text.nullable(),
});
export type ScheduledPrice = z.infer<typeof scheduledPriceRecord>;

/** One price in a preview: a dish's one price, or one of its sizes (`size`, its Turkish label). */
export const pricePreviewRow = z.object({
  productId: answer.id,
  nameTr: answer.text,
  categoryNameTr: answer.text,
  size: answer.text.nullable(),
  before: answer.kurus,
  /** May be zero or below: such a change is refused, and the preview says which. */
  after: z.number().int(),
  /** A price of the dish changed within a day (the price it was added with is no change): changing it again is worth a look. */
  changedRecently: answer.flag,
});
export type PricePreviewRow = z.infer<typeof pricePreviewRow>;

export const pricePreview = z.object({
  rows: z.array(pricePreviewRow),
  /** The dishes' versions: applying from this preview refuses a dish someone changed since. */
  basis: z.array(z.object({ id: answer.id, version: answer.version })),
});
export type PricePreview = z.infer<typeof pricePreview>;

/** A batch as the page lists it. */
export const priceBatchRecord = z.object({
  id: answer.id,
  appliedAt: answer.timestamp,
  by: answer.text,
  /** What it did, in Turkish: "Pide kategorisi: %10 artış, 5 ₺’ye yukarı". */
  summary: answer.text,
  count: z.number().int().nonnegative(),
  undoneAt: answer.timestamp.nullable(),
  undoneBy: answer.text.nullable(),
  /** Until when it can be undone; null once that has passed or it was undone. */
  undoUntil: answer.timestamp.nullable(),
});
export type PriceBatch = z.infer<typeof priceBatchRecord>;

/** A price a dish (`size` null) or one of its sizes took, and when: its price history, newest first. */
export const priceHistoryEntry = z.object({
  size: answer.text.nullable(),
  priceKurus: answer.kurus,
  effectiveAt: answer.timestamp,
  /** The change of many prices it came with ('Fiyat güncelle'), or null for the dish's own save. */
  batchId: answer.id.nullable(),
  /** The price coming back when that change was undone ("#3 geri alındı"), not the change itself. */
  undo: answer.flag,
});
export type PriceHistoryEntry = z.infer<typeof priceHistoryEntry>;

const ROUNDING_WORDS = { up: 'yukarı', down: 'aşağı', nearest: 'en yakına' } as const;

/** A rule in Turkish: "%12,5 artış, 5 ₺’ye yukarı yuvarlandı", "₺10,00 indirim". */
export function ruleSummary(rule: PriceRule): string {
  const amount = rule.by === 'percent' ? `%${percentText(rule.value)}` : formatLira(rule.value);
  const change = `${amount} ${rule.direction === 'up' ? 'artış' : 'indirim'}`;
  if (rule.step === 1) return change;
  const step = ROUNDING_STEPS.find((choice) => choice.step === rule.step)?.label ?? '';
  return `${change}, ${step}’ye ${ROUNDING_WORDS[rule.rounding]} yuvarlandı`;
}

/** Hundredths of a percent as typed: 1000 → `10`, 1250 → `12,5`. */
export function percentText(hundredths: number): string {
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0$/, '');
  return hundredths % 100 === 0 ? String(hundredths / 100) : `${Math.floor(hundredths / 100)},${fraction}`;
}
