import type { Page } from '@playwright/test';
import { average, expect, formatAverage, reviewsButtonName, reviewsOf, test, uniqueName } from './support.js';

// A visitor on a phone reading the menu in English, with the same search and filters (D10).

const categories = (page: Page) => page.getByRole('region', { name: 'Categories' });
const product = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const filterPanel = (page: Page) => page.getByRole('region', { name: 'Filters' });

test('the English home page shows the hero, the campaign, the weekly choice and the categories', async ({ page }) => {
  await page.goto('/EN');
  await expect(page).toHaveTitle('Sofra Pide Salonu · Menu');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  const hero = page.getByRole('region', { name: 'Our Delicious Menu' });
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Our Delicious Menu');
  await expect(hero).toContainText('Special recipes prepared with the freshest ingredients');

  const campaign = page.getByRole('region', { name: 'Pide + Ayran Deal' });
  await expect(campaign).toContainText('Campaign');
  await expect(campaign).toContainText('Ayran is on us with every pide');
  // Prices are Turkish lira in Turkish format in both languages (D3).
  await expect(campaign.getByRole('strong')).toHaveText('₺120,00');

  const weekly = page.getByRole('region', { name: 'Weekly Choice: Pide with Minced Meat' });
  await expect(weekly).toContainText('Minced beef with tomato, onion and green pepper');
  await expect(weekly).toContainText('₺120,00');

  await page.getByRole('button', { name: 'Explore the menu' }).tap();
  await expect(categories(page).getByRole('heading', { name: 'Categories' })).toBeFocused();
  for (const name of ['Pide', 'Drinks', 'Desserts']) {
    await expect(categories(page).getByRole('link', { name: new RegExp(`^${name} `) })).toBeVisible();
  }

  // The language switcher: EN is the current one, TR leads to the Turkish home.
  const languages = page.getByRole('navigation', { name: 'Language' });
  await expect(languages.getByText('EN', { exact: true })).toHaveAttribute('aria-current', 'true');
  await languages.getByRole('link', { name: 'TR' }).tap();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lezzetli Menümüz');
});

test('an English category searches and filters by tag, ingredient and price', async ({ page }) => {
  await page.goto('/EN');
  await categories(page)
    .getByRole('link', { name: /^Desserts / })
    .tap();
  await expect(page).toHaveURL('/EN/category/Desserts');
  await expect(page).toHaveTitle('Desserts · Sofra Pide Salonu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Desserts');
  await expect(page.getByText('A sweet end to the meal.')).toBeVisible();

  const kunefe = product(page, 'Künefe');
  const pudding = product(page, 'Baked Rice Pudding');
  const baklava = product(page, 'Pistachio Baklava');
  await expect(kunefe).toContainText('₺150,00');
  await expect(kunefe).toContainText('Shredded pastry with Hatay cheese, served hot.');
  await expect(kunefe.getByRole('list', { name: 'Tags' })).toContainText('Popular');
  await expect(pudding).toBeVisible();
  await expect(baklava).toBeVisible();

  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  await toggle.tap();
  await expect(filterPanel(page)).toBeVisible();
  await expect(filterPanel(page).getByRole('heading', { name: 'Filters' })).toBeVisible();
  await expect(filterPanel(page).getByRole('definition').filter({ hasText: 'Pistachios from Gaziantep.' })).toBeVisible();

  // Tag.
  const popular = filterPanel(page).getByRole('button', { name: 'Popular', exact: true });
  await popular.tap();
  await expect(popular).toHaveAttribute('aria-pressed', 'true');
  await expect(kunefe).toBeVisible();
  await expect(pudding).toBeHidden();
  await expect(baklava).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'product' })).toHaveText('1 product');
  await popular.tap();

  // Ingredient.
  const ingredients = filterPanel(page).getByRole('group', { name: 'Ingredients' });
  const pistachio = ingredients.getByRole('button', { name: 'Pistachio', exact: true });
  await pistachio.tap();
  await expect(kunefe).toBeVisible();
  await expect(baklava).toBeVisible();
  await expect(pudding).toBeHidden();
  // The ingredient Milk, not the allergen group of the same name.
  await ingredients.getByRole('button', { name: 'Milk', exact: true }).tap();
  await expect(page.getByText('No products found matching the selected criteria.')).toBeVisible();
  await filterPanel(page).getByRole('button', { name: 'Clear filters' }).tap();
  await expect(pistachio).toHaveAttribute('aria-pressed', 'false');

  // Price.
  const min = filterPanel(page).getByRole('spinbutton', { name: 'Min' });
  const max = filterPanel(page).getByRole('spinbutton', { name: 'Max' });
  await expect(min).toHaveValue('85');
  await expect(max).toHaveValue('180');
  await min.fill('100');
  await max.fill('160');
  await expect(kunefe).toBeVisible();
  await expect(pudding).toBeHidden();
  await expect(baklava).toBeHidden();
  await min.fill('181');
  await expect(page.getByText('No products found matching the selected criteria.')).toBeVisible();
  await filterPanel(page).getByRole('button', { name: 'Clear filters' }).tap();
  // On a phone the panel is a sheet over the list: its own button closes it.
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Show 3 dishes' }).tap();
  await expect(filterPanel(page)).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Search (D10), matching the English or the Turkish name.
  const search = page.getByRole('searchbox', { name: 'Search products' });
  await expect(search).toHaveAttribute('placeholder', 'Search by product name...');
  await search.fill('RICE');
  await expect(pudding).toBeVisible();
  await expect(kunefe).toBeHidden();
  await search.fill('sütlaç');
  await expect(pudding).toBeVisible();
  await search.fill('kunefe');
  await expect(kunefe).toBeVisible();
  await expect(page.locator('article')).toHaveCount(1);
  await search.fill('lemonade');
  await expect(page.getByText('No products found matching the selected criteria.')).toBeVisible();
});

test('an English category without products says so', async ({ page, adminApi }) => {
  const nameEn = uniqueName('Empty Category');
  const category = await adminApi.createCategory(uniqueName('Boş Kategori'), nameEn);
  try {
    await page.goto('/EN');
    await categories(page)
      .getByRole('link', { name: new RegExp(`^${nameEn} `) })
      .tap();
    await expect(page).toHaveURL(`/EN/category/${encodeURIComponent(nameEn)}`);
    await expect(page.getByText('No products found in this category.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'product' })).toHaveText('0 products');
  } finally {
    await adminApi.delete('categories', category.id);
  }
});

test('an English guest posts a review and sees the average change', async ({ page }) => {
  const before = await reviewsOf(page, 'Künefe');
  const rating = average(before.ratings) >= 3 ? 2 : 4;
  const after = [...before.ratings, rating];

  await page.goto('/EN/category/Desserts');
  const card = product(page, 'Künefe');
  await card.getByRole('button', { name: reviewsButtonName(before.ratings, 'en'), exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: 'Reviews: Künefe' });
  await expect(dialog).toBeVisible();
  if (before.ratings.length === 0) await expect(dialog.getByText('No reviews yet')).toBeVisible();

  await dialog.getByRole('button', { name: 'Send' }).tap();
  await expect(dialog.getByText('Please enter your name.')).toBeVisible();
  await expect(dialog.getByText('Please choose a rating from 1 to 5.')).toBeVisible();

  const author = uniqueName('Emma');
  await dialog.getByRole('textbox', { name: 'Your name' }).fill(author);
  await dialog
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: `${rating} stars` }) })
    .tap();
  await dialog.getByRole('textbox', { name: 'Your review' }).fill('Crispy and hot, just right.');
  await dialog.getByRole('button', { name: 'Send' }).tap();
  await expect(dialog.getByRole('status')).toHaveText('Thank you! Your review has been added.');
  await expect(dialog.getByRole('listitem').filter({ hasText: author })).toContainText('Crispy and hot, just right.');
  await expect(dialog.getByText('Average rating:')).toBeVisible();
  await expect(dialog.getByRole('img', { name: `${formatAverage(after, 'en')} / 5` }).first()).toBeVisible();

  // Escape closes the dialog, as on any modal.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: reviewsButtonName(after, 'en'), exact: true })).toBeVisible();
});

test('switching to TR keeps the category; Back and the back button', async ({ page }) => {
  await page.goto('/EN/category/Drinks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drinks');
  await expect(product(page, 'Turnip Juice')).toBeVisible();

  await page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'TR' }).tap();
  await expect(page).toHaveURL(`/category/${encodeURIComponent('İçecekler')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İçecekler');
  await expect(product(page, 'Şalgam Suyu')).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL('/EN/category/Drinks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drinks');

  await page.getByRole('link', { name: 'Back' }).tap();
  await expect(page).toHaveURL('/EN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Delicious Menu');

  // Addresses are matched case-insensitively, the Turkish way (D12).
  await page.goto('/en/category/drinks');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drinks');
});

test('an unknown English address shows the 404 page in English', async ({ page }) => {
  const response = await page.goto('/EN/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByText('The page you are looking for is not on our menu.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the menu' }).tap();
  await expect(page).toHaveURL('/EN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Delicious Menu');
});
