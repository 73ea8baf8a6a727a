import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RestaurantSettings } from '../../../src/shared/schemas/settings.js';
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
  menuLanguages: [],
  version: 4,
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
      'PUT /api/admin/settings': (request) => ok({ ...(request.body as object), version: 5 }),
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
    expect(await screen.findByText('Ayarlar kaydedildi.')).toBeVisible();
  });

  it('says what is wrong under the field, in Turkish, and keeps what was typed', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/settings': () => ok(SETTINGS),
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
    const api = stubApi({ 'GET /api/admin/me': signedInAs(ADMIN), 'GET /api/admin/settings': () => ok(SETTINGS) });
    await openSettings();
    const tuesday = screen.getByRole('group', { name: 'Salı' });
    await userEvent.click(within(tuesday).getByRole('button', { name: /Saat ekle/ }));
    // The second window (18:00–23:00) starts before the first (11:00–22:30) ends.
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await within(tuesday).findByText('Saat aralıkları çakışıyor')).toBeVisible();
    expect(api.callsTo('PUT', '/api/admin/settings')).toHaveLength(0);
  });

  it('shows staff a refusal and asks for nothing', async () => {
    const api = stubApi({ 'GET /api/admin/me': signedInAs(STAFF) });
    renderAdmin('/admin/settings');
    expect(await screen.findByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeVisible();
    expect(api.callsTo('GET', '/api/admin/settings')).toHaveLength(0);
  });
});
