import type { Page } from '@playwright/test';
import { notice, sendDelete } from './notices.js';
import { expect, PHONE, restaurantDay, signIn, test, uniqueName } from './support.js';

// The rest of the back office: tags, ingredients, campaigns and customers' accounts.

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
/** Answers the question with "Sil", then lets the "Geri al" notice go, which sends the delete. */
async function confirmDelete(page: Page, question: string, deleted: string): Promise<void> {
  const confirm = page.getByRole('alertdialog', { name: 'Silme onayı' });
  await expect(confirm).toContainText(question);
  await confirm.getByRole('button', { name: 'Sil' }).click();
  await expect(confirm).toBeHidden();
  expect(await sendDelete(page, deleted)).toBe(204);
}

test('tags: add, edit and delete a tag; it shows in the guests’ filter panel', async ({ page, newContext, adminApi }) => {
  const nameTr = uniqueName('Vejetaryen');
  const nameEn = uniqueName('Vegetarian');
  const renamed = uniqueName('Etsiz');
  const guest = await (await newContext(PHONE)).newPage();
  const openGuestFilters = async () => {
    await guest.goto('/category/Pide');
    await guest.getByRole('button', { name: 'Filtreler', exact: true }).tap();
    return guest.getByRole('region', { name: 'Filtreler' });
  };
  try {
    await signIn(page);
    await page.goto('/admin/tags');
    const form = page.getByRole('form', { name: 'Etiket Ekle' });
    await form.getByRole('button', { name: 'Etiket Ekle' }).click();
    await expect(form.getByText('Etiket adı (TR) gerekli')).toBeVisible();

    await form.getByRole('textbox', { name: 'Etiket adı (TR)' }).fill(nameTr);
    await form.getByRole('textbox', { name: 'Etiket adı (EN)' }).fill(nameEn);
    await form.getByRole('combobox', { name: 'Kategori' }).selectOption({ label: 'Pide' });
    await form.getByRole('textbox', { name: 'Renk', exact: true }).fill('#2E6B3A');
    // The border follows the colour until someone writes their own.
    await expect(form.getByRole('textbox', { name: 'Kenarlık' })).toHaveValue('1px solid #2E6B3A');
    await form.getByRole('textbox', { name: 'Yazı rengi', exact: true }).fill('#2E6B3A');
    await expect(form.getByText(nameTr, { exact: true })).toBeVisible();
    await form.getByRole('button', { name: 'Etiket Ekle' }).click();
    await expect(notice(page, `${nameTr} kaydedildi.`)).toBeVisible();
    await expect(row(page, nameTr)).toContainText(nameEn);
    await expect(row(page, nameTr)).toContainText('Pide');
    // The form is empty again for the next tag.
    await expect(page.getByRole('textbox', { name: 'Etiket adı (TR)' })).toHaveValue('');

    let filters = await openGuestFilters();
    await expect(filters.getByRole('button', { name: nameTr, exact: true })).toBeVisible();

    await row(page, nameTr)
      .getByRole('button', { name: /^Düzenle\b/ })
      .click();
    const editForm = page.getByRole('form', { name: 'Etiketi Düzenle' });
    await expect(editForm.getByRole('textbox', { name: 'Etiket adı (TR)' })).toBeFocused();
    await expect(editForm.getByRole('textbox', { name: 'Etiket adı (TR)' })).toHaveValue(nameTr);
    await editForm.getByRole('textbox', { name: 'Etiket adı (TR)' }).fill(renamed);
    await editForm.getByRole('button', { name: 'Kaydet' }).click();
    await expect(notice(page, `${renamed} kaydedildi.`)).toBeVisible();
    await expect(row(page, renamed)).toBeVisible();
    await expect(row(page, nameTr)).toHaveCount(0);

    filters = await openGuestFilters();
    await expect(filters.getByRole('button', { name: renamed, exact: true })).toBeVisible();
    await expect(filters.getByRole('button', { name: nameTr, exact: true })).toHaveCount(0);

    // Tags are deleted after a question too (D16).
    await row(page, renamed)
      .getByRole('button', { name: /^Sil\b/ })
      .click();
    await confirmDelete(page, 'Bu etiketi silmek istediğinizden emin misiniz?', `${renamed} silindi.`);
    await expect(row(page, renamed)).toHaveCount(0);

    filters = await openGuestFilters();
    await expect(filters.getByRole('button', { name: 'Popüler', exact: true })).toBeVisible();
    await expect(filters.getByRole('button', { name: renamed, exact: true })).toHaveCount(0);
  } finally {
    await adminApi.deleteByName('tags', nameTr);
    await adminApi.deleteByName('tags', renamed);
  }
});

test('ingredients: add, edit and delete an ingredient; guests can filter by it', async ({ page, newContext, adminApi }) => {
  const nameTr = uniqueName('Maydanoz');
  const renamed = uniqueName('Taze maydanoz');
  const guest = await (await newContext(PHONE)).newPage();
  const openGuestFilters = async () => {
    await guest.goto('/category/Pide');
    await guest.getByRole('button', { name: 'Filtreler', exact: true }).tap();
    return guest.getByRole('region', { name: 'Filtreler' });
  };
  try {
    await signIn(page);
    await page.goto('/admin/ingredients');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Malzemeler');
    await expect(page.getByRole('region', { name: /^Pide/ }).getByRole('row').filter({ hasText: 'Domates' })).toBeVisible();

    await page.getByRole('button', { name: 'Malzeme Ekle' }).first().click();
    let modal = page.getByRole('dialog', { name: 'Malzeme Ekle' });
    await modal.getByRole('textbox', { name: 'Malzeme adı (TR)' }).fill(nameTr);
    await modal.getByRole('textbox', { name: 'Malzeme adı (EN)' }).fill(uniqueName('Parsley'));
    await modal.getByRole('textbox', { name: 'Açıklama (TR)' }).fill('Bahçeden, her sabah.');
    await modal.getByRole('textbox', { name: 'Açıklama (EN)' }).fill('From the garden, every morning.');
    await modal.getByRole('button', { name: 'Kaydet' }).click();
    await expect(modal.getByText('Kategori seçilmeli')).toBeVisible();
    await modal.getByRole('combobox', { name: 'Kategori' }).selectOption({ label: 'Pide' });
    await modal.getByRole('button', { name: 'Kaydet' }).click();
    await expect(modal).toBeHidden();
    await expect(notice(page, `${nameTr} kaydedildi.`)).toBeVisible();
    const pide = page.getByRole('region', { name: /^Pide/ });
    await expect(pide.getByRole('row').filter({ hasText: nameTr })).toContainText('Bahçeden, her sabah.');

    // The list can be narrowed to one category.
    await page.getByRole('combobox', { name: 'Kategoriye göre filtrele' }).selectOption({ label: 'Tatlılar' });
    await expect(page.getByRole('region', { name: /^Tatlılar/ })).toBeVisible();
    await expect(pide).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Kategoriye göre filtrele' }).selectOption({ label: 'Tüm kategoriler' });

    let filters = await openGuestFilters();
    await expect(filters.getByRole('button', { name: nameTr, exact: true })).toBeVisible();
    await expect(filters.getByRole('definition').filter({ hasText: 'Bahçeden, her sabah.' })).toBeVisible();

    await pide
      .getByRole('row')
      .filter({ hasText: nameTr })
      .getByRole('button', { name: /^Düzenle\b/ })
      .click();
    modal = page.getByRole('dialog', { name: 'Malzemeyi Düzenle' });
    await expect(modal.getByRole('combobox', { name: 'Kategori' })).toHaveValue(/\d+/);
    await modal.getByRole('textbox', { name: 'Malzeme adı (TR)' }).fill(renamed);
    await modal.getByRole('button', { name: 'Kaydet' }).click();
    await expect(modal).toBeHidden();
    await expect(pide.getByRole('row').filter({ hasText: renamed })).toBeVisible();

    filters = await openGuestFilters();
    await expect(filters.getByRole('button', { name: renamed, exact: true })).toBeVisible();

    await pide
      .getByRole('row')
      .filter({ hasText: renamed })
      .getByRole('button', { name: /^Sil\b/ })
      .click();
    await confirmDelete(page, 'Bu malzemeyi silmek istediğinizden emin misiniz?', `${renamed} silindi.`);
    await expect(pide.getByRole('row').filter({ hasText: renamed })).toHaveCount(0);

    filters = await openGuestFilters();
    await expect(filters.getByRole('button', { name: 'Domates', exact: true })).toBeVisible();
    await expect(filters.getByRole('button', { name: renamed, exact: true })).toHaveCount(0);
  } finally {
    await adminApi.deleteByName('ingredients', nameTr);
    await adminApi.deleteByName('ingredients', renamed);
  }
});

test('campaigns: add, edit, switch off and delete a campaign; the guests’ home page follows', async ({ page, newContext, adminApi }) => {
  const titleTr = uniqueName('Lahmacun Günleri');
  const titleEn = uniqueName('Lahmacun Days');
  const renamed = uniqueName('Lahmacun Haftası');
  const guest = await (await newContext(PHONE)).newPage();
  // Whatever happens, the sample campaign is the running one again afterwards.
  try {
    await signIn(page);
    await page.goto('/admin/campaigns');
    await expect(row(page, 'Pide + Ayran Menüsü')).toContainText('Yayında');

    const form = page.getByRole('form', { name: 'Kampanya Ekle' });
    await form.getByRole('textbox', { name: 'Başlık (TR)' }).fill(titleTr);
    await form.getByRole('textbox', { name: 'Başlık (EN)' }).fill(titleEn);
    await form.getByRole('textbox', { name: 'Açıklama (TR)' }).fill('İkinci lahmacun bizden.');
    await form.getByRole('textbox', { name: 'Açıklama (EN)' }).fill('The second lahmacun is on us.');
    // It started before the sample campaign, so it is the one guests see (the earliest running).
    await form.getByLabel('Başlangıç tarihi').fill(restaurantDay(2));
    await form.getByLabel('Bitiş tarihi').fill(restaurantDay(1));
    await form.getByRole('textbox', { name: 'Fiyat (₺)', exact: true }).fill('90');
    await form.getByRole('textbox', { name: 'İndirimli fiyat (₺)' }).fill('100');
    await form.getByRole('button', { name: 'Kampanya Ekle' }).click();
    await expect(form.getByText('Bitiş tarihi başlangıç tarihinden önce olamaz')).toBeVisible();
    await expect(form.getByText('İndirimli fiyat, fiyattan büyük olamaz')).toBeVisible();
    await form.getByLabel('Başlangıç tarihi').fill(restaurantDay(-30));
    await form.getByRole('textbox', { name: 'İndirimli fiyat (₺)' }).fill('60');
    await form.getByRole('button', { name: 'Kampanya Ekle' }).click();
    await expect(notice(page, `${titleTr} kaydedildi.`)).toBeVisible();
    await expect(row(page, titleTr)).toContainText('Yayında');
    await expect(row(page, titleTr)).toContainText('₺60,00 (₺90,00 yerine)');

    await guest.goto('/');
    let banner = guest.getByRole('region', { name: titleTr });
    await expect(banner).toContainText('İkinci lahmacun bizden.');
    await expect(banner.getByRole('strong')).toHaveText('₺60,00');
    await guest.goto('/EN');
    await expect(guest.getByRole('region', { name: titleEn })).toContainText('The second lahmacun is on us.');

    // Edit the title.
    await row(page, titleTr)
      .getByRole('button', { name: /^Düzenle\b/ })
      .click();
    let editForm = page.getByRole('form', { name: 'Kampanyayı Düzenle' });
    await expect(editForm.getByRole('textbox', { name: 'Başlık (TR)' })).toBeFocused();
    await editForm.getByRole('textbox', { name: 'Başlık (TR)' }).fill(renamed);
    await editForm.getByRole('button', { name: 'Kaydet' }).click();
    await expect(notice(page, `${renamed} kaydedildi.`)).toBeVisible();
    await guest.goto('/');
    banner = guest.getByRole('region', { name: renamed });
    await expect(banner).toBeVisible();

    // Switched off, it leaves the home page and the sample campaign is back.
    await row(page, renamed)
      .getByRole('button', { name: /^Düzenle\b/ })
      .click();
    editForm = page.getByRole('form', { name: 'Kampanyayı Düzenle' });
    await editForm.getByRole('checkbox', { name: 'Aktif' }).uncheck();
    await editForm.getByRole('button', { name: 'Kaydet' }).click();
    await expect(row(page, renamed)).toContainText('Pasif');
    await guest.goto('/');
    await expect(guest.getByRole('region', { name: 'Pide + Ayran Menüsü' })).toBeVisible();
    await expect(guest.getByRole('region', { name: renamed })).toHaveCount(0);

    // Deleted after a question (D16).
    await row(page, renamed)
      .getByRole('button', { name: /^Sil\b/ })
      .click();
    await confirmDelete(page, 'Bu kampanyayı silmek istediğinizden emin misiniz?', `${renamed} silindi.`);
    await expect(row(page, renamed)).toHaveCount(0);
    await expect(row(page, 'Pide + Ayran Menüsü')).toBeVisible();
  } finally {
    await adminApi.deleteCampaigns([titleTr, renamed]);
  }
});

test('accounts: a ledger of charges and payments; the balance follows them, a mistake is reversed; search', async ({ page }) => {
  const customer = uniqueName('Kuzey İnşaat');
  await signIn(page);
  await page.goto('/admin/accounts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hesaplar');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Kalan' })).toBeVisible();
  // The sample account: 500 owed, 200 paid, 300 left.
  const sample = row(page, 'Restoran');
  await expect(sample).toContainText('₺500,00');
  await expect(sample).toContainText('₺200,00');
  await expect(sample).toContainText('₺300,00');
  await expect(sample).toContainText('Kısmi Ödeme');

  await page.getByRole('button', { name: 'Hesap Ekle' }).first().click();
  const modal = page.getByRole('dialog', { name: 'Hesap Ekle' });
  await modal.getByRole('textbox', { name: 'Müşteri adı' }).fill(customer);
  await modal.getByRole('textbox', { name: 'Telefon' }).fill('0 532 123 45 67');
  await modal.getByRole('textbox', { name: 'Kredi limiti (₺)' }).fill('1.000');
  await modal.getByRole('button', { name: 'Kaydet' }).click();
  await expect(modal).toBeHidden();
  await expect(notice(page, `${customer} hesabı kaydedildi.`)).toBeVisible();
  const account = row(page, customer);
  await expect(account).toContainText('Hareket yok');
  await expect(account.getByRole('link', { name: '0 532 123 45 67' })).toHaveAttribute('href', 'tel:05321234567');

  // Its page: a charge, a payment larger than the balance refused with the balance, then one that fits.
  await account.getByRole('link', { name: customer }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(customer);
  await page.getByRole('button', { name: 'Borç ekle' }).click();
  let entry = page.getByRole('dialog', { name: 'Borç ekle' });
  await entry.getByRole('textbox', { name: 'Tutar (₺)' }).fill('750,50');
  await entry.getByRole('textbox', { name: 'Açıklama' }).fill('Şantiye yemekleri');
  await entry.getByRole('button', { name: 'Borcu kaydet' }).click();
  await expect(notice(page, 'Borç eklendi. Kalan borç: ₺750,50')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Kalan borç' });
  await expect(summary).toContainText('₺750,50');
  await expect(summary).toContainText('Ödenmedi');

  await page.getByRole('button', { name: 'Ödeme al' }).click();
  entry = page.getByRole('dialog', { name: 'Ödeme al' });
  await entry.getByRole('textbox', { name: 'Tutar (₺)' }).fill('800');
  await entry.getByRole('button', { name: 'Ödemeyi kaydet' }).click();
  await expect(entry.getByText('Ödeme kalan borçtan büyük olamaz: kalan borç ₺750,50')).toBeVisible();
  await expect(entry.getByRole('textbox', { name: 'Tutar (₺)' })).toHaveValue('800');
  await entry.getByRole('textbox', { name: 'Tutar (₺)' }).fill('250');
  await entry.getByRole('combobox', { name: 'Ödeme yöntemi' }).selectOption('Kart');
  await entry.getByRole('button', { name: 'Ödemeyi kaydet' }).click();
  await expect(notice(page, 'Ödeme alındı. Kalan borç: ₺500,50')).toBeVisible();
  await expect(summary).toContainText('Kısmi Ödeme');
  const payment = page.getByRole('row', { name: /Ödeme · Kart/ });
  await expect(payment).toContainText('₺500,50');

  // The payment was a mistake: reversed with a reason, it stays, struck through.
  await payment.getByRole('button', { name: /^Geri al/ }).click();
  const reverse = page.getByRole('dialog', { name: 'Hareketi geri al' });
  await reverse.getByRole('textbox', { name: 'Neden' }).fill('Kart çekimi iptal oldu');
  await reverse.getByRole('button', { name: 'Geri al' }).click();
  await expect(reverse).toBeHidden();
  await expect(summary).toContainText('₺750,50');
  await expect(payment).toContainText('Geri alındı');
  await expect(page.getByRole('row', { name: /Geri alma/ })).toContainText('Kart çekimi iptal oldu');

  // Back to the list: the figures follow; search by customer name.
  await page.getByRole('link', { name: '← Hesaplar' }).click();
  await expect(account.getByRole('cell').nth(3)).toHaveText('₺750,50');
  const search = page.getByRole('searchbox', { name: 'Ad veya telefonla ara' });
  await search.fill(customer.toLocaleLowerCase('tr-TR'));
  await expect(account).toBeVisible();
  await expect(sample).toHaveCount(0);
  await search.fill('hiç böyle bir müşteri yok');
  await expect(page.getByText('“hiç böyle bir müşteri yok” ile eşleşen hesap yok.')).toBeVisible();
  await search.fill('');
  await expect(sample).toBeVisible();

  // An account with entries is kept: it offers no 'Sil'. One without any can go.
  await expect(account.getByRole('button', { name: /^Sil\b/ })).toHaveCount(0);
  const empty = uniqueName('Boş Müşteri');
  await page.getByRole('button', { name: 'Hesap Ekle' }).first().click();
  await modal.getByRole('textbox', { name: 'Müşteri adı' }).fill(empty);
  await modal.getByRole('textbox', { name: 'Telefon' }).fill('0 532 000 00 00');
  await modal.getByRole('button', { name: 'Kaydet' }).click();
  await expect(modal).toBeHidden();
  await row(page, empty)
    .getByRole('button', { name: /^Sil\b/ })
    .click();
  await confirmDelete(page, 'Bu hesabı silmek istediğinizden emin misiniz?', `${empty} hesabı silindi.`);
  await expect(row(page, empty)).toHaveCount(0);
});
