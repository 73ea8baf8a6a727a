import { expect, expectAccessible, PHONE, test, uniqueName } from './support.js';

// A waiter ('Garson', D54) on the counter's phone: signs in, finds only the menu in the back
// office, marks a dish sold out, and can open neither the customers' accounts nor the settings.

test.use(PHONE);

test('a waiter signs in on a phone, sees only the products, marks a dish sold out, and reaches neither Hesaplar nor Ayarlar', async ({
  page,
  adminApi,
}) => {
  const name = uniqueName('Garson').replace(' ', '-');
  const password = 'garson-sifresi-2024';
  const waiter = await adminApi.create<{ id: number }>('users', { name, password, role: 'waiter' });
  try {
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: 'Kullanıcı adı' }).fill(name);
    await page.getByLabel('Şifre').fill(password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    // The back office leads a waiter to the first page of theirs.
    await expect(page).toHaveURL('/admin/board');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masalar');

    // The menu (behind 'Menü' on a phone) links only what a waiter may open.
    await page.getByRole('button', { name: 'Menü' }).click();
    const nav = page.getByRole('navigation', { name: 'Yönetim menüsü' });
    await expect(nav.getByRole('link')).toHaveText(['Ürünler', 'Masalar', 'Mutfak ekranı']);
    await expect(page.getByRole('complementary')).toContainText(name);
    await expect(page.getByRole('complementary')).toContainText('Garson');
    await nav.getByRole('link', { name: 'Ürünler' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ürünler');

    // The dishes to read: no adding, editing, deleting, switching off or moving.
    const ayran = page.getByRole('article', { name: 'Ayran', exact: true });
    await expect(ayran).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ürün Ekle' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Düzenle|Sil|Sırala)\b/ })).toHaveCount(0);
    await expect(page.getByRole('switch')).toHaveCount(0);
    await expectAccessible(page, 'the products page of a waiter on a phone');

    // One tap: sold out for today, on the guests' menu too; another puts it on sale again.
    const soldOut = ayran.getByRole('button', { name: /^Tükendi\b/ });
    await soldOut.tap();
    await expect(soldOut).toHaveAttribute('aria-pressed', 'true');
    await expect(ayran.getByText('Bugün tükendi')).toBeVisible();
    const menu = (await (await page.request.get('/api/menu')).json()) as { products: { nameTr: string; soldOut: boolean }[] };
    expect(menu.products.find((product) => product.nameTr === 'Ayran')?.soldOut).toBe(true);
    await soldOut.tap();
    await expect(soldOut).toHaveAttribute('aria-pressed', 'false');
    await expect(ayran.getByText('Bugün tükendi')).toHaveCount(0);

    // The dark theme from here on: the refused pages are checked in it, the products were in the light one.
    await page.getByRole('button', { name: 'Menü' }).click();
    await page.getByRole('button', { name: 'Koyu tema' }).click();
    await expect(page.getByRole('button', { name: 'Koyu tema' })).toHaveAttribute('aria-pressed', 'true');

    // Typed in the address bar: the page says why there is nothing, and the server refuses its data.
    for (const [path, title, api] of [
      ['/admin/accounts', 'Hesaplar', '/api/admin/accounts'],
      ['/admin/settings', 'Ayarlar', '/api/admin/settings'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeVisible();
      await expectAccessible(page, `${title} refused to a waiter on a phone`);
      expect((await page.request.get(api)).status(), api).toBe(403);
    }
    // The print pages are not theirs either.
    expect((await page.request.get('/admin/print/menu')).status()).toBe(403);
  } finally {
    await adminApi.setSoldOut('Ayran', null);
    await adminApi.delete('users', waiter.id);
  }
});
