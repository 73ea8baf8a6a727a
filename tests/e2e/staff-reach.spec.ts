import type { Locator, Page } from '@playwright/test';
import { notice } from './notices.js';
import { expect, LAPTOP, PHONE, signIn, test } from './support.js';

// What a person needs on each back-office page is on the first screen, without scrolling: on
// the counter's phone (390 × 844) and on a laptop (1366 × 768). Nothing here scrolls the page
// first; a box is measured where the page opens.

interface AdminScreen {
  path: string;
  title: string;
  /** The page's main action: what a person came to the page to do. */
  main: (page: Page) => Locator;
}

const SCREENS: AdminScreen[] = [
  { path: '/admin/products', title: 'Ürünler', main: (page) => page.getByRole('button', { name: 'Ürün Ekle' }) },
  { path: '/admin/categories', title: 'Kategoriler', main: (page) => page.getByRole('button', { name: 'Kategori Ekle' }) },
  { path: '/admin/users', title: 'Kullanıcılar', main: (page) => page.getByRole('button', { name: 'Kullanıcı Ekle' }) },
  { path: '/admin/accounts', title: 'Hesaplar', main: (page) => page.getByRole('button', { name: 'Hesap Ekle' }).first() },
  // The sample account's ledger, at the counter: taking a payment.
  { path: '/admin/accounts/1', title: 'Restoran', main: (page) => page.getByRole('button', { name: 'Ödeme al' }) },
  { path: '/admin/ingredients', title: 'Malzemeler', main: (page) => page.getByRole('button', { name: 'Malzeme Ekle' }) },
  {
    path: '/admin/tags',
    title: 'Etiketler',
    main: (page) => page.getByRole('form', { name: 'Etiket Ekle' }).getByRole('button', { name: 'Etiket Ekle' }),
  },
  {
    path: '/admin/campaigns',
    title: 'Kampanyalar',
    main: (page) => page.getByRole('form', { name: 'Kampanya Ekle' }).getByRole('button', { name: 'Kampanya Ekle' }),
  },
  { path: '/admin/reviews', title: 'Yorumlar', main: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/admin/translations', title: 'Çeviriler', main: (page) => page.getByRole('button', { name: /^Kaydet/ }) },
  { path: '/admin/print', title: 'QR ve Baskı', main: (page) => page.getByRole('button', { name: 'Kaydet' }) },
  { path: '/admin/prices', title: 'Fiyat güncelle', main: (page) => page.getByRole('button', { name: 'Önizle' }) },
  { path: '/admin/audit', title: 'Değişiklik geçmişi', main: (page) => page.getByRole('combobox', { name: 'Kişi' }) },
  { path: '/admin/reports', title: 'Raporlar', main: (page) => page.getByRole('button', { name: 'Son 30 gün' }) },
  { path: '/admin/settings', title: 'Ayarlar', main: (page) => page.getByRole('button', { name: 'Kaydet' }) },
  { path: '/admin/board', title: 'Masalar', main: (page) => page.getByRole('button', { name: 'Sesi aç' }) },
];

/** Wholly within the screen as the page is now, not scrolled to. */
async function expectOnFirstScreen(page: Page, locator: Locator, label: string): Promise<void> {
  await expect(locator, label).toBeVisible();
  const viewport = page.viewportSize()!;
  // Where it settles: a list fetched again as the page opens draws its cards anew.
  await expect
    .poll(
      async () => {
        const box = await locator.boundingBox();
        if (!box) return 'no size';
        if (box.y < 0 || box.x < 0) return `starts off the screen (${Math.round(box.x)}, ${Math.round(box.y)})`;
        if (box.y + box.height > viewport.height) return `ends below the bottom of the ${viewport.width} × ${viewport.height} screen`;
        if (box.x + box.width > viewport.width) return 'ends off the screen to the side';
        return 'on the first screen';
      },
      { message: label },
    )
    .toBe('on the first screen');
}

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

  test('every admin page shows its main action and "Çıkış Yap" without scrolling', async ({ page }) => {
    await signIn(page);
    for (const screen of SCREENS) {
      await test.step(screen.title, async () => {
        await open(page, screen);
        await expectOnFirstScreen(page, screen.main(page), `${screen.title}: main action`);
        await expectOnFirstScreen(page, page.getByRole('button', { name: 'Çıkış Yap' }), `${screen.title}: Çıkış Yap`);
      });
    }
  });

  test('the product form keeps "Kaydet" and "Vazgeç" in sight without scrolling inside it', async ({ page }) => {
    await signIn(page);
    await open(page, SCREENS[0]!);
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
    await open(
      page,
      SCREENS.find((screen) => screen.path === '/admin/settings')!,
    );
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

  test('the links are behind "Menü", so every page starts at the top with its main action in sight', async ({ page }) => {
    await signIn(page);
    for (const screen of SCREENS) {
      await test.step(screen.title, async () => {
        await open(page, screen);
        const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
        expect(heading.y, `${screen.title}: the page's heading is near the top`).toBeLessThan(150);
        await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeHidden();
        if (screen.path !== '/admin/reviews') await expectOnFirstScreen(page, screen.main(page), `${screen.title}: main action`);
      });
    }

    await test.step('the menu opens, leads to another page and closes', async () => {
      const menu = page.getByRole('button', { name: 'Menü' });
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' });
      await expect(nav.getByRole('link')).toHaveCount(15);
      await expectOnFirstScreen(page, page.getByRole('button', { name: 'Çıkış Yap' }), 'Çıkış Yap in the open menu');
      await nav.getByRole('link', { name: 'Kategoriler' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kategoriler');
      await expect(nav).toBeHidden();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
    });
  });

  test('the products are a compact list: the first dish’s "Tükendi" on the first screen, about six dishes a screen', async ({ page }) => {
    await signIn(page);
    await open(page, SCREENS[0]!);
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
    await open(page, SCREENS[0]!);
    await page.getByRole('button', { name: 'Ürün Ekle' }).click();
    await expectDialogButtonsInSight(page, page.getByRole('dialog', { name: 'Ürün Ekle' }), 'new product');
  });
});
