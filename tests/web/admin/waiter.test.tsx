import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ok, renderAdmin, signedInAs, STAFF, stubApi, WAITER } from './harness.js';

// A waiter in the back office (D54): the menu shows what their role may open, /admin leads them
// there, and any other page says why there is nothing and asks the server for nothing.

const nav = () => screen.getByRole('navigation', { name: 'Yönetim menüsü' });

/** The board's live streams, which jsdom has not got: connections that stay open and hear nothing. */
class QuietEventSource extends EventTarget {
  static readonly CLOSED = 2;
  readyState = 1;
  onopen = null;
  onmessage = null;
  onerror = null;
  close() {
    this.readyState = QuietEventSource.CLOSED;
  }
}
const links = () =>
  within(nav())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the back office for a waiter', () => {
  it('links only the pages a waiter may open, and /admin leads to the first of them', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(WAITER),
      'GET /api/admin/products': () => ok([]),
      'GET /api/admin/categories': () => ok([]),
      'GET /api/admin/board': () => ok({ requests: [], lastEventId: 0 }),
      'GET /api/admin/orders': () => ok([]),
    });
    vi.stubGlobal('EventSource', QuietEventSource);
    const { router } = renderAdmin('/admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/board'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Masalar' })).toBeVisible();
    expect(links()).toEqual(['Ürünler', 'Masalar', 'Mutfak ekranı']);
    expect(screen.getByRole('complementary')).toHaveTextContent('Garson');
  });

  it.each([
    ['/admin/accounts', 'Hesaplar'],
    ['/admin/accounts/12', 'Hesaplar'],
    ['/admin/accounts/12/statement', 'Hesaplar'],
    ['/admin/settings', 'Ayarlar'],
    ['/admin/categories', 'Kategoriler'],
    ['/admin/print', 'QR ve Baskı'],
    ['/admin/users', 'Kullanıcılar'],
  ])('shows %s as not theirs, and asks for none of its data', async (path, title) => {
    const api = stubApi({ 'GET /api/admin/me': signedInAs(WAITER) });
    renderAdmin(path);
    expect(await screen.findByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(new Set(api.calls.map((call) => `${call.method} ${call.path}`))).toEqual(new Set(['GET /api/admin/me']));
  });

  it('leaves staff the pages they had: every link but the admins’', async () => {
    stubApi({ 'GET /api/admin/me': signedInAs(STAFF), 'GET /api/admin/products': () => ok([]), 'GET /api/admin/categories': () => ok([]) });
    renderAdmin('/admin');
    await screen.findByRole('heading', { level: 1, name: 'Ürünler' });
    expect(links()).toEqual([
      'Ürünler',
      'Masalar',
      'Mutfak ekranı',
      'Kategoriler',
      'Hesaplar',
      'Malzemeler',
      'Etiketler',
      'Kampanyalar',
      'Yorumlar',
      'Çeviriler',
      'QR ve Baskı',
    ]);
  });
});
