import type { Page } from '@playwright/test';
import { expect, expectAccessible, LAPTOP, PHONE, signIn, test, type AdminApi } from './support.js';

// Ordering from the table (D57): guests at table 5 share one basket live, each in their own
// language; what they send reaches 'Masalar' in Turkish, a waiter confirms it on another phone,
// and the guests follow each line's state in their languages. The restaurant's hours are
// cleared, so the guests may order whatever time the test runs at.

let hours: Awaited<ReturnType<AdminApi['setHours']>>;
test.beforeEach(async ({ adminApi }) => {
  hours = await adminApi.setHours(null);
  await adminApi.closeTables();
  await adminApi.setMenuLanguages(['ru', 'ar']);
});
test.afterEach(async ({ adminApi }) => {
  await adminApi.closeTables();
  await adminApi.setHours(hours);
  await adminApi.setMenuLanguages([]);
});

/** Adds a dish from the page the guest is on, with the sheet's choices (its options ticked by name). */
async function addDish(
  page: Page,
  add: string,
  { size, options = [], note, submit }: { size?: string; options?: string[]; note?: string; submit: RegExp },
): Promise<void> {
  await page.getByRole('button', { name: add }).click();
  const sheet = page.getByRole('dialog');
  if (size) await sheet.getByRole('radio', { name: size }).check();
  for (const option of options) await sheet.getByRole('checkbox', { name: option, exact: true }).check();
  if (note) await sheet.getByRole('textbox').fill(note);
  await sheet.getByRole('button', { name: submit }).click();
  await expect(sheet).toBeHidden();
}

test('a Russian and a Turkish guest at table 5 share one basket; a waiter confirms what they send; they follow it in their languages', async ({
  newContext,
  adminApi,
}) => {
  const key = await adminApi.tableKey('5');
  const russian = await (await newContext(PHONE)).newPage();
  await russian.goto(`/RU/category/Pide?masa=5&k=${key}`);
  const turkish = await (await newContext(PHONE)).newPage();
  await turkish.goto(`/?masa=5&k=${key}`);
  await expect(turkish.getByRole('button', { name: /^Sepet/ })).toHaveCount(0);

  // 'Добавить' is there without a touch: the app attaches at once for a guest at a table that takes orders.
  // Large, spicy, without onion: the dish's options in Russian.
  await addDish(russian, 'Добавить: Pide with Minced Meat', {
    size: 'Large',
    options: ['Острая', 'лук'],
    note: 'острый, без лука',
    submit: /^В корзину · ₺170,00$/,
  });
  const russianBar = russian.getByRole('button', { name: /^Корзина \(1\)/ });
  await expect(russianBar).toBeVisible();
  await russian.goto(`/RU/category/${encodeURIComponent('Напитки')}`);
  await addDish(russian, 'Добавить: Айран', { submit: /^В корзину · ₺35,00$/ });

  // The Turkish guest sees the Russian's lines within a second, marked as another phone's.
  const turkishBar = turkish.getByRole('button', { name: /^Sepet \(2\)/ });
  await expect(turkishBar).toBeVisible({ timeout: 1_000 });
  await expect(turkishBar).toContainText('₺205,00');
  await turkishBar.click();
  const basket = turkish.getByRole('dialog', { name: 'Masa 5: sepet ve siparişler' });
  const lines = basket.getByRole('listitem');
  await expect(lines.nth(0)).toContainText('Kıymalı Pide (Büyük) × 1');
  await expect(lines.nth(0)).toContainText('Acı · Çıkarılsın: Soğan');
  await expect(lines.nth(0)).toContainText('Not: острый, без лука');
  // The Russian's note, marked as Russian on the Turkish phone.
  await expect(lines.nth(0).getByText('острый, без лука')).toHaveAttribute('lang', 'ru');
  await expect(lines.nth(0)).toContainText('telefon 1');
  await expect(lines.nth(1)).toContainText('Ayran × 1');
  // Not this phone's lines: it can neither change nor take them out.
  await expect(basket.getByRole('button', { name: /^Çıkar/ })).toHaveCount(0);
  await expectAccessible(turkish, 'the basket on a Turkish guest’s phone');

  await basket.getByRole('button', { name: 'Siparişi gönder' }).click();
  await expect(basket.getByText('Siparişiniz gönderildi.')).toBeVisible();
  await expect(basket.getByText('Gönderildi', { exact: true })).toHaveCount(2);
  await expect(basket).toContainText('Masanın toplamı ₺205,00');

  // The waiter, on another phone, confirms it: in Turkish, the guest's language beside it.
  const waiter = await (await newContext(PHONE)).newPage();
  await signIn(waiter);
  await waiter.goto('/admin/board');
  const table = waiter.getByRole('list', { name: 'Açık masalar' }).getByRole('listitem').filter({ hasText: 'Masa 5' }).first();
  await expect(table).toContainText('1 × Kıymalı Pide (Büyük) · Acı · Çıkarılsın: Soğan');
  await expect(table).toContainText('1 × Ayran');
  await expect(table).toContainText('Русский');
  // The Russian's note, as typed, marked Russian though a Turkish phone sent the basket.
  await expect(table.getByText('“острый, без лука”')).toHaveAttribute('lang', 'ru');
  await table.getByRole('button', { name: /^Onayla/ }).click();
  await expect(table.getByText('Onaylandı')).toHaveCount(2);
  await table.getByRole('button', { name: /^Hazırlanıyor.*Kıymalı Pide/ }).click();

  await expect(basket.getByText('Hazırlanıyor', { exact: true })).toBeVisible();
  await russian.getByRole('button', { name: /^Заказы/ }).click();
  const russianBasket = russian.getByRole('dialog', { name: 'Стол 5: корзина и заказы' });
  await expect(russianBasket.getByText('Готовится', { exact: true })).toBeVisible();
  await expect(russianBasket).toContainText('Острая · Убрать: лук');
  await expect(russianBasket.getByText('Подтверждено', { exact: true })).toBeVisible();
  // Confirmed, the orders are on the table's bill (D60): its total, and about as much in euro.
  await expect(russianBasket.getByRole('heading', { name: 'Счёт' })).toBeVisible();
  await expect(russianBasket).toContainText('Итого ₺205,00');
  await expect(russianBasket.getByText(/^≈ 4,14\s€$/)).toBeVisible();
  await expectAccessible(russian, 'the orders on a Russian guest’s phone');
});

test('in Arabic, right to left, a guest adds, sends and follows the order; axe-clean in both themes', async ({ newContext, adminApi }) => {
  const key = await adminApi.tableKey('5');
  for (const theme of ['light', 'dark'] as const) {
    const guest = await (await newContext({ ...PHONE, colorScheme: theme })).newPage();
    await guest.goto(`/AR/category/${encodeURIComponent('المشروبات')}?masa=5&k=${key}`);
    await expect(guest.locator('html')).toHaveAttribute('dir', 'rtl');
    await guest.getByRole('button', { name: 'أضف: عيران' }).click();
    const sheet = guest.getByRole('dialog', { name: 'عيران' });
    await sheet.getByRole('button', { name: 'زد واحدًا' }).click();
    await expectAccessible(guest, `the Arabic add sheet, ${theme}`);
    await sheet.getByRole('button', { name: /^أضف إلى السلة/ }).click();
    // A pide, spicy and without onion: its options in Arabic.
    await guest.goto(`/AR/category/Pide?masa=5&k=${key}`);
    await guest.getByRole('button', { name: 'أضف: Pide with Minced Meat' }).click();
    const pide = guest.getByRole('dialog', { name: 'Pide with Minced Meat' });
    for (const option of ['حار', 'بصل']) await pide.getByRole('checkbox', { name: option, exact: true }).check();
    await expectAccessible(guest, `the Arabic add sheet with a dish's options, ${theme}`);
    await pide.getByRole('button', { name: /^أضف إلى السلة/ }).click();
    await expect(pide).toBeHidden();
    await guest.getByRole('button', { name: /^السلة \(3\)/ }).click();
    const basket = guest.getByRole('dialog', { name: /السلة والطلبات/ });
    await expect(basket.getByRole('listitem').first()).toContainText('عيران × 2');
    await expect(basket.getByRole('listitem').first()).toContainText('هذا الهاتف');
    await expect(basket.getByRole('listitem').nth(1)).toContainText('حار · بدون: بصل');
    await basket.getByRole('button', { name: 'أرسل الطلب' }).click();
    await expect(basket.getByText('تم إرسال طلبك.')).toBeVisible();
    await expect(basket.getByText('أُرسل', { exact: true })).toHaveCount(2);
    await expectAccessible(guest, `the Arabic orders, ${theme}`);
    await adminApi.closeTables();
  }
});

test('a dish sold out while the guest chooses says so in their words; a double tap sends once; a renewed key ends the old card’s ordering', async ({
  newContext,
  adminApi,
}) => {
  const guest = await (await newContext(PHONE)).newPage();
  // The guest leaves eggs out: the egg the Kashar pide offers as an extra is not offered to them.
  await guest.goto(`/RU/category/Pide?masa=6&k=${await adminApi.tableKey('6')}&icermesin=eggs`);
  await guest.getByRole('button', { name: 'Добавить: Pide with Kashar Cheese' }).click();
  const sheet = guest.getByRole('dialog', { name: 'Pide with Kashar Cheese' });
  await expect(sheet.getByRole('checkbox', { name: 'Sucuk' })).toBeVisible();
  await expect(sheet.getByRole('checkbox', { name: 'Egg' })).toHaveCount(0);
  await expect(sheet).toContainText('Варианты с аллергенами, которые вы исключили, не показаны.');
  await adminApi.setSoldOut('Kaşarlı Pide', 'today');
  try {
    await sheet.getByRole('button', { name: /^В корзину/ }).click();
    await expect(sheet.getByRole('alert')).toHaveText('Это блюдо закончилось.');
    // What the guest chose and typed is still there to send again.
    await expect(sheet).toBeVisible();
  } finally {
    await adminApi.setSoldOut('Kaşarlı Pide', null);
  }
  await sheet.getByRole('button', { name: 'Закрыть' }).click();

  // On the dish's own page, 'Добавить' starts from the size chosen there.
  await guest.goto('/RU/category/Pide/pide-with-minced-meat');
  await guest.getByRole('radio', { name: /Large/ }).check();
  await guest.getByRole('button', { name: 'Добавить: Pide with Minced Meat' }).click();
  await expect(guest.getByRole('dialog').getByRole('radio', { name: /Large/ })).toBeChecked();
  await guest
    .getByRole('dialog')
    .getByRole('button', { name: /^В корзину · ₺170,00$/ })
    .click();
  await guest.getByRole('button', { name: /^Корзина \(1\)/ }).click();
  const basket = guest.getByRole('dialog', { name: 'Стол 6: корзина и заказы' });
  await basket.getByRole('button', { name: 'Отправить заказ' }).dblclick();
  await expect(basket.getByText('Ваш заказ отправлен.')).toBeVisible();
  expect(await adminApi.orderCount('6')).toBe(1);

  // Staff renew the table's key: the card in the guest's hand orders nothing from now on.
  await adminApi.renewTableKey('6');
  await guest.reload();
  await expect(guest.getByText('Код этой карточки больше не действует: отсканируйте код на столе ещё раз.')).toBeVisible();
  await expect(guest.getByRole('button', { name: /^Добавить/ })).toHaveCount(0);
});

test('on a laptop, the dish sheet and the basket sit in the middle of the screen, axe-clean in both themes', async ({
  newContext,
  adminApi,
}) => {
  const key = await adminApi.tableKey('4');
  for (const theme of ['light', 'dark'] as const) {
    const guest = await (await newContext({ ...LAPTOP, colorScheme: theme })).newPage();
    await guest.goto(`/EN/category/Pide?masa=4&k=${key}`);
    await guest.getByRole('button', { name: 'Add: Pide with Kashar Cheese' }).click();
    const sheet = guest.getByRole('dialog', { name: 'Pide with Kashar Cheese' });
    await expect(sheet.getByRole('button', { name: /^Add to basket · ₺100,00$/ })).toBeInViewport();
    await expectAccessible(guest, `the add sheet on a laptop, ${theme}`);
    await sheet.getByRole('button', { name: /^Add to basket/ }).click();
    await guest.getByRole('button', { name: /^Basket \(1\)/ }).click();
    const basket = guest.getByRole('dialog', { name: 'Table 4: basket and orders' });
    await expect(basket.getByRole('button', { name: 'Send the order' })).toBeInViewport();
    await expectAccessible(guest, `the basket on a laptop, ${theme}`);
    // Taken out again by the phone that added it: the basket is empty for the next guest.
    await basket.getByRole('button', { name: 'Remove: Pide with Kashar Cheese' }).click();
    await expect(basket.getByText("The basket is empty: add dishes with 'Add' on the menu.")).toBeVisible();
  }
});

test('Russian guests at table 7 ask for the bill: it opens on their phone in Russian, what is left in lira and ≈ in euro with the rate’s day (D60)', async ({
  newContext,
  adminApi,
}) => {
  // Table 7: no other guest test calls from it, so its bill call is never within another's cooldown.
  await adminApi.guestOrder('7', 'ru', [
    { dish: 'Kıymalı Pide', size: 'Büyük' },
    { dish: 'Ayran', quantity: 2 },
  ]);
  await adminApi.confirmOrders('7');
  await adminApi.payBill('7', '40');
  const key = await adminApi.tableKey('7');
  const guest = await (await newContext(PHONE)).newPage();
  await guest.goto(`/RU/?masa=7&k=${key}`);
  await guest.getByRole('button', { name: 'Попросить счёт' }).click();
  const sheet = guest.getByRole('dialog', { name: /корзина и заказы/ });
  await expect(sheet.getByRole('heading', { name: 'Счёт' })).toBeVisible();
  await expect(sheet).toContainText('Итого ₺240,00');
  await expect(sheet).toContainText('Оплачено ₺40,00');
  await expect(sheet).toContainText('К оплате ₺200,00');
  // The sample's rates (₺49,50 a euro): ≈ 4,04 €, marked approximate with the rates' day.
  await expect(sheet.getByText(/^≈ 4,04\s€$/)).toBeVisible();
  await expect(sheet).toContainText(/Примерные суммы по курсу на \d{2}\.\d{2}\.\d{4}; оплата в турецких лирах\./);
  await expectAccessible(guest, 'the bill on a Russian guest’s phone');
});
