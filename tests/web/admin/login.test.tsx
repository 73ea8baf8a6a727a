import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADMIN, category, fail, ok, renderAdmin, signedInAs, stubApi } from './harness.js';

async function signIn(name: string, password: string, { remember = false } = {}) {
  await userEvent.type(await screen.findByLabelText('Kullanıcı adı'), name);
  await userEvent.type(screen.getByLabelText('Şifre'), password);
  if (remember) await userEvent.click(screen.getByRole('checkbox', { name: 'Beni hatırla' }));
  await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
}

describe('login page', () => {
  it('says the name or password is wrong, and stays on the page', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(null),
      'POST /api/admin/login': () => fail(401, 'invalid_credentials', 'Geçersiz kullanıcı adı veya şifre'),
    });
    const { router } = renderAdmin('/admin/login');
    await signIn('Admin', 'yanlış-şifre');

    expect(await screen.findByRole('alert')).toHaveTextContent('Geçersiz kullanıcı adı veya şifre');
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(screen.getByLabelText('Kullanıcı adı')).toHaveValue('Admin');
  });

  it('asks for both fields before sending anything', async () => {
    const api = stubApi({ 'GET /api/admin/me': signedInAs(null) });
    renderAdmin('/admin/login');
    await userEvent.click(await screen.findByRole('button', { name: 'Giriş Yap' }));

    expect(await screen.findAllByText('Lütfen tüm alanları doldurun!')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/admin/login')).toHaveLength(0);
  });

  it('tells how many minutes to wait after too many attempts (Retry-After)', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(null),
      'POST /api/admin/login': () => ({
        ...fail(429, 'too_many_requests', 'Too many'),
        headers: { 'Retry-After': '840' },
      }),
    });
    renderAdmin('/admin/login');
    await signIn('Admin', 'tahmin-1');

    expect(await screen.findByRole('alert')).toHaveTextContent('Çok fazla deneme yapıldı. Lütfen 14 dakika sonra tekrar deneyin.');
  });

  it('sends a visitor to the login page and, once signed in, to the page they asked for', async () => {
    let user: typeof ADMIN | null = null;
    const api = stubApi({
      'GET /api/admin/me': () => signedInAs(user)({} as never),
      'POST /api/admin/login': () => {
        user = ADMIN;
        return ok({ user });
      },
      'GET /api/admin/categories': () => ok([category({ id: 1, nameTr: 'Pide' })]),
    });
    const { router } = renderAdmin('/admin/categories');

    expect(await screen.findByRole('heading', { name: 'Giriş Yap' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    expect(api.callsTo('GET', '/api/admin/categories')).toHaveLength(0);

    await signIn('Admin', 'doğru-şifre-123', { remember: true });

    expect(await screen.findByRole('heading', { name: 'Kategoriler', level: 1 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/categories');
    expect(api.callsTo('POST', '/api/admin/login')[0]?.body).toEqual({ name: 'Admin', password: 'doğru-şifre-123', remember: true });
    expect(await screen.findByRole('heading', { name: 'Pide' })).toBeInTheDocument();
  });

  it('follows ?next= to an admin page', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/reviews': () => ok([]),
      'GET /api/admin/products': () => ok([]),
      'GET /api/admin/categories': () => ok([]),
    });
    const first = renderAdmin('/admin/login?next=%2Fadmin%2Freviews');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/admin/reviews'));
    expect(await screen.findByText('Henüz yorum yok.')).toBeVisible();
  });

  it('ignores a ?next= outside the back office', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/products': () => ok([]),
      'GET /api/admin/categories': () => ok([]),
    });
    const { router } = renderAdmin('/admin/login?next=%2F%2Fevil.example%2Fadmin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'));
  });
});
