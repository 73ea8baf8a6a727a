import type { Locator, Page } from '@playwright/test';
import { failureNotice, notice, sendDelete, undoDelete } from './notices.js';
import { expect, pickUpWithKeyboard, PHONE, signIn, test, uniqueName } from './support.js';

// A manager on the laptop edits the menu's categories; a guest's phone shows the result.

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const guestCategories = (guest: Page) => guest.getByRole('region', { name: 'Kategoriler' });
const guestCategoryLink = (guest: Page, name: string) => guestCategories(guest).getByRole('link', { name: new RegExp(`^${name} `) });

/** The answer to the next "save this order" request. */
const orderSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/api/admin/categories/order') && response.request().method() === 'PUT');

/** The category names in the order the grid shows them. */
async function gridOrder(list: Locator): Promise<string[]> {
  return list.evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));
}

test('create, edit, switch off and delete a category; guests see each change', async ({ page, newContext, adminApi }) => {
  const nameTr = uniqueName('Lahmacun');
  const nameEn = uniqueName('Lahmacun EN');
  const renamed = uniqueName('Lahmacun ve Dürüm');
  const guest = await (await newContext(PHONE)).newPage();
  try {
    await signIn(page);
    await page.goto('/admin/categories');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kategoriler');

    // Create, after the form has pointed out what is missing.
    await page.getByRole('button', { name: 'Kategori Ekle' }).first().click();
    let modal = page.getByRole('dialog', { name: 'Kategori Ekle' });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('textbox', { name: 'Kategori adı (TR)' })).toBeFocused();
    await modal.getByRole('button', { name: 'Kaydet' }).click();
    await expect(modal.getByText('Kategori adı (TR) gerekli')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Kategori adı (TR)' }).fill(nameTr);
    await modal.getByRole('textbox', { name: 'Kategori adı (EN)' }).fill(nameEn);
    await modal.getByRole('textbox', { name: 'Açıklama (TR)' }).fill('İnce hamurlu, bol maydanozlu.');
    await modal.getByRole('textbox', { name: 'Açıklama (EN)' }).fill('Thin, crisp and served with parsley.');
    // A picture kept elsewhere goes by its address (a photo is uploaded in staff-photos.spec.ts).
    await modal.getByRole('button', { name: 'Adres ile ekle' }).click();
    await modal.getByRole('textbox', { name: 'Görsel URL' }).fill('ftp://example.com/lahmacun.svg');
    await modal.getByRole('button', { name: 'Kaydet' }).click();
    await expect(modal.getByText('Görsel https:// ile başlayan geçerli bir adres olmalı')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Görsel URL' }).fill('/images/menu/pide.svg');
    await modal.getByRole('checkbox', { name: 'Birden fazla boy' }).check();
    await modal.getByRole('button', { name: 'Kaydet' }).click();
    await expect(modal).toBeHidden();
    await expect(notice(page, `${nameTr} kaydedildi.`)).toBeVisible();
    const created = card(page, nameTr);
    await expect(created).toContainText(nameEn);
    await expect(created).toContainText('0 ürün');
    await expect(created).toContainText('Birden fazla boy');
    await expect(created.getByRole('switch')).toHaveAttribute('aria-checked', 'true');

    await guest.goto('/');
    await expect(guestCategoryLink(guest, nameTr)).toBeVisible();
    await guestCategoryLink(guest, nameTr).tap();
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(nameTr);
    await expect(guest.getByText('İnce hamurlu, bol maydanozlu.')).toBeVisible();

    // Edit.
    await created.getByRole('button', { name: /^Düzenle\b/ }).click();
    modal = page.getByRole('dialog', { name: 'Kategoriyi Düzenle' });
    await expect(modal.getByRole('textbox', { name: 'Kategori adı (TR)' })).toHaveValue(nameTr);
    await modal.getByRole('textbox', { name: 'Kategori adı (TR)' }).fill(renamed);
    await modal.getByRole('button', { name: 'Kaydet' }).click();
    await expect(modal).toBeHidden();
    const edited = card(page, renamed);
    await expect(edited).toBeVisible();
    await expect(card(page, nameTr)).toHaveCount(0);

    await guest.goto('/');
    await expect(guestCategoryLink(guest, renamed)).toBeVisible();
    await expect(guestCategoryLink(guest, nameTr)).toHaveCount(0);
    // Its English page keeps working under the English name.
    await guest.goto(`/EN/category/${encodeURIComponent(nameEn)}`);
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText(nameEn);

    // Switch off, then on: one click on the card (spec §4).
    const toggle = edited.getByRole('switch');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(toggle).toContainText('Pasif');
    await guest.goto('/');
    await expect(guestCategories(guest).getByRole('link', { name: /^Pide / })).toBeVisible();
    await expect(guestCategoryLink(guest, renamed)).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await guest.goto('/');
    await expect(guestCategoryLink(guest, renamed)).toBeVisible();

    // Delete: first the question; "Vazgeç" keeps it, "Sil" deletes it.
    await edited.getByRole('button', { name: /^Sil\b/ }).click();
    let confirm = page.getByRole('alertdialog', { name: 'Silme onayı' });
    await expect(confirm).toContainText('Bu kategoriyi silmek istediğinizden emin misiniz?');
    await expect(confirm).toContainText(renamed);
    await expect(confirm.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(confirm).toBeHidden();
    await expect(edited).toBeVisible();

    // "Sil" takes it off the list at once; "Geri al" on the notice brings it back untouched.
    await edited.getByRole('button', { name: /^Sil\b/ }).click();
    confirm = page.getByRole('alertdialog', { name: 'Silme onayı' });
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await expect(confirm).toBeHidden();
    await expect(edited).toHaveCount(0);
    await undoDelete(page, `${renamed} silindi.`);
    await expect(edited).toBeVisible();
    await expect(notice(page, `${renamed} geri alındı.`)).toBeVisible();
    await guest.goto('/');
    await expect(guestCategoryLink(guest, renamed)).toBeVisible();

    // Without "Geri al", the delete is sent when the notice goes.
    await edited.getByRole('button', { name: /^Sil\b/ }).click();
    await page.getByRole('alertdialog', { name: 'Silme onayı' }).getByRole('button', { name: 'Sil' }).click();
    await expect(edited).toHaveCount(0);
    expect(await sendDelete(page, `${renamed} silindi.`)).toBe(204);
    await expect(edited).toHaveCount(0);

    await guest.goto('/');
    await expect(guestCategories(guest).getByRole('link', { name: /^Pide / })).toBeVisible();
    await expect(guestCategoryLink(guest, renamed)).toHaveCount(0);
  } finally {
    await adminApi.deleteByName('categories', nameTr);
    await adminApi.deleteByName('categories', renamed);
  }
});

test('a category that still has products is refused at once, in the server’s words', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/categories');
  await card(page, 'Pide')
    .getByRole('button', { name: /^Sil\b/ })
    .click();
  // No question and no "silindi": the page knows the products are there.
  await expect(failureNotice(page, 'Pide silinemez.')).toContainText('"Pide" kategorisinde');
  await expect(failureNotice(page, 'Pide silinemez.')).toContainText('ürünleri başka bir kategoriye taşıyın');
  await expect(page.getByRole('alertdialog', { name: 'Silme onayı' })).toHaveCount(0);
  await expect(notice(page, 'Pide silindi.')).toHaveCount(0);
  await expect(card(page, 'Pide')).toBeVisible();
});

test('a delete the server refuses later (a product added meanwhile) brings the category back and says so', async ({ page, adminApi }) => {
  const category = await adminApi.createCategory(uniqueName('Dürüm'));
  let productId: number | undefined;
  try {
    await signIn(page);
    await page.goto('/admin/categories');
    await expect(card(page, category.nameTr)).toContainText('0 ürün');
    // Someone else adds a dish while this page still shows the category empty.
    ({ id: productId } = await adminApi.create<{ id: number }>('products', {
      nameTr: uniqueName('Tavuk Dürüm'),
      nameEn: uniqueName('Chicken Wrap'),
      descriptionTr: 'Izgara tavuk.',
      descriptionEn: 'Grilled chicken.',
      price: '90',
      image: '/images/menu/pide.svg',
      categoryId: category.id,
    }));
    await card(page, category.nameTr)
      .getByRole('button', { name: /^Sil\b/ })
      .click();
    await page.getByRole('alertdialog', { name: 'Silme onayı' }).getByRole('button', { name: 'Sil' }).click();
    await expect(card(page, category.nameTr)).toHaveCount(0);
    expect(await sendDelete(page, `${category.nameTr} silindi.`)).toBe(409);
    await expect(failureNotice(page, `${category.nameTr} silinemedi; listede yerine geri kondu.`)).toContainText('1 ürün var');
    await expect(card(page, category.nameTr)).toBeVisible();
  } finally {
    if (productId !== undefined) await adminApi.delete('products', productId);
    await adminApi.delete('categories', category.id);
  }
});

test('reorder categories by dragging with the mouse and with the keyboard; guests see the new order', async ({
  page,
  newContext,
  adminApi,
}) => {
  const first = await adminApi.createCategory(uniqueName('Sıra A'));
  const second = await adminApi.createCategory(uniqueName('Sıra B'));
  const guest = await (await newContext(PHONE)).newPage();
  try {
    // The two start side by side at the front of the grid: A, B.
    await adminApi.putCategoriesFirst([first.id, second.id]);
    await signIn(page);
    await page.goto('/admin/categories');
    const grid = page.getByRole('list', { name: 'Kategoriler' });
    const titles = grid.getByRole('heading', { level: 2 });
    await expect(titles.nth(0)).toHaveText(first.nameTr);
    await expect(titles.nth(1)).toHaveText(second.nameTr);

    // Mouse: drag B's handle onto A's.
    const handleA = page.getByRole('button', { name: `Sırala: ${first.nameTr}` });
    const handleB = page.getByRole('button', { name: `Sırala: ${second.nameTr}` });
    const from = (await handleB.boundingBox())!;
    const to = (await handleA.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 - 10, from.y + from.height / 2, { steps: 3 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
    // dnd-kit tells screen readers where the card is; once it is over A's place, drop it.
    await expect(page.getByText(`${second.nameTr} 1. konumun üzerinde.`)).toBeAttached();
    let saved = orderSaved(page);
    await page.mouse.up();
    expect((await saved).ok()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Sıralama kaydedildi.' })).toBeVisible();
    await expect(titles.nth(0)).toHaveText(second.nameTr);
    await expect(titles.nth(1)).toHaveText(first.nameTr);

    await guest.goto('/');
    const names = guestCategories(guest).getByRole('link');
    await expect(guestCategoryLink(guest, first.nameTr)).toBeVisible();
    expect((await gridOrder(names)).slice(0, 2).map((text) => text.slice(0, second.nameTr.length))).toEqual([second.nameTr, first.nameTr]);

    // Keyboard (dnd-kit's keyboard sensor): focus A's handle, Space, arrow left, Space.
    await page.reload();
    await expect(titles.nth(0)).toHaveText(second.nameTr);
    await pickUpWithKeyboard(page, handleA);
    await expect(page.getByText(`${first.nameTr} 2. konumun üzerinde.`)).toBeAttached();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByText(`${first.nameTr} 1. konumun üzerinde.`)).toBeAttached();
    saved = orderSaved(page);
    await page.keyboard.press('Space');
    expect((await saved).ok()).toBe(true);
    await expect(page.getByText(`${first.nameTr} 1. konuma bırakıldı.`)).toBeAttached();
    await expect(page.getByRole('status').filter({ hasText: 'Sıralama kaydedildi.' })).toBeVisible();
    await expect(titles.nth(0)).toHaveText(first.nameTr);
    await expect(titles.nth(1)).toHaveText(second.nameTr);
    // The handle keeps focus, so the next move can follow at once.
    await expect(handleA).toBeFocused();

    // Saved on the server: still so after a reload, and on the guest's phone.
    await page.reload();
    await expect(titles.nth(0)).toHaveText(first.nameTr);
    await guest.goto('/');
    await expect(guestCategoryLink(guest, first.nameTr)).toBeVisible();
    expect((await gridOrder(names)).slice(0, 2).map((text) => text.slice(0, first.nameTr.length))).toEqual([first.nameTr, second.nameTr]);

    // Escape cancels a keyboard move.
    await pickUpWithKeyboard(page, handleA);
    await expect(page.getByText(`${first.nameTr} 1. konumun üzerinde.`)).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`${first.nameTr} 2. konumun üzerinde.`)).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(page.getByText(`Taşıma iptal edildi. ${first.nameTr} eski yerinde.`)).toBeAttached();
    await expect(titles.nth(0)).toHaveText(first.nameTr);
  } finally {
    await adminApi.delete('categories', first.id);
    await adminApi.delete('categories', second.id);
  }
});
