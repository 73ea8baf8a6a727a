import { expect, expectAccessible, PHONE, signIn, test, uniqueName } from './support.js';

// The owner raises a category's prices by 10%, rounded up to 5 ₺, from 'Fiyat güncelle':
// the preview lists every price before and after, applying changes exactly those, a guest's
// phone shows them, and the batch is undone as a whole. The category is the test's own, so
// the guest pages other tests read keep their prices.

test('the owner raises a category by 10% rounded up to 5 ₺, previews, applies, a guest sees it, and undoes it', async ({
  page,
  newContext,
  adminApi,
}) => {
  const category = await adminApi.createCategory(uniqueName('Fırın'));
  const dish = await adminApi.create<{ id: number; nameTr: string }>('products', {
    nameTr: uniqueName('Kuşbaşılı'),
    nameEn: 'Diced meat pide',
    descriptionTr: 'Taş fırında.',
    descriptionEn: 'From the stone oven.',
    image: '/images/menu/pide.svg',
    categoryId: category.id,
    price: null,
    sizes: [
      { labelTr: 'Normal', labelEn: 'Regular', price: '185' },
      { labelTr: 'Büyük', labelEn: 'Large', price: '240' },
    ],
  });
  try {
    await signIn(page);
    await page.goto('/admin/prices');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fiyat güncelle');
    await page.getByLabel('Kategori').selectOption({ label: category.nameTr });
    await page.getByLabel('Yüzde').fill('10');
    await page.getByLabel('Yuvarlama', { exact: true }).selectOption({ label: '5 ₺' });
    await page.getByLabel('Yuvarlama yönü').selectOption({ label: 'Yukarı' });
    await page.getByRole('button', { name: 'Önizle' }).click();

    // ₺185,00 + 10% = ₺203,50 → ₺205,00; ₺240,00 + 10% = ₺264,00 → ₺265,00.
    const preview = page.getByRole('table', { name: /Fiyatlar/ });
    await expect(preview.getByRole('row', { name: /Normal ₺185,00 ₺205,00/ })).toBeVisible();
    await expect(preview.getByRole('row', { name: /Büyük ₺240,00 ₺265,00/ })).toBeVisible();
    await expectAccessible(page, 'the price preview');
    await page.getByRole('button', { name: 'Uygula (2 fiyat)' }).click();
    await expect(page.getByText('2 fiyat güncellendi.')).toBeVisible();
    const batch = page.getByRole('listitem').filter({ hasText: `${category.nameTr} kategorisi: %10 artış, 5 ₺’ye yukarı yuvarlandı` });
    await expect(batch).toBeVisible();

    const guest = await (await newContext(PHONE)).newPage();
    await guest.goto(`/category/${encodeURIComponent(category.nameTr)}`);
    const sizes = guest.getByRole('article', { name: dish.nameTr, exact: true }).getByRole('list', { name: 'Boylar ve fiyatları' });
    await expect(sizes.getByRole('listitem')).toHaveText(['Normal ₺205,00', 'Büyük ₺265,00']);

    await batch.getByRole('button', { name: 'Geri al' }).click();
    await expect(page.getByText('Toplu değişiklik geri alındı.')).toBeVisible();
    await expect(batch).toContainText('geri aldı');
    await guest.reload();
    await expect(sizes.getByRole('listitem')).toHaveText(['Normal ₺185,00', 'Büyük ₺240,00']);
  } finally {
    await adminApi.delete('products', dish.id);
    await adminApi.delete('categories', category.id);
  }
});
