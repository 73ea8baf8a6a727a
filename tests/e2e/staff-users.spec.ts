import type { Page } from '@playwright/test';
import { expect, LAPTOP, signIn, test, uniqueName } from './support.js';

// Staff users (admins only, D6) and what a staff member without the admin role may not do.

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

test('an admin adds a staff user, who can run the menu but not manage users, and is locked out when deactivated', async ({
  page,
  newContext,
}) => {
  const name = uniqueName('Garson Ali').replace(' ', '-');
  const password = 'garson-sifresi-2024';
  await signIn(page);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kullanıcılar');
  // Admins cannot delete themselves.
  const me = row(page, '(siz)');
  await expect(me).toContainText('Admin');
  await expect(me.getByRole('button', { name: /^Sil\b/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Kullanıcı Ekle' }).click();
  let modal = page.getByRole('dialog', { name: 'Kullanıcı Ekle' });
  await modal.getByRole('button', { name: 'Kaydet' }).click();
  await expect(modal.getByText('Lütfen tüm alanları doldurun!').first()).toBeVisible();
  await modal.getByRole('textbox', { name: 'Kullanıcı adı' }).fill(name);
  await modal.getByLabel('Şifre').fill('kisa');
  await modal.getByRole('button', { name: 'Kaydet' }).click();
  await expect(modal.getByText('Şifre en az 10 karakter olmalı')).toBeVisible();
  await modal.getByLabel('Şifre').fill(password);
  await expect(modal.getByRole('combobox', { name: 'Rol' })).toHaveValue('user');
  await modal.getByRole('button', { name: 'Kaydet' }).click();
  await expect(modal).toBeHidden();
  const user = row(page, name);
  await expect(user).toContainText('Kullanıcı');
  await expect(user).toContainText('Aktif');

  // The new staff member signs in on another computer.
  const staff = await (await newContext(LAPTOP)).newPage();
  await staff.goto('/admin/login');
  await staff.getByRole('textbox', { name: 'Kullanıcı adı' }).fill(name);
  await staff.getByLabel('Şifre').fill(password);
  await staff.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(staff).toHaveURL('/admin/products');
  const sidebar = staff.getByRole('complementary');
  await expect(sidebar).toContainText(name);
  await expect(sidebar).toContainText('Kullanıcı');
  const nav = staff.getByRole('navigation', { name: 'Yönetim menüsü' });
  await expect(nav.getByRole('link', { name: 'Hesaplar' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Kullanıcılar' })).toHaveCount(0);

  // Typing the address shows why there is nothing, and the server refuses the data anyway.
  await staff.goto('/admin/users');
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Kullanıcılar');
  await expect(staff.getByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Kullanıcı Ekle' })).toHaveCount(0);
  expect((await staff.request.get('/api/admin/users')).status()).toBe(403);

  // Staff still run the menu and the accounts.
  await nav.getByRole('link', { name: 'Hesaplar' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toHaveText('Hesaplar');
  await expect(row(staff, 'Restoran')).toBeVisible();

  // Deactivated by the admin: their session ends at once (D5).
  await user.getByRole('button', { name: /^Düzenle\b/ }).click();
  modal = page.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
  await expect(modal.getByRole('textbox', { name: 'Kullanıcı adı' })).toHaveValue(name);
  await expect(modal.getByText('Boş bırakılırsa değişmez')).toBeVisible();
  await modal.getByRole('checkbox', { name: 'Aktif' }).uncheck();
  await modal.getByRole('button', { name: 'Kaydet' }).click();
  await expect(modal).toBeHidden();
  await expect(user).toContainText('Pasif');

  await nav.getByRole('link', { name: 'Kategoriler' }).click();
  await expect(staff).toHaveURL('/admin/login');
  await expect(staff.getByText('Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.')).toBeVisible();
  await staff.getByRole('textbox', { name: 'Kullanıcı adı' }).fill(name);
  await staff.getByLabel('Şifre').fill(password);
  await staff.getByRole('button', { name: 'Giriş Yap' }).click();
  await expect(staff.getByRole('alert')).toHaveText('Geçersiz kullanıcı adı veya şifre');

  // And deleted, after a question.
  await user.getByRole('button', { name: /^Sil\b/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Silme onayı' });
  await expect(confirm).toContainText('Bu kullanıcıyı silmek istediğinizden emin misiniz?');
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(confirm).toBeHidden();
  await expect(user).toHaveCount(0);
});

test('a staff member made admin sees user management', async ({ page, newContext }) => {
  const name = uniqueName('Müdür').replace(' ', '-');
  const password = 'mudur-sifresi-2024';
  await signIn(page);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Kullanıcı Ekle' }).click();
  const modal = page.getByRole('dialog', { name: 'Kullanıcı Ekle' });
  await modal.getByRole('textbox', { name: 'Kullanıcı adı' }).fill(name);
  await modal.getByLabel('Şifre').fill(password);
  await modal.getByRole('combobox', { name: 'Rol' }).selectOption({ label: 'Yönetici' });
  await modal.getByRole('button', { name: 'Kaydet' }).click();
  await expect(modal).toBeHidden();
  await expect(row(page, name)).toContainText('Yönetici');

  const other = await (await newContext(LAPTOP)).newPage();
  await signIn(other, { name, password });
  await other.goto('/admin/users');
  await expect(other.getByRole('button', { name: 'Kullanıcı Ekle' })).toBeVisible();
  await expect(row(other, name)).toContainText('(siz)');

  await row(page, name)
    .getByRole('button', { name: /^Sil\b/ })
    .click();
  await page.getByRole('alertdialog', { name: 'Silme onayı' }).getByRole('button', { name: 'Sil' }).click();
  await expect(row(page, name)).toHaveCount(0);
});
