import type { Dialog, Page, Request } from '@playwright/test';
import { ANY_REVIEWS_BUTTON, expect, LAPTOP, signIn, test, uniqueName } from './support.js';

// A review is guests' own text: it must show as text, on the menu and in the back office.

const ATTACK = '<img src=x onerror=alert(1)>';

/** Records every native dialog and every request for the attack's image on `page`. */
function watchForAttack(page: Page) {
  const dialogs: string[] = [];
  const imageRequests: string[] = [];
  page.on('dialog', (dialog: Dialog) => dialogs.push(`${dialog.type()}: ${dialog.message()}`));
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname.endsWith('/x')) imageRequests.push(request.url());
  });
  return { dialogs, imageRequests };
}

test('a review written as HTML shows as plain text and runs nothing', async ({ page, newContext }) => {
  const guest = watchForAttack(page);
  const author = uniqueName('<b>Mallory</b>');

  await page.goto('/category/%C4%B0%C3%A7ecekler');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('İçecekler');
  const card = page.getByRole('article', { name: 'Çay', exact: true });
  await card.getByRole('button', { name: ANY_REVIEWS_BUTTON }).tap();
  const dialog = page.getByRole('dialog', { name: 'Yorumlar: Çay' });
  await dialog.getByRole('textbox', { name: 'Adınız' }).fill(author);
  await dialog
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '3 yıldız' }) })
    .tap();
  await dialog.getByRole('textbox', { name: 'Yorumunuz' }).fill(ATTACK);
  await dialog.getByRole('button', { name: 'Gönder' }).tap();
  await expect(dialog.getByRole('status')).toHaveText('Teşekkürler! Yorumunuz eklendi.');

  const review = dialog.getByRole('listitem').filter({ hasText: author });
  await expect(review).toContainText(ATTACK);
  await expect(review.locator('b')).toHaveCount(0);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // The same after a fresh load from the server.
  await page.reload();
  await page.getByRole('article', { name: 'Çay', exact: true }).getByRole('button', { name: ANY_REVIEWS_BUTTON }).tap();
  const reloaded = page.getByRole('dialog', { name: 'Yorumlar: Çay' });
  await expect(reloaded.getByRole('listitem').filter({ hasText: author })).toContainText(ATTACK);
  await expect(page.locator('img[src="x"]')).toHaveCount(0);

  // Staff read it in the back office as text too, then hide it and delete it (D8).
  const office = await (await newContext(LAPTOP)).newPage();
  const staff = watchForAttack(office);
  await signIn(office);
  await office.goto('/admin/reviews');
  const item = office.getByRole('list', { name: 'Yorumlar' }).getByRole('listitem').filter({ hasText: author });
  await expect(item).toContainText(ATTACK);
  await expect(item).toContainText('Çay');
  await expect(office.locator('img[src="x"]')).toHaveCount(0);

  await item.getByRole('button', { name: /^Gizle\b/ }).click();
  await expect(item).toContainText('Gizli');
  await expect(office.getByRole('status').filter({ hasText: 'Yorum gizlendi.' })).toBeVisible();
  await page.reload();
  await page.getByRole('article', { name: 'Çay', exact: true }).getByRole('button', { name: ANY_REVIEWS_BUTTON }).tap();
  const reopened = page.getByRole('dialog', { name: 'Yorumlar: Çay' });
  await expect(reopened.getByRole('heading', { name: 'Yorum ekle' })).toBeVisible();
  await expect(reopened.getByText('Yorumlar yükleniyor…')).toHaveCount(0);
  await expect(reopened.getByText(author)).toHaveCount(0);

  await item.getByRole('button', { name: /^Sil\b/ }).click();
  const confirm = office.getByRole('alertdialog', { name: 'Silme onayı' });
  await expect(confirm).toContainText('Bu yorumu silmek istediğinizden emin misiniz?');
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(confirm).toBeHidden();
  await expect(item).toHaveCount(0);

  expect(guest.dialogs, 'dialogs opened on the menu').toEqual([]);
  expect(staff.dialogs, 'dialogs opened in the back office').toEqual([]);
  expect([...guest.imageRequests, ...staff.imageRequests], 'requests for the injected image').toEqual([]);
});
