import { describe, expect, it } from 'vitest';
import { SAMPLE_MENU } from '../../src/server/features/seed/sample-data.js';
import { categoryInput } from '../../src/shared/schemas/category.js';
import { ingredientInput } from '../../src/shared/schemas/ingredient.js';
import { productInput } from '../../src/shared/schemas/product.js';

// A restaurant starts from the sample menu and edits it in the same forms that check new
// records: every sample record must pass them, or staff cannot save it unchanged (and the seed
// saves the sample products through the product form's schema).
const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the sample menu passes the forms that edit it', () => {
  it.each(SAMPLE_MENU.map((category) => [category.nameTr, category] as const))('%s', (_name, category) => {
    const { tags: _tags, ingredients: _ingredients, products: _products, ...fields } = category;
    expect(issuesOf(categoryInput.safeParse(fields))).toEqual([]);
    for (const ingredient of category.ingredients) {
      expect(issuesOf(ingredientInput.safeParse({ ...ingredient, categoryId: 1 })), ingredient.nameTr).toEqual([]);
    }
    for (const { priceKurus, sizes = [], tags: _t, ingredients: _i, weeklyChoice: _w, ...product } of category.products) {
      const priced = { price: priceKurus / 100, sizes: sizes.map(({ priceKurus: kurus, ...size }) => ({ ...size, price: kurus / 100 })) };
      const result = productInput.safeParse({ ...product, ...priced, categoryId: 1 });
      expect(issuesOf(result), product.nameTr).toEqual([]);
      // The seed saves each product through this schema: its prices come out as the sample says them.
      if (result.success && sizes.length === 0) expect(result.data.price, product.nameTr).toBe(priceKurus);
      if (result.success) expect(result.data.sizes.map((size) => size.price)).toEqual(sizes.map((size) => size.priceKurus));
      // A product with sizes lists its lowest size's price as its own.
      if (result.success && sizes.length > 0) expect(Math.min(...sizes.map((size) => size.priceKurus)), product.nameTr).toBe(priceKurus);
    }
  });

  it('keeps ingredients without a description, which guests see only when there is one (spec §2)', () => {
    const ingredients = SAMPLE_MENU.flatMap((category) => category.ingredients);
    expect(ingredients.filter((ingredient) => ingredient.descriptionTr === '').map((i) => i.nameTr)).toEqual(['Sivri biber', 'Süt']);
  });
});
