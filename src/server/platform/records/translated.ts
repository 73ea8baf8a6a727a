import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { TRANSLATABLE, type TranslatableResource } from '../../../shared/schemas/translation.js';
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

/** A size's field: its Turkish label, folded, so a reordered list keeps its translations. */
export const sizeKey = (labelTr: string) => `size:${foldTurkish(labelTr)}`;

/** One record's texts in one language, by field (`name`, `description`, `size:büyük`). */
export type Texts = Readonly<Record<string, string>>;

/** The English texts of `resource`'s records (all of them, or those of `ids`), by record id. */
export async function englishTexts(
  db: Kysely<Database>,
  resource: TranslatableResource,
  ids?: readonly number[],
): Promise<Map<number, Texts>> {
  const byRecord = new Map<number, Record<string, string>>();
  if (ids?.length === 0) return byRecord;
  const rows = await db
    .selectFrom(TRANSLATION_TABLE[resource])
    .select(['recordId', 'field', 'text'])
    .where('language', '=', 'en')
    .$if(ids !== undefined, (qb) => qb.where('recordId', 'in', ids!))
    .execute();
  for (const row of rows) {
    const texts = byRecord.get(row.recordId) ?? {};
    texts[row.field] = row.text;
    byRecord.set(row.recordId, texts);
  }
  return byRecord;
}

/** The fields of a kind of record that are its own texts (a dish's sizes aside): `name`, `description`… */
type TextField<R extends TranslatableResource> = Exclude<(typeof TRANSLATABLE)[R]['fields'][number], 'size'>;

/** A record's texts as the contract names them: `nameTr`, `nameEn`, … */
export type Bilingual<R extends TranslatableResource> = Record<`${TextField<R>}Tr` | `${TextField<R>}En`, string>;

const textFields = <R extends TranslatableResource>(resource: R) =>
  TRANSLATABLE[resource].fields.filter((field) => field !== 'size') as TextField<R>[];

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

/**
 * Saves a record's English texts as its form sent them (`nameEn` beside `nameTr`, and `more`
 * such as a dish's sizes), in the transaction that saves the record. A new or changed text is
 * stamped with the fingerprint of the Turkish beside it; one left as it was keeps its stamp, so
 * an English text whose Turkish changed stays stale; an empty one is removed (guests read the
 * Turkish).
 */
export async function writeEnglish<R extends TranslatableResource>(
  trx: Kysely<Database>,
  resource: R,
  id: number,
  record: Bilingual<R>,
  at: Date,
  more: Readonly<Record<string, Pair>> = {},
): Promise<void> {
  const table: (typeof TRANSLATION_TABLE)[TranslatableResource] = TRANSLATION_TABLE[resource];
  const fields = record as Record<string, string>;
  const pairs = {
    ...Object.fromEntries(textFields(resource).map((field) => [field, { tr: fields[`${field}Tr`] ?? '', en: fields[`${field}En`] ?? '' }])),
    ...more,
  };
  const stored = (await englishTexts(trx, resource, [id])).get(id) ?? {};
  const stamp = at.toISOString();
  for (const [field, { tr, en }] of Object.entries(pairs)) {
    const row = { recordId: id, language: 'en', field };
    const before = stored[field];
    if (en === before) continue;
    if (en === '') {
      await trx
        .deleteFrom(table)
        .where((eb) => eb.and(row))
        .execute();
    } else if (before === undefined) {
      await trx
        .insertInto(table)
        .values({ ...row, text: en, source: fingerprint(tr), updatedAt: stamp })
        .execute();
    } else {
      await trx
        .updateTable(table)
        .set((eb) => ({ text: en, source: fingerprint(tr), version: eb('version', '+', 1), updatedAt: stamp }))
        .where((eb) => eb.and(row))
        .execute();
    }
  }
}
