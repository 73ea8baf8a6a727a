import type { Insertable } from 'kysely';
import type { z } from 'zod';
import { TABLE_COLUMNS, type Database } from '../db/schema.js';
import { flagOf } from './db-errors.js';

/**
 * How a resource's records are stored, declared once: a field of the record is read from the
 * column of the same name, and a column is written from the form's field of the same name,
 * unless the resource gives a codec for it (a list stored as JSON text, a price named for its
 * kuruş). A flag needs none: a boolean field is stored as 0 or 1 in its number column on both
 * dialects. A plain new field is then its migration, its zod schema and the page that shows it:
 * reading and writing it need no line here.
 */

/** A boolean field over a number column: a flag, stored as 0 or 1. */
type IsFlag<Column, Field> = [Column] extends [number] ? ([Field] extends [boolean] ? true : false) : false;

/** The fields of `Out` whose same-named column is missing or of another type: each needs a codec. */
type NeedsCodec<Row, Out> = {
  [K in keyof Out]-?: K extends keyof Row ? (Row[K] extends Out[K] ? never : IsFlag<Row[K], Out[K]> extends true ? never : K) : K;
}[keyof Out];

/** A codec for each field that needs one; any other field may have one too. */
type FieldReaders<Row, Out> = { [K in NeedsCodec<Row, Out>]: (row: Row) => Out[K] } & {
  [K in keyof Out]?: (row: Row) => Out[K];
};

/**
 * The record `schema` describes, read from a row: each field from its column, or through its
 * codec. The schema's keys say which fields there are, so the record has exactly its fields.
 */
export function recordReader<Row extends object, Out>(schema: z.ZodObject, codecs: FieldReaders<Row, Out>): (row: Row) => Out {
  const fields = Object.keys(schema.shape);
  const shape = schema.shape as Record<string, z.ZodType>;
  const flags = new Set(fields.filter((field) => shape[field]?.def.type === 'boolean'));
  const read = codecs as Record<string, ((row: Row) => unknown) | undefined>;
  return (row) => {
    const record: Record<string, unknown> = {};
    for (const field of fields) {
      const column = (row as Record<string, unknown>)[field];
      record[field] = read[field] ? read[field](row) : flags.has(field) ? column === 1 : column;
    }
    return record as Out;
  };
}

type Table = keyof Database;
type Writable<T extends Table> = Insertable<Database[T]>;

/** The form's fields that have a column of the same name and of a type it takes: copied as they are. */
type Copied<T extends Table, In> = {
  [K in keyof In & keyof Writable<T> as In[K] extends Writable<T>[K] ? K : never]: In[K];
};

/** The form's flags: written as 0 or 1. */
type Flags<T extends Table, In> = {
  [K in keyof In & keyof Writable<T> as IsFlag<NonNullable<Writable<T>[K]>, In[K]> extends true ? K : never]: number;
};

/** The form's fields whose same-named column takes another type, flags aside: each needs a codec. */
type Mismatched<T extends Table, In> = {
  [K in keyof In & keyof Writable<T>]-?: In[K] extends Writable<T>[K]
    ? never
    : IsFlag<NonNullable<Writable<T>[K]>, In[K]> extends true
      ? never
      : K;
}[keyof In & keyof Writable<T>];

/** The columns no form sets: the record's identity, version and stamps, and its place in a list. */
const KEPT = new Set(['id', 'version', 'createdAt', 'updatedAt', 'sortOrder']);

/**
 * A form's values as `table`'s columns: the columns `code` makes from them (a list as JSON text, a
 * column named otherwise), and every other column from the form's field of the same name, a
 * flag as 0 or 1. A form's field with no column (a product's tag ids) is not written.
 */
export function columnWriter<
  T extends Table,
  In extends object,
  Coded extends Partial<Writable<T>> & { [K in Mismatched<T, In>]: Writable<T>[K] },
>(table: T, code: (input: In) => Coded): (input: In) => Omit<Copied<T, In> & Flags<T, In>, keyof Coded> & Coded {
  const columns = Object.keys(TABLE_COLUMNS[table]).filter((column) => !KEPT.has(column));
  return (input) => {
    const coded: Record<string, unknown> = code(input);
    const written: Record<string, unknown> = {};
    for (const column of columns) {
      if (column in coded) written[column] = coded[column];
      else if (column in input) {
        const value = (input as Record<string, unknown>)[column];
        written[column] = typeof value === 'boolean' ? flagOf(value) : value;
      }
    }
    return written as Omit<Copied<T, In> & Flags<T, In>, keyof Coded> & Coded;
  };
}
