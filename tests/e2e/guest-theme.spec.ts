import { expect, expectAccessible, PHONE, test } from './support.js';

// Guests get the dark theme from their phone's setting, or choose on this device.

const DARK_BG = 'rgb(23, 18, 15)';
const LIGHT_BG = 'rgb(251, 244, 233)';
const background = (page: import('@playwright/test').Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('a phone set to dark gets the dark menu, readable everywhere; the switch turns it light and remembers', async ({ newContext }) => {
  const page = await (await newContext({ ...PHONE, colorScheme: 'dark' })).newPage();
  await page.goto('/');
  expect(await background(page)).toBe(DARK_BG);
  const toggle = page.getByRole('button', { name: 'Koyu tema' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'the home page, dark');
  await page.goto('/category/Pide');
  await expectAccessible(page, 'a category page, dark');
  await page.goto('/EN/category/Pide/mixed-pide');
  await expectAccessible(page, 'a dish page, dark');

  await page.getByRole('button', { name: 'Dark theme' }).tap();
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
  expect(await background(page)).toBe(LIGHT_BG);
  // Kept on this device, over the phone's setting.
  await page.reload();
  expect(await background(page)).toBe(LIGHT_BG);
  await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Dark theme' }).tap();
  expect(await background(page)).toBe(DARK_BG);
});

test('a phone set to light gets the light menu until the guest switches', async ({ page }) => {
  await page.goto('/');
  expect(await background(page)).toBe(LIGHT_BG);
  await page.getByRole('button', { name: 'Koyu tema' }).tap();
  expect(await background(page)).toBe(DARK_BG);
  await expectAccessible(page, 'the home page, switched to dark');
});
