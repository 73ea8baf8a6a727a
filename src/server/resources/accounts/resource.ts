import { namedBy } from '../../platform/audit/names.js';
import type { Resource } from '../../platform/records/resource.js';
import { accountRoutes } from './routes.js';

/** Customers' credit (veresiye) accounts and their ledgers. */
export const accounts: Resource = {
  name: 'accounts',
  page: 'accounts',
  tables: ['accounts', 'accountEntries'],
  routes: accountRoutes,
  names: { accounts: namedBy('accounts', 'customerName') },
};
