import { translator } from './i18n/translate.js';
import { MENU_LANGUAGES, type Language } from './languages.js';

/** A portion's weight as guests and the printed lists read it: "250 g", "1.200 g", "250 г". */
export function portionWeight(grams: number, language: Language): string {
  return translator(language)('product.grams', { grams: new Intl.NumberFormat(MENU_LANGUAGES[language].locale).format(grams) });
}
