import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support.js';

// Typed changes are never lost without a question, in the real app and its real router: not
// by Escape, a click beside the form, a link, the browser's Back button, nor leaving the site.

const question = (page: Page) => page.getByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' });

/** Whether leaving the site now would make the browser ask (without opening its dialog). */
const browserWouldAsk = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

test('a product form with typed changes asks before Escape or the backdrop closes it', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/products');
  await page.getByRole('button', { name: 'Ürün Ekle' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Ürün Ekle' });
  const name = modal.getByRole('textbox', { name: 'Ürün adı (TR)' });
  await name.fill('Lahmacun');
  expect(await browserWouldAsk(page)).toBe(true);

  await page.keyboard.press('Escape');
  await expect(question(page)).toContainText('Kaydedilmemiş değişiklikler silinsin mi?');
  await expect(question(page).getByRole('button', { name: 'Düzenlemeye dön' })).toBeFocused();
  // A second Escape answers the question with "keep editing", and the form stays open.
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeHidden();
  await expect(modal).toBeVisible();
  await expect(name).toHaveValue('Lahmacun');
  // Once more, Escape still asks instead of closing the form.
  await page.keyboard.press('Escape');
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Düzenlemeye dön' }).click();
  await expect(modal).toBeVisible();

  // A click on the backdrop beside the form.
  await page.mouse.click(8, 8);
  await expect(question(page)).toBeVisible();
  await question(page).getByRole('button', { name: 'Değişiklikleri sil' }).click();
  await expect(question(page)).toBeHidden();
  await expect(modal).toBeHidden();
  expect(await browserWouldAsk(page)).toBe(false);

  // Nothing typed: Escape closes at once.
  await page.getByRole('button', { name: 'Ürün Ekle' }).first().click();
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(question(page)).toHaveCount(0);
});

test('leaving a tag form with typed changes by a link or the Back button asks first', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/categories');
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Etiketler' }).click();
  await expect(page).toHaveURL('/admin/tags');
  const form = page.getByRole('form', { name: 'Etiket Ekle' });
  const name = form.getByRole('textbox', { name: 'Etiket adı (TR)' });
  await name.fill('Vejetaryen');

  // A link in the sidebar.
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Ürünler' }).click();
  await expect(question(page)).toBeVisible();
  await expect(page).toHaveURL('/admin/tags');
  await question(page).getByRole('button', { name: 'Düzenlemeye dön' }).click();
  await expect(page).toHaveURL('/admin/tags');
  await expect(name).toHaveValue('Vejetaryen');

  // The browser's Back button (what it does: history.back()) waits for the answer.
  await page.evaluate(() => window.history.back());
  await expect(question(page)).toBeVisible();
  await expect(page).toHaveURL('/admin/tags');
  await question(page).getByRole('button', { name: 'Düzenlemeye dön' }).click();
  await expect(name).toHaveValue('Vejetaryen');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Etiketler');

  // Agreeing goes where the person was going.
  await page.evaluate(() => window.history.back());
  await question(page).getByRole('button', { name: 'Değişiklikleri sil' }).click();
  await expect(page).toHaveURL('/admin/categories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kategoriler');
  expect(await browserWouldAsk(page)).toBe(false);
});
