import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminAccount } from '../../src/shared/schemas/account.js';
import type { AdminCampaign } from '../../src/shared/schemas/campaign.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { PublicMenu } from '../../src/shared/menu.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn } from '../support/staff.js';

// Staff type amounts the Turkish way (`1.250,50`); the API reads them as the forms do (D2, D3).

let t: TestApp;
let staff: ReturnType<typeof asStaff>;
let categoryId: number;

beforeEach(async () => {
  t = await startTestApp({ now: () => new Date('2026-06-15T09:00:00Z') });
  staff = asStaff(t.app, await signIn(t.app));
  categoryId = (await t.app.inject('/api/menu')).json<PublicMenu>().categories[0]!.id;
});
afterEach(() => t.close());

const product = (price: unknown, nameTr = 'Lahmacun') => ({
  nameTr,
  nameEn: nameTr,
  descriptionTr: 'İnce hamur',
  descriptionEn: 'Thin dough',
  price,
  image: '/images/menu/pide.svg',
  categoryId,
});
const productCount = async () => (await staff.get('/api/admin/products')).json<AdminProduct[]>().length;

describe('prices typed the Turkish way', () => {
  itOnSqlite.each([
    ['1.250,50', 1_250_50],
    ['1250,50', 1_250_50],
    ['1250.50', 1_250_50],
    ['1.250', 1_250_00],
    ['₺1.250,50', 1_250_50],
    [1250.5, 1_250_50],
  ])('take %j as %i kuruş', async (price, kurus) => {
    const response = await staff.post('/api/admin/products', product(price));
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminProduct>().priceKurus).toBe(kurus);
    const onMenu = (await t.app.inject('/api/menu')).json<PublicMenu>().products.find((p) => p.nameTr === 'Lahmacun');
    expect(onMenu?.priceKurus).toBe(kurus);
  });

  itOnSqlite('refuse an amount that can be read two ways with the expected form, and store nothing', async () => {
    const before = await productCount();
    for (const price of ['1,250', '1,250.50', '1.250.50', '12,345', 12.345, '0.500', '0.001', '00.100']) {
      const response = await staff.post('/api/admin/products', product(price));
      expect(response.statusCode, String(price)).toBe(400);
      expect(response.json().fields, String(price)).toEqual({ price: 'Fiyat şu biçimde olmalı: 1.250,50' });
    }
    const negative = await staff.post('/api/admin/products', product('-1.250,50'));
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields).toEqual({ price: 'Fiyat 0 veya daha büyük olmalı' });
    expect(await productCount()).toBe(before);
  });

  it('are read the same way when a product is edited', async () => {
    const created = (await staff.post('/api/admin/products', product('10'))).json<AdminProduct>();
    const edited = await staff.put(`/api/admin/products/${created.id}`, { ...product('2.400,75'), version: created.version });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<AdminProduct>().priceKurus).toBe(2_400_75);
  });
});

describe('debts and campaign prices typed the Turkish way', () => {
  it('take thousands dots and a decimal comma', async () => {
    const { id } = (
      await staff.post('/api/admin/accounts', { customerName: 'Yıldız İnşaat', phone: '0532 111 22 33' })
    ).json<AdminAccount>();
    const today = '2026-06-15';
    const charge = await staff.post(`/api/admin/accounts/${id}/entries`, {
      kind: 'charge',
      amount: '12.500,00',
      day: today,
      description: 'Toplu sipariş',
    });
    expect(charge.statusCode, charge.body).toBe(201);
    const payment = await staff.post(`/api/admin/accounts/${id}/entries`, {
      kind: 'payment',
      amount: '1.250,50',
      day: today,
      method: 'cash',
    });
    expect(payment.json<AdminAccount>()).toMatchObject({
      totalDebtKurus: 12_500_00,
      paidAmountKurus: 1_250_50,
      remainingDebtKurus: 11_249_50,
    });

    const campaign = await staff.post('/api/admin/campaigns', {
      titleTr: 'Pide Günü',
      titleEn: 'Pide Day',
      startDate: '2026-06-20',
      endDate: '2026-06-21',
      price: '1.250',
      discountPrice: '999,90',
    });
    expect(campaign.statusCode).toBe(201);
    expect(campaign.json<AdminCampaign>()).toMatchObject({ priceKurus: 1_250_00, discountPriceKurus: 999_90 });
  });

  it('give an account a credit limit, or none when it is left blank', async () => {
    const body = { customerName: 'Yıldız İnşaat', phone: '0532 111 22 33' };
    const limited = await staff.post('/api/admin/accounts', { ...body, creditLimit: '5.000' });
    expect(limited.statusCode).toBe(201);
    expect(limited.json<AdminAccount>().creditLimitKurus).toBe(5_000_00);
    const unlimited = await staff.post('/api/admin/accounts', { ...body, customerName: 'Deniz Market', creditLimit: '' });
    expect(unlimited.json<AdminAccount>().creditLimitKurus).toBeNull();

    const { id, version } = limited.json<AdminAccount>();
    const edited = await staff.put(`/api/admin/accounts/${id}`, { ...body, creditLimit: '7.500,50', version });
    expect(edited.json<AdminAccount>().creditLimitKurus).toBe(7_500_50);
    const refused = await staff.put(`/api/admin/accounts/${id}`, { ...body, creditLimit: '-5', version: version + 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields).toEqual({ creditLimit: 'Kredi limiti 0 veya daha büyük olmalı' });
  });

  itOnSqlite('refuse an ambiguous debt with the expected form', async () => {
    const { id } = (
      await staff.post('/api/admin/accounts', { customerName: 'Yıldız İnşaat', phone: '0532 111 22 33' })
    ).json<AdminAccount>();
    const day = '2026-06-15';
    const response = await staff.post(`/api/admin/accounts/${id}/entries`, {
      kind: 'charge',
      amount: '1,250',
      day,
      description: 'Sipariş',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ amount: 'Tutar şu biçimde olmalı: 1.250,50' });
    // A zero before a thousands group: half a lira with three decimals, never ₺500,00.
    for (const amount of ['0.500', '0.001', '00.100']) {
      const payment = await staff.post(`/api/admin/accounts/${id}/entries`, { kind: 'charge', amount, day, description: 'Sipariş' });
      expect(payment.statusCode, amount).toBe(400);
      expect(payment.json().fields, amount).toEqual({ amount: 'Tutar şu biçimde olmalı: 1.250,50' });
    }
    expect((await staff.get(`/api/admin/accounts/${id}`)).json<AdminAccount>().totalDebtKurus).toBe(0);
  });
});
