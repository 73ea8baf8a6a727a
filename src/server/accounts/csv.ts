/**
 * CSV that Excel opens correctly in Turkish: UTF-8 with a byte order mark (without it Excel
 * reads UTF-8 as the system's code page), `;` between fields, CRLF between rows, amounts with
 * a decimal comma and no grouping (`1250,50`), days as `15.06.2026`.
 */
export const CSV_BOM = '\uFEFF';

/** One row: each field quoted where it must be; a cell a spreadsheet would run as a formula is kept as text. */
export function csvRow(fields: readonly string[]): string {
  return `${fields.map(csvCell).join(';')}\r\n`;
}

function csvCell(value: string): string {
  // A number we wrote (`-45,00`) stays a number; text that starts like a formula (=, +, -, @) is made text.
  const safe = /^[=+\-@\t\r]/.test(value) && !/^-\d+,\d\d$/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** `-1250,50`: a decimal comma, no grouping, as Excel in Turkish reads a number. */
export function csvAmount(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** `2026-06-15` → `15.06.2026`. */
export function csvDay(day: string | null): string {
  if (!day) return '';
  const [year, month, date] = day.split('-');
  return `${date}.${month}.${year}`;
}
