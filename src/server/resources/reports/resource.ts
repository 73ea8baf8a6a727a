import type { Resource } from '../../platform/records/resource.js';
import { reportRoutes } from './routes.js';

/**
 * What the menu tells the owner ('Raporlar', admins only): guests' events (migration 028) as
 * raw rows for 48 hours and as daily totals, read as a report and a CSV. Nothing here is a
 * record staff change, so the history names none. Guests send the events to a route of their
 * own (event-routes.ts), which app.ts registers outside the back office.
 */
export const reports: Resource = {
  name: 'reports',
  page: 'reports',
  tables: ['guestEvents', 'eventTotals'],
  routes: reportRoutes,
  names: {},
};
