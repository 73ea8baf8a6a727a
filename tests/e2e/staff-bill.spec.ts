import type { BrowserContext, BrowserContextOptions } from '@playwright/test';
import { ADMIN } from './admin-api.js';
import { printedLines } from './pdf.js';
import { expectPrintedLayout } from './print-layout.js';
import { expect, expectAccessible, PHONE, signIn, test, uniqueName, useTheme, type AdminApi } from './support.js';

// The table's bill from the guests' phone to the day's sales (issue 57, D60): table 5's Russian
// guests ask for the bill and read it in Russian with "≈ €"; the waiter, on the counter's phone,
// splits it in two, takes half in cash with the change shown and puts half on a customer's
// account; the ledger names the bill, 'Gün sonu' shows both payments, and the bill prints in
// Turkish and Russian in reading order (its Arabic print: staff-print-layout.spec.ts). Then an
// ikram above the owner's limit, approved on the waiter's phone by the admin's PIN.

let hours: Awaited<ReturnType<AdminApi['setHours']>>;
test.beforeEach(async ({ adminApi }) => {
  hours = await adminApi.setHours(null);
  await adminApi.closeTables();
});
test.afterEach(async ({ adminApi }) => {
  await adminApi.closeTables();
  await adminApi.setHours(hours);
});

/** A waiter's account and a phone signed in with it. */
async function waiterPhone(adminApi: AdminApi, newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>) {
  const name = uniqueName('Garson').replace(' ', '-');
  const password = 'garson-sifresi-2024';
  await adminApi.create('users', { name, password, role: 'waiter' });
  const phone = await (await newContext(PHONE)).newPage();
  await signIn(phone, { name, password });
  return { phone, name };
}

const liraOf = (text: string) => Number(text.replace(/[₺.]/g, '').replace(',', '.'));

test('table 5’s Russian guests ask for the bill; the waiter splits it, half in cash with the change, half on an account; the ledger, Gün sonu and the print show it', async ({
  page,
  context,
  newContext,
  adminApi,
}) => {
  await adminApi.guestOrder('5', 'ru', [
    { dish: 'Kıymalı Pide', size: 'Büyük' },
    { dish: 'Ayran', quantity: 2 },
  ]);
  const customer = `Deniz Kaya ${Math.floor(Math.random() * 10_000)}`;
  const account = await adminApi.create<{ id: number }>('accounts', { customerName: customer, phone: '0532 444 55 66' });

  // The waiter confirms the guests' basket on the counter's phone: it is on the table's bill.
  const { phone, name: waiter } = await waiterPhone(adminApi, newContext);
  await phone.goto('/admin/board');
  const orders = phone.getByRole('list', { name: 'Açık masalar' }).getByRole('listitem').filter({ hasText: 'Masa 5' }).first();
  await orders.getByRole('button', { name: /^Onayla/ }).click();
  await expect(orders.getByText('Onaylandı')).toHaveCount(2);

  // The guests ask for the bill: it opens on their phone in Russian, with about as much in euro.
  const guest = await (await newContext(PHONE)).newPage();
  await guest.goto(`/RU/?masa=5&k=${await adminApi.tableKey('5')}`);
  await guest.getByRole('button', { name: 'Попросить счёт' }).click();
  const sheet = guest.getByRole('dialog', { name: /корзина и заказы/ });
  await expect(sheet.getByRole('heading', { name: 'Счёт' })).toBeVisible();
  await expect(sheet).toContainText('Итого ₺240,00');
  await expect(sheet.getByText(/^≈ 4,85\s€$/)).toBeVisible();

  // On the waiter's phone, table 5 has asked for the bill, with its running total.
  const tile = phone.getByRole('link', { name: /^Masa 5: Hesap istendi, hesabı aç/ });
  await expect(tile).toBeVisible();
  await expect(tile).toContainText('₺240,00');
  await tile.click();
  await expect(phone.getByRole('heading', { name: 'Masa 5 · Hesap', level: 1 })).toBeVisible();
  // The main action is on the phone's first screen.
  await expect(phone.getByRole('button', { name: 'Ödemeyi al' })).toBeInViewport();
  await expect(phone.getByRole('table')).toContainText('1 × Kıymalı Pide (Büyük)');
  await expect(phone.getByRole('table')).toContainText('KDV %10');
  await expectAccessible(phone, 'a table’s bill on a waiter’s phone');

  // Split in two equal parts.
  await phone.getByRole('button', { name: 'Hesabı böl' }).click();
  await phone.getByRole('dialog', { name: 'Hesabı böl' }).getByRole('button', { name: 'Böl' }).click();
  const parts = phone.getByRole('heading', { name: 'Bölümler' }).locator('..').getByRole('listitem');
  await expect(parts).toHaveCount(2);
  await expect(parts.first()).toContainText('₺120,00');

  // The first half in cash: 500 lira handed over, the change shown before and after.
  await phone.getByLabel('Ödenen bölüm').selectOption('1');
  await phone.getByLabel('Alınan nakit (₺)').fill('500');
  await expect(phone.getByText('Para üstü: ₺380,00').first()).toBeVisible();
  await phone.getByRole('button', { name: 'Ödemeyi al' }).click();
  await expect(phone.getByText('Ödeme alındı. Para üstü: ₺380,00')).toBeVisible();
  await expect(parts.first()).toContainText('Ödendi');

  // The other half on Deniz Kaya's account: the bill closes.
  await phone.getByLabel('Veresiye').check();
  await phone.getByLabel('Müşteri hesabı').fill('deniz');
  await phone.getByRole('button', { name: 'Hesap ara' }).click();
  await phone.getByRole('button', { name: new RegExp(`^${customer}`) }).click();
  await phone.getByLabel('Ödenen bölüm').selectOption('2');
  await phone.getByRole('button', { name: 'Ödemeyi al' }).click();
  await expect(phone.getByText('Kapandı', { exact: true })).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Ödemeler' }).locator('..')).toContainText(`Veresiye · ${customer}`);
  const printLink = await phone.getByRole('link', { name: 'Adisyonu yazdır' }).getAttribute('href');
  const billId = Number(/\/admin\/print\/bill\/(\d+)/.exec(printLink!)![1]);

  // On the laptop (this project's size), the admin: the account's ledger has one charge naming the bill.
  await signIn(page);
  await page.goto(`/admin/accounts/${account.id}`);
  await expect(page.getByText(`Adisyon #${billId} · Masa 5`, { exact: true })).toBeVisible();

  // 'Gün sonu' shows both payments and the waiter who took them.
  await page.goto('/admin/day-end');
  const methods = page.getByRole('region', { name: 'Ödeme yöntemine göre' });
  const cash = methods.getByRole('listitem').filter({ hasText: 'Nakit' });
  const onAccount = methods.getByRole('listitem').filter({ hasText: 'Veresiye' });
  await expect(onAccount).toContainText('₺120,00');
  expect(liraOf(/₺[\d.]+,\d{2}/.exec((await cash.textContent())!)![0])).toBeGreaterThanOrEqual(120);
  await expect(page.getByRole('region', { name: 'Garsona göre' })).toContainText(waiter);

  // The printed bill: Turkish and Russian, its lines, total, VAT and both payments in reading order.
  await page.goto(`/admin/print/bill/${billId}?paper=80`);
  await expect(page.getByRole('heading', { name: 'Sofra Pide Salonu' })).toBeVisible();
  const [printed] = await expectPrintedLayout(page, 'layout-bill-ru-paid-80');
  const lines = printedLines(printed!);
  const at = (text: string) => lines.findIndex((line) => line.includes(text));
  const order = [
    at('Adisyon / Счёт'),
    at('1 × Kıymalı Pide (Büyük)'),
    at('Toplam / Итого'),
    at('KDV / НДС %10'),
    at('Ödemeler / Оплаты'),
    at('Nakit / Наличные'),
    at('Veresiye'),
    at('Bilgi fişidir — mali değeri yoktur'),
  ];
  expect(
    order.every((index) => index >= 0),
    lines.join('\n'),
  ).toBe(true);
  expect(order).toEqual([...order].sort((a, b) => a - b));

  await useTheme(context, 'dark');
  await page.goto('/admin/board');
  await expect(page.getByRole('heading', { name: 'Salon' })).toBeVisible();
  await expectAccessible(page, 'the floor, dark');
});

test('an ikram above the owner’s limit on the waiter’s phone goes through with the admin’s PIN, set on ‘Kullanıcılar’, and is recorded with their name', async ({
  page,
  newContext,
  adminApi,
}) => {
  // The admin sets their approval PIN on the laptop.
  await signIn(page);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Onay PIN’im' }).click();
  const dialog = page.getByRole('dialog', { name: 'Onay PIN’im' });
  await dialog.getByLabel('Mevcut şifre').fill(ADMIN.password);
  await dialog.getByRole('textbox', { name: 'Yeni PIN', exact: true }).fill('1234');
  await dialog.getByLabel('Yeni PIN (tekrar)').fill('1234');
  await dialog.getByRole('button', { name: 'PIN’i kaydet' }).click();
  await expect(dialog.getByText('Bu PIN tahmin edilir: 1111 ya da 1234 gibi olmasın')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Yeni PIN', exact: true }).fill('2580');
  await dialog.getByLabel('Yeni PIN (tekrar)').fill('2580');
  await expectAccessible(page, 'the approval PIN dialog');
  await dialog.getByRole('button', { name: 'PIN’i kaydet' }).click();
  await expect(page.getByText(/^Onay PIN’iniz ayarlı/)).toBeVisible();

  try {
    await adminApi.waiterOrder('4', [{ dish: 'Künefe', quantity: 10 }]);
    const { phone, name: waiter } = await waiterPhone(adminApi, newContext);
    await phone.goto('/admin/board');
    await phone.getByRole('link', { name: /^Masa 4: .*hesabı aç/ }).click();
    await phone.getByRole('button', { name: /^İkram\b.*10 × Künefe/ }).click();
    await phone.getByLabel('İkram nedeni').fill('Doğum günü');
    await phone.getByRole('button', { name: 'İkram et' }).click();

    // Above ₺200 a waiter needs an admin: the admin standing by types their PIN on this phone.
    const approval = phone.getByRole('dialog', { name: 'Yönetici onayı' });
    await expect(approval).toContainText('sınırını aşıyor');
    await expect(approval.getByLabel('Onaylayan yönetici')).toHaveValue(/\d+/);
    await approval.getByLabel('Yöneticinin PIN’i').fill('3690');
    await approval.getByRole('button', { name: 'Onayla' }).click();
    await expect(approval.getByText('PIN yanlış')).toBeVisible();
    await expectAccessible(phone, 'the admin’s approval on a waiter’s phone');
    await approval.getByLabel('Yöneticinin PIN’i').fill('2580');
    await approval.getByRole('button', { name: 'Onayla' }).click();
    await expect(approval).toHaveCount(0);
    await expect(phone.getByText('İkram edildi.')).toBeVisible();
    const history = phone.getByRole('region', { name: 'Hesap geçmişi' });
    await expect(history).toContainText(`Doğum günü · ${waiter} (onay: Admin)`);
  } finally {
    const removed = await page.request.put('/api/admin/me/pin', {
      data: { currentPassword: ADMIN.password, pin: null },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(removed.status()).toBe(204);
  }
});
