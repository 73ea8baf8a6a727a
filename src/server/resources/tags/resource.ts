import { namedBy } from '../../platform/audit/names.js';
import type { Resource } from '../../platform/records/resource.js';
import { tagRoutes } from './routes.js';

/** A category's tags ("Acılı", "Vejetaryen"), which guests filter by. */
export const tags: Resource = {
  name: 'tags',
  page: 'tags',
  tables: ['tags'],
  routes: tagRoutes,
  names: { tags: namedBy('tags', 'nameTr') },
};
