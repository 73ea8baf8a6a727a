import { memo } from '../../shared/memo.js';
import type { Language } from '../../shared/menu.js';

const ratingFormats = {
  tr: memo(() => new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 })),
  en: memo(() => new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 })),
};

/** An average rating with one decimal (spec §9): `4,5` in Turkish, `4.5` in English. */
export function formatRating(value: number, language: Language): string {
  return ratingFormats[language]().format(value);
}

const dateFormats = {
  tr: memo(() => new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' })),
  en: memo(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })),
};

export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormats[language]().format(date);
}
