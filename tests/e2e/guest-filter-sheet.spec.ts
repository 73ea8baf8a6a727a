import { expect, expectAccessible, LAPTOP, test } from './support.js';

// A guest on a phone narrows a category down: the filters open as a sheet over the list, and
// the list is always one tap away.

test('on a phone the filters are a sheet over the list whose button counts the dishes and leads to them', async ({ page }) => {
  await page.goto('/category/Pide');
  await page.getByRole('button', { name: 'Filtreler', exact: true }).tap();
  const sheet = page.getByRole('dialog', { name: 'Filtreler' });
  await expect(sheet).toBeVisible();
  // Modal once it is on screen: the focus is inside it, and the page behind cannot be reached.
  await expect.poll(() => sheet.evaluate((dialog) => dialog.matches(':modal') && dialog.contains(document.activeElement))).toBe(true);
  await page.touchscreen.tap(200, 40);
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/category\/Pide$/);
  await page.getByRole('button', { name: 'Filtreler', exact: true }).tap();
  await expect(sheet).toBeVisible();
  const show = sheet.getByRole('button', { name: /ürünü göster$/ });
  await expect(show).toHaveText('5 ürünü göster');
  await expect(show).toBeInViewport();

  // Chips far down the sheet: the button stays on screen and follows each tap.
  await sheet.getByRole('button', { name: 'Acılı', exact: true }).tap();
  await expect(show).toHaveText('2 ürünü göster');
  await sheet.getByRole('spinbutton', { name: 'Min' }).fill('245');
  await expect(show).toHaveText('1 ürünü göster');
  await expect(show).toBeInViewport();
  await expectAccessible(page, 'the filter sheet on a phone');

  await show.tap();
  await expect(sheet).toBeHidden();
  const dish = page.getByRole('article', { name: 'Karışık Pide', exact: true });
  await expect(dish).toBeInViewport();
  await expect(page.getByRole('article')).toHaveCount(1);
  // The filters stay in the address (D11), and on the button that opens them again.
  await expect(page).toHaveURL(/\/category\/Pide\?etiket=\d+&min=245$/);
  const toggle = page.getByRole('button', { name: 'Filtreler (2) · 1 ürün' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Escape closes it too, and so does its close button.
  await toggle.tap();
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.tap();
  await sheet.getByRole('button', { name: 'Kapat' }).tap();
  await expect(sheet).toBeHidden();
});

test('in English the sheet offers "Show 1 dish" and "Show 5 dishes"', async ({ page }) => {
  await page.goto('/EN/category/Pide');
  await page.getByRole('button', { name: 'Filters', exact: true }).tap();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('button', { name: 'Show 5 dishes' })).toBeInViewport();
  await sheet.getByRole('spinbutton', { name: 'Min' }).fill('245');
  await sheet.getByRole('button', { name: 'Show 1 dish' }).tap();
  await expect(page.getByRole('article', { name: 'Mixed Pide', exact: true })).toBeInViewport();
});

test('on a laptop the panel stays beside the list, not over it', async ({ newContext }) => {
  const page = await (await newContext(LAPTOP)).newPage();
  await page.goto('/category/Pide');
  await page.getByRole('button', { name: 'Filtreler', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Filtreler' });
  await expect(panel).toBeVisible();
  // Not a modal sheet: the page around it stays in reach, and the list follows it in the flow.
  expect(await page.locator('#filter-panel').evaluate((frame) => frame.matches(':modal'))).toBe(false);
  const panelBottom = await panel.evaluate((element) => element.getBoundingClientRect().bottom);
  const listTop = await page
    .getByRole('article')
    .first()
    .evaluate((element) => element.getBoundingClientRect().top);
  expect(listTop).toBeGreaterThan(panelBottom);
  await page.getByRole('region', { name: 'Filtreler' }).getByRole('button', { name: 'Acılı', exact: true }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
});

test('on a phone, Escape pressed as the filters open closes them, before the sheet has become modal', async ({ page }) => {
  await page.goto('/category/Pide');
  const toggle = page.getByRole('button', { name: 'Filtreler', exact: true });
  await expect(toggle).toBeVisible();
  // The key as the sheet appears: pressed in the moment it opens, before it has become modal.
  const modalWhenKeyed = await toggle.evaluate(
    (button) =>
      new Promise<boolean>((resolve) => {
        const dialog = document.getElementById(button.getAttribute('aria-controls')!) as HTMLDialogElement;
        new MutationObserver((_, observer) => {
          if (!dialog.open) return;
          observer.disconnect();
          const modal = dialog.matches(':modal');
          (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
          resolve(modal);
        }).observe(dialog, { attributes: true, attributeFilter: ['open'] });
        (button as HTMLButtonElement).click();
      }),
  );
  expect(modalWhenKeyed).toBe(false);
  await expect(page.getByRole('dialog', { name: 'Filtreler' })).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone the closed sheet, laid out where it opens, takes no tap, no focus and nothing a screen reader reads', async ({ page }) => {
  await page.goto('/category/Pide');
  const sheet = page.locator('#filter-panel');
  const closedIsOutOfReach = async () => {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Acılı', exact: true })).toHaveCount(0);
    // Where the open sheet's button would be, the page under it takes the tap.
    expect(await page.evaluate(() => Boolean(document.elementFromPoint(innerWidth / 2, innerHeight - 20)?.closest('dialog')))).toBe(false);
    // The keyboard goes through the page and round again without entering it.
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(false);
    }
  };
  await closedIsOutOfReach();
  // Opened and closed again: the same.
  await page.getByRole('button', { name: /^Filtreler/ }).tap();
  await expect(page.getByRole('dialog', { name: 'Filtreler' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Filtreler' })).toBeHidden();
  await closedIsOutOfReach();
});
