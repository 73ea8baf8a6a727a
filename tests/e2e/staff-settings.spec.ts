import { expect, expectAccessible, PHONE, signIn, test, uniqueName } from './support.js';

// An admin fills in the restaurant's details; guests find them under the menu.

test('an admin changes the Wi-Fi and the hours in Ayarlar; a guest’s phone shows them in the footer', async ({ page, newContext }) => {
  await signIn(page);
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ayarlar');
  const wifi = page.getByRole('textbox', { name: 'Wi-Fi adı' });
  const before = await wifi.inputValue();
  const network = uniqueName('Sofra-Misafir').replace(/\s/g, '-');
  try {
    await wifi.fill(network);
    // Monday opens for breakfast.
    const monday = page.getByRole('group', { name: 'Pazartesi' });
    await monday.getByRole('button', { name: /Saat ekle/ }).click();
    await monday.getByLabel('Pazartesi 1. açılış').fill('08:00');
    await monday.getByLabel('Pazartesi 1. kapanış').fill('12:00');
    await expectAccessible(page, 'the settings page');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Ayarlar kaydedildi.')).toBeVisible();

    const guest = await (await newContext(PHONE)).newPage();
    await guest.goto('/');
    const footer = guest.getByRole('region', { name: 'Sofra Pide Salonu' });
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toContainText(network);
    await expect(footer.getByRole('region', { name: 'Çalışma saatleri' })).toContainText('Pazartesi08:00–12:00');
    await expect(footer.getByRole('status')).toHaveText(/^(Şu an açık · Kapanış \d\d:\d\d|Kapalı · .+ açılır)$/);
    await expect(footer.getByRole('link', { name: /Moda Cad/ })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);
    await expectAccessible(guest, 'the restaurant’s details on a phone');
  } finally {
    await page.reload();
    await page.getByRole('textbox', { name: 'Wi-Fi adı' }).fill(before);
    const monday = page.getByRole('group', { name: 'Pazartesi' });
    await monday.getByRole('button', { name: /Sil/ }).click();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Ayarlar kaydedildi.')).toBeVisible();
  }
});

test('an admin turns on Русский in Ayarlar; a Russian phone then has the menu in Russian, and loses it when it is turned off', async ({
  page,
  newContext,
  adminApi,
}) => {
  await signIn(page);
  await page.goto('/admin/settings');
  const languages = page.getByRole('group', { name: 'Misafirlere açık diller' });
  // Each by its own name, with its address; Arabic says it reads right to left.
  await expect(languages.getByRole('checkbox')).toHaveCount(3);
  await expect(languages).toContainText('/AR · sağdan sola');
  try {
    await languages.getByRole('checkbox', { name: /Русский/ }).check();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Ayarlar kaydedildi.')).toBeVisible();

    const guest = await (await newContext({ ...PHONE, locale: 'ru-RU' })).newPage();
    await guest.goto('/?masa=5');
    await expect(guest).toHaveURL('/RU?masa=5');
    await expect(guest.getByRole('heading', { level: 1 })).toHaveText('Наше вкусное меню');

    await languages.getByRole('checkbox', { name: /Русский/ }).uncheck();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect.poll(async () => (await guest.goto('/RU'))?.status()).toBe(404);
  } finally {
    await adminApi.setMenuLanguages([]);
  }
});
