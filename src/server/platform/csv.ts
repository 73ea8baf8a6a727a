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

/**
 * What cannot do harm as a formula: digits, spaces and `+ - ( ) . , /` reach no function, cell,
 * link or other program, so a phone number (`+90 532 111 22 33`) or an amount we wrote
 * (`-45,00`) is left as it was instead of showing a guard character in the spreadsheet.
 */
const harmless = /^[\d\s+\-().,/]*$/;

function csvCell(value: string): string {
  // Text that starts like a formula (=, +, -, @, a tab or a return) and could reach further is made text.
  const safe = /^[=+\-@\t\r]/.test(value) && !harmless.test(value) ? `'${value}` : value;
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
