import { namedBy } from '../../platform/audit/names.js';
import type { Resource } from '../../platform/records/resource.js';
import { userRoutes } from './routes.js';

/** The staff's accounts, their sessions and the sign-in failures that slow guessing down (admins only). */
export const users: Resource = {
  name: 'users',
  page: 'users',
  tables: ['users', 'sessions', 'loginFailures'],
  routes: userRoutes,
  names: { users: namedBy('users', 'name') },
};
