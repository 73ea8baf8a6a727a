import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { PhotoRecord } from '../../src/shared/schemas/media.js';
import { expect, expectAccessible, LAPTOP, PHONE, saveScreen, signIn, test } from './support.js';

// The restaurant's logo, as an admin uploads it in Ayarlar, is what guests see at the top of
// every page instead of the name: still the link home, named by the restaurant's name.

/** A logo: a round orange mark on a cream square. */
async function logoFile(): Promise<Buffer> {
  const mark = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600"><circle cx="300" cy="300" r="240" fill="#c4622d"/></svg>',
  );
  return sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 255, g: 248, b: 238 } } })
    .composite([{ input: mark }])
    .png()
    .toBuffer();
}

/** Saves Ayarlar; the notice of an earlier save may still be on screen beside this one's. */
async function saveSettings(page: Page) {
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === '/api/admin/settings',
  );
  await page.getByRole('button', { name: 'Kaydet' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Ayarlar kaydedildi.').last()).toBeVisible();
}

test('an admin uploads the restaurant’s logo in Ayarlar; the guests’ header shows it as the link home', async ({ page, newContext }) => {
  // An upload and its crop, then two devices in two themes, each checked with axe and pictured:
  // past the default minute on a busy 2-core machine (64–66 s at a load average of 15–20).
  test.slow();
  await signIn(page);
  await page.goto('/admin/settings');
  const name = await page.getByRole('textbox', { name: 'Restoran adı' }).inputValue();
  const field = page.getByRole('group', { name: 'Logo' });
  await field.getByLabel('Fotoğraf seç').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoFile() });
  const crop = page.getByRole('dialog', { name: 'Fotoğrafı kırp' });
  const uploaded = page.waitForResponse(
    (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/admin/media',
  );
  await crop.getByRole('button', { name: 'Kırp ve yükle' }).click();
  await expect(crop).toBeHidden();
  const photo = (await (await uploaded).json()) as PhotoRecord;
  expect(photo.shape).toBe('logo');
  expect(photo.width).toBe(photo.height);
  await expectAccessible(page, 'Ayarlar with the logo');
  await saveSettings(page);

  try {
    for (const [device, label] of [
      [PHONE, 'phone'],
      [LAPTOP, 'laptop'],
    ] as const) {
      const guest = await (await newContext(device)).newPage();
      await guest.goto('/');
      const home = guest.getByRole('banner').getByRole('link', { name: `${name}, menü ana sayfası` });
      await expect(home).toHaveAttribute('href', '/');
      const logo = home.getByRole('img', { name });
      await expect(logo).toHaveAttribute('src', `/media/${photo.key}-320.webp`);
      await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      // The name is not drawn as text beside it, and the logo fits in the bar.
      await expect(home).not.toContainText(name);
      const box = (await logo.boundingBox())!;
      expect(box.height).toBe(40);
      expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(guest.viewportSize()!.width);
      await expectAccessible(guest, `the home page with the logo (${label})`);
      await saveScreen(guest, `logo-${label}-light`, { fullPage: false });
      await guest.getByRole('button', { name: 'Koyu tema' }).click();
      await expectAccessible(guest, `the home page with the logo, dark (${label})`);
      await saveScreen(guest, `logo-${label}-dark`, { fullPage: false });
    }
  } finally {
    // Taken off again: the wordmark is back.
    await page.getByRole('group', { name: 'Logo' }).getByRole('button', { name: 'Kaldır' }).click();
    await saveSettings(page);
  }
  const guest = await (await newContext(PHONE)).newPage();
  await guest.goto('/');
  await expect(guest.getByRole('banner').getByRole('link', { name: `${name}, menü ana sayfası` })).toHaveText(name);
});
