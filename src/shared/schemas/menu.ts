import { z } from 'zod';
import { menuCampaign } from './campaign.js';
import { menuCategory } from './category.js';
import { menuIngredient } from './ingredient.js';
import { photoInfo } from './media.js';
import { menuProduct } from './product.js';
import { menuRestaurant } from './settings.js';
import { menuTag } from './tag.js';

/**
 * The public menu: everything a guest's phone needs, in one response (`GET /api/menu`).
 * Only active records appear; relations are by id (DECISIONS D4). Each part is its resource's
 * public shape.
 */
export const publicMenu = z.object({
  categories: z.array(menuCategory),
  products: z.array(menuProduct),
  tags: z.array(menuTag),
  ingredients: z.array(menuIngredient),
  campaign: menuCampaign.nullable(),
  /** The product shown as the weekly choice on the home page, if any. */
  weeklyChoiceId: z.number().int().positive().nullable(),
  /** Every uploaded photo the records above show, by its `image` value (`/media/<key>`). */
  media: z.record(z.string(), photoInfo),
  /** The restaurant's name, address, hours and the rest of its details ('Ayarlar'). */
  restaurant: menuRestaurant,
});
