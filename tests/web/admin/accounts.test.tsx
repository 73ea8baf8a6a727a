import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminAccount } from '../../../src/shared/schemas/account.js';
import { ADMIN, ok, renderAdmin, signedInAs, stubApi } from './harness.js';

const account = (id: number, customerName: string, status: AdminAccount['status'], total: number, paid: number): AdminAccount => ({
  id,
  customerName,
  name: '',
  email: '',
  phone: '0 555 000 00 0' + id,
  address: '',
  totalDebtKurus: total,
  paidAmountKurus: paid,
  remainingDebtKurus: total - paid,
  lastPaymentDate: paid > 0 ? '2025-03-01' : null,
  creditLimitKurus: null,
  status,
  oldestUnpaidDay: total > paid ? '2025-02-01' : null,
  anonymisedAt: null,
  entryCount: total > 0 ? 2 : 0,
  notes: '',
  isActive: true,
  version: 1,
});

const ACCOUNTS = [
  account(1, 'Restoran', 'Kısmi Ödeme', 50000, 20000),
  account(2, 'Işık Market', 'Ödendi', 10000, 10000),
  account(3, 'Çınar Kafe', 'Ödenmedi', 7550, 0),
];

describe('accounts page', () => {
  it('lists amounts in lira and says each status in words', async () => {
    stubApi({ 'GET /api/admin/me': signedInAs(ADMIN), 'GET /api/admin/accounts': () => ok(ACCOUNTS) });
    renderAdmin('/admin/accounts');

    const row = (await screen.findByRole('rowheader', { name: /Restoran/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('₺500,00')).toBeVisible();
    expect(within(row).getByText('₺200,00')).toBeVisible();
    expect(within(row).getByText('₺300,00')).toBeVisible();
    expect(within(row).getByText('Kısmi Ödeme')).toBeVisible();
    const cinar = screen.getByRole('rowheader', { name: /Çınar Kafe/ }).closest('tr') as HTMLElement;
    expect(within(cinar).getByText('Ödenmedi')).toBeVisible();
    expect(within(cinar).getByText('₺75,50', { selector: 'td:nth-child(5)' })).toBeVisible();
  });

  it('searches by customer name with ?q=', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/accounts': ({ search }) => {
        const q = new URLSearchParams(search).get('q') ?? '';
        return ok(ACCOUNTS.filter((a) => a.customerName.toLocaleLowerCase('tr').includes(q.toLocaleLowerCase('tr'))));
      },
    });
    renderAdmin('/admin/accounts');
    await screen.findByRole('rowheader', { name: /Restoran/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Müşteri adıyla ara' }), 'ışık');

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Restoran/ })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: /Işık Market/ })).toBeInTheDocument();
    expect(api.calls.some((call) => call.search === '?q=%C4%B1%C5%9F%C4%B1k')).toBe(true);
  });

  it('adds an account with its contact details and credit limit only: what it owes comes from its entries', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/accounts': () => ok([]),
      'POST /api/admin/accounts': () => ok(account(9, 'Kemal Bey', 'Ödendi', 0, 0)),
    });
    renderAdmin('/admin/accounts');
    expect(await screen.findByText('Henüz hesap yok.')).toBeVisible();
    await userEvent.click(screen.getAllByRole('button', { name: 'Hesap Ekle' })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Hesap Ekle' });
    expect(within(dialog).queryByLabelText(/Toplam borç|Ödenen|Durum/)).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Müşteri adı/), 'Kemal Bey');
    await userEvent.type(within(dialog).getByLabelText(/Telefon/), '0532 111 22 33');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/accounts')).toHaveLength(1));
    expect(Object.keys(api.callsTo('POST', '/api/admin/accounts')[0]!.body as object).sort()).toEqual([
      'address',
      'creditLimit',
      'customerName',
      'email',
      'isActive',
      'name',
      'notes',
      'phone',
    ]);
  });

  it('shows an account’s credit limit in lira, and sends the changed one with the edit', async () => {
    const limited = { ...ACCOUNTS[0]!, creditLimitKurus: 1_000_00 };
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/accounts': () => ok([limited]),
      'PUT /api/admin/accounts/1': ({ body }) => ok({ ...limited, creditLimitKurus: 1_500_00, version: 2, body }),
    });
    renderAdmin('/admin/accounts');
    const row = (await screen.findByRole('rowheader', { name: /Restoran/ })).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /^Düzenle/ }));
    const dialog = screen.getByRole('dialog');
    const limit = within(dialog).getByLabelText(/Kredi limiti/);
    expect(limit).toHaveValue('1000.00');
    await userEvent.clear(limit);
    await userEvent.type(limit, '1.500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/accounts/1')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/accounts/1')[0]!.body).toMatchObject({ creditLimit: '1.500', version: 1 });
  });

  it('asks before deleting an account with an empty ledger, and offers no deleting one with entries', async () => {
    const empty = account(4, 'Yeni Müşteri', 'Ödendi', 0, 0);
    const api = stubApi({ 'GET /api/admin/me': signedInAs(ADMIN), 'GET /api/admin/accounts': () => ok([...ACCOUNTS, empty]) });
    renderAdmin('/admin/accounts');
    const kept = (await screen.findByRole('rowheader', { name: /Restoran/ })).closest('tr') as HTMLElement;
    expect(within(kept).queryByRole('button', { name: /^Sil/ })).not.toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: /Yeni Müşteri/ }).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /^Sil/ }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Bu hesabı silmek istediğinizden emin misiniz?');
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });
});
