import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { expect, test, uniqueName } from './support.js';

// A dish's address that names no dish on the menu is the 404 page, drawn by the server and
// taken over by the app without a mismatch (a page that throws fails the test: support.ts).

for (const [address, heading] of [
  ['/category/Pide/yok-boyle-yemek', 'Sayfa bulunamadı'],
  // A Turkish dish's address segment under the English menu names no English dish.
  ['/EN/category/Pide/kiymali-pide', 'Page not found'],
  ['/category/Boyle-Bir-Kategori-Yok/kiymali-pide', 'Sayfa bulunamadı'],
] as const) {
  test(`${address} shows the 404 page and the app takes it over`, async ({ page }) => {
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    // The app has attached: a tap on its link moves within the app.
    await page.getByRole('link', { name: heading === 'Page not found' ? 'Back to the menu' : 'Menüye dön' }).tap();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading);
  });
}

test('the address of a dish just made inactive shows the 404 page', async ({ page, adminApi }) => {
  const category = (await adminApi.categories()).find((c) => c.nameTr === 'Pide')!;
  const nameTr = uniqueName('Kaldırılan Pide');
  const dish = await adminApi.create<AdminProduct>('products', {
    nameTr,
    nameEn: nameTr,
    descriptionTr: 'Menüden kaldırılacak.',
    descriptionEn: 'To be taken off the menu.',
    price: '90',
    image: '/images/menu/pide.svg',
    categoryId: category.id,
  });
  try {
    const address = `/category/Pide/${nameTr.toLowerCase().replace(/ı/g, 'i').replace(/ /g, '-')}`;
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nameTr);
    await adminApi.updateProduct(nameTr, { isActive: false });
    const response = await page.goto(address);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı');
    await page.getByRole('link', { name: 'Menüye dön' }).tap();
    await expect(page).toHaveURL('/');
  } finally {
    await adminApi.delete('products', dish.id);
  }
});
