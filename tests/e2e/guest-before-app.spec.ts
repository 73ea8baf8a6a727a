import type { Browser, Page } from '@playwright/test';
import { ANY_REVIEWS_BUTTON, appAttached, expect, PHONE, test } from './support.js';

// A guest whose phone shows the menu before the app's script has arrived (a weak connection),
// or never runs it: the server draws every guest page, and its links are plain links.

/** The app's script (main.tsx's chunk), as the page asks for it. */
const APP_SCRIPT = /\/assets\/main-[\w-]+\.js$/;

/** Holds the app's script back until `until` settles; returns the addresses it was asked at. */
const attached = (page: Page) => page.evaluate(() => document.getElementById('root')!.hasAttribute('data-attached'));

async function holdTheApp(page: Page, until: Promise<void>): Promise<string[]> {
  const requested: string[] = [];
  await page.route(APP_SCRIPT, async (route) => {
    requested.push(route.request().url());
    await until;
    await route.continue();
  });
  return requested;
}

test('without the script, a guest still reads the menu in both languages and follows its links', async ({ browser, baseURL }) => {
  // A context of its own: the shared fixtures wait for the app, which never comes here.
  const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/');
    await expect(page).toHaveTitle('Sofra Pide Salonu · Menü');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lezzetli Menümüz');
    await expect(page.getByRole('region', { name: 'Pide + Ayran Menüsü' })).toContainText('₺120,00');

    await page
      .getByRole('region', { name: 'Kategoriler' })
      .getByRole('link', { name: /^Pide / })
      .tap();
    await expect(page).toHaveURL('/category/Pide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pide');
    await expect(page.getByRole('article', { name: 'Kıymalı Pide', exact: true })).toContainText('₺120,00');
    await expect(page.getByRole('status').filter({ hasText: 'ürün' })).toBeVisible();
    // The tag chips have the colours staff chose (a style sheet the page's policy allows).
    const chip = page.getByRole('article', { name: 'Kıymalı Pide', exact: true }).getByRole('listitem').first();
    await expect(chip).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');

    await page.getByRole('link', { name: 'EN', exact: true }).tap();
    await expect(page).toHaveURL('/EN/category/Pide');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pide');
    await expect(page.getByRole('article', { name: 'Pide with Minced Meat', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Pide · Sofra Pide Salonu');

    const missing = await page.goto('/category/Lahmacun');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı');
  } finally {
    await context.close();
  }
});

test('a guest who only reads runs no app: its files wait in the cache until the first touch', async ({ browser, baseURL }) => {
  // A context of its own: the shared fixtures reach for the page to attach the app.
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  const appFetched: string[] = [];
  page.on('requestfinished', (request) => {
    if (APP_SCRIPT.test(request.url())) appFetched.push(request.url());
  });
  try {
    await page.goto('/');
    // Once the page is on screen its app is fetched, not run: the app does not hold the page.
    await expect.poll(() => appFetched.length).toBe(1);
    await page.waitForTimeout(300);
    expect(await attached(page)).toBe(false);
    // Nor on a page drawn with fields of its own: a category's price bounds, a dish's sizes
    // (a radio button's value is not something a guest typed before the script ran).
    for (const address of ['/category/Pide', '/category/Pide/kiymali-pide']) {
      await page.goto(address);
      await expect(page.locator('link[rel="prefetch"]').first()).toBeAttached();
      await page.waitForTimeout(300);
      expect(await attached(page), address).toBe(false);
    }
  } finally {
    await context.close();
  }
});

test('a guest at a table gets the calls’ buttons once the page is on screen, without the app; a link followed before it keeps the table', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  try {
    // A slow phone: the app is held on its way.
    let release = () => {};
    await holdTheApp(page, new Promise<void>((resolve) => (release = resolve)));
    await page.goto('/?masa=5');
    const calls = page.getByRole('region', { name: 'Masaya çağrı: Masa 5' });
    await expect(calls.getByRole('button', { name: 'Garson çağır' })).toBeInViewport();
    await expect(calls.getByRole('button', { name: 'Hesap iste' })).toBeInViewport();
    await page.waitForTimeout(300);
    expect(await attached(page)).toBe(false);

    // The first tap follows a link as a plain link when the app has not attached by the time
    // the finger lifts; the table of the code comes along, and its buttons with it.
    await page
      .getByRole('region', { name: 'Kategoriler' })
      .getByRole('link', { name: /^Pide / })
      .tap();
    await expect(page).toHaveURL('/category/Pide');
    await expect(calls.getByRole('button', { name: 'Garson çağır' })).toBeInViewport();
    expect(await attached(page)).toBe(false);
    // The app arrives and attaches at the guest's first touch, as for every guest (D56): the top
    // bar names the table, and the buttons stay, once.
    release();
    await page.getByRole('heading', { level: 1 }).tap();
    await expect.poll(() => attached(page)).toBe(true);
    await expect(page.getByRole('banner').getByText('Masa 5', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Garson çağır' })).toHaveCount(1);
    // The buttons follow the page's language as the app moves on.
    await page.getByRole('banner').getByRole('link', { name: 'EN', exact: true }).tap();
    await expect(page).toHaveURL('/EN/category/Pide');
    const english = page.getByRole('region', { name: 'Call to your table: Table 5' });
    await expect(english.getByRole('button', { name: 'Call a waiter' })).toBeInViewport();
    await expect(page.getByRole('button', { name: /Garson çağır|Call a waiter/ })).toHaveCount(1);
  } finally {
    await context.close();
  }
});

test('the app attaches to the page it finds without changing what the guest sees', async ({ browser, baseURL, page }) => {
  const withoutScript = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled: false });
  try {
    for (const url of ['/', '/EN', '/category/Pide', '/EN/category/Desserts', '/category/Lahmacun']) {
      const drawn = await withoutScript.newPage();
      await drawn.goto(url);
      const before = withoutClock(await drawn.locator('#root').innerHTML());
      await drawn.close();
      await page.goto(url);
      // A mismatch would also be a console error, which fails every test.
      expect(withoutClock(await page.locator('#root').innerHTML()), url).toBe(before);
    }
  } finally {
    await withoutScript.close();
  }
});

/**
 * Leaves out what the app adds on purpose once attached: what the phone's clock says (whether
 * the restaurant is open, a dish served only at some hours), marked `data-clock`.
 */
function withoutClock(html: string): string {
  return html.replace(/<(p|span)\b[^>]*\bdata-clock\b[^>]*>[^<]*<\/\1>/g, '');
}

/**
 * A guest's phone on a weak connection, in a context of its own (the shared fixtures wait for
 * the app, which these tests hold back): the page's pictures wait until `release()`. Page errors
 * and console errors are collected, except the ones matching `expectedError`.
 */
async function onWeakConnection(browser: Browser, baseURL: string | undefined, expectedError?: RegExp) {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !expectedError?.test(message.text())) problems.push(message.text());
  });
  let release = () => {};
  const slow = new Promise<void>((resolve) => (release = resolve));
  // Illustrations and uploaded photos alike (the sample Pide page shows both).
  await page.route(/\/images\/menu\/.*\.svg$|\/media\//, async (route) => {
    await slow;
    await route.continue();
  });
  return { context, page, problems, slow, release };
}

test('a button tapped before the app has arrived fetches it at once and then does what it says', async ({ browser, baseURL }) => {
  // The page's pictures and the app take their time.
  const { context, page, problems, slow, release } = await onWeakConnection(browser, baseURL);
  const appRequested = await holdTheApp(page, slow);
  try {
    await page.goto('/category/Pide', { waitUntil: 'domcontentloaded' });
    const card = page.getByRole('article', { name: 'Kaşarlı Pide', exact: true });
    await expect(card).toBeVisible();
    // The pictures have not arrived, so the app would not be fetched yet; the tap asks for it.
    expect(appRequested).toEqual([]);
    await card.getByRole('button', { name: ANY_REVIEWS_BUTTON }).tap();
    await expect.poll(() => appRequested.length).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    release();
    const dialog = page.getByRole('dialog', { name: 'Yorumlar: Kaşarlı Pide' });
    await expect(dialog).toBeVisible();
    // The sheet grows as its reviews and form arrive, which moves its close button: a tap aimed
    // at it while they load can land beside it. The guest closes the sheet once it has settled.
    await expect(dialog.getByRole('form', { name: 'Yorum ekle' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    // Tapped once, opened once: closing it leaves no second dialog behind.
    await dialog.getByRole('button', { name: 'Kapat' }).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(problems).toEqual([]);
  } finally {
    release();
    await context.close();
  }
});

test('the filters open at once before the app has arrived, and stay open and work once it has', async ({ browser, baseURL }) => {
  const { context, page, problems, slow, release } = await onWeakConnection(browser, baseURL);
  await holdTheApp(page, slow);
  try {
    await page.goto('/category/Pide', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('button', { name: 'Filtreler', exact: true });
    await toggle.tap();
    // The sheet the server drew with the page, over the list, with the app still on its way.
    const sheet = page.getByRole('dialog', { name: 'Filtreler' });
    await expect(sheet).toBeVisible();
    await expect.poll(() => sheet.evaluate((dialog) => dialog.matches(':modal'))).toBe(true);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sheet.getByRole('button', { name: '5 ürünü göster' })).toBeVisible();
    // In the colours staff chose for the tag (the page's style sheet: no inline style is allowed).
    const spicy = sheet.getByRole('button', { name: 'Acılı', exact: true });
    await expect(spicy).toHaveCSS('background-color', 'rgb(255, 244, 242)');

    release();
    await appAttached(page);
    // The app takes the sheet as open: it stays, and its chips narrow the list.
    await expect(sheet).toBeVisible();
    await spicy.tap();
    await expect(sheet.getByRole('button', { name: '2 ürünü göster' })).toBeVisible();
    // Pressed, the chip's text and background swap.
    await expect(spicy).toHaveCSS('background-color', 'rgb(179, 38, 30)');
    await sheet.getByRole('button', { name: '2 ürünü göster' }).tap();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filtreler (1) · 2 ürün' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('article')).toHaveCount(2);
    expect(problems).toEqual([]);
  } finally {
    release();
    await context.close();
  }
});

test('a dish’s reviews open at once before the app has arrived, and fill in once it has', async ({ browser, baseURL }) => {
  const { context, page, problems, slow, release } = await onWeakConnection(browser, baseURL);
  await holdTheApp(page, slow);
  try {
    await page.goto('/category/Pide/kiymali-pide', { waitUntil: 'domcontentloaded' });
    const button = page.getByRole('main').getByRole('button', { name: /^Yorumlar \(\d+\)$/ });
    await button.tap();
    // The dialog the server drew with the page: the dish's name and average, over the page.
    const dialog = page.getByRole('dialog', { name: 'Yorumlar: Kıymalı Pide' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((element) => element.matches(':modal'))).toBe(true);
    await expect(dialog.getByRole('status')).toHaveText('Yükleniyor…');
    // Its close button works without the app too.
    await dialog.getByRole('button', { name: 'Kapat' }).tap();
    await expect(dialog).toBeHidden();
    await button.tap();
    await expect(dialog).toBeVisible();

    release();
    await appAttached(page);
    // The app takes the dialog as open: the reviews and the form arrive in it.
    await expect(dialog.getByRole('form', { name: 'Yorum ekle' })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Kapat' }).tap();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(problems).toEqual([]);
  } finally {
    release();
    await context.close();
  }
});

test('when the app fails to arrive, the next tap tries again', async ({ browser, baseURL }) => {
  // The dropped request itself is reported by the browser; anything else is a problem.
  const { context, page, problems, release } = await onWeakConnection(browser, baseURL, /net::ERR_FAILED/);
  let attempts = 0;
  await page.route(APP_SCRIPT, async (route) => {
    attempts += 1;
    // The first attempt is lost on the way, as on a weak connection.
    if (attempts === 1) await route.abort('failed');
    else await route.continue();
  });
  try {
    await page.goto('/category/Pide', { waitUntil: 'domcontentloaded' });
    const reviews = page.getByRole('article', { name: 'Kaşarlı Pide', exact: true }).getByRole('button', { name: ANY_REVIEWS_BUTTON });
    await reviews.tap();
    await expect.poll(() => attempts).toBe(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await reviews.tap();
    await expect(page.getByRole('dialog', { name: 'Yorumlar: Kaşarlı Pide' })).toBeVisible();
    expect(attempts).toBe(2);
    expect(problems).toEqual([]);
  } finally {
    release();
    await context.close();
  }
});

test('a tap while the app is still on its way counts as the next one if that download fails', async ({ browser, baseURL }) => {
  const { context, page, problems, release } = await onWeakConnection(browser, baseURL, /net::ERR_FAILED/);
  let attempts = 0;
  let failFirst = () => {};
  const firstFails = new Promise<void>((resolve) => (failFirst = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    attempts += 1;
    if (attempts > 1) return route.continue();
    // The first download is lost, but only after the guest has tapped again.
    await firstFails;
    await route.abort('failed');
  });
  try {
    await page.goto('/category/Pide', { waitUntil: 'domcontentloaded' });
    const reviews = page.getByRole('article', { name: 'Kaşarlı Pide', exact: true }).getByRole('button', { name: ANY_REVIEWS_BUTTON });
    await reviews.tap();
    await expect.poll(() => attempts).toBe(1);
    await reviews.tap();
    failFirst();
    await expect(page.getByRole('dialog', { name: 'Yorumlar: Kaşarlı Pide' })).toBeVisible();
    expect(attempts).toBe(2);
    expect(problems).toEqual([]);
  } finally {
    release();
    await context.close();
  }
});

test('letters typed into the search box before the app has arrived stay there, and the address and the list follow them', async ({
  browser,
  baseURL,
}) => {
  const { context, page, problems, release } = await onWeakConnection(browser, baseURL);
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
  const appRequested = await holdTheApp(page, appHeld);
  try {
    // A shared link leaves out dishes with eggs (the page is drawn without them, the others'
    // pictures still on their way); the guest then looks for a dish by name.
    await page.goto('/category/Pide?icermesin=eggs', { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('searchbox', { name: 'Ürün ara' });
    await box.tap();
    await page.keyboard.type('zzq');
    // The pictures have not arrived; the first letter asked for the app.
    await expect.poll(() => appRequested.length).toBe(1);
    release();
    releaseApp();
    await appAttached(page);
    await expect(box).toHaveValue('zzq');
    await expect(page).toHaveURL('/category/Pide?icermesin=eggs&ara=zzq');
    await expect(page.getByText('Seçilen kriterlere uygun ürün bulunamadı.')).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    release();
    releaseApp();
    await context.close();
  }
});

test('on a slow phone, what a guest types as the page arrives is what the box, the address and the list show', async ({
  browser,
  baseURL,
}) => {
  test.slow();
  for (let attempt = 1; attempt <= 3; attempt++) {
    const context = await browser.newContext({ ...PHONE, baseURL });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      // A phone several times slower than a laptop.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto('/category/Pide', { waitUntil: 'commit' });
      const box = page.getByRole('searchbox', { name: 'Ürün ara' });
      await box.waitFor();
      await box.pressSequentially('zzq', { delay: 40 });
      await appAttached(page);
      await expect(page.getByText('Seçilen kriterlere uygun ürün bulunamadı.'), `try ${attempt}`).toBeVisible();
      await expect(box, `try ${attempt}`).toHaveValue('zzq');
      await expect(page, `try ${attempt}`).toHaveURL('/category/Pide?ara=zzq');
      expect(problems, `try ${attempt}`).toEqual([]);
    } finally {
      await context.close();
    }
  }
});

test('a guest who types into the search before the page’s script has run gets the list the letters ask for', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...PHONE, baseURL });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  // The page's own script (web/boot.ts) arrives only once the guest has typed: none of the
  // touches and keys reached it.
  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  try {
    await page.goto('/category/Pide', { waitUntil: 'commit' });
    const box = page.getByRole('searchbox', { name: 'Ürün ara' });
    await box.pressSequentially('zzq');
    release();
    await appAttached(page);
    await expect(page.getByText('Seçilen kriterlere uygun ürün bulunamadı.')).toBeVisible();
    await expect(box).toHaveValue('zzq');
    await expect(page).toHaveURL('/category/Pide?ara=zzq');
    expect(problems).toEqual([]);
  } finally {
    release();
    await context.close();
  }
});
