import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureMenu } from './support/fixture-menu.js';
import { renderApp } from './support/render-app.js';

// A sold-out dish stays listed, marked in words, in the guest's language.
const menu = { ...fixtureMenu, products: fixtureMenu.products.map((p) => (p.id === 12 ? { ...p, soldOut: true } : p)) };

describe('a sold-out dish', () => {
  it('stays on the list with "Tükendi" under its name; the others say nothing of it', () => {
    renderApp('/category/Pide', { menu });
    const kusbasili = screen.getByRole('article', { name: 'Kuşbaşılı Pide' });
    expect(within(kusbasili).getByText('Tükendi')).toBeVisible();
    expect(within(kusbasili).getByText('₺150,50')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Kıymalı Pide' })).queryByText('Tükendi')).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('says "Sold out" in English', () => {
    renderApp('/EN/category/Pide', { menu });
    const card = screen.getAllByRole('article').find((article) => article.textContent?.includes('Sold out'));
    expect(card).toBeDefined();
    expect(within(card!).getByRole('heading').textContent).toBe(fixtureMenu.products.find((p) => p.id === 12)!.nameEn);
  });
});
