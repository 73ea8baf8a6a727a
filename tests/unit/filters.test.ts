import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTER,
  findCategoryByName,
  isFilterActive,
  orderedPriceRange,
  priceBoundOf,
  priceRangeOf,
  searchMenu,
  visibleProducts,
  type ProductFilter,
} from '../../src/shared/filters.js';
import type { MenuCategory, MenuProduct } from '../../src/shared/menu.js';
import { menuProduct } from '../support/records.js';

const category = (id: number, nameTr: string, nameEn: string): MenuCategory => ({
  id,
  nameTr,
  nameEn,
  descriptionTr: '',
  descriptionEn: '',
  image: '/x.svg',
  hasMultipleSizes: false,
  availability: null,
  order: id,
});

const product = (id: number, nameTr: string, nameEn: string, priceKurus: number, extra: Partial<MenuProduct> = {}): MenuProduct =>
  menuProduct({
    id,
    categoryId: 1,
    nameTr,
    nameEn,
    descriptionTr: '',
    descriptionEn: '',
    image: '/x.svg',
    priceKurus,
    tagIds: [],
    ingredientIds: [],
    allergens: [],
    sizes: [],
    soldOut: false,
    availability: null,
    order: id,
    averageRating: null,
    reviewCount: 0,
    ...extra,
  });

const categories = [category(1, 'Pide', 'Pide'), category(2, 'İçecekler', 'Drinks')];
const products = [
  product(1, 'Kıymalı Pide', 'Pide with Minced Meat', 120_00, { tagIds: [10], ingredientIds: [20, 21], allergens: ['gluten'] }),
  product(2, 'Kaşarlı Pide', 'Pide with Kashar Cheese', 100_00, { tagIds: [10, 11], ingredientIds: [22], allergens: ['gluten', 'milk'] }),
  product(3, 'İskender Pide', 'Iskender Pide', 175_50, { ingredientIds: [20], allergens: ['milk'] }),
  product(4, 'Ayran', 'Ayran', 35_00, { categoryId: 2 }),
];
const names = (list: MenuProduct[]) => list.map((p) => p.nameTr);
const filter = (changes: Partial<ProductFilter>): ProductFilter => ({ ...EMPTY_FILTER, ...changes });

describe('which products a guest sees in a category (spec §5, D10, D12)', () => {
  it('only the selected category', () => {
    expect(names(visibleProducts(products, 2, EMPTY_FILTER))).toEqual(['Ayran']);
  });

  it('finds the category from the URL name, trimmed and case-insensitive the Turkish way', () => {
    expect(findCategoryByName(categories, ' İÇECEKLER ', 'tr')?.id).toBe(2);
    expect(findCategoryByName(categories, 'içecekler', 'tr')?.id).toBe(2);
    expect(findCategoryByName(categories, 'DRINKS', 'en')?.id).toBe(2);
    expect(findCategoryByName(categories, 'Drinks', 'tr')).toBeUndefined();
  });

  it('every selected tag must be on the product', () => {
    expect(names(visibleProducts(products, 1, filter({ tagIds: [10] })))).toEqual(['Kıymalı Pide', 'Kaşarlı Pide']);
    expect(names(visibleProducts(products, 1, filter({ tagIds: [10, 11] })))).toEqual(['Kaşarlı Pide']);
  });

  it('every selected ingredient must be in the product', () => {
    expect(names(visibleProducts(products, 1, filter({ ingredientIds: [20] })))).toEqual(['Kıymalı Pide', 'İskender Pide']);
    expect(names(visibleProducts(products, 1, filter({ ingredientIds: [20, 21] })))).toEqual(['Kıymalı Pide']);
  });

  it('a product with any excluded allergen is left out; one with none listed stays', () => {
    expect(names(visibleProducts(products, 1, filter({ excludedAllergens: ['milk'] })))).toEqual(['Kıymalı Pide']);
    expect(names(visibleProducts(products, 1, filter({ excludedAllergens: ['gluten'] })))).toEqual(['İskender Pide']);
    expect(names(visibleProducts(products, 1, filter({ excludedAllergens: ['gluten', 'milk'] })))).toEqual([]);
    expect(names(visibleProducts(products, 1, filter({ excludedAllergens: ['sesame'] })))).toHaveLength(3);
    expect(names(visibleProducts(products, 2, filter({ excludedAllergens: ['gluten', 'milk'] })))).toEqual(['Ayran']);
  });

  it('the price range includes both bounds', () => {
    expect(names(visibleProducts(products, 1, filter({ minPrice: 100, maxPrice: 120 })))).toEqual(['Kıymalı Pide', 'Kaşarlı Pide']);
    expect(names(visibleProducts(products, 1, filter({ minPrice: 101, maxPrice: 119 })))).toEqual([]);
    expect(names(visibleProducts(products, 1, filter({ minPrice: 175, maxPrice: 175 })))).toEqual([]);
    expect(names(visibleProducts(products, 1, filter({ minPrice: 175, maxPrice: 176 })))).toEqual(['İskender Pide']);
  });

  it('a product with sizes matches when any size is within the range, bounds included', () => {
    const lahmacun = product(5, 'Lahmacun', 'Lahmacun', 60_00, {
      sizes: [
        { labelTr: 'Küçük', labelEn: 'Small', priceKurus: 60_00, grams: null },
        { labelTr: 'Büyük', labelEn: 'Large', priceKurus: 90_00, grams: null },
      ],
    });
    const shown = (minPrice: number, maxPrice: number) => names(visibleProducts([lahmacun], 1, filter({ minPrice, maxPrice })));
    expect(shown(0, 59)).toEqual([]);
    expect(shown(0, 60)).toEqual(['Lahmacun']);
    expect(shown(61, 89)).toEqual([]);
    expect(shown(90, 100)).toEqual(['Lahmacun']);
    expect(shown(91, 1000)).toEqual([]);
    // The category's range covers every size.
    expect(priceRangeOf([...products, lahmacun], 1)).toEqual({ min: 60, max: 176 });
    expect(
      priceRangeOf(
        [{ ...lahmacun, sizes: [lahmacun.sizes[0]!, { labelTr: 'Aile', labelEn: 'Family', priceKurus: 199_99, grams: null }] }],
        1,
      ),
    ).toEqual({
      min: 60,
      max: 200,
    });
  });

  it('search looks in the Turkish and the English name, the Turkish way', () => {
    expect(names(visibleProducts(products, 1, filter({ search: 'iskender' })))).toEqual(['İskender Pide']);
    expect(names(visibleProducts(products, 1, filter({ search: 'KIYMALI' })))).toEqual(['Kıymalı Pide']);
    expect(names(visibleProducts(products, 1, filter({ search: 'cheese' })))).toEqual(['Kaşarlı Pide']);
    expect(names(visibleProducts(products, 1, filter({ search: '' })))).toHaveLength(3);
  });

  it('all filters apply together', () => {
    expect(names(visibleProducts(products, 1, filter({ search: 'pide', tagIds: [10], maxPrice: 110 })))).toEqual(['Kaşarlı Pide']);
  });
});

describe('the empty-state rule (spec §8)', () => {
  it('counts chips, a narrowed range and typed search as filters', () => {
    expect(isFilterActive(EMPTY_FILTER)).toBe(false);
    expect(isFilterActive(filter({ tagIds: [1] }))).toBe(true);
    expect(isFilterActive(filter({ excludedAllergens: ['gluten'] }))).toBe(true);
    expect(isFilterActive(filter({ ingredientIds: [1] }))).toBe(true);
    expect(isFilterActive(filter({ minPrice: 1 }))).toBe(true);
    expect(isFilterActive(filter({ maxPrice: 999 }))).toBe(true);
    expect(isFilterActive(filter({ search: 'x' }))).toBe(true);
  });
});

describe('the price range a category opens with', () => {
  it('spans its products, in whole lira rounded outwards', () => {
    expect(priceRangeOf(products, 1)).toEqual({ min: 100, max: 176 });
  });
  it('is the default 0–1000 for a category without products', () => {
    expect(priceRangeOf(products, 99)).toEqual({ min: 0, max: 1000 });
  });
});

describe('the price bounds a guest types (spec §5: minimum 0)', () => {
  it('read whole lira; a blank box is no bound and a negative one is 0', () => {
    expect(priceBoundOf('120')).toBe(120);
    expect(priceBoundOf(' 75 ')).toBe(75);
    expect(priceBoundOf('-5')).toBe(0);
    expect(priceBoundOf('')).toBeNull();
    expect(priceBoundOf('abc')).toBeNull();
  });

  it('keep Min no higher than Max: the bound not being set follows the one that is', () => {
    expect(orderedPriceRange({ min: -5, max: 151 }, 'min')).toEqual({ min: 0, max: 151 });
    expect(orderedPriceRange({ min: 100, max: -5 }, 'max')).toEqual({ min: 0, max: 0 });
    expect(orderedPriceRange({ min: 200, max: 151 }, 'min')).toEqual({ min: 200, max: 200 });
    expect(orderedPriceRange({ min: 100, max: 90 }, 'max')).toEqual({ min: 90, max: 90 });
    expect(orderedPriceRange({ min: 100, max: 120 }, 'max')).toEqual({ min: 100, max: 120 });
  });

  it('always give 0 ≤ Min ≤ Max, with the bound just set where the guest put it (or at 0)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.integer({ min: -10_000, max: 10_000 }),
        fc.constantFrom('min' as const, 'max' as const),
        (min, max, changed) => {
          const range = orderedPriceRange({ min, max }, changed);
          expect(range.min).toBeGreaterThanOrEqual(0);
          expect(range.max).toBeGreaterThanOrEqual(range.min);
          expect(range[changed]).toBe(Math.max(0, changed === 'min' ? min : max));
        },
      ),
    );
  });
});

describe('the search across the whole menu', () => {
  const menu = {
    categories,
    products: [
      ...products,
      product(5, 'Şalgam', 'Turnip Juice', 40_00, { categoryId: 2, descriptionTr: 'Acılı ya da acısız', descriptionEn: 'Hot or mild' }),
    ],
    ingredients: [{ id: 20, categoryId: 1, nameTr: 'Kıyma', nameEn: 'Minced beef', descriptionTr: '', descriptionEn: '' }],
  };
  const found = (text: string, language: 'tr' | 'en') =>
    searchMenu(menu, text, language).map((group) => [group.category.nameEn, group.products.map((p) => p.id)]);

  it('looks in the name, the description and the ingredients, in the page’s language, Turkish-aware', () => {
    expect(found('ACILI', 'tr')).toEqual([['Drinks', [5]]]);
    expect(found('acili', 'en')).toEqual([]);
    expect(found('mild', 'en')).toEqual([['Drinks', [5]]]);
    expect(found('kiyma', 'tr')).toEqual([['Pide', [1, 3]]]);
    expect(found('minced', 'en')).toEqual([['Pide', [1, 3]]]);
  });

  it('finds nothing for no text, and nothing in a category that is not listed', () => {
    expect(found('  ', 'tr')).toEqual([]);
    expect(searchMenu({ ...menu, categories: [categories[0]!] }, 'şalgam', 'tr')).toEqual([]);
  });
});
