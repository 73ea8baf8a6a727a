import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app.js';

// The home page's search finds dishes in every category, by name, description or ingredient.

const region = () => screen.getByRole('region', { name: /Menüde ara|Search the menu/ });
const results = () =>
  within(region())
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => ({
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
    expect(within(region()).getByRole('status')).toHaveTextContent('1 ürün');

    await user.clear(search);
    // An ingredient's name (Domates, in Kıymalı and Kuşbaşılı Pide).
    await user.type(search, 'domates');
    expect(results()).toEqual([{ category: 'Pide', dishes: ['Kıymalı Pide', 'Kuşbaşılı Pide'] }]);
    const link = screen.getByRole('link', { name: /Kıymalı Pide/ });
    expect(link).toHaveAttribute('href', '/category/Pide/kiymali-pide');
  });

  it('says so when nothing matches, in English too', async () => {
    const { user } = renderApp('/EN');
    await user.type(screen.getByRole('searchbox', { name: 'Search the whole menu' }), 'sushi');
    expect(within(region()).getByRole('status')).toHaveTextContent('No dishes match your search.');
    expect(results()).toEqual([]);
  });

  it('leads to the dish’s own page', async () => {
    const { user, location } = renderApp('/');
    await user.type(screen.getByRole('searchbox', { name: 'Tüm menüde ara' }), 'kaşar');
    await user.click(screen.getByRole('link', { name: /Kaşarlı Pide/ }));
    expect(location().pathname).toBe('/category/Pide/kasarli-pide');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Kaşarlı Pide');
  });
});
