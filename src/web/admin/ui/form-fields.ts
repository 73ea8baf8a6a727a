import { kurusToDecimalText } from '../../../shared/money-input.js';
import type { PhotoShape } from '../../../shared/schemas/media.js';

/** A value a <select> offers: the value the form holds (a number, text or null) and its label. */
export interface Choice {
  value: string | number | null;
  label: string;
}

/**
 * One field of a back-office form: how it is entered, what a new record starts with, and how
 * an existing record's value reads into the form. The form's values, the fields a server
 * message may be placed under, and what is drawn all come from the form's list of these.
 */
export interface FormField {
  name: string;
  label: string;
  /**
   * - `text`, `tel`, `email`, `password`, `date`: an <input> of that type;
   * - `lines`: a <textarea>;
   * - `money`: lira as staff type them ("120,50"), read from the record's `<name>Kurus`;
   * - `count`: a whole number typed as text, blank for none (null in the record);
   * - `check`: a checkbox; `choice`: a <select> of `choices`; `category`: a category picker;
   * - `photo`: the record's `image`; `availability`: its serving days and hours;
   * - `kept`: not on the form, but sent back as it was (a PUT replaces the whole record);
   * - `own`: drawn by the form itself (RecordFields' `custom`).
   */
  input:
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
  required?: boolean;
  hint?: string;
  /** English text: marked `lang="en"` for the spell checker and screen readers. */
  english?: boolean;
  /** A new record's value; by default blank, unticked, or (photo, availability) none. */
  initial?: unknown;
  /** The record's value as the form holds it, where it is not the record's own field. */
  read?: (record: never) => unknown;
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

/** Fields side by side where there is room (TR beside EN), one under the other on a phone. */
export interface FieldRow {
  row: readonly FormField[];
  /** `checks`: checkboxes in a line that wraps, instead of columns. */
  look?: 'checks';
}

export type FormLayout = readonly (FormField | FieldRow)[];

export const isRow = (item: FormField | FieldRow): item is FieldRow => 'row' in item;

/** Every field of a layout, rows opened, in the order they are drawn. */
export const fieldsOf = (layout: FormLayout): FormField[] => layout.flatMap((item) => (isRow(item) ? item.row : [item]));

/** The names of a layout's fields: where a 400's messages may be placed. */
export const fieldNames = (layout: FormLayout): string[] => fieldsOf(layout).map((field) => field.name);

const blankOf = (field: FormField): unknown => {
  if (field.initial !== undefined) return field.initial;
  if (field.input === 'check') return false;
  if (field.input === 'availability') return null;
  if (field.input === 'category') return undefined;
  return '';
};

const readOf = (field: FormField, record: Record<string, unknown>): unknown => {
  if (field.read) return (field.read as (record: Record<string, unknown>) => unknown)(record);
  const value = record[field.name];
  switch (field.input) {
    case 'money': {
      const kurus = record[`${field.name}Kurus`];
      return typeof kurus === 'number' ? kurusToDecimalText(kurus) : '';
    }
    case 'count':
      return typeof value === 'number' ? String(value) : '';
    case 'password':
      return '';
    case 'photo':
      return value ?? '';
    default:
      return value;
  }
};

/**
 * The form's values: a new record's (`start` fills what the page knows, such as the category
 * the list shows) or an existing one's, with the version its save must name.
 */
export function formValues<Values>(layout: FormLayout, record: object | null, start: Partial<Values> = {}): Values {
  const fields = fieldsOf(layout);
  if (record === null) return { ...Object.fromEntries(fields.map((field) => [field.name, blankOf(field)])), ...start } as Values;
  const source = record as Record<string, unknown>;
  const values = Object.fromEntries(fields.map((field) => [field.name, readOf(field, source)]));
  return ('version' in source ? { ...values, version: source.version } : values) as Values;
}

/**
 * A record's Turkish and English name and description (categories, products, ingredients):
 * 'Kategori' gives 'Kategori adı (TR)'. Ingredients and campaigns may go without a description.
 */
export function bilingualFields(
  noun: string,
  { names = 'name', descriptions = 'required' }: { names?: 'name' | 'title'; descriptions?: 'required' | 'optional' | 'none' } = {},
): FieldRow[] {
  const label = names === 'name' ? `${noun} adı` : noun;
  const rows: FieldRow[] = [
    {
      row: [
        { name: `${names}Tr`, label: `${label} (TR)`, input: 'text', required: true },
        { name: `${names}En`, label: `${label} (EN)`, input: 'text', required: true, english: true },
      ],
    },
  ];
  if (descriptions === 'none') return rows;
  const description = descriptions === 'required' ? { required: true } : { hint: 'İsteğe bağlı; boşsa misafirlere gösterilmez.' };
  rows.push({
    row: [
      { name: 'descriptionTr', label: 'Açıklama (TR)', input: 'lines', ...description },
      { name: 'descriptionEn', label: 'Açıklama (EN)', input: 'lines', english: true, ...description },
    ],
  });
  return rows;
}

/** Most records can be switched off without being deleted. */
export const ACTIVE: FormField = { name: 'isActive', label: 'Aktif', input: 'check', initial: true };
