import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountPage, AdminAccount } from '../../src/shared/schemas/account.js';
import type { AdminCampaign } from '../../src/shared/schemas/campaign.js';
import type { AdminIngredient } from '../../src/shared/schemas/ingredient.js';
import type { AdminReview } from '../../src/shared/schemas/review.js';
import type { AdminTag } from '../../src/shared/schemas/tag.js';
import type { AdminUser } from '../../src/shared/schemas/user.js';
import type { PublicMenu } from '../../src/shared/menu.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { asStaff, signIn, staffUser } from '../support/staff.js';

let t: TestApp;
let adminCookie: string;
let admin: ReturnType<typeof asStaff>;
let staff: ReturnType<typeof asStaff>;
let menu: PublicMenu;

beforeEach(async () => {
  t = await startTestApp({ now: () => new Date('2026-06-15T09:00:00Z') });
  adminCookie = await signIn(t.app);
  admin = asStaff(t.app, adminCookie);
  staff = asStaff(t.app, (await staffUser(t.app, adminCookie, 'Garson')).cookie);
  menu = (await t.app.inject('/api/menu')).json<PublicMenu>();
});
afterEach(() => t.close());

describe('tags', () => {
  it('are created with the spec’s default look and appear on the guest menu', async () => {
    const categoryId = menu.categories[0]!.id;
    const response = await staff.post('/api/admin/tags', {
      nameTr: 'Vejetaryen',
      nameEn: 'Vegetarian',
      categoryId,
      color: '#8B4513',
      textColor: '#8B4513',
      bgColor: '#FFFFFF',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<AdminTag>()).toMatchObject({ border: '1px solid #8B4513', fontWeight: 500, isActive: true });
    const guests = (await t.app.inject('/api/menu')).json<PublicMenu>();
    expect(guests.tags.map((tag) => tag.nameEn)).toContain('Vegetarian');
  });

  itOnSqlite('need names, a category and three #RRGGBB colours', async () => {
    const response = await staff.post('/api/admin/tags', { nameTr: '', color: 'red', bgColor: '#FFF' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields).sort()).toEqual(['bgColor', 'categoryId', 'color', 'nameEn', 'nameTr', 'textColor']);
  });

  itOnSqlite('refuse a border that is not a CSS border value', async () => {
    const response = await staff.post('/api/admin/tags', {
      nameTr: 'X',
      nameEn: 'X',
      categoryId: menu.categories[0]!.id,
      color: '#000000',
      textColor: '#000000',
      bgColor: '#FFFFFF',
      border: '1px solid red; background: url(https://evil)',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.border).toEqual(expect.any(String));
  });

  it('are edited and deleted, and a deleted tag leaves its products', async () => {
    const popular = menu.tags.find((tag) => tag.nameEn === 'Popular' && tag.categoryId === menu.categories[0]!.id)!;
    const [current] = (await staff.get('/api/admin/tags')).json<AdminTag[]>().filter((tag) => tag.id === popular.id);
    const edited = await staff.put(`/api/admin/tags/${popular.id}`, {
      nameTr: 'Çok Satan',
      nameEn: 'Best Seller',
      categoryId: current!.categoryId,
      color: '#B3261E',
      textColor: '#FFFFFF',
      bgColor: '#B3261E',
      version: current!.version,
    });
    expect(edited.json<AdminTag>()).toMatchObject({ nameEn: 'Best Seller', border: '1px solid #B3261E' });
    expect((await staff.delete(`/api/admin/tags/${popular.id}`)).statusCode).toBe(204);
    const after = (await t.app.inject('/api/menu')).json<PublicMenu>();
    expect(after.products.some((p) => p.tagIds.includes(popular.id))).toBe(false);
  });
});

describe('ingredients', () => {
  it('are created, listed, edited and deleted', async () => {
    const categoryId = menu.categories[0]!.id;
    const body = { nameTr: 'Maydanoz', nameEn: 'Parsley', descriptionTr: 'Taze', descriptionEn: 'Fresh', categoryId };
    const created = (await staff.post('/api/admin/ingredients', body)).json<AdminIngredient>();
    expect(created).toMatchObject({ ...body, isActive: true, version: 1 });
    expect((await staff.get('/api/admin/ingredients')).json<AdminIngredient[]>().map((i) => i.nameEn)).toContain('Parsley');
    const edited = await staff.put(`/api/admin/ingredients/${created.id}`, { ...body, nameEn: 'Flat-leaf parsley', version: 1 });
    expect(edited.json<AdminIngredient>().nameEn).toBe('Flat-leaf parsley');
    expect((await staff.put(`/api/admin/ingredients/${created.id}`, { ...body, version: 1 })).statusCode).toBe(409);
    expect((await staff.delete(`/api/admin/ingredients/${created.id}`)).statusCode).toBe(204);
  });

  itOnSqlite('need names and a category that exists (descriptions are optional)', async () => {
    const missing = await staff.post('/api/admin/ingredients', {});
    expect(Object.keys(missing.json().fields).sort()).toEqual(['categoryId', 'nameEn', 'nameTr']);
    const unknown = await staff.post('/api/admin/ingredients', {
      nameTr: 'a',
      nameEn: 'a',
      descriptionTr: 'a',
      descriptionEn: 'a',
      categoryId: 9999,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.categoryId).toEqual(expect.any(String));
  });
});

describe('campaigns', () => {
  const body = { titleTr: 'Lahmacun Günü', titleEn: 'Lahmacun Day', startDate: '2026-06-20', endDate: '2026-06-21' };

  it('carry a phase: scheduled, running, ended or inactive', async () => {
    const scheduled = (await staff.post('/api/admin/campaigns', body)).json<AdminCampaign>();
    expect(scheduled).toMatchObject({ phase: 'scheduled', image: null, priceKurus: null, descriptionTr: '' });
    const running = (
      await staff.post('/api/admin/campaigns', { ...body, startDate: '2026-06-15', endDate: '2026-06-15' })
    ).json<AdminCampaign>();
    expect(running.phase).toBe('running');
    const ended = (
      await staff.post('/api/admin/campaigns', { ...body, startDate: '2026-01-01', endDate: '2026-06-14' })
    ).json<AdminCampaign>();
    expect(ended.phase).toBe('ended');
    const inactive = (await staff.post('/api/admin/campaigns', { ...body, isActive: false })).json<AdminCampaign>();
    expect(inactive.phase).toBe('inactive');
  });

  itOnSqlite('need both titles and dates, start ≤ end, an https image and discount ≤ price', async () => {
    const missing = await staff.post('/api/admin/campaigns', {});
    expect(Object.keys(missing.json().fields).sort()).toEqual(['endDate', 'startDate', 'titleEn', 'titleTr']);
    const backwards = await staff.post('/api/admin/campaigns', { ...body, startDate: '2026-07-01', endDate: '2026-06-01' });
    expect(backwards.json().fields).toEqual({ endDate: 'Bitiş tarihi başlangıç tarihinden önce olamaz' });
    const image = await staff.post('/api/admin/campaigns', { ...body, image: 'http://insecure.example/x.png' });
    expect(image.json().fields.image).toEqual(expect.any(String));
    const discount = await staff.post('/api/admin/campaigns', { ...body, price: '100', discountPrice: '120' });
    expect(discount.json().fields).toEqual({ discountPrice: 'İndirimli fiyat, fiyattan büyük olamaz' });
    const badDate = await staff.post('/api/admin/campaigns', { ...body, startDate: '2026-02-30' });
    expect(badDate.json().fields.startDate).toEqual(expect.any(String));
  });

  itOnSqlite('refuse a price or discount above ₺9.999.999,99, on create and on edit', async () => {
    const created = await staff.post('/api/admin/campaigns', { ...body, price: '21474837' });
    expect(created.statusCode).toBe(400);
    expect(created.json().fields).toEqual({ price: 'Fiyat en fazla ₺9.999.999,99 olabilir' });
    const campaign = (await staff.post('/api/admin/campaigns', { ...body, price: '150' })).json<AdminCampaign>();
    const edited = await staff.put(`/api/admin/campaigns/${campaign.id}`, {
      ...body,
      price: 21474837,
      discountPrice: '10000000',
      version: 1,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().fields).toEqual({
      price: 'Fiyat en fazla ₺9.999.999,99 olabilir',
      discountPrice: 'İndirimli fiyat en fazla ₺9.999.999,99 olabilir',
    });
    const stored = (await staff.get('/api/admin/campaigns')).json<AdminCampaign[]>().find((c) => c.id === campaign.id);
    expect(stored).toMatchObject({ priceKurus: 15000, version: 1 });
  });

  it('are edited and deleted, and the guest menu follows', async () => {
    const running = (
      await staff.post('/api/admin/campaigns', {
        ...body,
        startDate: '2026-06-01',
        endDate: '2026-06-30',
        price: '150',
        discountPrice: '99.90',
      })
    ).json<AdminCampaign>();
    expect(running).toMatchObject({ priceKurus: 15000, discountPriceKurus: 9990 });
    // The seeded campaign started first, so guests still see it; ending it shows the new one.
    const all = (await staff.get('/api/admin/campaigns')).json<AdminCampaign[]>();
    const seeded = all.find((c) => c.id !== running.id)!;
    expect((await staff.delete(`/api/admin/campaigns/${seeded.id}`)).statusCode).toBe(204);
    expect((await t.app.inject('/api/menu')).json<PublicMenu>().campaign?.titleEn).toBe('Lahmacun Day');
    const edited = await staff.put(`/api/admin/campaigns/${running.id}`, {
      ...body,
      titleEn: 'Pide Week',
      startDate: '2026-06-01',
      endDate: '2026-06-30',
      version: 1,
    });
    expect(edited.json<AdminCampaign>()).toMatchObject({ titleEn: 'Pide Week', priceKurus: null });
    expect((await t.app.inject('/api/menu')).json<PublicMenu>().campaign?.titleEn).toBe('Pide Week');
  });
});

describe('customer accounts', () => {
  const body = {
    customerName: 'Yıldız İnşaat',
    name: 'Mehmet Bey',
    email: 'muhasebe@yildiz.example',
    phone: '0532 111 22 33',
    address: 'Kadıköy',
    notes: '',
  };

  it('hold who the customer is and their credit limit; what they owe is never typed (D34)', async () => {
    for (const field of ['totalDebt', 'paidAmount', 'lastPaymentDate', 'status', 'remainingDebt']) {
      const refused = await staff.post('/api/admin/accounts', { ...body, [field]: '0' });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().fields[field], field).toBe('Bilinmeyen alan');
    }
    const account = (await staff.post('/api/admin/accounts', { ...body, creditLimit: '2.500' })).json<AdminAccount>();
    expect(account).toMatchObject({
      creditLimitKurus: 2_500_00,
      totalDebtKurus: 0,
      paidAmountKurus: 0,
      remainingDebtKurus: 0,
      lastPaymentDate: null,
      status: 'Hareket yok',
    });
    const edited = await staff.put(`/api/admin/accounts/${account.id}`, { ...body, creditLimit: '', version: 1 });
    expect(edited.json<AdminAccount>()).toMatchObject({ creditLimitKurus: null, version: 2 });
  });

  itOnSqlite('refuse a bad phone, e-mail and credit limit', async () => {
    const bad = await staff.post('/api/admin/accounts', { ...body, phone: 'call me', email: 'x@', creditLimit: '-5' });
    expect(Object.keys(bad.json().fields).sort()).toEqual(['creditLimit', 'email', 'phone']);
    const over = await staff.post('/api/admin/accounts', { ...body, creditLimit: '10000000' });
    expect(over.json().fields).toEqual({ creditLimit: 'Kredi limiti en fazla ₺9.999.999,99 olabilir' });
  });

  it('are found by customer name, the Turkish way', async () => {
    await staff.post('/api/admin/accounts', body);
    const found = (await staff.get(`/api/admin/accounts?q=${encodeURIComponent('YILDIZ')}`)).json<AccountPage>().items;
    expect(found.map((a) => a.customerName)).toEqual(['Yıldız İnşaat']);
    const seeded = (await staff.get('/api/admin/accounts?q=restoran')).json<AccountPage>().items;
    expect(seeded.map((a) => a.customerName)).toEqual(['Restoran']);
    expect((await staff.get('/api/admin/accounts')).json<AccountPage>().total).toBe(3);
  });

  it('are deleted while their ledger is empty', async () => {
    const account = (await staff.post('/api/admin/accounts', body)).json<AdminAccount>();
    expect((await staff.delete(`/api/admin/accounts/${account.id}`)).statusCode).toBe(204);
    expect((await staff.delete(`/api/admin/accounts/${account.id}`)).statusCode).toBe(404);
  });
});

describe('staff users (admins only)', () => {
  const users = async () => (await admin.get('/api/admin/users')).json<AdminUser[]>();

  itOnSqlite('are listed without any password hash', async () => {
    const response = await admin.get('/api/admin/users');
    expect(response.body).not.toMatch(/argon2|hash|password/i);
    expect(response.json<AdminUser[]>().map((u) => u.name)).toEqual(['Admin', 'Garson']);
  });

  itOnSqlite('need a name and a password: "Lütfen tüm alanları doldurun!"', async () => {
    const response = await admin.post('/api/admin/users', { name: '', role: 'user' });
    expect(response.json().fields).toEqual({ name: 'Lütfen tüm alanları doldurun!', password: 'Lütfen tüm alanları doldurun!' });
  });

  it('have unique names, in any case', async () => {
    const response = await admin.post('/api/admin/users', { name: 'GARSON', password: 'another-password' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Bu kullanıcı adı zaten kullanılıyor');
  });

  it('keep their password when the edit leaves it blank', async () => {
    const waiter = (await users()).find((u) => u.name === 'Garson')!;
    const edited = await admin.put(`/api/admin/users/${waiter.id}`, {
      name: 'Garson',
      password: '',
      role: 'user',
      isActive: true,
      version: waiter.version,
    });
    expect(edited.statusCode).toBe(200);
    expect(await signIn(t.app, 'Garson', 'Garson-password-123')).toBeTruthy();
  });

  it('an admin cannot delete or deactivate themselves, and the last admin stays', async () => {
    const me = (await users()).find((u) => u.name === 'Admin')!;
    expect((await admin.delete(`/api/admin/users/${me.id}`)).json().message).toBe('Kendi hesabınızı silemezsiniz.');
    const deactivate = await admin.put(`/api/admin/users/${me.id}`, { name: 'Admin', role: 'admin', isActive: false, version: me.version });
    expect(deactivate.statusCode).toBe(409);
    const demote = await admin.put(`/api/admin/users/${me.id}`, { name: 'Admin', role: 'user', isActive: true, version: me.version });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('Son aktif yönetici pasifleştirilemez veya rolü değiştirilemez.');
    expect((await users()).find((u) => u.name === 'Admin')).toMatchObject({ role: 'admin', isActive: true });
  });

  it('with a second admin, the first may be demoted by the second', async () => {
    const second = await staffUser(t.app, adminCookie, 'Müdür', 'admin');
    const me = (await users()).find((u) => u.name === 'Admin')!;
    const demote = await asStaff(t.app, second.cookie).put(`/api/admin/users/${me.id}`, {
      name: 'Admin',
      role: 'user',
      isActive: true,
      version: me.version,
    });
    expect(demote.statusCode).toBe(200);
    expect((await asStaff(t.app, adminCookie).get('/api/admin/users')).statusCode).toBe(403);
  });
});

describe('review moderation', () => {
  it('lists reviews with their product, hides and shows them, and deletes them', async () => {
    const product = menu.products[0]!;
    await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/reviews`,
      payload: { name: 'Ayşe', rating: 2, comment: 'Soğuktu' },
    });
    const [review] = (await staff.get('/api/admin/reviews')).json<AdminReview[]>();
    expect(review).toMatchObject({ productNameTr: product.nameTr, name: 'Ayşe', rating: 2, isVisible: true });

    expect((await staff.patch(`/api/admin/reviews/${review!.id}/visibility`, { isVisible: false })).statusCode).toBe(200);
    const hidden = (await t.app.inject('/api/menu')).json<PublicMenu>().products.find((p) => p.id === product.id)!;
    expect(hidden.reviewCount).toBe(0);
    expect((await t.app.inject(`/api/products/${product.id}/reviews`)).json()).toEqual([]);

    await staff.patch(`/api/admin/reviews/${review!.id}/visibility`, { isVisible: true });
    expect((await t.app.inject(`/api/products/${product.id}/reviews`)).json()).toHaveLength(1);

    expect((await staff.delete(`/api/admin/reviews/${review!.id}`)).statusCode).toBe(204);
    expect((await staff.get('/api/admin/reviews')).json()).toEqual([]);
  });
});
