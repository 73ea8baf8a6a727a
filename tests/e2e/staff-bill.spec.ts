import { expect, expectAccessible, signIn, test, useTheme, type AdminApi } from './support.js';

// The table's bill on the counter's phone (issue 57, D60): the floor shows table 5 with its
// running total; its bill is split in two, one half paid in cash with the change shown, the
// other put on a customer's account; the bill closes and the ledger names it.

let hours: Awaited<ReturnType<AdminApi['setHours']>>;
test.beforeEach(async ({ adminApi }) => {
  hours = await adminApi.setHours(null);
  await adminApi.closeTables();
});
test.afterEach(async ({ adminApi }) => {
  await adminApi.closeTables();
  await adminApi.setHours(hours);
});

test('table 5’s bill on a phone: split in two, half in cash with the change, half on a customer’s account; it closes and the ledger names it', async ({
  page,
  context,
  adminApi,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page);
  await adminApi.waiterOrder('5', [
    { dish: 'Künefe', quantity: 2 },
    { dish: 'Ayran', quantity: 2 },
  ]);
  const customer = `Deniz Kaya ${Math.floor(Math.random() * 10_000)}`;
  const account = await adminApi.create<{ id: number }>('accounts', { customerName: customer, phone: '0532 444 55 66' });
  await page.goto('/admin/board');
  // The floor: table 5 waits for its food, with its running total.
  const tile = page.getByRole('link', { name: /^Masa 5: Yemek bekleniyor, hesabı aç/ });
  await expect(tile).toBeVisible();
  const total = (await tile.textContent())!.match(/₺[\d.]+,\d{2}/)![0];
  await tile.click();
  await expect(page.getByRole('heading', { name: 'Masa 5 · Hesap', level: 1 })).toBeVisible();
  // The main action is on the phone's first screen.
  await expect(page.getByRole('button', { name: 'Ödemeyi al' })).toBeInViewport();
  await expect(page.getByRole('table')).toContainText('2 × Künefe');
  await expect(page.getByRole('table')).toContainText('KDV %10');
  await expect(page.getByText(total).first()).toBeVisible();
  await expectAccessible(page, 'a table’s bill on a phone');

  // Split in two equal parts.
  await page.getByRole('button', { name: 'Hesabı böl' }).click();
  await page.getByRole('dialog', { name: 'Hesabı böl' }).getByRole('button', { name: 'Böl' }).click();
  await expect(page.getByRole('heading', { name: 'Bölümler' })).toBeVisible();
  const parts = page.getByRole('heading', { name: 'Bölümler' }).locator('..').getByRole('listitem');
  await expect(parts).toHaveCount(2);

  // The first half in cash: 500 lira handed over, the change shown before and after.
  await page.getByLabel('Ödenen bölüm').selectOption('1');
  await page.getByLabel('Alınan nakit (₺)').fill('500');
  await expect(page.getByText(/^Para üstü: ₺/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Ödemeyi al' }).click();
  await expect(page.getByText(/Ödeme alındı\. Para üstü: ₺/)).toBeVisible();
  await expect(parts.first()).toContainText('Ödendi');

  // The other half on Deniz Kaya's account.
  await page.getByLabel('Veresiye').check();
  await page.getByLabel('Müşteri hesabı').fill('deniz');
  await page.getByRole('button', { name: 'Hesap ara' }).click();
  await page.getByRole('button', { name: new RegExp(`^${customer}`) }).click();
  await page.getByLabel('Ödenen bölüm').selectOption('2');
  await page.getByRole('button', { name: 'Ödemeyi al' }).click();
  await expect(page.getByText('Kapandı', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ödemeler' }).locator('..')).toContainText(`Veresiye · ${customer}`);

  // The account's ledger has one charge naming the bill.
  await page.goto(`/admin/accounts/${account.id}`);
  await expect(page.getByText(/^Adisyon #\d+ · Masa 5$/)).toBeVisible();

  await useTheme(context, 'dark');
  await page.goto('/admin/board');
  await expect(page.getByRole('heading', { name: 'Salon' })).toBeVisible();
  await expectAccessible(page, 'the floor, dark');
});
