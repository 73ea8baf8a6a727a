import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { isLanguage, OPTIONAL_LANGUAGES, type Language, type OptionalLanguage } from '../../../shared/languages.js';
import {
  DISH_PARTS,
  partOf,
  TRANSLATABLE,
  type DishPart,
  type RecordTranslations,
  type TranslatableResource,
} from '../../../shared/schemas/translation.js';
import { foldTurkish } from '../../../shared/text.js';
import type { Database } from '../db/schema.js';

/**
 * A record's texts in every language but Turkish live in its kind's translation table
 * (migrations 020 and 021), one row per field and language; English is such a language. The
 * record forms and the API still carry English as `nameEn`, `descriptionEn`, `titleEn`, a
 * size's `labelEn` and the note's `noteEn`: this module reads those fields from the rows and
 * writes them back.
 */

/** Each kind of record's table of translations. */
export const TRANSLATION_TABLE = {
  categories: 'categoryTranslations',
  products: 'productTranslations',
  tags: 'tagTranslations',
  ingredients: 'ingredientTranslations',
  campaigns: 'campaignTranslations',
  settings: 'settingsTranslations',
} as const satisfies Record<TranslatableResource, keyof Database>;

/** The fingerprint of a Turkish text a translation was made from: a changed text has another. */
export function fingerprint(source: string): string {
  return createHash('sha256').update(source).digest('base64url').slice(0, 16);
}

/** A dish's part's field (DISH_PARTS): its Turkish name, folded, so a reordered list keeps its translations. */
export const partKey = (part: DishPart, nameTr: string) => `${part}:${foldTurkish(nameTr)}`;
export const sizeKey = (labelTr: string) => partKey('size', labelTr);
/** An option group's or choice's field, by its path (optionPath: `Çıkarılsın/soğan`). */
export const optionKey = (path: string) => partKey('option', path);

/** A dish's size or option as its texts name it: its kind, its Turkish name (a path for an option) and its English. */
export interface NamedPart {
  part: DishPart;
  tr: string;
  en: string;
}

/** A dish's sizes and options as NamedParts, in its order. */
export function dishParts(
  sizes: readonly { labelTr: string; labelEn: string }[],
  options: readonly { tr: string; en: string }[],
): NamedPart[] {
  return [
    ...sizes.map((size) => ({ part: 'size' as const, tr: size.labelTr, en: size.labelEn })),
    ...options.map((option) => ({ part: 'option' as const, ...option })),
  ];
}

/** One record's texts in one language, by field (`name`, `description`, `size:büyük`). */
export type Texts = Readonly<Record<string, string>>;

/** One record's texts in every language beside Turkish. */
export type LanguageTexts = Partial<Record<Language, Texts>>;

/**
 * Every language's texts of `resource`'s records beside Turkish (all records, or those of `ids`),
 * by record id; only `language`'s when one is named.
 */
export async function recordTexts(
  db: Kysely<Database>,
  resource: TranslatableResource,
  ids?: readonly number[],
  language?: Language,
): Promise<Map<number, LanguageTexts>> {
  const byRecord = new Map<number, Partial<Record<Language, Record<string, string>>>>();
  if (ids?.length === 0) return byRecord;
  const rows = await db
    .selectFrom(TRANSLATION_TABLE[resource])
    .select(['recordId', 'language', 'field', 'text'])
    .$if(ids !== undefined, (qb) => qb.where('recordId', 'in', ids!))
    .$if(language !== undefined, (qb) => qb.where('language', '=', language!))
    .execute();
  for (const row of rows) {
    if (!isLanguage(row.language)) continue;
    const texts = byRecord.get(row.recordId) ?? {};
    (texts[row.language] ??= {})[row.field] = row.text;
    byRecord.set(row.recordId, texts);
  }
  return byRecord;
}

/** The English texts of `resource`'s records (all of them, or those of `ids`), by record id. */
export async function englishTexts(
  db: Kysely<Database>,
  resource: TranslatableResource,
  ids?: readonly number[],
): Promise<Map<number, Texts>> {
  const byRecord = new Map<number, Texts>();
  for (const [id, texts] of await recordTexts(db, resource, ids, 'en')) if (texts.en) byRecord.set(id, texts.en);
  return byRecord;
}

/** A record's texts beside Turkish as its contract carries them: its English fields and `translations`. */
export type TextFields<R extends TranslatableResource> = EnglishFields<R> & { translations: RecordTranslations };

/**
 * A record's texts beside Turkish as its contract carries them: `nameEn`… and `translations`
 * by language (a dish's sizes and options by their Turkish names, `sizes` and `options`, from
 * the parts it has).
 */
export function textFieldsOf<R extends TranslatableResource>(
  resource: R,
  texts: LanguageTexts | undefined,
  parts: readonly Pick<NamedPart, 'part' | 'tr'>[] = [],
): TextFields<R> {
  const translations: RecordTranslations = {};
  for (const language of OPTIONAL_LANGUAGES) {
    const own = texts?.[language];
    if (!own) continue;
    const one: Record<string, string | Record<string, string>> = {};
    for (const [field, text] of Object.entries(own)) {
      const part = partOf(field);
      if (part === null) one[field] = text;
      else {
        const named = parts.find((candidate) => candidate.part === part && partKey(part, candidate.tr) === field);
        if (named !== undefined) ((one[DISH_PARTS[part]] ??= {}) as Record<string, string>)[named.tr] = text;
      }
    }
    translations[language] = one;
  }
  return { ...englishFields(resource, texts?.en), translations };
}

/** The fields of a kind of record that are its own texts (a dish's sizes and options aside): `name`, `description`… */
type TextField<R extends TranslatableResource> = Exclude<(typeof TRANSLATABLE)[R]['fields'][number], DishPart>;

/** A record's texts as the contract names them: `nameTr`, `nameEn`, … */
export type Bilingual<R extends TranslatableResource> = Record<`${TextField<R>}Tr` | `${TextField<R>}En`, string>;

const textFields = <R extends TranslatableResource>(resource: R) =>
  TRANSLATABLE[resource].fields.filter((field) => !(field in DISH_PARTS)) as TextField<R>[];

/** A record's English fields as the contract names them: `nameEn`, `descriptionEn`… */
export type EnglishFields<R extends TranslatableResource> = Record<`${TextField<R>}En`, string>;

/** A record's English fields read from its rows, empty where it has none. */
export function englishFields<R extends TranslatableResource>(resource: R, texts: Texts | undefined): EnglishFields<R> {
  return Object.fromEntries(textFields(resource).map((field) => [`${field}En`, texts?.[field] ?? ''])) as EnglishFields<R>;
}

/** A field's Turkish text and its English. */
export interface Pair {
  tr: string;
  en: string;
}

/** A record as a form sends it: its Turkish and English fields, and its other languages if given. */
export type SentTexts<R extends TranslatableResource> = Bilingual<R> & { translations?: RecordTranslations | undefined };

/**
 * Saves a record's texts beside Turkish as its form sent them, in the transaction that saves
 * the record: its English (`nameEn` beside `nameTr`, and a dish's sizes' and options' `parts`) and the
 * other languages it carries (`translations`; a language or field left out is left as it is).
 * A new or changed text is stamped with the fingerprint of the Turkish beside it; one left as
 * it was keeps its stamp, so it is stale once its Turkish changed; an empty one is removed
 * (guests read the next language along the chain).
 */
export async function writeTexts<R extends TranslatableResource>(
  trx: Kysely<Database>,
  resource: R,
  id: number,
  record: SentTexts<R>,
  at: Date,
  parts: readonly NamedPart[] = [],
): Promise<void> {
  const fields = record as Record<string, string>;
  const turkish = (field: string) => fields[`${field}Tr`] ?? '';
  const own = textFields(resource);
  const stored = (await recordTexts(trx, resource, [id])).get(id) ?? {};
  const english = {
    ...Object.fromEntries(own.map((field) => [field, { tr: turkish(field), text: fields[`${field}En`] ?? '' }])),
    ...Object.fromEntries(parts.map((named) => [partKey(named.part, named.tr), { tr: named.tr, text: named.en }])),
  };
  await writeLanguage(trx, resource, id, 'en', english, stored.en ?? {}, at);
  for (const [language, texts] of Object.entries(record.translations ?? {}) as [OptionalLanguage, RecordTranslations[OptionalLanguage]][]) {
    if (texts === undefined) continue;
    const sent: Record<string, { tr: string; text: string }> = {};
    for (const field of own) {
      const text = texts[field];
      if (typeof text === 'string') sent[field] = { tr: turkish(field), text };
    }
    for (const [part, name] of Object.entries(DISH_PARTS) as [DishPart, string][]) {
      const named = texts[name];
      for (const [tr, text] of Object.entries(typeof named === 'object' ? named : {})) {
        const found = parts.find((candidate) => candidate.part === part && partKey(part, candidate.tr) === partKey(part, tr));
        if (found && text !== undefined) sent[partKey(part, found.tr)] = { tr: found.tr, text };
      }
    }
    await writeLanguage(trx, resource, id, language, sent, stored[language] ?? {}, at);
  }
}

/** Writes one language's texts of a record over those `stored`: inserted, changed, or removed when empty. */
async function writeLanguage(
  trx: Kysely<Database>,
  resource: TranslatableResource,
  id: number,
  language: Language,
  sent: Readonly<Record<string, { tr: string; text: string }>>,
  stored: Texts,
  at: Date,
): Promise<void> {
  const table = TRANSLATION_TABLE[resource];
  const stamp = at.toISOString();
  for (const [field, { tr, text }] of Object.entries(sent)) {
    const row = { recordId: id, language, field };
    const before = stored[field];
    if (text === (before ?? '')) continue;
    if (text === '') {
      await trx
        .deleteFrom(table)
        .where((eb) => eb.and(row))
        .execute();
    } else if (before === undefined) {
      await trx
        .insertInto(table)
        .values({ ...row, text, source: fingerprint(tr), updatedAt: stamp })
        .execute();
    } else {
      await trx
        .updateTable(table)
        .set((eb) => ({ text, source: fingerprint(tr), version: eb('version', '+', 1), updatedAt: stamp }))
        .where((eb) => eb.and(row))
        .execute();
    }
  }
}
