import { ownPageResource } from '../../platform/records/resource.js';
import { productRoutes } from './routes.js';

/** The dishes, with their tags, their ingredients and the addresses they had before a rename. */
export const products = ownPageResource('products', productRoutes, 'nameTr', ['productTags', 'productIngredients', 'formerDishSlugs']);
