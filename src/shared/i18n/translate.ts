import { memo } from '../memo.js';
import type { Language } from '../menu.js';
import en from './en.json' with { type: 'json' };
import tr from './tr.json' with { type: 'json' };

/**
 * The one catalogue of the words guests read, on the guest pages and on paper: the pages' words,
 * the allergens' names and the printed menu's words. The files keep i18next's JSON format (nested keys,
 * `{{name}}` placeholders, `_one`/`_other` plural forms), read by this small translator
 * instead of the i18next library: see docs/decisions/001-guest-translations.md.
 */
export const resources = { tr, en } as const;

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

const pluralRules = { tr: memo(() => new Intl.PluralRules('tr')), en: memo(() => new Intl.PluralRules('en')) };

function createTranslator(language: Language): Translate {
  return (key, values) => {
    // A key missing in English falls back to Turkish, the restaurant's own language, then to the key.
    const template =
      lookup(resources[language], key, pluralRules[language], values) ?? lookup(resources.tr, key, pluralRules.tr, values) ?? key;
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
      values?.[name] === undefined ? placeholder : String(values[name]),
    );
  };
}

const translators: Record<Language, Translate> = { tr: createTranslator('tr'), en: createTranslator('en') };

/** The translate function of `language`. */
export function translator(language: Language): Translate {
  return translators[language];
}
