import { z } from 'zod';
import { answer, flag, MAX_LINKS, recordId, version } from './fields.js';
import { MAX_INGREDIENT_NAME } from './ingredient.js';
import { PRODUCT_FIELDS } from './product.js';
import type { FileCell } from './staff-fields.js';

/** How a row names its dish: by its number, or, left empty, by its category and Turkish name. */
const KEY_COLUMNS = { id: 'Ürün No', category: 'Kategori' } as const;

/** A price's columns: a dish's one price, or one of its sizes, with its weight. */
const PRICE_COLUMNS = { sizeTr: 'Boy', sizeEn: 'Boy (EN)', price: 'Fiyat (₺)', grams: 'Gramaj (g)' } as const;
export type PriceColumn = keyof typeof PRICE_COLUMNS;
export const PRICE_COLUMN_NAMES = Object.keys(PRICE_COLUMNS) as PriceColumn[];

type ProductFields = typeof PRODUCT_FIELDS;
/** The product's fields with a column of their own, read and written by their cells' kind (staff-fields.ts FileCell). */
export type DishColumn = {
  [Name in keyof ProductFields]: ProductFields[Name]['file'] extends FileCell ? Name : never;
}[keyof ProductFields];
export type MenuFileColumn = keyof typeof KEY_COLUMNS | PriceColumn | DishColumn;

/**
 * The menu in and out of a spreadsheet (Excel or LibreOffice, .xlsx or .csv): one row per price,
 * a dish's one price or each of its sizes, the dish's own columns repeated on each of its rows.
 * The columns are headed in Turkish; the first row names them, in any order. They are the
 * dish's number and category, then each of the product's fields that has a column
 * (PRODUCT_FIELDS' `file`), in its order, a price's columns where its price is.
 */
export const MENU_FILE_COLUMNS = {
  ...KEY_COLUMNS,
  ...Object.fromEntries(
    Object.entries(PRODUCT_FIELDS).flatMap(([name, field]): [string, string][] => {
      if (name === 'price') return Object.entries(PRICE_COLUMNS);
      if (typeof field.file !== 'object') return [];
      return [[name, ('header' in field.file ? field.file.header : undefined) ?? field.label]];
    }),
  ),
} as Readonly<Record<MenuFileColumn, string>>;

/** The most rows (prices) a file may have: ten times a large menu's. */
export const MAX_MENU_FILE_ROWS = 5_000;
/**
 * The most characters a cell may have: the longest cell an export writes, a dish's every
 * ingredient (at most MAX_LINKS, each named in at most MAX_INGREDIENT_NAME characters) in a
 * list with commas. A longer cell is refused while the file is inspected, before it is read.
 */
export const MAX_MENU_FILE_CELL_CHARS = MAX_LINKS * MAX_INGREDIENT_NAME + (MAX_LINKS - 1) * ', '.length;
/** The most bytes a file may have, as sent (base64 makes it a third larger). */
export const MAX_MENU_FILE_BYTES = 2 * 1024 * 1024;

/** A file to read: previewed, or saved once the preview accepted every row (`apply`). */
export const menuImportInput = z.strictObject({
  /** The file's bytes in base64. */
  file: z
    .string({ error: 'Dosya gerekli' })
    .min(1, { error: 'Dosya gerekli' })
    .max(Math.ceil(MAX_MENU_FILE_BYTES / 3) * 4, { error: 'Dosya en fazla 2 MB olabilir' })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'Dosya base64 olarak gönderilmeli' }),
  apply: flag('Kaydet', false),
  /** The dishes' versions the preview read: saving refuses a dish changed since. */
  basis: z
    .array(z.strictObject({ id: recordId('Ürün'), version }), { error: 'Önizleme bir liste olmalı' })
    .max(10_000, { error: 'Önizleme çok büyük' })
    .default([]),
});
export type MenuImportInput = z.input<typeof menuImportInput>;

export const MENU_IMPORT_STATES = ['new', 'changed', 'unchanged', 'refused'] as const;

/** A dish as the file gives it, from one row or several (its sizes). */
export const menuImportEntry = z.object({
  /** The spreadsheet's row numbers (the header is row 1). */
  rows: z.array(z.number().int().positive()),
  name: answer.text,
  state: z.enum(MENU_IMPORT_STATES),
  /** What changes, each value before and after as staff read it ("₺120,00"). */
  changes: z.array(z.object({ field: answer.text, before: answer.text, after: answer.text })),
  /** Why it is refused, in Turkish: "Satır 14: fiyat okunamadı: '12O'". */
  reasons: z.array(answer.text),
});
export type MenuImportEntry = z.infer<typeof menuImportEntry>;

export const menuImportPreview = z.object({
  entries: z.array(menuImportEntry),
  counts: z.object({ new: z.number().int(), changed: z.number().int(), unchanged: z.number().int(), refused: z.number().int() }),
  basis: z.array(z.object({ id: answer.id, version: answer.version })),
  /** True once saved: the file was applied as previewed. */
  applied: answer.flag,
});
export type MenuImportPreview = z.infer<typeof menuImportPreview>;
