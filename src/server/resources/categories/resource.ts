import { ownPageResource } from '../../platform/records/resource.js';
import { categoryRoutes } from './routes.js';

/** The menu's categories, with the addresses they had before a rename (guests' old links). */
export const categories = ownPageResource('categories', categoryRoutes, 'nameTr', ['formerCategoryNames']);
