import type { Resource } from '../../platform/records/resource.js';
import { translationRoutes } from './routes.js';

/**
 * The menu's texts in the languages an admin turns on beside Turkish and English, each kept
 * beside its record (migration 020); staff translate them on the 'Çeviriler' page. The history
 * records a translation as a change of its record.
 */
export const translations: Resource = {
  name: 'translations',
  page: 'translations',
  tables: [
    'categoryTranslations',
    'productTranslations',
    'tagTranslations',
    'ingredientTranslations',
    'campaignTranslations',
    'settingsTranslations',
  ],
  routes: translationRoutes,
  names: {},
};
