import { namedBy } from '../../platform/audit/names.js';
import type { Resource } from '../../platform/records/resource.js';
import { campaignRoutes } from './routes.js';

/** The campaigns the menu shows between their first and last day. */
export const campaigns: Resource = {
  name: 'campaigns',
  page: 'campaigns',
  tables: ['campaigns'],
  routes: campaignRoutes,
  names: { campaigns: namedBy('campaigns', 'titleTr') },
};
