import type { Locator, Page } from '@playwright/test';
import { expectNoSidewaysScroll, expectOnScreen } from './reach.js';
import { expect, expectAccessible, PHONE, signIn, test, useTheme, type Theme } from './support.js';

// The back office on a manager's phone (390 px): every dialog fits the screen, so nothing is
// hidden off to the side and nothing scrolls sideways, and the products are a dense list. That
// every page fits a phone (the sign-in page too) is checked on the screens suite's load of it, in
// both themes (screens.spec.ts).

test.use(PHONE);

const WIDTH = PHONE.viewport!.width;

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
