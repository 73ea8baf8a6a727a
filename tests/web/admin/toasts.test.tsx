import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminCampaign } from '../../../src/shared/schemas/campaign.js';
import type { AdminCategory } from '../../../src/shared/schemas/category.js';
import type { AdminIngredient } from '../../../src/shared/schemas/ingredient.js';
import type { AdminProduct } from '../../../src/shared/schemas/product.js';
import { ADMIN, category, fail, ok, renderAdmin, signedInAs, stubApi, tag, type Handler } from './harness.js';
import { adminProduct } from '../../support/records.js';

// Confirmations and failures appear in one fixed, announced place ("Bildirimler"), wherever
// the person has scrolled to; a delete can be taken back while its notice is up.

const notices = () => screen.getByRole('region', { name: 'Bildirimler' });
const statusNotices = () => within(notices()).getByRole('status');
const alertNotices = () => within(notices()).getByRole('alert');

afterEach(() => {
  vi.useRealTimers();
});

/** A collection of the staff API over an in-memory list, as docs/api.md describes it. */
function collection<T extends { id: number; version: number }>(name: string, initial: T[]) {
  let records = [...initial];
  const handlers: Record<string, Handler> = {
    [`GET /api/admin/${name}`]: () => ok(records),
    [`POST /api/admin/${name}`]: ({ body }) => {
      const record = { ...(body as object), id: 100 + records.length, version: 1 } as unknown as T;
      records = [...records, record];
      return { status: 201, body: record };
    },
  };
  for (const record of initial) {
    handlers[`DELETE /api/admin/${name}/${record.id}`] = () => {
      records = records.filter((r) => r.id !== record.id);
      return ok();
    };
    handlers[`PUT /api/admin/${name}/${record.id}`] = ({ body }) => {
      const saved = { ...record, ...(body as object), version: record.version + 1 };
      records = records.map((r) => (r.id === record.id ? saved : r));
      return ok(saved);
    };
  }
  return { handlers, records: () => records };
}

const PIDE = category({ id: 1, nameTr: 'Pide', productCount: 0 });
const DRINKS = category({ id: 2, nameTr: 'İçecekler' });

function categoriesApi(overrides: Record<string, Handler> = {}) {
  const categories = collection<AdminCategory>('categories', [PIDE, DRINKS]);
  const api = stubApi({ 'GET /api/admin/me': signedInAs(ADMIN), ...categories.handlers, ...overrides });
  return { ...api, records: categories.records };
}

const pideCard = async () => (await screen.findByRole('heading', { name: 'Pide', level: 2 })).closest('article') as HTMLElement;

async function deletePide() {
  await userEvent.click(within(await pideCard()).getByRole('button', { name: /^Sil/ }));
  await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sil' }));
}

describe('notices', () => {
  it('confirms a save in the announced status region, not at the top of the page', async () => {
    categoriesApi();
    renderAdmin('/admin/categories');
    await userEvent.click(within(await pideCard()).getByRole('button', { name: /^Düzenle/ }));
    const dialog = screen.getByRole('dialog', { name: 'Kategoriyi Düzenle' });
    const name = within(dialog).getByRole('textbox', { name: /Kategori adı \(TR\)/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Pideler');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => expect(statusNotices()).toHaveTextContent('Pideler kaydedildi.'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The region is outside the page's content, which may be scrolled anywhere.
    expect(screen.getByRole('main').querySelector('[class*="content"]')).not.toContainElement(notices());
    // Said once: no second copy of the confirmation elsewhere on the page.
    expect(screen.getAllByText('Pideler kaydedildi.')).toHaveLength(1);
  });

  it('says why a switch failed in an alert in the same region', async () => {
    categoriesApi({
      'PATCH /api/admin/categories/1/active': () => fail(500, 'internal', 'Beklenmeyen hata', { requestId: 'req-9' }),
    });
    renderAdmin('/admin/categories');
    await userEvent.click(within(await pideCard()).getByRole('switch'));

    await waitFor(() => expect(alertNotices()).toHaveTextContent('Pide güncellenemedi.'));
    expect(alertNotices()).toHaveTextContent('req-9');
    // An error stays until it is closed.
    await userEvent.click(within(alertNotices()).getByRole('button', { name: 'Bildirimi kapat' }));
    expect(within(alertNotices()).queryAllByRole('listitem')).toHaveLength(0);
  });

  it('a confirmation goes away by itself after a few seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    categoriesApi({ 'PATCH /api/admin/categories/1/active': () => ok({ ...PIDE, isActive: false, version: 2 }) });
    renderAdmin('/admin/categories');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(await pideCard()).getByRole('switch'));
    await waitFor(() => expect(statusNotices()).toHaveTextContent('Pide pasif.'));
    await act(() => vi.advanceTimersByTimeAsync(7000));
    expect(within(statusNotices()).queryAllByRole('listitem')).toHaveLength(0);
  });
});

describe('undoing a delete', () => {
  it('takes the category out of the list, and "Geri al" brings it back without deleting anything', async () => {
    const api = categoriesApi();
    renderAdmin('/admin/categories');
    await deletePide();

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pide' })).not.toBeInTheDocument());
    expect(statusNotices()).toHaveTextContent('Pide silindi.');
    await userEvent.click(within(statusNotices()).getByRole('button', { name: 'Geri al' }));

    expect(await screen.findByRole('heading', { name: 'Pide', level: 2 })).toBeInTheDocument();
    expect(statusNotices()).toHaveTextContent('Pide geri alındı.');
    expect(api.callsTo('DELETE', '/api/admin/categories/1')).toHaveLength(0);
    expect(api.records().map((c) => c.nameTr)).toEqual(['Pide', 'İçecekler']);
  });

  it('deletes on the server when the notice times out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = categoriesApi();
    renderAdmin('/admin/categories');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(await pideCard()).getByRole('button', { name: /^Sil/ }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(statusNotices()).toHaveTextContent('Pide silindi.'));
    expect(api.callsTo('DELETE', '/api/admin/categories/1')).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(11_000));

    await waitFor(() => expect(api.callsTo('DELETE', '/api/admin/categories/1')).toHaveLength(1));
    expect(api.records().map((c) => c.nameTr)).toEqual(['İçecekler']);
    expect(screen.queryByRole('heading', { name: 'Pide' })).not.toBeInTheDocument();
  });

  it('deletes at once when the notice is closed', async () => {
    const api = categoriesApi();
    renderAdmin('/admin/categories');
    await deletePide();
    await userEvent.click(within(statusNotices()).getByRole('button', { name: 'Bildirimi kapat' }));

    await waitFor(() => expect(api.callsTo('DELETE', '/api/admin/categories/1')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Pide' })).not.toBeInTheDocument();
  });

  it('puts the category back and says why when the server refuses the delete', async () => {
    const reason = 'Bu kategoride ürünler var; önce ürünleri silin veya taşıyın.';
    categoriesApi({ 'DELETE /api/admin/categories/1': () => fail(409, 'conflict', reason) });
    renderAdmin('/admin/categories');
    await deletePide();
    await userEvent.click(within(statusNotices()).getByRole('button', { name: 'Bildirimi kapat' }));

    await waitFor(() => expect(alertNotices()).toHaveTextContent(`Pide silinemedi; listede yerine geri kondu. ${reason}`));
    expect(await screen.findByRole('heading', { name: 'Pide', level: 2 })).toBeInTheDocument();
  });

  it('sends the delete before signing out, so it is not lost with the session', async () => {
    const api = categoriesApi({ 'POST /api/admin/logout': () => ok() });
    renderAdmin('/admin/categories');
    await deletePide();
    await userEvent.click(screen.getByRole('button', { name: 'Çıkış Yap' }));

    await waitFor(() => expect(api.callsTo('POST', '/api/admin/logout')).toHaveLength(1));
    const order = api.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);
    expect(order).toEqual(['DELETE /api/admin/categories/1', 'POST /api/admin/logout']);
  });
});

const product = (id: number, nameTr: string): AdminProduct =>
  adminProduct({
    id,
    categoryId: 1,
    nameTr,
    nameEn: nameTr,
    descriptionTr: `${nameTr} açıklaması`,
    descriptionEn: `${nameTr} description`,
    priceKurus: 12000,
    image: 'https://img.example/p.jpg',
    tagIds: [],
    ingredientIds: [],
    allergens: [],
    sizes: [],
    soldOut: null,
    availability: null,
    isWeeklyChoice: false,
    isActive: true,
    order: id - 1,
    version: 1,
    translations: {},
  });

const ingredient = (id: number, nameTr: string): AdminIngredient => ({
  id,
  categoryId: 1,
  nameTr,
  nameEn: nameTr,
  descriptionTr: '',
  descriptionEn: '',
  isActive: true,
  version: 1,
  translations: {},
});

const campaign = (id: number, titleTr: string): AdminCampaign => ({
  id,
  titleTr,
  titleEn: titleTr,
  descriptionTr: '',
  descriptionEn: '',
  image: null,
  startDate: '2025-03-01',
  endDate: '2025-03-20',
  isActive: true,
  priceKurus: null,
  discountPriceKurus: null,
  phase: 'running',
  version: 1,
  translations: {},
});

// Where each list shows a record: a card (article) or a table row (its row header).
const inCard = (name: string) => screen.queryByRole('article', { name });
const inRow = (name: string) => screen.queryByRole('rowheader', { name: new RegExp(name) });

const UNDOABLE = [
  { path: '/admin/products', name: 'products', records: [product(1, 'Kıymalı'), product(2, 'Kaşarlı')], shown: inCard },
  { path: '/admin/tags', name: 'tags', records: [tag(1, 'Acılı'), tag(2, 'Yeni')], shown: inRow },
  { path: '/admin/ingredients', name: 'ingredients', records: [ingredient(1, 'Domates'), ingredient(2, 'Biber')], shown: inRow },
  { path: '/admin/campaigns', name: 'campaigns', records: [campaign(1, 'Bahar'), campaign(2, 'Yaz')], shown: inRow },
] as const;

describe.each(UNDOABLE)('undoing a delete on $path', ({ path, name, records, shown }) => {
  const first = records[0] as { id: number; nameTr?: string; titleTr?: string };
  const title = first.nameTr ?? first.titleTr ?? '';

  it(`brings the deleted record back with "Geri al", and deletes nothing`, async () => {
    const list = collection(name, [...records] as { id: number; version: number }[]);
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/categories': () => ok([PIDE]),
      ...list.handlers,
    });
    renderAdmin(path);
    await waitFor(() => expect(shown(title)).toBeInTheDocument());
    const holder = (shown(title)!.closest('article') ?? shown(title)!.closest('tr')) as HTMLElement;
    await userEvent.click(within(holder).getByRole('button', { name: /^Sil/ }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sil' }));

    await waitFor(() => expect(shown(title)).not.toBeInTheDocument());
    expect(statusNotices()).toHaveTextContent(`${title} silindi.`);
    await userEvent.click(within(statusNotices()).getByRole('button', { name: 'Geri al' }));

    await waitFor(() => expect(shown(title)).toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(list.records()).toHaveLength(records.length);
  });
});
