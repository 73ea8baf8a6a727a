import type { Language, MenuCategory } from './menu.js';

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
