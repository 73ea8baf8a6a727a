import { expect, expectAccessible, signIn, test, useTheme, type AdminApi } from './support.js';

// The stations' screens (issue 56, D59): a confirmed order with a pide, an ayran and a künefe
// lands on Fırın's and Bar's screens, in Turkish; Fırın marks the pide ready; 'Masalar' and the
// guest's phone show it; 'Geri al' recalls it. Read from across the counter at 1920 × 1080.

let hours: Awaited<ReturnType<AdminApi['setHours']>>;
test.beforeEach(async ({ adminApi }) => {
  hours = await adminApi.setHours(null);
  await adminApi.closeTables();
});
test.afterEach(async ({ adminApi }) => {
  await adminApi.closeTables();
  await adminApi.setHours(hours);
});

test('a confirmed order reaches the oven’s and the bar’s screens at once; the pide made ready shows on Masalar and at the table, and Geri al brings it back', async ({
  page,
  context,
  adminApi,
}) => {
  const stations = await adminApi.stations();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page);
  await page.goto(`/admin/kitchen/${stations.get('Fırın')}`);
  await expect(page.getByRole('heading', { name: 'Fırın', level: 1 })).toBeVisible();
  await expect(page.getByText('Canlı', { exact: true })).toBeVisible();
  await expect(page.getByText('Bekleyen fiş yok.')).toBeVisible();
  const bar = await context.newPage();
  await bar.setViewportSize({ width: 1024, height: 768 });
  await bar.goto(`/admin/kitchen/${stations.get('Bar')}`);
  await expect(bar.getByText('Canlı', { exact: true })).toBeVisible();
  const board = await context.newPage();
  await board.setViewportSize({ width: 390, height: 844 });
  await board.goto('/admin/board');
  await expect(board.getByText('Canlı', { exact: true })).toBeVisible();

  // A Russian guest at table 5 sends; the waiter confirms: the stations have it within a second.
  await adminApi.guestOrder('5', 'ru', [
    { dish: 'Kıymalı Pide', size: 'Büyük', note: 'без лука' },
    { dish: 'Ayran', quantity: 2 },
    { dish: 'Künefe' },
  ]);
  const guestTable = board.getByRole('list', { name: 'Açık masalar' }).getByRole('listitem').filter({ hasText: 'Masa 5' }).first();
  await guestTable.getByRole('button', { name: /^Onayla/ }).click();
  const tickets = page.getByRole('list', { name: 'Bekleyen fişler' });
  const ticket = tickets.getByRole('listitem').filter({ hasText: 'Masa 5' }).first();
  await expect(ticket).toContainText('1 × Kıymalı Pide (Büyük)', { timeout: 1_000 });
  await expect(ticket).toContainText('Admin');
  await expect(ticket).not.toContainText('Ayran');
  // The guest's note in Russian, marked so.
  await expect(ticket.getByText('без лука')).toHaveAttribute('lang', 'ru');
  await expect(ticket).toContainText('Rusça: без лука');
  const barTicket = bar.getByRole('list', { name: 'Bekleyen fişler' }).getByRole('listitem').first();
  await expect(barTicket).toContainText('2 × Ayran', { timeout: 1_000 });
  await expect(barTicket).toContainText('1 × Künefe');
  await expect(barTicket).not.toContainText('Pide');
  // No price on a station's screen.
  await expect(page.getByText(/₺/)).toHaveCount(0);
  // Readable from across the counter: a dish at least 24 px at 1920 × 1080.
  const size = await ticket
    .getByText('1 × Kıymalı Pide (Büyük)', { exact: true })
    .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
  expect(size).toBeGreaterThanOrEqual(24);
  await expectAccessible(page, 'a station’s screen with a ticket');

  // The oven marks the pide ready: the ticket leaves the screen; Masalar says so at once.
  await ticket.getByRole('button', { name: /^Hazır\s*: Masa 5/ }).click();
  await expect(page.getByText('Bekleyen fiş yok.')).toBeVisible();
  await expect(board.getByText('Masa 5: 1 Kıymalı Pide (Büyük) hazır').first()).toBeVisible({ timeout: 2_000 });
  // The guest's phone reads it in their language.
  const key = await adminApi.tableKey('5');
  const state = (await (
    await page.request.get(`/api/table-orders?${new URLSearchParams({ table: '5', key, device: crypto.randomUUID() })}`)
  ).json()) as { orders: { lines: { sizeTr: string | null; state: string }[] }[] };
  expect(state.orders[0]!.lines.map((line) => line.state)).toEqual(['ready', 'confirmed', 'confirmed']);

  // Bumped by mistake: 'Geri al' brings it back, being prepared again.
  await page.getByRole('button', { name: 'Geri al', exact: true }).click();
  await expect(ticket).toContainText('Hazırlanıyor');
  await useTheme(context, 'dark');
  await page.reload();
  await expect(ticket).toContainText('1 × Kıymalı Pide (Büyük)');
  await expectAccessible(page, 'a station’s screen, dark');
});

test('eight tickets fit the screen over the counter at 1920 × 1080 without scrolling, the oldest first', async ({ page, adminApi }) => {
  for (const table of ['1', '2', '3', '4', '5', '6', '7', '8']) {
    await adminApi.waiterOrder(table, [
      { dish: 'Kıymalı Pide', size: 'Normal', note: 'Az pişmiş' },
      { dish: 'Kaşarlı Pide', quantity: 2 },
    ]);
  }
  const stations = await adminApi.stations();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page);
  await page.goto(`/admin/kitchen/${stations.get('Fırın')}`);
  const tickets = page
    .getByRole('list', { name: 'Bekleyen fişler' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Hazır\s*: Masa/ }) });
  await expect(tickets).toHaveCount(8);
  await expect(tickets.first()).toContainText('Masa 1');
  for (const index of [0, 7]) await expect(tickets.nth(index)).toBeInViewport({ ratio: 1 });
});

test('a station PC prints each new ticket by itself, once: not again after a reload, nor on a second PC at the same station', async ({
  page,
  context,
  adminApi,
}) => {
  // Each ticket page's print is kept where the test reads it, as Chromium's --kiosk-printing sends it to the printer.
  await context.addInitScript(() => {
    window.print = () => {
      const screen = window.top as Window & { printed?: string[] };
      (screen.printed ??= []).push(`${location.pathname}${location.search} ${document.body.innerText}`);
      window.dispatchEvent(new Event('afterprint'));
    };
  });
  const printed = (on = page) => on.evaluate(() => (window as Window & { printed?: string[] }).printed ?? []);
  const stations = await adminApi.stations();
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page);
  await page.goto(`/admin/kitchen/${stations.get('Bar')}`);
  await expect(page.getByText('Canlı', { exact: true })).toBeVisible();
  await page.getByLabel('Bu cihaz yazdırsın').selectOption('58');

  await adminApi.waiterOrder('3', [{ dish: 'Ayran', quantity: 2 }]);
  await expect.poll(() => printed()).toHaveLength(1);
  const [first] = await printed();
  expect(first).toMatch(/^\/admin\/print\/ticket\/\d+\?width=58 /);
  expect(first).toContain('Masa 3');
  expect(first).toContain('Ayran');
  expect(first).toContain('Mali değeri yoktur');

  // The PC restarts: it still prints on 58 mm, and only what is new.
  await page.reload();
  await expect(page.getByLabel('Bu cihaz yazdırsın')).toHaveValue('58');
  await adminApi.waiterOrder('4', [{ dish: 'Künefe' }]);
  await expect.poll(() => printed()).toHaveLength(1);
  expect((await printed())[0]).toContain('Masa 4');

  // A second PC at the bar: each new ticket comes out of one of the two, never both.
  const second = await context.newPage();
  await second.goto(`/admin/kitchen/${stations.get('Bar')}`);
  await expect(second.getByText('Canlı', { exact: true })).toBeVisible();
  await adminApi.waiterOrder('6', [{ dish: 'Çay', quantity: 3 }]);
  const ofTableSix = async () => [...(await printed()), ...(await printed(second))].filter((text) => text.includes('Masa 6'));
  await expect.poll(ofTableSix).toHaveLength(1);
  await adminApi.waiterOrder('7', [{ dish: 'Çay' }]);
  await expect
    .poll(async () => [...(await printed()), ...(await printed(second))].filter((text) => text.includes('Masa 7')))
    .toHaveLength(1);
  expect(await ofTableSix()).toHaveLength(1);
  expect(await printed(second)).not.toContainEqual(expect.stringContaining('Masa 3'));

  // Turned off, nothing more prints here.
  await page.getByLabel('Bu cihaz yazdırsın').selectOption('');
  await second.close();
  await adminApi.waiterOrder('8', [{ dish: 'Çay' }]);
  await expect(page.getByRole('list', { name: 'Bekleyen fişler' })).toContainText('Masa 8');
  expect((await printed()).filter((text) => text.includes('Masa 8'))).toEqual([]);
});
