import { z } from 'zod';
import { formatLira } from '../money.js';
import { MAX_KURUS, parseLira } from '../money-input.js';
import { OPTIONAL_LANGUAGES, type OptionalLanguage } from '../languages.js';

/** `2026-11-25`: a day that is on the calendar (not `2026-02-30`). */
export function isCalendarDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * Field rules shared by the admin forms and the server (D2). Messages are Turkish: the admin
 * panel shows them as they are.
 */

/**
 * No one types the NUL character, and PostgreSQL cannot store it in text: a value holding one is
 * refused like any other bad value instead of failing in the database. Nor does anyone type half
 * of a surrogate pair (`"\ud800"` in JSON): it has no UTF-8 form, so SQLite would store invalid
 * UTF-8. With the `u` flag a whole pair (an emoji) is one character and only a lone half matches.
 */
export const withoutNul = (label: string) =>
  // eslint-disable-next-line no-control-regex -- NUL is exactly the character refused here
  [(value: string) => !/[\u0000\p{Cs}]/u.test(value), { error: `${label} geçersiz bir karakter içeriyor` }] as const;

export const requiredText = (label: string, max = 200) =>
  z
    .string({ error: `${label} gerekli` })
    .trim()
    .min(1, { error: `${label} gerekli` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir` })
    .refine(...withoutNul(label));

export const optionalText = (label: string, max = 2000) =>
  z
    .string({ error: `${label} metin olmalı` })
    .trim()
    .max(max, { error: `${label} en fazla ${max} karakter olabilir` })
    .refine(...withoutNul(label))
    .default('');

/** An image: an uploaded photo (`/media/<key>`), an https address, or a picture shipped with the app (`/images/…`). */
export const imageUrl = (label = 'Görsel') =>
  z
    .string({ error: `${label} gerekli` })
    .trim()
    .min(1, { error: `${label} gerekli` })
    .max(2000, { error: `${label} adresi çok uzun` })
    .refine(...withoutNul(label))
    .refine((value) => isImageAddress(value), {
      error: `${label} https:// ile başlayan geçerli bir adres olmalı`,
    });

export function isImageAddress(value: string): boolean {
  if (/^\/images\/[\w./-]+$/.test(value) && !value.includes('..')) return true;
  // A photo staff uploaded (schemas/media.ts); the server checks that it exists.
  if (/^\/media\/[0-9a-f]{32,64}$/.test(value)) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A lira amount as a person types it (`1.250,50`, `1250,50`, `1250.50`; see parseLira for
 * how `1.250` is read), parsed to whole kuruş without floating point (D3), at most MAX_KURUS.
 * JSON numbers are accepted too (`1e21` and `Infinity` are not plain amounts and are refused
 * like any other text).
 */
export const liraAmount = (label: string) =>
  z.union([z.string(), z.number()], { error: `${label} gerekli` }).transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: `${label} gerekli` });
      return z.NEVER;
    }
    return kurusOf(value, label, ctx);
  });

/** Like liraAmount, but blank means "not set" (null). */
export const optionalLiraAmount = (label: string) =>
  z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
      return kurusOf(value, label, ctx);
    });

/** A minus sign as typed: the hyphen, or the typographic minus a phone's keyboard may offer. */
const minusSign = /^\s*[-\u2212]\s*/;

function kurusOf(value: string | number, label: string, ctx: z.RefinementCtx): number {
  const kurus = parseLira(value);
  if (kurus === null) {
    // '-5' is a readable amount below zero: say that, not how amounts are written.
    const negative = typeof value === 'number' ? value < 0 : minusSign.test(value) && parseLira(value.replace(minusSign, '')) !== null;
    ctx.addIssue({
      code: 'custom',
      message: negative ? `${label} 0 veya daha büyük olmalı` : `${label} şu biçimde olmalı: 1.250,50`,
    });
    return z.NEVER;
  }
  if (kurus > MAX_KURUS) {
    ctx.addIssue({ code: 'custom', message: `${label} en fazla ${formatLira(MAX_KURUS)} olabilir` });
    return z.NEVER;
  }
  return kurus;
}

export const calendarDay = (label: string) =>
  z
    .string({ error: `${label} gerekli` })
    .trim()
    .min(1, { error: `${label} gerekli` })
    .refine(isCalendarDay, { error: `${label} geçerli bir tarih olmalı (YYYY-AA-GG)` });

/** The largest value the integer columns hold (ids, versions): a larger one is refused, not sent to the database. */
export const MAX_INT32 = 2 ** 31 - 1;

/** A whole number from 1 to what the integer columns hold (an id, a version); anything else is `message`. */
export const storedInteger = (message: string) =>
  z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_INT32, { error: message });

export const recordId = (label: string) => storedInteger(`${label} seçilmeli`);

/** The most tags, ingredients or other links a record may have. */
export const MAX_LINKS = 100;

export const idList = (label: string) =>
  z
    .array(recordId(label), { error: `${label} bir liste olmalı` })
    .max(MAX_LINKS, { error: `En fazla ${MAX_LINKS} ${label.toLowerCase()} seçilebilir` })
    .default([])
    .transform((ids) => [...new Set(ids)]);

export const flag = (label: string, fallback: boolean) => z.boolean({ error: `${label} evet/hayır olmalı` }).default(fallback);

export const hexColour = (label: string) =>
  z
    .string({ error: `${label} gerekli` })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, { error: `${label} #RRGGBB biçiminde bir renk olmalı` });

/** The version a form was loaded with; a save from an older one is refused with 409. */
export const version = storedInteger('Sürüm gerekli');

/**
 * The building blocks of records as the API answers them. The server writes these values, so
 * they carry no messages; they describe the answer (OpenAPI) and strip whatever a handler's
 * mapper adds beyond them, such as a password hash.
 */
export const answer = {
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  order: z.number().int().nonnegative(),
  text: z.string(),
  flag: z.boolean(),
  kurus: z.number().int().nonnegative(),
  day: z.string().describe('a calendar day, YYYY-MM-DD, in the restaurant’s time zone'),
  timestamp: z.string().describe('an ISO 8601 time, UTC'),
  ids: z.array(z.number().int().positive()),
};

/**
 * A guest-facing record's texts in the languages an admin turned on beside Turkish and English,
 * by language, then field (`{ ru: { name: 'Пиде с фаршем' } }`): only those translated, and in
 * `GET /api/menu?language=ru` only that language's (docs/decisions/005).
 */
export const menuTexts = z
  .partialRecord(z.enum(OPTIONAL_LANGUAGES as [OptionalLanguage, ...OptionalLanguage[]]), z.record(z.string(), z.string()))
  .optional()
  .describe('texts in the menu’s language beside Turkish and English, by field; only those translated');

/** Fields of an answer that are plain text, named once: `...texts('nameTr', 'nameEn')`. */
export const texts = <const Name extends string>(...names: Name[]) =>
  Object.fromEntries(names.map((name) => [name, answer.text])) as Record<Name, typeof answer.text>;

/** A page of a long list (accounts, the history): its items and where they stand in the whole. */
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
