import { strToU8, zipSync } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import writeExcelFile from 'write-excel-file/node';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { MenuImportPreview } from '../../src/shared/schemas/menu-file.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { itOnSqlite, startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { fingerprint } from '../support/fingerprint.js';
import { LAHMACUN_ROW, rowFor } from '../support/menu-file-rows.js';
import { DISH, HEADER, HOSTILE_FILES, oneSheet, sheet } from '../support/crafted-workbook.js';
import { productBody } from '../support/product-body.js';
import { asStaff, signIn } from '../support/staff.js';

/**
 * The menu in and out of a spreadsheet: exported as .xlsx and .csv, edited in a spreadsheet
 * program, read back with a preview row by row, and saved only when every row is accepted.
 */
let t: TestApp;
let staff: ReturnType<typeof asStaff>;

beforeEach(async () => {
  t = await startTestApp();
  staff = asStaff(t.app, await signIn(t.app));
});
afterEach(() => t.close());

type Sheet = (string | number | boolean | Date | null)[][];

const exported = async (): Promise<Sheet> => {
  const response = await staff.get('/api/admin/products/export.xlsx');
  expect(response.statusCode).toBe(200);
  return (await readSheet(response.rawPayload)) as Sheet;
};
const xlsx = async (sheet: Sheet) => writeExcelFile(sheet).toBuffer();
const send = (bytes: Buffer | Uint8Array, apply = false, basis: MenuImportPreview['basis'] = []) =>
  staff.post('/api/admin/products/import', { file: Buffer.from(bytes).toString('base64'), apply, basis });
const preview = async (bytes: Buffer | Uint8Array) => {
  const response = await send(bytes);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MenuImportPreview>();
};
const products = async () => (await staff.get('/api/admin/products')).json<AdminProduct[]>();
const column = (sheet: Sheet, name: string) => sheet[0]!.indexOf(name);

describe(`the menu as a spreadsheet (${TEST_DIALECT})`, () => {
  it('comes out as .xlsx and .csv, one row per price with its dish, sizes and weights', async () => {
    const sheet = await exported();
    expect(sheet[0]).toEqual([
      'Ürün No',
      'Kategori',
      'Ürün',
      'Ürün (EN)',
      'Açıklama',
      'Açıklama (EN)',
      'Boy',
      'Boy (EN)',
      'Fiyat (₺)',
      'Gramaj (g)',
      'Etiketler',
      'Malzemeler',
      'Alerjenler',
      'Kalori',
      'Satış',
      'Aktif',
    ]);
    const kiymali = sheet.filter((row) => row[2] === 'Kıymalı Pide');
    expect(kiymali.map((row) => [row[6], row[8], row[9]])).toEqual([
      ['Normal', 120, 300],
      ['Büyük', 170, 450],
    ]);
    expect(sheet.find((row) => row[2] === 'Bira')?.[column(sheet, 'Alerjenler')]).toBe('Gluten, Alkol');
    expect(sheet.find((row) => row[2] === 'Türk Kahvesi')?.[column(sheet, 'Satış')]).toBe('Tükendi');

    const csv = await staff.get('/api/admin/products/export.csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    // The workbook's header, in the order above.
    expect(lines[0]).toBe(sheet[0]!.join(';'));
    expect(lines.find((line) => line.includes(';Kıymalı Pide;') && line.includes(';Büyük;'))).toMatch(/;Büyük;Large;170,00;450;/);
  });

  it('read back as exported, .xlsx or .csv, changes nothing: every dish is unchanged', async () => {
    const back = await preview(await xlsx(await exported()));
    expect(back.counts).toEqual({ new: 0, changed: 0, unchanged: (await products()).length, refused: 0 });
    const csv = await staff.get('/api/admin/products/export.csv');
    expect((await preview(Buffer.from(csv.body))).counts).toMatchObject({ new: 0, changed: 0, refused: 0 });
  });

  it('previews three new prices and a new dish side by side, saves them as previewed, and reads the same file again as unchanged', async () => {
    const sheet = await exported();
    const price = column(sheet, 'Fiyat (₺)');
    const row = (name: string, size = '') => sheet.find((cells) => cells[2] === name && (cells[6] ?? '') === size)!;
    row('Kaşarlı Pide')[price] = '1.250,50'; // typed the Turkish way, as text
    row('Kıymalı Pide', 'Büyük')[price] = 185; // a number cell
    row('Ayran')[price] = '37,5';
    sheet.push(rowFor(sheet[0]!, { ...LAHMACUN_ROW, 'Fiyat (₺)': '90', 'Gramaj (g)': 150 }));
    const file = await xlsx(sheet);
    const shown = await preview(file);
    expect(shown.counts).toMatchObject({ new: 1, changed: 3, refused: 0 });
    expect(shown.entries.find((entry) => entry.name === 'Kaşarlı Pide')?.changes).toEqual([
      { field: 'Fiyat', before: '₺100,00', after: '₺1.250,50' },
    ]);
    expect(shown.entries.find((entry) => entry.name === 'Kıymalı Pide')?.changes).toEqual([
      { field: 'Fiyat · Büyük', before: '₺170,00', after: '₺185,00' },
    ]);
    expect(shown.entries.find((entry) => entry.name === 'Lahmacun')).toMatchObject({ state: 'new', rows: [sheet.length] });
    // Nothing is written by a preview.
    expect((await products()).find((product) => product.nameTr === 'Kaşarlı Pide')?.priceKurus).toBe(100_00);

    const saved = await send(file, true, shown.basis);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<MenuImportPreview>().applied).toBe(true);
    const menu = (await t.app.inject('/api/menu')).json<PublicMenu>();
    expect(menu.products.find((product) => product.nameTr === 'Kaşarlı Pide')?.priceKurus).toBe(1250_50);
    expect(menu.products.find((product) => product.nameTr === 'Ayran')?.priceKurus).toBe(37_50);
    expect(menu.products.find((product) => product.nameTr === 'Lahmacun')).toMatchObject({
      priceKurus: 90_00,
      grams: 150,
      allergens: ['gluten'],
    });
    // Each save is in the change history, as the form's would be.
    const history = await staff.get('/api/admin/audit-events?resource=products');
    expect(history.json<{ total: number }>().total).toBe(4);
    // The same file again: the new dish is found by its name, nothing is added twice.
    expect((await preview(file)).counts).toMatchObject({ new: 0, changed: 0, refused: 0 });
  });

  itOnSqlite('refuses the rows it cannot read, each with its row and reason in Turkish, and saves nothing', async () => {
    const sheet = await exported();
    const price = column(sheet, 'Fiyat (₺)');
    const at = (name: string) => sheet.findIndex((cells) => cells[2] === name);
    sheet[at('Çay')]![price] = '12O';
    sheet[at('Ayran')]![price] = '1,250.50';
    sheet[at('Künefe')]![column(sheet, 'Alerjenler')] = 'Gluten, Fındık';
    sheet[at('Fırın Sütlaç')]![column(sheet, 'Kategori')] = 'Çorbalar';
    const file = await xlsx(sheet);
    const shown = await preview(file);
    expect(shown.counts.refused).toBe(4);
    const reasons = shown.entries.flatMap((entry) => entry.reasons);
    expect(reasons).toContain(`Satır ${at('Çay') + 1}: fiyat okunamadı: '12O'`);
    expect(reasons).toContain(`Satır ${at('Ayran') + 1}: fiyat okunamadı: '1,250.50'`);
    expect(reasons).toContain(`Satır ${at('Künefe') + 1}: alerjen tanınmadı: 'Fındık'`);
    expect(reasons).toContain(`Satır ${at('Fırın Sütlaç') + 1}: kategori bulunamadı: 'Çorbalar'`);
    const before = await fingerprint(t.db);
    const refused = await send(file, true, shown.basis);
    expect(refused.statusCode).toBe(400);
    expect(await fingerprint(t.db)).toBe(before);
  });

  it('changes only the columns a file has: a file of prices alone keeps every other field', async () => {
    const sheet = await exported();
    const keep = ['Ürün No', 'Kategori', 'Ürün', 'Boy', 'Fiyat (₺)'].map((name) => column(sheet, name));
    const prices = sheet.map((cells) => keep.map((index) => cells[index] ?? null));
    prices.find((cells) => cells[2] === 'Kıymalı Pide' && cells[3] === 'Normal')![4] = 125;
    const shown = await preview(await xlsx(prices));
    expect(shown.counts).toMatchObject({ new: 0, changed: 1, refused: 0 });
    expect(shown.entries.find((entry) => entry.state === 'changed')?.changes).toEqual([
      { field: 'Fiyat · Normal', before: '₺120,00', after: '₺125,00' },
    ]);
    expect((await send(await xlsx(prices), true, shown.basis)).statusCode).toBe(200);
    expect((await products()).find((product) => product.nameTr === 'Kıymalı Pide')).toMatchObject({
      allergens: ['gluten', 'milk'],
      sizes: [
        { labelTr: 'Normal', labelEn: 'Regular', priceKurus: 125_00, grams: 300 },
        { labelTr: 'Büyük', labelEn: 'Large', priceKurus: 170_00, grams: 450 },
      ],
    });
  });

  itOnSqlite('reads a file listing a dish’s ingredients, tags and allergens in another order as unchanged', async () => {
    const sheet = await exported();
    const lists = ['Etiketler', 'Malzemeler', 'Alerjenler'].map((name) => column(sheet, name));
    const reversed = (cell: unknown) => String(cell).split(', ').reverse().join(', ');
    let turned = 0;
    for (const cells of sheet.slice(1)) {
      for (const index of lists) {
        if (typeof cells[index] === 'string' && cells[index].includes(', ')) {
          cells[index] = reversed(cells[index]);
          turned += 1;
        }
      }
    }
    expect(turned).toBeGreaterThan(3);
    const back = await preview(await xlsx(sheet));
    expect(back.entries.filter((entry) => entry.state !== 'unchanged')).toEqual([]);
  });

  it('refuses to save when a dish changed after the preview, naming it', async () => {
    const sheet = await exported();
    sheet.find((cells) => cells[2] === 'Çay')![column(sheet, 'Fiyat (₺)')] = 25;
    const file = await xlsx(sheet);
    const shown = await preview(file);
    const tea = (await products()).find((product) => product.nameTr === 'Çay')!;
    expect((await staff.put(`/api/admin/products/${tea.id}`, productBody(tea, { descriptionTr: 'Demli' }))).statusCode).toBe(200);
    const stale = await send(file, true, shown.basis);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ message: string }>().message).toContain('Çay');
  });

  itOnSqlite.each([
    [
      'a formula',
      async () =>
        xlsx([
          ['Kategori', 'Ürün', 'Fiyat (₺)'],
          ['Pide', 'Lahmacun', { type: 'Formula', value: '=1+1' } as never],
        ]),
      /Satır 2, hücre C2: formül kabul edilmez/,
    ],
    [
      'a zip bomb',
      async () =>
        zipSync({ 'xl/workbook.xml': strToU8('<workbook/>'), 'xl/worksheets/sheet1.xml': new Uint8Array(40 * 1024 * 1024) }, { level: 9 }),
      /çok büyük/,
    ],
    ['100,000 rows', async () => Buffer.from(`Kategori;Ürün;Fiyat (₺)\r\n${'Pide;Lahmacun;90\r\n'.repeat(100_000)}`), /en fazla 5000/],
    ['a photo', async () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]), /bir tablo değil/],
    ['a zip that is no workbook', async () => zipSync({ 'readme.txt': strToU8('merhaba') }), /Excel çalışma kitabı değil/],
    [
      'wrong columns',
      async () =>
        xlsx([
          ['Name', 'Price'],
          ['Lahmacun', 90],
        ]),
      /Tanınmayan sütun: 'Name'/,
    ],
    ['no price column', async () => Buffer.from('Kategori;Ürün\r\nPide;Lahmacun\r\n'), /Eksik sütun: Fiyat/],
  ])('refuses %s with a clear reason, never a 5xx, writing nothing', async (_name, make, message) => {
    const before = await fingerprint(t.db);
    const file = await make();
    for (const apply of [false, true]) {
      const response = await send(file, apply);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<{ fields: { file: string } }>().fields.file).toMatch(message);
    }
    expect(await fingerprint(t.db)).toBe(before);
  });

  itOnSqlite('reads a workbook made by hand of one dish: the crafted ones below differ from it only in what they test', async () => {
    const shown = await preview(oneSheet(sheet(HEADER + DISH, 'A1:C2')));
    expect(shown.entries).toMatchObject([{ name: 'Lahmacun', rows: [2] }]);
  });

  itOnSqlite.each(HOSTILE_FILES.map((file) => [file.name, file.make, file.message] as const))(
    'refuses a crafted file, %s, whole and at once (400 under file), writing nothing',
    async (_name, make, message) => {
      const before = await fingerprint(t.db);
      const file = make();
      for (const apply of [false, true]) {
        const response = await send(file, apply);
        expect(response.statusCode, response.body.slice(0, 300)).toBe(400);
        expect(response.json<{ fields: { file: string } }>().fields.file).toMatch(message);
      }
      expect(await fingerprint(t.db)).toBe(before);
    },
  );
});
