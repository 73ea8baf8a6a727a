import type { Kysely } from 'kysely';
import { Worker } from 'node:worker_threads';
import writeExcelFile from 'write-excel-file/node';
import { ALLERGENS, allergenName } from '../../../shared/allergens.js';
import type { CalendarDay } from '../../../shared/calendar.js';
import { formatLira } from '../../../shared/money.js';
import { parseLira } from '../../../shared/money-input.js';
import {
  MAX_MENU_FILE_CELL_CHARS,
  MAX_MENU_FILE_ROWS,
  MENU_FILE_COLUMNS,
  PRICE_COLUMN_NAMES,
  type DishColumn,
  type MenuFileColumn,
  type PriceColumn,
  menuImportEntry,
  menuImportPreview,
  type MenuImportEntry,
  type MenuImportPreview,
} from '../../../shared/schemas/menu-file.js';
import { optionsInputOf, PRODUCT_FIELDS, productInput, type AdminProduct, type ProductData } from '../../../shared/schemas/product.js';
import type { FileCell } from '../../../shared/schemas/staff-fields.js';
import { foldTurkish } from '../../../shared/text.js';
import type { Actor } from '../../platform/audit/audited.js';
import { CSV_BOM, csvAmount, csvRow } from '../../platform/csv.js';
import type { Database } from '../../platform/db/schema.js';
import { conflict, HttpError } from '../../platform/http/errors.js';
import type { ReaderAnswer, ReaderLimits, TableRow } from './menu-file-reader.js';
import { dishNameTaken, insertProduct, listProducts, saveProduct } from './queries.js';
import { isUniqueViolation } from '../../platform/records/db-errors.js';

type Cell = string | number | null;
type Row = Record<MenuFileColumn, Cell>;

const COLUMNS = Object.keys(MENU_FILE_COLUMNS) as MenuFileColumn[];
const YES = 'Evet';
const NO = 'Hayır';

/** The names a file gives categories, tags, ingredients and allergens, and the dishes there are. */
async function menuNames(db: Kysely<Database>, today: CalendarDay) {
  const [categories, tags, ingredients, products] = await Promise.all([
    db.selectFrom('categories').select(['id', 'nameTr', 'image', 'sortOrder']).orderBy('sortOrder').orderBy('id').execute(),
    db.selectFrom('tags').select(['id', 'nameTr', 'categoryId']).execute(),
    db.selectFrom('ingredients').select(['id', 'nameTr', 'categoryId']).execute(),
    listProducts(db, today),
  ]);
  return { categories, tags, ingredients, products };
}

type MenuNames = Awaited<ReturnType<typeof menuNames>>;

/** A dish's rows: its one price, or one per size, the dish's own columns on each. */
function rowsOf(product: AdminProduct, names: MenuNames): Row[] {
  const dish = {
    id: product.id,
    category: names.categories.find((category) => category.id === product.categoryId)?.nameTr ?? '',
    ...Object.fromEntries(DISH_FIELDS.map(({ name, cells }) => [name, cells.write(product[name], names)])),
  } as Omit<Row, PriceColumn>;
  if (product.sizes.length === 0) return [{ ...dish, sizeTr: '', sizeEn: '', price: product.priceKurus, grams: product.grams }];
  return product.sizes.map((size) => ({ ...dish, sizeTr: size.labelTr, sizeEn: size.labelEn, price: size.priceKurus, grams: size.grams }));
}

/** Every dish's rows, in the menu's order (categories, then dishes). */
async function menuRows(db: Kysely<Database>, today: CalendarDay): Promise<Row[]> {
  const names = await menuNames(db, today);
  const order = new Map(names.categories.map((category, index) => [category.id, index]));
  return [...names.products]
    .sort((a, b) => (order.get(a.categoryId) ?? 0) - (order.get(b.categoryId) ?? 0) || a.order - b.order)
    .flatMap((product) => rowsOf(product, names));
}

/** The menu as an Excel workbook: one sheet, its header frozen, prices as numbers in lira. */
export async function menuXlsx(db: Kysely<Database>, today: CalendarDay): Promise<Buffer> {
  const rows = await menuRows(db, today);
  const data = [
    COLUMNS.map((column) => ({ value: MENU_FILE_COLUMNS[column], fontWeight: 'bold' as const })),
    ...rows.map((row) =>
      COLUMNS.map((column) => {
        const value = row[column];
        if (column === 'price' && typeof value === 'number') return { value: value / 100, format: '#,##0.00' };
        return value === '' ? null : value;
      }),
    ),
  ];
  const widths: Partial<Record<MenuFileColumn, number>> = {
    id: 9,
    category: 16,
    nameTr: 28,
    nameEn: 28,
    descriptionTr: 40,
    descriptionEn: 40,
    price: 11,
    tagIds: 20,
  };
  return writeExcelFile(data, {
    sheet: 'Menü',
    stickyRowsCount: 1,
    columns: COLUMNS.map((column) => ({ width: widths[column] ?? 14 })),
  }).toBuffer();
}

/** The menu as CSV for Excel in Turkish (platform/csv.ts): prices with a decimal comma. */
export async function menuCsv(db: Kysely<Database>, today: CalendarDay): Promise<string> {
  const rows = await menuRows(db, today);
  const lines = rows.map((row) =>
    csvRow(
      COLUMNS.map((column) => (column === 'price' ? csvAmount(row.price as number) : row[column] === null ? '' : String(row[column]))),
    ),
  );
  return CSV_BOM + csvRow(COLUMNS.map((column) => MENU_FILE_COLUMNS[column])) + lines.join('');
}

// ---- Reading a file ----

const refuse = (message: string) => new HttpError(400, 'validation', message, { file: message });

/** What a workbook may unpack to: a large menu's is well under a megabyte. */
const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;

const LIMITS: ReaderLimits = {
  columns: COLUMNS.length,
  rows: MAX_MENU_FILE_ROWS + 1,
  cellChars: MAX_MENU_FILE_CELL_CHARS,
  unpackedBytes: MAX_UNPACKED_BYTES,
};

/** The reader's file: its TypeScript source under the tests, its build in production. */
const READER = new URL(`./menu-file-reader.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`, import.meta.url);

/** How long a file may take to read before it is given up. */
const READ_TIMEOUT_MS = 30_000;

/** The file read before: files are read one at a time, so imports sent at once cannot add up. */
let reading: Promise<unknown> = Promise.resolve();

/**
 * The file's rows of cells, read on a thread of its own (menu-file-reader.ts): the server goes
 * on answering while it is read, and a file that would take more memory than a menu stops only
 * that thread.
 */
function readTable(bytes: Buffer): Promise<TableRow[]> {
  const turn = reading.then(() => readInWorker(bytes));
  reading = turn.catch(() => undefined);
  return turn;
}

function readInWorker(bytes: Buffer): Promise<TableRow[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(READER, {
      workerData: { bytes: new Uint8Array(bytes), limits: LIMITS },
      resourceLimits: { maxOldGenerationSizeMb: 256 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(refuse('Dosya okunamadı: okuması çok uzun sürdü.'));
    }, READ_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      void worker.terminate();
    };
    worker.once('message', (answer: ReaderAnswer) => {
      done();
      if ('refused' in answer) reject(refuse(answer.refused));
      else resolve(answer.table);
    });
    worker.once('error', (error: Error & { code?: string }) => {
      done();
      reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? refuse('Dosya okunamadı: okumak için çok büyük.') : error);
    });
    worker.once('exit', () => {
      done();
      reject(new Error('The menu file reader stopped without an answer'));
    });
  });
}

/**
 * Lets the server answer other requests between steps of a long loop: awaited at each step, it
 * yields once the loop has held the thread for 10 ms.
 */
function yielder(): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < 10) return;
    await new Promise((resolve) => setImmediate(resolve));
    since = performance.now();
  };
}

/** A cell's text as a reason quotes it: a long one cut short, so the preview stays small. */
const quoted = (text: string) => `'${text.length > 60 ? `${text.slice(0, 60)}…` : text}'`;

/** A cell as text, without the guard an exported text that starts like a formula carries. */
function textOf(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'boolean') return cell ? YES : NO;
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const text = (typeof cell === 'string' || typeof cell === 'number' ? String(cell) : '').trim();
  return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

interface SheetRow {
  /** The row's number in the spreadsheet (the header is 1). */
  line: number;
  cells: Record<MenuFileColumn, unknown>;
}

/** The rows of an .xlsx or a .csv, by column, the header read by its Turkish names in any order. */
async function readRows(bytes: Buffer): Promise<{ rows: SheetRow[]; present: Set<MenuFileColumn> }> {
  const table = await readTable(bytes);
  const [head, ...body] = table;
  if (!head) throw refuse('Dosya boş.');
  const byName = new Map(COLUMNS.map((column) => [foldTurkish(MENU_FILE_COLUMNS[column]), column]));
  const columns = head.cells.map((cell) => {
    const name = textOf(cell);
    if (name === '') return null;
    const column = byName.get(foldTurkish(name));
    if (!column) throw refuse(`Tanınmayan sütun: ${quoted(name)}. Sütunlar: ${COLUMNS.map((c) => MENU_FILE_COLUMNS[c]).join(', ')}.`);
    return column;
  });
  for (const required of ['category', 'nameTr', 'price'] as const) {
    if (!columns.includes(required)) throw refuse(`Eksik sütun: ${MENU_FILE_COLUMNS[required]}.`);
  }
  const rows: SheetRow[] = [];
  const pause = yielder();
  for (const { line, cells } of body) {
    await pause();
    const row = Object.fromEntries(COLUMNS.map((column) => [column, null])) as Record<MenuFileColumn, unknown>;
    columns.forEach((column, index) => {
      if (column) row[column] = cells[index] ?? null;
    });
    if (COLUMNS.some((column) => textOf(row[column]) !== '')) rows.push({ line, cells: row });
  }
  return { rows, present: new Set(columns.filter((column) => column !== null)) };
}

// ---- A dish's columns ----

/** How a dish's column writes its field, reads it back from a cell's text, and shows it in a preview. */
interface Cells {
  /** The cell an export writes. */
  write(value: unknown, names: MenuNames): Cell;
  /** What a row sends the form's schema for the field. */
  read(text: string, row: CellRow): unknown;
  /** A value as the preview says what changes. */
  show(value: unknown, names: MenuNames): string;
  /** A list of names: the same names in another order are the same list. */
  list?: boolean;
}

/** What a cell is read with: its column's header, the row's category, what the dish has, where a reason goes. */
interface CellRow {
  header: string;
  category: { id: number } | undefined;
  names: MenuNames;
  /** The dish's value, which an empty cell keeps (a new dish: none, so the form's default). */
  kept: unknown;
  refuse(reason: string): void;
}

const allergenCodes = new Map(
  ALLERGENS.flatMap(({ code }) => [[foldTurkish(allergenName(code, 'tr')), code] as const, [code, code] as const]),
);
const allergenNames = (codes: unknown) => (codes as readonly string[]).map((code) => allergenName(code, 'tr')).join(', ');

/** Each kind of column's cells (FileCell in shared/schemas/staff-fields.ts). */
function cellsOf(cell: FileCell): Cells {
  switch (cell.as) {
    case 'text':
      return { write: (value) => value as string, read: (text) => text, show: (value) => (value === '' ? '—' : (value as string)) };
    case 'count':
      return {
        write: (value) => value as number | null,
        read: (text) => text,
        show: (value) => (typeof value === 'number' ? String(value) : '—'),
      };
    case 'flag':
      return {
        write: (value) => (value ? YES : NO),
        read: (text, row) => {
          const folded = foldTurkish(text);
          if (folded === '') return row.kept;
          if (folded !== foldTurkish(YES) && folded !== foldTurkish(NO))
            row.refuse(`${row.header} 'Evet' ya da 'Hayır' olmalı: ${quoted(text)}`);
          return folded === foldTurkish(YES);
        },
        show: (value) => (value ? YES : NO),
      };
    case 'allergens':
      return {
        write: allergenNames,
        read: (text, row) =>
          list(text).flatMap((name) => {
            const code = allergenCodes.get(foldTurkish(name));
            if (!code) row.refuse(`alerjen tanınmadı: ${quoted(name)}`);
            return code ? [code] : [];
          }),
        show: allergenNames,
        list: true,
      };
    case 'names': {
      const nameOf = (names: MenuNames, id: number) => names[cell.of].find((item) => item.id === id)?.nameTr;
      return {
        write: (ids, names) => (ids as readonly number[]).map((id) => nameOf(names, id) ?? '').join(', '),
        read: (text, row) =>
          list(text).flatMap((name) => {
            const found = row.names[cell.of].find(
              (item) => item.categoryId === row.category?.id && foldTurkish(item.nameTr) === foldTurkish(name),
            );
            if (!found) row.refuse(`${row.header.toLowerCase()} bu kategoride yok: ${quoted(name)}`);
            return found ? [found.id] : [];
          }),
        // Sets, listed as the dish keeps them (by number): a file that lists them in another order changes nothing.
        show: (ids, names) =>
          [...(ids as readonly number[])]
            .sort((a, b) => a - b)
            .map((id) => nameOf(names, id) ?? `#${id}`)
            .join(', '),
        list: true,
      };
    }
    case 'choice': {
      const label = (value: unknown) => cell.labels[String(value)] ?? String(value);
      return {
        write: (value) => (value === null ? '' : label(value)),
        read: (text, row) => {
          const folded = foldTurkish(text);
          const value = Object.entries(cell.labels).find(([, word]) => foldTurkish(word) === folded)?.[0] ?? null;
          if (value === null && folded !== '' && folded !== foldTurkish(cell.none)) row.refuse(`${cell.noun} tanınmadı: ${quoted(text)}`);
          return value;
        },
        show: (value) => (value === null ? cell.none : label(value)),
      };
    }
  }
}

type ProductFields = typeof PRODUCT_FIELDS;
type FieldsFiled<Use> = { [Name in keyof ProductFields]: ProductFields[Name]['file'] extends Use ? Name : never }[keyof ProductFields];

/** The dish's fields with a column, in the file's order, each with its header and how its cells read. */
const DISH_FIELDS = Object.entries(PRODUCT_FIELDS).flatMap(([name, field]) =>
  typeof field.file === 'object'
    ? [{ name: name as DishColumn, header: MENU_FILE_COLUMNS[name as DishColumn], cells: cellsOf(field.file) }]
    : [],
);

/** The fields a file leaves out, which a dish keeps (a new dish starts as the form's would). */
const KEPT_FIELDS = Object.keys(PRODUCT_FIELDS).filter(
  (name) => PRODUCT_FIELDS[name as keyof ProductFields].file === 'kept',
) as FieldsFiled<'kept'>[];

// ---- From rows to dishes ----

/** The columns of a dish (the same on each of its rows), as staff read their names. */
const DISH_COLUMNS: readonly MenuFileColumn[] = ['category', ...DISH_FIELDS.map((field) => field.name)];

/** The columns of one price: a size's own, the rest are its dish's. */
const SIZE_COLUMNS: ReadonlySet<MenuFileColumn> = new Set(PRICE_COLUMN_NAMES);

interface Dish {
  rows: SheetRow[];
  existing: AdminProduct | null;
  reasons: string[];
  input: ProductData | null;
}

const list = (text: string) =>
  text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');

/** The columns that list names: the same names in another order are the same list. */
const LIST_COLUMNS: ReadonlySet<MenuFileColumn> = new Set(DISH_FIELDS.filter((field) => field.cells.list).map((field) => field.name));

/** What two rows of a dish must agree on in a column. */
const sameness = (column: MenuFileColumn, text: string) =>
  LIST_COLUMNS.has(column) ? list(text).map(foldTurkish).sort().join('\n') : text;

/** A price cell: a number as the spreadsheet holds it, or text read the Turkish way (`1.250,50`). */
function priceOf(cell: unknown): string | number | null {
  if (typeof cell === 'number') return parseLira(cell) === null ? null : cell;
  const text = textOf(cell);
  return parseLira(text) === null ? null : text;
}

/** What a file's rows make: each dish as the form would send it, or why it cannot be. */
async function dishesOf(rows: readonly SheetRow[], present: ReadonlySet<MenuFileColumn>, names: MenuNames): Promise<Dish[]> {
  // A file of thousands of rows is worked through in steps, the server answering between them.
  const pause = yielder();
  const groups = new Map<string, SheetRow[]>();
  for (const row of rows) {
    await pause();
    const id = textOf(row.cells.id);
    const key = id !== '' ? `#${id}` : `${foldTurkish(textOf(row.cells.category))}|${foldTurkish(textOf(row.cells.nameTr))}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const byId = new Map(names.products.map((product) => [product.id, product]));
  const byName = new Map<string, AdminProduct>();
  for (const product of names.products) {
    const key = `${product.categoryId}|${foldTurkish(product.nameTr)}`;
    if (!byName.has(key)) byName.set(key, product);
  }
  const dishOf = (sent: SheetRow[]): Dish => {
    const reasons: string[] = [];
    const at = (row: SheetRow, message: string) => reasons.push(`Satır ${row.line}: ${message}`);
    const sentText = (column: MenuFileColumn) => textOf(sent[0]!.cells[column]);
    let existing: AdminProduct | null = null;
    const idText = sentText('id');
    if (idText !== '') {
      existing = /^\d{1,9}$/.test(idText) ? (byId.get(Number(idText)) ?? null) : null;
      if (!existing) at(sent[0]!, `ürün bulunamadı: ${quoted(idText)} (yeni bir ürün için Ürün No boş kalmalı)`);
    }
    const category = names.categories.find((candidate) => foldTurkish(candidate.nameTr) === foldTurkish(sentText('category')));
    if (!category) at(sent[0]!, `kategori bulunamadı: ${quoted(sentText('category'))}`);
    // A row without its number names a dish by its category and name: the same file read twice adds it once.
    existing ??= idText === '' && category ? (byName.get(`${category.id}|${foldTurkish(sentText('nameTr'))}`) ?? null) : null;
    // A column the file leaves out keeps what the dish has (a file of prices alone changes only
    // prices): each row takes it from the dish's own row of the same size, or of the same place.
    const own = existing ? rowsOf(existing, names) : [];
    const group = sent.map((row, index): SheetRow => {
      if (own.length === 0) return row;
      const size = textOf(row.cells.sizeTr);
      const sameSize = present.has('sizeTr') ? own.find((candidate) => candidate.sizeTr === size) : own[index];
      const cells = { ...row.cells };
      for (const column of COLUMNS) {
        const from = SIZE_COLUMNS.has(column) ? sameSize : own[0];
        if (!present.has(column) && from) cells[column] = from[column];
      }
      return { line: row.line, cells };
    });
    const first = group[0]!;
    const text = (column: MenuFileColumn) => textOf(first.cells[column]);
    for (const row of group.slice(1)) {
      for (const column of DISH_COLUMNS) {
        if (sameness(column, textOf(row.cells[column])) !== sameness(column, text(column)))
          at(row, `aynı ürünün satırlarında farklı ${MENU_FILE_COLUMNS[column]}: ${quoted(textOf(row.cells[column]))}`);
      }
    }
    const read = { category, names, refuse: (reason: string) => at(first, reason) };
    const dishValues = Object.fromEntries(
      DISH_FIELDS.map(({ name, header, cells }) => [name, cells.read(text(name), { ...read, header, kept: existing?.[name] })]),
    );
    const prices = group.map((row) => {
      const price = priceOf(row.cells.price);
      if (price === null) at(row, `fiyat okunamadı: ${quoted(textOf(row.cells.price))}`);
      return price;
    });
    const oneSize = group.length === 1 && textOf(first.cells.sizeTr) === '';
    if (!oneSize)
      group.forEach((row) => textOf(row.cells.sizeTr) === '' && at(row, 'bir ürünün birden çok satırı varsa her birinin Boy’u olmalı'));
    if (reasons.length > 0 || !category) return { rows: group, existing, reasons, input: null };
    // The fields the file's own code reads: the category the row names, a price's columns, the picture.
    const ownFields: Record<FieldsFiled<'own'>, unknown> = {
      price: oneSize ? prices[0] : null,
      grams: oneSize ? text('grams') : null,
      sizes: oneSize
        ? []
        : group.map((row, index) => ({
            labelTr: textOf(row.cells.sizeTr),
            labelEn: textOf(row.cells.sizeEn),
            price: prices[index],
            grams: textOf(row.cells.grams),
          })),
      // A dish's options are its form's: the file keeps them.
      options: existing ? optionsInputOf(existing.options) : [],
      image: existing?.image ?? category.image,
      categoryId: category.id,
      // Its texts in other languages are the translations page's: a save without them keeps them.
      translations: undefined,
    };
    const kept = Object.fromEntries(KEPT_FIELDS.map((name) => [name, existing?.[name]]));
    const body = { ...dishValues, ...kept, ...ownFields };
    const parsed = productInput.safeParse(body);
    if (parsed.success) return { rows: group, existing, reasons, input: parsed.data };
    for (const issue of parsed.error.issues) {
      const [field, index] = issue.path;
      const row = field === 'sizes' && typeof index === 'number' ? (group[index] ?? first) : first;
      at(row, issue.message);
    }
    return { rows: group, existing, reasons, input: null };
  };
  const dishes: Dish[] = [];
  for (const sent of groups.values()) {
    await pause();
    dishes.push(dishOf(sent));
  }
  return dishes;
}

/** What a save would change of a dish, each value as staff read it. */
function changesOf(before: AdminProduct, after: ProductData, names: MenuNames): MenuImportEntry['changes'] {
  const changes: MenuImportEntry['changes'] = [];
  const add = (field: string, from: string, to: string) => from !== to && changes.push({ field, before: from, after: to });
  const category = (id: number) => names.categories.find((item) => item.id === id)?.nameTr ?? `#${id}`;
  const grams = (value: number | null) => (value === null ? '—' : `${value} g`);
  // The dish's category and prices, which the file's own columns hold, say theirs where a price's columns are.
  const ownChanges = () => {
    add('Kategori', category(before.categoryId), category(after.categoryId));
    if (before.sizes.length === 0 && after.sizes.length === 0) {
      add('Fiyat', formatLira(before.priceKurus), formatLira(after.price ?? 0));
      add('Gramaj', grams(before.grams), grams(after.grams));
      return;
    }
    add('Boylar', before.sizes.map((size) => size.labelTr).join(', '), after.sizes.map((size) => size.labelTr).join(', '));
    for (const size of after.sizes) {
      const old = before.sizes.find((candidate) => candidate.labelTr === size.labelTr);
      add(`Fiyat · ${size.labelTr}`, old ? formatLira(old.priceKurus) : '—', formatLira(size.price ?? 0));
      add(`Gramaj · ${size.labelTr}`, old ? grams(old.grams) : '—', grams(size.grams));
      add(`Boy (EN) · ${size.labelTr}`, old?.labelEn ?? '—', size.labelEn);
    }
    if (before.sizes.length === 0) add('Fiyat', formatLira(before.priceKurus), '—');
  };
  for (const column of COLUMNS) {
    const dish = DISH_FIELDS.find((field) => field.name === column);
    if (dish) add(dish.header, dish.cells.show(before[dish.name], names), dish.cells.show(after[dish.name], names));
    else if (column === PRICE_COLUMN_NAMES[0]) ownChanges();
  }
  return changes;
}

/**
 * Reads a menu file and says what it would do, row by row: new dishes, changed ones (each value
 * before and after), unchanged ones, and refused rows with why. With `apply`, and only when no
 * row is refused and no dish changed since the preview (`basis`), saves it in one transaction:
 * each dish as its form would, in the change history.
 */
export async function importMenuFile(
  db: Kysely<Database>,
  actor: Actor,
  bytes: Buffer,
  today: CalendarDay,
  apply: { basis: readonly { id: number; version: number }[] } | null,
): Promise<MenuImportPreview> {
  const { rows, present } = await readRows(bytes);
  if (rows.length === 0) throw refuse('Dosyada ürün satırı yok.');
  const names = await menuNames(db, today);
  const dishes = await dishesOf(rows, present, names);
  const pause = yielder();
  const entries: MenuImportEntry[] = [];
  for (const dish of dishes) {
    await pause();
    // A refused dish's name is as the file wrote it: cut short, as the form's longest name is.
    const sentName = textOf(dish.rows[0]!.cells.nameTr);
    const name = (sentName.length > 120 ? `${sentName.slice(0, 120)}…` : sentName) || '(adsız)';
    const lines = dish.rows.map((row) => row.line);
    if (dish.input === null) entries.push({ rows: lines, name, state: 'refused', changes: [], reasons: dish.reasons });
    else if (dish.existing === null) entries.push({ rows: lines, name, state: 'new', changes: [], reasons: [] });
    else {
      const changes = changesOf(dish.existing, dish.input, names);
      entries.push({ rows: lines, name, state: changes.length > 0 ? 'changed' : 'unchanged', changes, reasons: [] });
    }
  }
  const counts = { new: 0, changed: 0, unchanged: 0, refused: 0 };
  for (const entry of entries) counts[entry.state] += 1;
  const basis = dishes.flatMap((dish) => (dish.existing ? [{ id: dish.existing.id, version: dish.existing.version }] : []));
  if (!apply) return { entries, counts, basis, applied: false };

  if (counts.refused > 0)
    throw refuse(`${counts.refused} ürünün satırları kabul edilmedi: önizlemedeki nedenleri düzeltip dosyayı yeniden yükleyin.`);
  const sent = new Map(apply.basis.map((dish) => [dish.id, dish.version]));
  const moved = basis.filter((dish) => sent.get(dish.id) !== dish.version);
  if (moved.length > 0) {
    const moves = moved.map((dish) => names.products.find((product) => product.id === dish.id)?.nameTr ?? `#${dish.id}`);
    throw conflict(`Önizlemeden sonra bu ürünler değişti; dosyayı yeniden yükleyin: ${moves.join(', ')}.`);
  }
  await db
    .transaction()
    .execute(async (trx) => {
      for (const [index, dish] of dishes.entries()) {
        const entry = entries[index]!;
        if (entry.state === 'new') await insertProduct(trx, actor, dish.input!, today);
        else if (entry.state === 'changed') await saveProduct(trx, actor, dish.existing!.id, dish.existing!.version, dish.input!, today);
      }
    })
    .catch((error: unknown) => refuseTakenNames(db, error, dishes));
  return { entries, counts, basis, applied: true };
}

/**
 * The preview as its answer's JSON, each dish checked against the contract and written out in
 * steps: a preview of thousands of dishes, checked and written in one go, held the server for
 * longer than a guest should wait (60 ms and more for 5000 dishes).
 */
export async function previewJson(preview: MenuImportPreview): Promise<string> {
  const pause = yielder();
  const entries: string[] = [];
  for (const entry of preview.entries) {
    await pause();
    entries.push(JSON.stringify(menuImportEntry.parse(entry)));
  }
  await pause();
  const rest = JSON.stringify(menuImportPreview.omit({ entries: true }).parse(preview));
  return `{"entries":[${entries.join(',')}],${rest.slice(1)}`;
}

/**
 * A dish is one dish per category and Turkish name (migration 029): a new dish someone added
 * since the preview (the same file applied at once from another instance), or a dish renamed to
 * another's name, is refused by the key's unique index, and nothing of the file is saved (409).
 */
async function refuseTakenNames(db: Kysely<Database>, error: unknown, dishes: readonly Dish[]): Promise<never> {
  if (!isUniqueViolation(error)) throw error;
  const taken: string[] = [];
  for (const dish of dishes) {
    if (dish.input && (await dishNameTaken(db, dish.input, dish.existing?.id))) taken.push(dish.input.nameTr);
  }
  const names = taken.length > 0 ? `: ${taken.join(', ')}` : '';
  throw conflict(`Bu adda bir ürün kategorisinde zaten var; dosya başka bir yerden de uygulanmış olabilir, yeniden yükleyin${names}.`);
}
