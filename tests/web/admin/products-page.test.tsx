import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminProduct } from '../../../src/shared/schemas/product.js';
import { ADMIN, category, layOutListsInRows, ok, renderAdmin, signedInAs, stubApi, WAITER, type Handler } from './harness.js';
import { adminProduct } from '../../support/records.js';

beforeEach(layOutListsInRows);
afterEach(() => {
  vi.restoreAllMocks();
});

const product = (
  id: number,
  categoryId: number,
  nameTr: string,
  nameEn: string,
  order: number,
  extra: Partial<AdminProduct> = {},
): AdminProduct =>
  adminProduct({
    id,
    categoryId,
    nameTr,
    nameEn,
    descriptionTr: nameTr,
    descriptionEn: nameEn,
    image: `https://img.example/${id}.jpg`,
    priceKurus: 100_00,
    tagIds: [],
    ingredientIds: [],
    allergens: [],
    sizes: [],
    soldOut: null,
    availability: null,
    isWeeklyChoice: false,
    isActive: true,
    order,
    version: 1,
    translations: {},
    ...extra,
  });

// As seeded: each category's products numbered from 0, so the plain `order` mixes categories.
const seed = () => [
  product(1, 1, 'Kıymalı Pide', 'Minced Meat Pide', 0, { isWeeklyChoice: true }),
  product(2, 1, 'Kaşarlı Pide', 'Cheese Pide', 1),
  product(3, 1, 'Kuşbaşılı Pide', 'Diced Meat Pide', 2),
  product(4, 2, 'Ayran', 'Ayran', 0),
  product(5, 2, 'Çay', 'Turkish Tea', 1),
];
// İçecekler comes first on the menu.
const CATEGORIES = [category({ id: 1, nameTr: 'Pide', order: 1 }), category({ id: 2, nameTr: 'İçecekler', order: 0 })];

function productsApi(handlers: Record<string, Handler> = {}) {
  let products = seed();
  return stubApi({
    'GET /api/admin/me': signedInAs(ADMIN),
    'GET /api/admin/products': () => ok(products),
    'GET /api/admin/categories': () => ok(CATEGORIES),
    'PUT /api/admin/products/order': ({ body }) => {
      const { ids } = body as { ids: number[] };
      products = ids.map((id, order) => ({ ...products.find((p) => p.id === id)!, order }));
      return ok(products);
    },
    ...handlers,
  });
}

const group = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const cardNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const card = (name: string) => screen.getByRole('article', { name });
const shownNames = () => screen.queryAllByRole('article').map((article) => within(article).getByRole('heading').textContent);

async function moveOneRight(name: string) {
  const handle = await screen.findByRole('button', { name: `Sırala: ${name}` });
  act(() => handle.focus());
  await userEvent.keyboard(' ');
  await userEvent.keyboard('{ArrowRight}');
  await userEvent.keyboard(' ');
}

describe('product list: all categories', () => {
  it('shows each category under its own heading, in menu order, with its products in their order', async () => {
    productsApi();
    renderAdmin('/admin/products');
    await screen.findByRole('heading', { name: 'Kıymalı Pide' });

    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['İçecekler 2 ürün', 'Pide 3 ürün']);
    expect(cardNames(group('İçecekler'))).toEqual(['Ayran', 'Çay']);
    expect(cardNames(group('Pide'))).toEqual(['Kıymalı Pide', 'Kaşarlı Pide', 'Kuşbaşılı Pide']);
  });

  it('reorders with the keyboard inside a category and sends every product with only that category changed', async () => {
    const api = productsApi();
    renderAdmin('/admin/products');
    await moveOneRight('Kıymalı Pide');

    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/products/order')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/products/order')[0]?.body).toEqual({ ids: [4, 5, 2, 1, 3] });
    expect(cardNames(group('Pide'))).toEqual(['Kaşarlı Pide', 'Kıymalı Pide', 'Kuşbaşılı Pide']);
    expect(cardNames(group('İçecekler'))).toEqual(['Ayran', 'Çay']);
    expect(await screen.findByText('Sıralama kaydedildi.')).toBeVisible();
  });

  it('keeps a product inside its category: moving past its last place changes nothing', async () => {
    const api = productsApi();
    renderAdmin('/admin/products');
    await moveOneRight('Çay');

    expect(cardNames(group('İçecekler'))).toEqual(['Ayran', 'Çay']);
    expect(cardNames(group('Pide'))).toEqual(['Kıymalı Pide', 'Kaşarlı Pide', 'Kuşbaşılı Pide']);
    expect(api.callsTo('PUT', '/api/admin/products/order')).toHaveLength(0);
  });

  it('shows one category alone when it is chosen, and reorders it the same way', async () => {
    const api = productsApi();
    renderAdmin('/admin/products?kategori=2');
    await screen.findByRole('heading', { name: 'Ayran' });
    expect(screen.queryByRole('heading', { name: 'Kıymalı Pide' })).not.toBeInTheDocument();
    await moveOneRight('Ayran');

    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/products/order')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/products/order')[0]?.body).toEqual({ ids: [5, 4, 1, 2, 3] });
  });
});

describe('product list: search', () => {
  it('finds products by their Turkish or English name, the Turkish way, with reordering off meanwhile', async () => {
    productsApi();
    renderAdmin('/admin/products');
    await screen.findByRole('heading', { name: 'Kıymalı Pide' });
    const search = screen.getByRole('searchbox', { name: 'Ürün ara' });

    await userEvent.type(search, 'KASARLI');
    expect(shownNames()).toEqual(['Kaşarlı Pide']);
    expect(screen.getByText(/^1 ürün gösteriliyor; arama sürerken sıralama kapalı/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Sırala/ })).not.toBeInTheDocument();

    await userEvent.clear(search);
    await userEvent.type(search, 'tea');
    expect(shownNames()).toEqual(['Çay']);

    await userEvent.clear(search);
    await userEvent.type(search, 'ıskender');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('Aramaya uyan ürün yok.')).toBeVisible();

    await userEvent.clear(search);
    expect(shownNames()).toHaveLength(5);
    expect(screen.getByText('5 ürün gösteriliyor')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sırala: Kıymalı Pide' })).toBeInTheDocument();
  });
});

describe('product list: the weekly choice', () => {
  const WARNING = 'Bu ürün haftanın seçimi; pasifleştirilirse ana sayfada haftanın seçimi gösterilmez.';

  it('asks before switching off the weekly choice, and switches it off only when confirmed', async () => {
    const api = productsApi({
      'PATCH /api/admin/products/1/active': () => ok({ ...seed()[0], isActive: false, version: 2 }),
    });
    renderAdmin('/admin/products');
    const toggle = within(await screen.findByRole('article', { name: 'Kıymalı Pide' })).getByRole('switch');

    await userEvent.click(toggle);
    let confirm = screen.getByRole('alertdialog', { name: 'Pasifleştirme onayı' });
    expect(confirm).toHaveTextContent(WARNING);
    expect(within(confirm).getByRole('button', { name: 'Vazgeç' })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(api.callsTo('PATCH', '/api/admin/products/1/active')).toHaveLength(0);

    await userEvent.click(toggle);
    confirm = screen.getByRole('alertdialog', { name: 'Pasifleştirme onayı' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Pasifleştir' }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/products/1/active')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/admin/products/1/active')[0]?.body).toEqual({ isActive: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('switches any other product off at once', async () => {
    const api = productsApi({
      'PATCH /api/admin/products/2/active': () => ok({ ...seed()[1], isActive: false, version: 2 }),
    });
    renderAdmin('/admin/products');
    await userEvent.click(within(await screen.findByRole('article', { name: 'Kaşarlı Pide' })).getByRole('switch'));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/products/2/active')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(card('Kaşarlı Pide')).toBeInTheDocument();
  });
});

describe('products page: sold out', () => {
  it('marks a dish sold out for today with one tap, and puts it on sale with another', async () => {
    let soldOut: 'today' | null = null;
    const api = productsApi({
      'GET /api/admin/products': () => ok(seed().map((p) => (p.id === 2 ? { ...p, soldOut } : p))),
      'PATCH /api/admin/products/2/sold-out': ({ body }) => {
        soldOut = (body as { soldOut: 'today' | null }).soldOut;
        return ok({ ...seed()[1], soldOut, version: 2 });
      },
    });
    renderAdmin('/admin/products');
    const kasarli = await screen.findByRole('article', { name: 'Kaşarlı Pide' });
    const button = within(kasarli).getByRole('button', { name: /^Tükendi ?: Kaşarlı Pide$/ });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(button);
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/products/2/sold-out')).toHaveLength(1));
    expect(api.callsTo('PATCH', '/api/admin/products/2/sold-out')[0]?.body).toEqual({ soldOut: 'today' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(within(kasarli).getByText('Bugün tükendi')).toBeVisible();

    await userEvent.click(button);
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/products/2/sold-out')).toHaveLength(2));
    expect(api.callsTo('PATCH', '/api/admin/products/2/sold-out')[1]?.body).toEqual({ soldOut: null });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(within(kasarli).queryByText('Bugün tükendi')).not.toBeInTheDocument();
  });
});

describe('products page: a waiter (D54)', () => {
  it('lists every dish to read, with only the sold-out switch, which works', async () => {
    let soldOut: 'today' | null = null;
    const api = productsApi({
      'GET /api/admin/me': signedInAs(WAITER),
      'GET /api/admin/products': () => ok(seed().map((p) => (p.id === 2 ? { ...p, soldOut } : p.id === 5 ? { ...p, isActive: false } : p))),
      'PATCH /api/admin/products/2/sold-out': ({ body }) => {
        soldOut = (body as { soldOut: 'today' | null }).soldOut;
        return ok({ ...seed()[1], soldOut, version: 2 });
      },
    });
    renderAdmin('/admin/products');
    const kasarli = await screen.findByRole('article', { name: 'Kaşarlı Pide' });
    expect(shownNames()).toHaveLength(5);
    expect(screen.getByText("Biten ürünü 'Tükendi' ile işaretleyin; gece yarısı yeniden satışa çıkar.")).toBeVisible();

    // Nothing that changes the menu but the sold-out switch: no add, edit, delete, on/off, order or spreadsheet.
    for (const name of [/^Ürün Ekle$/, /^Düzenle/, /^Sil/, /^Sırala:/]) expect(screen.queryAllByRole('button', { name })).toEqual([]);
    expect(screen.queryAllByRole('switch')).toEqual([]);
    expect(screen.queryByText(/Excel|CSV/)).not.toBeInTheDocument();
    expect(within(card('Çay')).getByText('Pasif')).toBeVisible();

    const button = within(kasarli).getByRole('button', { name: /^Tükendi ?: Kaşarlı Pide$/ });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(api.callsTo('PATCH', '/api/admin/products/2/sold-out')[0]?.body).toEqual({ soldOut: 'today' });
    expect(within(kasarli).getByText('Bugün tükendi')).toBeVisible();
    // Only what a waiter may ask for was asked.
    expect(new Set(api.calls.map((call) => `${call.method} ${call.path}`))).toEqual(
      new Set(['GET /api/admin/me', 'GET /api/admin/products', 'GET /api/admin/categories', 'PATCH /api/admin/products/2/sold-out']),
    );
  });
});

describe('products page: the menu from a spreadsheet', () => {
  const PREVIEW = {
    entries: [
      {
        rows: [2],
        name: 'Kaşarlı Pide',
        state: 'changed',
        changes: [{ field: 'Fiyat', before: '₺100,00', after: '₺110,00' }],
        reasons: [],
      },
      { rows: [7], name: 'Lahmacun', state: 'new', changes: [], reasons: [] },
      { rows: [3], name: 'Ayran', state: 'unchanged', changes: [], reasons: [] },
    ],
    counts: { new: 1, changed: 1, unchanged: 1, refused: 0 },
    basis: [{ id: 2, version: 1 }],
    applied: false,
  };
  const upload = async () => {
    renderAdmin('/admin/products');
    await userEvent.click(await screen.findByText('Excel ile toplu düzenleme'));
    const file = new File(['Kategori;Ürün;Fiyat (₺)\r\nPide;Lahmacun;90\r\n'], 'menu.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Düzenlenmiş dosya (.xlsx ya da .csv)'), file);
  };

  it('previews what the file changes, each value before and after, and saves it with the versions the preview read', async () => {
    const api = productsApi({
      'POST /api/admin/products/import': ({ body }) => ok((body as { apply?: boolean }).apply ? { ...PREVIEW, applied: true } : PREVIEW),
    });
    await upload();
    expect(await screen.findByRole('heading', { name: 'Önizleme: 1 yeni, 1 değişen, 1 aynı, 0 reddedilen' })).toBeVisible();
    const changed = screen.getByRole('row', { name: /Kaşarlı Pide/ });
    expect(changed).toHaveTextContent('Fiyat: ₺100,00 → ₺110,00');
    // Unchanged dishes are counted, not listed.
    expect(screen.queryByRole('row', { name: /Ayran/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Kaydet (2 ürün)' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/products/import')).toHaveLength(2));
    expect(api.callsTo('POST', '/api/admin/products/import')[1]?.body).toMatchObject({ apply: true, basis: [{ id: 2, version: 1 }] });
    expect(await screen.findByText('1 ürün eklendi, 1 ürün güncellendi.')).toBeVisible();
  });

  it('says why rows are refused and saves nothing', async () => {
    const refused = {
      ...PREVIEW,
      entries: [{ rows: [14], name: 'Çay', state: 'refused', changes: [], reasons: ["Satır 14: fiyat okunamadı: '12O'"] }],
      counts: { new: 0, changed: 0, unchanged: 0, refused: 1 },
    };
    productsApi({ 'POST /api/admin/products/import': () => ok(refused) });
    await upload();
    expect(await screen.findByText("Satır 14: fiyat okunamadı: '12O'")).toBeVisible();
    expect(screen.getByText(/Reddedilen satırlar varken hiçbir şey kaydedilmez/)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Kaydet (0 ürün)' })).toBeDisabled();
  });
});
