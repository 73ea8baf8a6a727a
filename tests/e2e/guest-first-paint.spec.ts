import type { Page } from '@playwright/test';
import { expect, PHONE, test } from './support.js';

// What a guest's phone shows before the app attaches (it waits for the first touch), or with
// no script at all: the page the server drew, or the one the service worker stored, must
// already say what the guest needs to know.

/** Whether the app has attached to the page (main.tsx marks the root). */
const attached = (page: Page) => page.evaluate(() => document.getElementById('root')!.hasAttribute('data-attached'));

test.describe('a shared "without gluten" address', () => {
  for (const javaScriptEnabled of [false, true]) {
    test(`lists no dish with gluten from the first paint, in every language (${javaScriptEnabled ? 'before the app' : 'without a script'})`, async ({
      browser,
      baseURL,
      adminApi,
    }) => {
      await adminApi.setMenuLanguages(['de', 'ru', 'ar']);
      // A context of its own: the shared fixtures reach for the page to attach the app.
      const context = await browser.newContext({ ...PHONE, baseURL, javaScriptEnabled });
      try {
        const page = await context.newPage();
        for (const [home, filters] of [
          ['', /^Filtreler \(1\) · \d+ ürün$/],
          ['/EN', /^Filters \(1\) · \d+ products?$/],
          ['/DE', /\(1\)/],
          ['/RU', /\(1\)/],
          ['/AR', /\(1\)/],
        ] as const) {
          // Pide: every dish has gluten. Drinks: beer has, ayran and tea have not.
          await page.goto(`${home}/category/Pide?icermesin=gluten`);
          await expect(page.getByRole('article')).toHaveCount(0);
          await page.goto(`${home}/category/${home === '' ? '%C4%B0%C3%A7ecekler' : 'Drinks'}?icermesin=gluten`);
          const drinks = page.getByRole('article');
          await expect(drinks.first()).toBeVisible();
          // No dish listed names gluten among its allergens.
          for (const article of await drinks.all()) await expect(article.getByRole('list').filter({ hasText: /🌾/ })).toHaveCount(0);
          // The filter reads as chosen: the button counts it.
          await expect(page.getByRole('button', { name: filters }), home).toBeVisible();
          if (javaScriptEnabled) expect(await attached(page), 'the app waits for a touch').toBe(false);
        }
      } finally {
        await context.close();
        await adminApi.setMenuLanguages([]);
      }
    });
  }

  test('the closed panel has the chip chosen, and the app attaches to the filtered list as drawn', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ ...PHONE, baseURL });
    try {
      const page = await context.newPage();
      await page.goto('/category/%C4%B0%C3%A7ecekler?icermesin=gluten,milk');
      await expect(page.getByRole('article', { name: 'Çay', exact: true })).toBeVisible();
      await expect(page.getByRole('article', { name: 'Ayran', exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: /^Filtreler \(2\)/ }).tap();
      const exclude = page.getByRole('group', { name: 'İçermesin' });
      await expect(exclude.getByRole('button', { name: 'Gluten içermesin', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect(exclude.getByRole('button', { name: 'Süt içermesin', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => attached(page)).toBe(true);
      await expect(page.getByRole('article', { name: 'Ayran', exact: true })).toHaveCount(0);
      await expect(page.getByRole('article', { name: 'Çay', exact: true })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow', networkFailuresExpected: true });

  test('a phone that opens the menu offline reads that it is offline, and since when, before any touch', async ({ browser, baseURL }) => {
    test.slow();
    // A context of its own: the shared fixtures reach for the page to attach the app.
    const context = await browser.newContext({ ...PHONE, baseURL, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto('/EN');
      // The service worker registers a few seconds after the page settles, and stores the first visit.
      await expect
        .poll(
          () =>
            page.evaluate(async () => {
              if (!navigator.serviceWorker.controller) return false;
              return (await (await caches.open('sofra-pages')).match('/EN')) !== undefined;
            }),
          { timeout: 30_000 },
        )
        .toBe(true);

      await context.setOffline(true);
      const offline = await context.newPage();
      await offline.goto('/EN');
      await expect(offline.getByRole('heading', { level: 1 })).toHaveText('Our Delicious Menu');
      const notice = offline.getByRole('status').filter({ hasText: /^Offline: showing the menu as of \d{2}:\d{2}$/ });
      await expect(notice).toBeVisible();
      expect(await attached(offline), 'no touch yet').toBe(false);
      // The notice sits in the page's flow, below the top bar.
      const bar = await offline.getByRole('banner').boundingBox();
      expect((await notice.boundingBox())!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);

      // Once the guest touches the page the app holds it, and the notice is still one.
      await offline.getByRole('heading', { level: 1 }).tap();
      await expect.poll(() => attached(offline)).toBe(true);
      await expect(offline.getByRole('status').filter({ hasText: /^Offline: showing the menu/ })).toHaveCount(1);
    } finally {
      await context.close();
    }
  });
});

test.describe('in Arabic, at a table', () => {
  test.beforeEach(async ({ adminApi }) => adminApi.setMenuLanguages(['ar']));
  test.afterEach(async ({ adminApi }) => adminApi.setMenuLanguages([]));

  test('the restaurant’s Latin name is cut at its end, not its start', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/AR?masa=5');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const name = page.getByRole('banner').getByRole('link').first();
    await expect(name).toContainText('Sofra');
    // Measured in the font a guest sees once it has arrived: a name with other letters than
    // "Sofra"'s is drawn in the whole wordmark font, which the app adds once it has attached
    // (until then the name shows in the narrower serif, which a fast host may still be drawing).
    await expect
      .poll(() =>
        name.evaluate((element) => {
          const style = getComputedStyle(element);
          const family = style.fontFamily.split(',')[0]!.replaceAll('"', '').trim();
          const added = [...document.fonts].some((face) => face.family.replaceAll('"', '') === family);
          return added && document.fonts.check(`${style.fontSize} "${family}"`, element.textContent ?? '');
        }),
      )
      .toBe(true);
    const shown = await name.evaluate((element) => {
      const range = document.createRange();
      const text = element.firstChild!;
      range.setStart(text, 0);
      range.setEnd(text, 1);
      const first = range.getBoundingClientRect();
      const box = element.getBoundingClientRect();
      return {
        cut: element.scrollWidth > element.clientWidth,
        direction: getComputedStyle(element).direction,
        // The name's first letter lies inside the link's box: it is shown, not cut away.
        firstShown: first.left >= box.left - 0.5 && first.right <= box.right + 0.5,
      };
    });
    expect(shown).toEqual({ cut: true, direction: 'ltr', firstShown: true });
  });
});
