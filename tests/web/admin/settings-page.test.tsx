import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SampleDataStatus } from '../../../src/shared/schemas/sample-data.js';
import { DEFAULT_SETTINGS, type RestaurantSettings } from '../../../src/shared/schemas/settings.js';
import { ADMIN, fail, ok, renderAdmin, signedInAs, STAFF, stubApi } from './harness.js';

const SETTINGS: RestaurantSettings = {
  restaurantName: 'Sofra Pide Salonu',
  logo: '',
  address: 'Moda Cad. 12, Kadıköy',
  phone: '+90 216 555 12 34',
  hours: [[], ...Array.from({ length: 6 }, () => [{ opens: '11:00', closes: '22:30' }])],
  exceptions: [],
  wifiName: 'Sofra-Misafir',
  wifiPassword: 'pide2026',
  instagram: 'sofrapide',
  googleReviewUrl: '',
  noteTr: 'Fiyatlarımıza KDV dahildir.',
  noteEn: 'Prices include VAT.',
  noServiceCharge: false,
  menuLanguages: ['ru'],
  ordering: 'off',
  basketMaxLines: 30,
  basketMaxKurus: 500_000,
  approvalLimitKurus: 20_000,
  dayEndsAt: '05:00',
  rates: { eur: 0, usd: 0, rub: 0, day: '' },
  translations: { ru: { note: 'Цены включают НДС.' } },
  version: 4,
};

const NOTHING = { categories: 0, products: 0, tags: 0, ingredients: 0, campaigns: 0, accounts: 0, tables: 0, settings: 0 };
const NOTHING_REMOVED = { ...NOTHING, accountEntries: 0, reviews: 0 };
const NO_SAMPLE: SampleDataStatus = {
  toRemove: NOTHING_REMOVED,
  toKeep: NOTHING,
  kept: [],
  withEdited: { toRemove: NOTHING_REMOVED, toKeep: NOTHING, kept: [] },
};
const SAMPLE_PLAN = {
  toRemove: {
    categories: 3,
    products: 12,
    tags: 4,
    ingredients: 14,
    campaigns: 1,
    accounts: 2,
    tables: 10,
    settings: 1,
    accountEntries: 7,
    reviews: 0,
  },
  toKeep: { ...NOTHING, products: 1 },
};
const SAMPLE: SampleDataStatus = {
  ...SAMPLE_PLAN,
  kept: [{ kind: 'products', name: 'Kıymalı Pide', reason: 'edited' }],
  withEdited: { toRemove: { ...SAMPLE_PLAN.toRemove, products: 13 }, toKeep: NOTHING, kept: [] },
};

/**
 * After a trial (every pide repriced, the drinks' tag on the restaurant's own lemonade, a charge on
 * a sample customer): five dishes kept as edited, the pide category and a tag because they are used.
 */
const TRIED: SampleDataStatus = {
  toRemove: { ...SAMPLE_PLAN.toRemove, categories: 1, products: 8, tags: 2, accounts: 1, accountEntries: 3 },
  toKeep: { ...NOTHING, categories: 2, products: 5, tags: 1, accounts: 1 },
  kept: [
    ...['Kıymalı Pide', 'Kaşarlı Pide', 'Kuşbaşılı Pide', 'Sucuklu Yumurtalı Pide', 'Karışık Pide'].map((name) => ({
      kind: 'products' as const,
      name,
      reason: 'edited' as const,
    })),
    { kind: 'categories', name: 'Pide', reason: 'used' },
    { kind: 'categories', name: 'İçecekler', reason: 'used' },
    { kind: 'tags', name: 'Soğuk', reason: 'used' },
    { kind: 'accounts', name: 'Yılmaz Market', reason: 'ledger' },
  ],
  withEdited: {
    toRemove: { ...SAMPLE_PLAN.toRemove, categories: 2, products: 13, tags: 3, accounts: 1, accountEntries: 3 },
    toKeep: { ...NOTHING, categories: 1, tags: 1, accounts: 1 },
    kept: [
      { kind: 'categories', name: 'İçecekler', reason: 'used' },
      { kind: 'tags', name: 'Soğuk', reason: 'used' },
      { kind: 'accounts', name: 'Yılmaz Market', reason: 'ledger' },
    ],
  },
};

async function openSettings() {
  renderAdmin('/admin/settings');
  return screen.findByRole('heading', { level: 1, name: 'Ayarlar' }).then(() => screen.findByLabelText(/Restoran adı/));
}

describe('the settings page (admins only)', () => {
  it('edits the details and the hours, and saves them whole with the loaded version', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/settings': () => ok(SETTINGS),
      'GET /api/admin/sample-data': () => ok(NO_SAMPLE),
      'PUT /api/admin/settings': (request) => ok({ ...(request.body as object), translations: SETTINGS.translations, version: 5 }),
    });
    const name = await openSettings();
    expect(name).toHaveValue('Sofra Pide Salonu');
    const monday = screen.getByRole('group', { name: 'Pazartesi' });
    expect(within(monday).getByText('Kapalı')).toBeVisible();
    await userEvent.click(within(monday).getByRole('button', { name: /Saat ekle/ }));
    const tuesday = screen.getByRole('group', { name: 'Salı' });
    await userEvent.click(within(tuesday).getByRole('button', { name: /Sil/ }));
    expect(within(tuesday).getByText('Kapalı')).toBeVisible();
    await userEvent.clear(screen.getByLabelText(/Wi-Fi adı/));
    await userEvent.type(screen.getByLabelText(/Wi-Fi adı/), 'Sofra-5G');
    await userEvent.click(screen.getByRole('checkbox', { name: '“Servis ücreti alınmaz” yazılsın' }));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/settings')[0]?.body).toMatchObject({
      wifiName: 'Sofra-5G',
      noServiceCharge: true,
      version: 4,
      hours: [[{ opens: '11:00', closes: '15:00' }], [], ...SETTINGS.hours.slice(2)],
    });
    // The note's other languages are the translation grid's to save, each under its own version.
    expect(api.callsTo('PUT', '/api/admin/settings')[0]?.body).not.toHaveProperty('translations');
    expect(await screen.findByText('Ayarlar kaydedildi.')).toBeVisible();
  });

  it('says what is wrong under the field, in Turkish, and keeps what was typed', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/settings': () => ok(SETTINGS),
      'GET /api/admin/sample-data': () => ok(NO_SAMPLE),
      'PUT /api/admin/settings': () =>
        fail(400, 'validation', 'Geçersiz veri: lütfen işaretli alanları düzeltin.', {
          fields: { phone: 'Bu telefon numarası kullanılamaz' },
        }),
    });
    const name = await openSettings();
    await userEvent.clear(name);
    await userEvent.clear(screen.getByLabelText(/Google yorum bağlantısı/));
    await userEvent.type(screen.getByLabelText(/Google yorum bağlantısı/), 'http://g.page/x');
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Restoran adı gerekli')).toBeVisible();
    expect(screen.getByText('Google yorum bağlantısı https:// ile başlayan bir adres olmalı')).toBeVisible();
    expect(api.callsTo('PUT', '/api/admin/settings')).toHaveLength(0);

    await userEvent.type(name, 'Sofra');
    await userEvent.clear(screen.getByLabelText(/Google yorum bağlantısı/));
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Bu telefon numarası kullanılamaz')).toBeVisible();
    expect(screen.getByLabelText(/Restoran adı/)).toHaveValue('Sofra');
  });

  it('overlapping hours are refused before anything is sent', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/settings': () => ok(SETTINGS),
      'GET /api/admin/sample-data': () => ok(NO_SAMPLE),
    });
    await openSettings();
    const tuesday = screen.getByRole('group', { name: 'Salı' });
    await userEvent.click(within(tuesday).getByRole('button', { name: /Saat ekle/ }));
    // The second window (18:00–23:00) starts before the first (11:00–22:30) ends.
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await within(tuesday).findByText('Saat aralıkları çakışıyor')).toBeVisible();
    expect(api.callsTo('PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it('removes the sample data once asked, saying what goes and what stays', async () => {
    let removed = false;
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/settings': () => ok(removed ? { ...DEFAULT_SETTINGS, translations: {}, version: 5 } : SETTINGS),
      'GET /api/admin/sample-data': () => ok(removed ? NO_SAMPLE : SAMPLE),
      'POST /api/admin/sample-data/removal': () => {
        removed = true;
        return ok({ removed: SAMPLE.toRemove, kept: SAMPLE.toKeep });
      },
    });
    await openSettings();
    const section = await screen.findByRole('region', { name: 'Örnek veriler' });
    const goes = '3 kategori, 12 ürün, 4 etiket, 14 malzeme, 1 kampanya, 2 veresiye hesabı, 7 hesap hareketi, 10 masa, restoran bilgileri';
    expect(await within(section).findByText(`İlk açılışta eklenen örnek restoran: ${goes}.`)).toBeVisible();
    expect(within(section).getByText('Düzenlediğiniz için kalacak: 1 ürün.')).toBeVisible();

    await userEvent.click(within(section).getByRole('button', { name: 'Örnek verileri kaldır' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Örnek verileri kaldır' });
    expect(within(dialog).getByText(`Şunlar kaldırılacak: ${goes}. Bu işlem geri alınamaz.`)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaldır' }));
    expect(await screen.findByText(`Örnek veriler kaldırıldı: ${goes}.`)).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/sample-data/removal')).toHaveLength(1);
    // The page reads everything again: nothing left to remove, the details back to the defaults.
    expect(await within(section).findByText(/^Kaldırılacak örnek veri yok/)).toBeVisible();
    await waitFor(() => expect(screen.getByLabelText(/Restoran adı/)).toHaveValue('Sofra'));
  });

  it('names in the confirmation the sample dishes it keeps, and takes the edited ones too when asked', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/settings': () => ok(SETTINGS),
      'GET /api/admin/sample-data': () => ok(TRIED),
      'POST /api/admin/sample-data/removal': () => ok({ removed: TRIED.withEdited.toRemove, kept: TRIED.withEdited.toKeep }),
    });
    await openSettings();
    const section = await screen.findByRole('region', { name: 'Örnek veriler' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Örnek verileri kaldır' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Örnek verileri kaldır' }));
    const items = (name: string) => Array.from(dialog.getByRole('list', { name }).querySelectorAll('li'), (item) => item.textContent);
    expect(items('Düzenlediğiniz için kalacak')).toEqual([
      'Ürünler: Kıymalı Pide, Kaşarlı Pide, Kuşbaşılı Pide, Sucuklu Yumurtalı Pide, Karışık Pide',
    ]);
    expect(items('Sizin eklediklerinizde ya da kalanlarda kullanıldığı için kalacak')).toEqual([
      'Kategoriler: Pide, İçecekler',
      'Etiketler: Soğuk',
    ]);
    expect(items('Hesabına hareket girdiğiniz için kalacak')).toEqual(['Veresiye hesapları: Yılmaz Market']);
    expect(dialog.getByText(/^Şunlar kaldırılacak: 1 kategori, 8 ürün,/)).toBeVisible();

    // Asked to take the edited ones too: the question counts them, and what still stays is named.
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Düzenlediğim 5 örnek kaydı da kaldır' }));
    expect(dialog.getByText(/^Şunlar kaldırılacak: 2 kategori, 13 ürün,/)).toBeVisible();
    expect(dialog.queryByRole('list', { name: 'Düzenlediğiniz için kalacak' })).not.toBeInTheDocument();
    expect(items('Sizin eklediklerinizde ya da kalanlarda kullanıldığı için kalacak')).toEqual([
      'Kategoriler: İçecekler',
      'Etiketler: Soğuk',
    ]);
    await userEvent.click(dialog.getByRole('button', { name: 'Kaldır' }));
    expect(await screen.findByText(/^Örnek veriler kaldırıldı: 2 kategori, 13 ürün,/)).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/sample-data/removal').map((call) => call.body)).toEqual([{ includeEdited: true }]);
  });

  it('waits for the details to be saved before removing the sample data', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/settings': () => ok(SETTINGS),
      'GET /api/admin/sample-data': () => ok(SAMPLE),
    });
    const name = await openSettings();
    const section = await screen.findByRole('region', { name: 'Örnek veriler' });
    const button = await within(section).findByRole('button', { name: 'Örnek verileri kaldır' });
    expect(button).toBeEnabled();
    await userEvent.type(name, ' 2');
    expect(button).toBeDisabled();
    expect(within(section).getByText('Önce ayarlardaki değişiklikleri kaydedin.')).toBeVisible();
  });

  it('shows staff a refusal and asks for nothing', async () => {
    const api = stubApi({ 'GET /api/admin/me': signedInAs(STAFF) });
    renderAdmin('/admin/settings');
    expect(await screen.findByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeVisible();
    expect(api.callsTo('GET', '/api/admin/settings')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/admin/sample-data')).toHaveLength(0);
  });
});
