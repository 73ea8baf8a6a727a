import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp } from './support/render-app.js';

// A guest who came by table 5's code (`/?masa=5`): the menu says so quietly, keeps it for the
// visit, and a review they write says which table it came from (staff see it).

describe('a table’s code', () => {
  it('shows "Masa 5" on every page of the visit and sends the table with a review', async () => {
    window.history.replaceState(null, '', '/?masa=5');
    const sent: unknown[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') {
        sent.push(JSON.parse(init.body as string));
        return jsonResponse(400, { error: 'validation', message: 'Stop here', fields: {} });
      }
      if (url === '/api/products/10/reviews') return jsonResponse(200, []);
      throw new Error(`unexpected ${url}`);
    });
    const { user } = renderApp('/?masa=5', { fetch });
    expect(await screen.findByText('Masa 5')).toBeVisible();
    expect(sessionStorage.getItem('sofra-table')).toBe('5');

    // Another page of the visit, reached without the code's address: still table 5.
    window.history.replaceState(null, '', '/category/Pide');
    await user.click(screen.getAllByRole('link', { name: /^Pide / })[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pide' })).toBeVisible();
    expect(screen.getByText('Masa 5')).toBeVisible();

    const card = screen.getByRole('article', { name: 'Kıymalı Pide' });
    await user.click(within(card).getByRole('button', { name: '4,5 (2) · Yorumlar' }));
    const form = within(within(await screen.findByRole('dialog')).getByRole('form', { name: 'Yorum ekle' }));
    await user.type(form.getByRole('textbox', { name: 'Adınız' }), 'Ayşe');
    await user.click(form.getByRole('radio', { name: '5 yıldız' }));
    await user.click(form.getByRole('button', { name: 'Gönder' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Ayşe', rating: 5, table: '5' });
  });
});
