import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { expect, test, uniqueName } from './support.js';

// A guest's bookmark to a dish keeps working after staff rename it: the former address leads
// to the new one, also on a phone whose offline store kept the page under its old address.

test.use({ serviceWorkers: 'allow', networkFailuresExpected: true });

test('a bookmarked dish renamed since opens under its new name and address', async ({ page, adminApi }) => {
  const category = (await adminApi.categories()).find((c) => c.nameTr === 'Pide')!;
  const nameTr = uniqueName('Eski Adlı Pide');
  const dish = await adminApi.create<AdminProduct>('products', {
    nameTr,
    nameEn: nameTr,
    descriptionTr: 'Adı değişecek.',
    descriptionEn: 'To be renamed.',
    price: '95',
    image: '/images/menu/pide.svg',
    categoryId: category.id,
  });
  const slug = (name: string) => name.toLowerCase().replace(/ı/g, 'i').replace(/ /g, '-');
  try {
    const bookmark = `/category/Pide/${slug(nameTr)}`;
    await page.goto(bookmark);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameTr);
    // The phone's offline store keeps the page (the worker controls it once it has settled).
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
    await page.reload();

    const renamed = uniqueName('Yeni Adlı Pide');
    await adminApi.updateProduct(nameTr, { nameTr: renamed, nameEn: renamed });
    await page.goto(bookmark);
    await expect(page).toHaveURL(`/category/Pide/${slug(renamed)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
  } finally {
    await adminApi.delete('products', dish.id);
  }
});
