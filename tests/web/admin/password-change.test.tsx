import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../src/shared/schemas/user.js';
import { ADMIN, fail, ok, renderAdmin, signedInAs, STAFF, stubApi, type Handler } from './harness.js';

/**
 * 'Şifremi değiştir' in the sidebar: every staff member changes their own password, giving the
 * current one; and the user form asks an admin for theirs when the account is their own.
 */
const pages: Record<string, Handler> = {
  'GET /api/admin/products': () => ok([]),
  'GET /api/admin/categories': () => ok([]),
};

async function openDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Şifremi değiştir' }));
  return screen.getByRole('dialog', { name: 'Şifremi değiştir' });
}

async function fill(dialog: HTMLElement, current: string, next: string, repeat: string) {
  if (current) await userEvent.type(within(dialog).getByLabelText(/Mevcut şifre/), current);
  if (next) await userEvent.type(within(dialog).getByLabelText(/^Yeni şifre\*?$/), next);
  if (repeat) await userEvent.type(within(dialog).getByLabelText(/Yeni şifre \(tekrar\)/), repeat);
}

const INVALID = {
  error: 'validation',
  message: 'Geçersiz veri: lütfen işaretli alanları düzeltin.',
};

describe('Şifremi değiştir', () => {
  it('is in the sidebar for staff without the admin role, and asks for every field before sending', async () => {
    const api = stubApi({ 'GET /api/admin/me': signedInAs(STAFF), ...pages });
    renderAdmin('/admin/products');
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText(/Mevcut şifre/)).toHaveFocus();
    expect(within(dialog).getByLabelText(/Mevcut şifre/)).toHaveAttribute('type', 'password');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Şifreyi değiştir' }));
    expect(await within(dialog).findByText('Mevcut şifre gerekli')).toBeVisible();
    expect(within(dialog).getByText('Yeni şifre gerekli')).toBeVisible();
    expect(within(dialog).getByText('Yeni şifreyi tekrar girin')).toBeVisible();
    expect(api.callsTo('PUT', '/api/admin/me/password')).toHaveLength(0);
  });

  it('refuses a repeat that differs, and a new password equal to the current one, without sending', async () => {
    const api = stubApi({ 'GET /api/admin/me': signedInAs(STAFF), ...pages });
    renderAdmin('/admin/products');
    const dialog = await openDialog();
    await fill(dialog, 'eski-şifre-123', 'yeni-şifre-123', 'yeni-şifre-124');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Şifreyi değiştir' }));
    expect(await within(dialog).findByText('Şifreler eşleşmiyor')).toBeVisible();

    await userEvent.clear(within(dialog).getByLabelText(/^Yeni şifre\*?$/));
    await userEvent.clear(within(dialog).getByLabelText(/Yeni şifre \(tekrar\)/));
    await fill(dialog, '', 'eski-şifre-123', 'eski-şifre-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Şifreyi değiştir' }));
    expect(await within(dialog).findByText('Yeni şifre mevcut şifreden farklı olmalı')).toBeVisible();
    expect(api.callsTo('PUT', '/api/admin/me/password')).toHaveLength(0);
  });

  it('shows a wrong current password under its field and keeps what was typed', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(STAFF),
      ...pages,
      'PUT /api/admin/me/password': () => fail(400, INVALID.error, INVALID.message, { fields: { currentPassword: 'Mevcut şifre yanlış' } }),
    });
    renderAdmin('/admin/products');
    const dialog = await openDialog();
    await fill(dialog, 'yanlış-şifre', 'yeni-şifre-123', 'yeni-şifre-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Şifreyi değiştir' }));

    const current = within(dialog).getByLabelText(/Mevcut şifre/);
    expect(await within(dialog).findByText('Mevcut şifre yanlış')).toBeVisible();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(current).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Yeni şifre\*?$/)).toHaveValue('yeni-şifre-123');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(INVALID.message);
  });

  it('says how long to wait after too many wrong guesses', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(STAFF),
      ...pages,
      'PUT /api/admin/me/password': () => ({
        ...fail(429, 'too_many_requests', 'Çok fazla başarısız giriş denemesi. Lütfen 30 saniye sonra tekrar deneyin.'),
        headers: { 'Retry-After': '30' },
      }),
    });
    renderAdmin('/admin/products');
    const dialog = await openDialog();
    await fill(dialog, 'tahmin-1', 'yeni-şifre-123', 'yeni-şifre-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Şifreyi değiştir' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Çok fazla deneme yapıldı.');
  });

  it('sends only the current and the new password, confirms, and gives focus back to the button', async () => {
    const api = stubApi({ 'GET /api/admin/me': signedInAs(STAFF), ...pages, 'PUT /api/admin/me/password': () => ok() });
    renderAdmin('/admin/products');
    const dialog = await openDialog();
    await fill(dialog, 'eski-şifre-123', 'yeni-şifre-123', 'yeni-şifre-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Şifreyi değiştir' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.',
    );
    expect(api.callsTo('PUT', '/api/admin/me/password').map((call) => call.body)).toEqual([
      { currentPassword: 'eski-şifre-123', newPassword: 'yeni-şifre-123' },
    ]);
    const done = within(dialog).getByRole('button', { name: 'Tamam' });
    expect(done).toHaveFocus();
    await userEvent.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Şifremi değiştir' })).toHaveFocus();
    // Still signed in: the page is there and nobody asked for the login page.
    expect(screen.getByRole('heading', { name: 'Ürünler', level: 1 })).toBeVisible();
  });
});

describe('the user form, on one’s own account', () => {
  const USERS: AdminUser[] = [
    { id: 1, name: 'Admin', role: 'admin', isActive: true, version: 1, createdAt: '2025-01-01T10:00:00.000Z' },
    { id: 2, name: 'Ayşe', role: 'user', isActive: true, version: 1, createdAt: '2025-01-02T10:00:00.000Z' },
  ];

  const editRow = async (name: string) => {
    const row = (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /Düzenle/ }));
    return screen.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
  };

  it('asks for the current password with a new one, and shows the server’s refusal under it', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/users': () => ok(USERS),
      'GET /api/admin/bills/approvers': () => ok([]),
      'PUT /api/admin/users/1': () => fail(400, INVALID.error, INVALID.message, { fields: { currentPassword: 'Mevcut şifre yanlış' } }),
    });
    renderAdmin('/admin/users');
    const dialog = await editRow('Admin');
    await userEvent.type(within(dialog).getByLabelText(/^Şifre/), 'yeni-şifre-123');
    await userEvent.type(within(dialog).getByLabelText(/Mevcut şifre/), 'yanlış-şifre');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await within(dialog).findByText('Mevcut şifre yanlış')).toBeVisible();
    expect(within(dialog).getByLabelText(/Mevcut şifre/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT', '/api/admin/users/1')[0]?.body).toEqual({
      name: 'Admin',
      password: 'yeni-şifre-123',
      currentPassword: 'yanlış-şifre',
      role: 'admin',
      isActive: true,
      version: 1,
    });
  });

  it('does not ask for it on someone else’s account', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/users': () => ok(USERS),
      'GET /api/admin/bills/approvers': () => ok([]),
    });
    renderAdmin('/admin/users');
    const dialog = await editRow('Ayşe');
    expect(within(dialog).getByLabelText(/^Şifre/)).toBeVisible();
    expect(within(dialog).queryByLabelText(/Mevcut şifre/)).not.toBeInTheDocument();
  });
  it('Şifremi değiştir asks before throwing away what was typed, like every form', async () => {
    stubApi({ 'GET /api/admin/me': signedInAs(STAFF), ...pages });
    renderAdmin('/admin/products');
    const dialog = await openDialog();
    await fill(dialog, 'eski-şifre-123', '', '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));

    const question = screen.getByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' });
    await userEvent.click(within(question).getByRole('button', { name: 'Düzenlemeye dön' }));
    expect(within(dialog).getByLabelText(/Mevcut şifre/)).toHaveValue('eski-şifre-123');

    await userEvent.keyboard('{Escape}');
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Kaydedilmemiş değişiklikler' })).getByRole('button', { name: 'Değişiklikleri sil' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Şifremi değiştir' })).not.toBeInTheDocument());
  });
});
