import type { z } from 'zod';
import { optionalText, requiredText } from './fields.js';
import type { PhotoShape } from './media.js';

/**
 * What staff read of a record's fields, written once beside each field's zod schema: the form's
 * label, hint and input, the change history's name for it and how it shows a value, and (for a
 * product) its column in the menu's spreadsheet. The schema of a record's input is built from
 * these descriptions (`shapeOf`), so a field has none without its description; the back office's
 * forms (web/admin/ui/form-fields.ts layoutOf), its history (web/admin/audit/describe-change.ts)
 * and the menu file (schemas/menu-file.ts, server/resources/products/spreadsheet.ts) read them.
 */

/** A value a <select> offers: the value the form holds (a number, text or null) and its label. */
export interface Choice {
  value: string | number | null;
  label: string;
}

/**
 * How staff enter a field on a form (web/admin/ui/RecordFields.tsx draws each):
 * - `text`, `tel`, `email`, `password`, `date`: an <input> of that type;
 * - `lines`: a <textarea>;
 * - `money`: lira as staff type them ("120,50"), read from the record's `<name>Kurus`;
 * - `count`: a whole number typed as text, blank for none (null in the record);
 * - `check`: a checkbox; `choice`: a <select> of `choices`; `category`: a category picker;
 * - `photo`: the record's `image`; `availability`: its serving days and hours;
 * - `kept`: not on the form, but sent back as it was (a PUT replaces the whole record);
 * - `own`: drawn by the form itself (RecordFields' `custom`).
 */
export type FieldInput =
  | 'own'
  | 'text'
  | 'tel'
  | 'email'
  | 'password'
  | 'date'
  | 'lines'
  | 'money'
  | 'count'
  | 'check'
  | 'choice'
  | 'category'
  | 'photo'
  | 'availability'
  | 'kept';

/** How a field is entered on its form, beyond its label. */
export interface FieldForm {
  required?: boolean;
  /** A line under the field: what to write, what it is for. */
  hint?: string;
  /** English text: marked `lang="en"` for the spell checker and screen readers. */
  english?: boolean;
  /** A new record's value; by default blank, unticked, or (photo, availability) none. */
  initial?: unknown;
  choices?: readonly Choice[];
  /** `photo`: the crop it is cut to. */
  shape?: PhotoShape;
  /** `availability`: whose hours ("Bu ürün"). */
  subject?: string;
  /** `lines`: how many lines tall (3 by default). */
  rows?: number;
  /** `text`: an identifier, not prose (no spelling, no capitals). */
  verbatim?: boolean;
}

/** The records the history names by their Turkish names where another record holds their ids. */
export type NamedRecords = 'categories' | 'products' | 'tags' | 'ingredients';

/**
 * How the change history shows a value, where it is not as it is (a flag as Evet/Hayır, a text
 * shortened): kuruş as lira, allergen codes, serving hours or sizes in words, ids by the names of
 * their records, or values by the words staff know them by.
 */
export type HistoryShows =
  'lira' | 'allergens' | 'availability' | 'sizes' | 'options' | { names: NamedRecords } | { values: Readonly<Record<string, string>> };

export interface FieldHistory {
  /** Its name in the history, where it is not the form's label ('Ad (TR)' for 'Ürün adı (TR)'). */
  label?: string;
  /** The record's field the history holds, where the record names it otherwise (`price` is `priceKurus`). */
  field?: string;
  shows?: HistoryShows;
}

interface DescribedField extends FieldForm {
  /** What the form calls it; the history and a file's column too, unless they say otherwise. */
  label: string;
  /** How staff enter it on the record's form; null: not on the form (nor sent by it). */
  input: FieldInput | null;
  /** The history's name for it ('Ad (TR)'), or more of what the history says of it. */
  history?: string | FieldHistory;
}

/** A field with its rule (zod), or the rule made from its label (its messages name it as the form does). */
export interface RuledField<Schema extends z.ZodType = z.ZodType> extends DescribedField {
  schema: Schema | ((label: string) => Schema);
}

/**
 * A text whose rule its description says: `required` or not, at most `max` characters (fields.ts
 * requiredText and optionalText: trimmed, and empty for none when it is not required).
 */
export interface TextField extends DescribedField {
  input: 'text' | 'lines';
  max: number;
  schema?: never;
}

/** One field of a record as staff meet it: its rule and what forms and the history say of it. */
export type StaffField = RuledField | TextField;

type SchemaOf<Field> = Field extends { schema: infer Schema }
  ? Schema extends (label: string) => infer Made
    ? Made
    : Schema
  : Field extends { required: true }
    ? ReturnType<typeof requiredText>
    : ReturnType<typeof optionalText>;

/** The zod shape of described fields: each field's rule. */
export type ShapeOf<Fields> = { [Name in keyof Fields]: SchemaOf<Fields[Name]> };

/** The zod shape of described fields (`z.strictObject(shapeOf(PRODUCT_FIELDS))`), in their order. */
export function shapeOf<const Fields extends Readonly<Record<string, StaffField>>>(fields: Fields): ShapeOf<Fields> {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, ruleOf(field)])) as ShapeOf<Fields>;
}

function ruleOf(field: StaffField): z.ZodType {
  if (field.schema === undefined) return field.required ? requiredText(field.label, field.max) : optionalText(field.label, field.max);
  return typeof field.schema === 'function' ? field.schema(field.label) : field.schema;
}

/** What the history says of a described field: the record's field it holds it under, its name, how it shows it. */
export interface HistoryNote {
  field: string;
  label: string;
  shows?: HistoryShows | undefined;
}

export function historyNote(name: string, field: StaffField): HistoryNote {
  const history: FieldHistory = typeof field.history === 'string' ? { label: field.history } : (field.history ?? {});
  return { field: history.field ?? name, label: history.label ?? field.label, shows: history.shows };
}

/**
 * A record's Turkish and English names, as its form asks for them ('Kategori' gives 'Kategori adı
 * (TR)') and the history names them ('Ad (TR)').
 */
export const bilingualNames = (noun: string, max: number) =>
  ({
    nameTr: { label: `${noun} adı (TR)`, input: 'text', required: true, max, history: 'Ad (TR)' },
    nameEn: { label: `${noun} adı (EN)`, input: 'text', required: true, max, english: true, history: 'Ad (EN)' },
  }) as const satisfies Record<string, StaffField>;

/** A record's Turkish and English descriptions, both required. */
export const bilingualDescriptions = (max: number) =>
  ({
    descriptionTr: { label: 'Açıklama (TR)', input: 'lines', required: true, max },
    descriptionEn: { label: 'Açıklama (EN)', input: 'lines', required: true, max, english: true },
  }) as const satisfies Record<string, StaffField>;

export const OPTIONAL_DESCRIPTION_HINT = 'İsteğe bağlı; boşsa misafirlere gösterilmez.';

/** A record's Turkish and English descriptions that may be left empty: guests are then shown none. */
export const optionalDescriptions = (max: number) =>
  ({
    descriptionTr: { label: 'Açıklama (TR)', input: 'lines', max, hint: OPTIONAL_DESCRIPTION_HINT },
    descriptionEn: { label: 'Açıklama (EN)', input: 'lines', max, hint: OPTIONAL_DESCRIPTION_HINT, english: true },
  }) as const satisfies Record<string, StaffField>;

/**
 * How a product's column in the menu's spreadsheet (schemas/menu-file.ts) reads and writes the
 * field (server/resources/products/spreadsheet.ts does each):
 * - `text`: as it is; `count`: a whole number, empty for none;
 * - `flag`: Evet or Hayır; empty keeps what the dish has (a new dish: the form's default);
 * - `allergens`: the allergens' Turkish names, in a list;
 * - `names`: the dish's category's tags or ingredients by their Turkish names, in a list;
 * - `choice`: the words staff know the values by (`labels`); `none` or empty for none, and
 *   `noun` names what the file says in a refusal ('satış durumu tanınmadı').
 */
export type FileCell =
  | { as: 'text' | 'count' | 'flag' | 'allergens' }
  | { as: 'names'; of: 'tags' | 'ingredients' }
  | { as: 'choice'; labels: Readonly<Record<string, string>>; none: string; noun: string };

/**
 * Where a field is in the menu's spreadsheet:
 * - a column, headed by the field's label unless `header` says otherwise;
 * - `kept`: not in the file: a dish keeps what it has, a new one starts as the form's would;
 * - `own`: the file's own code reads and writes it (spreadsheet.ts: the category a row names its
 *   dish by, a price's columns, the picture a new dish takes from its category, its texts in
 *   other languages, which a file leaves alone).
 */
export type FileUse = (FileCell & { header?: string }) | 'kept' | 'own';

/** A field of a record kept in a spreadsheet too: where it is in the file is part of its description. */
export type FiledField = StaffField & { file: FileUse };
