import { z } from 'zod';
import { ALLERGEN_CODES } from '../allergens.js';
import { EVENTS_PER_BATCH, GUEST_EVENT_KINDS, SEARCH_TEXT_MAX } from '../guest-events.js';
import { LANGUAGES, type Language } from '../languages.js';
import { TABLE_NAME_MAX } from '../tables.js';
import { answer, recordId, withoutNul } from './fields.js';

/**
 * What the menu tells the owner ('Raporlar', admins only; docs/reports.md): the events guests'
 * phones send (`POST /api/events`), counted into daily totals, and the report read from them.
 */

const LANGUAGE_CODES = LANGUAGES as [Language, ...Language[]];

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} metin olmalı` })
    .trim()
    .min(1, { error: `${label} gerekli` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir` })
    .refine(...withoutNul(label));

/** One event, by its kind (shared/guest-events.ts says what each means); nothing else may come with it. */
export const guestEvent = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('visit'),
      language: z.enum(LANGUAGE_CODES, { error: `Dil şunlardan biri olmalı: ${LANGUAGES.join(', ')}` }),
    }),
    z.strictObject({ kind: z.literal('scan'), table: text('Masa', TABLE_NAME_MAX) }),
    z.strictObject({ kind: z.literal('dish'), productId: recordId('Ürün') }),
    z.strictObject({
      kind: z.literal('search'),
      text: text('Arama', SEARCH_TEXT_MAX),
      found: z.boolean({ error: 'Sonuç bulundu mu evet/hayır olmalı' }),
    }),
    z.strictObject({ kind: z.literal('allergen'), allergen: z.enum(ALLERGEN_CODES, { error: 'Bilinmeyen alerjen' }) }),
    z.strictObject({ kind: z.literal('tag'), tagId: recordId('Etiket') }),
  ],
  { error: `Olay türü şunlardan biri olmalı: ${GUEST_EVENT_KINDS.join(', ')}` },
);
export type GuestEvent = z.infer<typeof guestEvent>;

/** What a phone sends: a few events at once. */
export const guestEventBatch = z.strictObject({
  events: z
    .array(guestEvent, { error: 'Olaylar bir liste olmalı' })
    .min(1, { error: 'En az bir olay gönderilmeli' })
    .max(EVENTS_PER_BATCH, { error: `Bir seferde en fazla ${EVENTS_PER_BATCH} olay gönderilebilir` }),
});
export type GuestEventBatch = z.infer<typeof guestEventBatch>;

/** The spans a report covers, in days up to and including today. */
export const REPORT_SPANS = [7, 30, 90] as const;
export type ReportSpan = (typeof REPORT_SPANS)[number];

/** `?days=7|30|90` (7 when left out). */
export const reportQuery = z.object({
  days: z
    .enum(REPORT_SPANS.map(String) as [`${ReportSpan}`, ...`${ReportSpan}`[]], { error: `Gün sayısı ${REPORT_SPANS.join(', ')} olmalı` })
    .default('7')
    .transform((days) => Number(days) as ReportSpan),
});
export type ReportQueryInput = z.input<typeof reportQuery>;

const count = z.number().int().nonnegative();

/** One day's totals, in the restaurant's time zone. */
export const reportDay = z.object({
  day: answer.day,
  /** Guests who opened the menu (once per visit and language). */
  visits: count,
  scans: count,
  dishViews: count,
  /** Every search, those that found nothing included. */
  searches: count,
  emptySearches: count,
  /** Allergens left out and tags chosen in the filters. */
  filters: count,
  /** Events the server could not take when too many came at once. */
  dropped: count,
});
export type ReportDay = z.infer<typeof reportDay>;

/** A line of a ranked list: what it counts (`key`: an id, a language, an allergen or a search's text), as the owner reads it, and how often. */
export const reportRow = z.object({ key: z.string(), label: z.string(), count });
export type ReportRow = z.infer<typeof reportRow>;

/** A table's calls in the span (those the guest took back left out), and the median seconds until a waiter took one. */
export const tableRequests = z.object({ table: z.string(), waiter: count, bill: count, medianSeconds: count.nullable() });
export type TableRequests = z.infer<typeof tableRequests>;

/**
 * How long a station took (D59): its tickets, or a dish's lines, made ready in the span, and the
 * median and 90th-percentile seconds from the order's confirmation to the ticket's bump.
 */
export const preparationRow = z.object({ key: z.string(), label: z.string(), count, medianSeconds: count, p90Seconds: count });
export type PreparationRow = z.infer<typeof preparationRow>;

/** The most a ranked list shows; the CSV has every line. */
export const REPORT_LIST_MAX = 20;

/** The report of the last `days` days, today included. */
export const guestReport = z.object({
  days: z.number().int().positive(),
  from: answer.day,
  to: answer.day,
  perDay: z.array(reportDay),
  /** Code scans per table, by its name now ("Masa 5"). */
  tables: z.array(reportRow),
  /** Guests per language. */
  languages: z.array(reportRow),
  /** Views of each dish's page, by its Turkish name now. */
  dishes: z.array(reportRow),
  /** What guests searched for, folded as the search matches it (`kasarli`). */
  searches: z.array(reportRow),
  /** The searches that found nothing. */
  emptySearches: z.array(reportRow),
  /** The allergens guests left out, most often first. */
  allergens: z.array(reportRow),
  /** The tags guests chose in a category's filters. */
  tags: z.array(reportRow),
  /** Events dropped under overload in the span. */
  dropped: count,
  /** Guests' calls per table ('Garson çağır', 'Hesap iste'), most first, and how soon a waiter came. */
  requests: z.array(tableRequests),
  /** Orders (D57): each dish's quantity ordered, cancelled lines aside, by its Turkish name as ordered, most first. */
  orderedDishes: z.array(reportRow),
  /** Orders made in each hour of the day, 0 to 23, on the restaurant's clock. */
  ordersByHour: z.array(z.object({ hour: z.number().int().min(0).max(23), count })),
  /** Orders per menu language the guest read. */
  orderLanguages: z.array(reportRow),
  /** From confirmation to ready, per station (most tickets first) and per dish (slowest first). */
  preparation: z.object({ stations: z.array(preparationRow), dishes: z.array(preparationRow) }),
});
export type GuestReport = z.infer<typeof guestReport>;
