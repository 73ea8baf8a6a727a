import type { Page } from '@playwright/test';
import { average, expect, expectAccessible, formatAverage, reviewsButtonName, reviewsOf, test, uniqueName } from './support.js';

// A guest at the table, on a phone, reading the menu in Turkish.

const categories = (page: Page) => page.getByRole('region', { name: 'Kategoriler' });
const product = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const filterPanel = (page: Page) => page.getByRole('region', { name: 'Filtreler' });

test('the home page shows the hero, the campaign, the weekly choice and the categories', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Sofra Pide Salonu · Menü');
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');

  const hero = page.getByRole('region', { name: 'Lezzetli Menümüz' });
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Lezzetli Menümüz');
  await expect(hero).toContainText('En taze malzemelerle hazırlanan özel tarifler');

  const campaign = page.getByRole('region', { name: 'Pide + Ayran Menüsü' });
  await expect(campaign).toContainText('Kampanya');
  await expect(campaign).toContainText('Her pidenin yanında ayran bizden!');
  await expect(campaign.getByRole('deletion')).toHaveText('₺155,00');
  await expect(campaign.getByRole('strong')).toHaveText('₺120,00');

  const weekly = page.getByRole('region', { name: 'Haftanın Seçimi: Kıymalı Pide' });
  await expect(weekly).toContainText('₺120,00');
  await expect(weekly.getByRole('img', { name: 'Kıymalı Pide' })).toBeVisible();

  // The scroll-down button brings the categories into view and keyboard focus there.
  await page.getByRole('button', { name: 'Menüyü keşfet' }).tap();
  await expect(categories(page).getByRole('heading', { name: 'Kategoriler' })).toBeFocused();
  await expect(categories(page).getByRole('heading', { name: 'Kategoriler' })).toBeInViewport();
  for (const name of ['Pide', 'İçecekler', 'Tatlılar']) {
    await expect(categories(page).getByRole('link', { name: new RegExp(`^${name} `) })).toBeVisible();
  }

  // The weekly choice leads to its category.
  await weekly.getByRole('link', { name: 'Pide kategorisinde gör' }).tap();
  await expect(page).toHaveURL('/category/Pide');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pide');
});

test('a category filters by tag, ingredient and price, searches, and says when nothing matches', async ({ page }) => {
  await page.goto('/');
  await categories(page)
    .getByRole('link', { name: /^Pide / })
    .tap();
  await expect(page).toHaveURL('/category/Pide');
  await expect(page).toHaveTitle('Pide · Sofra Pide Salonu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pide');

  const kiymali = product(page, 'Kıymalı Pide');
  const kasarli = product(page, 'Kaşarlı Pide');
  const kusbasili = product(page, 'Kuşbaşılı Pide');
  const sucuklu = product(page, 'Sucuklu Yumurtalı Pide');
  const karisik = product(page, 'Karışık Pide');
  await expect(kiymali).toContainText('₺120,00');
  await expect(kasarli).toContainText('₺100,00');
  await expect(kiymali.getByRole('list', { name: 'Etiketler' })).toContainText('Popüler');
  // Products of other categories stay out.
  await expect(product(page, 'Ayran')).toHaveCount(0);

  // The filter panel opens with its button.
  const toggle = page.getByRole('button', { name: 'Filtreler', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(filterPanel(page)).toBeHidden();
  // The panel's code may download on first use. Held back for a moment, the page must still
  // make sense: the button's aria-controls names an element (the panel, or a loading note).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/**', async (route) => {
    await held;
    await route.continue();
  });
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#filter-panel')).toBeAttached();
  await expectAccessible(page, 'a category while its filter panel opens');
  release();
  await page.unrouteAll({ behavior: 'wait' });
  await expect(filterPanel(page)).toBeVisible();
  // The category's price range is preset to its cheapest and dearest product (Karışık Pide's large size).
  const min = filterPanel(page).getByRole('spinbutton', { name: 'Min' });
  const max = filterPanel(page).getByRole('spinbutton', { name: 'Max' });
  await expect(min).toHaveValue('100');
  await expect(max).toHaveValue('245');
  // The category's ingredients are listed with their descriptions.
  await expect(filterPanel(page).getByRole('definition').filter({ hasText: 'Kars kaşarı.' })).toBeVisible();

  // By tag.
  const spicy = filterPanel(page).getByRole('button', { name: 'Acılı', exact: true });
  await spicy.tap();
  await expect(spicy).toHaveAttribute('aria-pressed', 'true');
  await expect(sucuklu).toBeVisible();
  await expect(karisik).toBeVisible();
  await expect(kiymali).toBeHidden();
  await expect(kasarli).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'ürün' })).toHaveText('2 ürün');
  await spicy.tap();
  await expect(spicy).toHaveAttribute('aria-pressed', 'false');

  // By ingredient, then ingredient and tag together.
  const cheese = filterPanel(page).getByRole('button', { name: 'Kaşar peyniri', exact: true });
  await cheese.tap();
  await expect(cheese).toHaveAttribute('aria-pressed', 'true');
  await expect(kasarli).toBeVisible();
  await expect(sucuklu).toBeVisible();
  await expect(karisik).toBeVisible();
  await expect(kiymali).toBeHidden();
  await expect(kusbasili).toBeHidden();
  await filterPanel(page).getByRole('button', { name: 'Popüler', exact: true }).tap();
  await expect(kasarli).toBeVisible();
  await expect(karisik).toBeVisible();
  await expect(sucuklu).toBeHidden();

  // The first empty state: filters that nothing matches.
  await filterPanel(page).getByRole('button', { name: 'Yeni', exact: true }).tap();
  await expect(page.getByText('Seçilen kriterlere uygun ürün bulunamadı.')).toBeVisible();
  await expect(page.locator('article')).toHaveCount(0);

  // "Clear filters" goes back to the category's own range with nothing chosen.
  await filterPanel(page).getByRole('button', { name: 'Filtreleri temizle' }).tap();
  await expect(cheese).toHaveAttribute('aria-pressed', 'false');
  await expect(min).toHaveValue('100');
  await expect(kiymali).toBeVisible();

  // By price, both bounds included.
  await min.fill('120');
  await max.fill('165');
  await expect(kiymali).toBeVisible();
  await expect(kusbasili).toBeVisible();
  await expect(sucuklu).toBeVisible();
  await expect(kasarli).toBeHidden();
  await expect(karisik).toBeHidden();
  await max.fill('50');
  await expect(page.getByText('Seçilen kriterlere uygun ürün bulunamadı.')).toBeVisible();
  await filterPanel(page).getByRole('button', { name: 'Filtreleri temizle' }).tap();
  // On a phone the panel is a sheet over the list: its own button closes it.
  await page.getByRole('dialog', { name: 'Filtreler' }).getByRole('button', { name: '5 ürünü göster' }).tap();
  await expect(filterPanel(page)).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  // Search, Turkish-aware (D12): capitals and a keyboard without Turkish letters both work.
  const search = page.getByRole('searchbox', { name: 'Ürün ara' });
  await expect(search).toHaveAttribute('placeholder', 'Ürün adıyla ara...');
  await search.fill('KIYMALI');
  await expect(kiymali).toBeVisible();
  await expect(kasarli).toBeHidden();
  await search.fill('kasarli');
  await expect(kasarli).toBeVisible();
  await expect(kiymali).toBeHidden();
  // The English name counts too.
  await search.fill('lamb');
  await expect(kusbasili).toBeVisible();
  await expect(page.locator('article')).toHaveCount(1);
  await search.fill('lahmacun');
  await expect(page.getByText('Seçilen kriterlere uygun ürün bulunamadı.')).toBeVisible();
  await search.fill('');
  await expect(kiymali).toBeVisible();
});

test('a category without products says so', async ({ page, adminApi }) => {
  const category = await adminApi.createCategory(uniqueName('Boş Kategori'));
  try {
    await page.goto('/');
    await categories(page)
      .getByRole('link', { name: new RegExp(`^${category.nameTr} `) })
      .tap();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.nameTr);
    await expect(page.getByText('Bu kategoride ürün bulunamadı.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'ürün' })).toHaveText('0 ürün');
  } finally {
    await adminApi.delete('categories', category.id);
  }
});

test('a guest posts a review and sees the average change', async ({ page }) => {
  const before = await reviewsOf(page, 'Kaşarlı Pide');
  // A rating that surely moves the average.
  const rating = average(before.ratings) >= 3 ? 1 : 5;
  const after = [...before.ratings, rating];

  await page.goto('/category/Pide');
  const card = product(page, 'Kaşarlı Pide');
  // The card's rating line: "★ 4,5 (2)", or a quiet "Yorum yaz" before the first review.
  await card.getByRole('button', { name: reviewsButtonName(before.ratings, 'tr'), exact: true }).tap();

  const dialog = page.getByRole('dialog', { name: 'Yorumlar: Kaşarlı Pide' });
  await expect(dialog).toBeVisible();
  if (before.ratings.length === 0) await expect(dialog.getByText('Henüz yorum yok')).toBeVisible();

  // Sending without a name or a rating says what is missing and keeps what was typed.
  await dialog.getByRole('textbox', { name: 'Yorumunuz' }).fill('Kenarları çıtır, kaşarı bol.');
  await dialog.getByRole('button', { name: 'Gönder' }).tap();
  await expect(dialog.getByText('Lütfen adınızı yazın.')).toBeVisible();
  await expect(dialog.getByText('Lütfen 1 ile 5 arasında bir puan seçin.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Adınız' })).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: 'Yorumunuz' })).toHaveValue('Kenarları çıtır, kaşarı bol.');

  const author = uniqueName('Ayşe');
  await dialog.getByRole('textbox', { name: 'Adınız' }).fill(author);
  // The guest taps the star itself; the radio button under it is for screen readers.
  const star = page.getByRole('radio', { name: `${rating} yıldız` });
  await dialog.locator('label').filter({ has: star }).tap();
  await expect(dialog.getByRole('radio', { name: `${rating} yıldız` })).toBeChecked();
  await dialog.getByRole('button', { name: 'Gönder' }).tap();
  await expect(dialog.getByRole('status')).toHaveText('Teşekkürler! Yorumunuz eklendi.');
  await expect(dialog.getByRole('listitem').filter({ hasText: author })).toContainText('Kenarları çıtır, kaşarı bol.');
  await expect(dialog.getByText('Ortalama puan:')).toBeVisible();
  await expect(dialog.getByRole('img', { name: `${formatAverage(after, 'tr')} / 5` }).first()).toBeVisible();
  // The form is empty again for the next guest.
  await expect(dialog.getByRole('textbox', { name: 'Adınız' })).toHaveValue('');

  // Closing returns to the card, which shows the new average and count at once.
  await dialog.getByRole('button', { name: 'Kapat' }).tap();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('button', { name: reviewsButtonName(after, 'tr'), exact: true })).toBeFocused();

  // Everyone sees it: the server has it.
  await page.reload();
  await expect(product(page, 'Kaşarlı Pide').getByRole('button', { name: reviewsButtonName(after, 'tr'), exact: true })).toBeVisible();
});

test('switching to EN keeps the category and the search; Geri Dön and the back button', async ({ page }) => {
  await page.goto('/category/Pide');
  await page.getByRole('searchbox', { name: 'Ürün ara' }).fill('kaşar');
  await expect(page.locator('article')).toHaveCount(1);

  const languages = page.getByRole('navigation', { name: 'Dil seçimi' });
  await expect(languages.getByText('TR', { exact: true })).toHaveAttribute('aria-current', 'true');
  // The search is in the address (to share or reload), and the switch keeps it.
  await expect(page).toHaveURL('/category/Pide?ara=ka%C5%9Far');
  await languages.getByRole('link', { name: 'EN' }).tap();
  await expect(page).toHaveURL('/EN/category/Pide?ara=ka%C5%9Far');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pide');
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('kaşar');
  await expect(product(page, 'Pide with Kashar Cheese')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();

  // The browser's back button returns to the Turkish page.
  await page.goBack();
  await expect(page).toHaveURL('/category/Pide?ara=ka%C5%9Far');
  await expect(page.getByRole('link', { name: 'Geri Dön' })).toBeVisible();
  await expect(product(page, 'Kaşarlı Pide')).toBeVisible();

  // "Geri Dön" goes to the menu's root and forgets the search.
  await page.getByRole('link', { name: 'Geri Dön' }).tap();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lezzetli Menümüz');
  await categories(page)
    .getByRole('link', { name: /^Pide / })
    .tap();
  await expect(page.getByRole('searchbox', { name: 'Ürün ara' })).toHaveValue('');
  await expect(product(page, 'Kıymalı Pide')).toBeVisible();

  // Back, then forward, through the history.
  await page.goBack();
  await expect(page).toHaveURL('/');
  await page.goForward();
  await expect(page).toHaveURL('/category/Pide');

  // The wordmark leads home too.
  await page.getByRole('link', { name: 'Sofra Pide Salonu, menü ana sayfası' }).tap();
  await expect(page).toHaveURL('/');
});

test('an unknown address shows the 404 page with a way back', async ({ page }) => {
  const response = await page.goto('/bu-sayfa-yok');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('Sayfa bulunamadı · Sofra Pide Salonu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı');
  await expect(page.getByText('Aradığınız sayfa menümüzde yok.')).toBeVisible();
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await page.getByRole('link', { name: 'Menüye dön' }).tap();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lezzetli Menümüz');

  // A category that does not exist is a 404 too.
  await page.goto('/category/Lahmacun');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sayfa bulunamadı');
});
