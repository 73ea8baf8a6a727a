/**
 * A menu file's row as its header orders it, from cells named by their headers: a test's dish
 * stays the same dish whatever columns the file gains (each product field's column comes from
 * its description, shared/schemas/product.ts).
 */
export const rowFor = <Cell>(header: readonly unknown[], cells: Readonly<Record<string, Cell>>): (Cell | null)[] =>
  header.map((name) => cells[String(name)] ?? null);

/** A row under an exported CSV's header (semicolons, as Excel in Turkish writes them). */
export function csvRowFor(csv: string, cells: Readonly<Record<string, string>>): string {
  const header = csv
    .replace(/^\uFEFF/, '')
    .split('\r\n', 1)[0]!
    .split(';');
  return rowFor(header, cells)
    .map((cell) => cell ?? '')
    .join(';');
}

/** A new dish a file adds to the sample menu: a lahmacun among the pides, without its number. */
export const LAHMACUN_ROW = {
  Kategori: 'Pide',
  Ürün: 'Lahmacun',
  'Ürün (EN)': 'Lahmacun',
  Açıklama: 'İnce hamur, kıyma',
  'Açıklama (EN)': 'Thin dough, minced meat',
  'Fiyat (₺)': '90,00',
  'Gramaj (g)': '150',
  Alerjenler: 'Gluten',
  Aktif: 'Evet',
} as const;
