import type { Language } from '../languages.js';
import { fallbackChain } from '../languages.js';
import type words from './order/tr.json';
import { translatorOf, type Keys, type Tree } from './translate.js';

/**
 * Ordering's words on a guest's phone ('Ekle', the basket, a line's state), in the catalogue
 * beside the guest pages' but in chunks of their own: only a guest at a table that takes orders
 * downloads them (menu/order/TableOrder.tsx loads them before it offers 'Ekle').
 */
export type OrderKey = Keys<typeof words>;

const LOADERS: Record<Language, () => Promise<{ default: Tree }>> = {
  tr: () => import('./order/tr.json', { with: { type: 'json' } }),
  en: () => import('./order/en.json', { with: { type: 'json' } }),
  de: () => import('./order/de.json', { with: { type: 'json' } }),
  ru: () => import('./order/ru.json', { with: { type: 'json' } }),
  ar: () => import('./order/ar.json', { with: { type: 'json' } }),
};

const catalogue: Partial<Record<Language, Tree>> = {};

/** Loads `language`'s ordering words and those along its fallback chain. */
export async function loadOrderWords(language: Language): Promise<void> {
  await Promise.all(
    fallbackChain(language).map(async (code) => {
      catalogue[code] ??= (await LOADERS[code]()).default;
    }),
  );
}

/** The translate function of ordering's words in `language` (`state.sent`, `refused.sold_out`). */
export const orderWords = (language: Language) => translatorOf<OrderKey>(catalogue, language);
