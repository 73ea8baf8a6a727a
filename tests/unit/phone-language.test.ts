import { describe, expect, it } from 'vitest';
import { phoneLanguage, rankedLanguages } from '../../src/server/features/guest-pages/phone-language.js';

// The phone's language from its Accept-Language header: what a table's code opens in.

describe('the phone’s languages', () => {
  it('are ranked by weight, then by the order the phone names them', () => {
    expect(rankedLanguages('de-DE,de;q=0.9,ar;q=0.95,en;q=0.8')).toEqual([
      { language: 'de', weight: 1 },
      { language: 'ar', weight: 0.95 },
      { language: 'de', weight: 0.9 },
      { language: 'en', weight: 0.8 },
    ]);
    expect(rankedLanguages('ru;Q=1.000, en;q=0.125, fr;q=0., *;q=0.5')).toEqual([
      { language: 'ru', weight: 1 },
      { language: 'en', weight: 0.125 },
    ]);
  });

  it('leave out an entry whose weight is malformed: negative, above 1, not a number, more than three decimals', () => {
    for (const q of ['-1', '1.5', '2', 'abc', '', '0.1234', '1.001', '.5', '0x1', '1e-1', 'NaN', 'Infinity']) {
      expect(rankedLanguages(`ar;q=${q},de`), q).toEqual([{ language: 'de', weight: 1 }]);
    }
    // Refused (q=0) and weighed twice are no preference either.
    expect(rankedLanguages('ar;q=0,ar;q=0.5;q=1,de;q=0.1')).toEqual([{ language: 'de', weight: 0.1 }]);
  });

  it('pick the menu’s language: a malformed preference for Arabic does not win over German', () => {
    expect(phoneLanguage('ar;q=-1,de', ['tr', 'en', 'de', 'ar'])).toBe('de');
    expect(phoneLanguage('ar;q=1.5,de;q=0.5', ['tr', 'en', 'de', 'ar'])).toBe('de');
    expect(phoneLanguage('ar;q=0.9,de;q=0.5', ['tr', 'en', 'de', 'ar'])).toBe('ar');
    expect(phoneLanguage(undefined, ['tr', 'en'])).toBe('tr');
  });
});
