import { translator } from './i18n/translate.js';
import { MENU_LANGUAGES, type Language } from './languages.js';
import { grouped } from './money.js';

/** Each language's separator between groups of three digits, as Intl writes it ("1.200", "1 200"). */
const GROUPING: Record<Language, string> = { tr: '.', en: ',', de: '.', ru: '\u00a0', ar: ',' };

/**
 * A number as `language` writes it: "1.200" in Turkish, "1,200" in English, "1 200" in Russian.
 * A whole number of grams or calories is written out rather than built on Intl: a phone's first `Intl.NumberFormat`
 * costs it tens of milliseconds (its locale's data), and a list of dishes asks for one per
 * portion's weight as the app attaches. tests/unit/portion.test.ts holds the two alike.
 */
export function formatNumber(value: number, language: Language): string {
  if (!Number.isSafeInteger(value) || value < 0) return new Intl.NumberFormat(MENU_LANGUAGES[language].locale).format(value);
  return grouped(value, GROUPING[language]);
}

/** A portion's weight as guests and the printed lists read it: "250 g", "1.200 g", "250 г". */
export function portionWeight(grams: number, language: Language): string {
  return translator(language)('product.grams', { grams: formatNumber(grams, language) });
}
