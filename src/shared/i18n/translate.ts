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
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${WithoutPlural<K>}` : Keys<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every translation key, checked at compile time: a misspelt key is an error, not a blank label. */
export type TranslationKey = Keys<typeof tr>;
export type TranslationValues = Record<string, string | number>;
export type Translate = (key: TranslationKey, values?: TranslationValues) => string;

type Tree = { readonly [key: string]: string | Tree };

function lookup(tree: Tree, key: string, plural: () => Intl.PluralRules, values: TranslationValues | undefined): string | undefined {
  const path = key.split('.');
  const leaf = path.pop() ?? '';
  let node: Tree | string | undefined = tree;
  for (const part of path) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'object') return undefined;
  if (typeof values?.count === 'number') {
    const form = node[`${leaf}_${plural().select(values.count)}`] ?? node[`${leaf}_other`];
    if (typeof form === 'string') return form;
  }
  const value = node[leaf];
  return typeof value === 'string' ? value : undefined;
}

const pluralRules = Object.fromEntries(LANGUAGES.map((code) => [code, memo(() => new Intl.PluralRules(code))])) as Record<
  Language,
  () => Intl.PluralRules
>;

function createTranslator(language: Language): Translate {
  return (key, values) => {
    // A key missing in a language (or strings not loaded) falls back along its chain: English,
    // then Turkish, the restaurant's own language, then the key.
    let template: string | undefined;
    for (const code of fallbackChain(language)) {
      const tree = resources[code];
      template = tree && lookup(tree, key, pluralRules[code], values);
      if (template !== undefined) break;
    }
    return (template ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
      values?.[name] === undefined ? placeholder : String(values[name]),
    );
  };
}

const translators = Object.fromEntries(LANGUAGES.map((code) => [code, createTranslator(code)])) as Record<Language, Translate>;

/** The translate function of `language`. */
export function translator(language: Language): Translate {
  return translators[language];
}
