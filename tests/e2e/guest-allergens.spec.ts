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
  await expect(exclude.getByRole('button')).toHaveCount(14);
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
