import type { Language } from './menu.js';

/**
 * The 14 allergen groups a menu must name (EU Regulation 1169/2011 Annex II; the Turkish Food
 * Labelling and Consumer Information Regulation lists the same groups), in the regulation's
 * order. The codes are stored with each product and never change; the names and the icon are
 * what guests and staff read. The icon only ever goes beside the name, never instead of it.
 */
export const ALLERGENS = [
  { code: 'gluten', icon: '🌾', tr: 'Gluten', en: 'Gluten' },
  { code: 'crustaceans', icon: '🦐', tr: 'Kabuklular', en: 'Crustaceans' },
  { code: 'eggs', icon: '🥚', tr: 'Yumurta', en: 'Eggs' },
  { code: 'fish', icon: '🐟', tr: 'Balık', en: 'Fish' },
  { code: 'peanuts', icon: '🥜', tr: 'Yer fıstığı', en: 'Peanuts' },
  { code: 'soybeans', icon: '🫘', tr: 'Soya', en: 'Soybeans' },
  { code: 'milk', icon: '🥛', tr: 'Süt', en: 'Milk' },
  { code: 'nuts', icon: '🌰', tr: 'Sert kabuklu yemişler', en: 'Tree nuts' },
  { code: 'celery', icon: '🥬', tr: 'Kereviz', en: 'Celery' },
  { code: 'mustard', icon: '🌭', tr: 'Hardal', en: 'Mustard' },
  { code: 'sesame', icon: '🥯', tr: 'Susam', en: 'Sesame' },
  { code: 'sulphites', icon: '🍷', tr: 'Sülfitler', en: 'Sulphites' },
  { code: 'lupin', icon: '🪻', tr: 'Acı bakla', en: 'Lupin' },
  { code: 'molluscs', icon: '🦪', tr: 'Yumuşakçalar', en: 'Molluscs' },
] as const;

export type AllergenCode = (typeof ALLERGENS)[number]['code'];

export const ALLERGEN_CODES = ALLERGENS.map((allergen) => allergen.code) as [AllergenCode, ...AllergenCode[]];

export type Allergen = (typeof ALLERGENS)[number];

const BY_CODE = new Map<string, Allergen>(ALLERGENS.map((allergen) => [allergen.code, allergen]));

/** The allergens named by `codes`, in the regulation's order (unknown codes are left out). */
export function allergensOf(codes: readonly string[]): Allergen[] {
  const wanted = new Set(codes);
  return ALLERGENS.filter((allergen) => wanted.has(allergen.code));
}

export function allergenName(code: string, language: Language): string {
  const allergen = BY_CODE.get(code);
  if (!allergen) return code;
  return language === 'en' ? allergen.en : allergen.tr;
}

/** Codes in the regulation's order, each once: how a product's list is stored and answered. */
export function canonicalAllergens(codes: readonly string[]): AllergenCode[] {
  return allergensOf(codes).map((allergen) => allergen.code);
}
