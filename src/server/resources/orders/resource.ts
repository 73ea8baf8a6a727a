import type { Resource } from '../../platform/records/resource.js';
import { orderRoutes } from './routes.js';

/**
 * Orders from the tables and the waiters' phones (D57), shown on 'Masalar' beside the calls
 * (which own that page): every signed-in role serves tables, so no page's role stands before
 * them. Not records staff edit: the change history names none of them (an order says who made
 * and confirmed it, a line why it was cancelled).
 */
export const orders: Resource = {
  name: 'orders',
  page: null,
  tables: ['basketLines', 'bills', 'orders', 'tickets', 'orderLines', 'orderEvents', 'payments', 'billChanges'],
  routes: orderRoutes,
  names: {},
};
