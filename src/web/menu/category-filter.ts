import {
  DEFAULT_PRICE_RANGE,
  EMPTY_FILTER,
  excludedAllergensOf,
  FILTER_QUERY as QUERY,
  priceBoundOf,
  priceRangeOf,
  type ProductFilter,
} from '../../shared/filters.js';
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

/**
 * `draft` over the category's current opening: a price bound the guest left as the category
 * opened follows the menu's prices when they change (a dish made cheaper than the old minimum
 * stays listed); a bound the guest moved stays where they put it.
 */
export function overOpening(draft: FilterDraft, openedWith: FilterDraft, opening: FilterDraft): FilterDraft {
  return {
    ...draft,
    minPrice: draft.minPrice === openedWith.minPrice ? opening.minPrice : draft.minPrice,
    maxPrice: draft.maxPrice === openedWith.maxPrice ? opening.maxPrice : draft.maxPrice,
  };
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

/**
 * The filters as the address's query, so a guest can share or reload them: only what differs
 * from how the category opens (`?etiket=1,2&malzeme=3&icermesin=gluten,milk&min=100&max=150&ara=pide`).
 */
export function filterQuery(draft: FilterDraft, opening: FilterDraft): string {
  const query = new URLSearchParams();
  if (draft.tagIds.length > 0) query.set(QUERY.tags, draft.tagIds.join(','));
  if (draft.ingredientIds.length > 0) query.set(QUERY.ingredients, draft.ingredientIds.join(','));
  if (draft.excludedAllergens.length > 0) query.set(QUERY.exclude, draft.excludedAllergens.join(','));
  if (draft.minPrice !== opening.minPrice) query.set(QUERY.min, draft.minPrice);
  if (draft.maxPrice !== opening.maxPrice) query.set(QUERY.max, draft.maxPrice);
  if (draft.search !== '') query.set(QUERY.search, draft.search);
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * The filters an address asks for, over how the category opens. What cannot be read (an id
 * that is not a number, an unknown allergen, a price that is not a whole number) is left out,
 * never an error: a shared link from an older menu still opens.
 */
export function draftFromQuery(search: string, opening: FilterDraft): FilterDraft {
  const query = new URLSearchParams(search);
  const ids = (key: string) => [
    ...new Set(
      (query.get(key) ?? '')
        .split(',')
        .filter((id) => /^\d{1,9}$/.test(id))
        .map(Number),
    ),
  ];
  const price = (key: string, fallback: string) => {
    const value = query.get(key);
    return value !== null && /^\d{1,7}$/.test(value) ? value : fallback;
  };
  return {
    search: (query.get(QUERY.search) ?? '').slice(0, 100),
    tagIds: ids(QUERY.tags),
    ingredientIds: ids(QUERY.ingredients),
    excludedAllergens: excludedAllergensOf(search),
    minPrice: price(QUERY.min, opening.minPrice),
    maxPrice: price(QUERY.max, opening.maxPrice),
  };
}

/** How many of the panel's filters narrow the list (its toggle says so): each chip, each bound moved. */
export function activeFilterCount(draft: FilterDraft, opening: FilterDraft): number {
  return (
    draft.tagIds.length +
    draft.ingredientIds.length +
    draft.excludedAllergens.length +
    (draft.minPrice !== opening.minPrice ? 1 : 0) +
    (draft.maxPrice !== opening.maxPrice ? 1 : 0)
  );
}
