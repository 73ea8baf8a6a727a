import { expect, expectAccessible, PHONE, signIn, test } from './support.js';
import { MENU_CHECK_MS } from '../../src/web/api/menu.js';

// Kaşarlı Pide runs out: a waiter taps "Tükendi" on the counter's phone, and a guest who has
// the Pide page open sees it marked within half a minute, without reloading.

test('staff mark a dish sold out with one tap on a phone; an open guest page shows it without a reload', async ({
  page,
  newContext,
  adminApi,
}) => {
  // The guest's clock runs as usual, and the test moves it on instead of waiting.
  await page.clock.install();
  await page.goto('/category/Pide');
  const guestCard = page.getByRole('article', { name: 'Kaşarlı Pide', exact: true });
  await expect(guestCard).toBeVisible();
  await expect(guestCard.getByText('Tükendi', { exact: true })).toHaveCount(0);

  const staff = await (await newContext(PHONE)).newPage();
  try {
    await signIn(staff);
    await staff.goto('/admin/products');
    const staffCard = staff.getByRole('article', { name: 'Kaşarlı Pide' });
    const button = staffCard.getByRole('button', { name: /^Tükendi\b/ });
    await button.tap();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(staffCard.getByText('Bugün tükendi')).toBeVisible();

    await page.clock.fastForward(MENU_CHECK_MS + 1000);
    await expect(guestCard.getByText('Tükendi', { exact: true })).toBeVisible();
    // Still listed, still with its price.
    await expect(guestCard.getByText('₺100,00')).toBeVisible();
    await expectAccessible(page, 'a category with a sold-out dish');

    // On sale again: the next check says so.
    await button.tap();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await page.clock.fastForward(MENU_CHECK_MS + 1000);
    await expect(guestCard.getByText('Tükendi', { exact: true })).toHaveCount(0);
  } finally {
    await adminApi.setSoldOut('Kaşarlı Pide', null);
  }
});
