import { translator } from './i18n/translate.js';
import type { Language } from './menu.js';

/**
 * What a menu must say a dish contains, in the regulation's order: the 14 allergen groups (EU
 * Regulation 1169/2011 Annex II; the Turkish Food Labelling and Consumer Information Regulation
 * lists the same groups), then the two contents that regulation asks to be shown beside them,
 * alcohol (etil alkol) and pork-derived ingredients. A guest leaves dishes with any of them out
 * alike. The codes are stored with each product and never change; the names (in the guests'
 * catalogue, `allergen.<code>`) and the icon are what guests and staff read. The icon only ever
 * goes beside the name, never instead of it.
 */
export const ALLERGENS = [
  { code: 'gluten', icon: '🌾' },
  { code: 'crustaceans', icon: '🦐' },
  { code: 'eggs', icon: '🥚' },
  { code: 'fish', icon: '🐟' },
  { code: 'peanuts', icon: '🥜' },
  { code: 'soybeans', icon: '🫘' },
  { code: 'milk', icon: '🥛' },
  { code: 'nuts', icon: '🌰' },
  { code: 'celery', icon: '🥬' },
  { code: 'mustard', icon: '🌭' },
  { code: 'sesame', icon: '🥯' },
  { code: 'sulphites', icon: '🍷' },
  { code: 'lupin', icon: '🪻' },
  { code: 'molluscs', icon: '🦪' },
  { code: 'alcohol', icon: '🍸' },
  { code: 'pork', icon: '🐖' },
] as const;

export type AllergenCode = (typeof ALLERGENS)[number]['code'];

export const ALLERGEN_CODES = ALLERGENS.map((allergen) => allergen.code) as [AllergenCode, ...AllergenCode[]];

export type Allergen = (typeof ALLERGENS)[number];

/**
 * The two contents that are no allergens (alcohol, pork): a guest leaves them out alike, but the
 * menu names them on a line of their own ("İçerir: alkol"), never under "Alerjenler".
 */
const CONTENTS: readonly string[] = ['alcohol', 'pork'] satisfies AllergenCode[];

/** Whether `code` is one of the two contents rather than an allergen group. */
export const isContent = (code: string): boolean => CONTENTS.includes(code);

/** The allergens named by `codes`, in the regulation's order (unknown codes are left out). */
export function allergensOf(codes: readonly string[]): Allergen[] {
  const wanted = new Set(codes);
  return ALLERGENS.filter((allergen) => wanted.has(allergen.code));
}

/** An allergen's name in `language`, from the guests' catalogue (an unknown code as it is). */
export function allergenName(code: string, language: Language): string {
  return ALLERGEN_CODES.includes(code as AllergenCode) ? translator(language)(`allergen.${code as AllergenCode}`) : code;
}
