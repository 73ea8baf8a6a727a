import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DiningTable, QrSettings } from '../../../src/shared/schemas/table.js';
import { category, fail, ok, renderAdmin, signedInAs, STAFF, stubApi } from './harness.js';

const SETTINGS: QrSettings = { publicUrl: '', errorCorrection: 'Q', wordmark: false, version: 1 };
const TABLES: DiningTable[] = [
  { id: 1, name: '1', orderKey: 'a1B2c3D4e5F6', version: 1 },
  { id: 2, name: 'Bahçe 3', orderKey: 'q9W8e7R6t5Y4', version: 1 },
];

describe('QR ve Baskı', () => {
  it('is for staff too: the address starts as this page’s own, and each table has its code and its card', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(STAFF),
      'GET /api/admin/categories': () => ok([]),
      'GET /api/admin/qr-settings': () => ok(SETTINGS),
      'GET /api/admin/tables': () => ok(TABLES),
    });
    renderAdmin('/admin/print');
    const address = await screen.findByRole('textbox', { name: /Menünün herkese açık adresi/ });
    expect(address).toHaveValue(window.location.origin);
    expect(screen.getByText(`${window.location.origin}/?masa=5&k=…`)).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Masalar' });
    const garden = within(list).getByText('Bahçe 3').closest('li') as HTMLElement;
    expect(within(list).getByText('Masa 1')).toBeVisible();
    expect(within(garden).getByText(`${window.location.origin}/?masa=Bahçe 3&k=q9W8e7R6t5Y4`)).toBeVisible();
    expect(within(garden).getByRole('link', { name: /^PNG/ })).toHaveAttribute('href', '/api/admin/qr/tables/2?format=png');
    expect(within(garden).getByRole('link', { name: /^Kart/ })).toHaveAttribute('href', '/admin/print/cards?tables=2');
    expect(screen.getByRole('link', { name: 'Tüm kodları indir (ZIP)' })).toHaveAttribute('href', '/api/admin/qr/all.zip');
    expect(screen.getByRole('link', { name: 'Basılı menü: Türkçe ve İngilizce' })).toHaveAttribute('href', '/admin/print/menu?lang=both');
  });

  it('renews a table’s key after asking, saying its card must be printed again (D57)', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(STAFF),
      'GET /api/admin/categories': () => ok([]),
      'GET /api/admin/qr-settings': () => ok(SETTINGS),
      'GET /api/admin/tables': () => ok(TABLES),
      'PUT /api/admin/tables/2/key': () => ok({ ...TABLES[1], orderKey: 'NEWkey_12345', version: 2 }),
    });
    renderAdmin('/admin/print');
    const list = await screen.findByRole('list', { name: 'Masalar' });
    const garden = within(list).getByText('Bahçe 3').closest('li') as HTMLElement;
    await userEvent.click(within(garden).getByRole('button', { name: /^Kodu yenile/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Kodu yenile' });
    expect(dialog).toHaveTextContent('Basılı kartıyla artık sipariş verilemez');
    expect(api.callsTo('PUT', '/api/admin/tables/2/key')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yenile' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', '/api/admin/tables/2/key').map((call) => call.body)).toEqual([{ version: 1 }]);
    expect(within(garden).getByText(`${window.location.origin}/?masa=Bahçe 3&k=NEWkey_12345`)).toBeVisible();
    expect(screen.getByText('Bahçe 3 kodu yenilendi: kartını yeniden basın.')).toBeVisible();
  });

  it('prints the price list of the categories ticked, every one when none is (issue 53)', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(STAFF),
      'GET /api/admin/qr-settings': () => ok(SETTINGS),
      'GET /api/admin/tables': () => ok(TABLES),
      'GET /api/admin/categories': () =>
        ok([category({ id: 1, nameTr: 'Pide' }), category({ id: 2, nameTr: 'İçecekler' }), category({ id: 3, nameTr: 'Tatlılar' })]),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/print');
    const choice = await screen.findByRole('group', { name: /Fiyat listesindeki kategoriler/ });
    const a4 = screen.getByRole('link', { name: 'Fiyat listesi (A4)' });
    expect(a4).toHaveAttribute('href', '/admin/print/prices?size=A4');
    await user.click(within(choice).getByRole('checkbox', { name: 'Tatlılar' }));
    await user.click(within(choice).getByRole('checkbox', { name: 'Pide' }));
    expect(a4).toHaveAttribute('href', '/admin/print/prices?size=A4&categories=1,3');
    expect(screen.getByRole('link', { name: 'A3' })).toHaveAttribute('href', '/admin/print/prices?size=A3&categories=1,3');
    await user.click(within(choice).getByRole('checkbox', { name: 'Pide' }));
    expect(a4).toHaveAttribute('href', '/admin/print/prices?size=A4&categories=3');
  });

  it('refuses a backwards range before sending it, keeps the typing, and shows the server’s message for a name taken', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(STAFF),
      'GET /api/admin/categories': () => ok([]),
      'GET /api/admin/qr-settings': () => ok(SETTINGS),
      'GET /api/admin/tables': () => ok(TABLES),
      'POST /api/admin/tables': () =>
        fail(409, 'conflict', 'Bu adda bir masa zaten var: 1', { fields: { names: 'Bu adda bir masa zaten var: 1' } }),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/print');
    const add = await screen.findByRole('textbox', { name: 'Masa ekle' });
    await user.type(add, '20–1');
    await user.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Aralık küçük sayıyla başlamalı: 20–1 yerine 1–20 yazın')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/tables')).toHaveLength(0);
    await user.clear(add);
    await user.type(add, '1');
    await user.click(screen.getByRole('button', { name: 'Ekle' }));
    expect(await screen.findByText('Bu adda bir masa zaten var: 1')).toBeVisible();
    expect(add).toHaveValue('1');
    expect(api.callsTo('POST', '/api/admin/tables')[0]!.body).toEqual({ names: '1' });
  });

  it('refuses an address that is not http(s), and the mark with level M, under their fields', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(STAFF),
      'GET /api/admin/categories': () => ok([]),
      'GET /api/admin/qr-settings': () => ok(SETTINGS),
      'GET /api/admin/tables': () => ok([]),
      'PUT /api/admin/qr-settings': (request) => ok({ ...SETTINGS, ...(request.body as object), version: 2 }),
    });
    const user = userEvent.setup();
    renderAdmin('/admin/print');
    const address = await screen.findByRole('textbox', { name: /Menünün herkese açık adresi/ });
    await user.clear(address);
    await user.type(address, 'ftp://menu');
    await user.selectOptions(screen.getByRole('combobox', { name: /Hata düzeltme/ }), 'M');
    await user.click(screen.getByRole('checkbox', { name: /Ortada logo/ }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText(/Menü adresi http:\/\/ veya https:\/\/ ile başlayan/)).toBeVisible();
    expect(screen.getByText('Ortadaki logo için hata düzeltme Q veya H olmalı')).toBeVisible();
    expect(api.callsTo('PUT', '/api/admin/qr-settings')).toHaveLength(0);
    await user.clear(address);
    await user.type(address, 'https://menu.sofra.com.tr/');
    await user.selectOptions(screen.getByRole('combobox', { name: /Hata düzeltme/ }), 'H');
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/qr-settings')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/qr-settings')[0]!.body).toEqual({
      publicUrl: 'https://menu.sofra.com.tr/',
      errorCorrection: 'H',
      wordmark: true,
      version: 1,
    });
  });
});
