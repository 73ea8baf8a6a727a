import i18n from 'i18next';
import type { Language } from '../../shared/menu.js';
import en from './en.json';
import tr from './tr.json';

export const resources = {
  tr: { translation: tr },
  en: { translation: en },
} as const;

/**
 * Starts i18next with both languages bundled: the two files are small, and a guest on weak
 * Wi-Fi should never wait for a second download to read the menu. Calling it again only
 * switches the language, so tests and the app can share it.
 */
export function initI18n(language: Language): typeof i18n {
  if (i18n.isInitialized) {
    void i18n.changeLanguage(language);
    return i18n;
  }
  void i18n.init({
    resources,
    lng: language,
    fallbackLng: 'tr',
    supportedLngs: ['tr', 'en'],
    initAsync: false,
    // React already escapes what it renders.
    interpolation: { escapeValue: false },
  });
  return i18n;
}
