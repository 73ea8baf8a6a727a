import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminAccount } from '../../../src/shared/schemas/account.js';
import { ADMIN, created, ok, renderAdmin, signedInAs, STAFF, stubApi } from './harness.js';

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

/** A page of the list, as `GET /api/admin/accounts` answers. */
const page = (items: AdminAccount[], total = items.length, pageNumber = 1) => ok({ items, total, page: pageNumber, pageSize: 25 });
const SUMMARY = {
  receivableKurus: 375_50,
  withBalance: 2,
  inactive: { accounts: 1, amountKurus: 75_50 },
  aging: [
    { bucket: '0–30', accounts: 1, amountKurus: 300_00 },
    { bucket: '31–60', accounts: 0, amountKurus: 0 },
    { bucket: '61–90', accounts: 0, amountKurus: 0 },
    { bucket: '90+', accounts: 1, amountKurus: 75_50 },
  ],
};

describe('accounts page', () => {
  it('lists amounts in lira and says each status in words', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/accounts': () => page(ACCOUNTS),
      'GET /api/admin/accounts/summary': () => ok(SUMMARY),
    });
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

  it('shows what is owed in all, by how many accounts, and its aging', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/accounts': () => page(ACCOUNTS),
      'GET /api/admin/accounts/summary': () => ok(SUMMARY),
    });
    renderAdmin('/admin/accounts');
    const summary = await screen.findByRole('region', { name: 'Toplam alacak' });
    expect(within(summary).getByText('₺375,50')).toBeVisible();
    expect(within(summary).getByText('2 hesapta borç var')).toBeVisible();
    expect(within(summary).getByText('Pasif 1 hesabın borcu dahil: ₺75,50')).toBeVisible();
    const aging = within(summary).getByRole('table', { name: /Borcun yaşı/ });
    expect(
      within(aging)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['0–30', '31–60', '61–90', '90+']);
    expect(within(aging).getAllByRole('cell')[3]).toHaveTextContent('₺75,501 hesap');
  });

  it('orders, filters and pages through the accounts, keeping them in the address', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/accounts': ({ search }) => page(ACCOUNTS, 60, Number(new URLSearchParams(search).get('page') ?? 1)),
      'GET /api/admin/accounts/summary': () => ok(SUMMARY),
    });
    renderAdmin('/admin/accounts');
    await screen.findByRole('rowheader', { name: /Restoran/ });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sıralama' }), 'Son ödeme (yeniden eskiye)');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Durum' }), 'Kısmi Ödeme');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Ödeme yok' }), '60 günden uzun süredir');
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) => call.path === '/api/admin/accounts' && call.search === '?sort=lastPayment&status=K%C4%B1smi+%C3%96deme&overdue=60',
        ),
      ).toBe(true),
    );
    expect(screen.getByText('Sayfa 1 / 3 · 60 hesap')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    await waitFor(() => expect(api.calls.at(-1)!.search).toBe('?sort=lastPayment&status=K%C4%B1smi+%C3%96deme&overdue=60&page=2'));
    expect(await screen.findByText('Sayfa 2 / 3 · 60 hesap')).toBeVisible();
  });

  it('searches by customer name with ?q=', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/accounts': ({ search }) => {
        const q = new URLSearchParams(search).get('q') ?? '';
        return page(ACCOUNTS.filter((a) => a.customerName.toLocaleLowerCase('tr').includes(q.toLocaleLowerCase('tr'))));
      },
      'GET /api/admin/accounts/summary': () => ok(SUMMARY),
    });
    renderAdmin('/admin/accounts');
    await screen.findByRole('rowheader', { name: /Restoran/ });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Ad veya telefonla ara' }), 'ışık');

    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /Restoran/ })).not.toBeInTheDocument());
    expect(screen.getByRole('rowheader', { name: /Işık Market/ })).toBeInTheDocument();
    expect(api.calls.some((call) => call.search === '?q=%C4%B1%C5%9F%C4%B1k')).toBe(true);
  });

  it('adds an account with its contact details and credit limit only: what it owes comes from its entries', async () => {
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/accounts': () => page([]),
      'GET /api/admin/accounts/summary': () => ok(SUMMARY),
      'POST /api/admin/accounts': () => created(account(9, 'Kemal Bey', 'Ödendi', 0, 0)),
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
      'GET /api/admin/accounts': () => page([limited]),
      'GET /api/admin/accounts/summary': () => ok(SUMMARY),
      'PUT /api/admin/accounts/1': () => ok({ ...limited, creditLimitKurus: 1_500_00, version: 2 }),
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
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/accounts': () => page([...ACCOUNTS, empty]),
      'GET /api/admin/accounts/summary': () => ok(SUMMARY),
    });
    renderAdmin('/admin/accounts');
    const kept = (await screen.findByRole('rowheader', { name: /Restoran/ })).closest('tr') as HTMLElement;
    expect(within(kept).queryByRole('button', { name: /^Sil/ })).not.toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: /Yeni Müşteri/ }).closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /^Sil/ }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Bu hesabı silmek istediğinizden emin misiniz?');
    await userEvent.click(screen.getByRole('button', { name: 'Vazgeç' }));
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('lets an admin check the books: every balance against its entries, naming any that differs', async () => {
    let drifts: unknown[] = [];
    stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/accounts': () => page(ACCOUNTS),
      'GET /api/admin/accounts/summary': () => ok(SUMMARY),
      'GET /api/admin/accounts/ledger-check': () => ok({ checked: 3, drifts }),
    });
    renderAdmin('/admin/accounts');
    await userEvent.click(await screen.findByRole('button', { name: 'Defter kontrolü' }));
    expect(await screen.findByText('Defter kontrolü: 3 hesabın bakiyesi hareketleriyle tutuyor.')).toBeVisible();
    drifts = [{ accountId: 1, customerName: 'Restoran', storedKurus: 300_00, entriesKurus: 250_00 }];
    await userEvent.click(screen.getByRole('button', { name: 'Defter kontrolü' }));
    expect(await screen.findByText(/1 hesapta fark var: Restoran \(kayıtlı ₺300,00, hareketler ₺250,00\)/)).toBeVisible();
  });

  it('shows staff no books check', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(STAFF),
      'GET /api/admin/accounts': () => page(ACCOUNTS),
      'GET /api/admin/accounts/summary': () => ok(SUMMARY),
    });
    renderAdmin('/admin/accounts');
    await screen.findByRole('rowheader', { name: /Restoran/ });
    expect(screen.queryByRole('button', { name: 'Defter kontrolü' })).not.toBeInTheDocument();
  });
});
