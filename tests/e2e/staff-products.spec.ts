import type { Page } from '@playwright/test';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { sendDelete } from './notices.js';
import { expect, pickUpWithKeyboard, PHONE, signIn, test, uniqueName } from './support.js';

// A manager adds a dish to the menu, changes it, takes it off and deletes it; a guest's phone
// shows each step.

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('create, edit, switch off and delete a product; guests see each change', async ({ page, newContext, adminApi }) => {
  // The product gets a category of its own, so no other test's view of the menu changes.
  const category = await adminApi.createCategory(uniqueName('Dürüm'), uniqueName('Wraps'));
  const categoryPath = `/category/${encodeURIComponent(category.nameTr)}`;
  const nameTr = uniqueName('Adana Dürüm');
  const nameEn = uniqueName('Adana Wrap');
  const renamed = uniqueName('Acılı Adana Dürüm');
  const guest = await (await newContext(PHONE)).newPage();
  try {
    await signIn(page);
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ürünler');

    await page.getByRole('button', { name: 'Ürün Ekle' }).first().click();
    let modal = page.getByRole('dialog', { name: 'Ürün Ekle' });
    await expect(modal).toBeVisible();
    // Saving without a category says so in the spec's words.
    await modal.getByRole('button', { name: 'Kaydet' }).click();
    await expect(modal.getByText('Lütfen bir kategori seçin!')).toBeVisible();
    await expect(modal.getByText('Ürün adı (TR) gerekli')).toBeVisible();

    await modal.getByRole('textbox', { name: 'Ürün adı (TR)' }).fill(nameTr);
    await modal.getByRole('textbox', { name: 'Ürün adı (EN)' }).fill(nameEn);
    await modal.getByRole('textbox', { name: 'Açıklama (TR)' }).fill('Zırh kıyması, közlenmiş biberle.');
    await modal.getByRole('textbox', { name: 'Açıklama (EN)' }).fill('Hand-minced lamb with roasted peppers.');
    await modal.getByRole('textbox', { name: 'Fiyat (₺)' }).fill('99,50');
    await modal.getByRole('combobox', { name: 'Kategori' }).selectOption({ label: category.nameTr });
    await expect(modal.getByText('Bu kategoride etiket yok.')).toBeVisible();
    await modal.getByRole('button', { name: 'Adres ile ekle' }).click();
    await modal.getByRole('textbox', { name: 'Görsel URL' }).fill('/images/menu/karisik-pide.svg');
    await expect(modal.getByRole('checkbox', { name: 'Aktif' })).toBeChecked();
    await modal.getByRole('button', { name: 'Kaydet' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: `${nameTr} kaydedildi.` })).toBeVisible();

    // All categories: each under its own heading. A search finds the product by either name,
    // the Turkish way, and turns reordering off meanwhile.
    await expect(page.getByRole('heading', { level: 2, name: `${category.nameTr} 1 ürün`, exact: true })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Ürün ara' });
    await search.fill(nameTr.toLocaleUpperCase('tr-TR').replace('Ü', 'U'));
    await expect(page.getByText(/^1 ürün gösteriliyor; arama sürerken sıralama kapalı/)).toBeVisible();
    await expect(card(page, nameTr)).toBeVisible();
    await expect(card(page, 'Kıymalı Pide')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Sırala:/ })).toHaveCount(0);
    await search.fill(nameEn.slice(0, 10).toLowerCase());
    await expect(card(page, nameTr)).toBeVisible();
    await search.fill('');
    await expect(card(page, 'Kıymalı Pide')).toBeVisible();
    await expect(page.getByRole('button', { name: `Sırala: ${nameTr}` })).toBeVisible();

    // The list can show one category's products only.
    await page.getByRole('combobox', { name: 'Kategoriye göre filtrele' }).selectOption({ label: category.nameTr });
    await expect(page).toHaveURL(/kategori=\d+/);
    await expect(page.getByText('1 ürün gösteriliyor')).toBeVisible();
    const created = card(page, nameTr);
    await expect(created).toContainText('₺99,50');
    await expect(created).toContainText(category.nameTr);
    await expect(card(page, 'Kıymalı Pide')).toHaveCount(0);

    await guest.goto(categoryPath);
    const guestCard = guest.getByRole('article', { name: nameTr, exact: true });
    await expect(guestCard).toContainText('₺99,50');
    await expect(guestCard).toContainText('Zırh kıyması, közlenmiş biberle.');
    await guest.goto(`/EN/category/${encodeURIComponent(category.nameEn)}`);
    await expect(guest.getByRole('article', { name: nameEn, exact: true })).toContainText('Hand-minced lamb');

    // Edit: the form comes back filled in; a bad price is refused with a reason.
    await created.getByRole('button', { name: /^Düzenle\b/ }).click();
    modal = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await expect(modal.getByRole('textbox', { name: 'Fiyat (₺)' })).toHaveValue('99.50');
    await expect(modal.getByRole('combobox', { name: 'Kategori' })).toHaveValue(String(category.id));
    await modal.getByRole('textbox', { name: 'Ürün adı (TR)' }).fill(renamed);
    await modal.getByRole('textbox', { name: 'Fiyat (₺)' }).fill('-5');
    await modal.getByRole('button', { name: 'Kaydet' }).click();
    await expect(modal.getByText('Fiyat 0 veya daha büyük olmalı')).toBeVisible();
    await modal.getByRole('textbox', { name: 'Fiyat (₺)' }).fill('105');
    // Taking the weekly choice says whose it was.
    await modal.getByRole('checkbox', { name: 'Haftanın seçimi' }).check();
    await expect(modal.getByRole('status')).toHaveText('Şu anki haftanın seçimi: Kıymalı Pide; bu ürün onun yerine geçecek.');
    await modal.getByRole('button', { name: 'Kaydet' }).click();
    await expect(modal).toBeHidden();
    const edited = card(page, renamed);
    await expect(edited).toContainText('₺105,00');
    await expect(edited).toContainText('Haftanın seçimi');

    await guest.goto(categoryPath);
    await expect(guest.getByRole('article', { name: renamed, exact: true })).toContainText('₺105,00');
    await expect(guest.getByRole('article', { name: nameTr, exact: true })).toHaveCount(0);
    // The weekly choice on the guests' home page is now this product.
    await guest.goto('/');
    await expect(guest.getByRole('region', { name: `Haftanın Seçimi: ${renamed}` })).toBeVisible();

    // Switch off: the weekly choice asks first; it leaves the menu, and the category is empty
    // for guests.
    const toggle = edited.getByRole('switch');
    await toggle.click();
    const ask = page.getByRole('alertdialog', { name: 'Pasifleştirme onayı' });
    await expect(ask).toContainText('Bu ürün haftanın seçimi; pasifleştirilirse ana sayfada haftanın seçimi gösterilmez.');
    await expect(ask.getByRole('button', { name: 'Vazgeç' })).toBeFocused();
    await ask.getByRole('button', { name: 'Pasifleştir' }).click();
    await expect(ask).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('status').filter({ hasText: `${renamed} pasif.` })).toBeVisible();
    await guest.goto(categoryPath);
    await expect(guest.getByText('Bu kategoride ürün bulunamadı.')).toBeVisible();
    // There is one weekly choice at a time, and a product off the menu is nobody's choice.
    await guest.goto('/');
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Lezzetli Menümüz');
    await expect(guest.getByRole('region', { name: /^Haftanın Seçimi/ })).toHaveCount(0);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await guest.goto(categoryPath);
    await expect(guest.getByRole('article', { name: renamed, exact: true })).toBeVisible();

    // Giving the title back to Kıymalı Pide takes it from this one.
    await page.getByRole('combobox', { name: 'Kategoriye göre filtrele' }).selectOption({ label: 'Pide' });
    await card(page, 'Kıymalı Pide')
      .getByRole('button', { name: /^Düzenle\b/ })
      .click();
    modal = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
    await modal.getByRole('checkbox', { name: 'Haftanın seçimi' }).check();
    await expect(modal.getByRole('status')).toHaveText(`Şu anki haftanın seçimi: ${renamed}; bu ürün onun yerine geçecek.`);
    await modal.getByRole('button', { name: 'Kaydet' }).click();
    await expect(modal).toBeHidden();
    await expect(card(page, 'Kıymalı Pide')).toContainText('Haftanın seçimi');
    await guest.goto('/');
    await expect(guest.getByRole('region', { name: 'Haftanın Seçimi: Kıymalı Pide' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Kategoriye göre filtrele' }).selectOption({ label: category.nameTr });
    await expect(edited).not.toContainText('Haftanın seçimi');

    // Delete, after saying no once.
    await edited.getByRole('button', { name: /^Sil\b/ }).click();
    let confirm = page.getByRole('alertdialog', { name: 'Silme onayı' });
    await expect(confirm).toContainText('Bu ürünü silmek istediğinizden emin misiniz?');
    await expect(confirm).toContainText(renamed);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(edited).toBeVisible();
    await edited.getByRole('button', { name: /^Sil\b/ }).click();
    confirm = page.getByRole('alertdialog', { name: 'Silme onayı' });
    await confirm.getByRole('button', { name: 'Sil' }).click();
    await expect(confirm).toBeHidden();
    await expect(edited).toHaveCount(0);
    await expect(page.getByText('Bu kategoride ürün yok.')).toBeVisible();
    // Sent when the "Geri al" notice goes.
    expect(await sendDelete(page, `${renamed} silindi.`)).toBe(204);

    await guest.goto(categoryPath);
    await expect(guest.getByText('Bu kategoride ürün bulunamadı.')).toBeVisible();
  } finally {
    await adminApi.deleteByName('products', nameTr);
    await adminApi.deleteByName('products', renamed);
    await adminApi.delete('categories', category.id);
    await adminApi.makeWeeklyChoice('Kıymalı Pide');
  }
});

test('reorder products with the keyboard inside their category in the all-categories view; guests see the new order', async ({
  page,
  newContext,
  adminApi,
}) => {
  const category = await adminApi.createCategory(uniqueName('Sıra'));
  const product = (nameTr: string) =>
    adminApi.create<AdminProduct>('products', {
      nameTr,
      nameEn: nameTr,
      descriptionTr: 'Sıralama denemesi.',
      descriptionEn: 'An ordering test.',
      price: '50',
      image: '/images/menu/pide.svg',
      categoryId: category.id,
    });
  const first = await product(uniqueName('Sıra A'));
  const second = await product(uniqueName('Sıra B'));
  const guest = await (await newContext(PHONE)).newPage();
  try {
    // The category first on the menu, so its products head the list.
    await adminApi.putCategoriesFirst([category.id]);
    await signIn(page);
    await page.goto('/admin/products');
    const headings = page.getByRole('heading', { level: 2 });
    await expect(headings.first()).toHaveText(`${category.nameTr} 2 ürün`);
    const titles = page.getByRole('list', { name: `${category.nameTr} ürünleri` }).getByRole('heading', { level: 3 });
    const pide = page.getByRole('list', { name: 'Pide ürünleri' }).getByRole('heading', { level: 3 });
    await expect(titles).toHaveText([first.nameTr, second.nameTr]);
    const pideBefore = await pide.allTextContents();

    const handle = page.getByRole('button', { name: `Sırala: ${first.nameTr}` });
    await pickUpWithKeyboard(page, handle);
    await expect(page.getByText(`${first.nameTr} 1. konumun üzerinde.`)).toBeAttached();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByText(`${first.nameTr} 2. konumun üzerinde.`)).toBeAttached();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/api/admin/products/order') && response.request().method() === 'PUT',
    );
    await page.keyboard.press('Space');
    expect((await saved).ok()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: 'Sıralama kaydedildi.' })).toBeVisible();
    await expect(titles).toHaveText([second.nameTr, first.nameTr]);
    await expect(handle).toBeFocused();

    // Saved, and no other category's order moved.
    await page.reload();
    await expect(titles).toHaveText([second.nameTr, first.nameTr]);
    await expect(pide).toHaveText(pideBefore);
    await guest.goto(`/category/${encodeURIComponent(category.nameTr)}`);
    await expect(guest.getByRole('article')).toHaveCount(2);
    await expect(guest.getByRole('article').first()).toHaveAccessibleName(second.nameTr);
  } finally {
    await adminApi.delete('products', first.id);
    await adminApi.delete('products', second.id);
    await adminApi.delete('categories', category.id);
  }
});
