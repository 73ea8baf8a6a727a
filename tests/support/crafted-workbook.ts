import { strToU8, zipSync } from 'fflate';
import { MAX_MENU_FILE_CELL_CHARS, MENU_FILE_COLUMNS } from '../../src/shared/schemas/menu-file.js';

/**
 * Workbooks made by hand, as an attacker would: the fewest files an .xlsx reader needs, each
 * written as given, so a test can put a cell anywhere, name a tag with any prefix, or make the
 * sheet that is read not the first in the zip.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/** A row of inline-string cells from A: `row(2, ['Pide', 'Lahmacun', '90'])`. */
export function row(line: number, cells: readonly string[]): string {
  const columns = cells.map((text, index) => `<c r="${String.fromCharCode(65 + index)}${line}" t="inlineStr"><is><t>${text}</t></is></c>`);
  return `<row r="${line}">${columns.join('')}</row>`;
}

/** A column's letters: 1 is A, 27 is AA. */
const letter = (column: number): string =>
  (column > 26 ? letter(Math.floor((column - 1) / 26)) : '') + String.fromCharCode(65 + ((column - 1) % 26));

/** How many columns a menu file has, and the letter of its last and of the one past it. */
const COLUMN_COUNT = Object.keys(MENU_FILE_COLUMNS).length;
const LAST = letter(COLUMN_COUNT);
const PAST = letter(COLUMN_COUNT + 1);

/** The header of a file of dishes' prices, and one dish under it. */
export const HEADER = row(1, ['Kategori', 'Ürün', 'Fiyat (₺)']);
export const DISH = row(2, ['Pide', 'Lahmacun', '90']);

/** A worksheet's XML around its rows, with the sheet's stated size when given. */
export function sheet(rows: string, dimension?: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${MAIN}">` +
    `${dimension ? `<dimension ref="${dimension}"/>` : ''}<sheetData>${rows}</sheetData></worksheet>`
  );
}

export interface WorkbookParts {
  /** The worksheets, by file name under xl/worksheets/, in the zip's order. */
  sheets: Record<string, string>;
  /** The one the workbook lists first (the one read); the first of `sheets` unless given. */
  read?: string;
  /** xl/sharedStrings.xml's strings, when the workbook has them. */
  sharedStrings?: readonly string[];
}

export function workbook({ sheets, read = Object.keys(sheets)[0]!, sharedStrings }: WorkbookParts): Uint8Array {
  const names = Object.keys(sheets);
  // The sheet read is listed first in the workbook, whatever its place in the zip.
  const listed = [read, ...names.filter((name) => name !== read)];
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
        `<Default Extension="xml" ContentType="application/xml"/></Types>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>` +
        listed.map((_name, index) => `<sheet name="Sayfa${index + 1}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`).join('') +
        `</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
        listed
          .map((name, index) => `<Relationship Id="rId${index + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/${name}"/>`)
          .join('') +
        (sharedStrings ? `<Relationship Id="rIdS" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/>` : '') +
        `</Relationships>`,
    ),
  };
  for (const name of names) files[`xl/worksheets/${name}`] = strToU8(sheets[name]!);
  if (sharedStrings) {
    files['xl/sharedStrings.xml'] = strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${MAIN}" count="${sharedStrings.length}" uniqueCount="${sharedStrings.length}">` +
        sharedStrings.map((text) => `<si><t>${text}</t></si>`).join('') +
        `</sst>`,
    );
  }
  return zipSync(files, { level: 9 });
}

/** A workbook of one sheet. */
export const oneSheet = (xml: string, sharedStrings?: readonly string[]) =>
  workbook({ sheets: { 'sheet1.xml': xml }, ...(sharedStrings ? { sharedStrings } : {}) });

export interface HostileFile {
  name: string;
  make: () => Uint8Array;
  /** What the refusal says, under `fields.file`. */
  message: RegExp;
}

const long = (length: number) => 'ı'.repeat(length);
const at = (ref: string, inner: string) => `<c r="${ref}" t="inlineStr"><is><t>${inner}</t></is></c>`;
const priced = (line: number, cells: string) => `<row r="${line}">${at(`A${line}`, 'Pide')}${cells}${at(`C${line}`, '90')}</row>`;
const formula = (prefix: string) =>
  `<row r="2">${at('A2', 'Pide')}${at('B2', 'Lahmacun')}` +
  `<c r="C2"><${prefix}f${prefix ? ` xmlns:x="${MAIN}"` : ''}>45*2</${prefix}f><v>90</v></c></row>`;

/**
 * Files made to hurt the menu import (issue 53), each refused whole and at once: cells and sizes
 * beyond the menu's columns and rows (1), cells longer than a menu's (2), formulas the first
 * check missed (8), and CSV's giant cell and 490,000 rows.
 */
export const HOSTILE_FILES: readonly HostileFile[] = [
  {
    name: 'a cell at XFD1048576',
    make: () => oneSheet(sheet(`${HEADER}${DISH}<row>${at('XFD1048576', 'x')}</row>`)),
    message: new RegExp(`^Hücre XFD1048576 menü dosyasının dışında: en fazla ${COLUMN_COUNT} sütun \\(A–${LAST}\\) ve 5001 satır`),
  },
  {
    name: 'a cell one column past the menu’s',
    make: () =>
      oneSheet(sheet(`${HEADER}<row r="2">${at('A2', 'Pide')}${at('B2', 'Lahmacun')}${at('C2', '90')}${at(`${PAST}2`, 'not')}</row>`)),
    message: new RegExp(`^Hücre ${PAST}2 menü dosyasının dışında`),
  },
  {
    name: 'a row past the menu’s',
    make: () => oneSheet(sheet(`${HEADER}${DISH}${row(5002, ['Pide', 'Pide 2', '90'])}`)),
    message: /^Satır 5002 menü dosyasının dışında/,
  },
  {
    name: 'a sheet sized far away',
    make: () => oneSheet(sheet(HEADER + DISH, 'A1:XFD1048576')),
    message: /^Sayfanın boyutu \(A1:XFD1048576\) menü dosyasının dışına taşıyor/,
  },
  {
    name: 'a cell of 1.5 MB',
    make: () => oneSheet(sheet(HEADER + priced(2, at('B2', long(1_500_000))))),
    message: new RegExp(`^Satır 2, hücre B2: en fazla ${MAX_MENU_FILE_CELL_CHARS} karakter`),
  },
  {
    name: 'a cell one character too long',
    make: () => oneSheet(sheet(HEADER + priced(2, at('B2', long(MAX_MENU_FILE_CELL_CHARS + 1))))),
    message: /^Satır 2, hücre B2: en fazla/,
  },
  {
    name: 'a shared string of 1.5 MB',
    make: () => oneSheet(sheet(`${HEADER}${priced(2, '<c r="B2" t="s"><v>1</v></c>')}`), ['Lahmacun', long(1_500_000)]),
    message: /^Satır 2, hücre B2: en fazla/,
  },
  {
    name: 'a CSV cell of 1.4 MB',
    make: () => strToU8(`Kategori;Ürün;Fiyat (₺)\r\nPide;${long(700_000)};90\r\n`),
    message: /^Satır 2: en fazla/,
  },
  {
    name: 'a CSV of 490,000 rows',
    make: () => strToU8(`Kategori;Ürün;Fiyat (₺)\n${'1\n'.repeat(490_000)}`),
    message: /en fazla 5000 fiyat satırı/,
  },
  {
    name: 'a formula under a prefix',
    make: () => oneSheet(sheet(HEADER + formula('x:'))),
    message: /^Satır 2, hücre C2: formül kabul edilmez/,
  },
  {
    // A quote opened in one comment and closed in another: a scanner that took the comments for
    // tags would read the formula between them as an attribute's value.
    name: 'a formula between comments',
    make: () => oneSheet(sheet(`${HEADER}<!-- <b x=' -->${formula('')}<!-- ' -->`)),
    message: /^Satır 2, hücre C2: formül kabul edilmez/,
  },
  {
    name: 'a formula in the sheet read, second in the zip',
    make: () => workbook({ sheets: { 'sheet1.xml': sheet(HEADER + DISH), 'sheet2.xml': sheet(HEADER + formula('')) }, read: 'sheet2.xml' }),
    message: /^Satır 2, hücre C2: formül kabul edilmez/,
  },
];
