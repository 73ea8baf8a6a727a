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

/**
 * The languages an Accept-Language header names, by weight then order, without `*` and those
 * refused (q=0). An entry whose weight is malformed (not a number, outside 0 to 1, more than
 * three decimals: RFC 9110 §12.4.2) says nothing the phone meant, and is left out.
 */
export function rankedLanguages(header: string | undefined): { language: string; weight: number }[] {
  if (header === undefined || header.trim() === '') return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weights = params.map((param) => /^\s*q=(.*)$/i.exec(param)?.[1]?.trim()).filter((value) => value !== undefined);
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', weight: weightOf(weights), index };
    })
    .filter(({ language, weight }) => /^[a-z]{1,8}$/.test(language) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ language, weight }) => ({ language, weight }));
}

/** A qvalue as RFC 9110 writes it (`1`, `0.8`, `0.125`, `1.000`), or 0 when it is not one (or given twice). */
function weightOf(values: readonly string[]): number {
  if (values.length === 0) return 1;
  const [value = ''] = values;
  if (values.length > 1 || !/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value)) return 0;
  return Number(value);
}
