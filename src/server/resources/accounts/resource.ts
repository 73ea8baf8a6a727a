import { ownPageResource } from '../../platform/records/resource.js';
import { accountRoutes } from './routes.js';

/** Customers' credit (veresiye) accounts and their ledgers. */
export const accounts = ownPageResource('accounts', accountRoutes, 'customerName', ['accountEntries']);
