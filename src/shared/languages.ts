/**
 * The languages a guest can read the menu in: the ones Sofra ships interface strings for
 * (`i18n/<code>.json`, `i18n/print/<code>.json`). Turkish is the restaurant's own language and the
 * source of every text; English is always on too (spec §2: `/EN`). An admin turns the others on
 * in 'Ayarlar' (settings: `menuLanguages`). Adding a language is its strings files and a row
 * here: docs/languages.md.
 */
export const MENU_LANGUAGES = {
  tr: { name: 'Türkçe', turkishName: 'Türkçe', dir: 'ltr', locale: 'tr-TR', ogLocale: 'tr_TR', decimal: ',', fallback: null },
  en: { name: 'English', turkishName: 'İngilizce', dir: 'ltr', locale: 'en-GB', ogLocale: 'en_US', decimal: '.', fallback: null },
  de: { name: 'Deutsch', turkishName: 'Almanca', dir: 'ltr', locale: 'de-DE', ogLocale: 'de_DE', decimal: ',', fallback: 'en' },
  ru: { name: 'Русский', turkishName: 'Rusça', dir: 'ltr', locale: 'ru-RU', ogLocale: 'ru_RU', decimal: ',', fallback: 'en' },
  // Latin digits, as on the price list at the door, the receipt and the card terminal
  // (docs/decisions/005), and the comma the prices beside them have (₺120,00): a rating reads 4,5.
  ar: { name: 'العربية', turkishName: 'Arapça', dir: 'rtl', locale: 'ar-u-nu-latn', ogLocale: 'ar_AR', decimal: ',', fallback: 'en' },
} as const satisfies Record<string, LanguageInfo>;

export interface LanguageInfo {
  /** Its own name, as the switcher shows it (never a flag). */
  name: string;
  /** Its name in Turkish, as staff read it (print options, reports, a note on a kitchen ticket). */
  turkishName: string;
  dir: 'ltr' | 'rtl';
  /** For dates and numbers (Intl). */
  locale: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
  /** The decimal separator of a rating (`4,5`, `4.5`). */
  decimal: string;
  /**
   * The language its guests read next where a text has no translation, before English and
   * Turkish: the one they most likely also read (a Ukrainian or Kazakh menu would name `ru`).
   */
  fallback: string | null;
}

export type Language = keyof typeof MENU_LANGUAGES;

/** Every language, Turkish first, in the switcher's order. */
export const LANGUAGES = Object.keys(MENU_LANGUAGES) as Language[];

/** The languages that are always on: the source and `/EN`. */
export const FIXED_LANGUAGES = ['tr', 'en'] as const satisfies readonly Language[];

export type FixedLanguage = (typeof FIXED_LANGUAGES)[number];

export function isFixedLanguage(code: string): code is FixedLanguage {
  return (FIXED_LANGUAGES as readonly string[]).includes(code);
}

/** The languages an admin turns on or off. */
export type OptionalLanguage = Exclude<Language, FixedLanguage>;
export const OPTIONAL_LANGUAGES = LANGUAGES.filter((code): code is OptionalLanguage => !isFixedLanguage(code));

export function isLanguage(code: string): code is Language {
  return Object.hasOwn(MENU_LANGUAGES, code);
}

/** A language's address prefix: none for Turkish, `/EN`, `/DE`, `/RU`, `/AR`. */
export function languagePrefix(language: Language): string {
  return language === 'tr' ? '' : `/${language.toUpperCase()}`;
}

/** The languages guests have, in the switcher's order: Turkish, English, and those an admin turned on. */
export function languagesOn(turnedOn: readonly OptionalLanguage[]): Language[] {
  return LANGUAGES.filter((code) => isFixedLanguage(code) || turnedOn.includes(code));
}

/**
 * Where a text missing in `language` is looked for, in order: the language, its fallback
 * (MENU_LANGUAGES), English, then Turkish, the source, which every text has: a guest never sees
 * a blank name. A Turkish page shows the Turkish texts alone.
 */
export function fallbackChain(language: Language): readonly Language[] {
  return CHAINS[language];
}

const CHAINS = {} as Record<Language, readonly Language[]>;
for (const code of LANGUAGES) {
  const fallback = MENU_LANGUAGES[code].fallback as Language | null;
  CHAINS[code] = code === 'tr' ? ['tr'] : [...new Set<Language>([code, ...(fallback === null ? [] : [fallback]), 'en', 'tr'])];
}
