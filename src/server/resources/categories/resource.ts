import { namedBy } from '../../platform/audit/names.js';
import type { Resource } from '../../platform/records/resource.js';
import { categoryRoutes } from './routes.js';

/** The menu's categories, with the addresses they had before a rename (guests' old links). */
export const categories: Resource = {
  name: 'categories',
  page: 'categories',
  tables: ['categories', 'formerCategoryNames'],
  routes: categoryRoutes,
  names: { categories: namedBy('categories', 'nameTr') },
};
