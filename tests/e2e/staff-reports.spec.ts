import type { Page } from '@playwright/test';
import { expect, expectAccessible, LAPTOP, PHONE, signIn, test, useTheme, type Theme } from './support.js';

// A guest scans table 5's code, reads a dish and searches for something the menu has not got;
// 'Raporlar' then shows the owner the scan, the dish's view and the search that found nothing,
// on a laptop and on the counter's phone, in both themes, with axe clean.

/** A dish of the sample menu, by its page: what the guest reads. */
const DISH = { path: '/category/Pide/kusbasili-pide', name: 'Kuşbaşılı Pide' };
const NOT_ON_THE_MENU = 'Mantı';

test('what a guest does at table 5 shows in Raporlar: the scan, the dish read and the search that found nothing', async ({
  page,
  newContext,
}) => {
  const guest = await (await newContext(PHONE)).newPage();
  await guest.goto('/?masa=5');
  await expect(guest.getByText('Masa 5', { exact: true })).toBeVisible();
  const search = guest.getByRole('searchbox', { name: 'Tüm menüde ara' });
  await search.fill(NOT_ON_THE_MENU);
  await expect(guest.getByText('Aramanızla eşleşen ürün bulunamadı.')).toBeVisible();
  // The search counts once the guest has stopped typing; the events go as the page is left.
  await guest.waitForTimeout(1800);
  await guest.goto(DISH.path);
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText(DISH.name);
  // The page counts itself once it has settled (boot.ts: loaded, shown, then the reports' chunk):
  // a guest who leaves before then is not counted, so this one reads for a moment.
  await guest.waitForLoadState('load');
  await guest.waitForTimeout(1000);
  // Putting the phone away sends what waits.
  await guest.close({ runBeforeUnload: true });

  await signIn(page);
  const scans = page.getByRole('region', { name: 'Masalara göre QR okutma' });
  const dishes = page.getByRole('region', { name: 'En çok bakılan ürünler' });
  const searches = page.getByRole('region', { name: 'Sonuç bulunamayan aramalar' });
  // The server writes what it receives every second, and the two pages' events came in two
  // batches: the page is opened again until it shows all three.
  await expect(async () => {
    await page.goto('/admin/reports');
    await expect(scans.getByRole('rowheader', { name: 'Masa 5' })).toBeVisible({ timeout: 500 });
    await expect(dishes.getByRole('rowheader', { name: DISH.name })).toBeVisible({ timeout: 500 });
    await expect(searches.getByRole('rowheader', { name: 'manti' })).toBeVisible({ timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await expect(scans.getByRole('row', { name: /Masa 5/ })).toContainText(/\d+ okutma/);
  await expect(page.getByRole('link', { name: /CSV indir/ })).toHaveAttribute('href', '/api/admin/reports/export.csv?days=7');
});

for (const [size, options] of [
  ['a laptop', LAPTOP],
  ['the counter’s phone', PHONE],
] as const) {
  for (const theme of ['light', 'dark'] satisfies Theme[]) {
    test(`Raporlar on ${size}, ${theme}: the chart drawn, nothing off the screen, axe clean`, async ({ newContext }) => {
      const context = await newContext(options);
      await useTheme(context, theme);
      const page = await context.newPage();
      await signIn(page);
      await page.goto('/admin/reports');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raporlar');
      await chartDrawn(page);
      await page.getByRole('button', { name: 'Son 30 gün' }).click();
      await expect(page.getByRole('heading', { level: 2, name: /Son 30 gün/ })).toBeVisible();
      await chartDrawn(page);
      await page.getByText('Günlük sayılar (tablo)').click();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, 'the page scrolls sideways').toBeLessThanOrEqual(options.viewport!.width);
      await expectAccessible(page, `Raporlar on ${size}, ${theme}`);
    });
  }
}

/** uPlot's canvas is there, as wide as its box. */
async function chartDrawn(page: Page): Promise<void> {
  const canvas = page.getByRole('figure').locator('canvas');
  await expect(canvas).toBeVisible();
  const [box, figure] = await Promise.all([canvas.boundingBox(), page.getByRole('figure').boundingBox()]);
  expect(box!.width).toBeGreaterThan(200);
  expect(box!.width).toBeLessThanOrEqual(figure!.width);
}
