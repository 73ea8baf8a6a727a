import type { Kysely } from 'kysely';
import type { CalendarDay } from '../../../shared/calendar.js';
import type { PublicMenu } from '../../../shared/menu.js';
import { readMenuCampaign } from '../../resources/campaigns/queries.js';
import { readMenuCategories } from '../../resources/categories/queries.js';
import type { Database } from '../../platform/db/schema.js';
import { readMenuIngredients } from '../../resources/ingredients/queries.js';
import { readPhotoInfos } from '../../resources/media/queries.js';
import { readMenuProducts } from '../../resources/products/queries.js';
import { readMenuRestaurant } from '../../resources/settings/queries.js';
import { readMenuTags } from '../../resources/tags/queries.js';
import { withTranslations } from './languages.js';

/**
 * Reads the public menu from each resource's public read: active categories in order, the
 * active products of active categories in order with their rating, active tags and
 * ingredients of active categories, the campaign running `today`, the weekly choice and the
 * restaurant's details. A
 * handful of small queries (and one for the uploaded photos among their images), run once per menu change (the result is cached), not once per guest.
 */
export async function readPublicMenu(db: Kysely<Database>, today: CalendarDay, timeZone: string): Promise<PublicMenu> {
  const [categories, { products, weeklyChoiceId }, tags, ingredients, campaign, restaurant] = await Promise.all([
    readMenuCategories(db),
    readMenuProducts(db, today),
    readMenuTags(db),
    readMenuIngredients(db),
    readMenuCampaign(db, today),
    readMenuRestaurant(db, today, timeZone),
  ]);
  // The uploaded photos the menu shows (the logo too), in one more query: their size, widths and placeholder.
  const images = [...categories.map((c) => c.image), ...products.map((p) => p.image), campaign?.image ?? null, restaurant.logo || null];
  const media = await readPhotoInfos(db, images);
  // The texts of the languages an admin turned on beside Turkish and English.
  return withTranslations(db, { categories, products, tags, ingredients, campaign, weeklyChoiceId, media, restaurant });
}
