import type { Language, MenuCategory } from './menu.js';
import { foldTurkish } from './text.js';

/**
 * A path is English when its first segment is `en` in any case (`/EN`, `/en/category/…`),
 * otherwise Turkish (spec §2). Matching the whole segment keeps a Turkish address such as
 * `/enginar` from turning English.
 */
export function languageOfPath(pathname: string): Language {
  return /^\/en(?:\/|$)/i.test(pathname) ? 'en' : 'tr';
}

export function homePath(language: Language): string {
  return language === 'en' ? '/EN' : '/';
}

/** Public category URLs use the category's name in that language, URL-encoded (D4). */
export function categoryPath(category: MenuCategory, language: Language): string {
  return language === 'en' ? `/EN/category/${encodeURIComponent(category.nameEn)}` : `/category/${encodeURIComponent(category.nameTr)}`;
}

/**
 * A dish's address segment: its name in that language, folded the Turkish way to plain Latin
 * letters and digits joined by hyphens (`Kıymalı Pide` → `kiymali-pide`), or its id when the
 * name has none of them.
 */
export function slugOf(name: string): string {
  return foldTurkish(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
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
    const base = slugOf(language === 'en' ? product.nameEn : product.nameTr);
    const slug = base === '' || taken.has(base) ? `${base === '' ? '' : `${base}-`}${product.id}` : base;
    taken.add(slug);
    slugs.set(product.id, slug);
  }
  return slugs;
}

/** A dish's own page: `/category/Pide/kiymali-pide`, `/EN/category/Pide/pide-with-minced-meat`. */
export function dishPath(category: MenuCategory, slug: string, language: Language): string {
  return `${categoryPath(category, language)}/${slug}`;
}
