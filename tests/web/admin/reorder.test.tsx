import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN, category, fail, layOutListsInRows, ok, renderAdmin, signedInAs, stubApi } from './harness.js';

beforeEach(layOutListsInRows);
afterEach(() => {
  vi.restoreAllMocks();
});

const names = () =>
  within(screen.getByRole('list', { name: 'Kategoriler' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

async function movePideOneRight() {
  const handle = await screen.findByRole('button', { name: 'Sırala: Pide' });
  act(() => handle.focus());
  await userEvent.keyboard(' ');
  await userEvent.keyboard('{ArrowRight}');
  await userEvent.keyboard(' ');
}

const seed = () => [category({ id: 1, nameTr: 'Pide' }), category({ id: 2, nameTr: 'İçecekler' }), category({ id: 3, nameTr: 'Tatlılar' })];

describe('category reorder', () => {
  it('moves a card with the keyboard and sends the complete new order', async () => {
    let categories = seed();
    const api = stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/categories': () => ok(categories),
      'PUT /api/admin/categories/order': ({ body }) => {
        const { ids } = body as { ids: number[] };
        categories = ids.map((id, order) => ({ ...categories.find((c) => c.id === id)!, order }));
        return ok(categories);
      },
    });
    renderAdmin('/admin/categories');
    await movePideOneRight();

    await waitFor(() => expect(api.callsTo('PUT', '/api/admin/categories/order')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/admin/categories/order')[0]?.body).toEqual({ ids: [2, 1, 3] });
    expect(names()).toEqual(['İçecekler', 'Pide', 'Tatlılar']);
    expect(await screen.findByText('Sıralama kaydedildi.')).toBeVisible();
  });

  it('puts the cards back and says so when the new order is refused', async () => {
    stubApi({
      'GET /api/admin/me': signedInAs(ADMIN),
      'GET /api/admin/categories': () => ok(seed()),
      'PUT /api/admin/categories/order': () => fail(400, 'validation', 'Sıralama eksik: her kategori bir kez olmalı.'),
    });
    renderAdmin('/admin/categories');
    await movePideOneRight();

    expect(await screen.findByRole('alert')).toHaveTextContent('Sıralama kaydedilemedi; eski sıra geri getirildi.');
    expect(screen.getByRole('alert')).toHaveTextContent('Sıralama eksik: her kategori bir kez olmalı.');
    expect(names()).toEqual(['Pide', 'İçecekler', 'Tatlılar']);
  });
});
