import { ownPageResource } from '../../platform/records/resource.js';
import { campaignRoutes } from './routes.js';

/** The campaigns the menu shows between their first and last day. */
export const campaigns = ownPageResource('campaigns', campaignRoutes, 'titleTr');
