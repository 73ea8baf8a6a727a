import { expect, expectAccessible, PHONE, saveScreen, test } from './support.js';

// Guests in the menu's other languages, on a phone: an admin has turned on Deutsch, Русский
// and العربية. No dish has a text of its own in them yet: the pages speak the guest's language
// and show each dish in English, marked as English.

test.beforeEach(async ({ adminApi }) => adminApi.setMenuLanguages(['de', 'ru', 'ar']));
test.afterEach(async ({ adminApi }) => adminApi.setMenuLanguages([]));

test('a Russian guest reads the menu in Russian, finds a dish by its Turkish name, and keeps it when switching to German', async ({
  page,
}) => {
  await page.goto('/RU');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Наше вкусное меню');

  // The switcher: the current language's code, opening a list of every language by its own name.
  const languages = page.getByRole('navigation', { name: 'Язык' });
  await languages.getByText('RU', { exact: true }).tap();
  await expect(languages.getByRole('link')).toHaveText(['Türkçe', 'English', 'Deutsch', 'Русский', 'العربية']);
  await expect(languages.getByRole('link', { name: 'Русский' })).toHaveAttribute('aria-current', 'true');
  await expectAccessible(page, 'the Russian home page with the languages open');
  await languages.getByText('RU', { exact: true }).tap();

  // Guests type "pide" in every language: the Turkish names are searched too.
  const search = page.getByRole('searchbox', { name: 'Поиск по всему меню' });
  await search.fill('kiymali');
  const results = page.getByRole('region', { name: 'Поиск по меню' });
  const found = results.getByRole('link', { name: /Pide with Minced Meat/ });
  await expect(found).toBeVisible();
  await expect(found.locator('[lang="en"]')).toHaveText('Pide with Minced Meat');

  await found.tap();
  await expect(page).toHaveURL('/RU/category/Pide/pide-with-minced-meat');
  const name = page.getByRole('heading', { level: 1 });
  await expect(name).toHaveText('Pide with Minced Meat');
  await expect(name).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: /Назад|Pide/ }).first()).toBeVisible();
  await expectAccessible(page, 'a dish’s page in Russian');

  await languages.getByText('RU', { exact: true }).tap();
  await languages.getByRole('link', { name: 'Deutsch' }).tap();
  await expect(page).toHaveURL('/DE/category/Pide/pide-with-minced-meat');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pide with Minced Meat');
});

test('the filters keep to the address when the language changes, and open in Russian', async ({ page }) => {
  await page.goto('/RU/category/Pide');
  await page.getByRole('button', { name: 'Фильтры', exact: true }).tap();
  const sheet = page.getByRole('dialog', { name: 'Фильтры' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Показать 5 блюд' })).toBeInViewport();
  await sheet.getByRole('spinbutton', { name: 'От' }).fill('245');
  await sheet.getByRole('button', { name: 'Показать 1 блюдо' }).tap();
  await expect(page).toHaveURL(/\/RU\/category\/Pide\?min=245$/);
  const languages = page.getByRole('navigation', { name: 'Язык' });
  await languages.getByText('RU', { exact: true }).tap();
  await languages.getByRole('link', { name: 'English' }).tap();
  await expect(page).toHaveURL('/EN/category/Pide?min=245');
  await expect(page.getByRole('article')).toHaveCount(1);
});

test('an Arabic page reads right to left: mirrored, nothing off the screen, prices in Latin digits', async ({ page }) => {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto('/AR/category/Pide');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    // The way back is on the right and its arrow points right.
    const back = page.getByRole('link', { name: 'رجوع' });
    const box = (await back.boundingBox())!;
    expect(box.x + box.width).toBeGreaterThan(390 / 2);
    expect(await back.locator('.directional').evaluate((arrow) => getComputedStyle(arrow).transform)).toBe('matrix(-1, 0, 0, 1, 0, 0)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // A price is the lira's own, in Latin digits, kept apart from the Arabic text around it.
    const price = page.getByRole('article').first().locator('bdi').filter({ hasText: '₺' }).first();
    await expect(price).toHaveText(/^₺\d{1,3}(\.\d{3})*,\d{2}$/);
    // A portion's weight too: Latin digits, the unit in Arabic.
    await expect(page.getByRole('article').first().locator('bdi').first()).toHaveText(/^\d+ غ$/);
    await expectAccessible(page, `an Arabic category page, ${theme}`);
    await saveScreen(page, `guest-ar-category-${theme}`);
  }
});

test('a German page shows an untranslated dish in English and marks it so', async ({ page }) => {
  await page.goto('/DE/category/Pide');
  await expect(page.getByRole('button', { name: 'Filter', exact: true })).toBeVisible();
  const card = page.getByRole('article', { name: 'Pide with Minced Meat' });
  await expect(card.getByRole('heading')).toHaveAttribute('lang', 'en');
  await expect(card.locator('p[lang="en"]').first()).toBeVisible();
  await saveScreen(page, 'guest-de-category');
});

test('a table’s code opens in the phone’s language when the menu has it', async ({ newContext }) => {
  const phone = await (await newContext({ ...PHONE, locale: 'ru-RU' })).newPage();
  await phone.goto('/?masa=5');
  await expect(phone).toHaveURL('/RU?masa=5');
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Наше вкусное меню');
});

test('an Arabic page runs no app until the guest reaches for it: the scroll its layout makes does not count', async ({
  browser,
  baseURL,
}) => {
  // A context of its own: the shared fixtures reach for the page to attach the app.
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  const attached = () => page.evaluate(() => document.getElementById('root')!.hasAttribute('data-attached'));
  try {
    await page.goto('/AR');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.waitForLoadState('load');
    await page.waitForTimeout(500);
    expect(await attached()).toBe(false);
    // The guest scrolls: the app attaches.
    await page.evaluate(() => window.scrollBy(0, 300));
    await expect.poll(attached).toBe(true);
  } finally {
    await context.close();
  }
});
