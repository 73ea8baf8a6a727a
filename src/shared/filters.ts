import type { Language, MenuCategory, MenuProduct } from './menu.js';
import { containsFolded, sameName } from './text.js';

/** The price range a guest starts from before a category sets its own (spec §9), in lira. */
export const DEFAULT_PRICE_RANGE = { min: 0, max: 1000 } as const;

/** What a guest has chosen in a category view's filter panel. Prices are whole lira. */
export interface ProductFilter {
  search: string;
  tagIds: readonly number[];
  ingredientIds: readonly number[];
  minPrice: number;
  maxPrice: number;
}

export const EMPTY_FILTER: ProductFilter = {
  search: '',
  tagIds: [],
  ingredientIds: [],
  minPrice: DEFAULT_PRICE_RANGE.min,
  maxPrice: DEFAULT_PRICE_RANGE.max,
};

/** The category a URL names, matched trimmed and case-insensitively the Turkish way (D12). */
export function findCategoryByName(
  categories: readonly MenuCategory[],
  name: string,
  language: Language,
): MenuCategory | undefined {
  return categories.find((category) => sameName(language === 'en' ? category.nameEn : category.nameTr, name));
}

/**
 * The products a guest sees in a category (spec §5, with D10 and D12): same category, active
 * (the public menu holds only active ones), every chosen tag and ingredient present, the price
 * within the range with both bounds included, and the search text in the Turkish or English name.
 */
export function visibleProducts(
  products: readonly MenuProduct[],
  categoryId: number,
  filter: ProductFilter,
): MenuProduct[] {
  const minKurus = filter.minPrice * 100;
  const maxKurus = filter.maxPrice * 100;
  return products.filter(
    (product) =>
      product.categoryId === categoryId &&
      filter.tagIds.every((id) => product.tagIds.includes(id)) &&
      filter.ingredientIds.every((id) => product.ingredientIds.includes(id)) &&
      product.priceKurus >= minKurus &&
      product.priceKurus <= maxKurus &&
      (containsFolded(product.nameTr, filter.search) || containsFolded(product.nameEn, filter.search)),
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
    filter.minPrice > DEFAULT_PRICE_RANGE.min ||
    filter.maxPrice < DEFAULT_PRICE_RANGE.max ||
    filter.search.trim() !== ''
  );
}

/** The price range a category opens with: its products' cheapest and dearest, in whole lira. */
export function priceRangeOf(products: readonly MenuProduct[], categoryId: number): { min: number; max: number } {
  const prices = products.filter((p) => p.categoryId === categoryId).map((p) => p.priceKurus);
  if (prices.length === 0) return { ...DEFAULT_PRICE_RANGE };
  return { min: Math.floor(Math.min(...prices) / 100), max: Math.ceil(Math.max(...prices) / 100) };
}
