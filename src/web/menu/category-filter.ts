import { DEFAULT_PRICE_RANGE, EMPTY_FILTER, priceBoundOf, priceRangeOf, type ProductFilter } from '../../shared/filters.js';
import type { MenuProduct } from '../../shared/menu.js';

/**
 * What the guest has set in a category's filter panel, as typed. The price boxes keep their
 * text so that a guest can clear one and type again; an empty box means no bound.
 */
export interface FilterDraft {
  search: string;
  tagIds: number[];
  ingredientIds: number[];
  excludedAllergens: string[];
  minPrice: string;
  maxPrice: string;
}

/** A category opens with nothing chosen and the price range of its own products (spec §4). */
export function initialDraft(products: readonly MenuProduct[], categoryId: number): FilterDraft {
  const range = priceRangeOf(products, categoryId);
  return { search: '', tagIds: [], ingredientIds: [], excludedAllergens: [], minPrice: String(range.min), maxPrice: String(range.max) };
}

export function toProductFilter(draft: FilterDraft): ProductFilter {
  return {
    ...EMPTY_FILTER,
    search: draft.search,
    tagIds: draft.tagIds,
    ingredientIds: draft.ingredientIds,
    excludedAllergens: draft.excludedAllergens,
    minPrice: priceBoundOf(draft.minPrice) ?? DEFAULT_PRICE_RANGE.min,
    maxPrice: priceBoundOf(draft.maxPrice) ?? Number.POSITIVE_INFINITY,
  };
}

export function toggled<Id>(ids: readonly Id[], id: Id): Id[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id];
}
