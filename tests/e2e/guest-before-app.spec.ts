import { expect, PHONE, test } from './support.js';

// A guest whose phone shows the menu before the app's script has arrived (a weak connection),
// or never runs it: the server draws every guest page, and its links are plain links.

test('without the script, a guest still reads the menu in both languages and follows its links', async ({ browser, baseURL }) => {
  // A context of its own: the shared fixtures wait for the app, which never comes here.
  const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page).toHaveTitle('Sofra · Menü');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lezzetli Menümüz');
    await expect(page.getByRole('region', { name: 'Pide + Ayran Menüsü' })).toContainText('₺120,00');

    await page.getByRole('region', { name: 'Kategoriler' }).getByRole('link', { name: /^Pide / }).tap();
    await expect(page).toHaveURL('/category/Pide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pide');
    await expect(page.getByRole('article', { name: 'Kıymalı Pide', exact: true })).toContainText('₺120,00');
    await expect(page.getByRole('status').filter({ hasText: 'ürün' })).toBeVisible();
    // The tag chips have the colours staff chose (a style sheet the page's policy allows).
    const chip = page.getByRole('article', { name: 'Kıymalı Pide', exact: true }).getByRole('listitem').first();
    await expect(chip).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    await page.getByRole('link', { name: 'EN', exact: true }).tap();
    await expect(page).toHaveURL('/EN/category/Pide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pide');
    await expect(page.getByRole('article', { name: 'Pide with Minced Meat', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Pide · Sofra');

    const missing = await page.goto('/category/Lahmacun');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı');
  } finally {
    await context.close();
  }
});

test('the app attaches to the page it finds without changing what the guest sees', async ({ browser, baseURL, page }) => {
  const withoutScript = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  try {
    for (const url of ['/', '/EN', '/category/Pide', '/EN/category/Desserts', '/category/Lahmacun']) {
      const drawn = await withoutScript.newPage();
      await drawn.goto(url);
      const before = await drawn.locator('#root').innerHTML();
      await drawn.close();
      await page.goto(url);
      // A mismatch would also be a console error, which fails every test.
      expect(await page.locator('#root').innerHTML(), url).toBe(before);
    }
  } finally {
    await withoutScript.close();
  }
});
