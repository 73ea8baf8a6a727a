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
  const lira = grouped(Math.floor(whole / 100), '.');
  return `${sign}₺${lira},${String(whole % 100).padStart(2, '0')}`;
}

/**
 * A whole number's digits in groups of three from the right: `grouped(1234567, '.')` is
 * `1.234.567`. A loop rather than a regular expression: a phone pays for compiling one on its
 * first use, as the app attaches and prints every card's price.
 */
export function grouped(whole: number, separator: string): string {
  const digits = String(whole);
  let text = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = text.length; at < digits.length; at += 3) text += separator + digits.slice(at, at + 3);
  return text;
}

/**
 * The largest amount a price, a campaign or a debt may hold: ₺9.999.999,99. Far above anything a
 * restaurant charges or is owed, and well inside the 32-bit integer columns that store kuruş.
 */
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
