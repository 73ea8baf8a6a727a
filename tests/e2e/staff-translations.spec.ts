import fs from 'node:fs';
import { expect, expectAccessible, PHONE, signIn, test } from './support.js';

// Staff translate the menu into a language an admin turned on, in the grid on the 'Çeviriler'
// page: a Russian guest then reads it, and a Turkish name changed afterwards marks its Russian
// translation until someone looks at it again.

// The sample menu's own translations (its drinks) stay.
let sample = new Set<string>();
test.beforeEach(async ({ adminApi }) => {
  sample = await adminApi.translated('ru');
  await adminApi.setMenuLanguages(['ru']);
});
test.afterEach(async ({ adminApi }) => {
  await adminApi.clearTranslations('ru', sample);
  await adminApi.setMenuLanguages([]);
});

test('staff translate three dishes into Russian in the grid, see the coverage grow, and a Russian phone reads them', async ({
  page,
  newContext,
  adminApi,
}) => {
  await signIn(page);
  await page.goto('/admin/translations');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Çeviriler');
  await page.getByRole('button', { name: /Русский/ }).click();
  await expect(page.getByRole('button', { name: /Русский/ })).toHaveAttribute('aria-pressed', 'true');
  const coverage = page.getByRole('status').filter({ hasText: 'metnin' });
  await expect(coverage).toContainText('tanesi çevrildi');
  const before = Number(/(\d+) tanesi çevrildi/.exec((await coverage.textContent()) ?? '')?.[1]);
  expect(before).toBeGreaterThan(0);

  // Only the dishes' names, the ones not translated yet.
  await page.getByLabel('Kayıt türü').selectOption({ label: 'Ürün' });
  await page.getByLabel('Göster').selectOption({ label: 'Eksik' });
  const kiymali = page.getByRole('textbox', { name: 'Kıymalı Pide · Ad (Русский)' });
  await kiymali.fill('Пиде с фаршем');
  // Enter moves on to the next text, as Tab does: the grid is typed through.
  await kiymali.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Kıymalı Pide · Açıklama (Русский)' })).toBeFocused();
  await page.getByRole('textbox', { name: 'Kuşbaşılı Pide · Ad (Русский)' }).fill('Пиде с мясом');
  await page.getByRole('textbox', { name: 'Kaşarlı Pide · Ad (Русский)' }).fill('Пиде с сыром');
  await expect(coverage).toContainText(`${before + 3} tanesi çevrildi`);
  await expectAccessible(page, 'the translation grid with three texts typed');
  await page.getByRole('button', { name: 'Kaydet (3 değişiklik)' }).click();
  await expect(page.getByText('3 çeviri kaydedildi.')).toBeVisible();
  await expect(coverage).toContainText(`${before + 3} tanesi çevrildi`);

  const guest = await (await newContext(PHONE)).newPage();
  await guest.goto('/RU/category/Pide');
  const dish = guest.getByRole('link', { name: /Пиде с фаршем/ });
  await expect(dish).toBeVisible();
  // Its description is not translated: it is shown in English, and says so.
  await dish.tap();
  await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Пиде с фаршем');
  await expect(guest.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
  await expect(guest.locator('main [lang="en"]').first()).toBeVisible();
  await expectAccessible(guest, 'a dish translated into Russian');

  // The Turkish name changes: the Russian one is marked until someone saves it again.
  await adminApi.updateProduct('Kıymalı Pide', { nameTr: 'Kıymalı Kaşarlı Pide' });
  try {
    await page.reload();
    await expect(page.getByRole('button', { name: /Русский/ })).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Göster').selectOption({ label: 'Türkçesi değişti' });
    await expect(page.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('row').nth(1)).toContainText('Kıymalı Kaşarlı Pide');
    await expect(page.getByRole('row').nth(1)).toContainText('Türkçesi değişti');
    await expect(coverage).toContainText('1 tanesinin Türkçesi değişti');
  } finally {
    await adminApi.updateProduct('Kıymalı Kaşarlı Pide', { nameTr: 'Kıymalı Pide' });
  }
});

test('a translator’s XLIFF file comes back: previewed row by row, refused whole with a stale row, then applied', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/translations?dil=ru');
  const files = page.getByRole('region', { name: 'Çevirmen için dosya' });
  const [download] = await Promise.all([page.waitForEvent('download'), files.getByRole('link', { name: 'XLIFF indir' }).click()]);
  expect(download.suggestedFilename()).toBe('sofra-ceviri-ru.xlf');
  const xliff = fs.readFileSync(await download.path(), 'utf8');

  // The translator translates two dishes, and one more from a Turkish name the menu no longer has.
  const translated = xliff
    .replace(/(<source>Kıymalı Pide<\/source>\s*<target state=")needs-translation(">)/, '$1translated$2Пиде с фаршем')
    .replace(/(<source>Kaşarlı Pide<\/source>\s*<target state=")needs-translation(">)/, '$1translated$2Пиде с сыром');
  const stale = translated.replace(
    /<source>Karışık Pide<\/source>(\s*<target state=")needs-translation(">)/,
    '<source>Karışık</source>$1translated$2Ассорти',
  );
  const upload = files.getByLabel('Dosya yükle…');
  await upload.setInputFiles({ name: 'ceviri-ru.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(stale) });
  await expect(files.getByRole('status')).toContainText('2 yeni, 0 değişen');
  await expect(files.getByRole('status')).toContainText('1 reddedilen satır');
  await expect(files.getByRole('row').filter({ hasText: 'Reddedildi' })).toContainText('Türkçesi değişti');
  await expect(files.getByRole('button', { name: /Dosyayı uygula/ })).toBeDisabled();
  await expectAccessible(page, 'a translator’s file previewed, one row refused');

  await upload.setInputFiles({ name: 'ceviri-ru.xlf', mimeType: 'application/xliff+xml', buffer: Buffer.from(translated) });
  await expect(files.getByRole('status')).toContainText('2 yeni, 0 değişen');
  await files.getByRole('button', { name: 'Dosyayı uygula (2 çeviri)' }).click();
  await expect(page.getByText('ceviri-ru.xlf: 2 çeviri kaydedildi.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Kıymalı Pide · Ad (Русский)' })).toHaveValue('Пиде с фаршем');
});

test('a dish’s form shows its texts in the other languages, and leads to translating them', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/products');
  await page
    .getByRole('article', { name: 'Çay', exact: true })
    .getByRole('button', { name: /^Düzenle\b/ })
    .click();
  const form = page.getByRole('dialog', { name: 'Ürünü Düzenle' });
  await form.getByText(/^Diğer diller/).click();
  const russian = form.getByRole('region', { name: 'Русский' });
  await expect(russian).toContainText('Чай');
  await expect(form.getByRole('region', { name: 'Deutsch' })).toContainText('Tee');
  await expectAccessible(page, 'a dish’s form with its other languages open');
  await russian.getByRole('link', { name: 'Русский çevirilerini düzenle' }).click();
  await expect(page).toHaveURL(/\/admin\/translations\?dil=ru&kayit=products\/\d+$/);
  await expect(page.getByText(/Yalnızca Çay gösteriliyor/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Çay · Ad (Русский)' })).toHaveValue('Чай');
  await expect(page.getByRole('textbox', { name: /· Ad \(Русский\)$/ })).toHaveCount(1);
});
