import { memo } from '../../shared/memo.js';
import type { Language } from '../../shared/menu.js';

/**
 * An average rating with one decimal (spec §9): `4,5` in Turkish, `4.5` in English, rounded
 * half up as Intl does. Written out rather than built on Intl, for the reasons of formatLira.
 */
export function formatRating(value: number, language: Language): string {
  const tenths = Math.round(value * 10);
  return `${Math.floor(tenths / 10)}${language === 'en' ? '.' : ','}${tenths % 10}`;
}

const dateFormats = {
  tr: memo(() => new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'long', year: 'numeric' })),
  en: memo(() => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })),
};

export function formatDate(iso: string, language: Language): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormats[language]().format(date);
}
