import { namedBy } from '../../platform/audit/names.js';
import type { Resource } from '../../platform/records/resource.js';
import { productRoutes } from './routes.js';

/** The dishes, with their tags, their ingredients and the addresses they had before a rename. */
export const products: Resource = {
  name: 'products',
  page: 'products',
  tables: ['products', 'productTags', 'productIngredients', 'formerDishSlugs'],
  routes: productRoutes,
  names: { products: namedBy('products', 'nameTr') },
};
