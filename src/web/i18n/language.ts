import { useLocation } from '../navigation.js';
import { MENU_LANGUAGES, type Language } from '../../shared/languages.js';
import { languageOfPath } from '../../shared/paths.js';
import { translator } from '../../shared/i18n/translate.js';

/** The visitor's language, read from the address (spec §4: language comes from the path). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/**
 * Translations in the language of the current address. Because the language is derived from
 * the path, a page never renders one frame in the previous language after the guest switches.
 */
export function useGuestTranslation() {
  const language = useLanguage();
  return { t: translator(language), language };
}

/** The locale used for numbers and dates shown in `language` (prices are always Turkish, D3). */
export function localeOf(language: Language): string {
  return MENU_LANGUAGES[language].locale;
}

/**
 * The page's language and direction on `<html>`, written only where they differ: the server drew
 * them, and writing `lang` even with the same value has the browser restyle the whole page (every
 * `:lang()` and `:dir()` below it), a long task on a slow phone as the app attaches.
 */
export function showPageLanguage(language: Language): void {
  const root = document.documentElement;
  const { dir } = MENU_LANGUAGES[language];
  if (root.lang !== language) root.lang = language;
  if (root.dir !== dir) root.dir = dir;
}
