import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccount } from '../../src/shared/schemas/account.js';
import type { AccountEntry, AccountStatement } from '../../src/shared/schemas/ledger.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn } from '../support/staff.js';

// 'Hesap ekstresi': an account's entries over some days, for print and for Excel (issue 16).

let t: TestApp;
let staff: ReturnType<typeof asStaff>;
let id: number;

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date('2026-06-15T09:00:00Z') });
  staff = asStaff(t.app, await signIn(t.app));
  id = (await staff.post('/api/admin/accounts', { customerName: 'Yıldız; "İnşaat"', phone: '0532 111 22 33' })).json<AdminAccount>().id;
  const add = (body: object) => staff.post(`/api/admin/accounts/${id}/entries`, body);
  await add({ kind: 'charge', amount: '1.000', day: '2026-05-01', description: 'Mayıs siparişleri' });
  await add({ kind: 'payment', amount: '250,50', day: '2026-06-02', method: 'transfer', description: '=HYPERLINK("x")' });
  await add({ kind: 'charge', amount: '45', day: '2026-06-05', description: 'Ayran kasası' });
  const entries = (await staff.get(`/api/admin/accounts/${id}/entries`)).json<AccountEntry[]>();
  await staff.post(`/api/admin/accounts/${id}/entries/${entries[2]!.id}/reversal`, { reason: 'Yanlış hesap' });
});
afterAll(() => t.close());

describe('a statement', () => {
  it('starts from the balance brought forward and lists the period’s entries with the balance after each', async () => {
    const answer = await staff.get(`/api/admin/accounts/${id}/statement?from=2026-06-01&to=2026-06-30`);
    expect(answer.statusCode, answer.body).toBe(200);
    const statement = answer.json<AccountStatement>();
    expect(statement).toMatchObject({ from: '2026-06-01', to: '2026-06-30', openingKurus: 1_000_00, closingKurus: 749_50 });
    expect(statement.restaurant.name).toBe('Sofra Pide Salonu');
    expect(statement.entries.map((entry) => [entry.kind, entry.day, entry.balanceAfterKurus])).toEqual([
      ['payment', '2026-06-02', 749_50],
      ['charge', '2026-06-05', 794_50],
      ['reversal', '2026-06-15', 749_50],
    ]);
    const before = (await staff.get(`/api/admin/accounts/${id}/statement?from=2026-01-01&to=2026-04-30`)).json<AccountStatement>();
    expect(before).toMatchObject({ openingKurus: 0, closingKurus: 0, entries: [] });
  });

  it('downloads as CSV that Excel opens in Turkish: a BOM, semicolons, decimal commas, formulas kept as text', async () => {
    const answer = await staff.get(`/api/admin/accounts/${id}/statement.csv?from=2026-06-01&to=2026-06-30`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="ekstre-2026-06-01-2026-06-30.csv"');
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = answer.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines).toEqual([
      'Hesap ekstresi;"Yıldız; ""İnşaat"""',
      'Dönem;01.06.2026 – 30.06.2026',
      '',
      'Tarih;Hareket;Açıklama;Borç;Ödeme;Bakiye;Giren',
      '01.06.2026;Devreden bakiye;;;;1000,00;',
      `02.06.2026;Ödeme (Havale/EFT);"'=HYPERLINK(""x"")";;250,50;749,50;Admin`,
      '05.06.2026;Borç;Ayran kasası (geri alındı);45,00;;794,50;Admin',
      '15.06.2026;Geri alma (05.06.2026 tarihli borç);Yanlış hesap;-45,00;;749,50;Admin',
      '30.06.2026;Dönem sonu bakiyesi;;;;749,50;',
    ]);
  });

  it('refuses days it cannot read, or an end before the start, with the field’s message', async () => {
    for (const [query, field] of [
      ['from=2026-06-31&to=2026-07-01', 'from'],
      ['from=2026-06-01&to=x', 'to'],
      ['from=2026-06-10&to=2026-06-01', 'to'],
      ['to=2026-06-01', 'from'],
    ]) {
      for (const path of ['statement', 'statement.csv']) {
        const answer = await staff.get(`/api/admin/accounts/${id}/${path}?${query}`);
        expect(answer.statusCode, `${path}?${query}`).toBe(400);
        expect(Object.keys(answer.json().fields), `${path}?${query}`).toEqual([field]);
      }
    }
    expect((await staff.get('/api/admin/accounts/999999/statement?from=2026-06-01&to=2026-06-30')).statusCode).toBe(404);
  });
});

describe('the accounts export', () => {
  it('is every account with its figures, as CSV for Excel in Turkish', async () => {
    const answer = await staff.get('/api/admin/accounts/export.csv');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="hesaplar-2026-06-15.csv"');
    expect([...answer.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = answer.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Müşteri;Yetkili kişi;Telefon;E-posta;Adres;Toplam borç;Ödenen;Kalan;Son ödeme;Durum;Kredi limiti;Aktif');
    // The sample data's two accounts and the one above.
    expect(lines).toHaveLength(4);
    expect(lines).toContain('Restoran;Restoran hesabı;0 555 000 00 00;;;500,00;200,00;300,00;12.06.2026;Kısmi Ödeme;1000,00;Evet');
    expect(lines.at(-1)).toBe('"Yıldız; ""İnşaat""";;0532 111 22 33;;;1000,00;250,50;749,50;02.06.2026;Kısmi Ödeme;;Evet');
  });

  it('writes a phone number as it is, with no guard character, while a formula in a name is still kept as text', async () => {
    await staff.post('/api/admin/accounts', { customerName: '+HYPERLINK("x")', name: '-2+3', phone: '+90 532 444 55 66' });
    const lines = (await staff.get('/api/admin/accounts/export.csv')).rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    const [customer, contact, phone] = lines.find((line) => line.includes('HYPERLINK'))!.split(';');
    expect(phone).toBe('+90 532 444 55 66');
    expect(customer).toBe(`"'+HYPERLINK(""x"")"`);
    // Figures alone reach nothing a formula could harm: left as typed.
    expect(contact).toBe('-2+3');
  });
});
