import { fallbackChain, LANGUAGES, type Language } from '../languages.js';
import { memo } from '../memo.js';
import en from './en.json' with { type: 'json' };
import tr from './tr.json' with { type: 'json' };

/**
 * The one catalogue of the words guests read, on the guest pages and on paper: the pages' words,
 * the allergens' names and the printed menu's words. The files keep i18next's JSON format (nested keys,
 * `{{name}}` placeholders, `_one`/`_other` plural forms), read by this small translator
 * instead of the i18next library: see docs/decisions/001-guest-translations.md.
 */
export const resources: Partial<Record<Language, Tree>> = { tr, en };

/**
 * The other languages' strings, each in a chunk of its own that a page in that language loads
 * before it draws (web/main.tsx; the server loads them all): a phone downloads its own
 * language's strings and no other's.
 */
const LOADERS: Partial<Record<Language, () => Promise<{ default: Tree }>>> = {
  de: () => import('./de.json', { with: { type: 'json' } }),
  ru: () => import('./ru.json', { with: { type: 'json' } }),
  ar: () => import('./ar.json', { with: { type: 'json' } }),
};

/** Whether `language`'s strings are here: a page in it draws in its own words at once. */
export function hasStrings(language: Language): boolean {
  return resources[language] !== undefined;
}

/** Loads `language`'s strings, if they are not here yet. */
export function loadStrings(language: Language): Promise<void> {
  const load = LOADERS[language];
  if (resources[language] || !load) return Promise.resolve();
  return load().then((module) => {
    resources[language] = module.default;
  });
}

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type WithoutPlural<K extends string> = K extends `${infer Base}_${PluralSuffix}` ? Base : K;
/** The keys of a catalogue's tree, `a.b` for nested ones, plural forms as one. */
export type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key, checked at compile time: a misspelt key is an error, not a blank label. */
export type TranslationKey = Keys<typeof tr>;
export type TranslationValues = Record<string, string | number>;
export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

export type Tree = { readonly [key: string]: string | Tree };

function lookup(tree: Tree, key: string, plural: PluralOf, values: TranslationValues | undefined): string | undefined {
  const path = key.split('.');
  const leaf = path.pop() ?? '';
  let node: Tree | string | undefined = tree;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return undefined;
  if (typeof values?.count === 'number') {
    const form = node[`${leaf}_${plural(values.count)}`] ?? node[`${leaf}_other`];
    if (typeof form === 'string') return form;
  }
  const value = node[leaf];
  return typeof value === 'string' ? value : undefined;
}

type PluralOf = (count: number) => Intl.LDMLPluralRule;

const intlPlurals = Object.fromEntries(LANGUAGES.map((code) => [code, memo(() => new Intl.PluralRules(code))])) as Record<
  Language,
  () => Intl.PluralRules
>;

/**
 * Each language's plural form of a whole count, as Intl.PluralRules gives it (CLDR's cardinal
 * rules), written out: a phone's first PluralRules costs it tens of milliseconds (its locale's
 * data), and a page asks for one as the app attaches ("12 ürün"). Other numbers ask Intl.
 * tests/unit/translate.test.ts holds the two alike.
 */
const WHOLE_PLURALS: Record<Language, (n: number) => Intl.LDMLPluralRule> = {
  tr: (n) => (n === 1 ? 'one' : 'other'),
  en: (n) => (n === 1 ? 'one' : 'other'),
  de: (n) => (n === 1 ? 'one' : 'other'),
  ru: (n) => {
    const ten = n % 10;
    const hundred = n % 100;
    if (ten === 1 && hundred !== 11) return 'one';
    if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return 'few';
    return 'many';
  },
  ar: (n) => {
    const hundred = n % 100;
    if (n === 0) return 'zero';
    if (n === 1) return 'one';
    if (n === 2) return 'two';
    if (hundred >= 3 && hundred <= 10) return 'few';
    if (hundred >= 11) return 'many';
    return 'other';
  },
};

/** The plural form of `count` in `language` ('one', 'few', 'other'…), as Intl.PluralRules selects it. */
export function pluralForm(count: number, language: Language): Intl.LDMLPluralRule {
  return pluralRules[language](count);
}

const pluralRules = Object.fromEntries(
  LANGUAGES.map((code) => [
    code,
    (count: number) => (Number.isSafeInteger(count) && count >= 0 ? WHOLE_PLURALS[code](count) : intlPlurals[code]().select(count)),
  ]),
) as Record<Language, PluralOf>;

/**
 * A translate function over `catalogue` (its languages filled in as they load): `language`'s
 * words, a key missing (or not loaded yet) falling back along the language's chain: English,
 * then Turkish, the restaurant's own language, then the key itself.
 */
export function translatorOf<Key extends string>(
  catalogue: Partial<Record<Language, Tree>>,
  language: Language,
): (key: Key, values?: TranslationValues) => string {
  return (key, values) => {
    let template: string | undefined;
    for (const code of fallbackChain(language)) {
      const tree = catalogue[code];
      template = tree && lookup(tree, key, pluralRules[code], values);
      if (template !== undefined) break;
    }
    return (template ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
      values?.[name] === undefined ? placeholder : String(values[name]),
    );
  };
}

const translators = Object.fromEntries(LANGUAGES.map((code) => [code, translatorOf<TranslationKey>(resources, code)])) as Record<
  Language,
  Translate
>;

/** The translate function of `language`. */
export function translator(language: Language): Translate {
  return translators[language];
}
