import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { PublicMenu } from '../../src/shared/menu.js';
import type { DiningTable } from '../../src/shared/schemas/table.js';
import { pictureOf, printedLines, printToPdf } from './pdf.js';
import { expectPrintedLayout, PAPER } from './print-layout.js';
import { expect, signIn, test, uniqueName, type AdminApi } from './support.js';

// Every page staff print, printed by Chromium and measured on the paper: no text over other
// text, none off the sheet. The sample menu first, then a large one with long names and sizes.
// The test server is this computer, so the cards are asked for as confirmed (onay=1).

const PRINT_PAGES = [
  { name: 'layout-price-list-a4', path: '/admin/print/prices?size=A4', paper: PAPER.A4 },
  { name: 'layout-price-list-a3', path: '/admin/print/prices?size=A3', paper: PAPER.A3 },
  { name: 'layout-menu-tr', path: '/admin/print/menu?lang=tr', paper: PAPER.A4 },
  { name: 'layout-menu-en', path: '/admin/print/menu?lang=en', paper: PAPER.A4 },
  { name: 'layout-menu-both', path: '/admin/print/menu?lang=both', paper: PAPER.A4 },
  { name: 'layout-table-cards', path: '/admin/print/cards?menu=1&onay=1', paper: PAPER.A4 },
] as const;

/** A type's size as printed, to a tenth of a point (PDF.js reads 24 pt as 23.999…). */
const points = (size: number) => Math.round(size * 10) / 10;

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('button', { name: 'Yazdır / PDF olarak kaydet' })).toBeVisible();
}

for (const { name, path, paper } of PRINT_PAGES) {
  test(`${path} prints with no text over other text and none off the page`, async ({ page }) => {
    await signIn(page);
    await open(page, path);
    await expectPrintedLayout(page, name, { paper });
  });
}

test('the menu, the table cards and the price list in Turkish and Russian, and in Arabic, print with no text over other text and none off the page', async ({
  page,
  adminApi,
}) => {
  await adminApi.setMenuLanguages(['ru', 'ar']);
  try {
    await signIn(page);
    await open(page, '/admin/print/menu?lang=tr,ru');
    await expect(page.getByRole('heading', { level: 2, name: /İçecekler \/ Напитки/ })).toBeVisible();
    await expectPrintedLayout(page, 'layout-menu-tr-ru', { paper: PAPER.A4 });
    await open(page, '/admin/print/menu?lang=ar');
    await expect(page.locator('[lang="ar"][dir="rtl"]').first()).toBeVisible();
    await expectPrintedLayout(page, 'layout-menu-ar', { paper: PAPER.A4 });
    await open(page, '/admin/print/cards?menu=1&onay=1&lang=tr,ar');
    await expect(page.getByText('امسح الرمز لعرض القائمة').first()).toBeVisible();
    await expectPrintedLayout(page, 'layout-table-cards-tr-ar', { paper: PAPER.A4 });
    await open(page, '/admin/print/cards?onay=1&lang=ru');
    await expect(page.getByText('Стол 1', { exact: true })).toBeVisible();
    await expectPrintedLayout(page, 'layout-table-cards-ru', { paper: PAPER.A4 });
    await open(page, '/admin/print/prices?size=A4&lang=tr,ru');
    await expect(page.getByText('Чай', { exact: true })).toBeVisible();
    await expectPrintedLayout(page, 'layout-price-list-tr-ru', { paper: PAPER.A4 });
  } finally {
    await adminApi.setMenuLanguages([]);
  }
});

test('the menu and the price list in Turkish and Arabic print each text in its own direction: headings in order, English fallbacks ending with their full stop, alcohol apart from the allergens (issue 53)', async ({
  page,
  adminApi,
}) => {
  await adminApi.setMenuLanguages(['ar']);
  try {
    await signIn(page);
    // The sample's minced-meat pide has no Arabic description: the Arabic column prints the English one.
    await open(page, '/admin/print/menu?lang=tr,ar');
    const menu = (await printToPdf(page, 'bidi-menu-tr-ar')).flatMap((sheet) => printedLines(sheet));
    expect(menu).toContain('Menü / قائمة الطعام');
    expect(menu).toContain('İçecekler / المشروبات');
    expect(menu).toContain('green pepper, finished with butter.');
    // No Latin line starts with the full stop its sentence ends with.
    expect(menu.filter((line) => /^[.,!?] ?[A-Za-z]/.test(line))).toEqual([]);
    // The beer's alcohol is no allergen: it has a line of its own.
    expect(menu).toContain('İçerir: alkol');
    expect(menu.filter((line) => /Alerjenler:.*(alkol|domuz)/i.test(line))).toEqual([]);

    await open(page, '/admin/print/menu?lang=ar');
    const arabic = (await printToPdf(page, 'bidi-menu-ar')).flatMap((sheet) => printedLines(sheet, 'rtl'));
    expect(arabic.filter((line) => line.endsWith('green pepper, finished with butter.'))).toHaveLength(1);
    expect(arabic).toContain('قائمة الطعام');

    await open(page, '/admin/print/prices?size=A4&lang=tr,ar');
    const prices = (await printToPdf(page, 'bidi-price-list-tr-ar')).flatMap((sheet) => printedLines(sheet));
    expect(prices).toContain('Fiyat listesi / قائمة الأسعار');
    expect(prices).toContain('Ayran عيران');
  } finally {
    await adminApi.setMenuLanguages([]);
  }
});

test('the door’s price list fits its type to the paper: the sample’s prices in 24 pt or more on one A4 sheet, and one category when chosen (issue 53)', async ({
  page,
}) => {
  await signIn(page);
  await open(page, '/admin/print/prices?size=A4');
  const sheets = await expectPrintedLayout(page, 'layout-price-list-sample-type', { paper: PAPER.A4 });
  expect(sheets, 'the sample’s list on one sheet').toHaveLength(1);
  const prices = sheets[0]!.runs.filter((run) => /₺\d/.test(run.text));
  expect(prices.length).toBeGreaterThan(10);
  expect(Math.min(...prices.map((run) => points(run.size))), 'the smallest price’s type, in points').toBeGreaterThanOrEqual(24);
  // The type fills the sheet: the list's last price is in the lower half of the paper.
  expect(Math.max(...prices.map((run) => run.bottom)), 'the last price, in mm from the top').toBeGreaterThan(PAPER.A4.height / 2);

  // Only the drinks, chosen for the sheet by the bar.
  const menu = (await (await page.request.get('/api/menu')).json()) as PublicMenu;
  const drinks = menu.categories.find((category) => category.nameTr === 'İçecekler')!;
  await open(page, `/admin/print/prices?size=A4&categories=${drinks.id}`);
  const [drinksSheet, ...more] = await expectPrintedLayout(page, 'layout-price-list-drinks', { paper: PAPER.A4 });
  expect(more).toHaveLength(0);
  for (const product of menu.products) {
    if (product.categoryId === drinks.id) expect(drinksSheet!.text, product.nameTr).toContain(product.nameTr);
    else expect(drinksSheet!.text, product.nameTr).not.toContain(product.nameTr);
  }
  // The paper's options keep the choice.
  await expect(page.getByRole('link', { name: 'A3' })).toHaveAttribute('href', new RegExp(`categories=${drinks.id}$`));
});

test('the print pages name the site’s icon, so the browser asks for no missing one', async ({ page }) => {
  await signIn(page);
  for (const { path } of PRINT_PAGES) {
    await open(page, path);
    const icon = page.locator('head link[rel="icon"]');
    await expect(icon, path).toHaveCount(1);
    const answer = await page.request.get((await icon.getAttribute('href'))!);
    expect(answer.status(), `${path}: its icon`).toBe(200);
    expect(answer.headers()['content-type'], `${path}: its icon`).toMatch(/^image\//);
  }
});

test("an account's statement prints with no text over other text and none off the page", async ({ page }) => {
  await signIn(page);
  // The sample account "Restoran" (the first one a new database has), over all its entries.
  await page.goto('/admin/accounts/1/statement?from=2020-01-01&to=2030-12-31');
  await expect(page.getByRole('article', { name: 'Hesap ekstresi' })).toBeVisible();
  const [first] = await expectPrintedLayout(page, 'layout-statement', { paper: PAPER.A4, pictures: true });
  const picture = pictureOf(first);
  // With the browser's "background graphics" on, the paper below the statement stays white
  // (PDF.js leaves the unprinted margins transparent: paper there too).
  const { width, height } = await sharp(picture).metadata();
  const below = await sharp(picture)
    .ensureAlpha()
    .extract({ left: 0, top: Math.round(height * 0.8), width, height: Math.round(height * 0.15) })
    .raw()
    .toBuffer();
  let coloured = 0;
  for (let at = 0; at < below.length; at += 4) {
    if (below[at + 3]! > 0 && Math.min(below[at]!, below[at + 1]!, below[at + 2]!) < 250) coloured += 1;
  }
  expect(coloured, 'coloured dots in the lowest part of the page, under the statement').toBe(0);
});

test('a station’s ticket prints on an 80 mm and a 58 mm roll: the table large, each line in large type and in order, an Arabic note in its own direction, no fiscal value (D59)', async ({
  page,
  adminApi,
}) => {
  const hours = await adminApi.setHours(null);
  await adminApi.closeTables();
  try {
    await adminApi.guestOrder('5', 'ar', [
      { dish: 'Kıymalı Pide', size: 'Büyük', note: 'بدون بصل من فضلك' },
      { dish: 'Kaşarlı Pide', quantity: 2 },
    ]);
    await adminApi.confirmOrders('5');
    await signIn(page);
    const oven = (await adminApi.stations()).get('Fırın')!;
    const screen = (await (await page.request.get(`/api/admin/kitchen/${oven}`)).json()) as { open: { id: number }[] };
    const ticket = screen.open[0]!.id;

    for (const width of [80, 58] as const) {
      await page.goto(`/admin/print/ticket/${ticket}?width=${width}`);
      await expect(page.getByRole('heading', { name: 'Masa 5' })).toBeVisible();
      const [sheet, ...more] = await expectPrintedLayout(page, `layout-ticket-${width}`);
      expect(more, 'one ticket, one piece of paper').toEqual([]);
      expect(Math.round(sheet!.width)).toBe(width);
      const lines = printedLines(sheet!);
      // In reading order: the station, the table, the time and who confirmed it, the lines, the note, then no fiscal value.
      const at = (text: string | RegExp) => lines.findIndex((line) => (typeof text === 'string' ? line.includes(text) : text.test(line)));
      expect(at('FIRIN')).toBeGreaterThanOrEqual(0);
      const order = [
        at('FIRIN'),
        at('Masa 5'),
        at(/^\d{2}:\d{2} · Admin$/),
        at('1 × Kıymalı Pide'),
        at('2 × Kaşarlı Pide'),
        at('Mali değeri yoktur'),
      ];
      expect(order).toEqual([...order].sort((a, b) => a - b));
      // The Arabic note read right to left after its Turkish label, as the cook reads it (over two lines on a narrow roll).
      expect(lines.join(' ')).toContain('Arapça: بدون بصل من فضلك');
      // Large enough to read at the pass: the table and each dish.
      const size = (text: string) => points(Math.max(...sheet!.runs.filter((run) => run.text.includes(text)).map((run) => run.size)));
      expect(size('Masa 5')).toBeGreaterThanOrEqual(18);
      expect(size('Kaşarlı Pide')).toBeGreaterThanOrEqual(13);
    }
  } finally {
    await adminApi.closeTables();
    await adminApi.setHours(hours);
  }
});

test('a table’s bill prints on an 80 mm roll and on A5 in Turkish and the guests’ Russian, and in Arabic, in reading order, with no fiscal value (D60)', async ({
  page,
  adminApi,
}) => {
  const hours = await adminApi.setHours(null);
  await adminApi.closeTables();
  try {
    await signIn(page);
    const tables = (await (await page.request.get('/api/admin/tables')).json()) as DiningTable[];
    const billOf = async (name: string) => {
      const id = tables.find((table) => table.name === name)!.id;
      return (await (await page.request.get(`/api/admin/tables/${id}/bill`)).json()) as { id: number };
    };
    await adminApi.guestOrder('5', 'ru', [
      { dish: 'Kıymalı Pide', size: 'Büyük' },
      { dish: 'Ayran', quantity: 2 },
    ]);
    await adminApi.confirmOrders('5');
    const russian = await billOf('5');
    for (const paper of ['80', 'a5'] as const) {
      await page.goto(`/admin/print/bill/${russian.id}?paper=${paper}`);
      await expect(page.getByRole('heading', { name: 'Sofra Pide Salonu' })).toBeVisible();
      const [sheet, ...more] = await expectPrintedLayout(
        page,
        `layout-bill-ru-${paper}`,
        paper === 'a5' ? { paper: { width: 148, height: 210 } } : {},
      );
      expect(more, 'one bill, one piece of paper').toEqual([]);
      if (paper === '80') expect(Math.round(sheet!.width)).toBe(80);
      const lines = printedLines(sheet!);
      const at = (text: string) => lines.findIndex((line) => line.includes(text));
      const order = [
        at('Sofra Pide Salonu'),
        at('Adisyon / Счёт'),
        at('1 × Kıymalı Pide (Büyük)'),
        at('2 × Ayran'),
        at('Ara toplam'),
        at('Toplam / Итого'),
        at('KDV / НДС %10'),
        at('Bilgi fişidir — mali değeri yoktur'),
      ];
      expect(
        order.every((index) => index >= 0),
        `${paper}: every part printed:\n${lines.join('\n')}`,
      ).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(lines.join(' ')).toContain('Информационный чек — не является фискальным документом');
    }
    await adminApi.closeTables();
    await adminApi.guestOrder('6', 'ar', [{ dish: 'Künefe' }]);
    await adminApi.confirmOrders('6');
    await page.goto(`/admin/print/bill/${(await billOf('6')).id}?paper=80`);
    await expect(page.locator('[lang="ar"][dir="rtl"]').first()).toBeVisible();
    const [sheet] = await expectPrintedLayout(page, 'layout-bill-ar-80');
    const lines = printedLines(sheet!).map((line) => line.normalize('NFKC'));
    const at = (text: string) => lines.findIndex((line) => line.includes(text.normalize('NFKC')));
    const order = [at('1 × Künefe'), at('Toplam / المجموع'), at('Bilgi fişidir'), at('إيصال للعلم')];
    expect(
      order.every((index) => index >= 0),
      lines.join('\n'),
    ).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  } finally {
    await adminApi.closeTables();
    await adminApi.setHours(hours);
  }
});

/** A category of 24 dishes with long names, words too long for a line, and up to six sizes. */
async function largeMenu(adminApi: AdminApi): Promise<{ categoryId: number; names: string[] }> {
  const category = await adminApi.createCategory(
    uniqueName('Uzun Adlı Fırın Pideleri ve Lahmacunlar'),
    uniqueName('Long Named Oven Pides'),
  );
  const names: string[] = [];
  const bodies: Record<string, unknown>[] = [];
  for (let n = 1; n <= 24; n += 1) {
    const nameTr =
      n % 3 === 0
        ? `Kavurmalıkaşarlısucukluyumurtalıpastırmalı${n}`
        : `Bol Malzemeli Kıymalı Kaşarlı Sucuklu Yumurtalı Özel Karışık Pide ${n} ${'ve Közlenmiş Biber '.repeat(n % 2)}`.trim();
    const sizes =
      n % 2 === 0
        ? [
            { labelTr: 'Küçük', labelEn: 'Small', price: '120', grams: '180' },
            { labelTr: 'Normal', labelEn: 'Regular', price: '175,50', grams: '250' },
            { labelTr: 'Büyük', labelEn: 'Large', price: '245', grams: '400' },
            { labelTr: 'Aile boyu (dört kişilik)', labelEn: 'Family size (for four)', price: '1.245,75', grams: '1250' },
            ...(n % 4 === 0
              ? [
                  { labelTr: 'Kapalı', labelEn: 'Closed', price: '260' },
                  { labelTr: 'Çift kaşarlı', labelEn: 'Double cheese', price: '9.999,99' },
                ]
              : []),
          ]
        : [];
    bodies.push({
      nameTr,
      nameEn: `Extra Large Minced Meat, Kashar Cheese, Sucuk and Egg Special Mixed Pide ${n}`,
      descriptionTr: 'Taş fırında, odun ateşinde pişen, bol malzemeli açık pide; yanında közlenmiş biber, domates ve ayran.',
      descriptionEn: 'Baked in a stone oven over a wood fire, generously topped; served with roasted pepper, tomato and ayran.',
      price: sizes.length === 0 ? '9.999,99' : null,
      grams: sizes.length === 0 ? '10000' : null,
      sizes,
      image: '/images/menu/pide.svg',
      categoryId: category.id,
      allergens: ['gluten', 'milk', 'eggs', 'alcohol', 'pork'],
    });
    names.push(nameTr);
  }
  await inBatches(bodies, 8, (body) => adminApi.create('products', body));
  return { categoryId: category.id, names };
}

test('a large menu with long names and many sizes prints cleanly over several pages, every dish on them', async ({ page, adminApi }) => {
  // Three printed pages of several sheets each, each made into a PDF and read back: more than
  // a minute while the other workers run theirs.
  test.slow();
  const { categoryId, names } = await largeMenu(adminApi);
  try {
    await signIn(page);
    for (const { name, path, paper } of PRINT_PAGES.filter(({ name: page_ }) => !page_.includes('cards'))) {
      await open(page, path);
      const sheets = await expectPrintedLayout(page, `${name}-large`, { paper });
      expect(sheets.length, `${name} runs over several pages`).toBeGreaterThan(1);
      // Every dish is there (its name, run together as PDF.js may split it across lines).
      const printed = sheets.map((sheet) => sheet.text.replace(/\s+/g, '')).join('');
      if (!name.includes('-en')) for (const dish of names) expect(printed, dish).toContain(dish.replace(/\s+/g, ''));
    }
    // Table cards with long table names, as many as four sheets' worth.
    const tables = (await (await page.request.get('/api/admin/tables')).json()) as DiningTable[];
    await open(page, `/admin/print/cards?tables=${tables.map((table) => table.id).join(',')}&onay=1`);
    await expectPrintedLayout(page, 'layout-table-cards-all', { paper: PAPER.A4 });
  } finally {
    const menu = (await (await page.request.get('/api/menu')).json()) as PublicMenu;
    const made = menu.products.filter((dish) => dish.categoryId === categoryId);
    await inBatches(made, 8, (product) => adminApi.delete('products', product.id));
    await adminApi.delete('categories', categoryId);
  }
});

test('the door’s price list holds 300 dishes with their sizes and weights on A4 and on A3, each dish and size on it', async ({
  page,
  adminApi,
}) => {
  // Three hundred dishes made, printed twice and read back: a few minutes beside the other workers.
  test.slow();
  const category = await adminApi.createCategory(uniqueName('Kapıdaki Liste'), uniqueName('Door List'));
  const dishes: { name: string; sizes: string[] }[] = [];
  const bodies: Record<string, unknown>[] = [];
  for (let n = 1; n <= 300; n += 1) {
    // Every tenth name is long enough to wrap in its column; most dishes come in two or three sizes.
    const name = n % 10 === 0 ? `Kaşarlı Sucuklu Yumurtalı Kavurmalı Özel Karışık Fırın Pidesi ${n}` : `Pide ${n}`;
    const sizes =
      n % 3 === 0
        ? []
        : [
            { labelTr: 'Normal', labelEn: 'Regular', price: String(100 + n), grams: String(200 + n) },
            { labelTr: 'Büyük', labelEn: 'Large', price: `${170 + n},50`, grams: String(350 + n) },
            ...(n % 3 === 1 ? [{ labelTr: 'Aile boyu', labelEn: 'Family', price: '1.245,75', grams: '1200' }] : []),
          ];
    bodies.push({
      nameTr: name,
      nameEn: `Pide ${n}`,
      descriptionTr: 'Taş fırında.',
      descriptionEn: 'From the stone oven.',
      price: sizes.length === 0 ? '245' : null,
      grams: sizes.length === 0 ? '300' : null,
      sizes,
      image: '/images/menu/pide.svg',
      categoryId: category.id,
    });
    const weight = (grams: string) => `${new Intl.NumberFormat('tr-TR').format(Number(grams))}g`;
    dishes.push({ name, sizes: sizes.map((size) => `${size.labelTr}${weight(size.grams)}`.replace(/\s+/g, '')) });
  }
  try {
    // Made a few at a time, as several staff might: the test is about the printed list, and 300
    // saves one after another were most of its time.
    await inBatches(bodies, 8, (body) => adminApi.create('products', body));
    await signIn(page);
    for (const [size, paper] of [
      ['A4', PAPER.A4],
      ['A3', PAPER.A3],
    ] as const) {
      await open(page, `/admin/print/prices?size=${size}&lang=tr`);
      const sheets = await expectPrintedLayout(page, `layout-price-list-300-${size.toLowerCase()}`, { paper });
      // Small type in three columns: a few sheets (twelve at the sample's type), still readable from a step away.
      expect(sheets.length, `the ${size} list runs over a few sheets`).toBeGreaterThan(1);
      expect(sheets.length, `the ${size} list runs over a few sheets`).toBeLessThanOrEqual(6);
      const prices = sheets.flatMap((sheet) => sheet.runs.filter((run) => /₺\d/.test(run.text)));
      expect(Math.min(...prices.map((run) => points(run.size))), `the ${size} list's smallest price, in points`).toBeGreaterThanOrEqual(
        size === 'A4' ? 10 : 14,
      );
      // Every dish and each size with its weight (run together, as PDF.js may split a line).
      const printed = sheets.map((sheet) => sheet.text.replace(/\s+/g, '')).join('');
      const missing = dishes.flatMap((dish) =>
        [dish.name.replace(/\s+/g, ''), ...dish.sizes].filter((text) => !printed.includes(text)).map((text) => `${dish.name}: ${text}`),
      );
      expect(missing, `dishes and sizes missing from the ${size} list`).toEqual([]);
      expect(printed).toContain('300g₺245,00');
    }
  } finally {
    const menu = (await (await page.request.get('/api/menu')).json()) as PublicMenu;
    const made = menu.products.filter((dish) => dish.categoryId === category.id);
    await inBatches(made, 8, (product) => adminApi.delete('products', product.id));
    await adminApi.delete('categories', category.id);
  }
});

/** Runs `task` on every item, `size` at a time. */
async function inBatches<T>(items: T[], size: number, task: (item: T) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(task));
}
