import type { Kurus } from './money.js';

// Reading and writing amounts as staff type them, apart from money.ts's formatting: the guest
// pages show prices and never read one, so this stays out of their download.

export const MAX_KURUS: Kurus = 9_999_999_99;

/**
 * `1.250` or `12.345.678`, optionally with kuruş after a comma: `1.250,50`. The first group
 * never starts with 0: nobody groups `0.500` or `00.100` as thousands, so they are refused.
 */
const groupedPattern = /^([1-9]\d{0,2}(?:\.\d{3})+)(?:,(\d{1,2}))?$/;
/** `1250`, `1250,50`, `1250.50`, `0.5`. */
const plainPattern = /^(\d+)(?:[.,](\d{1,2}))?$/;
/** What JavaScript prints for a JSON number that is a plain amount: `1250.5`, never `1e21`. */
const numberPattern = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Parses a lira amount as a person types it into kuruş, without going through floating point;
 * returns null for anything else (negative, three decimals, text). A leading ₺ is allowed, so
 * a price copied from the menu reads back as itself.
 *
 * Turkish writes `1.250,50`: dots between the thousands, a comma before the kuruş. Browsers'
 * number inputs, the admin forms (kurusToDecimalText) and JSON write `1250.50`. Both are read:
 * - a comma is always the decimal separator, with one or two digits after it;
 * - dots that split the lira into groups of three (`1.250`, `12.345.678`) separate thousands,
 *   with or without a decimal comma after them (`1.250,50`);
 * - a lone dot with one or two digits after it (`1250.50`, `0.5`) is the decimal separator.
 *
 * So `1.250` is ₺1.250,00, by Turkish convention and because an amount has at most two
 * decimals: read as 1,250 lira it would have three, which no price or debt has. Whatever can
 * still be read two ways is refused rather than guessed: `1,250` (three decimals after a
 * comma, or an English thousands comma), `1,250.50` (English grouping), `1.250.50`, and a
 * zero before a thousands group (`0.500`, `0.001`, `00.100`: half a lira typed with three
 * decimals, more likely than five hundred lira).
 *
 * A JSON number is already a number: its dot is always the decimal point (`12.345` has three
 * decimals and is refused, never read as twelve thousand).
 */
export function parseLira(value: string | number): Kurus | null {
  if (typeof value === 'number') {
    const match = Number.isFinite(value) ? numberPattern.exec(String(value)) : null;
    return match ? kurusOfDigits(match[1]!, match[2]) : null;
  }
  const text = value.trim().replace(/^₺\s*/, '');
  const grouped = groupedPattern.exec(text);
  if (grouped) return kurusOfDigits(grouped[1]!.replaceAll('.', ''), grouped[2]);
  const plain = plainPattern.exec(text);
  return plain ? kurusOfDigits(plain[1]!, plain[2]) : null;
}

/** Whole lira digits and up to two digits of kuruş, as kuruş: `("120", "5")` → 12050. */
function kurusOfDigits(lira: string, fraction = ''): Kurus {
  return Number(lira) * 100 + Number(fraction.padEnd(2, '0'));
}

/** `12050` → `"120.50"`, for filling a form's decimal input. */
export function kurusToDecimalText(kurus: Kurus): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(kurus);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
