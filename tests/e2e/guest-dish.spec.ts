import { expect, expectAccessible, test } from './support.js';

// A guest on a phone opens a dish from the list, picks a size, and goes back to the list.

test('a card opens the dish; a size shows its price; back returns to the same place in the list', async ({ page }) => {
  await page.goto('/category/Pide');
  const karisik = page.getByRole('article', { name: 'Karışık Pide', exact: true });
  // Sizes are on the card, each with its portion's weight and its price.
  await expect(karisik.getByRole('list', { name: 'Boylar ve fiyatları' })).toHaveText(/Normal 350 g ₺175,50.*Büyük 500 g ₺245,00/);
  await karisik.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  // A tap anywhere on the card (its middle is the description, not the name) opens the dish.
  await karisik.tap();
  await expect(page).toHaveURL('/category/Pide/karisik-pide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Karışık Pide');
  await expect(page).toHaveTitle('Karışık Pide · Pide · Sofra Pide Salonu');

  const sizes = page.getByRole('group', { name: 'Boy seçin' });
  await expect(sizes.getByRole('radio', { name: /Normal/ })).toBeChecked();
  await expect(sizes.getByRole('radio', { name: 'Büyük 500 g ₺245,00' })).toBeVisible();
  await expect(page.getByText('Fiyat: ₺175,50')).toBeVisible();
  await sizes.getByText('Büyük').tap();
  await expect(sizes.getByRole('radio', { name: /Büyük/ })).toBeChecked();
  await expect(page.getByText('Fiyat: ₺245,00')).toBeVisible();
  await expect(page.getByText('1.150 kcal')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Malzemeler' })).toContainText('Sucuk');
  await expect(page.getByRole('region', { name: 'Alerjenler' })).toContainText('Yumurta');
  await expectAccessible(page, 'a dish page with a size chosen');

  await page.goBack();
  await expect(page).toHaveURL('/category/Pide');
  await expect(karisik).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
});

test('a shared English dish address opens the dish in English, and switching language keeps it', async ({ page }) => {
  await page.goto('/EN/category/Pide/pide-with-minced-meat');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pide with Minced Meat');
  await page.getByRole('group', { name: 'Choose a size' }).getByText('Large').tap();
  await expect(page.getByText('Price: ₺170,00')).toBeVisible();
  await expect(page.getByText('820 kcal')).toBeVisible();
  await expectAccessible(page, 'an English dish page');
  await page.getByRole('link', { name: 'TR' }).tap();
  await expect(page).toHaveURL('/category/Pide/kiymali-pide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kıymalı Pide');
  // Opened from a link, its back link leads to the category.
  await page.getByRole('link', { name: /Pide listesine dön/ }).tap();
  await expect(page).toHaveURL('/category/Pide');
});
