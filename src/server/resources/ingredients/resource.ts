import { ownPageResource } from '../../platform/records/resource.js';
import { ingredientRoutes } from './routes.js';

/** A category's ingredients, which guests filter by. */
export const ingredients = ownPageResource('ingredients', ingredientRoutes, 'nameTr');
