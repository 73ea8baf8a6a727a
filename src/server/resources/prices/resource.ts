import type { Resource } from '../../platform/records/resource.js';
import { priceRoutes } from './routes.js';

/**
 * Many prices changed at once ('Fiyat güncelle', admins): each change a batch kept with the
 * prices it changed (migration 022), one entry in the history, undone as a whole for a day;
 * and every price each dish has had (migration 024), as a CSV.
 * The history names a batch by its number: its entry lists every price it changed.
 */
export const prices: Resource = {
  name: 'prices',
  page: 'prices',
  tables: ['priceBatches', 'priceBatchItems', 'priceHistory', 'scheduledPrices'],
  routes: priceRoutes,
  names: { prices: null, 'scheduled-prices': null },
};
