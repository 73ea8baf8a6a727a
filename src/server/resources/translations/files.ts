import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';
import { MENU_LANGUAGES, type OptionalLanguage } from '../../../shared/languages.js';
import {
  TRANSLATABLE,
  TRANSLATABLE_FIELD_LABELS,
  type TranslationFileFormat,
  type TranslationRow,
} from '../../../shared/schemas/translation.js';
import { CSV_BOM, csvRow } from '../accounts/csv.js';

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
const describe = (row: TranslationRow) =>
  `${TRANSLATABLE[row.resource].label} · ${row.field.startsWith('size:') ? `Boy: ${row.source}` : (TRANSLATABLE_FIELD_LABELS[row.field] ?? row.field)}`;

export function translationFile(format: TranslationFileFormat, language: OptionalLanguage, rows: readonly TranslationRow[]) {
  return format === 'xliff' ? xliffOf(language, rows) : csvOf(language, rows);
}

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);

function xliffOf(language: OptionalLanguage, rows: readonly TranslationRow[]): string {
  const units = rows.map((row) => {
    // XLIFF 1.2's states: a text to translate, one to look at again (its Turkish changed), one done.
    const state = row.text === '' ? 'needs-translation' : row.stale ? 'needs-review-translation' : 'translated';
    return [
      `      <trans-unit id="${escapeXml(fileKey(row))}" xml:space="preserve">`,
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
      row.text === '' ? 'Eksik' : row.stale ? 'Türkçesi değişti' : 'Çevrildi',
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
}

/** A file that cannot be read at all: said in Turkish, as the preview shows it. */
export class UnreadableFile extends Error {}

export function readTranslationFile(format: TranslationFileFormat, language: OptionalLanguage, file: string): FileEntry[] {
  return format === 'xliff' ? readXliff(language, file) : readCsv(language, file);
}

type XmlNode = Record<string, unknown>;

function readXliff(language: OptionalLanguage, file: string): FileEntry[] {
  // No document type: its entities are how an XML file grows a billion times over, or reads
  // another file. Translation tools never write one into XLIFF.
  if (/<!DOCTYPE|<!ENTITY/i.test(file))
    throw new UnreadableFile('Dosya bir belge türü (DOCTYPE) içeriyor: XLIFF dosyası olarak okunamadı.');
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    textNodeName: '#text',
    trimValues: false,
    parseTagValue: false,
    parseAttributeValue: false,
    processEntities: true,
    htmlEntities: false,
    isArray: (name) => ['file', 'group', 'trans-unit', 'note'].includes(name),
  });
  let document: XmlNode;
  try {
    document = parser.parse(file, true) as XmlNode;
  } catch (error) {
    throw new UnreadableFile(`Dosya XML olarak okunamadı: ${error instanceof Error ? error.message.split('\n')[0] : ''}`);
  }
  const root = document.xliff as XmlNode | undefined;
  if (!root || typeof root !== 'object') throw new UnreadableFile('Dosya bir XLIFF dosyası değil (<xliff> yok).');
  const files = (root.file as XmlNode[] | undefined) ?? [];
  if (files.length === 0) throw new UnreadableFile('XLIFF dosyasında çevrilecek dosya (<file>) yok.');
  const entries: FileEntry[] = [];
  for (const part of files) {
    const target = attribute(part, '@target-language').toLowerCase();
    if (target.split('-')[0] !== language)
      throw new UnreadableFile(
        `Dosya ${target || 'belirtilmemiş bir dil'} için; bu sayfa ${MENU_LANGUAGES[language].name} (${language}) çevirilerini alır.`,
      );
    for (const unit of unitsOf(part.body as XmlNode | undefined)) {
      entries.push({
        place: `Birim ${entries.length + 1}`,
        key: attribute(unit, '@id'),
        source: textOf(unit.source),
        text: textOf(unit.target) ?? '',
      });
    }
  }
  return entries;
}

/** An attribute's text ('' when it is absent). */
function attribute(element: XmlNode, name: string): string {
  const value = element[name];
  return typeof value === 'string' ? value : '';
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

function readCsv(language: OptionalLanguage, file: string): FileEntry[] {
  const text = file.replace(/^\uFEFF/, '');
  // Excel in Turkish writes `;`; one set to another region writes `,`: the first line says which.
  const delimiter = (text.split(/\r?\n/, 1)[0] ?? '').includes(';') ? ';' : ',';
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parseCsv(text, { delimiter, relax_column_count: true, skip_empty_lines: true, info: true }) as unknown as typeof records;
  } catch (error) {
    throw new UnreadableFile(`Dosya CSV olarak okunamadı: ${error instanceof Error ? error.message.split('\n')[0] : ''}`);
  }
  const [first, ...lines] = records;
  const head = first?.record ?? [];
  const column = (...names: string[]) => head.findIndex((cell) => names.some((name) => cell.trim().toLowerCase() === name.toLowerCase()));
  const key = column(CSV_HEADERS.key);
  const source = column(CSV_HEADERS.source);
  const translation = column(MENU_LANGUAGES[language].name, language);
  if (key < 0) throw new UnreadableFile(`CSV dosyasının ilk satırında "${CSV_HEADERS.key}" sütunu yok.`);
  if (translation < 0) throw new UnreadableFile(`CSV dosyasının ilk satırında "${MENU_LANGUAGES[language].name}" sütunu yok.`);
  return lines.map(({ record: cells, info }) => ({
    // The line the row ends on, as a spreadsheet numbers it.
    place: `Satır ${info.lines}`,
    key: (cells[key] ?? '').trim(),
    source: source < 0 ? null : unguarded(cells[source] ?? ''),
    text: unguarded(cells[translation] ?? ''),
  }));
}

/** A cell as it was before the export kept a spreadsheet from running it as a formula (`'=…`). */
const unguarded = (cell: string) => (/^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
