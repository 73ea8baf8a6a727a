import { strToU8, zipSync } from 'fflate';

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
