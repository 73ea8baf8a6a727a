import { memo } from '../../shared/memo.js';
import { LANGUAGES, MENU_LANGUAGES, type Language } from '../../shared/languages.js';

/**
 * An average rating with one decimal (spec §9): `4,5` in Turkish, `4.5` in English (each language's separator), rounded
 * half up as Intl does. Written out rather than built on Intl, for the reasons of formatLira.
 */
export function formatRating(value: number, language: Language): string {
  const tenths = Math.round(value * 10);
  return `${Math.floor(tenths / 10)}${MENU_LANGUAGES[language].decimal}${tenths % 10}`;
}

const dateFormats = Object.fromEntries(
  LANGUAGES.map((code) => [
    code,
    memo(() => new Intl.DateTimeFormat(MENU_LANGUAGES[code].locale, { day: 'numeric', month: 'long', year: 'numeric' })),
  ]),
) as Record<Language, () => Intl.DateTimeFormat>;

export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormats[language]().format(date);
}
