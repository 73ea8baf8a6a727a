import { namedBy } from '../../platform/audit/names.js';
import type { Resource } from '../../platform/records/resource.js';
import { stationRoutes } from './routes.js';

/**
 * The kitchen's and the bar's stations (D59), kept by admins on 'İstasyonlar'; their tickets
 * belong to the orders they split.
 */
export const stations: Resource = {
  name: 'stations',
  page: 'stations',
  tables: ['stations', 'stationCategories', 'stationProducts'],
  routes: stationRoutes,
  names: { stations: namedBy('stations', 'name') },
};
