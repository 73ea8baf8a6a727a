import type { Resource } from '../../platform/records/resource.js';
import { boardRoutes } from './routes.js';

/**
 * Guests' calls from their tables, kept on the staff board ('Masalar'). Not a record staff
 * edit: the change history names none of them (the call itself says who took it).
 */
export const serviceRequests: Resource = {
  name: 'service-requests',
  page: 'board',
  tables: ['serviceRequests', 'serviceEvents'],
  routes: boardRoutes,
  names: {},
};
