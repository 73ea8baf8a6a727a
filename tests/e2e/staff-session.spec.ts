import type { Page } from '@playwright/test';
import { ADMIN, expect, signIn, test, THEME_STORAGE_KEY } from './support.js';

// Signing in and out of the back office on the restaurant's laptop (D5).

const loginForm = (page: Page) => ({
  name: page.getByRole('textbox', { name: 'Kullanıcı adı' }),
  password: page.getByLabel('Şifre'),
  remember: page.getByRole('checkbox', { name: 'Beni hatırla' }),
  submit: page.getByRole('button', { name: 'Giriş Yap' }),
});

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'sofra_session');
}

test('a wrong password is refused with a message under the form', async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page).toHaveTitle('Giriş · Admin Panel · Sofra');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giriş Yap');
  const form = loginForm(page);

  // Nothing typed: the form says what is missing without asking the server.
  await form.submit.click();
  await expect(page.getByText('Lütfen tüm alanları doldurun!').first()).toBeVisible();

  await form.name.fill(ADMIN.name);
  await form.password.fill('not-the-password');
  await form.submit.click();
  await expect(page.getByRole('alert')).toHaveText('Geçersiz kullanıcı adı veya şifre');
  await expect(page).toHaveURL('/admin/login');
  // What was typed stays, so a typo can be fixed.
  await expect(form.name).toHaveValue(ADMIN.name);
  expect(await sessionCookie(page)).toBeUndefined();
});

test('a protected page sends a visitor to sign in and back; remember me keeps the session for 30 days', async ({ page }) => {
  for (const path of ['/admin', '/admin/accounts', '/admin/users']) {
    await page.goto(path);
    await expect(page).toHaveURL('/admin/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giriş Yap');
  }

  await page.goto('/admin/accounts');
  await expect(page).toHaveURL('/admin/login');
  const form = loginForm(page);
  await form.name.fill(ADMIN.name);
  await form.password.fill(ADMIN.password);
  await form.remember.check();
  await form.submit.click();

  // Back to the page that was asked for.
  await expect(page).toHaveURL('/admin/accounts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hesaplar');
  const cookie = await sessionCookie(page);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  // "Remember me": a persistent cookie for 30 days rather than one that ends with the browser.
  expect(cookie!.expires * 1000).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);

  // The login page of someone signed in leads on to the back office.
  await page.goto('/admin/login');
  await expect(page).toHaveURL('/admin/products');
});

test('without remember me the session ends with the browser', async ({ page }) => {
  await page.goto('/admin/login');
  const form = loginForm(page);
  await form.name.fill(ADMIN.name);
  await form.password.fill(ADMIN.password);
  await form.submit.click();
  await expect(page).toHaveURL('/admin/products');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ürünler');
  expect((await sessionCookie(page))?.expires).toBe(-1);
});

test('logout ends the session and the protected pages redirect again', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/categories');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kategoriler');
  const sidebar = page.getByRole('complementary');
  await expect(sidebar).toContainText('Admin');
  await expect(sidebar).toContainText('Yönetici');

  await sidebar.getByRole('button', { name: 'Çıkış Yap' }).click();
  await expect(page).toHaveURL('/admin/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Giriş Yap');
  expect(await sessionCookie(page)).toBeUndefined();

  await page.goto('/admin/categories');
  await expect(page).toHaveURL('/admin/login');
  // The browser's back button does not bring the signed-in page back either.
  await page.goBack();
  await expect(page).toHaveURL('/admin/login');
});

test('the sidebar links every admin page and the dark theme is remembered', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin');
  await expect(page).toHaveURL('/admin/products');
  const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' });
  const pages = [
    ['Kategoriler', '/admin/categories'],
    ['Kullanıcılar', '/admin/users'],
    ['Hesaplar', '/admin/accounts'],
    ['Malzemeler', '/admin/ingredients'],
    ['Etiketler', '/admin/tags'],
    ['Kampanyalar', '/admin/campaigns'],
    ['Yorumlar', '/admin/reviews'],
    ['Değişiklik geçmişi', '/admin/audit'],
    ['Ayarlar', '/admin/settings'],
    ['Ürünler', '/admin/products'],
  ] as const;
  for (const [label, path] of pages) {
    await nav.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
    await expect(nav.getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
    // Focus moves to the new page's content, for keyboard and screen reader users.
    await expect(page.getByRole('main')).toBeFocused();
  }
  await expect(page.getByRole('navigation', { name: 'Dil seçimi' })).toHaveCount(0);

  // Dark starts off (D15); the choice is remembered on this device.
  const html = page.locator('html');
  const dark = page.getByRole('button', { name: 'Koyu tema' });
  await expect(dark).toHaveAttribute('aria-pressed', 'false');
  await expect(html).not.toHaveAttribute('data-theme', 'dark');
  await dark.click();
  await expect(dark).toHaveAttribute('aria-pressed', 'true');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Koyu tema' })).toHaveAttribute('aria-pressed', 'true');

  // Guest pages stay light.
  await page.goto('/');
  await expect(html).not.toHaveAttribute('data-theme', 'dark');

  await page.goto('/admin/tags');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Koyu tema' }).click();
  await expect(html).not.toHaveAttribute('data-theme', 'dark');

  // An unknown admin address says so inside the back office.
  await page.goto('/admin/olmayan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı');
  await page.getByRole('link', { name: 'Ürünlere dön' }).click();
  await expect(page).toHaveURL('/admin/products');
});
