import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLERGEN_CODES } from '../../src/shared/allergens.js';
import { activeFilterCount, draftFromQuery, filterQuery, type FilterDraft } from '../../src/web/menu/category-filter.js';

// A category's filters in the address: what a guest shares is what the next guest opens.

const opening: FilterDraft = { search: '', tagIds: [], ingredientIds: [], excludedAllergens: [], minPrice: '100', maxPrice: '180' };

const draft = fc.record({
  search: fc.string({ maxLength: 100 }),
  tagIds: fc.uniqueArray(fc.integer({ min: 1, max: 999_999 }), { maxLength: 5 }),
  ingredientIds: fc.uniqueArray(fc.integer({ min: 1, max: 999_999 }), { maxLength: 5 }),
  excludedAllergens: fc.uniqueArray(fc.constantFrom(...ALLERGEN_CODES), { maxLength: ALLERGEN_CODES.length }),
  minPrice: fc.integer({ min: 0, max: 9_999 }).map(String),
  maxPrice: fc.integer({ min: 0, max: 9_999 }).map(String),
});

describe('the filters as the address’s query', () => {
  it('read back as they were written', () => {
    fc.assert(
      fc.property(draft, (written) => {
        expect(draftFromQuery(filterQuery(written, opening), opening)).toEqual(written);
      }),
    );
  });

  it('name only what differs from how the category opens', () => {
    expect(filterQuery(opening, opening)).toBe('');
    expect(filterQuery({ ...opening, excludedAllergens: ['gluten', 'milk'], maxPrice: '150' }, opening)).toBe(
      '?icermesin=gluten%2Cmilk&max=150',
    );
  });

  it('leave out what cannot be read, and open as the category opens', () => {
    expect(draftFromQuery('?etiket=1,x,1,-2&icermesin=shellfish,eggs&min=-5&max=1e3&ara=', opening)).toEqual({
      ...opening,
      tagIds: [1],
      excludedAllergens: ['eggs'],
    });
  });

  it('count the panel’s filters for its toggle; typed search is in its own box', () => {
    expect(activeFilterCount({ ...opening, tagIds: [1, 2], excludedAllergens: ['milk'], minPrice: '120', search: 'pide' }, opening)).toBe(
      4,
    );
    expect(activeFilterCount(opening, opening)).toBe(0);
  });
});
