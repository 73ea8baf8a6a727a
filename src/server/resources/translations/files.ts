import { MENU_LANGUAGES, type OptionalLanguage } from '../../../shared/languages.js';
import {
  TRANSLATABLE,
  translationFieldLabel,
  type TranslationFileFormat,
  type TranslationRow,
} from '../../../shared/schemas/translation.js';
import { CSV_BOM, csvRow } from '../../platform/csv.js';
import { ReaderRefusal, readOffThread } from './reader.js';

/**
 * One language's translations as a file for a translator without a Sofra account: XLIFF 1.2,
 * which translation tools read, or CSV for Excel in Turkish (UTF-8 with a byte order mark, `;`).
 * Each text is a unit named by its key (`products/12/name`), with its Turkish source, the English
 * as a note, and the translation as the target; read back, a file gives each unit's key, the
 * Turkish it was translated from and its translation, for the import's preview.
 */

/** A text's key in a file: the kind of record, its id and the field (`products/12/size:büyük`). */
export const fileKey = (row: Pick<TranslationRow, 'resource' | 'id' | 'field'>) => `${row.resource}/${row.id}/${row.field}`;

/** What the rows' field is called in Turkish: "Ürün · Ad", "Ürün · Boy: Büyük". */
const describe = (row: TranslationRow) => `${TRANSLATABLE[row.resource].label} · ${translationFieldLabel(row)}`;

export function translationFile(format: TranslationFileFormat, language: OptionalLanguage, rows: readonly TranslationRow[]) {
  return format === 'xliff' ? xliffOf(language, rows) : csvOf(language, rows);
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

function xliffOf(language: OptionalLanguage, rows: readonly TranslationRow[]): string {
  const units = rows.map((row) => {
    // XLIFF 1.2's states: a text to translate, one to look at again (its Turkish changed), one done.
    const state = row.text === '' ? 'needs-translation' : row.stale ? 'needs-review-translation' : 'translated';
    // A finished translation is approved, which is what translation tools count as translated;
    // without it they take every unit for a draft to look at ("fuzzy").
    const approved = state === 'translated' ? ' approved="yes"' : '';
    return [
      `      <trans-unit id="${escapeXml(fileKey(row))}"${approved} xml:space="preserve">`,
      `        <source>${escapeXml(row.source)}</source>`,
      `        <target state="${state}">${escapeXml(row.text)}</target>`,
      `        <note from="context">${escapeXml(`${describe(row)} · ${row.recordName}`)}</note>`,
      ...(row.english === '' ? [] : [`        <note from="en">${escapeXml(row.english)}</note>`]),
      '      </trans-unit>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">',
    `  <file original="sofra-menu" source-language="tr" target-language="${language}" datatype="plaintext">`,
    '    <body>',
    ...units,
    '    </body>',
    '  </file>',
    '</xliff>',
    '',
  ].join('\n');
}

/** The CSV's columns; the translation's is headed by the language's own name. */
const CSV_HEADERS = { key: 'Anahtar', kind: 'Metin', record: 'Kayıt', source: 'Türkçe', english: 'English', state: 'Durum' } as const;
/** The states a CSV's "Durum" column writes: a translator confirms a text by writing "Çevrildi". */
const CSV_STATES = { missing: 'Eksik', stale: 'Türkçesi değişti', done: 'Çevrildi' } as const;

function csvOf(language: OptionalLanguage, rows: readonly TranslationRow[]): string {
  const head = csvRow([
    CSV_HEADERS.key,
    CSV_HEADERS.kind,
    CSV_HEADERS.record,
    CSV_HEADERS.source,
    CSV_HEADERS.english,
    MENU_LANGUAGES[language].name,
    CSV_HEADERS.state,
  ]);
  const body = rows.map((row) =>
    csvRow([
      fileKey(row),
      describe(row),
      row.recordName,
      row.source,
      row.english,
      row.text,
      row.text === '' ? CSV_STATES.missing : row.stale ? CSV_STATES.stale : CSV_STATES.done,
    ]),
  );
  return CSV_BOM + head + body.join('');
}

/** One text as a file gives it back: where it is in the file, its key, the Turkish it was made from, the translation. */
export interface FileEntry {
  /** "Satır 14" (CSV) or "Birim 14" (XLIFF's 14th unit), as the preview names it. */
  place: string;
  key: string;
  /** Null when the file does not say (a CSV without the Turkish column). */
  source: string | null;
  text: string;
  /**
   * The file marks the translation finished (XLIFF: approved, or translated; CSV: "Çevrildi"),
   * rather than still to translate or to look at again (its Turkish changed).
   */
  finished: boolean;
}

/** A file that cannot be read at all: said in Turkish, as the preview shows it. */
export class UnreadableFile extends Error {}

/**
 * A file's entries, for a menu whose file gives at most `most` rows or units: a longer one is
 * refused after counting them, before anything is built from it.
 */
export function readTranslationFile(
  format: TranslationFileFormat,
  language: OptionalLanguage,
  file: string,
  most: number,
): Promise<FileEntry[]> {
  return format === 'xliff' ? readXliff(language, file, most) : readCsv(language, file, most);
}

type XmlNode = Record<string, unknown>;

/** The markup (tags and attributes) a unit may carry: ours has ten tags, tools add their own. */
const MARKUP_PER_UNIT = 40;

/**
 * Counts a file's units, and its tags and attributes, by looking for their first characters: a
 * file with more than the menu can have is refused before a reader builds a node for each. The
 * count stops there, so a file of millions of them costs no more than one of the menu's size.
 */
function countXliff(file: string, most: number): void {
  let units = 0;
  for (let at = file.indexOf('<trans-unit'); at >= 0; at = file.indexOf('<trans-unit', at + 1))
    if ((units += 1) > most)
      throw new UnreadableFile(`Dosyada ${most} birimden fazlası var: bu menünün bir dosyası en fazla ${most} birim olabilir.`);
  const allowed = (most + 1) * MARKUP_PER_UNIT;
  let markup = 0;
  for (const char of ['<', '='])
    for (let at = file.indexOf(char); at >= 0; at = file.indexOf(char, at + 1))
      if ((markup += 1) > allowed)
        throw new UnreadableFile(`Dosyada bu menünün bir dosyasında olabilecek ${allowed} etiket ve öznitelikten fazlası var.`);
}

async function readXliff(language: OptionalLanguage, file: string, most: number): Promise<FileEntry[]> {
  // No document type: its entities are how an XML file grows a billion times over, or reads
  // another file. Translation tools never write one into XLIFF.
  if (/<!DOCTYPE|<!ENTITY/i.test(file))
    throw new UnreadableFile('Dosya bir belge türü (DOCTYPE) içeriyor: XLIFF dosyası olarak okunamadı.');
  countXliff(file, most);
  let document: XmlNode;
  try {
    // References (`&amp;`, `&#x41F;`) are decoded below, as XML defines them, once the unit is known.
    document = (await readOffThread('xml', file, {
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      textNodeName: '#text',
      trimValues: false,
      parseTagValue: false,
      parseAttributeValue: false,
      processEntities: false,
      htmlEntities: false,
      arrays: ['file', 'group', 'trans-unit', 'note'],
      unread: ['note'],
    })) as XmlNode;
  } catch (error) {
    if (error instanceof ReaderRefusal) throw new UnreadableFile(`Dosya XML olarak okunamadı: ${error.message.split('\n')[0]}`);
    throw error;
  }
  const root = document.xliff as XmlNode | undefined;
  if (!root || typeof root !== 'object') throw new UnreadableFile('Dosya bir XLIFF dosyası değil (<xliff> yok).');
  const files = (root.file as XmlNode[] | undefined) ?? [];
  if (files.length === 0) throw new UnreadableFile('XLIFF dosyasında çevrilecek dosya (<file>) yok.');
  const entries: FileEntry[] = [];
  for (const part of files) {
    const target = decoded(attribute(part, '@target-language'), 'Dosyanın dili').toLowerCase();
    if (target.split('-')[0] !== language)
      throw new UnreadableFile(
        `Dosya ${target || 'belirtilmemiş bir dil'} için; bu sayfa ${MENU_LANGUAGES[language].name} (${language}) çevirilerini alır.`,
      );
    for (const unit of unitsOf(part.body as XmlNode | undefined)) {
      const place = `Birim ${entries.length + 1}`;
      const source = textOf(unit.source);
      const target = unit.target as XmlNode | string | undefined;
      const state = typeof target === 'object' && target !== null ? attribute(target, '@state') : '';
      entries.push({
        place,
        key: decoded(attribute(unit, '@id'), place),
        source: source === null ? null : decoded(source, place),
        text: decoded(textOf(target) ?? '', place),
        finished: attribute(unit, '@approved') === 'yes' || FINISHED_STATES.has(state),
      });
    }
  }
  return entries;
}

/** XLIFF 1.2's states of a translation that is done (the others: to translate, to look at again). */
const FINISHED_STATES = new Set(['translated', 'final', 'signed-off']);

/** An attribute's text ('' when it is absent). */
function attribute(element: XmlNode, name: string): string {
  const value = element[name];
  return typeof value === 'string' ? value : '';
}

const NAMED_REFERENCES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * A character XML does not allow in a document, written or referred to: NUL, the control
 * characters but tab and line breaks, surrogates, U+FFFE and U+FFFF.
 */
const FORBIDDEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * A text of the file with its references decoded as XML reads them: the five named ones and
 * characters by number (`&#x41F;` is П). A reference to a character XML forbids, or to a name
 * XML does not define (`&nbsp;` is HTML's), makes the file unreadable, said with `place`.
 */
function decoded(text: string, place: string): string {
  const result = text.replace(
    /&(?:#x([0-9a-fA-F]+)|#([0-9]+)|([A-Za-z][\w.-]*));/g,
    (reference, hex?: string, decimal?: string, name?: string) => {
      if (name !== undefined) {
        const char = NAMED_REFERENCES[name];
        if (char === undefined) throw new UnreadableFile(`${place}: ${reference} XML'de tanımlı bir karakter değil.`);
        return char;
      }
      const code = hex !== undefined ? parseInt(hex, 16) : Number(decimal);
      const char = code <= 0x10ffff ? String.fromCodePoint(code) : null;
      if (char === null || FORBIDDEN.test(char)) throw new UnreadableFile(`${place}: ${reference} XML'in izin vermediği bir karakter.`);
      return char;
    },
  );
  const forbidden = FORBIDDEN.exec(result);
  if (forbidden) {
    const code = forbidden[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    throw new UnreadableFile(`${place}: XML'in izin vermediği bir karakter var (U+${code}).`);
  }
  return result;
}

/** The units of a body, those in groups too (tools may group them). */
function unitsOf(body: XmlNode | undefined): XmlNode[] {
  if (!body || typeof body !== 'object') return [];
  return [...((body['trans-unit'] as XmlNode[] | undefined) ?? []), ...((body.group as XmlNode[] | undefined) ?? []).flatMap(unitsOf)];
}

/** An element's text; null when it is absent, or holds markup (a translation is plain text). */
function textOf(node: unknown): string | null {
  if (node === undefined || node === null) return null;
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (typeof node !== 'object') return null;
  const element = node as XmlNode;
  const children = Object.keys(element).filter((key) => !key.startsWith('@'));
  if (children.some((key) => key !== '#text')) return null;
  return typeof element['#text'] === 'string' ? element['#text'] : '';
}

/** The most columns a CSV row may have: ours has seven; a spreadsheet may add a few of its own. */
const MAX_CSV_COLUMNS = 32;

/** What a CSV row may hold of quotes, line breaks and separators, on average over the file: ours, a few. */
const MARKS_PER_ROW = 64;

/**
 * Counts a CSV's rows (a line break inside a quoted cell is none, nor is a blank line) and each
 * row's cells, going from one quote, line break or separator to the next: a file with more rows
 * than the menu can have, a row with more cells than any of ours, or more of these marks than
 * such rows hold, is refused there, before the reader builds anything of it.
 */
function countCsv(text: string, delimiter: string, most: number): void {
  const end = text.length;
  const find = (char: string, from: number) => {
    const at = text.indexOf(char, from);
    return at < 0 ? end : at;
  };
  const tooLong = () => new UnreadableFile(`Dosyada ${most} satırdan fazlası var: bu menünün bir dosyası en fazla ${most} satır olabilir.`);
  let [quote, line, cell] = [find('"', 0), find('\n', 0), find(delimiter, 0)];
  let [rows, cells, lineStart, quoted, marks] = [0, 1, 0, false, 0];
  const allowed = (most + 1) * MARKS_PER_ROW;
  for (let at = Math.min(quote, line, cell); at < end; at = Math.min(quote, line, cell)) {
    if ((marks += 1) > allowed)
      throw new UnreadableFile(`Dosyada ${allowed} tırnak, satır sonu ve ayraçtan fazlası var: CSV dosyası olarak okunamadı.`);
    if (at === quote) {
      quoted = !quoted;
      quote = find('"', at + 1);
    } else if (at === line) {
      line = find('\n', at + 1);
      if (quoted) continue;
      // A line of nothing (or only a carriage return) is skipped by the reader; the first row is the header.
      if (at - lineStart > (text.charCodeAt(at - 1) === 0x0d ? 1 : 0) && (rows += 1) > most + 1) throw tooLong();
      [cells, lineStart] = [1, at + 1];
    } else {
      cell = find(delimiter, at + 1);
      if (!quoted && (cells += 1) > MAX_CSV_COLUMNS)
        throw new UnreadableFile(`Satır ${rows + 1} ${MAX_CSV_COLUMNS} sütundan fazlasını içeriyor: CSV dosyası olarak okunamadı.`);
    }
  }
  if (end > lineStart && rows + 1 > most + 1) throw tooLong();
}

async function readCsv(language: OptionalLanguage, file: string, most: number): Promise<FileEntry[]> {
  const text = file.replace(/^\uFEFF/, '');
  // Excel in Turkish writes `;`; one set to another region writes `,`: the first line says which.
  const end = text.indexOf('\n');
  const delimiter = text.slice(0, end < 0 ? text.length : end).includes(';') ? ';' : ',';
  countCsv(text, delimiter, most);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = (await readOffThread('csv', text, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
    })) as typeof records;
  } catch (error) {
    if (error instanceof ReaderRefusal) throw new UnreadableFile(`Dosya CSV olarak okunamadı: ${error.message.split('\n')[0]}`);
    throw error;
  }
  const [first, ...lines] = records;
  const head = first?.record ?? [];
  const column = (...names: string[]) => head.findIndex((cell) => names.some((name) => cell.trim().toLowerCase() === name.toLowerCase()));
  const key = column(CSV_HEADERS.key);
  const source = column(CSV_HEADERS.source);
  const translation = column(MENU_LANGUAGES[language].name, language);
  const state = column(CSV_HEADERS.state);
  if (key < 0) throw new UnreadableFile(`CSV dosyasının ilk satırında "${CSV_HEADERS.key}" sütunu yok.`);
  if (translation < 0) throw new UnreadableFile(`CSV dosyasının ilk satırında "${MENU_LANGUAGES[language].name}" sütunu yok.`);
  return lines.map(({ record: cells, info }) => ({
    // The line the row ends on, as a spreadsheet numbers it.
    place: `Satır ${info.lines}`,
    key: (cells[key] ?? '').trim(),
    source: source < 0 ? null : unguarded(cells[source] ?? ''),
    text: unguarded(cells[translation] ?? ''),
    finished: state >= 0 && (cells[state] ?? '').trim() === CSV_STATES.done,
  }));
}

/** A cell as it was before the export kept a spreadsheet from running it as a formula (`'=…`). */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
