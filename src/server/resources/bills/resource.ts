import type { Resource } from '../../platform/records/resource.js';
import { billRoutes } from './routes.js';

/**
 * The tables' bills (D60), on 'Masalar' beside the orders they add up: every role that serves
 * tables handles them. Their tables are kept with the orders'; what is done to a bill is in its
 * own history (`bill_changes`), not the records' change history.
 */
export const bills: Resource = {
  name: 'bills',
  page: null,
  tables: [],
  routes: billRoutes,
  names: {},
};
