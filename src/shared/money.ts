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

/** The ablative ending ('den, 'dan, 'ten, 'tan) of each number word a price can end in. */
const ONES = ['dan', 'den', 'den', 'ten', 'ten', 'ten', 'dan', 'den', 'den', 'dan']; // sıfır, bir, iki, üç, dört, beş, altı, yedi, sekiz, dokuz
const TENS = ['', 'dan', 'den', 'dan', 'tan', 'den', 'tan', 'ten', 'den', 'dan']; // on, yirmi, otuz, kırk, elli, altmış, yetmiş, seksen, doksan
const POWERS: [number, string][] = [
  [1_000_000, 'dan'], // milyon
  [1_000, 'den'], // bin
  [100, 'den'], // yüz
];

/**
 * The Turkish ablative ending of an amount as it is read aloud, so a price can say where it
 * starts: `₺100,00'den`, `₺175,50'den` (yüz yetmiş beş elli), `₺60,00'tan` (altmış), `₺45,00'ten`.
 * The kuruş are read when there are any, otherwise the lira; the ending follows the last word's
 * vowel (e/a) and whether it ends in a voiceless consonant (t/d).
 */
export function ablativeOf(kurus: Kurus): string {
  const whole = Math.abs(Math.round(kurus));
  const spoken = whole % 100 !== 0 ? whole % 100 : Math.floor(whole / 100);
  if (spoken % 10 !== 0 || spoken === 0) return ONES[spoken % 10]!;
  if (spoken % 100 !== 0) return TENS[Math.floor(spoken / 10) % 10]!;
  return POWERS.find(([power]) => spoken % power === 0)?.[1] ?? 'den';
}
