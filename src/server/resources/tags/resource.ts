import { ownPageResource } from '../../platform/records/resource.js';
import { tagRoutes } from './routes.js';

/** A category's tags ("Acılı", "Vejetaryen"), which guests filter by. */
export const tags = ownPageResource('tags', tagRoutes, 'nameTr');
