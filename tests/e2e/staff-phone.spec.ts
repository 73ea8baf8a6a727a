import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, PHONE, signIn, test, useTheme, type Theme } from './support.js';

// The back office on a manager's phone (390 px): every page and dialog fits the screen, so
// nothing is hidden off to the side and nothing scrolls sideways.

test.use(PHONE);

const WIDTH = PHONE.viewport!.width;

/**
 * Nothing scrolls sideways: not the page, and not a part of it (a table in a scrolling box
 * would hide its last columns just the same). Text fields are left out: a long value scrolls
 * inside its own box, as everywhere.
 */
async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const found = await page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')} ` +
      `(${element.scrollWidth} px in ${element.clientWidth} px)`;
    const scrollers = [...document.querySelectorAll('body *')].filter((element) => {
      if (element.matches('input, textarea, select')) return false;
      const { overflowX } = getComputedStyle(element);
      return (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
    });
    return { page: document.documentElement.scrollWidth, scrollers: scrollers.map(describe) };
  });
  expect(found.page, `${label}: the page is wider than the phone`).toBeLessThanOrEqual(WIDTH);
  expect(found.scrollers, `${label}: parts of the page scroll sideways`).toEqual([]);
}

/** Wholly on screen once scrolled to: not cut off at the right edge. */
async function expectOnScreen(locator: Locator): Promise<void> {
  // Centred, not "if needed": an element just cut off by the bottom edge counts as visible
  // to scrollIntoViewIfNeeded, and this is about the right edge.
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'nearest' }));
  await expect(locator).toBeInViewport({ ratio: 1 });
}

async function listPage(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('status').filter({ hasText: /yükleniyor/ })).toHaveCount(0);
}

/** The dialog is within the screen, nothing in it scrolls sideways, and its `button` is on screen. */
async function expectDialogFits(page: Page, dialog: Locator, label: string, button: string | RegExp = /^(Kaydet|Vazgeç)$/): Promise<void> {
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box, `${label}: the dialog has a size`).not.toBeNull();
  expect(box!.x, `${label}: the dialog starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${label}: the dialog ends on screen`).toBeLessThanOrEqual(WIDTH);
  await expectNoSidewaysScroll(page, label);
  await expectOnScreen(dialog.getByRole('button', { name: button }).first());
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ context }) => {
      await useTheme(context, theme);
    });

    test(`the sign-in page fits a phone (${theme})`, async ({ page }) => {
      await page.goto('/admin/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giriş Yap');
      await expectNoSidewaysScroll(page, 'login');
      await expectOnScreen(page.getByRole('button', { name: 'Giriş Yap' }));
    });

    test(`every admin page fits a phone (${theme})`, async ({ page }) => {
      await signIn(page);

      await test.step('products', async () => {
        await listPage(page, '/admin/products', 'Ürünler');
        await expectNoSidewaysScroll(page, 'products');
        const card = page.getByRole('article', { name: 'Kaşarlı Pide', exact: true });
        await expectOnScreen(card.getByRole('button', { name: /^Düzenle\b/ }));
        await expectOnScreen(page.getByRole('combobox', { name: 'Kategoriye göre filtrele' }));
      });

      await test.step('categories', async () => {
        await listPage(page, '/admin/categories', 'Kategoriler');
        await expectNoSidewaysScroll(page, 'categories');
        const card = page.getByRole('article', { name: 'Pide', exact: true });
        await expectOnScreen(card.getByRole('button', { name: /^Sil\b/ }));
      });

      await test.step('tags', async () => {
        await listPage(page, '/admin/tags', 'Etiketler');
        await expectNoSidewaysScroll(page, 'tags');
        await expectOnScreen(page.getByRole('form', { name: 'Etiket Ekle' }).getByRole('button', { name: 'Etiket Ekle' }));
        const popular = page.getByRole('row').filter({ hasText: 'Popüler' }).first();
        await expectOnScreen(popular.getByText('Aktif'));
        await expectOnScreen(popular.getByRole('button', { name: /^Sil\b/ }));
      });

      await test.step('ingredients', async () => {
        await listPage(page, '/admin/ingredients', 'Malzemeler');
        await expectNoSidewaysScroll(page, 'ingredients');
        const tomato = page.getByRole('region', { name: /^Pide/ }).getByRole('row').filter({ hasText: 'Domates' });
        await expectOnScreen(tomato.getByText('Aktif'));
        await expectOnScreen(tomato.getByRole('button', { name: /^Düzenle\b/ }));
      });

      await test.step('campaigns', async () => {
        await listPage(page, '/admin/campaigns', 'Kampanyalar');
        await expectNoSidewaysScroll(page, 'campaigns');
        const sample = page.getByRole('row').filter({ hasText: 'Pide + Ayran Menüsü' });
        await expectOnScreen(sample.getByText('Yayında'));
        await expectOnScreen(sample.getByRole('button', { name: /^Düzenle\b/ }));
      });

      await test.step('accounts', async () => {
        await listPage(page, '/admin/accounts', 'Hesaplar');
        await expectNoSidewaysScroll(page, 'accounts');
        await expectOnScreen(page.getByRole('searchbox', { name: 'Ad veya telefonla ara' }));
        await expectOnScreen(page.getByRole('combobox', { name: 'Ödeme yok' }));
        // The sample account: what is left to pay, its state, and its buttons.
        const sample = page.getByRole('row').filter({ hasText: 'Restoran' });
        await expectOnScreen(sample.getByText('₺300,00', { exact: true }));
        await expectOnScreen(sample.getByText('Kısmi Ödeme'));
        await expectOnScreen(sample.getByRole('button', { name: /^Düzenle\b/ }));

        // Its page, from the counter's phone: the balance, taking a payment, the entries.
        await sample.getByRole('link', { name: 'Restoran' }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restoran');
        await expectNoSidewaysScroll(page, 'an account');
        await expectOnScreen(page.getByRole('button', { name: 'Ödeme al' }));
        await expectOnScreen(page.getByRole('link', { name: 'WhatsApp ile hatırlat' }));
        const payment = page.getByRole('row', { name: /Ödeme · Nakit/ });
        await expectOnScreen(payment.getByRole('button', { name: /^Geri al/ }));
      });

      await test.step('reviews', async () => {
        await listPage(page, '/admin/reviews', 'Yorumlar');
        await expectNoSidewaysScroll(page, 'reviews');
        const first = page.getByRole('list', { name: 'Yorumlar' }).getByRole('listitem').first();
        if ((await first.count()) > 0) await expectOnScreen(first.getByRole('button', { name: /^Sil\b/ }));
      });

      await test.step('users', async () => {
        await listPage(page, '/admin/users', 'Kullanıcılar');
        await expectNoSidewaysScroll(page, 'users');
        const me = page.getByRole('row').filter({ hasText: '(siz)' });
        await expectOnScreen(me.getByText('Aktif'));
        await expectOnScreen(me.getByRole('button', { name: /^Düzenle\b/ }));
      });

      await test.step('change history', async () => {
        await listPage(page, '/admin/audit', 'Değişiklik geçmişi');
        await expectNoSidewaysScroll(page, 'audit');
        await expectOnScreen(page.getByRole('combobox', { name: 'Kişi' }));
        await expectOnScreen(page.getByLabel('Bitiş'));
        // The flows before this one may have left changes; each is a card with its person on screen.
        const first = page
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader') })
          .first();
        if ((await first.count()) > 0) await expectOnScreen(first.getByRole('cell').first());
      });

      await test.step('a page that does not exist', async () => {
        await listPage(page, '/admin/olmayan-sayfa', 'Sayfa bulunamadı');
        await expectNoSidewaysScroll(page, 'not found');
      });
    });

    test(`the products are dense rows: six whole on the first screen, 'Sil' in the form, a tapped 'Tükendi' readable (${theme})`, async ({
      page,
    }) => {
      await signIn(page);
      await listPage(page, '/admin/products', 'Ürünler');
      // Counted where the page opens: the rows wholly within the first 390 × 844 screen.
      const whole = await page.getByRole('article').evaluateAll((rows) =>
        rows.filter((row) => {
          const { top, bottom, height } = row.getBoundingClientRect();
          return height > 0 && top >= 0 && bottom <= window.innerHeight;
        }),
      );
      expect(whole.length, 'dish rows wholly on the first screen').toBeGreaterThanOrEqual(6);

      // A row: the name, the price and the sold-out switch; deleting is in the dish's form, far from it.
      const row = page.getByRole('article', { name: 'Kaşarlı Pide', exact: true });
      await expect(row.getByRole('heading', { name: 'Kaşarlı Pide' })).toBeVisible();
      await expect(row.getByText('₺100,00')).toBeVisible();
      const soldOut = row.getByRole('button', { name: /^Tükendi\b/ });
      await expect(soldOut).toBeVisible();
      await expect(row.getByRole('button', { name: /^Sil\b/ })).toHaveCount(0);
      await row.getByRole('button', { name: /^Düzenle\b/ }).click();
      const form = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
      await expect(form.getByRole('button', { name: 'Ürünü sil' })).toBeVisible();
      await form.getByRole('button', { name: 'Vazgeç' }).click();
      await expect(form).toBeHidden();

      // Tapped: pressed, and still readable under the finger (a touch leaves the hover on it).
      await soldOut.tap();
      // A phone keeps the hover where it was tapped until the next touch elsewhere.
      await soldOut.hover();
      await expect(soldOut).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('status').filter({ hasText: 'Kaşarlı Pide bugün için tükendi.' })).toBeVisible();
      await expectAccessible(page, `products after a tap on Tükendi (${theme})`);
      await soldOut.tap();
      await expect(soldOut).toHaveAttribute('aria-pressed', 'false');
    });

    test(`every dialog fits a phone (${theme})`, async ({ page }) => {
      await signIn(page);
      const forms: [path: string, title: string, open: string, dialog: string][] = [
        ['/admin/products', 'Ürünler', 'Ürün Ekle', 'Ürün Ekle'],
        ['/admin/categories', 'Kategoriler', 'Kategori Ekle', 'Kategori Ekle'],
        ['/admin/ingredients', 'Malzemeler', 'Malzeme Ekle', 'Malzeme Ekle'],
        ['/admin/accounts', 'Hesaplar', 'Hesap Ekle', 'Hesap Ekle'],
        ['/admin/users', 'Kullanıcılar', 'Kullanıcı Ekle', 'Kullanıcı Ekle'],
      ];
      for (const [path, title, open, name] of forms) {
        await test.step(name, async () => {
          await listPage(page, path, title);
          await page.getByRole('button', { name: open }).first().click();
          const dialog = page.getByRole('dialog', { name });
          // With the messages a person sees after saving too early, which make it longer.
          await dialog.getByRole('button', { name: 'Kaydet' }).click();
          await expect(dialog.locator('[aria-invalid="true"]').first()).toBeVisible();
          await expectDialogFits(page, dialog, name);
          await dialog.getByRole('button', { name: 'Kapat' }).click();
          await expect(dialog).toBeHidden();
        });
      }

      await test.step('the question before throwing away changes', async () => {
        await listPage(page, '/admin/categories', 'Kategoriler');
        await page.getByRole('button', { name: 'Kategori Ekle' }).first().click();
        const dialog = page.getByRole('dialog', { name: 'Kategori Ekle' });
        await dialog.getByRole('textbox', { name: 'Kategori adı (TR)' }).fill('Lahmacun');
        await dialog.getByRole('button', { name: 'Vazgeç' }).click();
        const question = page.getByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' });
        await expectDialogFits(page, question, 'unsaved changes question', 'Değişiklikleri sil');
        await question.getByRole('button', { name: 'Değişiklikleri sil' }).click();
        await expect(dialog).toBeHidden();
      });

      await test.step('a notice after saving', async () => {
        await listPage(page, '/admin/accounts', 'Hesaplar');
        await page
          .getByRole('row')
          .filter({ hasText: 'Restoran' })
          .getByRole('button', { name: /^Düzenle\b/ })
          .click();
        await page.getByRole('dialog', { name: 'Hesabı Düzenle' }).getByRole('button', { name: 'Kaydet' }).click();
        const saved = page
          .getByRole('region', { name: 'Bildirimler' })
          .getByRole('listitem')
          .filter({ hasText: 'Restoran hesabı kaydedildi.' });
        await expectOnScreen(saved);
        await expectNoSidewaysScroll(page, 'notice');
      });

      await test.step('taking a payment', async () => {
        await listPage(page, '/admin/accounts', 'Hesaplar');
        await page.getByRole('row').filter({ hasText: 'Restoran' }).getByRole('link', { name: 'Restoran' }).click();
        await page.getByRole('button', { name: 'Ödeme al' }).click();
        const form = page.getByRole('dialog', { name: 'Ödeme al' });
        await expectDialogFits(page, form, 'payment form', 'Ödemeyi kaydet');
        await form.getByRole('button', { name: 'Vazgeç' }).click();
        await expect(form).toBeHidden();
      });

      await test.step('the question before deleting', async () => {
        await listPage(page, '/admin/campaigns', 'Kampanyalar');
        await page
          .getByRole('row')
          .filter({ hasText: 'Pide + Ayran Menüsü' })
          .getByRole('button', { name: /^Sil\b/ })
          .click();
        const confirm = page.getByRole('alertdialog', { name: 'Silme onayı' });
        await expectDialogFits(page, confirm, 'delete question');
        await confirm.getByRole('button', { name: 'Vazgeç' }).click();
        await expect(confirm).toBeHidden();
      });
    });
  });
}
