import fs from 'node:fs';
import path from 'node:path';
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

/**
 * The guest strings of the further menu languages (issue 32): one file per language beside
 * tr.json, each complete and in its own grammar's plural forms, so that a language can be turned
 * on for guests without a blank label or a wrong plural.
 */
describe('the further languages’ strings', () => {
  const folder = path.resolve('src/shared/i18n');
  const further = fs
    .readdirSync(folder)
    .filter((file) => file.endsWith('.json') && !['tr.json', 'en.json'].includes(file))
    .map((file) => file.replace(/\.json$/, ''));
  const read = (file: string) => JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8')) as Tree;
  const PLURAL = /_(zero|one|two|few|many|other)$/;
  /** Each text's key with its plural forms gathered: `nav.table` → its value, `x.show` → every form. */
  const texts = (tree: Tree) => {
    const result = new Map<string, Map<string, string>>();
    for (const [key, value] of leaves(tree)) {
      const form = PLURAL.exec(key)?.[1] ?? '';
      const base = form ? key.slice(0, -form.length - 1) : key;
      if (!result.has(base)) result.set(base, new Map());
      result.get(base)!.set(form, String(value));
    }
    return result;
  };
  const placeholders = (text: string) => [...new Set([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? ''))].sort();
  const source = texts(tr);

  it('ships German, Russian and Arabic', () => {
    expect(further).toEqual(expect.arrayContaining(['de', 'ru', 'ar']));
  });

  describe.each(further)('%s.json', (language) => {
    const translated = texts(read(`${language}.json`));
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;

    it('has every text of tr.json and no other', () => {
      expect([...translated.keys()].sort()).toEqual([...source.keys()].sort());
    });

    it('gives each plural exactly the forms of its own grammar, and no text is empty', () => {
      for (const [key, forms] of translated) {
        const plural = source.get(key)?.has('other') ?? false;
        expect([...forms.keys()].sort(), key).toEqual(plural ? [...categories].sort() : ['']);
        for (const [form, value] of forms) expect(value.trim(), `${key} ${form}`).not.toBe('');
      }
    });

    it('keeps every {{placeholder}} of the source (a number its own word may name leaves out {{count}})', () => {
      for (const [key, forms] of translated) {
        const wanted = placeholders([...(source.get(key)?.values() ?? [])].join(' '));
        for (const [form, value] of forms) {
          const optional = ['zero', 'one', 'two'].includes(form) ? ['count'] : [];
          expect(
            placeholders(value).filter((name) => !optional.includes(name)),
            `${key} ${form}`,
          ).toEqual(wanted.filter((name) => !optional.includes(name)));
        }
      }
    });

    it('names every allergen with a name of its own', () => {
      const names = ALLERGENS.map(({ code }) => translated.get(`allergen.${code}`)?.get(''));
      expect(names.every(Boolean)).toBe(true);
      expect(new Set(names).size).toBe(ALLERGENS.length);
    });

    it('has the printed menu’s words', () => {
      const print = read(`print/${language}.json`);
      expect(Object.keys(print).sort()).toEqual(Object.keys(printTr).sort());
      for (const value of Object.values(print)) expect(typeof value === 'string' ? value.trim() : value).toMatch(/\S/);
    });
  });
});

describe('ordering’s words (a catalogue of their own, loaded only at a table that takes orders)', () => {
  const files = Object.fromEntries(
    ['tr', 'en', 'de', 'ru', 'ar'].map((language) => [
      language,
      leaves(JSON.parse(fs.readFileSync(path.join('src/shared/i18n/order', `${language}.json`), 'utf8')) as Tree),
    ]),
  );
  const turkish = files.tr!;

  it.each(['en', 'de', 'ru', 'ar'])('%s has every Turkish key, with the same {{placeholders}}, and nothing empty', (language) => {
    const words = files[language]!;
    expect([...words.keys()].sort()).toEqual([...turkish.keys()].sort());
    const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const [key, value] of words) {
      expect(typeof value === 'string' && value.trim() !== '', key).toBe(true);
      expect(placeholders(value), key).toEqual(placeholders(turkish.get(key)));
    }
  });

  it('is not in the catalogue every guest downloads', () => {
    expect(Object.keys(tr)).not.toContain('order');
    expect(Object.keys(en)).not.toContain('order');
  });
});
