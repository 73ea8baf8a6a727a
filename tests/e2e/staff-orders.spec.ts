import { expect, expectAccessible, PHONE, signIn, test, useTheme, type AdminApi } from './support.js';

// Orders on 'Masalar' (D57): a Russian guest's basket from table 5 reaches the counter's
// phone in Turkish, with the guest's note as typed; a waiter confirms it, moves a line on and
// cancels another with a reason, and closes the table. The restaurant's hours are cleared, so
// the guest may order whatever time the test runs at.

let hours: Awaited<ReturnType<AdminApi['setHours']>>;
test.beforeEach(async ({ adminApi }) => {
  hours = await adminApi.setHours(null);
  await adminApi.closeTables();
});
test.afterEach(async ({ adminApi }) => {
  await adminApi.closeTables();
  await adminApi.setHours(hours);
});

test.use(PHONE);

test('a Russian guest’s basket shows on the counter’s phone in Turkish; a waiter confirms it, moves it on, cancels a line and closes the table', async ({
  page,
  context,
  adminApi,
}) => {
  await signIn(page);
  await page.goto('/admin/board');
  await expect(page.getByText('Canlı', { exact: true })).toBeVisible();
  await expect(page.getByText('Açık masa yok.')).toBeVisible();

  await adminApi.guestOrder('5', 'ru', [
    { dish: 'Kıymalı Pide', size: 'Büyük', note: 'острый, без лука' },
    { dish: 'Ayran', quantity: 2 },
  ]);
  const table = page.getByRole('list', { name: 'Açık masalar' }).getByRole('listitem').filter({ hasText: 'Masa 5' }).first();
  await expect(table).toContainText('1 × Kıymalı Pide (Büyük)', { timeout: 2_000 });
  await expect(table).toContainText('2 × Ayran');
  await expect(table).toContainText('Русский');
  await expect(table.getByText('“острый, без лука”')).toHaveAttribute('lang', 'ru');
  await expect(table.getByText('Onay bekliyor')).toHaveCount(2);
  await expect(table.getByText('Açılmadı')).toBeVisible();
  await expectAccessible(page, 'Masalar with a basket waiting');

  await table.getByRole('button', { name: /^Onayla/ }).click();
  await expect(table.getByText('Onaylandı')).toHaveCount(2);
  await expect(table).toContainText('Onaylayan: Admin');
  await table.getByRole('button', { name: /^Hazırlanıyor.*Kıymalı Pide/ }).click();
  await expect(table.getByText('Hazırlanıyor', { exact: true })).toBeVisible();

  await table.getByRole('button', { name: /^İptal.*Ayran/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Satırı iptal et' });
  await dialog.getByRole('button', { name: 'İptal et' }).click();
  await expect(dialog.getByText('İptal nedeni gerekli')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'İptal nedeni' }).fill('Ayran kalmadı');
  await dialog.getByRole('button', { name: 'İptal et' }).click();
  await expect(table).toContainText('İptal nedeni: Ayran kalmadı');

  await useTheme(context, 'dark');
  await page.reload();
  await expect(table).toContainText('1 × Kıymalı Pide (Büyük)');
  await expectAccessible(page, 'Masalar with an order, dark');

  await table.getByRole('button', { name: /^Masayı kapat/ }).click();
  await page.getByRole('alertdialog', { name: 'Masayı kapat' }).getByRole('button', { name: 'Evet, kapat' }).click();
  await expect(page.getByText('Açık masa yok.')).toBeVisible();
  // Opened again as new guests sit down.
  await page.getByRole('combobox', { name: 'Masa aç' }).selectOption({ label: 'Masa 5' });
  await page.getByRole('button', { name: 'Aç', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Açık masalar' }).getByRole('heading', { name: 'Masa 5' })).toBeVisible();
});
