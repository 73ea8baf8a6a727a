import { expect, expectAccessible, test } from './support.js';

// A guest on a phone looks for a dish without knowing its category.

test('the home page search finds a dish by its ingredient in every category and leads to it', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('searchbox', { name: 'Tüm menüde ara' });
  await search.fill('şerbet');
  const results = page.getByRole('region', { name: 'Menüde ara' });
  await expect(results.getByRole('heading', { level: 3 })).toHaveText(['Tatlılar']);
  await expect(results.getByRole('link')).toHaveText([/Künefe/, /Fıstıklı Baklava/]);
  await expectAccessible(page, 'search results on the home page');

  await search.fill('suşi');
  await expect(results.getByRole('status')).toHaveText('Aramanızla eşleşen ürün bulunamadı.');

  await search.fill('kasar');
  await results.getByRole('link', { name: /Kaşarlı Pide/ }).tap();
  await expect(page).toHaveURL('/category/Pide/kasarli-pide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kaşarlı Pide');
});

test('in English it searches the English names', async ({ page }) => {
  await page.goto('/EN');
  await page.getByRole('searchbox', { name: 'Search the whole menu' }).fill('turnip');
  const results = page.getByRole('region', { name: 'Search the menu' });
  await expect(results.getByRole('link')).toHaveText([/Turnip Juice/]);
  await expectAccessible(page, 'English search results');
});
