/**
 * Folds text for matching the way a Turkish guest expects (DECISIONS D12).
 *
 * Lower-casing uses Turkish rules, so `İ` becomes `i` and `I` becomes `ı`. Guests on a phone
 * with a foreign keyboard type `kasarli` for `kaşarlı` and `ice` for `Ice`, so after lower-casing
 * the dotless `ı` and the Turkish letters with marks fold to their plain Latin base too.
 * The menu's other languages fold the same way: Russian `ё` to `е` and German umlauts to their
 * base letter (marks), German `ß` to `ss`, and Arabic without its vowel marks (marks too) or
 * the stretching tatweel.
 */
export function foldTurkish(text: string): string {
  return text
    .trim()
    .toLocaleLowerCase('tr-TR')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/ı/g, 'i')
    .replace(/ß/g, 'ss')
    .replace(/\u0640/g, '')
    .replace(/\s+/g, ' ');
}

/** Whether two names are the same once trimmed and compared case-insensitively the Turkish way. */
export function sameName(a: string, b: string): boolean {
  return foldTurkish(a) === foldTurkish(b);
}

/** Whether `needle` occurs in `haystack`, Turkish-aware; an empty needle matches everything. */
export function containsFolded(haystack: string, needle: string): boolean {
  const folded = foldTurkish(needle);
  return folded === '' || foldTurkish(haystack).includes(folded);
}
