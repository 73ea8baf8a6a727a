import type { CalendarDay } from './calendar.js';
import type { Kurus } from './money.js';

/**
 * The public menu: everything a guest's phone needs, in one response (`GET /api/menu`).
 * Only active records appear; relations are by id (DECISIONS D4).
 */
export interface PublicMenu {
  categories: MenuCategory[];
  products: MenuProduct[];
  tags: MenuTag[];
  ingredients: MenuIngredient[];
  campaign: MenuCampaign | null;
  /** The product shown as the weekly choice on the home page, if any. */
  weeklyChoiceId: number | null;
}

export type Language = 'tr' | 'en';

export interface MenuCategory {
  id: number;
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
  image: string;
  hasMultipleSizes: boolean;
  order: number;
}

export interface MenuProduct {
  id: number;
  categoryId: number;
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
  image: string;
  priceKurus: Kurus;
  tagIds: number[];
  ingredientIds: number[];
  order: number;
  /** Mean of the visible reviews' ratings, or null when the product has none. */
  averageRating: number | null;
  reviewCount: number;
}

export interface MenuTag {
  id: number;
  categoryId: number;
  nameTr: string;
  nameEn: string;
  color: string;
  border: string;
  textColor: string;
  bgColor: string;
  fontWeight: number;
}

export interface MenuIngredient {
  id: number;
  categoryId: number;
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
}

export interface MenuCampaign {
  id: number;
  titleTr: string;
  titleEn: string;
  descriptionTr: string;
  descriptionEn: string;
  image: string | null;
  startDate: CalendarDay;
  endDate: CalendarDay;
  priceKurus: Kurus | null;
  discountPriceKurus: Kurus | null;
}

/** A review as guests see it (`GET /api/products/:id/reviews`). */
export interface PublicReview {
  id: number;
  productId: number;
  name: string;
  rating: number;
  comment: string;
  /** ISO timestamp. */
  date: string;
}

export function localized<T extends { nameTr: string; nameEn: string }>(record: T, language: Language): string {
  return language === 'en' ? record.nameEn : record.nameTr;
}
