import type { Resource } from '../../platform/records/resource.js';
import { settingsRoutes } from './routes.js';

/** The restaurant's own details: its name, hours, address and logo (one record). */
export const settings: Resource = {
  name: 'settings',
  page: 'settings',
  tables: ['settings'],
  routes: settingsRoutes,
  names: { settings: null },
};
