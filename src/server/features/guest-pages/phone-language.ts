import type { Language } from '../../../shared/languages.js';

/**
 * The phone's language (Accept-Language, by weight) among `languages`: its first one that is
 * there, English when it names none of them, and Turkish without a header.
 */
export function phoneLanguage(header: string | undefined, languages: readonly Language[]): Language {
  const ranked = rankedLanguages(header);
  if (ranked.length === 0) return 'tr';
  return ranked.map(({ language }) => language).find((code): code is Language => (languages as readonly string[]).includes(code)) ?? 'en';
}

/** The languages an Accept-Language header names, by weight then order, without `*` and those refused (q=0). */
function rankedLanguages(header: string | undefined): { language: string }[] {
  if (header === undefined || header.trim() === '') return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight: weight === undefined ? 1 : Number(weight), index };
    })
    .filter(({ language, weight }) => language !== '' && language !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
}
