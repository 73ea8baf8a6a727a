import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { PhotoRecord } from '../../src/shared/schemas/media.js';
import { notice } from './notices.js';
import { expect, expectAccessible, PHONE, signIn, test, uniqueName } from './support.js';

// A manager photographs a dish for the menu: chooses the photo on a laptop, cuts it to the card's
// shape with the keyboard, saves the product; a guest's phone shows it in the size it needs,
// over its placeholder. A picture that cannot be loaded is a quiet tile, not a broken image.

/** A 1600×1200 JPEG with something to crop: warm on the left, dark on the right. */
async function dishPhoto(): Promise<Buffer> {
  const left = await sharp({ create: { width: 800, height: 1200, channels: 3, background: { r: 196, g: 98, b: 45 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 60, g: 40, b: 30 } } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

const guestCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test('upload, crop and save a product photo; a guest’s phone shows it with its variants and placeholder', async ({
  page,
  newContext,
  adminApi,
}) => {
  const category = await adminApi.createCategory(uniqueName('Fotoğraflı'), uniqueName('Photos'));
  const categoryPath = `/category/${encodeURIComponent(category.nameTr)}`;
  const nameTr = uniqueName('Karışık Pide');
  const broken = await adminApi.create<AdminProduct>('products', {
    nameTr: uniqueName('Kayıp Görsel'),
    nameEn: uniqueName('Lost Picture'),
    descriptionTr: 'Görseli artık olmayan bir ürün.',
    descriptionEn: 'A product whose picture is gone.',
    price: '80',
    // On this server, so the browser's refusal is a 404 of our own (an expected console line).
    image: '/images/menu/artik-yok.jpg',
    categoryId: category.id,
  });
  const guest = await (await newContext(PHONE)).newPage();
  try {
    await signIn(page);
    await page.goto('/admin/products');
    await page.getByRole('button', { name: 'Ürün Ekle' }).first().click();
    const modal = page.getByRole('dialog', { name: 'Ürün Ekle' });
    await modal.getByRole('textbox', { name: 'Ürün adı (TR)' }).fill(nameTr);
    await modal.getByRole('textbox', { name: 'Ürün adı (EN)' }).fill(uniqueName('Mixed Pide'));
    await modal.getByRole('textbox', { name: 'Açıklama (TR)' }).fill('Kıyma, kaşar ve sucuk.');
    await modal.getByRole('textbox', { name: 'Açıklama (EN)' }).fill('Minced meat, cheese and sausage.');
    await modal.getByRole('textbox', { name: 'Fiyat (₺)' }).fill('165');
    await modal.getByRole('combobox', { name: 'Kategori' }).selectOption({ label: category.nameTr });

    // Choose: the crop dialog opens on the photo, its frame taking the keyboard.
    await modal.getByLabel('Fotoğraf seç').setInputFiles({ name: 'karisik-pide.jpg', mimeType: 'image/jpeg', buffer: await dishPhoto() });
    const crop = page.getByRole('dialog', { name: 'Fotoğrafı kırp' });
    const frame = crop.getByRole('group', { name: 'Kırpma alanı' });
    await expect(frame).toBeFocused();
    await expectAccessible(page, 'the crop dialog');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    await expect(crop.getByRole('slider', { name: 'Yakınlaştırma' })).toHaveValue('1.2');
    await page.keyboard.press('ArrowRight');

    const uploaded = page.waitForResponse(
      (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/admin/media',
    );
    await crop.getByRole('button', { name: 'Kırp ve yükle' }).click();
    await expect(crop).toBeHidden();
    const answer = await uploaded;
    expect(answer.status()).toBe(201);
    const photo = (await answer.json()) as PhotoRecord;
    // Cut at 1.2×: 1333 of the 1600 pixels, 4:3, moved towards the photo's left.
    expect(photo.crop.width).toBe(1333);
    expect(photo.crop.height).toBe(1000);
    expect(photo.crop.x).toBeLessThan(133);
    expect(photo.shape).toBe('product');

    const preview = modal.getByRole('img', { name: 'Seçili görsel' });
    await expect(preview).toHaveAttribute('src', `/media/${photo.key}-640.webp`);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(modal.getByText('Değiştir', { exact: true })).toBeVisible();
    await expectAccessible(page, 'the product form with its photo');
    await modal.getByRole('button', { name: 'Kaydet' }).click();
    await expect(modal).toBeHidden();
    await expect(notice(page, `${nameTr} kaydedildi.`)).toBeVisible();

    // The guest's phone: AVIF and WebP at every width for the browser to choose from, one JPEG
    // of the crop's size, and the placeholder in the page's own style sheet.
    // On a slow connection the photo is held back: until it arrives the placeholder is shown.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await guest.route(`**/media/${photo.key}-*`, async (route) => {
      await held;
      await route.continue();
    });
    // The thumbnail is on the first screen, fetched at once: the page's load, and the app after
    // it, wait for the photo, while the page drawn by the server is already there.
    const opened = guest.goto(categoryPath);
    const img = guestCard(guest, nameTr).getByRole('img', { name: nameTr });
    await expect(img).toHaveAttribute('data-photo', photo.key);
    await expect(img).toHaveAttribute('src', `/media/${photo.key}-1280.jpg`);
    await expect(img).toHaveAttribute('width', String(photo.width));
    await expect(img).toHaveAttribute('height', String(photo.height));
    const avif = guestCard(guest, nameTr).locator('picture source[type="image/avif"]');
    await expect(avif).toHaveAttribute('srcset', new RegExp(`^/media/${photo.key}-320\\.avif 320w, `));
    await expect(avif).toHaveAttribute('sizes', '(min-width: 768px) 144px, 112px');
    // A style sheet is not rendered text: read its source.
    await expect
      .poll(() => guest.locator('head style').evaluateAll((sheets) => sheets.map((sheet) => sheet.textContent).join('\n')))
      .toContain(`img[data-photo="${photo.key}"]{background-image:url(data:image/png;base64,`);
    expect(await img.evaluate((element) => getComputedStyle(element).backgroundImage)).toContain('data:image/png;base64,');
    expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(0);
    release();
    await opened;
    // A 112 px thumbnail on a phone at twice the pixels wants 224 px: the smallest width, never
    // the 1280 px JPEG.
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/-320\.(avif|webp)$/);
    await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);

    // The product whose picture is gone shows its initial on the card's background instead.
    const lost = guestCard(guest, broken.nameTr);
    await expect(lost.getByRole('img', { name: broken.nameTr })).toHaveText(broken.nameTr.charAt(0));
    await expect(lost.locator('img')).toHaveCount(0);
    await expectAccessible(guest, 'a category with a photo and a lost picture');
  } finally {
    await adminApi.deleteByName('products', nameTr);
    await adminApi.delete('products', broken.id);
    await adminApi.delete('categories', category.id);
  }
});
