import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Bill } from '../../src/shared/schemas/bill.js';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';

// An admin's approval PIN on the waiter's phone (issue 57, D60): a discount, ikram or void above
// the owner's limit goes through with the PIN of an admin who is not there, is recorded with
// their name, and five wrong PINs in a row shut the PIN for fifteen minutes, however many
// guesses are sent at once (both databases).

let t: TestApp;
let admin: ReturnType<typeof asStaff>;
let waiter: ReturnType<typeof asStaff>;
let adminId: number;
let clock = new Date('2026-06-16T09:00:00Z');

beforeEach(async () => {
  clock = new Date('2026-06-16T09:00:00Z');
  t = await startTestApp({ now: () => clock, poolSize: 12 });
  const cookie = await signIn(t.app);
  admin = asStaff(t.app, cookie);
  adminId = (await admin.get('/api/admin/me')).json<{ user: { id: number } }>().user.id;
  waiter = asStaff(t.app, (await staffUser(t.app, cookie, 'Garson Ali', 'waiter')).cookie);
});
afterEach(() => t.close());

const tableId = async (name: string) =>
  (await t.db.selectFrom('diningTables').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** Table 3 with ten künefe on its bill (above the ₺200 limit), as the waiter took them. */
async function bigBill(): Promise<Bill> {
  const kunefe = await t.db.selectFrom('products').select('id').where('nameTr', '=', 'Künefe').executeTakeFirstOrThrow();
  const ordered = await waiter.post('/api/admin/orders', {
    id: randomUUID(),
    table: '3',
    lines: [{ productId: kunefe.id, size: null, quantity: 10, note: '' }],
  });
  expect(ordered.statusCode, ordered.body).toBe(201);
  return (await waiter.get(`/api/admin/tables/${await tableId('3')}/bill`)).json<Bill>();
}

const setPin = (pin: string | null, currentPassword = TEST_ADMIN_PASSWORD) => admin.put('/api/admin/me/pin', { currentPassword, pin });

describe('setting the PIN', () => {
  it('an admin sets one with their password; not guessable, not for other roles, never shown', async () => {
    expect((await waiter.get('/api/admin/bills/approvers')).json()).toEqual([]);
    const wrongPassword = await setPin('2580', 'not the password');
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toMatchObject({ fields: { currentPassword: 'Mevcut şifre yanlış' } });
    for (const pin of ['1234', '0000', '9876', '12', '12a45', '123456789']) {
      const refused = await setPin(pin);
      expect(refused.statusCode, pin).toBe(400);
      expect(Object.keys(refused.json<{ fields: object }>().fields)).toEqual(['pin']);
    }
    expect((await waiter.put('/api/admin/me/pin', { currentPassword: 'Garson Ali-password-123', pin: '2580' })).statusCode).toBe(403);

    expect((await setPin('2580')).statusCode).toBe(204);
    const approvers = await waiter.get('/api/admin/bills/approvers');
    expect(approvers.json()).toEqual([{ id: adminId, name: 'Admin' }]);
    // Neither the users' list nor the history shows the PIN or its hash.
    expect((await admin.get('/api/admin/users')).body).not.toMatch(/pin|argon/i);
    const history = await admin.get('/api/admin/audit-events?resource=users');
    expect(history.body).toContain('yeni PIN');
    expect(history.body).not.toContain('2580');

    expect((await setPin(null)).statusCode).toBe(204);
    expect((await waiter.get('/api/admin/bills/approvers')).json()).toEqual([]);
  });
});

describe('approving on the waiter’s phone', () => {
  it('a discount, an ikram and a void above the limit go through with the admin’s PIN, recorded with their name', async () => {
    expect((await setPin('2580')).statusCode).toBe(204);
    const bill = await bigBill();
    const discount = { amount: '250', reason: 'Şikâyet' };
    expect((await waiter.post(`/api/admin/bills/${bill.id}/discount`, discount)).json()).toMatchObject({ error: 'needs_admin' });

    const wrong = await waiter.post(`/api/admin/bills/${bill.id}/discount`, { ...discount, approval: { adminId, pin: '2581' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ fields: { 'approval.pin': 'PIN yanlış' } });
    const approved = await waiter.post(`/api/admin/bills/${bill.id}/discount`, { ...discount, approval: { adminId, pin: '2580' } });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<Bill>().discountKurus).toBe(25_000);
    expect(approved.json<Bill>().changes.at(-1)).toMatchObject({
      kind: 'discount',
      by: 'Garson Ali',
      approvedBy: 'Admin',
      reason: 'Şikâyet',
    });

    // Ten more künefe given free, ten more voided: each above the limit, each with the PIN.
    const free = (await bigBill()).lines.at(-1)!;
    const ikram = await waiter.post(`/api/admin/order-lines/${free.id}/ikram`, {
      reason: 'Doğum günü',
      approval: { adminId, pin: '2580' },
    });
    expect(ikram.statusCode, ikram.body).toBe(200);
    expect(ikram.json<Bill>().changes.at(-1)).toMatchObject({ kind: 'ikram', by: 'Garson Ali', approvedBy: 'Admin', reason: 'Doğum günü' });
    const wrongOne = (await bigBill()).lines.at(-1)!;
    const voided = await waiter.post(`/api/admin/order-lines/${wrongOne.id}/void`, {
      reason: 'Yanlış masa',
      approval: { adminId, pin: '2580' },
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json<Bill>().changes.at(-1)).toMatchObject({ kind: 'void', by: 'Garson Ali', approvedBy: 'Admin' });
    const line = (await bigBill()).lines.at(-1)!;
    const withoutPin = await waiter.post(`/api/admin/order-lines/${line.id}/void`, { reason: 'Yanlış masa' });
    expect(withoutPin.json()).toMatchObject({ error: 'needs_admin' });

    // An approval naming someone without a PIN (the waiter, or an admin who removed theirs) is refused on its field.
    const noPin = await waiter.post(`/api/admin/order-lines/${line.id}/void`, {
      reason: 'x',
      approval: { adminId: adminId + 1, pin: '2580' },
    });
    expect(noPin.json()).toMatchObject({ fields: { 'approval.adminId': 'Bu yöneticinin onay PIN’i yok' } });
  });

  it('five wrong PINs in a row, however many are sent at once, shut the PIN for fifteen minutes; the admin signed in still can', async () => {
    expect((await setPin('2580')).statusCode).toBe(204);
    const bill = await bigBill();
    const guess = (pin: string) =>
      waiter.post(`/api/admin/bills/${bill.id}/discount`, { amount: '250', reason: 'Şikâyet', approval: { adminId, pin } });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => guess(String(1000 + index * 7).padStart(4, '0'))));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    const shut = await guess('2580');
    expect(shut.statusCode).toBe(429);
    expect(shut.headers['retry-after']).toBe('900');
    expect(shut.json<{ message: string }>().message).toContain('15 dakika');
    expect((await admin.post(`/api/admin/bills/${bill.id}/discount`, { amount: '1', reason: 'Geç geldi' })).statusCode).toBe(200);

    clock = new Date(clock.getTime() + 15 * 60_000 + 1000);
    const open = await guess('2580');
    expect(open.statusCode, open.body).toBe(200);
    // A right PIN forgets the wrong ones: four more wrong ones do not shut it.
    for (let tries = 0; tries < 4; tries++) expect((await guess('3690')).statusCode).toBe(400);
    expect(
      (await waiter.post(`/api/admin/bills/${bill.id}/discount`, { amount: '1', reason: 'x', approval: { adminId, pin: '2580' } }))
        .statusCode,
    ).toBe(200);
  });
});
