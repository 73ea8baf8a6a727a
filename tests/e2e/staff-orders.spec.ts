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
  // With the guests, before confirming: one Ayran fewer.
  await table.getByRole('button', { name: 'Bir azalt: 2 × Ayran' }).click();
  await expect(table).toContainText('1 × Ayran');
  await expect(table.getByRole('button', { name: 'Bir azalt: 1 × Ayran' })).toBeDisabled();

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

test.describe('on a weak connection', () => {
  // The phone goes offline on purpose: what it asks for meanwhile fails, as it should.
  test.use({ networkFailuresExpected: true });

  test('a waiter takes an order for a table on the phone, one-handed; offline, it waits and is sent once the phone is back', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await page.goto('/admin/board');
    await expect(page.getByText('Canlı', { exact: true })).toBeVisible();
    const take = page.getByRole('button', { name: 'Sipariş al' });
    await expect(take).toBeInViewport();

    await take.click();
    let dialog = page.getByRole('dialog', { name: 'Sipariş al' });
    await dialog.getByRole('combobox', { name: 'Masa' }).selectOption({ label: 'Masa 3' });
    // Found the Turkish way, and added in one tap: a dish of one price.
    await dialog.getByRole('searchbox', { name: 'Ürün ara' }).fill('kasarli');
    await dialog
      .getByRole('list', { name: 'Ürünler' })
      .getByRole('button', { name: /^Kaşarlı Pide/ })
      .click();
    await dialog.getByRole('searchbox', { name: 'Ürün ara' }).fill('');
    // A size is a tap of its own.
    await dialog.getByRole('button', { name: /^Kıymalı Pide \(Büyük\)/ }).click();
    await dialog.getByRole('button', { name: 'Bir artır: Kaşarlı Pide' }).click();
    await dialog.getByRole('textbox', { name: 'Not: Kaşarlı Pide' }).fill('Az pişmiş');
    await expectAccessible(page, 'Sipariş al with two lines');
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await expect(dialog).toHaveCount(0);
    const table = page.getByRole('list', { name: 'Açık masalar' }).getByRole('listitem').filter({ hasText: 'Masa 3' }).first();
    await expect(table).toContainText('2 × Kaşarlı Pide');
    await expect(table).toContainText('1 × Kıymalı Pide (Büyük)');
    await expect(table).toContainText('Garson: Admin');
    await expect(table.getByText('“Az pişmiş”')).toBeVisible();
    await expect(table.getByText('Onaylandı')).toHaveCount(2);

    // On a weak connection: kept on the phone, sent once when it is back.
    await context.setOffline(true);
    await take.click();
    dialog = page.getByRole('dialog', { name: 'Sipariş al' });
    await dialog.getByRole('combobox', { name: 'Masa' }).selectOption({ label: 'Masa 4' });
    await dialog.getByRole('button', { name: /^Ayran/ }).click();
    await dialog.getByRole('button', { name: 'Gönder' }).click();
    await expect(page.getByText('1 sipariş bağlantı bekliyor')).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('1 sipariş bağlantı bekliyor')).toHaveCount(0);
    const four = page.getByRole('list', { name: 'Açık masalar' }).getByRole('listitem').filter({ hasText: 'Masa 4' }).first();
    await expect(four).toContainText('1 × Ayran');
    const orders = (await (await page.request.get('/api/admin/orders')).json()) as { name: string; orders: unknown[] }[];
    expect(orders.find((row) => row.name === '4')!.orders).toHaveLength(1);
  });
});
