import type { Page } from '@playwright/test';

/** A product of the public menu with its reviews as the server has them now. */
export async function reviewsOf(page: Page, productNameTr: string): Promise<{ id: number; ratings: number[] }> {
  const menu = (await (await page.request.get('/api/menu')).json()) as { products: { id: number; nameTr: string }[] };
  const product = menu.products.find((p) => p.nameTr === productNameTr);
  if (!product) throw new Error(`${productNameTr} is not on the public menu`);
  const reviews = (await (await page.request.get(`/api/products/${product.id}/reviews`)).json()) as { rating: number }[];
  return { id: product.id, ratings: reviews.map((review) => review.rating) };
}

export function average(ratings: number[]): number {
  return ratings.length === 0 ? 0 : ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length;
}

/** The average the menu shows, one decimal, in the guest's language (spec §9). */
export function formatAverage(ratings: number[], language: 'tr' | 'en'): string {
  const mean = average(ratings);
  const locale = language === 'en' ? 'en-GB' : 'tr-TR';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(mean);
}

/** Today in the restaurant's time zone (campaign days are calendar days there, D13), moved by `days`. */
export function restaurantDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A card's reviews button: "4,5 (2) · Yorumlar" (shown "★ 4,5 (2)") once a dish has reviews, "Yorum yaz" before. */
export function reviewsButtonName(ratings: number[], language: 'tr' | 'en'): string {
  if (ratings.length === 0) return language === 'tr' ? 'Yorum yaz' : 'Write a review';
  return `${formatAverage(ratings, language)} (${ratings.length}) · ${language === 'tr' ? 'Yorumlar' : 'Reviews'}`;
}

/** Any card's reviews button in Turkish, whatever its reviews: "Yorum yaz" or "4,5 (2) · Yorumlar". */
export const ANY_REVIEWS_BUTTON = /^(Yorum yaz|\d,\d \(\d+\) · Yorumlar)$/;
