import { describe, expect, it } from 'vitest';
import { pluralForm } from '../../src/shared/i18n/translate.js';
import { LANGUAGES, MENU_LANGUAGES } from '../../src/shared/languages.js';
import { formatNumber, portionWeight } from '../../src/shared/portion.js';

// The guest pages write numbers and choose plural forms without Intl (a phone's first Intl
// object costs it tens of milliseconds as the app attaches): held here to what Intl gives.
const COUNTS = [...Array.from({ length: 1201 }, (_, n) => n), 1999, 2000, 10_000, 12_345, 100_000, 1_234_567, -1, -1200, 2.5];

describe('numbers and plural forms written out', () => {
  it('writes a number as Intl.NumberFormat does in each language', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.NumberFormat(MENU_LANGUAGES[language].locale);
      for (const n of COUNTS) expect(formatNumber(n, language), `${n} in ${language}`).toBe(intl.format(n));
    }
    expect(portionWeight(1200, 'tr')).toBe('1.200 g');
  });

  it('chooses the plural form Intl.PluralRules chooses in each language', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.PluralRules(language);
      for (const n of COUNTS) expect(pluralForm(n, language), `${n} in ${language}`).toBe(intl.select(n));
    }
  });
});
