import type { Page } from '@playwright/test';
import { expect, expectAccessible, LAPTOP, PHONE, reachAndAttach, saveScreen, signIn, test } from './support.js';

// The restaurant's own name, as an admin saves it in Ayarlar, is what guests see: in the
// header's wordmark (a link home), in the pages' titles and in the installed menu's name.

const NAME = 'Karadeniz Pide ve Kebap Salonu';

async function rename(page: Page, name: string) {
  await page.goto('/admin/settings');
  await page.getByRole('textbox', { name: 'Restoran adı' }).fill(name);
  await page.getByRole('button', { name: 'Kaydet' }).click();
  await expect(page.getByText('Ayarlar kaydedildi.')).toBeVisible();
}

/** The header's name stays on its line, clear of the theme and language buttons, and the page does not scroll sideways. */
async function expectHeaderFits(guest: Page) {
  const home = guest.getByRole('banner').getByRole('link', { name: `${NAME}, menü ana sayfası` });
  const nameBox = (await home.boundingBox())!;
  const toolsBox = (await guest.getByRole('button', { name: 'Koyu tema' }).boundingBox())!;
  expect(nameBox.x + nameBox.width).toBeLessThanOrEqual(toolsBox.x);
  expect(nameBox.height).toBeLessThanOrEqual(48);
  expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(guest.viewportSize()!.width);
}

test('an admin renames the restaurant in Ayarlar; guests see its name in the header, the titles and the installed menu', async ({
  page,
  newContext,
  browser,
  baseURL,
}) => {
  await signIn(page);
  await page.goto('/admin/settings');
  const before = await page.getByRole('textbox', { name: 'Restoran adı' }).inputValue();
  try {
    await rename(page, NAME);

    const guest = await (await newContext(PHONE)).newPage();
    await guest.goto('/');
    const home = guest.getByRole('banner').getByRole('link', { name: `${NAME}, menü ana sayfası` });
    await expect(home).toHaveText(NAME);
    await expect(home).toHaveAttribute('href', '/');
    await expect(guest).toHaveTitle(`${NAME} · Menü`);
    // In the wordmark's font, whole (not the five letters of "Sofra" mixed with another font).
    await expect.poll(() => home.evaluate((link) => getComputedStyle(link).fontFamily)).toMatch(/^"?Restaurant Wordmark"?/);
    await expect.poll(() => guest.evaluate((name) => document.fonts.check('28px "Restaurant Wordmark"', name), NAME)).toBe(true);
    await expectHeaderFits(guest);
    await expectAccessible(guest, 'the home page with the restaurant’s name');
    await saveScreen(guest, 'restaurant-name-phone-light', { fullPage: false });
    await guest.getByRole('button', { name: 'Koyu tema' }).click();
    await expectHeaderFits(guest);
    await expectAccessible(guest, 'the home page with the restaurant’s name, dark');
    await saveScreen(guest, 'restaurant-name-phone-dark', { fullPage: false });

    await guest.getByRole('link', { name: /^Pide/ }).first().click();
    await expect(guest).toHaveTitle(`Pide · ${NAME}`);
    await guest.goto('/EN');
    await expect(guest.getByRole('banner').getByRole('link', { name: `${NAME}, menu home` })).toHaveText(NAME);
    await expect(guest).toHaveTitle(`${NAME} · Menu`);

    const manifest = (await (await guest.request.get('/manifest.webmanifest')).json()) as { name: string; short_name: string };
    expect(manifest).toMatchObject({ name: `${NAME} · Menü`, short_name: 'Karadeniz' });

    // On the laptop the whole name shows.
    const laptop = await (await newContext(LAPTOP)).newPage();
    await laptop.goto('/');
    const wide = laptop.getByRole('banner').getByRole('link', { name: `${NAME}, menü ana sayfası` });
    expect(await wide.evaluate((link) => link.scrollWidth <= link.clientWidth)).toBe(true);
    await saveScreen(laptop, 'restaurant-name-laptop', { fullPage: false });

    // A phone that goes offline before its first touch: the app attaches from what the phone
    // has, and the name waits for its whole font until the connection is back, with no fetch
    // that fails. (A context of its own: the suite's pages attach the app as they open.)
    const phone = await browser.newContext({ ...PHONE, baseURL });
    try {
      const offline = await phone.newPage();
      const failed: string[] = []; // the menu's data may fail offline; the font and the app's scripts may not
      offline.on('requestfailed', (request) => {
        if (['font', 'script'].includes(request.resourceType())) failed.push(request.url());
      });
      await offline.goto('/');
      await offline.waitForLoadState('networkidle');
      await phone.setOffline(true);
      await reachAndAttach(offline);
      const wordmark = () =>
        offline.evaluate(() =>
          [...document.fonts].filter((face) => face.family.replaceAll('"', '') === 'Restaurant Wordmark').map((face) => face.status),
        );
      // Declared in the style sheet, its faces are there, not asked for.
      expect(await wordmark()).toEqual(['unloaded', 'unloaded']);
      await phone.setOffline(false);
      await expect.poll(wordmark).toContain('loaded');
      expect(failed).toEqual([]);
    } finally {
      await phone.close();
    }
  } finally {
    await rename(page, before);
  }
});
