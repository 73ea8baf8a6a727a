import type { Resource } from '../../platform/records/resource.js';
import { mediaRoutes } from './routes.js';

/** The photos: each original as uploaded, and the sizes guests' phones download. */
export const media: Resource = {
  name: 'media',
  // Whoever edits a dish, a category or a campaign uploads its photo.
  page: null,
  tables: ['mediaOriginals', 'media', 'mediaVariants'],
  routes: mediaRoutes,
  names: { media: null },
};
