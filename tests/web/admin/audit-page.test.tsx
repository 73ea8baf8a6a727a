import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '../../../src/shared/schemas/user.js';
import type { AuditEvent, AuditPage } from '../../../src/shared/schemas/audit.js';
import { accountRecord } from '../../../src/shared/schemas/account.js';
import { campaignRecord } from '../../../src/shared/schemas/campaign.js';
import { categoryRecord } from '../../../src/shared/schemas/category.js';
import { ingredientRecord } from '../../../src/shared/schemas/ingredient.js';
import { photoRecord } from '../../../src/shared/schemas/media.js';
import { productRecord } from '../../../src/shared/schemas/product.js';
import { reviewRecord } from '../../../src/shared/schemas/review.js';
import { settingsRecord } from '../../../src/shared/schemas/settings.js';
import { qrSettingsRecord, tableRecord } from '../../../src/shared/schemas/table.js';
import { tagRecord } from '../../../src/shared/schemas/tag.js';
import { userRecord } from '../../../src/shared/schemas/user.js';
import { fieldLabel } from '../../../src/web/admin/audit/describe-change.js';
import { ADMIN, category, ok, renderAdmin, signedInAs, STAFF, stubApi, tag, type StubRequest } from './harness.js';

const USERS: AdminUser[] = [
  { id: 1, name: 'Admin', role: 'admin', isActive: true, version: 1, createdAt: '2025-01-01T10:00:00.000Z' },
  { id: 2, name: 'Ayşe', role: 'user', isActive: true, version: 1, createdAt: '2025-01-02T10:00:00.000Z' },
];

const PRICE_CHANGE: AuditEvent = {
  id: 31,
  at: '2026-06-15T09:05:00.000Z',
  userId: 2,
  userName: 'Ayşe',
  action: 'update',
  resource: 'products',
  recordId: 12,
  recordName: null,
  changes: {
    priceKurus: { before: 18000, after: 18500 },
    isActive: { before: true, after: false },
    allergens: { before: ['gluten'], after: ['gluten', 'sesame'] },
  },
};

/** The lists the history names categories, dishes, tags and ingredients from; a test may fill them. */
const RECORD_LISTS = {
  'GET /api/admin/categories': () => ok([]),
  'GET /api/admin/products': () => ok([]),
  'GET /api/admin/tags': () => ok([]),
  'GET /api/admin/ingredients': () => ok([]),
};

const pageOf = (items: AuditEvent[], total = items.length, page = 1): AuditPage => ({ items, total, page, pageSize: 50 });

/** Answers each history request from `answer`, which sees the request's filters. */
const historyFrom = (answer: (search: URLSearchParams) => AuditPage) => (request: StubRequest) =>
  ok(answer(new URLSearchParams(request.search)));

describe('change history page', () => {
  it('shows an admin who changed what, in Turkish: the person, Güncelledi, Ürün #12 and each field before → after', async () => {
    stubApi({
      ...RECORD_LISTS,
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/users': () => ok(USERS),
      'GET /api/admin/audit-events': historyFrom(() => pageOf([PRICE_CHANGE])),
    });
    renderAdmin('/admin/audit');

    expect(await screen.findByRole('heading', { level: 1, name: 'Değişiklik geçmişi' })).toBeVisible();
    const row = (await screen.findByRole('cell', { name: 'Ayşe' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Güncelledi')).toBeVisible();
    expect(within(row).getByText('Ürün #12')).toBeVisible();
    expect(within(row).getByText('Fiyat: ₺180,00 → ₺185,00')).toBeVisible();
    expect(within(row).getByText('Aktif: Evet → Hayır')).toBeVisible();
    expect(within(row).getByText('Alerjenler: Gluten → Gluten, Susam')).toBeVisible();
    expect(within(row).getByRole('rowheader').querySelector('time')).toHaveAttribute('dateTime', '2026-06-15T09:05:00.000Z');

    const nav = screen.getByRole('navigation', { name: 'Yönetim menüsü' });
    expect(within(nav).getByRole('link', { name: 'Değişiklik geçmişi' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Sayfa 1 / 1')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Önceki' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
  });

  it('filters by person, kind of record and days, and says so when nothing matches', async () => {
    const api = stubApi({
      ...RECORD_LISTS,
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/users': () => ok(USERS),
      'GET /api/admin/audit-events': historyFrom((search) => pageOf(search.get('resource') === 'categories' ? [] : [PRICE_CHANGE])),
    });
    renderAdmin('/admin/audit');
    await screen.findByText('Ürün #12');

    const person = screen.getByRole('combobox', { name: 'Kişi' });
    expect(
      within(person)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Herkes', 'Admin', 'Ayşe']);
    await userEvent.selectOptions(person, 'Ayşe');
    const kind = screen.getByRole('combobox', { name: 'Kayıt türü' });
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Tümü',
      'Ürün',
      'Kategori',
      'Etiket',
      'Malzeme',
      'Kampanya',
      'Hesap',
      'Kullanıcı',
      'Yorum',
      'Görsel',
      'Ayarlar',
      'Masa',
      'QR ayarları',
      'Toplu fiyat değişikliği',
      'İleri tarihli fiyat değişikliği',
      'Örnek veriler',
      'İstasyon',
    ]);
    await userEvent.type(screen.getByLabelText('Başlangıç'), '2026-06-01');
    await userEvent.type(screen.getByLabelText('Bitiş'), '2026-06-30');
    await userEvent.selectOptions(kind, 'Kategori');

    expect(await screen.findByText('Bu filtrelerle kayıt yok.')).toBeVisible();
    const last = api.callsTo('GET', '/api/admin/audit-events').at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(last.search))).toEqual({
      userId: '2',
      resource: 'categories',
      from: '2026-06-01',
      to: '2026-06-30',
      page: '1',
    });
  });

  it('refuses an end before the start without asking the server', async () => {
    const api = stubApi({
      ...RECORD_LISTS,
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/users': () => ok(USERS),
      'GET /api/admin/audit-events': historyFrom(() => pageOf([PRICE_CHANGE])),
    });
    renderAdmin('/admin/audit');
    await screen.findByText('Ürün #12');

    await userEvent.type(screen.getByLabelText('Başlangıç'), '2026-06-15');
    await userEvent.type(screen.getByLabelText('Bitiş'), '2026-06-14');

    expect(await screen.findByText('Bitiş tarihi başlangıç tarihinden önce olamaz')).toBeVisible();
    expect(screen.getByLabelText('Bitiş')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('GET', '/api/admin/audit-events').filter((call) => call.search.includes('to=2026-06-14'))).toHaveLength(0);
  });

  it('pages through the history with Önceki and Sonraki', async () => {
    const api = stubApi({
      ...RECORD_LISTS,
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/users': () => ok(USERS),
      'GET /api/admin/audit-events': historyFrom((search) => {
        const page = Number(search.get('page'));
        return pageOf([{ ...PRICE_CHANGE, id: page, recordId: 100 + page }], 120, page);
      }),
    });
    renderAdmin('/admin/audit');
    expect(await screen.findByText('Sayfa 1 / 3')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(await screen.findByText('Ürün #102')).toBeVisible();
    expect(screen.getByText('Sayfa 2 / 3')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(await screen.findByText('Sayfa 3 / 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sonraki' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Önceki' }));
    await waitFor(() => expect(screen.getByText('Sayfa 2 / 3')).toBeVisible());
    // Page 2 came back from the cache; nothing else was asked (StrictMode may ask for page 1 twice).
    const pages = api.callsTo('GET', '/api/admin/audit-events').map((call) => new URLSearchParams(call.search).get('page'));
    expect([...new Set(pages)]).toEqual(['1', '2', '3']);
    expect(pages.filter((page) => page === '2')).toHaveLength(1);
  });

  it('is hidden from staff: no link, a Turkish refusal, and nothing requested', async () => {
    const api = stubApi({ ...RECORD_LISTS, 'GET /api/admin/me': signedInAs(STAFF) });
    renderAdmin('/admin/audit');

    expect(await screen.findByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Yönetim menüsü' });
    expect(within(nav).queryByRole('link', { name: 'Değişiklik geçmişi' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/audit-events')).toHaveLength(0);
    expect(api.callsTo('GET', '/api/admin/users')).toHaveLength(0);
  });

  it('names every field, value and record in Turkish: no keys, no raw data, records by what staff call them', async () => {
    const event = (
      id: number,
      resource: AuditEvent['resource'],
      recordName: string | null,
      changes: AuditEvent['changes'],
    ): AuditEvent => ({
      ...PRICE_CHANGE,
      id,
      action: 'update',
      resource,
      recordId: id,
      recordName,
      changes,
    });
    const closedMonday = [[], [{ opens: '11:00', closes: '22:00' }], [], [], [], [], []];
    const openMonday = [[{ opens: '08:00', closes: '12:00' }], ...closedMonday.slice(1)];
    stubApi({
      ...RECORD_LISTS,
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/users': () => ok(USERS),
      'GET /api/admin/audit-events': historyFrom(() =>
        pageOf([
          event(1, 'settings', null, {
            hours: { before: closedMonday, after: openMonday },
            exceptions: { before: [], after: [{ date: '2026-12-31', windows: [{ opens: '10:00', closes: '16:00' }], note: 'Yılbaşı' }] },
          }),
          { ...event(2, 'campaigns', 'Pide + Ayran Menüsü', { phase: { before: null, after: 'scheduled' } }), action: 'create' },
          event(3, 'accounts', 'Yıldız İnşaat', { entryCount: { before: 4, after: 5 } }),
          event(7, 'reviews', 'Kıymalı Pide · Ayşe', { isVisible: { before: true, after: false } }),
          event(8, 'users', 'Garson', { role: { before: 'user', after: 'admin' } }),
          event(9, 'products', 'Kaşarlı Pide', { soldOut: { before: null, after: 'today' } }),
          event(10, 'products', 'Künefe', { categoryId: { before: 1, after: 2 }, tagIds: { before: [], after: [5] } }),
        ]),
      ),
      'GET /api/admin/categories': () => ok([category({ id: 1, nameTr: 'Pide' }), category({ id: 2, nameTr: 'Tatlılar' })]),
      'GET /api/admin/tags': () => ok([tag(5, 'Acılı')]),
    });
    renderAdmin('/admin/audit');
    const table = (await screen.findByRole('cell', { name: /Yıldız İnşaat/ })).closest('table') as HTMLElement;

    await within(table).findByText('Kategori: Pide → Tatlılar');
    for (const line of [
      'Çalışma saatleri, Pazartesi: Kapalı → 08:00–12:00',
      'İstisnalar: — → 2026-12-31 10:00–16:00 Yılbaşı',
      'Yayın durumu: — → Planlandı',
      'Kayıt sayısı: 4 → 5',
      'Rol: Kullanıcı → Yönetici',
      'Tükendi: — → Bugün tükendi',
      'Kategori: Pide → Tatlılar',
      'Etiketler: — → Acılı',
    ]) {
      expect(within(table).getByText(line)).toBeVisible();
    }
    for (const record of [
      'Kampanya: Pide + Ayran Menüsü',
      'Hesap: Yıldız İnşaat',
      'Yorum: Kıymalı Pide · Ayşe',
      'Kullanıcı: Garson',
      'Ürün: Kaşarlı Pide',
    ]) {
      expect(within(table).getByText(record)).toBeVisible();
    }
    // The restaurant's details have no name: 'Ayarlar' says which record it is.
    expect(within(table).getByText('Ayarlar #1')).toBeVisible();
    expect(table.textContent).not.toMatch(/[{}"]|\b(hours|exceptions|phase|entryCount|scheduled|Yorum #7)\b/);
  });

  it('has a Turkish name for every field of every record the history keeps', () => {
    const records = [
      accountRecord,
      campaignRecord,
      categoryRecord,
      ingredientRecord,
      photoRecord,
      productRecord,
      reviewRecord,
      settingsRecord,
      tableRecord,
      qrSettingsRecord,
      tagRecord,
      userRecord,
    ];
    // The history leaves out the id, the version and passwords (server/platform/audit/diff.ts).
    const fields = records.flatMap((record) => Object.keys(record.shape)).filter((field) => !/^(id|version)$|password/i.test(field));
    expect(fields.filter((field) => fieldLabel(field) === field)).toEqual([]);
  });
});
