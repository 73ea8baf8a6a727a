/**
 * Reads a menu file (.xlsx or .csv) into its rows of cells, on a thread of its own
 * (node:worker_threads): whatever a file holds, the server's main thread goes on answering guests
 * while it is read. spreadsheet.ts starts it with the file and the limits, and gets back the rows
 * or, for a file no menu could be, the reason in Turkish.
 *
 * It looks inside a workbook before the reader does, and refuses what would make the reader build
 * far more than a menu: a cell or a sheet's size beyond the columns and rows the import reads (a
 * cell at XFD1048576 made it build a million rows), a cell longer than the longest a menu's cell
 * can be, a formula. It looks at the sheet the reader reads, found as the reader finds it, and
 * reads tags whatever their namespace prefix (`<x:f>` is a formula too), as the reader does.
 *
 * This file runs on its own and imports only packages, not the app's modules: the tests start it
 * from its TypeScript source, which Node reads without a build, but without mapping the app's
 * `.js` imports to their `.ts` files.
 */
import { parse as parseCsv } from 'csv-parse/sync';
import { Unzip, UnzipInflate } from 'fflate';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';

export interface ReaderLimits {
  /** The columns a menu file has (A to the last). */
  columns: number;
  /** The rows read: the header and the most price rows. */
  rows: number;
  /** The most characters a cell may have. */
  cellChars: number;
  /** What a workbook may unpack to, in bytes. */
  unpackedBytes: number;
}

/** A row of the file: its number in the spreadsheet (the header is 1) and its cells. */
export interface TableRow {
  line: number;
  cells: unknown[];
}

export type ReaderAnswer = { table: TableRow[] } | { refused: string };

/** A file the import does not read, and why, in Turkish. */
class Refusal extends Error {}

const refuse = (message: string) => new Refusal(message);

/** A cell's address as a message may quote it: a hostile one can be a megabyte long. */
const shown = (text: string) => (text.length > 20 ? `${text.slice(0, 20)}…` : text);

/** Column letters of a column number: 16 → P. */
function letters(column: number): string {
  let text = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) text = String.fromCharCode(65 + ((rest - 1) % 26)) + text;
  return text;
}

// ---- Workbooks ----

/** A tag's or an attribute's name as the reader sees it: without its namespace prefix. */
function localName(name: string, attribute = false): string {
  const colon = name.indexOf(':');
  if (colon < 0) return name;
  // An `xmlns:…` attribute declares a prefix: the reader keeps its whole name.
  if (attribute && name.slice(0, colon) === 'xmlns') return name;
  return name.slice(colon + 1);
}

/** Character references and the five named entities, decoded as the reader does. */
function decode(text: string): string {
  if (!text.includes('&')) return text;
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return named[name] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Every value an attribute of that (local) name has in a tag's text: all of them, when a tag
 * repeats one under two prefixes, so that none escapes a check.
 */
function attributeValues(tag: string, name: string): string[] {
  const values: string[] = [];
  for (const match of tag.matchAll(/([^\s=<>/"']+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    if (localName(match[1]!, true) === name) values.push(decode(match[2] ?? match[3] ?? ''));
  }
  return values;
}

const BROKEN = 'Dosya okunamadı: Excel dosyası bozuk.';

/**
 * An attribute's one value. A tag that gives it twice (`id` and `r:id`) is refused: which one a
 * reader keeps is its own affair, and a check must see what the reader sees.
 */
function attribute(tag: string, name: string): string | undefined {
  const values = attributeValues(tag, name);
  if (values.length > 1) throw refuse(BROKEN);
  return values[0];
}

/** Comments, CDATA sections and processing instructions: the reader skips them (their text is no cell's). */
const SKIPPED = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<\?[\s\S]*?(?:\?>|$)/g;

/** The tags of that local name in an XML text (comments and the like left out), each as written. */
function tagsNamed(xml: string, name: string): string[] {
  const pattern = new RegExp(`<(?:[^\\s/>!?:]+:)?${name}(?=[\\s/>])[^<]*`, 'g');
  return xml.replace(SKIPPED, '').match(pattern) ?? [];
}

/** The relationship types of a worksheet and of the shared strings, in both standards' namespaces. */
const RELATIONSHIPS = [
  'http://schemas.openxmlformats.org/officeDocument/2006/relationships/',
  'http://purl.oclc.org/ooxml/officeDocument/relationships/',
];

/** A relationship's target as the reader resolves it: from xl/, or from the root when it starts with `/`. */
const targetPath = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/**
 * The sheet the reader reads and the shared strings it uses, found as it finds them: the first
 * `<sheet>` of xl/workbook.xml, by its relationship in xl/_rels/workbook.xml.rels.
 */
function sheetPaths(files: ReadonlyMap<string, string>): { sheet: string; sharedStrings: string } {
  const workbook = files.get('xl/workbook.xml');
  const relations = files.get('xl/_rels/workbook.xml.rels');
  if (workbook === undefined || relations === undefined) throw refuse('Dosya bir Excel çalışma kitabı değil (.xlsx).');
  const first = tagsNamed(workbook, 'sheet').find((tag) => (attribute(tag, 'name') ?? '') !== '');
  const id = first ? attribute(first, 'id') : undefined;
  const sheets = new Map<string, string>();
  let sharedStrings = 'xl/sharedStrings.xml';
  for (const tag of tagsNamed(relations, 'Relationship')) {
    const type = attribute(tag, 'Type') ?? '';
    const target = targetPath(attribute(tag, 'Target') ?? '');
    if (RELATIONSHIPS.some((base) => type === `${base}worksheet`)) sheets.set(attribute(tag, 'Id') ?? '', target);
    if (RELATIONSHIPS.some((base) => type === `${base}sharedStrings`)) sharedStrings = target;
  }
  const sheet = id === undefined ? undefined : sheets.get(id);
  if (sheet === undefined || !files.has(sheet)) throw refuse('Dosya bir Excel çalışma kitabı değil (.xlsx).');
  return { sheet, sharedStrings };
}

/** How many characters a run of XML text stands for: an entity is one. */
const textLength = (text: string) => (text.includes('&') ? text.replace(/&[^;&<]{1,10};/g, '&').length : text.length);

/** The shared strings (by their number) longer than a cell may be. */
function longSharedStrings(xml: string, limits: ReaderLimits): Set<number> {
  const long = new Set<number>();
  let index = -1;
  let length = 0;
  for (const part of xml.replace(SKIPPED, '').split('<')) {
    const end = part.indexOf('>');
    const name = localName(part.slice(0, end < 0 ? part.length : end).split(/[\s/]/, 1)[0]!);
    if (name === 'si') {
      index += 1;
      length = 0;
    }
    length += textLength(end < 0 ? '' : part.slice(end + 1));
    if (length > limits.cellChars) long.add(index);
  }
  return long;
}

/** A cell's or a row's place, as the reader reads `r`: 'XFD1048576' → column 16384, row 1048576. */
function placeOf(ref: string): { column: number; row: number } {
  let column = 0;
  let index = 0;
  while (index < ref.length && !(ref.charCodeAt(index) >= 48 && ref.charCodeAt(index) <= 57)) {
    column = column * 26 + ref.charCodeAt(index) - 64;
    index += 1;
  }
  return { column, row: Number(ref.slice(index)) };
}

/**
 * Checks the sheet the reader reads, tag by tag: each cell's and row's place, the sheet's stated
 * size, formulas, and each cell's length (its own text, or the shared string it uses).
 */
function inspectSheet(xml: string, long: ReadonlySet<number>, limits: ReaderLimits): void {
  const inside = (place: { column: number; row: number }, column = true) =>
    (!column || (place.column >= 1 && place.column <= limits.columns)) && place.row >= 1 && place.row <= limits.rows;
  const area = `en fazla ${limits.columns} sütun (A–${letters(limits.columns)}) ve ${limits.rows} satır (başlık ve ${limits.rows - 1} fiyat satırı) okunur.`;
  let rows = 0;
  let cell: { ref: string; type: string; length: number; value: string } | null = null;
  let inValue = false;
  const text = xml.replace(SKIPPED, '');
  for (let at = text.indexOf('<'); at >= 0;) {
    const next = text.indexOf('<', at + 1);
    const part = text.slice(at, next < 0 ? text.length : next);
    at = next;
    const end = part.indexOf('>');
    const closing = part[1] === '/';
    const name = localName(part.slice(closing ? 2 : 1, end < 0 ? part.length : end).split(/[\s/]/, 1)[0]!);
    const content = end < 0 ? '' : part.slice(end + 1);
    if (!closing && name === 'dimension') {
      for (const ref of attributeValues(part, 'ref')) {
        if (!ref.split(':').every((corner) => inside(placeOf(corner))))
          throw refuse(`Sayfanın boyutu (${shown(ref)}) menü dosyasının dışına taşıyor: ${area}`);
      }
    } else if (!closing && name === 'row') {
      rows += 1;
      for (const ref of attributeValues(part, 'r')) {
        // The reader takes a row's number as a number, `1e6` too.
        if (!(Number(ref) >= 1 && Number(ref) <= limits.rows)) throw refuse(`Satır ${shown(ref)} menü dosyasının dışında: ${area}`);
      }
      if (rows > limits.rows) throw refuse(`Dosyada ${limits.rows} satırdan fazlası var; en fazla ${limits.rows - 1} fiyat satırı okunur.`);
    } else if (!closing && name === 'c') {
      const refs = attributeValues(part, 'r');
      // A cell's place and type decide how the reader reads it: each must be said once.
      if (refs.length > 1) throw refuse(BROKEN);
      for (const ref of refs) {
        if (!inside(placeOf(ref))) throw refuse(`Hücre ${shown(ref)} menü dosyasının dışında: ${area}`);
      }
      cell = part.slice(0, end).endsWith('/') ? null : { ref: refs[0] ?? '', type: attribute(part, 't') ?? 'n', length: 0, value: '' };
    } else if (name === 'c') {
      cell = null;
    } else if (name === 'v') {
      inValue = !closing;
    } else if (name === 'f' && !closing) {
      formulaAt(cell?.ref);
    }
    if (cell) {
      cell.length += textLength(content);
      if (inValue && cell.type === 's') cell.value += content;
      const sharedLong = cell.type === 's' && !inValue && cell.value !== '' && long.has(Number(cell.value.trim()));
      if (cell.length > limits.cellChars || sharedLong) {
        const { row } = placeOf(cell.ref);
        throw refuse(`Satır ${row}, hücre ${shown(cell.ref)}: en fazla ${limits.cellChars} karakter okunur; bu hücre daha uzun.`);
      }
    }
  }
  // A formula's tag anywhere else, in a comment too: refused whatever the reader would make of it.
  if (/<\/?(?:[^\s/>!?:<]+:)?f(?=[\s/>])/.test(xml)) formulaAt(undefined);
}

function formulaAt(ref: string | undefined): never {
  const where = ref ? `Satır ${placeOf(ref).row}, hücre ${shown(ref)}: ` : '';
  throw refuse(`${where}formül kabul edilmez; değerini yazın.`);
}

/**
 * Looks inside a workbook before the reader does: refuses one that unpacks past the limit (a zip
 * bomb, stopped as it inflates), is no workbook, declares a document type (no workbook does; it
 * is how entity tricks start), or whose sheet (the one the reader reads) a menu could not be.
 */
function inspectWorkbook(bytes: Uint8Array, limits: ReaderLimits): void {
  let unpacked = 0;
  let tooBig = false;
  let broken = false;
  const files = new Map<string, string>();
  const names = new Set<string>();
  const unzip = new Unzip((file) => {
    // A zip that holds a name twice: readers differ on which one they keep.
    if (names.has(file.name)) broken = true;
    names.add(file.name);
    const decoder = new TextDecoder();
    const parts: string[] = [];
    // The reader reads only the XML files: the others are not unpacked, but count towards the limit.
    const isXml = file.name.endsWith('.xml') || file.name.endsWith('.xml.rels');
    file.ondata = (error, chunk, final) => {
      if (tooBig || broken) return;
      if (error) {
        broken = true;
        return;
      }
      unpacked += chunk.length;
      if (unpacked > limits.unpackedBytes) {
        // Stopped as it inflates: a bomb never reaches its size in memory.
        tooBig = true;
        file.terminate();
        return;
      }
      if (isXml) parts.push(decoder.decode(chunk, { stream: !final }));
      if (final && isXml) files.set(file.name, parts.join(''));
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    unzip.push(bytes, true);
  } catch {
    broken = true;
  }
  if (tooBig) throw refuse(`Dosya açıldığında çok büyük: en fazla ${Math.round(limits.unpackedBytes / 1024 / 1024)} MB.`);
  if (broken) throw refuse(BROKEN);
  const { sheet, sharedStrings } = sheetPaths(files);
  for (const path of ['xl/workbook.xml', 'xl/_rels/workbook.xml.rels', sheet, sharedStrings]) {
    if (/<!DOCTYPE|<!ENTITY/i.test(files.get(path) ?? '')) throw refuse(BROKEN);
  }
  inspectSheet(files.get(sheet)!, longSharedStrings(files.get(sharedStrings) ?? '', limits), limits);
}

// ---- CSV ----

/**
 * Counts a CSV's records and measures its fields before any parser builds them: a file of more
 * rows than a menu's, or with a cell longer than a menu's, is refused having cost one pass.
 */
function inspectCsv(text: string, delimiter: string, limits: ReaderLimits): void {
  let records = 0;
  let line = 1;
  let field = 0;
  let quoted = false;
  let empty = true;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"') {
        if (text[index + 1] === '"') index += 1;
        else quoted = false;
      }
      if (char === '\n') line += 1;
      field += 1;
    } else if (char === '"') {
      quoted = true;
    } else if (char === delimiter) {
      field = 0;
      empty = false;
      continue;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      if (!empty) records += 1;
      if (records > limits.rows) throw refuse(`Dosyada en fazla ${limits.rows - 1} fiyat satırı okunur.`);
      line += 1;
      field = 0;
      empty = true;
      continue;
    } else {
      field += 1;
    }
    empty = false;
    if (field > limits.cellChars) throw refuse(`Satır ${line}: en fazla ${limits.cellChars} karakter okunur; bir hücre daha uzun.`);
  }
  if (!empty) records += 1;
  if (records > limits.rows) throw refuse(`Dosyada en fazla ${limits.rows - 1} fiyat satırı okunur.`);
}

function readCsv(bytes: Uint8Array, limits: ReaderLimits): TableRow[] {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    throw refuse('Dosya bir tablo değil: Excel (.xlsx) ya da CSV (UTF-8) olmalı.');
  }
  if (text.includes('\u0000')) throw refuse('Dosya bir tablo değil: Excel (.xlsx) ya da CSV (UTF-8) olmalı.');
  const delimiter = (text.split(/\r?\n/, 1)[0] ?? '').includes(';') ? ';' : ',';
  inspectCsv(text, delimiter, limits);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseCsv(text, { delimiter, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as typeof records;
  } catch (error) {
    throw refuse(`Dosya CSV olarak okunamadı: ${error instanceof Error ? shown(error.message.split('\n')[0]!) : ''}`);
  }
  return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
}

// ---- Either ----

/** The file's rows of cells, or a Refusal. */
export async function readTable(bytes: Uint8Array, limits: ReaderLimits): Promise<TableRow[]> {
  if (bytes[0] !== 0x50 || bytes[1] !== 0x4b) return readCsv(bytes, limits);
  inspectWorkbook(bytes, limits);
  // The reader is loaded for a workbook only: it is most of what the thread loads (a CSV read
  // with it loaded took 75-100 ms, without it 35).
  const { readSheet } = await import('read-excel-file/node');
  let data: unknown[][];
  try {
    data = await readSheet(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch {
    throw refuse(BROKEN);
  }
  return data.map((cells, index) => ({ line: index + 1, cells }));
}

if (!isMainThread && parentPort) {
  const port = parentPort;
  const { bytes, limits } = workerData as { bytes: Uint8Array; limits: ReaderLimits };
  readTable(bytes, limits).then(
    (table) => port.postMessage({ table } satisfies ReaderAnswer),
    (error: unknown) => {
      if (error instanceof Refusal) port.postMessage({ refused: error.message } satisfies ReaderAnswer);
      else throw error;
    },
  );
}
