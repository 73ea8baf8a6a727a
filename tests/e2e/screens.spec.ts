import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectOnFirstScreen, expectOnScreen } from './reach.js';
import { Showcase } from './showcase.js';
import { expect, expectAccessible, LAPTOP, PHONE, saveScreen, signIn, test, THEME_STORAGE_KEY, type Theme } from './support.js';

/**
 * Every page of the product at a phone's and a laptop's size, the back office in both themes:
 * checked with axe-core and saved as a screenshot under test-results/screens/, so a person
 * can look at the product without running it. Runs after the flows, so the pages hold what
 * real use leaves behind (reviews, for one). On the same load, each back-office page is
 * checked for reach: its main action on the first screen (on the counter's phone, with the
 * links behind 'Menü'; on a laptop, with 'Çıkış Yap'), and on a phone nothing scrolls sideways
 * and nothing it lists is cut off at the edge.
 */

interface Screen {
  name: string;
  path: string;
  /** Brings the page to the state worth looking at, and waits until it is there. */
  prepare: (page: Page) => Promise<void>;
  signedOut?: boolean;
  /** A modal is open: the screenshot shows the screen as it is, not the whole page behind. */
  dialog?: boolean;
  /** Puts things back after the screenshot (nothing left unsaved or waiting). */
  leave?: (page: Page) => Promise<void>;
  /** A back-office page's main action (what a person came to the page to do): on the first screen. */
  main?: (page: Page) => Locator;
  /** What must not be cut off at a phone's edge once scrolled to: each row's state and buttons. */
  reach?: (page: Page) => Locator[];
}

const heading = (page: Page, text: string) => expect(page.getByRole('heading', { level: 1 })).toHaveText(text);

async function openReviews(page: Page, product: string, dialogTitle: string, formTitle: string): Promise<void> {
  await page
    .getByRole('article', { name: product, exact: true })
    .getByRole('button', { name: /^(Yorum yaz|Write a review|.*\(\d+\) · (Yorumlar|Reviews))$/ })
    .click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog.getByRole('heading', { name: formTitle })).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveCount(0);
}

const GUEST_SCREENS: Screen[] = [
  { name: 'guest-home-tr', path: '/', prepare: (page) => heading(page, 'Lezzetli Menümüz') },
  { name: 'guest-home-en', path: '/EN', prepare: (page) => heading(page, 'Our Delicious Menu') },
  {
    name: 'guest-category-tr-filters',
    // On a phone, a sheet over the list.
    dialog: true,
    path: '/category/Pide',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Filtreler', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Filtreler' })).toBeVisible();
      // A chosen tag and a left-out allergen: their two looks (checked, crossed out).
      await page.getByRole('region', { name: 'Filtreler' }).getByRole('button', { name: 'Popüler', exact: true }).click();
      await page.getByRole('button', { name: 'Yumurta içermesin' }).click();
      await expect(page.getByRole('button', { name: 'Yumurta içermesin' })).toHaveAttribute('aria-pressed', 'true');
    },
  },
  {
    name: 'guest-category-en-filters',
    // On a phone, a sheet over the list.
    dialog: true,
    path: '/EN/category/Desserts',
    prepare: async (page) => {
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
    },
  },
  {
    name: 'guest-category-tr-empty',
    path: '/category/Pide',
    prepare: async (page) => {
      await page.getByRole('searchbox', { name: 'Ürün ara' }).fill('lahmacun');
      await expect(page.getByText('Seçilen kriterlere uygun ürün bulunamadı.')).toBeVisible();
    },
  },
  {
    name: 'guest-reviews-tr',
    path: '/category/Pide',
    dialog: true,
    prepare: (page) => openReviews(page, 'Kaşarlı Pide', 'Yorumlar: Kaşarlı Pide', 'Yorum ekle'),
  },
  {
    name: 'guest-reviews-en',
    path: '/EN/category/Desserts',
    dialog: true,
    prepare: (page) => openReviews(page, 'Künefe', 'Reviews: Künefe', 'Add review'),
  },
  { name: 'guest-dish-tr', path: '/category/Pide/karisik-pide', prepare: (page) => heading(page, 'Karışık Pide') },
  { name: 'guest-dish-en', path: '/EN/category/Pide/mixed-pide', prepare: (page) => heading(page, 'Mixed Pide') },
  // A guest who came by table 5's code: the bar says so.
  { name: 'guest-table-tr', path: '/?masa=5', prepare: (page) => expect(page.getByText('Masa 5', { exact: true })).toBeVisible() },
  { name: 'guest-table-en', path: '/EN?masa=5', prepare: (page) => expect(page.getByText('Table 5', { exact: true })).toBeVisible() },
  { name: 'guest-404-tr', path: '/bu-sayfa-yok', prepare: (page) => heading(page, 'Sayfa bulunamadı') },
  { name: 'guest-404-en', path: '/EN/no-such-page', prepare: (page) => heading(page, 'Page not found') },
];

const PRINT_SCREENS = [
  ['print-cards', '/admin/print/cards?menu=1&onay=1'],
  ['print-menu-both', '/admin/print/menu?lang=both'],
  ['print-menu-en', '/admin/print/menu?lang=en'],
  ['print-prices-a3', '/admin/print/prices?size=A3'],
] as const;

/** A back-office page, once its data is in. */
const adminPage = (name: string, path: string, title: string, inReach: Pick<Screen, 'main' | 'reach'> = {}): Screen => ({
  name,
  path,
  prepare: async (page) => {
    await heading(page, title);
    await expect(page.getByRole('status').filter({ hasText: /yükleniyor/ })).toHaveCount(0);
  },
  ...inReach,
});

const button = (name: string | RegExp) => (page: Page) => page.getByRole('button', { name });
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text }).first();

const ADMIN_SCREENS: Screen[] = [
  {
    name: 'admin-login',
    path: '/admin/login',
    signedOut: true,
    prepare: (page) => heading(page, 'Giriş Yap'),
    reach: (page) => [page.getByRole('button', { name: 'Giriş Yap' })],
  },
  adminPage('admin-products', '/admin/products', 'Ürünler', {
    main: button('Ürün Ekle'),
    reach: (page) => [
      page.getByRole('article', { name: 'Kaşarlı Pide', exact: true }).getByRole('button', { name: /^Düzenle\b/ }),
      page.getByRole('combobox', { name: 'Kategoriye göre filtrele' }),
    ],
  }),
  adminPage('admin-categories', '/admin/categories', 'Kategoriler', {
    main: button('Kategori Ekle'),
    reach: (page) => [page.getByRole('article', { name: 'Pide', exact: true }).getByRole('button', { name: /^Sil\b/ })],
  }),
  adminPage('admin-users', '/admin/users', 'Kullanıcılar', {
    main: button('Kullanıcı Ekle'),
    reach: (page) => [row(page, '(siz)').getByText('Aktif'), row(page, '(siz)').getByRole('button', { name: /^Düzenle\b/ })],
  }),
  adminPage('admin-accounts', '/admin/accounts', 'Hesaplar', {
    main: (page) => page.getByRole('button', { name: 'Hesap Ekle' }).first(),
    // The sample account: what is left to pay, its state, and its buttons.
    reach: (page) => [
      page.getByRole('searchbox', { name: 'Ad veya telefonla ara' }),
      page.getByRole('combobox', { name: 'Ödeme yok' }),
      row(page, 'Restoran').getByText('₺300,00', { exact: true }),
      row(page, 'Restoran').getByText('Kısmi Ödeme'),
      row(page, 'Restoran').getByRole('button', { name: /^Düzenle\b/ }),
    ],
  }),
  // The sample account "Restoran" (the first one a new database has): its ledger and a statement.
  // At the counter: the balance, taking a payment, the entries.
  adminPage('admin-account', '/admin/accounts/1', 'Restoran', {
    main: button('Ödeme al'),
    reach: (page) => [
      page.getByRole('link', { name: 'WhatsApp ile hatırlat' }),
      page.getByRole('row', { name: /Ödeme · Nakit/ }).getByRole('button', { name: /^Geri al/ }),
    ],
  }),
  {
    name: 'admin-account-statement',
    path: '/admin/accounts/1/statement?from=2020-01-01&to=2030-12-31',
    prepare: (page) => heading(page, 'Hesap ekstresi'),
  },
  adminPage('admin-ingredients', '/admin/ingredients', 'Malzemeler', {
    main: button('Malzeme Ekle'),
    reach: (page) => {
      const tomato = page.getByRole('region', { name: /^Pide/ }).getByRole('row').filter({ hasText: 'Domates' });
      return [tomato.getByText('Aktif'), tomato.getByRole('button', { name: /^Düzenle\b/ })];
    },
  }),
  adminPage('admin-tags', '/admin/tags', 'Etiketler', {
    main: (page) => page.getByRole('form', { name: 'Etiket Ekle' }).getByRole('button', { name: 'Etiket Ekle' }),
    reach: (page) => [row(page, 'Popüler').getByText('Aktif'), row(page, 'Popüler').getByRole('button', { name: /^Sil\b/ })],
  }),
  adminPage('admin-campaigns', '/admin/campaigns', 'Kampanyalar', {
    main: (page) => page.getByRole('form', { name: 'Kampanya Ekle' }).getByRole('button', { name: 'Kampanya Ekle' }),
    reach: (page) => [
      row(page, 'Pide + Ayran Menüsü').getByText('Yayında'),
      row(page, 'Pide + Ayran Menüsü').getByRole('button', { name: /^Düzenle\b/ }),
    ],
  }),
  adminPage('admin-reviews', '/admin/reviews', 'Yorumlar', {
    main: (page) => page.getByRole('heading', { level: 1 }),
    reach: (page) => [
      page
        .getByRole('list', { name: 'Yorumlar' })
        .getByRole('listitem')
        .first()
        .getByRole('button', { name: /^Sil\b/ }),
    ],
  }),
  adminPage('admin-translations', '/admin/translations?dil=ru', 'Çeviriler', { main: button(/^Kaydet/) }),
  adminPage('admin-print', '/admin/print', 'QR ve Baskı', { main: button('Kaydet') }),
  adminPage('admin-prices', '/admin/prices', 'Fiyat güncelle', { main: button('Önizle') }),
  adminPage('admin-audit', '/admin/audit', 'Değişiklik geçmişi', {
    main: (page) => page.getByRole('combobox', { name: 'Kişi' }),
    // Each change is a card with its person on screen.
    reach: (page) => [
      page.getByLabel('Bitiş'),
      page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader') })
        .first()
        .getByRole('cell')
        .first(),
    ],
  }),
  adminPage('admin-reports', '/admin/reports', 'Raporlar', { main: button('Son 30 gün') }),
  adminPage('admin-settings', '/admin/settings', 'Ayarlar', { main: button('Kaydet') }),
  adminPage('admin-board', '/admin/board', 'Masalar', { main: button('Sesi aç') }),
  // The stations (D59): their list and form, the screens' chooser, and the oven's screen (migration 033's Mutfak is 1, the sample's Fırın 2).
  adminPage('admin-stations', '/admin/stations', 'İstasyonlar', {
    main: button('İstasyon Ekle'),
    reach: (page) => [row(page, 'Fırın').getByRole('button', { name: /^Düzenle\b/ })],
  }),
  adminPage('admin-kitchen', '/admin/kitchen', 'Mutfak ekranı', { main: (page) => page.getByRole('link', { name: 'Fırın', exact: true }) }),
  adminPage('admin-station-screen', '/admin/kitchen/2', 'Fırın', { main: button('Sesi aç') }),
  // The sample's table 5 (id 5) and its partly paid bill (D60): 'Ödemeyi al' on the phone's first screen.
  adminPage('admin-bill', '/admin/board/5', 'Masa 5 · Hesap', { main: button('Ödemeyi al') }),
  adminPage('admin-day-end', '/admin/day-end', 'Gün sonu', { main: (page) => page.getByRole('link', { name: 'CSV indir' }) }),
  adminPage('admin-not-found', '/admin/olmayan-sayfa', 'Sayfa bulunamadı', { reach: () => [] }),
  {
    name: 'admin-product-form',
    path: '/admin/products',
    dialog: true,
    prepare: async (page) => {
      await heading(page, 'Ürünler');
      await page.getByRole('button', { name: 'Ürün Ekle' }).first().click();
      const modal = page.getByRole('dialog', { name: 'Ürün Ekle' });
      // With the errors a person sees after saving too early.
      await modal.getByRole('button', { name: 'Kaydet' }).click();
      await expect(modal.getByText('Lütfen bir kategori seçin!')).toBeVisible();
    },
  },
  {
    name: 'admin-password-change',
    path: '/admin/products',
    dialog: true,
    prepare: async (page) => {
      await heading(page, 'Ürünler');
      // On a phone the person's buttons are behind 'Menü'.
      const menu = page.getByRole('button', { name: 'Menü' });
      if (await menu.isVisible()) await menu.click();
      await page.getByRole('button', { name: 'Şifremi değiştir' }).click();
      const modal = page.getByRole('dialog', { name: 'Şifremi değiştir' });
      // With the errors a person sees after saving too early.
      await modal.getByRole('button', { name: 'Şifreyi değiştir' }).click();
      await expect(modal.getByText('Mevcut şifre gerekli')).toBeVisible();
    },
  },
  {
    name: 'admin-category-delete-confirm',
    path: '/admin/categories',
    dialog: true,
    prepare: async (page) => {
      await heading(page, 'Kategoriler');
      // An empty category: one that still has products is refused without the question.
      await page
        .getByRole('article', { name: /^Pasif kategori/ })
        .getByRole('button', { name: /^Sil\b/ })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Silme onayı' });
      await expect(confirm.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
    },
  },
  {
    name: 'admin-discard-question',
    path: '/admin/categories',
    dialog: true,
    prepare: async (page) => {
      await heading(page, 'Kategoriler');
      await page.getByRole('button', { name: 'Kategori Ekle' }).first().click();
      await page.getByRole('dialog', { name: 'Kategori Ekle' }).getByRole('textbox', { name: 'Kategori adı (TR)' }).fill('Lahmacun');
      await page.keyboard.press('Escape');
      const question = page.getByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' });
      await expect(question.getByRole('button', { name: 'Düzenlemeye dön' })).toBeFocused();
    },
    leave: async (page) => {
      await page
        .getByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' })
        .getByRole('button', { name: 'Değişiklikleri sil' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Kategori Ekle' })).toBeHidden();
    },
  },
  {
    // A failure and a delete's "Geri al", fixed to the bottom of the screen.
    name: 'admin-notices',
    path: '/admin/categories',
    dialog: true,
    prepare: async (page) => {
      await heading(page, 'Kategoriler');
      const notices = page.getByRole('region', { name: 'Bildirimler' });
      const showcased = page.getByRole('article', { name: /^Pasif kategori/ });
      // The refusal is made up for the picture, and no delete reaches the server should the
      // notice run out: the showcase category is needed by the next runs.
      await page.route('**/api/admin/categories/*/active', (route) =>
        route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: JSON.stringify({ error: 'conflict', message: 'Başka biri bu kategoriyi değiştiriyor.' }),
        }),
      );
      await page.route('**/api/admin/categories/*', (route) =>
        route.request().method() === 'DELETE' ? route.fulfill({ status: 204 }) : route.fallback(),
      );
      await showcased.getByRole('switch').click();
      await expect(notices.getByRole('alert')).toContainText('güncellenemedi');
      await showcased.getByRole('button', { name: /^Sil\b/ }).click();
      await page.getByRole('alertdialog', { name: 'Silme onayı' }).getByRole('button', { name: 'Sil' }).click();
      await expect(showcased).toHaveCount(0);
      // The pointer on the notices holds them while axe looks.
      await notices.getByRole('status').getByRole('listitem').hover();
    },
    leave: async (page) => {
      const notices = page.getByRole('region', { name: 'Bildirimler' });
      await notices.getByRole('button', { name: 'Geri al' }).click();
      await expect(page.getByRole('article', { name: /^Pasif kategori/ })).toBeVisible();
      await notices.getByRole('alert').getByRole('button', { name: 'Bildirimi kapat' }).click();
      await page.unrouteAll();
    },
  },
];

const SIZES: [string, BrowserContextOptions][] = [
  ['phone', PHONE],
  ['laptop', LAPTOP],
];

/** Loads every image now (lazy ones too), so the full-page screenshot shows them. */
async function loadImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const image of images) image.loading = 'eager';
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
}

/**
 * A back-office page's main action on the first screen, before anything is scrolled. On the
 * counter's phone the links are behind 'Menü', so the page starts at the top with its heading;
 * on a laptop 'Çıkış Yap' is in sight too.
 */
async function expectMainActionInSight(page: Page, screen: Screen, size: string): Promise<void> {
  if (!screen.main) return;
  const label = `${screen.name} at ${size} size`;
  if (size === 'phone') {
    const top = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(top.y, `${label}: the page's heading is near the top`).toBeLessThan(150);
    await expect(page.getByRole('navigation', { name: 'Yönetim menüsü' }), `${label}: the links wait behind 'Menü'`).toBeHidden();
  } else {
    await expectOnFirstScreen(page, page.getByRole('button', { name: 'Çıkış Yap' }), `${label}: Çıkış Yap`);
  }
  await expectOnFirstScreen(page, screen.main(page), `${label}: main action`);
}

/**
 * Switches the back office to its dark theme on the page as it is, with its own 'Koyu tema'
 * button (behind 'Menü' on a phone, or behind a dialog: pressed from the page's code, as a
 * click would), so the document is the one a person switching it would see. A page without the
 * button (the sign-in page, a missing page) is loaded again in the dark theme.
 */
async function switchToDark(page: Page, screen: Screen): Promise<void> {
  const pressed = await page.evaluate(() => {
    const toggle = [...document.querySelectorAll<HTMLButtonElement>('button[aria-pressed="false"]')].find(
      (button) => button.textContent?.trim() === 'Koyu tema',
    );
    toggle?.click();
    return Boolean(toggle);
  });
  if (!pressed) {
    await rememberTheme(page, 'dark');
    await page.reload();
    await screen.prepare(page);
  }
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // What the theme draws after it is applied (the report's chart) is drawn by the next frame.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** Remembers `theme` as this device's choice for the back office, as its switch does: the next load shows it. */
async function rememberTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate(([key, value]) => window.localStorage.setItem(key, value), [THEME_STORAGE_KEY, theme] as const);
}

/** On a phone: nothing scrolls sideways, and nothing the page lists is cut off at the edge once scrolled to. */
async function expectFitsPhone(page: Page, screen: Screen, label: string): Promise<void> {
  if (!screen.reach) return;
  await expectNoSidewaysScroll(page, label);
  for (const element of screen.reach(page)) {
    // A list left empty by the flows before (reviews) has no row to reach.
    if ((await element.count()) > 0) await expectOnScreen(element, label);
  }
}

// The looks are independent of each other: both workers take them, each on its own server.
test.describe.configure({ mode: 'parallel' });

// Records in every state the back office can show, so axe checks every look (showcase.ts).
let showcase: Showcase | undefined;
test.beforeAll(async ({ server }) => {
  showcase = await Showcase.arrange(server.url);
});
test.afterAll(async () => {
  await showcase?.remove();
});

for (const [size, options] of SIZES) {
  test.describe(`${size} size`, () => {
    test.use(options);

    // One test per size, one step per page: a context and a sign-in serve them all, and a page
    // that fails axe does not hide the others' results (soft assertions). Each page is loaded
    // once and looked at in both themes: the whole of axe in the light one, then, switched in
    // place as a person would, the rules a theme can change (the colours) in the dark one, on
    // the same document.
    test(`guest pages, both themes (${size})`, async ({ page }) => {
      test.setTimeout(240_000);
      for (const screen of GUEST_SCREENS) {
        await test.step(screen.name, async () => {
          // The phone's own setting: guests follow it unless they chose otherwise.
          await page.emulateMedia({ colorScheme: 'light' });
          await page.goto(screen.path);
          await screen.prepare(page);
          await expectAccessible(page, `${screen.name}, light theme, at ${size} size`, { soft: true });
          await loadImages(page);
          await saveScreen(page, `${screen.name}-${size}`, { fullPage: !screen.dialog });
          await page.emulateMedia({ colorScheme: 'dark' });
          await expectAccessible(page, `${screen.name}, dark theme, at ${size} size`, { soft: true, colours: true });
          await saveScreen(page, `${screen.name}-dark-${size}`, { fullPage: !screen.dialog });
        });
      }
    });

    // The print pages are paper: one look, whatever the back office's theme.
    test(`print pages (${size})`, async ({ page }) => {
      await signIn(page);
      for (const [name, path] of PRINT_SCREENS) {
        await test.step(name, async () => {
          await page.goto(path);
          await expect(page.getByRole('button', { name: 'Yazdır / PDF olarak kaydet' })).toBeVisible();
          await expectAccessible(page, `${name} at ${size} size`, { soft: true });
          expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} scrolls sideways`).toBeLessThanOrEqual(
            page.viewportSize()!.width,
          );
          await saveScreen(page, `${name}-${size}`);
        });
      }
    });

    test(`admin pages, both themes (${size})`, async ({ page, context }) => {
      // Thirty pages and dialogs, each in two themes, in one test: minutes on a busy machine.
      test.setTimeout(480_000);
      for (const screen of ADMIN_SCREENS) {
        await test.step(screen.name, async () => {
          if (screen.signedOut) await context.clearCookies();
          else if (!(await context.cookies()).some((cookie) => cookie.name === 'sofra_session')) await signIn(page);
          await page.goto(screen.path);
          await screen.prepare(page);
          await expectMainActionInSight(page, screen, size);
          await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
          await expectAccessible(page, `${screen.name}, light theme, at ${size} size`, { soft: true });
          await loadImages(page);
          await saveScreen(page, `${screen.name}-light-${size}`, { fullPage: !screen.dialog });
          if (size === 'phone') await expectFitsPhone(page, screen, `${screen.name}, light theme`);
          await switchToDark(page, screen);
          await expectAccessible(page, `${screen.name}, dark theme, at ${size} size`, { soft: true, colours: true });
          await saveScreen(page, `${screen.name}-dark-${size}`, { fullPage: !screen.dialog });
          await screen.leave?.(page);
          // The next page loads in the light theme again.
          await rememberTheme(page, 'light');
        });
      }
    });
  });
}
