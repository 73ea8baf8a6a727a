import type { Resource } from '../../platform/records/resource.js';
import { settingsRoutes } from './routes.js';
import { sampleDataRoutes } from './sample-data-routes.js';

/**
 * The restaurant's own details: its name, hours, address and logo (one record), and on the same
 * page the removal of the sample restaurant a new install starts with (the records it made:
 * migration 023). The history names neither: there is one set of details, and a removal's one
 * entry lists what went.
 */
export const settings: Resource = {
  name: 'settings',
  page: 'settings',
  tables: ['settings', 'sampleRecords'],
  routes: (app, context) => {
    settingsRoutes(app, context);
    sampleDataRoutes(app, context);
  },
  names: { settings: null, 'sample-data': null },
};
