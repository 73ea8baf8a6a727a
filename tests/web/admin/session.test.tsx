import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, category, fail, ok, renderAdmin, signedInAs, STAFF, stubApi } from './harness.js';

describe('admin layout and session', () => {
  it('shows the sidebar with every page, the user and their role', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(STAFF),
      'GET /api/admin/products': () => ok([]),
      'GET /api/admin/categories': () => ok([]),
    });
    renderAdmin('/admin');

    expect(await screen.findByRole('heading', { name: 'Ürünler', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Admin Panel')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Yönetim menüsü' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
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
    expect(screen.getByText('Ayşe')).toBeVisible();
    expect(screen.getByText('Kullanıcı')).toBeVisible();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'admin-main');
    expect(screen.getByRole('link', { name: 'İçeriğe geç' })).toHaveAttribute('href', '#admin-main');
    expect(await screen.findByText('Henüz ürün yok.')).toBeVisible();
  });

  it('switches to the dark theme and remembers it; dark starts off', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/products': () => ok([]),
      'GET /api/admin/categories': () => ok([]),
    });
    renderAdmin('/admin/products');
    const toggle = await screen.findByRole('button', { name: 'Koyu tema' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    // Set even when light, so the computer's dark setting does not reach the back office.
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(window.localStorage.getItem('sofra.admin.theme')).toBe('dark');
  });

  it('logs out and lands on the login page', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/products': () => ok([]),
      'GET /api/admin/categories': () => ok([]),
      'POST /api/admin/logout': () => ok(),
    });
    const { router } = renderAdmin('/admin/products');
    await userEvent.click(await screen.findByRole('button', { name: 'Çıkış Yap' }));

    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(api.callsTo('POST', '/api/admin/logout')).toEqual([expect.objectContaining({ body: {} })]);
  });

  it('returns to the login page when the session has expired, and back after signing in', async () => {
    let signedIn = true;
    stubApi({
      'GET /api/admin/me': () => signedInAs(signedIn ? ADMIN : null)({} as never),
      'GET /api/admin/categories': () =>
        signedIn ? ok([category({ id: 1, nameTr: 'Pide' })]) : fail(401, 'unauthenticated', 'Oturum açmanız gerekiyor'),
      'PATCH /api/admin/categories/1/active': () => {
        signedIn = false;
        return fail(401, 'unauthenticated', 'Oturum açmanız gerekiyor');
      },
      'POST /api/admin/login': () => {
        signedIn = true;
        return ok({ user: ADMIN });
      },
    });
    const { router } = renderAdmin('/admin/categories');
    await userEvent.click(await screen.findByRole('switch'));

    expect(await screen.findByText('Oturumunuzun süresi doldu. Lütfen yeniden giriş yapın.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/login');

    await userEvent.type(screen.getByLabelText('Kullanıcı adı'), 'Admin');
    await userEvent.type(screen.getByLabelText('Şifre'), 'doğru-şifre-123');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/categories'));
    expect(await screen.findByRole('heading', { name: 'Pide' })).toBeInTheDocument();
  });
});
