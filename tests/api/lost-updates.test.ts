import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAccount } from '../../src/shared/schemas/account.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import { startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';

/**
 * Two staff members open the same record and both save (issue 7, item 6): exactly one save
 * wins, the other is told the record changed (409 stale), and nothing is silently overwritten.
 */
let t: TestApp;
let ayse: ReturnType<typeof asStaff>;
let mehmet: ReturnType<typeof asStaff>;

beforeAll(async () => {
  t = await startTestApp();
  const admin = await signIn(t.app);
  ayse = asStaff(t.app, (await staffUser(t.app, admin, 'Ayşe')).cookie);
  mehmet = asStaff(t.app, (await staffUser(t.app, admin, 'Mehmet')).cookie);
});
afterAll(() => t.close());

const STALE = {
  error: 'stale',
  message: 'Bu kayıt siz düzenlerken başka biri tarafından değiştirildi. Sayfayı yenileyip tekrar deneyin.',
  requestId: expect.any(String),
};

function productBody(product: AdminProduct, price: string) {
  return {
    nameTr: product.nameTr,
    nameEn: product.nameEn,
    descriptionTr: product.descriptionTr,
    descriptionEn: product.descriptionEn,
    price,
    image: product.image,
    categoryId: product.categoryId,
    tagIds: product.tagIds,
    ingredientIds: product.ingredientIds,
    isWeeklyChoice: product.isWeeklyChoice,
    isActive: product.isActive,
    version: product.version,
  };
}

function accountBody(account: AdminAccount, creditLimit: string) {
  return {
    customerName: account.customerName,
    name: account.name,
    email: account.email,
    phone: account.phone,
    address: account.address,
    creditLimit,
    notes: account.notes,
    isActive: account.isActive,
    version: account.version,
  };
}

describe.each(['one after another', 'at the same moment'])('two edits of the same version, %s', (timing) => {
  const both = async <T>(first: () => Promise<T>, second: () => Promise<T>): Promise<T[]> =>
    timing === 'at the same moment' ? Promise.all([first(), second()]) : [await first(), await second()];

  it('of a product: one is saved, the other gets 409 stale, and the saved price is the winner’s', async () => {
    const [product] = (await ayse.get('/api/admin/products')).json<AdminProduct[]>().filter((p) => !p.isWeeklyChoice);
    const url = `/api/admin/products/${product!.id}`;
    const answers = await both(
      () => ayse.put(url, productBody(product!, '111')),
      () => mehmet.put(url, productBody(product!, '222')),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((a) => a.statusCode === 409)!;
    expect(loser.json()).toEqual(STALE);
    const winner = answers.find((a) => a.statusCode === 200)!.json<AdminProduct>();
    expect(winner.version).toBe(product!.version + 1);
    const saved = (await ayse.get('/api/admin/products')).json<AdminProduct[]>().find((p) => p.id === product!.id)!;
    expect(saved).toEqual(winner);
    expect([11100, 22200]).toContain(saved.priceKurus);
  });

  it('of a customer account: one credit limit is saved, the other gets 409 stale', async () => {
    const created = (
      await ayse.post('/api/admin/accounts', { customerName: `Yıldız İnşaat ${timing}`, phone: '0532 111 22 33' })
    ).json<AdminAccount>();
    const url = `/api/admin/accounts/${created.id}`;
    const answers = await both(
      () => ayse.put(url, accountBody(created, '100')),
      () => mehmet.put(url, accountBody(created, '250')),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual(STALE);
    const winner = answers.find((a) => a.statusCode === 200)!.json<AdminAccount>();
    const saved = (await ayse.get(`/api/admin/accounts/${created.id}`)).json<AdminAccount>();
    expect(saved).toEqual(winner);
    expect(saved.version).toBe(2);
    expect([100_00, 250_00]).toContain(saved.creditLimitKurus);

    // The loser reloads and saves on top of the winner's version: now it is accepted.
    const retried = await mehmet.put(url, accountBody(saved, '350'));
    expect(retried.statusCode).toBe(200);
    expect(retried.json<AdminAccount>()).toMatchObject({ creditLimitKurus: 350_00, version: 3 });
  });
});

describe('a version no record can have', () => {
  it('is refused with 400 "Sürüm gerekli" and changes nothing, even past the integer column’s range', async () => {
    const [product] = (await ayse.get('/api/admin/products')).json<AdminProduct[]>();
    const url = `/api/admin/products/${product!.id}`;
    for (const version of [0, -1, 1.5, 2 ** 31, 2 ** 53]) {
      const response = await ayse.put(url, { ...productBody(product!, '99'), version });
      expect(response.statusCode, String(version)).toBe(400);
      expect(response.json().fields, String(version)).toEqual({ version: 'Sürüm gerekli' });
    }
    const after = (await ayse.get('/api/admin/products')).json<AdminProduct[]>().find((p) => p.id === product!.id);
    expect(after).toEqual(product);
  });
});
