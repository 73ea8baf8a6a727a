import type { Page } from '@playwright/test';
import { expect, restaurantDay, test, uniqueName } from './support.js';

// Staff write prices into descriptions ("Sadece 5$'a!") and guests write what they like: a `$`
// is only a character, wherever it stands, and the page the server drew is the page the app takes over.

const DOLLARS = "5$'a! $` $& $$ $1 $<x>";
const withDollars = (prefix: string) => `${uniqueName(prefix)} ${DOLLARS}`;

const product = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('menu text holding $ patterns shows as typed, and the pages hydrate without an error', async ({ page, adminApi }) => {
  const category = { nameTr: withDollars('Fırsat'), nameEn: withDollars('Deals') };
  const texts = {
    categoryDescriptionTr: withDollars('Kategori'),
    categoryDescriptionEn: withDollars('Category'),
    productTr: withDollars('Pide'),
    productEn: withDollars('Pide'),
    productDescriptionTr: withDollars('Tarif'),
    productDescriptionEn: withDollars('Recipe'),
    tagTr: withDollars('E'),
    tagEn: withDollars('T'),
    ingredientTr: withDollars('Kaşar'),
    ingredientEn: withDollars('Cheese'),
    ingredientDescriptionTr: withDollars('Peynir'),
    ingredientDescriptionEn: withDollars('Kashar'),
    campaignTr: withDollars('Kampanya'),
    campaignEn: withDollars('Campaign'),
    campaignDescriptionTr: withDollars('Fırsat'),
    campaignDescriptionEn: withDollars('Offer'),
    reviewer: withDollars('Ayşe'),
    comment: withDollars('Çok güzel'),
  };
  const made: [resource: string, id: number][] = [];
  const create = async (resource: string, data: Record<string, unknown>) => {
    const record = await adminApi.create<{ id: number }>(resource, data);
    made.unshift([resource, record.id]);
    return record;
  };
  try {
    const { id: categoryId } = await create('categories', {
      ...category,
      descriptionTr: texts.categoryDescriptionTr,
      descriptionEn: texts.categoryDescriptionEn,
      image: '/images/menu/pide.svg',
    });
    const tag = await create('tags', {
      nameTr: texts.tagTr,
      nameEn: texts.tagEn,
      categoryId,
      color: '#8B4513',
      textColor: '#8B4513',
      bgColor: '#FFFFFF',
    });
    const ingredient = await create('ingredients', {
      nameTr: texts.ingredientTr,
      nameEn: texts.ingredientEn,
      descriptionTr: texts.ingredientDescriptionTr,
      descriptionEn: texts.ingredientDescriptionEn,
      categoryId,
    });
    const { id: productId } = await create('products', {
      nameTr: texts.productTr,
      nameEn: texts.productEn,
      descriptionTr: texts.productDescriptionTr,
      descriptionEn: texts.productDescriptionEn,
      price: '5',
      image: '/images/menu/pide.svg',
      categoryId,
      tagIds: [tag.id],
      ingredientIds: [ingredient.id],
    });
    // Started before the sample campaign, so it is the one guests see.
    await create('campaigns', {
      titleTr: texts.campaignTr,
      titleEn: texts.campaignEn,
      descriptionTr: texts.campaignDescriptionTr,
      descriptionEn: texts.campaignDescriptionEn,
      startDate: restaurantDay(-30),
      endDate: restaurantDay(1),
    });
    const review = await page.request.post(`/api/products/${productId}/reviews`, {
      data: { name: texts.reviewer, rating: 5, comment: texts.comment },
    });
    expect(review.status(), 'posting a review').toBe(201);

    // The home pages: the campaign and the category, in each language.
    await page.goto('/');
    const bannerTr = page.getByRole('region', { name: texts.campaignTr, exact: true });
    await expect(bannerTr).toContainText(texts.campaignDescriptionTr);
    await expect(page.getByRole('link', { name: new RegExp(`^${escapeRegExp(category.nameTr)}`) })).toBeVisible();
    await page.goto('/EN');
    await expect(page.getByRole('region', { name: texts.campaignEn, exact: true })).toContainText(texts.campaignDescriptionEn);
    await expect(page.getByRole('link', { name: new RegExp(`^${escapeRegExp(category.nameEn)}`) })).toBeVisible();

    // The category pages, drawn by the server and taken over by the app.
    for (const language of ['tr', 'en'] as const) {
      const en = language === 'en';
      await page.goto(en ? `/EN/category/${encodeURIComponent(category.nameEn)}` : `/category/${encodeURIComponent(category.nameTr)}`);
      await expect(page).toHaveTitle(`${en ? category.nameEn : category.nameTr} · Sofra Pide Salonu`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(en ? category.nameEn : category.nameTr);
      await expect(page.getByText(en ? texts.categoryDescriptionEn : texts.categoryDescriptionTr)).toBeVisible();
      const card = product(page, en ? texts.productEn : texts.productTr);
      await expect(card).toContainText(en ? texts.productDescriptionEn : texts.productDescriptionTr);
      await expect(card.getByRole('list', { name: en ? 'Tags' : 'Etiketler' })).toHaveText(en ? texts.tagEn : texts.tagTr);

      // The app is in charge: its filter panel lists the ingredient, its dialog the review.
      await page.getByRole('button', { name: en ? 'Filters' : 'Filtreler', exact: true }).tap();
      const filters = page.getByRole('region', { name: en ? 'Filters' : 'Filtreler' });
      await expect(filters.getByRole('button', { name: en ? texts.ingredientEn : texts.ingredientTr, exact: true })).toBeVisible();
      await expect(filters.getByRole('definition')).toHaveText(en ? texts.ingredientDescriptionEn : texts.ingredientDescriptionTr);
      // On a phone the panel is a sheet over the list; Escape closes it.
      await page.keyboard.press('Escape');
      await expect(filters).toBeHidden();
      await card.getByRole('button', { name: en ? /\(1\) · Reviews$/ : /\(1\) · Yorumlar$/ }).tap();
      const dialog = page.getByRole('dialog', { name: `${en ? 'Reviews' : 'Yorumlar'}: ${en ? texts.productEn : texts.productTr}` });
      const item = dialog.getByRole('listitem').filter({ hasText: texts.reviewer });
      await expect(item).toContainText(texts.comment);
    }
  } finally {
    for (const [resource, id] of made) await adminApi.delete(resource, id);
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
