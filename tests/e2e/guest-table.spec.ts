import { expect, test } from './support.js';

// A guest who scanned a table's code: the top bar names the table, but only a real one.

test('a code for a table that does not exist opens the menu without naming a table', async ({ page }) => {
  const bar = page.getByRole('banner');
  await page.goto('/?masa=999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lezzetli Menümüz');
  await expect(bar.getByText(/Masa|999/)).toHaveCount(0);
  await expect(page).toHaveURL('/');

  await page.goto('/EN?masa=999');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Delicious Menu');
  await expect(bar.getByText(/Table|999/)).toHaveCount(0);
  await expect(page).toHaveURL('/EN');

  // A table staff set up is named, as before.
  await page.goto('/?masa=5');
  await expect(bar.getByText('Masa 5', { exact: true })).toBeVisible();
});
