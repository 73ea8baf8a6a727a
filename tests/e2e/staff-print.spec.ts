import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import type { MenuProduct, PublicMenu } from '../../src/shared/menu.js';
import { formatLira } from '../../src/shared/money.js';
import type { DiningTable, QrSettings } from '../../src/shared/schemas/table.js';
import { decodeQr } from '../support/qr-decode.js';
import { notice } from './notices.js';
import { pictureOf, printToPdf } from './pdf.js';
import { expect, expectAccessible, PHONE, signIn, test, uniqueName } from './support.js';

// 'QR ve Baskı' (issue 17): the tables' codes, the cards on the tables, the printed menu and
// the price list on the door, each printed to PDF by Chromium and read back independently.

const menuOf = async (page: Page) => (await (await page.request.get('/api/menu')).json()) as PublicMenu;
const pricesOf = (product: MenuProduct) =>
  product.sizes.length === 0 ? [formatLira(product.priceKurus)] : product.sizes.map((size) => formatLira(size.priceKurus));

test('tables added in bulk with Turkish messages for bad input, and every code downloaded as a ZIP that decodes', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await signIn(page);
  await page.goto('/admin/print');
  await expect(page.getByRole('heading', { level: 1, name: 'QR ve Baskı' })).toBeVisible();
  const address = page.getByRole('textbox', { name: 'Menünün herkese açık adresi' });
  // Until staff set one, the codes point at the address the back office was opened at.
  await expect(address).toHaveValue(origin);
  await expectAccessible(page, 'QR ve Baskı');

  await address.fill('ftp://menu.sofra.com.tr');
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(
    page.getByText('Menü adresi http:// veya https:// ile başlayan bir adres olmalı (ör. https://menu.sofra.com.tr)'),
  ).toBeVisible();
  await address.fill(origin);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(notice(page, 'QR ayarları kaydedildi.')).toBeVisible();

  const add = page.getByRole('textbox', { name: 'Masa ekle' });
  const submit = page.getByRole('button', { name: 'Ekle', exact: true });
  for (const [typed, message] of [
    ['20–1', 'Aralık küçük sayıyla başlamalı: 20–1 yerine 1–20 yazın'],
    ['x'.repeat(200), 'Masa adı en fazla 40 karakter olabilir'],
    ['5, 5', 'Aynı masa iki kez yazıldı: 5'],
    ['1–3', 'Bu adlarda masalar zaten var: 1, 2, 3'],
  ] as const) {
    await add.fill(typed);
    await submit.click();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    // What was typed stays, to be corrected.
    await expect(add).toHaveValue(typed);
  }
  const terrace = uniqueName('Teras');
  await add.fill(`${terrace} 1–3`);
  await submit.click();
  const tables = page.getByRole('list', { name: 'Masalar' });
  await expect(tables.getByRole('listitem').filter({ hasText: `${terrace} 3` })).toBeVisible();
  await expect(add).toHaveValue('');
  await expectAccessible(page, 'QR ve Baskı with new tables');

  // The address saved is this computer's: downloading asks first.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Tüm kodları indir (ZIP)' }).click();
  await page.getByRole('alertdialog', { name: 'QR kodlarını indir' }).getByRole('link', { name: 'Yine de indir' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe('sofra-qr-kodlari.zip');
  const files = unzipSync(new Uint8Array(fs.readFileSync(await zip.path())));
  for (const table of ['masa-1', 'masa-2', 'masa-3']) {
    expect(Object.keys(files)).toEqual(expect.arrayContaining([`svg/${table}.svg`, `png/${table}.png`]));
  }
  const slug = terrace.toLowerCase().replace(/ /g, '-');
  expect(Object.keys(files)).toEqual(expect.arrayContaining([`png/masa-${slug}-3.png`, 'svg/menu.svg']));
  // Each code carries its table's key beside its name (D57).
  const keys = new Map(
    ((await (await page.request.get('/api/admin/tables')).json()) as DiningTable[]).map((table) => [table.name, table.orderKey]),
  );
  expect(await decodeQr(Buffer.from(files['png/masa-3.png']!))).toBe(`${origin}/?masa=3&k=${keys.get('3')}`);
  expect(await decodeQr(Buffer.from(files[`svg/masa-${slug}-1.svg`]!).toString('utf8'))).toBe(
    `${origin}/?masa=${encodeURIComponent(`${terrace} 1`)}&k=${keys.get(`${terrace} 1`)}`,
  );
});

test('four table cards printed to PDF, scanned off the paper, open the menu at the table on a phone', async ({
  page,
  newContext,
  baseURL,
}) => {
  await signIn(page);
  await page.goto('/admin/print');
  await page.getByRole('link', { name: 'Masa kartları', exact: true }).click();
  // The codes point at this computer (the test's server): printing them is confirmed first.
  await page.getByRole('alertdialog', { name: 'Masa kartlarını yazdır' }).getByRole('link', { name: 'Yine de yazdır' }).click();
  await expect(page.getByRole('button', { name: 'Yazdır / PDF olarak kaydet' })).toBeVisible();
  await expectAccessible(page, 'the table cards');

  const all = (await (await page.request.get('/api/admin/tables')).json()) as DiningTable[];
  const four = ['1', '2', '3', '4'].map((name) => all.find((table) => table.name === name)!.id);
  await page.goto(`/admin/print/cards?tables=${four.join(',')}&onay=1`);
  const pages = await printToPdf(page, 'table-cards', { pictures: true });
  expect(pages).toHaveLength(1);
  const [sheet] = pages;
  expect(sheet!.text).toContain('Sofra Pide Salonu');
  expect(sheet!.text).toContain('Menü için okutun');
  expect(sheet!.text).toContain('Scan for the menu');
  expect(sheet!.text).toContain('Wi-Fi: Sofra-Misafir');
  for (const name of ['1', '2', '3', '4']) expect(sheet!.text).toContain(`Masa ${name} / Table ${name}`);

  // The paper, cut in four: each A6 card's code, read by the independent decoder.
  const picture = pictureOf(sheet);
  const { width, height } = await sharp(picture).metadata();
  const cardAt = async (column: number, row: number) =>
    decodeQr(
      await sharp(picture)
        .extract({
          left: column * Math.floor(width / 2),
          top: row * Math.floor(height / 2),
          width: Math.floor(width / 2),
          height: Math.floor(height / 2),
        })
        .png()
        .toBuffer(),
    );
  const origin = new URL(baseURL!).origin;
  expect([await cardAt(0, 0), await cardAt(1, 0), await cardAt(0, 1), await cardAt(1, 1)]).toEqual(
    ['1', '2', '3', '4'].map((name) => `${origin}/?masa=${name}&k=${all.find((table) => table.name === name)!.orderKey}`),
  );
  const scanned = (await cardAt(0, 1))!;

  // A Turkish phone scans table 3's card: the menu, at table 3, for the whole visit.
  const phone = await (await newContext(PHONE)).newPage();
  await phone.goto(scanned);
  await expect(phone.getByText('Masa 3', { exact: true })).toBeVisible();
  await phone
    .getByRole('link', { name: /^Pide / })
    .first()
    .tap();
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Pide');
  await expect(phone.getByText('Masa 3', { exact: true })).toBeVisible();
  await expectAccessible(phone, 'a category at table 3');

  // An English phone scans the same code: the English menu, at the same table.
  const visitor = await (await newContext({ ...PHONE, locale: 'en-GB' })).newPage();
  await visitor.goto(scanned);
  await expect(visitor).toHaveURL(/\/EN\?masa=3&k=[\w-]+$/);
  await expect(visitor.getByText('Table 3', { exact: true })).toBeVisible();
  await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
});

test('the printed menu in both languages and the price list: prices as on the live menu, no dish split between pages', async ({ page }) => {
  await signIn(page);
  const menu = await menuOf(page);

  await page.goto('/admin/print/menu?lang=both');
  await expectAccessible(page, 'the printed menu');
  for (const product of menu.products) {
    const dish = page.locator(`[data-dish="${product.id}"]`);
    for (const price of pricesOf(product)) await expect(dish).toContainText(price);
  }
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Yazdır / PDF olarak kaydet' })).toBeHidden();
  const menuPages = await printToPdf(page, 'menu-tr-en');
  expect(menuPages.length).toBeGreaterThan(1);
  const text = menuPages.map((pdfPage) => pdfPage.text).join(' ');
  for (const product of menu.products) {
    expect(text).toContain(product.nameTr);
    expect(text).toContain(product.nameEn);
    // A dish is whole on one sheet of paper: both names, both descriptions and every price, none cut off.
    const parts = [product.nameTr, product.descriptionTr, product.nameEn, product.descriptionEn, ...pricesOf(product)].filter(Boolean);
    const whole = menuPages.filter((pdfPage) => parts.every((part) => pdfPage.text.includes(part)));
    expect(whole.length, `${product.nameEn} whole on one page`).toBeGreaterThan(0);
  }
  expect(text).toMatch(/Basım tarihi: \d{2}\.\d{2}\.\d{4}/);
  expect(text).toContain('Fiyatlarımıza KDV dahildir.');

  await page.goto('/admin/print/prices?size=A4');
  await expectAccessible(page, 'the price list');
  const posterPages = await printToPdf(page, 'price-list-a4');
  const poster = posterPages.map((pdfPage) => pdfPage.text).join(' ');
  for (const product of menu.products) {
    const at = poster.indexOf(product.nameTr);
    expect(at, product.nameTr).toBeGreaterThanOrEqual(0);
    for (const price of pricesOf(product)) expect(poster.slice(at), `${product.nameTr} ${price}`).toContain(price);
  }
  expect(poster).toMatch(/Son fiyat değişikliği: \d{2}\.\d{2}\.\d{4}/);
});

test('until a public address is saved, QR ve Baskı warns that the codes open only on this computer, and asks before each download and print', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  await signIn(page);
  const saveAddress = async (publicUrl: string) => {
    const settings = (await (await page.request.get('/api/admin/qr-settings')).json()) as QrSettings;
    const saved = await page.request.put('/api/admin/qr-settings', { data: { ...settings, publicUrl }, headers: { origin } });
    expect(saved.status(), 'saving the public address').toBe(200);
  };
  const WARNING = 'Bu kodlar yalnızca bu bilgisayarda açılır.';
  try {
    await saveAddress('');
    await page.goto('/admin/print');
    // At the top of the page and again beside the downloads.
    await expect(page.getByText(WARNING)).toHaveCount(2);
    await expect(page.getByText(WARNING).first()).toBeVisible();
    await expectAccessible(page, 'QR ve Baskı warning of a local address');

    // A download asks first: "Vazgeç" downloads nothing, "Yine de indir" the file, with its warning inside.
    const zipLink = page.getByRole('link', { name: 'Tüm kodları indir (ZIP)' });
    await zipLink.click();
    const question = page.getByRole('alertdialog', { name: 'QR kodlarını indir' });
    await expect(question).toContainText(WARNING);
    await expect(question).toContainText(`Kodlar ${origin} adresine gidiyor`);
    await expectAccessible(page, 'the question before a download');
    await question.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(question).toBeHidden();
    const download = page.waitForEvent('download');
    await zipLink.click();
    await question.getByRole('link', { name: 'Yine de indir' }).click();
    const files = unzipSync(new Uint8Array(fs.readFileSync(await (await download).path())));
    expect(Buffer.from(files['UYARI.txt']!).toString('utf8')).toContain(WARNING);
    const png = page.waitForEvent('download');
    await page.getByRole('link', { name: /^PNG ?: Masa 1$/ }).click();
    await page.getByRole('alertdialog', { name: 'QR kodlarını indir' }).getByRole('link', { name: 'Yine de indir' }).click();
    expect((await png).suggestedFilename()).toBe('masa-1.png');

    // A card's print asks too; confirmed, the cards show the warning above them (never printed).
    await page.getByRole('link', { name: /^Kart ?: Masa 2$/ }).click();
    await page.getByRole('alertdialog', { name: 'Masa kartlarını yazdır' }).getByRole('link', { name: 'Yine de yazdır' }).click();
    await expect(page).toHaveURL(/\/admin\/print\/cards\?tables=\d+&onay=1$/);
    await expect(page.getByRole('status').filter({ hasText: WARNING })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByText(WARNING)).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // Opened directly, the cards page asks itself, and prints nothing until confirmed.
    await page.goto('/admin/print/cards');
    await expect(page.getByRole('heading', { level: 1, name: 'Masa kartları yazdırılmadı' })).toBeVisible();
    await expect(page.getByText(WARNING)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Yazdır / PDF olarak kaydet' })).toHaveCount(0);
    await expectAccessible(page, 'the cards page asking first');
    await page.getByRole('link', { name: 'Yine de bu adresle yazdır' }).click();
    await expect(page.getByRole('button', { name: 'Yazdır / PDF olarak kaydet' })).toBeVisible();

    // A public address saved: no warning, and the cards open at once.
    await saveAddress('https://menu.sofra.com.tr');
    await page.goto('/admin/print');
    await expect(page.getByRole('list', { name: 'Masalar' })).toBeVisible();
    await expect(page.getByText(WARNING)).toHaveCount(0);
    await page.getByRole('link', { name: 'Masa kartları', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/print\/cards$/);
    await expect(page.getByRole('button', { name: 'Yazdır / PDF olarak kaydet' })).toBeVisible();
  } finally {
    // The other flows scan the codes back to this server.
    await saveAddress(origin);
  }
});

test('adding "Bahçe 1–3, Bar" when the first two are there offers to add the missing ones, and adds only those', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/print');
  const garden = uniqueName('Avlu');
  const add = page.getByRole('textbox', { name: 'Masa ekle' });
  const submit = page.getByRole('button', { name: 'Ekle', exact: true });
  await add.fill(`${garden} 1–2`);
  await submit.click();
  const tables = page.getByRole('list', { name: 'Masalar' });
  await expect(tables.getByRole('listitem').filter({ hasText: `${garden} 2` })).toBeVisible();

  await add.fill(`${garden} 1–3, ${garden} Bar`);
  await submit.click();
  await expect(page.getByText(`Bu adlarda masalar zaten var: ${garden} 1, ${garden} 2`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Eksik olanlar: ${garden} 3, ${garden} Bar`)).toBeVisible();
  await expectAccessible(page, 'QR ve Baskı offering the missing tables');
  // Changing what was typed withdraws the offer; typing it back brings the question back first.
  await add.fill(`${garden} 1–3`);
  await expect(page.getByRole('button', { name: 'Eksikleri ekle' })).toBeHidden();
  await add.fill(`${garden} 1–3, ${garden} Bar`);
  await submit.click();
  await page.getByRole('button', { name: 'Eksikleri ekle' }).click();

  await expect(notice(page, `Eksik masalar eklendi: ${garden} 3, ${garden} Bar. Toplam`)).toBeVisible();
  await expect(add).toHaveValue('');
  for (const name of ['1', '2', '3', 'Bar']) {
    await expect(tables.getByText(`${garden} ${name}`, { exact: true })).toHaveCount(1);
  }
});
