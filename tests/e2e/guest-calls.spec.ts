import type { Page } from '@playwright/test';
import { expect, expectAccessible, LAPTOP, PHONE, reachAndAttach, signIn, test, useTheme, type AdminApi } from './support.js';

// A guest at a table calls a waiter or asks for the bill from the menu; the staff board
// ('Masalar') on a tablet shows it at once. The restaurant's hours are cleared for these tests,
// so a call is taken whatever time they run at, and put back afterwards.

const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false, deviceScaleFactor: 1 };

let hours: Awaited<ReturnType<AdminApi['setHours']>>;
test.beforeEach(async ({ adminApi }) => {
  hours = await adminApi.setHours(null);
  await adminApi.clearBoard();
});
test.afterEach(async ({ adminApi }) => {
  await adminApi.clearBoard();
  await adminApi.setHours(hours);
});

async function openBoard(page: Page): Promise<void> {
  await signIn(page);
  await page.goto('/admin/board');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Masalar');
  await expect(page.getByText('Canlı', { exact: true })).toBeVisible();
}

// Table 6: the bill's own test (staff-bill.spec.ts) asks for table 5's, and a table asks once in two minutes.
test('a guest at Masa 6 asks for the bill on a phone; the board on a tablet shows it within 2 seconds', async ({ newContext }) => {
  const board = await (await newContext(TABLET)).newPage();
  await openBoard(board);
  await expect(board.getByText('Bekleyen çağrı yok.')).toBeVisible();

  const guest = await (await newContext(PHONE)).newPage();
  await guest.goto('/?masa=6');
  const calls = guest.getByRole('region', { name: 'Masaya çağrı: Masa 6' });
  // The buttons are there without a touch: the app attaches at once for a guest at a table.
  await expect(calls.getByRole('button', { name: 'Garson çağır' })).toBeVisible();
  await expect(calls.getByRole('button', { name: 'Hesap iste' })).toBeInViewport();
  await expectAccessible(guest, 'the menu with the calls’ buttons');

  await calls.getByRole('button', { name: 'Hesap iste' }).click();
  const tapped = Date.now();
  await expect(calls.getByRole('status')).toHaveText('Hesap istendi');
  const onBoard = board.getByRole('list', { name: 'Çağrılar' }).getByRole('listitem');
  const call = onBoard.filter({ hasText: 'Masa 6' });
  await expect(call).toContainText('Hesap istiyor', { timeout: 2_000 });
  expect(Date.now() - tapped).toBeLessThan(2_000);
  await expect(call).toContainText('az önce');
  await expectAccessible(board, 'the board with a call');

  // Another phone at the same table asks again at once: refused politely, with when it may ask again.
  const second = await (await newContext(PHONE)).newPage();
  await second.goto('/?masa=6');
  const again = second.getByRole('region', { name: 'Masaya çağrı: Masa 6' });
  await again.getByRole('button', { name: 'Hesap iste' }).click();
  await expect(again.getByRole('status')).toHaveText(/^Az önce istendi; 1[0-9]{2} sn sonra yeniden isteyebilirsiniz$/);
  await expect(onBoard).toHaveCount(1);

  await call.getByRole('button', { name: /^Geldim\b.*Masa 6$/ }).click();
  await expect(call).toContainText('Admin geliyor');
  await call.getByRole('button', { name: /^Tamam\b.*Masa 6$/ }).click();
  await expect(call).toHaveCount(0);
  await expect(board.getByText('Bekleyen çağrı yok.')).toBeVisible();
});

test('a call can be taken back before a waiter takes it', async ({ newContext, adminApi }) => {
  const guest = await (await newContext(PHONE)).newPage();
  await guest.goto('/EN?masa=2');
  const calls = guest.getByRole('region', { name: 'Call to your table: Table 2' });
  await calls.getByRole('button', { name: 'Call a waiter' }).click();
  await expect(calls.getByRole('status').first()).toHaveText('Waiter called');
  expect((await adminApi.board()).map((request) => request.table)).toEqual(['2']);
  await calls.getByRole('button', { name: 'Cancel: Call a waiter' }).click();
  await expect(calls.getByRole('status').first()).toHaveText('Request cancelled');
  expect(await adminApi.board()).toEqual([]);
});

test('offline, the tap waits and is sent once the phone is back online, once', async ({ newContext, adminApi }) => {
  const context = await newContext(PHONE);
  const guest = await context.newPage();
  await guest.goto('/?masa=3');
  const calls = guest.getByRole('region', { name: 'Masaya çağrı: Masa 3' });
  await expect(calls.getByRole('button', { name: 'Garson çağır' })).toBeVisible();
  // The phone loses its connection once the page has everything it fetches (the restaurant's
  // name fetches its whole font after the app attaches).
  await guest.waitForLoadState('networkidle');
  await context.setOffline(true);
  await calls.getByRole('button', { name: 'Garson çağır' }).click();
  await expect(calls.getByRole('status').first()).toHaveText('Bağlantı gelince gönderilecek');
  expect(await adminApi.board()).toEqual([]);
  await context.setOffline(false);
  await expect(calls.getByRole('status').first()).toHaveText('Garson çağrıldı');
  // Loaded again: nothing is sent a second time.
  await guest.reload();
  await expect(calls.getByRole('status').first()).toHaveText('Garson çağrıldı');
  expect((await adminApi.board()).map((request) => [request.table, request.kind])).toEqual([['3', 'waiter']]);
});

test('the buttons come drawn with the page: their part waits for the first touch, and a call tapped before it arrives is made once', async ({
  browser,
  baseURL,
  adminApi,
}) => {
  // A context of its own: the shared fixtures reach for the page to attach the app.
  const context = await browser.newContext({ ...PHONE, baseURL });
  const guest = await context.newPage();
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await guest.route(/\/assets\/island-[\w-]+\.js$/, async (route) => {
    await arrived;
    await route.continue();
  });
  const live = () => guest.evaluate(() => document.getElementById('table-calls')?.hasAttribute('data-live') ?? false);
  try {
    await guest.goto('/?masa=8');
    const calls = guest.getByRole('region', { name: 'Masaya çağrı: Masa 8' });
    await expect(calls.getByRole('button', { name: 'Garson çağır' })).toBeInViewport();
    await expect(calls.getByRole('button', { name: 'Hesap iste' })).toBeInViewport();
    await guest.waitForTimeout(300);
    expect(await live()).toBe(false);

    // Tapped while its part is on its way: nothing is sent twice, nothing is lost.
    await calls.getByRole('button', { name: 'Garson çağır' }).tap();
    expect(await adminApi.board()).toEqual([]);
    release();
    await expect(calls.getByRole('status').first()).toHaveText('Garson çağrıldı');
    expect(await live()).toBe(true);
    expect((await adminApi.board()).map((request) => [request.table, request.kind])).toEqual([['8', 'waiter']]);
    await expect(guest.getByRole('region', { name: /^Masaya çağrı/ })).toHaveCount(1);
    await expectAccessible(guest, 'the calls’ bar as its part took it over');
  } finally {
    release();
    await context.close();
  }
});

test.describe('on a phone', () => {
  test.use(PHONE);
  test('without a table, or with one the restaurant has not got, there are no buttons', async ({ page }) => {
    for (const address of ['/', '/?masa=999', '/EN?masa=999']) {
      await page.goto(address);
      await reachAndAttach(page);
      await expect(page.getByRole('button', { name: /Garson çağır|Call a waiter/ })).toHaveCount(0);
    }
  });

  test('right to left, in Arabic, the buttons are in the guest’s language and axe-clean', async ({ page, adminApi }) => {
    await adminApi.setMenuLanguages(['ar']);
    try {
      await page.goto('/AR?masa=4');
      const calls = page.getByRole('region', { name: /طلب إلى الطاولة/ });
      await expect(calls.getByRole('button', { name: 'استدعاء النادل' })).toBeInViewport();
      await expect(calls.getByRole('button', { name: 'طلب الفاتورة' })).toBeInViewport();
      await expectAccessible(page, 'the Arabic menu with the calls’ buttons');
    } finally {
      await adminApi.setMenuLanguages([]);
    }
  });
});

test.describe('the board on a laptop', () => {
  test.use(LAPTOP);
  test('is axe-clean with no calls, in both themes', async ({ page, context }) => {
    await openBoard(page);
    await expectAccessible(page, 'the empty board');
    await useTheme(context, 'dark');
    await page.reload();
    await expect(page.getByText('Canlı', { exact: true })).toBeVisible();
    await expectAccessible(page, 'the empty board, dark');
  });
});
