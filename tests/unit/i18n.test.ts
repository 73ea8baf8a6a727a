import { describe, expect, it } from 'vitest';
import en from '../../src/shared/i18n/en.json' with { type: 'json' };
import tr from '../../src/shared/i18n/tr.json' with { type: 'json' };
import printEn from '../../src/shared/i18n/print/en.json' with { type: 'json' };
import printTr from '../../src/shared/i18n/print/tr.json' with { type: 'json' };
import { ALLERGENS, allergenName } from '../../src/shared/allergens.js';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a translation file as `path → value`, e.g. `reviews.errors.generic`. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [leaf, leafValue] of leaves(value, path)) result.set(leaf, leafValue);
    } else {
      result.set(path, value);
    }
  }
  return result;
}

describe('guest translations', () => {
  const trLeaves = leaves(tr);
  const enLeaves = leaves(en);

  it('tr.json and en.json have exactly the same keys', () => {
    expect([...enLeaves.keys()].sort()).toEqual([...trLeaves.keys()].sort());
  });

  it.each([
    ['tr', trLeaves],
    ['en', enLeaves],
  ] as const)('%s.json has no empty or non-text values', (_language, values) => {
    const bad = [...values].filter(([, value]) => typeof value !== 'string' || value.trim() === '');
    expect(bad).toEqual([]);
  });

  it.each([
    ['tr', trLeaves],
    ['en', enLeaves],
  ] as const)('%s.json uses the same {{placeholders}} as the other language', (_language, values) => {
    const other = values === trLeaves ? enLeaves : trLeaves;
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of values) expect(placeholders(value), key).toEqual(placeholders(other.get(key)));
  });

  it('carries the spec’s exact strings', () => {
    expect(trLeaves.get('category.searchPlaceholder')).toBe('Ürün adıyla ara...');
    expect(enLeaves.get('category.searchPlaceholder')).toBe('Search by product name...');
    expect(trLeaves.get('home.heroTitle')).toBe('Lezzetli Menümüz');
    expect(enLeaves.get('home.heroTitle')).toBe('Our Delicious Menu');
    expect(enLeaves.get('home.weeklyChoice')).toBe('Weekly Choice: {{name}}');
    expect(trLeaves.get('reviews.errors.tooOften')).toBe('Çok sık yorum gönderdiniz, lütfen biraz sonra tekrar deneyin.');
  });
});

describe('the rest of the catalogue', () => {
  it('names every allergen in each language, with a name of its own', () => {
    for (const { code } of ALLERGENS) {
      for (const language of ['tr', 'en'] as const)
        expect(allergenName(code, language), `${code} (${language})`).not.toMatch(/^allergen\./);
    }
    expect(ALLERGENS.map(({ code }) => allergenName(code, 'en'))).toContain('Tree nuts');
    expect(ALLERGENS.map(({ code }) => allergenName(code, 'tr'))).toContain('Sert kabuklu yemişler');
    expect(allergenName('plutonium', 'en')).toBe('plutonium');
  });

  it('print/tr.json and print/en.json have the same keys, none empty', () => {
    expect(Object.keys(printEn).sort()).toEqual(Object.keys(printTr).sort());
    for (const value of [...Object.values(printTr), ...Object.values(printEn)]) expect(value.trim()).not.toBe('');
  });
});
