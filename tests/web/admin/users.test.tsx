import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../src/shared/schemas/user.js';
import { ADMIN, fail, ok, renderAdmin, signedInAs, STAFF, stubApi } from './harness.js';

const USERS: AdminUser[] = [
  { id: 1, name: 'Admin', role: 'admin', isActive: true, version: 1, createdAt: '2025-01-01T10:00:00.000Z' },
  { id: 2, name: 'Ayşe', role: 'user', isActive: true, version: 1, createdAt: '2025-01-02T10:00:00.000Z' },
];

describe('users page', () => {
  it('is hidden from staff: no link, a Turkish refusal, and no request for users', async () => {
    const api = stubApi({ 'GET /api/admin/me': signedInAs(STAFF) });
    renderAdmin('/admin/users');

    expect(await screen.findByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Yönetim menüsü' });
    expect(within(nav).queryByRole('link', { name: 'Kullanıcılar' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Ürünler' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Kullanıcı Ekle' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/users')).toHaveLength(0);
  });

  it('lists users with their role for an admin', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/users': () => ok(USERS),
      'GET /api/admin/bills/approvers': () => ok([]),
    });
    renderAdmin('/admin/users');

    const row = (await screen.findByRole('rowheader', { name: 'Ayşe' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Kullanıcı')).toBeVisible();
    expect(within(row).getByText('Aktif')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Yönetim menüsü' });
    expect(within(nav).getByRole('link', { name: 'Kullanıcılar' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks for a password of at least 10 characters, the same rule as the server’s and ADMIN_PASSWORD’s', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/users': () => ok(USERS),
      'GET /api/admin/bills/approvers': () => ok([]),
    });
    renderAdmin('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Kullanıcı Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Kullanıcı Ekle' });
    expect(within(dialog).getByText('En az 10 karakter')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Kullanıcı adı/), 'Garson');
    await userEvent.type(within(dialog).getByLabelText(/Şifre/), 'dokuz-krk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await within(dialog).findByText('Şifre en az 10 karakter olmalı')).toBeVisible();
    expect(api.callsTo('POST', '/api/admin/users')).toHaveLength(0);
  });

  it("asks for name and password ('Lütfen tüm alanları doldurun!') and shows a duplicate-name refusal", async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/users': () => ok(USERS),
      'GET /api/admin/bills/approvers': () => ok([]),
      'POST /api/admin/users': () => fail(409, 'conflict', 'Bu kullanıcı adı zaten kullanılıyor.'),
    });
    renderAdmin('/admin/users');
    await userEvent.click(await screen.findByRole('button', { name: 'Kullanıcı Ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Kullanıcı Ekle' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await within(dialog).findAllByText('Lütfen tüm alanları doldurun!')).toHaveLength(2);
    expect(api.callsTo('POST', '/api/admin/users')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/Kullanıcı adı/), 'Ayşe');
    await userEvent.type(within(dialog).getByLabelText(/Şifre/), 'uzun-bir-şifre');
    await userEvent.selectOptions(within(dialog).getByLabelText('Rol'), 'Yönetici');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bu kullanıcı adı zaten kullanılıyor.');
    expect(api.callsTo('POST', '/api/admin/users')[0]?.body).toEqual({
      name: 'Ayşe',
      password: 'uzun-bir-şifre',
      role: 'admin',
      isActive: true,
    });
  });

  it('keeps the old password when the field is left blank on edit', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/users': () => ok(USERS),
      'GET /api/admin/bills/approvers': () => ok([]),
      'PUT /api/admin/users/2': () => ok({ ...USERS[1], version: 2 }),
    });
    renderAdmin('/admin/users');
    const row = (await screen.findByRole('rowheader', { name: 'Ayşe' })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /Düzenle/ }));
    const dialog = screen.getByRole('dialog', { name: 'Kullanıcıyı Düzenle' });
    expect(within(dialog).getByText('Boş bırakılırsa değişmez')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT', '/api/admin/users/2')[0]?.body).toEqual({
      name: 'Ayşe',
      password: '',
      role: 'user',
      isActive: true,
      version: 1,
    });
  });
});

describe('the approval PIN', () => {
  it('an admin sets it with their password, typed twice, sending only the password and the PIN', async () => {
    let approvers: { id: number; name: string }[] = [];
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/users': () => ok(USERS),
      'GET /api/admin/bills/approvers': () => ok(approvers),
      'PUT /api/admin/me/pin': () => {
        approvers = [{ id: ADMIN.id, name: ADMIN.name }];
        return ok();
      },
    });
    renderAdmin('/admin/users');
    expect(await screen.findByText(/^Onay PIN’iniz yok/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Onay PIN’im' }));
    const dialog = screen.getByRole('dialog', { name: 'Onay PIN’im' });
    await userEvent.type(within(dialog).getByLabelText(/Mevcut şifre/), 'admin-password-123');
    await userEvent.type(within(dialog).getByLabelText(/^Yeni PIN\b(?!.*tekrar)/), '2580');
    await userEvent.type(within(dialog).getByLabelText(/Yeni PIN \(tekrar\)/), '2581');
    await userEvent.click(within(dialog).getByRole('button', { name: 'PIN’i kaydet' }));
    expect(await within(dialog).findByText('PIN’ler eşleşmiyor')).toBeVisible();
    expect(api.callsTo('PUT', '/api/admin/me/pin')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText(/Yeni PIN \(tekrar\)/));
    await userEvent.type(within(dialog).getByLabelText(/Yeni PIN \(tekrar\)/), '2580');
    await userEvent.click(within(dialog).getByRole('button', { name: 'PIN’i kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Onay PIN’im' })).not.toBeInTheDocument());
    expect(api.callsTo('PUT', '/api/admin/me/pin')[0]?.body).toEqual({ currentPassword: 'admin-password-123', pin: '2580' });
    expect(await screen.findByText(/^Onay PIN’iniz ayarlı/)).toBeVisible();
  });
});
