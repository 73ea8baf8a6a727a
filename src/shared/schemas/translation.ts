import { z } from 'zod';
import { OPTIONAL_LANGUAGES, type OptionalLanguage } from '../languages.js';
import { answer, recordId, storedInteger, version, withoutNul } from './fields.js';

/**
 * The menu in the languages an admin turns on beside Turkish and English ('Çeviriler'): every
 * text a guest reads, translated from its Turkish source (docs/decisions/005). Each translation
 * remembers which Turkish text it was made from; when that changes, it is stale ("Türkçesi
 * değişti") until someone saves it again, and guests go on reading it meanwhile.
 */

/** The kinds of record with texts guests read, and those texts, as the grid lists them. */
export const TRANSLATABLE = {
  categories: { label: 'Kategori', fields: ['name', 'description'] },
  products: { label: 'Ürün', fields: ['name', 'description', 'size', 'option'] },
  tags: { label: 'Etiket', fields: ['name'] },
  ingredients: { label: 'Malzeme', fields: ['name', 'description'] },
  campaigns: { label: 'Kampanya', fields: ['title', 'description'] },
  settings: { label: 'Restoran', fields: ['note'] },
} as const;

export type TranslatableResource = keyof typeof TRANSLATABLE;
export const TRANSLATABLE_RESOURCES = Object.keys(TRANSLATABLE) as TranslatableResource[];

/** A field's name in the grid: "Ad", "Açıklama", "Boy: Büyük", "Seçenek: soğan". */
export const TRANSLATABLE_FIELD_LABELS: Record<string, string> = {
  name: 'Ad',
  description: 'Açıklama',
  title: 'Başlık',
  note: 'Not',
  size: 'Boy',
  option: 'Seçenek',
};

/**
 * A dish's parts translated by their Turkish names, not by a field of their own (they have no
 * ids): its sizes by their labels (`size:büyük`) and its options' groups and choices by their
 * paths (`option:çıkarılsın/soğan`, optionPath), folded, so a reordered list keeps them. In a
 * record's contract each kind is a map by the Turkish name: `sizes`, `options`.
 */
export const DISH_PARTS = { size: 'sizes', option: 'options' } as const;
export type DishPart = keyof typeof DISH_PARTS;

/** The part a translation's key names, if it names one (`size:büyük` is a size's). */
export function partOf(field: string): DishPart | null {
  const kind = field.slice(0, field.indexOf(':'));
  return kind in DISH_PARTS ? (kind as DishPart) : null;
}

/** What staff read of a translated text's field: "Ad", "Boy: Büyük", "Seçenek: soğan". */
export function translationFieldLabel(row: { field: string; source: string }): string {
  const part = partOf(row.field);
  return part ? `${TRANSLATABLE_FIELD_LABELS[part]}: ${row.source}` : (TRANSLATABLE_FIELD_LABELS[row.field] ?? row.field);
}

/** The longest translation of each field, as long as its Turkish text may be. */
export const TRANSLATION_MAX: Record<string, number> = {
  name: 120,
  description: 1000,
  title: 120,
  note: 200,
  size: 40,
  option: 40,
};

/**
 * Where a translation belongs: a record's field, and for a dish's size the size's Turkish label
 * folded (`size:büyük`; sizes have no ids of their own). The same key in the API, the files a
 * translator gets and the database.
 */
export const translationKey = z
  .string({ error: 'Alan gerekli' })
  .max(100, { error: 'Alan geçersiz' })
  .regex(/^(?:name|description|title|note|size:.+|option:.+)$/su, { error: 'Alan geçersiz' });

/**
 * A record's texts in the languages beside Turkish and English, as its contract in the admin
 * API carries them: `{ ru: { name: 'Пиде с фаршем', sizes: { Büyük: 'Большая' } } }`, a dish's
 * sizes by their Turkish label. Sent with a record, a text replaces the one stored, an empty one
 * removes it, and a language or field left out is left as it is; each is saved under the
 * record's version (the grid's batch checks each text's own).
 */
export function translationsInput<R extends TranslatableResource>(resource: R) {
  const language = (code: OptionalLanguage) => {
    const text = (field: string) => {
      const label = `${TRANSLATABLE_FIELD_LABELS[field]} (${code.toUpperCase()})`;
      const max = TRANSLATION_MAX[field] ?? 1000;
      return z
        .string({ error: `${label} metin olmalı` })
        .trim()
        .max(max, { error: `${label} en fazla ${max} karakter olabilir` })
        .refine(...withoutNul(label))
        .optional();
    };
    return z.strictObject(fieldsShape(resource, text, (field) => z.record(z.string().max(90), text(field)).optional())).optional();
  };
  return z
    .strictObject(
      Object.fromEntries(OPTIONAL_LANGUAGES.map((code) => [code, language(code)])) as Record<OptionalLanguage, ReturnType<typeof language>>,
      { error: 'Çeviriler dillere göre verilmeli (de, ru, ar)' },
    )
    .optional();
}

/** A record's texts in the languages beside Turkish and English, as the admin API answers them (translationsInput). */
export function translationsRecord<R extends TranslatableResource>(resource: R) {
  const one = z.strictObject(
    fieldsShape(
      resource,
      () => answer.text.optional(),
      () => z.record(z.string(), answer.text).optional(),
    ),
  );
  return z
    .partialRecord(translationLanguage, one)
    .describe('texts in the languages beside Turkish and English, by language then field; sizes by their Turkish label');
}

/** The shape of one language's texts of `resource`: its fields, and `sizes` and `options` for a dish. */
function fieldsShape<Text extends z.ZodType, Parts extends z.ZodType>(
  resource: TranslatableResource,
  text: (field: string) => Text,
  parts: (field: DishPart) => Parts,
): Record<string, Text | Parts> {
  const shape: Record<string, Text | Parts> = {};
  for (const field of TRANSLATABLE[resource].fields) {
    if (field in DISH_PARTS) shape[DISH_PARTS[field as DishPart]] = parts(field as DishPart);
    else shape[field] = text(field);
  }
  return shape;
}

/** A record's translations as its contract carries them, by language, then field (sizes by their Turkish label). */
export type RecordTranslations = Partial<
  Record<OptionalLanguage, { [field: string]: string | Record<string, string | undefined> | undefined } | undefined>
>;

export const translatableResource = z.enum(TRANSLATABLE_RESOURCES, { error: 'Kayıt türü geçersiz' });

export const translationLanguage = z.enum(OPTIONAL_LANGUAGES as [OptionalLanguage, ...OptionalLanguage[]], {
  error: 'Dil geçersiz',
});

/** One row of the grid: a text with its Turkish source, English beside it, and its translation if any. */
export const translationRow = z.object({
  resource: translatableResource,
  id: answer.id,
  field: z.string(),
  /** The record's Turkish name, for context ("Kıymalı Pide"), and whether guests see it. */
  recordName: answer.text,
  isActive: answer.flag,
  source: answer.text,
  english: answer.text,
  /** The translation, '' when there is none. */
  text: answer.text,
  /** Its Turkish source changed since it was saved. */
  stale: answer.flag,
  /** Null until the text is first translated. */
  version: answer.version.nullable(),
});
export type TranslationRow = z.infer<typeof translationRow>;

/**
 * How much of the live menu (active records) a language has: texts translated, those among
 * them whose Turkish changed since, and all texts.
 */
export const translationCoverage = z.object({
  translated: z.number().int().nonnegative(),
  stale: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type TranslationCoverage = z.infer<typeof translationCoverage>;

/** The coverage of these rows: those of active records count. */
export function coverageOf(rows: readonly Pick<TranslationRow, 'isActive' | 'text' | 'stale'>[]): TranslationCoverage {
  const live = rows.filter((row) => row.isActive);
  return {
    translated: live.filter((row) => row.text !== '').length,
    stale: live.filter((row) => row.text !== '' && row.stale).length,
    total: live.length,
  };
}

/** `?record=products/12`: one record's texts (its form shows them), instead of every text. */
export const translationGridQuery = z.strictObject({
  record: z
    .string()
    .regex(new RegExp(`^(${TRANSLATABLE_RESOURCES.join('|')})/[1-9][0-9]{0,9}$`), { error: 'Kayıt geçersiz' })
    .transform((value) => {
      const [resource, id] = value.split('/');
      return { resource: resource as TranslatableResource, id: Number(id) };
    })
    .optional(),
});

export const translationGrid = z.object({
  language: translationLanguage,
  rows: z.array(translationRow),
  coverage: translationCoverage,
});
export type TranslationGrid = z.infer<typeof translationGrid>;

/** The most rows one save (or one file) may carry: the large menu's every text, twice over. */
export const MAX_TRANSLATION_ROWS = 5000;

/** One translation as the grid saves it: '' removes it. */
export const translationSave = z.strictObject({
  resource: translatableResource,
  id: recordId('Kayıt'),
  field: translationKey,
  text: z
    .string({ error: 'Çeviri metin olmalı' })
    .trim()
    .max(1000, { error: 'Çeviri en fazla 1000 karakter olabilir' })
    .refine(...withoutNul('Çeviri')),
  /** The version it was loaded with; null for a text not translated yet. */
  version: version.nullable(),
});
export type TranslationSave = z.infer<typeof translationSave>;

export const translationBatch = z.strictObject({
  rows: z
    .array(translationSave, { error: 'Çeviriler bir liste olmalı' })
    .min(1, { error: 'Kaydedilecek çeviri yok' })
    .max(MAX_TRANSLATION_ROWS, { error: `Bir seferde en fazla ${MAX_TRANSLATION_ROWS} çeviri kaydedilebilir` }),
});

/** What a save did: the grid again, as it now stands. */
export const translationSaved = translationGrid.extend({ saved: z.number().int().nonnegative() });

/** A language's translations as a file: XLIFF 1.2 for translation tools, CSV for Excel. */
export const TRANSLATION_FILE_FORMATS = ['xliff', 'csv'] as const;
export type TranslationFileFormat = (typeof TRANSLATION_FILE_FORMATS)[number];
export const translationFileFormat = z.enum(TRANSLATION_FILE_FORMATS, { error: 'Dosya biçimi xliff veya csv olmalı' });

/**
 * A text without NUL or a lone surrogate, as withoutNul checks a field, in the engine's own code
 * where it has it: the pattern takes tens of milliseconds over a 2 MB file, which every other
 * request would wait behind.
 */
function wellFormed(text: string): boolean {
  const native = (text as string & { isWellFormed?: () => boolean }).isWellFormed;
  return !text.includes('\u0000') && (native ? native.call(text) : !/\p{Cs}/u.test(text));
}

/** The largest file the import reads: the large menu's every text, in XLIFF, several times over. */
export const MAX_TRANSLATION_FILE_CHARS = 2_000_000;

/**
 * The most rows (CSV) or units (XLIFF) a file may give for a menu of `texts` texts: each of them
 * once, with room for a translator's stray lines. A file far longer than the menu is no
 * translation of it, and is refused before it is read.
 */
export const mostFileRows = (texts: number) => Math.ceil(texts * 1.2) + 50;

/** The most refused rows a preview lists (it counts them all): enough to see what is wrong with a file. */
export const MAX_LISTED_REFUSALS = 100;

/** The version of a text a preview read (null: not translated yet), by its key in the file (`products/12/name`). */
const importBasis = z.strictObject({
  key: z.string({ error: 'Önizleme geçersiz' }).max(200, { error: 'Önizleme geçersiz' }),
  version: storedInteger('Önizleme geçersiz').nullable(),
});

/**
 * A translator's file sent back: previewed, or applied whole (`apply`) when every row is accepted
 * and none of the texts it writes was saved by someone since the preview read them (`basis`).
 */
export const translationImport = z.strictObject({
  format: translationFileFormat,
  file: z
    .string({ error: 'Dosya gerekli' })
    .min(1, { error: 'Dosya boş' })
    .max(MAX_TRANSLATION_FILE_CHARS, { error: 'Dosya çok büyük' })
    .refine(wellFormed, { error: 'Dosya geçersiz bir karakter içeriyor' }),
  apply: z.boolean({ error: 'Uygula evet/hayır olmalı' }).default(false),
  /** The preview's `basis`, sent back with `apply`. */
  basis: z
    .array(importBasis, { error: 'Önizleme bir liste olmalı' })
    .max(MAX_TRANSLATION_ROWS, { error: 'Önizleme çok büyük' })
    .default([]),
});
export type TranslationImportInput = z.input<typeof translationImport>;

export const IMPORT_STATUSES = ['new', 'changed', 'unchanged', 'refused'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  new: 'Yeni',
  changed: 'Değişti',
  unchanged: 'Aynı',
  refused: 'Reddedildi',
};

/** One row of a file as the import reads it, against the menu as it is. */
export const importRow = z.object({
  /** "Satır 14", "Birim 14". */
  place: answer.text,
  key: answer.text,
  status: z.enum(IMPORT_STATUSES),
  recordName: answer.text,
  source: answer.text,
  before: answer.text,
  after: answer.text,
  /** Why a refused row is refused, in Turkish. */
  reason: answer.text,
});
export type ImportRow = z.infer<typeof importRow>;

export const importPreview = z.object({
  /**
   * The rows that would change the menu (new, changed) and the refused ones, the first
   * MAX_LISTED_REFUSALS of them; the rows that change nothing are only counted.
   */
  rows: z.array(importRow),
  counts: z.record(z.enum(IMPORT_STATUSES), z.number().int().nonnegative()),
  /** The version of each text the file would write, as this preview read it: sent back to apply it. */
  basis: z.array(z.object({ key: answer.text, version: answer.version.nullable() })),
  /** Whether it was written: only when asked to, and every row was accepted. */
  applied: answer.flag,
});
export type ImportPreview = z.infer<typeof importPreview>;
