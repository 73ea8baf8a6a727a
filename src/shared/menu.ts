import type { z } from 'zod';
import type { publicMenu } from './schemas/menu.js';
import { fallbackChain, MENU_LANGUAGES, type Language } from './languages.js';

// Type-only: the guest pages read these without loading zod or the schemas (guest bundle).
export type { MenuCampaign } from './schemas/campaign.js';
export type { MenuCategory } from './schemas/category.js';
export type { MenuIngredient } from './schemas/ingredient.js';
export type { MenuProduct } from './schemas/product.js';
export type { PublicReview } from './schemas/review.js';
export type { MenuTag } from './schemas/tag.js';

/** The public menu (`GET /api/menu`), described in `schemas/menu.ts`. */
export type PublicMenu = z.infer<typeof publicMenu>;

export type { Language } from './languages.js';

/** A text a guest reads, and the language it is in: the page's, or one along its fallback chain. */
export interface MenuText {
  text: string;
  lang: Language;
}

/** A record's texts in the languages an admin turned on beside Turkish and English, by language then field. */
export type LocalTexts = Partial<Record<Language, Record<string, string>>>;

type Texts<Field extends string> = Record<`${Field}Tr` | `${Field}En`, string> & { texts?: LocalTexts };

/** The languages whose texts a record keeps in fields of its own, by their fields' suffix. */
const OWN_FIELDS: Partial<Record<Language, 'Tr' | 'En'>> = { tr: 'Tr', en: 'En' };

/**
 * A record's `field` as a guest reading `language` sees it: the first text along the language's
 * fallback chain (shared/languages.ts) that is not empty, with its language, so that a page can
 * mark a text in another language (`lang`). Turkish and English are the record's own fields
 * (`nameTr`, `nameEn`); the other languages' are in its `texts` (docs/decisions/005).
 */
export function menuText<Field extends string>(record: Texts<Field>, field: Field, language: Language): MenuText {
  for (const lang of fallbackChain(language)) {
    const suffix = OWN_FIELDS[lang];
    const own = record as Record<`${Field}${'Tr' | 'En'}`, string>;
    const text = suffix === undefined ? (record.texts?.[lang]?.[field] ?? '') : own[`${field}${suffix}`];
    if (text !== '') return { text, lang };
  }
  return { text: '', lang: language };
}

/** A record's name as a guest reading `language` sees it (menuText). */
export function localized(record: Texts<'name'>, language: Language): string {
  return menuText(record, 'name', language).text;
}

/**
 * The `lang` a text's element carries when the text is in another language than the page's
 * (a fallback), so screen readers and the browser's translator read it as what it is, and its
 * `dir`, which isolates it in its own direction: an English fallback on an Arabic page ends
 * with its full stop.
 */
export function langOf(text: MenuText, language: Language): { lang?: Language; dir?: 'ltr' | 'rtl' } {
  return text.lang === language ? {} : { lang: text.lang, dir: MENU_LANGUAGES[text.lang].dir };
}
