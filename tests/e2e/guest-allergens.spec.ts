import { expect, expectAccessible, PHONE, test } from './support.js';

// A guest with an allergy on a phone: each dish names its allergens, and the filter panel
// leaves out the dishes that contain the ones the guest cannot eat, in both languages.

test('a guest excludes milk and the drinks with it leave the list; the rest stay', async ({ page }) => {
  await page.goto('/category/%C4%B0%C3%A7ecekler');
  const ayran = page.getByRole('article', { name: 'Ayran', exact: true });
  await expect(ayran.getByRole('list', { name: 'Alerjenler' })).toHaveText('🥛 Süt');
  await expect(
    page.getByText('Alerjiniz varsa lütfen sipariş vermeden önce personelimize danışın.', { exact: false }).filter({ visible: true }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Filtreler' }).tap();
  const exclude = page.getByRole('group', { name: 'İçermesin' });
  await exclude.getByRole('button', { name: 'Süt' }).tap();
  // Chosen, the chip reads as left out (crossed, struck through), not as "with" like the
  // ingredient chips' check mark, and its name says "without" to a screen reader too.
  const milk = exclude.getByRole('button', { name: 'Süt içermesin', exact: true });
  await expect(milk).toHaveAttribute('aria-pressed', 'true');
  await expect(milk).toHaveText('✕ Süt');
  await expect(milk.getByText('Süt', { exact: true })).toHaveCSS('text-decoration-line', 'line-through');
  await expect(ayran).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Çay', exact: true })).toBeVisible();
  await expectAccessible(page, 'drinks without milk');
});

test('in English the same chips read "Exclude"; a pide guest who cannot eat gluten is told none fits, and the shared address says so too', async ({
  page,
  newContext,
}) => {
  await page.goto('/EN/category/Pide');
  const first = page.getByRole('article').first();
  await expect(first.getByRole('list', { name: 'Allergens' })).toContainText('Gluten');
  await page.getByRole('button', { name: 'Filters' }).tap();
  const exclude = page.getByRole('group', { name: 'Exclude' });
  await expect(exclude.getByRole('button')).toHaveCount(16);
  await exclude.getByRole('button', { name: 'Gluten' }).tap();
  await expect(exclude.getByRole('button', { name: 'Without Gluten', exact: true })).toHaveText('✕ Gluten');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText('No products found matching the selected criteria.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'products' })).toHaveText('0 products');
  await expectAccessible(page, 'pide without gluten, in English');

  // The filter is in the address: a friend who opens it sees the same.
  await expect(page).toHaveURL('/EN/category/Pide?icermesin=gluten');
  const friend = await (await newContext(PHONE)).newPage();
  await friend.goto('/EN/category/Pide?icermesin=gluten');
  await expect(friend.getByRole('button', { name: 'Filters (1) · 0 products' })).toBeVisible();
  await expect(friend.getByRole('article')).toHaveCount(0);
  // Switching language keeps it.
  await friend.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'TR' }).tap();
  await expect(friend).toHaveURL('/category/Pide?icermesin=gluten');
  await expect(friend.getByRole('button', { name: 'Filtreler (1) · 0 ürün' })).toBeVisible();
});

test('alcohol is marked on a list of its own, apart from the allergens, and a guest who drinks none leaves the beer out, by the address too', async ({
  page,
}) => {
  await page.goto('/category/%C4%B0%C3%A7ecekler');
  const beer = page.getByRole('article', { name: 'Bira', exact: true });
  await expect(beer.getByRole('list', { name: 'Alerjenler' })).toHaveText(/^\s*🌾 Gluten\s*$/);
  // Alcohol is no allergen (issue 53): it is on a list of its own.
  await expect(beer.getByRole('list', { name: 'İçerir' })).toHaveText(/^\s*🍸 Alkol\s*$/);
  await page.getByRole('button', { name: 'Filtreler' }).tap();
  const exclude = page.getByRole('group', { name: 'İçermesin' });
  await expect(exclude.getByRole('button', { name: 'Domuz eti içerir' })).toBeVisible();
  await exclude.getByRole('button', { name: 'Alkol' }).tap();
  await expect(exclude.getByRole('button', { name: 'Alkol içermesin', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(beer).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Ayran', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/icermesin=alcohol/);

  // In English the marker says what it means, and the address leaves the beer out before any tap.
  await page.goto('/EN/category/Drinks?icermesin=alcohol');
  await expect(page.getByRole('article', { name: 'Beer', exact: true })).toHaveCount(0);
  await page.goto('/EN/category/Drinks');
  await expect(page.getByRole('article', { name: 'Beer', exact: true }).getByRole('list', { name: 'Contains' })).toContainText(
    '🍸 Contains alcohol',
  );
  await expectAccessible(page, 'drinks with the alcohol marker, in English');
});
