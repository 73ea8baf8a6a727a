import type { Page } from '@playwright/test';
import { notice } from './notices.js';
import { expect, expectAccessible, PHONE, restaurantDay, signIn, test, uniqueName } from './support.js';

// A customer's veresiye account on the counter's phone: a payment taken and reversed, the
// statement printed (its print stylesheet applied) and downloaded for Excel (issue 16).

test.use(PHONE);

test('take a payment on a phone, reverse it, print the statement and download it as CSV', async ({ page, adminApi }) => {
  const customer = uniqueName('Kemal Usta');
  const { id } = await adminApi.create<{ id: number }>('accounts', { customerName: customer, phone: '0532 111 22 33' });
  await adminApi.create(`accounts/${id}/entries`, { kind: 'charge', amount: '600', day: restaurantDay(), description: 'Düğün yemeği' });

  await signIn(page);
  await page.goto(`/admin/accounts/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(customer);
  const summary = page.getByRole('region', { name: 'Kalan borç' });
  await expect(summary).toContainText('₺600,00');
  await expectAccessible(page, 'an account, on a phone');
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Ödeme al' }).click();
  const form = page.getByRole('dialog', { name: 'Ödeme al' });
  await form.getByRole('textbox', { name: 'Tutar (₺)' }).fill('200');
  await form.getByRole('textbox', { name: 'Not' }).fill('Elden');
  await form.getByRole('button', { name: 'Ödemeyi kaydet' }).click();
  await expect(notice(page, 'Ödeme alındı. Kalan borç: ₺400,00')).toBeVisible();
  await expect(summary).toContainText('₺400,00');

  const payment = page.getByRole('row', { name: /Ödeme · Nakit/ });
  await payment.getByRole('button', { name: /^Geri al/ }).click();
  const reverse = page.getByRole('dialog', { name: 'Hareketi geri al' });
  await reverse.getByRole('textbox', { name: 'Neden' }).fill('Yanlış müşteriye yazıldı');
  await reverse.getByRole('button', { name: 'Geri al' }).click();
  await expect(summary).toContainText('₺600,00');
  await expect(payment).toContainText('Geri alındı');
  // Struck through, as a reversed entry is.
  await expect(payment.getByRole('cell').first()).toHaveCSS('text-decoration-line', 'line-through');

  // The statement of this month so far: on paper, only the statement.
  await page.getByRole('link', { name: 'Ekstreyi aç ve yazdır' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hesap ekstresi' })).toBeVisible();
  const sheet = page.getByRole('article', { name: 'Hesap ekstresi' });
  await expect(sheet).toContainText(customer);
  await expect(sheet).toContainText('Sofra Pide Salonu');
  await expect(sheet.getByRole('row', { name: /Dönem sonu bakiyesi/ })).toContainText('₺600,00');
  await expectAccessible(page, 'a statement, on a phone');
  await expectNoSidewaysScroll(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('aside')).toBeHidden();
  await expect(sheet.getByRole('button', { name: 'Yazdır / PDF olarak kaydet' })).toBeHidden();
  await expect(sheet.getByRole('row', { name: /Düğün yemeği/ })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // For Excel: a UTF-8 file with a BOM, semicolons and decimal commas.
  const download = page.waitForEvent('download');
  await sheet.getByRole('link', { name: 'CSV indir' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^ekstre-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await streamBytes(await file.createReadStream());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes
    .subarray(3)
    .toString('utf8')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));
  const header = rows.findIndex((cells) => cells[0] === 'Tarih');
  expect(rows[header]).toEqual(['Tarih', 'Hareket', 'Açıklama', 'Borç', 'Ödeme', 'Bakiye', 'Giren']);
  const last = rows.at(-1)!;
  expect(last[1]).toBe('Dönem sonu bakiyesi');
  expect(last[5]).toBe('600,00');
  expect(rows.some((cells) => cells[1] === 'Ödeme (Nakit)' && cells[4] === '200,00')).toBe(true);
  expect(rows.some((cells) => cells[1]?.startsWith('Geri alma') && cells[4] === '-200,00')).toBe(true);
});

test('a new account without entries says so, instead of showing as paid', async ({ page, adminApi }) => {
  const customer = uniqueName('Yeni Müşteri');
  const { id } = await adminApi.create<{ id: number }>('accounts', { customerName: customer, phone: '0532 222 33 44' });
  await signIn(page);
  await page.goto(`/admin/accounts/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(customer);
  await expect(page.getByText('Hareket yok', { exact: true })).toBeVisible();
  await expect(page.getByText('Ödendi', { exact: true })).toHaveCount(0);
  await page.goto(`/admin/accounts?q=${encodeURIComponent(customer)}`);
  await expect(page.getByRole('row', { name: new RegExp(customer) })).toContainText('Hareket yok');
});

test('an entry’s notes stand on lines of their own: reversed, and over the credit limit', async ({ page, adminApi }) => {
  const customer = uniqueName('Limitli Müşteri');
  const { id } = await adminApi.create<{ id: number }>('accounts', { customerName: customer, phone: '0532 777 88 99', creditLimit: '100' });
  await adminApi.create(`accounts/${id}/entries`, {
    kind: 'charge',
    amount: '250',
    day: restaurantDay(),
    description: 'Toplu sipariş',
    confirmOverLimit: true,
  });
  await signIn(page);
  const [entry] = (await (await page.request.get(`/api/admin/accounts/${id}/entries`)).json()) as { id: number }[];
  await adminApi.create(`accounts/${id}/entries/${entry!.id}/reversal`, { reason: 'Yanlış hesap' });

  await page.goto(`/admin/accounts/${id}`);
  const row = page.getByRole('row', { name: /Toplu sipariş/ });
  const reversed = await row.getByText('Geri alındı', { exact: true }).boundingBox();
  const overLimit = await row.getByText('Kredi limiti aşımı onaylandı', { exact: true }).boundingBox();
  expect(overLimit!.y).toBeGreaterThanOrEqual(reversed!.y + reversed!.height);
  await expectNoSidewaysScroll(page);
});

/** A time zone whose calendar shows another day than the restaurant's (Istanbul) right now: 14 hours ahead or 11 behind UTC. */
const AWAY_ZONE = ['Pacific/Kiritimati', 'Pacific/Pago_Pago'].find(
  (zone) => new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date()) !== restaurantDay(),
)!;

test.describe('on a phone set to another time zone than the restaurant', () => {
  test.use({ timezoneId: AWAY_ZONE });

  test('a charge is dated on the restaurant’s calendar, as its reversal is, and the statement ends there', async ({ page, adminApi }) => {
    const customer = uniqueName('Saat Farkı');
    const { id } = await adminApi.create<{ id: number }>('accounts', { customerName: customer, phone: '0532 444 55 66' });
    await signIn(page);
    await page.goto(`/admin/accounts/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(customer);

    await page.getByRole('button', { name: 'Borç ekle' }).click();
    const form = page.getByRole('dialog', { name: 'Borç ekle' });
    await expect(form.getByLabel(/Tarih/)).toHaveValue(restaurantDay());
    await form.getByRole('textbox', { name: 'Tutar (₺)' }).fill('150');
    await form.getByRole('textbox', { name: 'Açıklama' }).fill('Akşam yemeği');
    await form.getByRole('button', { name: 'Borcu kaydet' }).click();
    await expect(notice(page, 'Borç eklendi. Kalan borç: ₺150,00')).toBeVisible();

    const entriesOf = async () =>
      (await (await page.request.get(`/api/admin/accounts/${id}/entries`)).json()) as { id: number; day: string }[];
    const [charge] = await entriesOf();
    expect(charge?.day).toBe(restaurantDay());
    // The server dates the reversal by the same calendar, so the two share their day.
    const reversal = await page.request.post(`/api/admin/accounts/${id}/entries/${charge!.id}/reversal`, {
      headers: { origin: new URL(page.url()).origin },
      data: { reason: 'Yanlış hesap' },
    });
    expect(reversal.status(), await reversal.text()).toBe(201);
    expect((await entriesOf()).map((entry) => entry.day)).toEqual([restaurantDay(), restaurantDay()]);
    await expect(page.getByLabel('Bitiş')).toHaveValue(restaurantDay());
  });
});

/** The page is no wider than the phone. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport!.width);
}

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
