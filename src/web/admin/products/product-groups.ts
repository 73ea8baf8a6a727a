import type { AdminCategory } from '../../../shared/schemas/category.js';
import type { AdminProduct } from '../../../shared/schemas/product.js';
import { containsFolded } from '../../../shared/text.js';

export interface ProductGroup {
  /** The category's id; 0 for products whose category is gone. */
  id: number;
  name: string;
  products: AdminProduct[];
}

interface Narrowing {
  /** Only this category's products; null for all. */
  categoryId: number | null;
  /** Text in the Turkish or English name, matched the Turkish way (D12); blank for all. */
  search: string;
}

/**
 * Every product in menu order, category by category (the categories in their order, then each
 * one's products in theirs), as the guests' menu lists them. Product orders are only
 * meaningful inside a category: the sample menu numbers each category's products from 0.
 */
export function productsInMenuOrder(products: readonly AdminProduct[], categories: readonly AdminCategory[]): AdminProduct[] {
  const rank = new Map([...categories].sort((a, b) => a.order - b.order || a.id - b.id).map((category, index) => [category.id, index]));
  const rankOf = (product: AdminProduct) => rank.get(product.categoryId) ?? Number.MAX_SAFE_INTEGER;
  return [...products].sort((a, b) => rankOf(a) - rankOf(b) || a.order - b.order || a.id - b.id);
}

/** The products a staff member sees, under a heading per category, in menu order. */
export function productGroups(
  inMenuOrder: readonly AdminProduct[],
  categories: readonly AdminCategory[],
  { categoryId, search }: Narrowing,
): ProductGroup[] {
  const shown = inMenuOrder.filter(
    (product) =>
      (categoryId === null || product.categoryId === categoryId) &&
      (containsFolded(product.nameTr, search) || containsFolded(product.nameEn, search)),
  );
  const known = new Set(categories.map((category) => category.id));
  return [
    ...[...categories]
      .sort((a, b) => a.order - b.order || a.id - b.id)
      .map((category) => ({
        id: category.id,
        name: category.nameTr,
        products: shown.filter((product) => product.categoryId === category.id),
      })),
    // Should a category go missing, its products stay reachable.
    { id: 0, name: 'Kategorisiz', products: shown.filter((product) => !known.has(product.categoryId)) },
  ].filter((group) => group.products.length > 0);
}
