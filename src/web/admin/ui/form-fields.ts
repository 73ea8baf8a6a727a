import { kurusToDecimalText } from '../../../shared/money-input.js';
import { OPTIONAL_DESCRIPTION_HINT, type FieldForm, type FieldInput, type StaffField } from '../../../shared/schemas/staff-fields.js';

/**
 * One field of a back-office form: how it is entered, what a new record starts with, and how
 * an existing record's value reads into the form. The form's values, the fields a server
 * message may be placed under, and what is drawn all come from the form's list of these. A
 * record whose fields are described beside their schema (shared/schemas/staff-fields.ts) has
 * its list made from them (layoutOf).
 */
export interface FormField extends FieldForm {
  name: string;
  label: string;
  /** How it is entered (shared/schemas/staff-fields.ts FieldInput). */
  input: FieldInput;
  /** The record's value as the form holds it, where it is not the record's own field. */
  read?: (record: never) => unknown;
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

/** Fields a form puts side by side (TR beside EN), by name; `checks` for checkboxes in a line. */
export type RowOf<Name extends string> = readonly Name[] | { row: readonly Name[]; look: 'checks' };

/**
 * A form's layout from its record's described fields (shared/schemas), in their order: those on
 * the form (an `input`), `rows` side by side where the first of them stands, and what only this
 * form knows of a field (`own`: how a saved record reads into it).
 */
export function layoutOf<Fields extends Readonly<Record<string, StaffField>>>(
  fields: Fields,
  options: { rows?: readonly RowOf<keyof Fields & string>[]; own?: { [Name in keyof Fields]?: Partial<FormField> } } = {},
): FormLayout {
  const own: Partial<Record<string, Partial<FormField>>> = options.own ?? {};
  const fieldOf = (name: string): FormField => {
    const { label, input, hint, required, english, initial, choices, shape, subject, rows, verbatim } = fields[name]!;
    if (input === null) throw new Error(`${name} is not on its form`);
    return { name, label, input, hint, required, english, initial, choices, shape, subject, rows, verbatim, ...own[name] };
  };
  const rowOf = new Map<string, RowOf<string>>();
  for (const row of options.rows ?? []) for (const name of 'row' in row ? row.row : row) rowOf.set(name, row);
  const drawn = new Set<RowOf<string>>();
  const layout: (FormField | FieldRow)[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const row = rowOf.get(name);
    if (field.input === null) continue;
    if (!row) layout.push(fieldOf(name));
    else if (!drawn.has(row)) {
      drawn.add(row);
      layout.push('row' in row ? { row: row.row.map(fieldOf), look: row.look } : { row: row.map(fieldOf) });
    }
  }
  return layout;
}

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
  const description = descriptions === 'required' ? { required: true } : { hint: OPTIONAL_DESCRIPTION_HINT };
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
