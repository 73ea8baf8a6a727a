import i18n from 'i18next';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { Language } from '../../shared/menu.js';
import { languageOfPath } from '../menu/paths.js';

/** The visitor's language, read from the address (spec §4: language comes from the path). */
export function useLanguage(): Language {
  return languageOfPath(useLocation().pathname);
}

/**
 * Translations fixed to the language of the current address. Because the language is derived
 * from the path rather than from i18next's global state, a page never renders one frame in
 * the previous language after the guest switches, and a switch re-renders through the router.
 * (i18next is used directly: both languages are bundled and ready synchronously, so the
 * react-i18next bindings would add download weight for nothing.)
 */
export function useGuestTranslation() {
  const language = useLanguage();
  const t = useMemo(() => i18n.getFixedT(language), [language]);
  return { t, language };
}

/** The locale used for numbers and dates shown in `language` (prices are always Turkish, D3). */
export function localeOf(language: Language): string {
  return language === 'en' ? 'en-GB' : 'tr-TR';
}
