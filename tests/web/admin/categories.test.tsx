import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '../../../src/shared/schemas/category.js';
import { ADMIN, category, fail, ok, renderAdmin, signedInAs, stubApi } from './harness.js';

const QUESTION = 'Bu kategoriyi silmek istediğinizden emin misiniz?';

/** A tiny categories API over an in-memory list. */
function categoriesApi(initial: AdminCategory[], overrides: Parameters<typeof stubApi>[0] = {}) {
  let categories = initial;
  return stubApi({
    'GET /api/admin/me': signedInAs(ADMIN),
    'GET /api/admin/categories': () => ok(categories),
    'PATCH /api/admin/categories/1/active': ({ body }) => {
      const { isActive } = body as { isActive: boolean };
      categories = categories.map((c) => (c.id === 1 ? { ...c, isActive, version: c.version + 1 } : c));
      return ok(categories[0]);
    },
    'DELETE /api/admin/categories/1': () => {
      categories = categories.filter((c) => c.id !== 1);
      return ok();
    },
    ...overrides,
  });
}

// Pide is empty, so it may be deleted; the test of a category with products says so.
const seed = () => [category({ id: 1, nameTr: 'Pide', productCount: 0 }), category({ id: 2, nameTr: 'İçecekler' })];

async function pideCard() {
  return (await screen.findByRole('heading', { name: 'Pide', level: 2 })).closest('article') as HTMLElement;
}

describe('category grid', () => {
  it('shows each category with its product count, in order', async () => {
    categoriesApi([category({ id: 2, nameTr: 'İçecekler', order: 1 }), category({ id: 1, nameTr: 'Pide', order: 0, productCount: 3 })]);
    renderAdmin('/admin/categories');
    const grid = await screen.findByRole('list', { name: 'Kategoriler' });
    const headings = within(grid)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Pide', 'İçecekler']);
    expect(within(await pideCard()).getByText('3 ürün')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sırala: Pide' })).toBeInTheDocument();
  });

  it('switches a category off with one click (PATCH) and the card says Pasif', async () => {
    const api = categoriesApi(seed());
    renderAdmin('/admin/categories');
    const card = await pideCard();
    const toggle = within(card).getByRole('switch');
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveTextContent('Aktif');

    await userEvent.click(toggle);

    await waitFor(() => expect(within(card).getByRole('switch')).toHaveAttribute('aria-checked', 'false'));
    expect(within(card).getByRole('switch')).toHaveTextContent('Pasif');
    expect(api.callsTo('PATCH', '/api/admin/categories/1/active')).toEqual([expect.objectContaining({ body: { isActive: false } })]);
  });

  it('puts the switch back and says why when the server refuses', async () => {
    categoriesApi(seed(), {
      'PATCH /api/admin/categories/1/active': () => fail(500, 'internal', 'Beklenmeyen hata', { requestId: 'req-7' }),
    });
    renderAdmin('/admin/categories');
    const card = await pideCard();
    await userEvent.click(within(card).getByRole('switch'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Pide güncellenemedi.');
    expect(screen.getByRole('alert')).toHaveTextContent('req-7');
    expect(within(card).getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });

  it('asks before deleting, and deletes once the "Geri al" notice has gone', async () => {
    const api = categoriesApi(seed());
    renderAdmin('/admin/categories');
    await userEvent.click(within(await pideCard()).getByRole('button', { name: /^Sil/ }));

    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent(QUESTION);
    expect(api.callsTo('DELETE', '/api/admin/categories/1')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));

    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Pide' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'İçecekler' })).toBeInTheDocument();
    // Until the notice goes, "Geri al" can still bring it back: nothing is sent yet.
    expect(api.callsTo('DELETE', '/api/admin/categories/1')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Bildirimi kapat' }));
    await waitFor(() => expect(api.callsTo('DELETE', '/api/admin/categories/1')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Pide' })).not.toBeInTheDocument();
  });

  it('deletes nothing when the question is cancelled', async () => {
    const api = categoriesApi(seed());
    renderAdmin('/admin/categories');
    await userEvent.click(within(await pideCard()).getByRole('button', { name: /^Sil/ }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Vazgeç' }));

    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Pide' })).toBeInTheDocument();
  });

  it('refuses at once to delete a category that still has products, in the server’s words, and sends nothing', async () => {
    const api = categoriesApi([category({ id: 1, nameTr: 'Pide', productCount: 3 }), category({ id: 2, nameTr: 'İçecekler' })]);
    renderAdmin('/admin/categories');
    await userEvent.click(within(await pideCard()).getByRole('button', { name: /^Sil/ }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Pide silinemez. "Pide" kategorisinde 3 ürün var. Silmeden önce ürünleri başka bir kategoriye taşıyın veya silin.',
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Pide silindi.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pide', level: 2 })).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('says a delete that the server refused later is back in the list, and why (products added meanwhile)', async () => {
    const reason = '"Pide" kategorisinde 1 ürün var. Silmeden önce ürünleri başka bir kategoriye taşıyın veya silin.';
    categoriesApi(seed(), { 'DELETE /api/admin/categories/1': () => fail(409, 'conflict', reason) });
    renderAdmin('/admin/categories');
    await userEvent.click(within(await pideCard()).getByRole('button', { name: /^Sil/ }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sil' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bildirimi kapat' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(`Pide silinemedi; listede yerine geri kondu. ${reason}`);
    expect(await screen.findByRole('heading', { name: 'Pide' })).toBeInTheDocument();
  });

  it('says so when there are no categories yet', async () => {
    categoriesApi([]);
    renderAdmin('/admin/categories');
    expect(await screen.findByText('Henüz kategori yok.')).toBeVisible();
  });
});
