import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountPage, AdminAccount } from '../../src/shared/schemas/account.js';
import type { AuditPage } from '../../src/shared/schemas/audit.js';
import type { AccountEntry } from '../../src/shared/schemas/ledger.js';
import type { PersonalData } from '../../src/server/resources/accounts/personal-data.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';

// A customer's personal data (KVKK): admins download it, and anonymise an account that owes nothing (issue 16).

let t: TestApp;
let admin: ReturnType<typeof asStaff>;
let staff: ReturnType<typeof asStaff>;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-06-15T09:00:00Z') });
  const cookie = await signIn(t.app);
  admin = asStaff(t.app, cookie);
  staff = asStaff(t.app, (await staffUser(t.app, cookie, 'Ayşe')).cookie);
});
afterAll(() => t.close());

async function customer() {
  const { id } = (
    await staff.post('/api/admin/accounts', {
      customerName: 'Zeynep Kaya',
      name: 'Zeynep Hanım',
      phone: '0532 987 65 43',
      email: 'zeynep@example.com',
      address: 'Moda Cad. 5',
      notes: 'Salı günleri gelir',
    })
  ).json<AdminAccount>();
  await staff.post(`/api/admin/accounts/${id}/entries`, { kind: 'charge', amount: '120', day: '2026-06-01', description: 'Pide' });
  return id;
}

describe('a customer’s personal data', () => {
  it('downloads whole for admins: the account, its ledger and its history, and the download is in the history', async () => {
    const id = await customer();
    expect((await staff.get(`/api/admin/accounts/${id}/personal-data`)).statusCode).toBe(403);
    const answer = await admin.get(`/api/admin/accounts/${id}/personal-data`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="kisisel-veriler-hesap-${id}.json"`);
    const data = answer.json<PersonalData>();
    expect(data.account).toMatchObject({ customerName: 'Zeynep Kaya', phone: '0532 987 65 43', email: 'zeynep@example.com' });
    expect(data.entries.map((entry) => [entry.kind, entry.amountKurus])).toEqual([['charge', 120_00]]);
    expect(data.history.map((event) => [event.action, event.userName])).toEqual([
      ['create', 'Ayşe'],
      ['update', 'Ayşe'],
    ]);
    const history = (await admin.get('/api/admin/audit-events?resource=accounts')).json<AuditPage>();
    expect(history.items[0]).toMatchObject({ action: 'export', userName: 'Admin', recordId: id });
  });

  it('is removed by anonymising an account that owes nothing: the ledger stays, the history keeps no trace of who it was', async () => {
    const id = await customer();
    const refused = await admin.post(`/api/admin/accounts/${id}/anonymise`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Borcu olan bir hesap anonimleştirilemez: kalan borç ₺120,00');
    await staff.post(`/api/admin/accounts/${id}/entries`, { kind: 'payment', amount: '120', day: '2026-06-10', method: 'cash' });
    expect((await staff.post(`/api/admin/accounts/${id}/anonymise`, {})).statusCode).toBe(403);

    const done = await admin.post(`/api/admin/accounts/${id}/anonymise`, {});
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<AdminAccount>()).toMatchObject({
      customerName: `Anonim müşteri ${id}`,
      name: '',
      phone: '',
      email: '',
      address: '',
      notes: '',
      anonymisedAt: '2026-06-15T09:00:00.000Z',
      totalDebtKurus: 120_00,
      paidAmountKurus: 120_00,
      entryCount: 2,
    });
    expect((await admin.post(`/api/admin/accounts/${id}/anonymise`, {})).json().message).toBe('Bu hesap zaten anonimleştirildi');
    // Not found by the old name or phone; no new entries.
    expect((await staff.get('/api/admin/accounts?q=zeynep')).json<AccountPage>().items.map((a) => a.id)).not.toContain(id);
    expect((await staff.get('/api/admin/accounts?q=0532 987')).json<AccountPage>().items.map((a) => a.id)).not.toContain(id);
    const entry = await staff.post(`/api/admin/accounts/${id}/entries`, {
      kind: 'charge',
      amount: '5',
      day: '2026-06-15',
      description: 'x',
    });
    expect(entry.statusCode).toBe(409);

    const history = (await admin.get('/api/admin/audit-events?resource=accounts')).json<AuditPage>();
    const own = history.items.filter((event) => event.recordId === id);
    const text = JSON.stringify(own);
    for (const personal of ['Zeynep', '987', 'zeynep@example.com', 'Moda', 'Salı']) expect(text).not.toContain(personal);
    expect(own[0]).toMatchObject({ action: 'update', userName: 'Admin' });
    expect(Object.keys(own[0]!.changes)).toEqual(['anonymisedAt']);
  });

  it('cannot be undone by a form loaded before the account was anonymised: it is stale', async () => {
    const id = await customer();
    await staff.post(`/api/admin/accounts/${id}/entries`, { kind: 'payment', amount: '120', day: '2026-06-10', method: 'cash' });
    const form = (await staff.get(`/api/admin/accounts/${id}`)).json<AdminAccount>();
    expect((await admin.post(`/api/admin/accounts/${id}/anonymise`, {})).statusCode).toBe(200);

    const saved = await staff.put(`/api/admin/accounts/${id}`, {
      customerName: form.customerName,
      name: form.name,
      email: form.email,
      phone: form.phone,
      address: form.address,
      creditLimit: '',
      notes: form.notes,
      isActive: true,
      version: form.version,
    });
    expect(saved.statusCode).toBe(409);
    expect(saved.json().error).toBe('stale');
    expect(await staff.get(`/api/admin/accounts/${id}`).then((answer) => answer.json<AdminAccount>())).toMatchObject({
      customerName: `Anonim müşteri ${id}`,
      email: '',
      address: '',
    });
  });

  it('closes the books of an anonymised account: not even a payment can be reversed', async () => {
    const id = await customer();
    await staff.post(`/api/admin/accounts/${id}/entries`, { kind: 'payment', amount: '120', day: '2026-06-10', method: 'cash' });
    await admin.post(`/api/admin/accounts/${id}/anonymise`, {});
    const payment = (await staff.get(`/api/admin/accounts/${id}/entries`)).json<AccountEntry[]>().find((e) => e.kind === 'payment')!;

    const reversed = await staff.post(`/api/admin/accounts/${id}/entries/${payment.id}/reversal`, { reason: 'Yanlış hesap' });
    expect(reversed.statusCode).toBe(409);
    expect(reversed.json().message).toBe('Bu hesap anonimleştirildi: yeni kayıt girilemez');
    expect((await staff.get(`/api/admin/accounts/${id}`)).json<AdminAccount>()).toMatchObject({ remainingDebtKurus: 0, entryCount: 2 });
  });
});
