import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app.js';

// The home page's search finds dishes in every category, by name, description or ingredient.

const results = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => ({
    category: heading.textContent,
    dishes: within(heading.nextElementSibling as HTMLElement)
      .getAllByRole('link')
      .map((link) => link.querySelector('span')?.textContent),
  }));

describe('searching the whole menu', () => {
  it('finds dishes by name, description and ingredient, Turkish-aware, grouped by category', async () => {
    const { user } = renderApp('/');
    const search = screen.getByRole('searchbox', { name: 'Tüm menüde ara' });
    await user.type(search, 'KASAR');
    expect(results()).toEqual([{ category: 'Pide', dishes: ['Kaşarlı Pide'] }]);
    expect(screen.getByRole('status')).toHaveTextContent('1 ürün');

    await user.clear(search);
    // An ingredient's name (Domates, in Kıymalı and Kuşbaşılı Pide).
    await user.type(search, 'domates');
    expect(results()).toEqual([{ category: 'Pide', dishes: ['Kıymalı Pide', 'Kuşbaşılı Pide'] }]);
    const link = screen.getByRole('link', { name: /Kıymalı Pide/ });
    expect(link).toHaveAttribute('href', `/category/Pide?ara=${encodeURIComponent('Kıymalı Pide')}`);
  });

  it('says so when nothing matches, in English too', async () => {
    const { user } = renderApp('/EN');
    await user.type(screen.getByRole('searchbox', { name: 'Search the whole menu' }), 'sushi');
    expect(screen.getByRole('status')).toHaveTextContent('No dishes match your search.');
    expect(results()).toEqual([]);
  });

  it('leads to the dish in its category', async () => {
    const { user, location } = renderApp('/');
    await user.type(screen.getByRole('searchbox', { name: 'Tüm menüde ara' }), 'kaşar');
    await user.click(screen.getByRole('link', { name: /Kaşarlı Pide/ }));
    expect(location().pathname).toBe('/category/Pide');
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual(['Kaşarlı Pide']);
  });
});
