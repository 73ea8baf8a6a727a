/**
 * Money is exact (DECISIONS D3): amounts are whole kuruş (1 ₺ = 100 kuruş), never floats.
 */
export type Kurus = number;

/**
 * `12050` → `₺120,50`, `123456789` → `₺1.234.567,89`: the way a Turkish menu prints prices,
 * as Intl's tr-TR currency format does. Written out rather than built on Intl: building that
 * formatter costs a phone tens of milliseconds on first use, and the server and every browser
 * must print the same characters (the server draws the guest pages).
 */
export function formatLira(kurus: Kurus): string {
  const sign = kurus < 0 ? '-' : '';
  const whole = Math.abs(Math.round(kurus));
  const lira = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}₺${lira},${String(whole % 100).padStart(2, '0')}`;
}

/**
 * The largest amount a price, a campaign or a debt may hold: ₺9.999.999,99. Far above anything a
 * restaurant charges or is owed, and well inside the 32-bit integer columns that store kuruş.
 */
export const MAX_KURUS: Kurus = 9_999_999_99;

const decimalPattern = /^(\d{1,9})(?:[.,](\d{1,2}))?$/;

/**
 * Parses what a person types as a lira amount (`120`, `120.5`, `120,50`) into kuruş without
 * going through floating point; returns null for anything else (negative, three decimals, text).
 */
export function parseLira(text: string): Kurus | null {
  const match = decimalPattern.exec(text.trim());
  if (!match) return null;
  const lira = Number(match[1]);
  const fraction = (match[2] ?? '').padEnd(2, '0');
  return lira * 100 + Number(fraction);
}

/** `12050` → `"120.50"`, for filling a form's decimal input. */
export function kurusToDecimalText(kurus: Kurus): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

