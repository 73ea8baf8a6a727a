import type { z } from 'zod';
import type { publicMenu } from './schemas/menu.js';

// Type-only: the guest pages read these without loading zod or the schemas (guest bundle).
export type { MenuCampaign } from './schemas/campaign.js';
export type { MenuCategory } from './schemas/category.js';
export type { MenuIngredient } from './schemas/ingredient.js';
export type { MenuProduct } from './schemas/product.js';
export type { PublicReview } from './schemas/review.js';
export type { MenuTag } from './schemas/tag.js';

/** The public menu (`GET /api/menu`), described in `schemas/menu.ts`. */
export type PublicMenu = z.infer<typeof publicMenu>;

export type Language = 'tr' | 'en';

export function localized<T extends { nameTr: string; nameEn: string }>(record: T, language: Language): string {
  return language === 'en' ? record.nameEn : record.nameTr;
}
