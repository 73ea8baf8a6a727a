import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminAccount } from '../../../src/shared/schemas/account.js';
import type { AccountEntry } from '../../../src/shared/schemas/ledger.js';
import { calendarDayIn } from '../../../src/shared/calendar.js';
import { fixtureMenu } from '../support/fixture-menu.js';
import { ADMIN, created, fail, ok, renderAdmin, signedInAs, STAFF, stubApi } from './harness.js';

// Today on the restaurant's calendar, as the page reads it from the restaurant's time zone.
const today = calendarDayIn('Europe/Istanbul', new Date());

const ACCOUNT: AdminAccount = {
  id: 7,
  customerName: 'Restoran',
  name: 'Restoran hesabı',
  email: '',
  phone: '0 555 000 00 00',
  address: '',
  totalDebtKurus: 500_00,
  paidAmountKurus: 200_00,
  remainingDebtKurus: 300_00,
  lastPaymentDate: '2025-03-05',
  creditLimitKurus: 1_000_00,
  status: 'Kısmi Ödeme',
  oldestUnpaidDay: '2025-03-01',
  anonymisedAt: null,
  entryCount: 5,
  notes: '',
  isActive: true,
  version: 1,
};

const entry = (
  overrides: Partial<AccountEntry> & Pick<AccountEntry, 'id' | 'kind' | 'amountKurus' | 'balanceAfterKurus'>,
): AccountEntry => ({
  day: '2025-03-01',
  method: null,
  description: '',
  reversesId: null,
  reversedById: null,
  overLimitConfirmed: false,
  createdByName: 'Ayşe',
  createdAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

const ENTRIES: AccountEntry[] = [
  entry({ id: 1, kind: 'charge', amountKurus: 500_00, balanceAfterKurus: 500_00, description: 'Haftalık sipariş' }),
  entry({ id: 2, kind: 'charge', amountKurus: 45_00, balanceAfterKurus: 545_00, description: 'Ayran kasası', reversedById: 3 }),
  entry({ id: 3, kind: 'reversal', amountKurus: 45_00, balanceAfterKurus: 500_00, description: 'Yanlış hesap', reversesId: 2 }),
  entry({ id: 4, kind: 'payment', amountKurus: 200_00, balanceAfterKurus: 300_00, method: 'cash', day: '2025-03-05' }),
];

const api = (extra: Parameters<typeof stubApi>[0] = {}) =>
  stubApi({
    'GET /api/admin/me': signedInAs(ADMIN),
    'GET /api/admin/accounts/7': () => ok(ACCOUNT),
    'GET /api/admin/accounts/7/entries': () => ok(ENTRIES),
    'GET /api/menu': () =>
      ok({ ...fixtureMenu, restaurant: { ...fixtureMenu.restaurant, restaurantName: 'Sofra Pide Salonu', timeZone: 'Europe/Istanbul' } }),
    ...extra,
  });

describe('an account’s page', () => {
  it('shows the balance large, the figures, and every entry with the balance after it; a reversed one struck through', async () => {
    api();
    renderAdmin('/admin/accounts/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Restoran' })).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Kalan borç' });
    expect(within(summary).getByText('₺300,00')).toBeVisible();
    expect(within(summary).getByText('Kısmi Ödeme')).toBeVisible();
    const rows = await screen.findAllByRole('row');
    // A header and four entries, in date order.
    expect(rows).toHaveLength(5);
    const reversed = screen.getByRole('rowheader', { name: /Ayran kasası/ }).closest('tr')!;
    expect(within(reversed).getByText('Geri alındı')).toBeVisible();
    expect(within(reversed).queryByRole('button', { name: /Geri al/ })).not.toBeInTheDocument();
    const payment = screen.getByRole('rowheader', { name: /Ödeme · Nakit/ }).closest('tr')!;
    expect(within(payment).getByText('−₺200,00')).toBeVisible();
    expect(within(payment).getByText('₺300,00')).toBeVisible();
    // A reversal is never reversed.
    const reversal = screen.getByRole('rowheader', { name: /Geri alma/ }).closest('tr')!;
    expect(within(reversal).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a WhatsApp and an SMS reminder with the balance, to the number in international form', async () => {
    api();
    renderAdmin('/admin/accounts/7');
    const whatsApp = await screen.findByRole('link', { name: 'WhatsApp ile hatırlat' });
    await waitFor(() => expect(whatsApp.getAttribute('href')).toContain('Sofra%20Pide%20Salonu'));
    const url = new URL(whatsApp.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/905550000000');
    expect(url.searchParams.get('text')).toContain('Merhaba Restoran hesabı, Sofra Pide Salonu olarak veresiye hesabınızda ₺300,00 bakiye');
    expect(screen.getByRole('link', { name: 'SMS ile hatırlat' }).getAttribute('href')).toMatch(/^sms:\+905550000000\?body=Merhaba/);
  });

  it('takes a payment: today by default, cash, and the new balance is announced', async () => {
    const stub = api({ 'POST /api/admin/accounts/7/entries': () => created({ ...ACCOUNT, remainingDebtKurus: 200_00 }) });
    renderAdmin('/admin/accounts/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Ödeme al' }));
    const dialog = screen.getByRole('dialog', { name: 'Ödeme al' });
    expect(within(dialog).getByLabelText(/Tarih/)).toHaveValue(today);
    await userEvent.type(within(dialog).getByLabelText(/Tutar/), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ödemeyi kaydet' }));
    await waitFor(() => expect(stub.callsTo('POST', '/api/admin/accounts/7/entries')).toHaveLength(1));
    expect(stub.callsTo('POST', '/api/admin/accounts/7/entries')[0]!.body).toEqual({
      kind: 'payment',
      amount: '100',
      day: today,
      description: '',
      method: 'cash',
    });
    expect(await screen.findByText('Ödeme alındı. Kalan borç: ₺200,00')).toBeVisible();
  });

  it('keeps what was typed when a payment is refused, with the message under the amount', async () => {
    api({
      'POST /api/admin/accounts/7/entries': () =>
        fail(400, 'validation', 'Geçersiz veri', { fields: { amount: 'Ödeme kalan borçtan büyük olamaz: kalan borç ₺300,00' } }),
    });
    renderAdmin('/admin/accounts/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Ödeme al' }));
    const dialog = screen.getByRole('dialog', { name: 'Ödeme al' });
    await userEvent.type(within(dialog).getByLabelText(/Tutar/), '400');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ödemeyi kaydet' }));
    expect(await within(dialog).findByText('Ödeme kalan borçtan büyük olamaz: kalan borç ₺300,00')).toBeVisible();
    expect(within(dialog).getByLabelText(/Tutar/)).toHaveValue('400');
  });

  it('asks to confirm a charge over the credit limit, then sends it confirmed', async () => {
    let asked = 0;
    const stub = api({
      'POST /api/admin/accounts/7/entries': ({ body }) => {
        asked += 1;
        return (body as { confirmOverLimit?: boolean }).confirmOverLimit
          ? created({ ...ACCOUNT, remainingDebtKurus: 1_100_00 })
          : fail(409, 'over_limit', 'Bu borçla bakiye ₺1.100,00 olur ve kredi limitini (₺1.000,00) aşar. Onaylıyor musunuz?');
      },
    });
    renderAdmin('/admin/accounts/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Borç ekle' }));
    const dialog = screen.getByRole('dialog', { name: 'Borç ekle' });
    await userEvent.type(within(dialog).getByLabelText(/Tutar/), '800');
    await userEvent.type(within(dialog).getByLabelText(/Açıklama/), 'Düğün ikramı');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Borcu kaydet' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('kredi limitini (₺1.000,00) aşar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Onayla ve kaydet' }));
    expect(await screen.findByText('Borç eklendi. Kalan borç: ₺1.100,00')).toBeVisible();
    expect(asked).toBe(2);
    expect(stub.callsTo('POST', '/api/admin/accounts/7/entries')[1]!.body).toMatchObject({
      confirmOverLimit: true,
      description: 'Düğün ikramı',
    });
  });

  it('reverses an entry with a reason', async () => {
    const stub = api({ 'POST /api/admin/accounts/7/entries/4/reversal': () => created({ ...ACCOUNT, remainingDebtKurus: 500_00 }) });
    renderAdmin('/admin/accounts/7');
    const payment = (await screen.findByRole('rowheader', { name: /Ödeme · Nakit/ })).closest('tr')!;
    await userEvent.click(within(payment).getByRole('button', { name: /Geri al/ }));
    const dialog = screen.getByRole('dialog', { name: 'Hareketi geri al' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Geri al' }));
    expect(within(dialog).getByText('Neden gerekli')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText(/Neden/), 'Çift girildi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Geri al' }));
    await waitFor(() => expect(stub.callsTo('POST', '/api/admin/accounts/7/entries/4/reversal')).toHaveLength(1));
    expect(stub.callsTo('POST', '/api/admin/accounts/7/entries/4/reversal')[0]!.body).toEqual({ reason: 'Çift girildi' });
  });

  it('lets an admin download a customer’s data, and anonymise the account once it owes nothing, after asking', async () => {
    const paid = { ...ACCOUNT, remainingDebtKurus: 0, paidAmountKurus: 500_00, status: 'Ödendi' as const };
    let current: AdminAccount = paid;
    const stub = api({
      'GET /api/admin/accounts/7': () => ok(current),
      'POST /api/admin/accounts/7/anonymise': () => {
        current = { ...paid, customerName: 'Anonim müşteri 7', name: '', phone: '', anonymisedAt: '2026-06-15T09:00:00.000Z' };
        return ok(current);
      },
    });
    renderAdmin('/admin/accounts/7');
    const section = await screen.findByRole('region', { name: 'Kişisel veriler (KVKK)' });
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.getAttribute('href') ?? '');
    });
    await userEvent.click(within(section).getByRole('button', { name: 'Verileri indir' }));
    const asked = screen.getByRole('alertdialog', { name: 'Kişisel veri indirme onayı' });
    expect(asked).toHaveTextContent('indirme değişiklik geçmişine yazılır');
    await userEvent.click(within(asked).getByRole('button', { name: 'İndir' }));
    expect(clicked).toEqual(['/api/admin/accounts/7/personal-data']);
    click.mockRestore();
    await userEvent.click(within(section).getByRole('button', { name: 'Anonimleştir' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Anonimleştirme onayı' });
    expect(dialog).toHaveTextContent('Bu işlem geri alınamaz.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anonimleştir' }));
    await waitFor(() => expect(stub.callsTo('POST', '/api/admin/accounts/7/anonymise')).toHaveLength(1));
    expect(await screen.findByText('Hesap anonimleştirildi.')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Anonim müşteri 7' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ödeme al' })).not.toBeInTheDocument();
  });

  it('offers anonymising only once nothing is owed', async () => {
    api();
    renderAdmin('/admin/accounts/7');
    const section = await screen.findByRole('region', { name: 'Kişisel veriler (KVKK)' });
    expect(within(section).getByRole('button', { name: 'Anonimleştir' })).toBeDisabled();
    expect(within(section).getByText('Yalnızca borcu kalmayan bir hesap anonimleştirilebilir.')).toBeVisible();
  });

  it('shows staff no personal-data tools', async () => {
    api({ 'GET /api/admin/me': signedInAs(STAFF) });
    renderAdmin('/admin/accounts/7');
    await screen.findByRole('heading', { level: 1, name: 'Restoran' });
    expect(screen.queryByRole('region', { name: 'Kişisel veriler (KVKK)' })).not.toBeInTheDocument();
  });
});
