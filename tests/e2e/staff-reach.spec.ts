import { ADMIN_PAGE_TABLE, ADMIN_PAGES } from '../../src/shared/admin-pages.js';
import type { Locator, Page } from '@playwright/test';
import { notice } from './notices.js';
import { expectOnFirstScreen } from './reach.js';
import { expect, LAPTOP, PHONE, signIn, test } from './support.js';

// What a person needs in the back office is on the first screen, without scrolling: on the
// counter's phone (390 × 844) and on a laptop (1366 × 768). Nothing here scrolls the page
// first; a box is measured where the page opens. Each page's main action (and, on a laptop,
// 'Çıkış Yap'; on a phone, the heading at the top with the links behind 'Menü') is checked on
// the screens suite's load of the page, in both themes (screens.spec.ts); here are the menu,
// the dense list of dishes, the product form and a notice.

interface AdminScreen {
  path: string;
  title: string;
}

const PRODUCTS: AdminScreen = { path: '/admin/products', title: 'Ürünler' };
const SETTINGS: AdminScreen = { path: '/admin/settings', title: 'Ayarlar' };

async function open(page: Page, screen: AdminScreen): Promise<void> {
  await page.goto(screen.path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(screen.title);
  await expect(page.getByRole('status').filter({ hasText: /yükleniyor/ })).toHaveCount(0);
}

/** A form dialog's 'Kaydet' and 'Vazgeç' are in sight inside it, with nothing scrolled. */
async function expectDialogButtonsInSight(page: Page, dialog: Locator, label: string): Promise<void> {
  const frame = (await dialog.boundingBox())!;
  for (const name of ['Kaydet', 'Vazgeç']) {
    const button = dialog.getByRole('button', { name, exact: true });
    await expectOnFirstScreen(page, button, `${label}: ${name}`);
    const box = (await button.boundingBox())!;
    expect(box.y + box.height, `${label}: ${name} is inside the dialog's visible part`).toBeLessThanOrEqual(frame.y + frame.height);
  }
}

test.describe('on a laptop (1366 × 768)', () => {
  test.use(LAPTOP);

  test('the product form keeps "Kaydet" and "Vazgeç" in sight without scrolling inside it', async ({ page }) => {
    await signIn(page);
    await open(page, PRODUCTS);
    await page.getByRole('button', { name: 'Ürün Ekle' }).click();
    await expectDialogButtonsInSight(page, page.getByRole('dialog', { name: 'Ürün Ekle' }), 'new product');
    await page.getByRole('dialog', { name: 'Ürün Ekle' }).getByRole('button', { name: 'Vazgeç' }).click();

    await page
      .getByRole('article', { name: 'Kaşarlı Pide', exact: true })
      .getByRole('button', { name: /^Düzenle\b/ })
      .click();
    await expectDialogButtonsInSight(page, page.getByRole('dialog', { name: 'Ürünü Düzenle' }), 'a product being edited');
  });

  test('the notice after saving "Ayarlar" leaves "Kaydet" uncovered', async ({ page }) => {
    await signIn(page);
    await open(page, SETTINGS);
    const save = page.getByRole('button', { name: 'Kaydet' });
    await save.click();
    await expect(notice(page, 'Ayarlar kaydedildi.')).toBeVisible();
    // What a click on the middle of 'Kaydet' would land on now.
    const hit = await save.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      const top = document.elementFromPoint(x + width / 2, y + height / 2);
      return top === button || button.contains(top) ? 'Kaydet' : (top?.textContent ?? 'nothing');
    });
    expect(hit).toBe('Kaydet');
  });
});

test.describe('on the counter’s phone (390 × 844)', () => {
  test.use(PHONE);

  test('the links are behind "Menü": it opens, leads to another page and closes', async ({ page }) => {
    await signIn(page);
    await open(page, PRODUCTS);
    const menu = page.getByRole('button', { name: 'Menü' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' });
    // Every page of the menu an admin has (shared/admin-pages.ts).
    await expect(nav.getByRole('link')).toHaveCount(ADMIN_PAGES.filter((page) => ADMIN_PAGE_TABLE[page].nav !== null).length);
    await expectOnFirstScreen(page, page.getByRole('button', { name: 'Çıkış Yap' }), 'Çıkış Yap in the open menu');
    await nav.getByRole('link', { name: 'Kategoriler' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kategoriler');
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('the products are a compact list: the first dish’s "Tükendi" on the first screen, about six dishes a screen', async ({ page }) => {
    await signIn(page);
    await open(page, PRODUCTS);
    const first = page.getByRole('article').first();
    await expectOnFirstScreen(page, first.getByRole('button', { name: /^Tükendi\b/ }), 'the first dish’s Tükendi');
    await expectOnFirstScreen(page, first.getByRole('switch', { name: /^(Aktif|Pasif) —/ }), 'the first dish’s Aktif');
    await expect(first.getByText(/₺/).first()).toBeVisible();

    const heights = await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().height));
    expect(heights.length).toBeGreaterThanOrEqual(6);
    // With the space between them, six fit a 844 px screen on average; a dish with sizes and a
    // badge takes two lines more, never a quarter of the screen.
    const average = heights.reduce((sum, height) => sum + height, 0) / heights.length;
    expect(average + 8, 'a dish’s share of the screen, on average').toBeLessThanOrEqual(844 / 6);
    for (const height of heights) expect(height + 8, 'one dish’s share of the screen').toBeLessThanOrEqual(844 / 4);
  });

  test('the product form keeps "Kaydet" and "Vazgeç" in sight without scrolling inside it', async ({ page }) => {
    await signIn(page);
    await open(page, PRODUCTS);
    await page.getByRole('button', { name: 'Ürün Ekle' }).click();
    await expectDialogButtonsInSight(page, page.getByRole('dialog', { name: 'Ürün Ekle' }), 'new product');
  });
});
