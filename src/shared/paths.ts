import { isFixedLanguage, isLanguage, languagePrefix, type Language } from './languages.js';
import { localized, type MenuCategory } from './menu.js';
import { foldTurkish } from './text.js';

/**
 * A path's language is its first segment's when that names a language other than Turkish, in any
 * case (`/EN`, `/ru/category/…`), otherwise Turkish (spec §2). Matching the whole segment
 * keeps a Turkish address such as `/enginar` or `/derya` from changing language. Whether guests
 * have the language is the server's and the menu's to say.
 */
export function languageOfPath(pathname: string): Language {
  const first = /^\/([a-z]{2})(?:\/|$)/i.exec(pathname)?.[1]?.toLowerCase();
  return first !== undefined && first !== 'tr' && isLanguage(first) ? first : 'tr';
}

export function homePath(language: Language): string {
  return languagePrefix(language) || '/';
}

/** Public category URLs use the category's name in that language (along its fallback chain), URL-encoded (D4). */
export function categoryPath(category: MenuCategory, language: Language): string {
  return `${languagePrefix(language)}/category/${encodeURIComponent(localized(category, language))}`;
}

/**
 * A dish's address segment: its name in that language, folded the Turkish way to plain Latin
 * letters and digits joined by hyphens (`Kıymalı Pide` → `kiymali-pide`); a name in another
 * script keeps its letters (`Пиде с фаршем` → `пиде-с-фаршем`, `بيده` → `بيده`). Its id when
 * the name has none of them.
 */
export function slugOf(name: string): string {
  return (
    foldTurkish(name)
      // A Latin letter the folding left with a mark (`é`) is a gap, as it always was.
      .replace(/(?![a-z])\p{Script=Latin}/gu, '-')
      .replace(/[^\p{L}\p{Nd}]+/gu, '-')
      .replace(/^-+|-+$/g, '')
  );
}

type Named = { id: number; categoryId: number; nameTr: string; nameEn: string };

/**
 * The address segment of each of a category's dishes in `language`. Two names can fold to the
 * same letters (`Kaşarlı`, `Kasarli`): the later ones (by id) get their id appended, so every
 * dish has an address of its own and it does not change when another dish is added.
 */
export function dishSlugs(products: readonly Named[], categoryId: number, language: Language): Map<number, string> {
  const slugs = new Map<number, string>();
  const taken = new Set<string>();
  const inCategory = products.filter((product) => product.categoryId === categoryId).sort((a, b) => a.id - b.id);
  for (const product of inCategory) {
    const base = slugOf(localized(product, language));
    const slug = base === '' || taken.has(base) ? `${base === '' ? '' : `${base}-`}${product.id}` : base;
    taken.add(slug);
    slugs.set(product.id, slug);
  }
  return slugs;
}

/** A dish's own page: `/category/Pide/kiymali-pide`, `/EN/category/Pide/pide-with-minced-meat`. */
export function dishPath(category: MenuCategory, slug: string, language: Language): string {
  return `${categoryPath(category, language)}/${encodeURIComponent(slug)}`;
}

/**
 * Where the menu of a page in `language` is: Turkish and English pages share one; a language an
 * admin turned on beside them has its own, with its texts alone (docs/decisions/005), which the
 * service worker keeps apart for offline use.
 */
export function menuAddress(language: Language): string {
  return isFixedLanguage(language) ? '/api/menu' : `/api/menu?language=${language}`;
}
