import { z } from 'zod';
import { foldTurkish } from '../text.js';
import { TABLE_KEY_PARAM, TABLE_NAME_MAX, TABLE_PARAM } from '../tables.js';
export { TABLE_KEY_PARAM, TABLE_NAME_MAX, TABLE_PARAM, tableLabel } from '../tables.js';
import { answer, requiredText, version, withoutNul } from './fields.js';

/**
 * The address a code opens: the menu itself (`table` null) or the menu at a table, with the key
 * its guests order with (`k`, D57).
 */
export function menuAddress(base: string, table: { name: string; orderKey: string } | null): string {
  const root = `${base.replace(/\/+$/, '')}/`;
  if (table === null) return root;
  return `${root}?${TABLE_PARAM}=${encodeURIComponent(table.name)}&${TABLE_KEY_PARAM}=${encodeURIComponent(table.orderKey)}`;
}

/**
 * The restaurant's tables ('QR ve Baskı'): each gets a QR code that opens the menu at it
 * (`/?masa=5`), and a card to print. Staff add them in bulk ("1–20", "Bahçe 1–6, Bar").
 */

/** A bulk add makes at most this many tables: a typo like "1–2000" is refused, not printed. */
export const TABLES_PER_ADD = 200;

const tableName = requiredText('Masa adı', TABLE_NAME_MAX);

/** "12–20", "Bahçe 1-6": an optional prefix, then a range with a hyphen or a dash. */
const RANGE = /^(.*?)\s*(\d{1,4})\s*[-–—]\s*(\d{1,4})$/;

/**
 * The names a bulk entry stands for, in the order written: entries are separated by commas or
 * lines, and each is a name ("Bar") or a range ("1–20", "Bahçe 1–6" is "Bahçe 1" … "Bahçe 6").
 * Returns the names or the Turkish message of what is wrong with the entry.
 */
export function expandTableNames(text: string): { names: string[] } | { error: string } {
  const entries = text
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return { error: 'Masa adı veya aralık gerekli (ör. 1–20)' };
  const names: string[] = [];
  for (const entry of entries) {
    const range = RANGE.exec(entry);
    if (range) {
      const [, prefix = '', first = '', last = ''] = range;
      const from = Number(first);
      const to = Number(last);
      if (from > to) return { error: `Aralık küçük sayıyla başlamalı: ${entry} yerine ${prefix ? `${prefix} ` : ''}${to}–${from} yazın` };
      if (to - from + 1 + names.length > TABLES_PER_ADD) return { error: `Bir seferde en fazla ${TABLES_PER_ADD} masa eklenebilir` };
      for (let n = from; n <= to; n += 1) names.push(prefix ? `${prefix} ${n}` : String(n));
    } else {
      names.push(entry.replace(/\s+/g, ' '));
    }
  }
  if (names.length > TABLES_PER_ADD) return { error: `Bir seferde en fazla ${TABLES_PER_ADD} masa eklenebilir` };
  const tooLong = names.find((name) => name.length > TABLE_NAME_MAX);
  if (tooLong !== undefined) return { error: `Masa adı en fazla ${TABLE_NAME_MAX} karakter olabilir` };
  const seen = new Set<string>();
  for (const name of names) {
    const key = foldTurkish(name);
    if (seen.has(key)) return { error: `Aynı masa iki kez yazıldı: ${name}` };
    seen.add(key);
  }
  return { names };
}

/** A bulk add: the text as typed, checked by expandTableNames; the output is the names. */
export const tablesInput = z.strictObject({
  names: z
    .string({ error: 'Masa adı veya aralık gerekli (ör. 1–20)' })
    .max(2000, { error: 'Masa listesi en fazla 2000 karakter olabilir' })
    .refine(...withoutNul('Masalar'))
    .transform((text, ctx) => {
      const result = expandTableNames(text);
      if ('error' in result) {
        ctx.addIssue({ code: 'custom', message: result.error });
        return z.NEVER;
      }
      return result.names;
    }),
  /** Add only the tables not there yet ('Eksikleri ekle'), after a refusal named those that are. */
  onlyMissing: z.boolean({ error: 'Yalnızca eksikler evet/hayır olmalı' }).default(false),
});
export type TablesInput = z.input<typeof tablesInput>;

export const tableUpdate = z.strictObject({ name: tableName, version });
export type TableUpdate = z.input<typeof tableUpdate>;

/** A table as staff read it: its name, and the key its printed code carries (renewed, old cards order nothing). */
export const tableRecord = z.object({ id: answer.id, name: answer.text, orderKey: answer.text, version: answer.version });
export type DiningTable = z.infer<typeof tableRecord>;

/**
 * Error correction a code is drawn with: M survives a worn sticker (15 % of it unreadable), Q
 * 25 %, H 30 %. The mark in the centre covers part of the code, so it needs Q or H.
 */
export const ERROR_CORRECTION_LEVELS = ['M', 'Q', 'H'] as const;
export type ErrorCorrection = (typeof ERROR_CORRECTION_LEVELS)[number];
export const MARK_NEEDS = 'Ortadaki logo için hata düzeltme Q veya H olmalı';

/** An address guests can open: http(s), a host, and nothing after the path. */
export const publicAddress = z
  .string({ error: 'Menü adresi metin olmalı' })
  .trim()
  .max(300, { error: 'Menü adresi en fazla 300 karakter olabilir' })
  .refine(...withoutNul('Menü adresi'))
  .refine(
    (value) => {
      if (value === '') return true;
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' && url.search === '' && url.hash === '';
      } catch {
        return false;
      }
    },
    { error: 'Menü adresi http:// veya https:// ile başlayan bir adres olmalı (ör. https://menu.sofra.com.tr)' },
  )
  // One form: no trailing slash, so `${address}/?masa=5` has one.
  .transform((value) => value.replace(/\/+$/, ''));

const qrSettingsFields = {
  publicUrl: publicAddress.default(''),
  errorCorrection: z.enum(ERROR_CORRECTION_LEVELS, { error: 'Hata düzeltme M, Q veya H olmalı' }).default('Q'),
  wordmark: z.boolean({ error: 'Logo evet/hayır olmalı' }).default(false),
};
const markFits = <T extends { errorCorrection: ErrorCorrection; wordmark: boolean }>(value: T, ctx: z.RefinementCtx) => {
  if (value.wordmark && value.errorCorrection === 'M') ctx.addIssue({ code: 'custom', path: ['wordmark'], message: MARK_NEEDS });
};
export const qrSettingsUpdate = z.strictObject({ ...qrSettingsFields, version }).superRefine(markFits);
export type QrSettingsInput = z.input<typeof qrSettingsUpdate>;

export const qrSettingsRecord = z.object({
  /** '' until set: the codes then use the address the request came to. */
  publicUrl: answer.text,
  errorCorrection: z.enum(ERROR_CORRECTION_LEVELS),
  wordmark: answer.flag,
  version: answer.version,
});
export type QrSettings = z.infer<typeof qrSettingsRecord>;
