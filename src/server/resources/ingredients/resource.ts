import { namedBy } from '../../platform/audit/names.js';
import type { Resource } from '../../platform/records/resource.js';
import { ingredientRoutes } from './routes.js';

/** A category's ingredients, which guests filter by. */
export const ingredients: Resource = {
  name: 'ingredients',
  page: 'ingredients',
  tables: ['ingredients'],
  routes: ingredientRoutes,
  names: { ingredients: namedBy('ingredients', 'nameTr') },
};
