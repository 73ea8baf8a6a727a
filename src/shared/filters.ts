import { localized, menuText, type Language, type MenuCategory, type MenuIngredient, type MenuProduct } from './menu.js';
import { ALLERGEN_CODES } from './allergens.js';
import { dishSlugs } from './paths.js';
import { containsFolded, foldTurkish, sameName } from './text.js';

/** The price range a guest starts from before a category sets its own (spec §9), in lira. */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 1000 } as const;

/** What a guest has chosen in a category view's filter panel. Prices are whole lira. */
export interface ProductFilter {
  search: string;
  tagIds: readonly number[];
  ingredientIds: readonly number[];
  /** Allergen codes (shared/allergens.ts) the guest wants none of. */
  excludedAllergens: readonly string[];
  minPrice: number;
  maxPrice: number;
}

export const EMPTY_FILTER: ProductFilter = {
  search: '',
  tagIds: [],
  ingredientIds: [],
  excludedAllergens: [],
  minPrice: DEFAULT_PRICE_RANGE.min,
  maxPrice: DEFAULT_PRICE_RANGE.max,
};

/**
 * The keys a category's filters take in its address (`?icermesin=gluten,milk&min=100&ara=pide`),
 * the same in every language so that switching keeps them (web/menu/category-filter.ts).
 */
export const FILTER_QUERY = {
  tags: 'etiket',
  ingredients: 'malzeme',
  exclude: 'icermesin',
  min: 'min',
  max: 'max',
  search: 'ara',
} as const;

/** The allergens an address's query asks to leave out (`?icermesin=gluten,milk`), each once, unknown codes aside. */
export function excludedAllergensOf(search: string): string[] {
  const known = new Set<string>(ALLERGEN_CODES);
  return [...new Set((new URLSearchParams(search).get(FILTER_QUERY.exclude) ?? '').split(',').filter((code) => known.has(code)))];
}

/**
 * The part of an address's query that says what a category's list shows: its filter keys
 * alone, in one order, so that every address filtering alike is one page to draw (a table's
 * `masa`, or anything else, changes nothing the server draws). Empty without any.
 */
export function filterSearchOf(search: string): string {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of Object.values(FILTER_QUERY)) {
    const value = query.get(key);
    if (value !== null && value !== '') kept.set(key, value);
  }
  const text = kept.toString();
  return text === '' ? '' : `?${text}`;
}

/** The category a URL names, matched trimmed and case-insensitively the Turkish way (D12). */
export function findCategoryByName(categories: readonly MenuCategory[], name: string, language: Language): MenuCategory | undefined {
  return categories.find((category) => sameName(localized(category, language), name));
}

/** The dish a page's address names in `category`, with its address segment in `language`. */
export function findDish(
  products: readonly MenuProduct[],
  category: MenuCategory,
  slug: string,
  language: Language,
): { product: MenuProduct; slug: string } | undefined {
  const wanted = slug.toLowerCase();
  for (const [id, candidate] of dishSlugs(products, category.id, language)) {
    if (candidate === wanted) {
      const product = products.find((p) => p.id === id);
      return product && { product, slug: candidate };
    }
  }
  return undefined;
}

/**
 * The products a guest sees in a category (spec §5, with D10 and D12): same category, active
 * (the public menu holds only active ones), every chosen tag and ingredient present, none of the
 * excluded allergens, a price (any size's) within the range with both bounds included, and the search text
 * in the Turkish or English name.
 */
export function visibleProducts(
  products: readonly MenuProduct[],
  categoryId: number,
  filter: ProductFilter,
  language: Language = 'tr',
): MenuProduct[] {
  const minKurus = filter.minPrice * 100;
  const maxKurus = filter.maxPrice * 100;
  return products.filter(
    (product) =>
      product.categoryId === categoryId &&
      filter.tagIds.every((id) => product.tagIds.includes(id)) &&
      filter.ingredientIds.every((id) => product.ingredientIds.includes(id)) &&
      !product.allergens.some((code) => filter.excludedAllergens.includes(code)) &&
      pricesOf(product).some((price) => price >= minKurus && price <= maxKurus) &&
      // The name the page shows, and the Turkish and English ones (guests type "pide" in every language).
      [localized(product, language), product.nameTr, product.nameEn].some((name) => containsFolded(name, filter.search)),
  );
}

/**
 * Which empty-state message an empty list gets (spec §8): "no product matches the selected
 * criteria" when any filter narrows the list, otherwise "no products in this category".
 * The search text counts as a filter too, since the guest typed it.
 */
export function isFilterActive(filter: ProductFilter): boolean {
  return (
    filter.tagIds.length > 0 ||
    filter.ingredientIds.length > 0 ||
    filter.excludedAllergens.length > 0 ||
    filter.minPrice > DEFAULT_PRICE_RANGE.min ||
    filter.maxPrice < DEFAULT_PRICE_RANGE.max ||
    filter.search.trim() !== ''
  );
}

/**
 * A price bound as a guest typed it, in whole lira: a blank box (or anything not a number) is
 * no bound, and a negative number is 0, since no price is below it (spec §5: minimum 0).
 */
export function priceBoundOf(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? Math.max(0, value) : null;
}

export interface PriceRange {
  min: number;
  max: number;
}

/**
 * The range once a guest has set its `changed` bound: nothing below 0, and Min never above
 * Max. When the bound just set passes the other one, the other follows it: the guest's last
 * word stands, and the list shows what it says instead of going empty.
 */
export function orderedPriceRange(range: PriceRange, changed: 'min' | 'max'): PriceRange {
  const min = Math.max(0, range.min);
  const max = Math.max(0, range.max);
  if (min <= max) return { min, max };
  return changed === 'min' ? { min, max: min } : { min: max, max };
}

/** A product's prices in kuruş: its one price, or each size's. */
export function pricesOf(product: Pick<MenuProduct, 'priceKurus' | 'sizes'>): number[] {
  return product.sizes.length > 0 ? product.sizes.map((size) => size.priceKurus) : [product.priceKurus];
}

/** The price range a category opens with: its products' cheapest and dearest (of all sizes), in whole lira. */
export function priceRangeOf(products: readonly MenuProduct[], categoryId: number): { min: number; max: number } {
  const prices = products.filter((p) => p.categoryId === categoryId).flatMap(pricesOf);
  if (prices.length === 0) return { ...DEFAULT_PRICE_RANGE };
  return { min: Math.floor(Math.min(...prices) / 100), max: Math.ceil(Math.max(...prices) / 100) };
}

export interface SearchResultGroup {
  category: MenuCategory;
  products: MenuProduct[];
}

/**
 * The home page's search across the whole menu: the dishes of every listed category whose name,
 * description or an ingredient's name holds `text`, Turkish-aware (D12), in the page's
 * language, grouped by category in the menu's order. No text, no results.
 */
export function searchMenu(
  menu: { categories: readonly MenuCategory[]; products: readonly MenuProduct[]; ingredients: readonly MenuIngredient[] },
  text: string,
  language: Language,
): SearchResultGroup[] {
  const needle = foldTurkish(text);
  if (needle === '') return [];
  const ingredientNames = new Map(menu.ingredients.map((ingredient) => [ingredient.id, localized(ingredient, language)]));
  const matches = (product: MenuProduct) =>
    [
      localized(product, language),
      // Guests type "pide" and "lahmacun" in every language.
      language === 'tr' ? '' : product.nameTr,
      menuText(product, 'description', language).text,
      ...product.ingredientIds.map((id) => ingredientNames.get(id) ?? ''),
    ].some((field) => foldTurkish(field).includes(needle));
  return menu.categories
    .map((category) => ({ category, products: menu.products.filter((p) => p.categoryId === category.id && matches(p)) }))
    .filter((group) => group.products.length > 0);
}
