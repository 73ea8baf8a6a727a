import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listedProducts, renderApp } from './support/render-app.js';

describe('category view: search (D10, D12)', () => {
  it.each(['kiymali', 'KIYMALI', 'Kıymalı', '  kıYMALI pide '])('finds "Kıymalı Pide" when the guest types %j', async (text) => {
    const { user } = renderApp('/category/Pide');
    await user.type(screen.getByPlaceholderText('Ürün adıyla ara...'), text);
    expect(listedProducts()).toEqual(['Kıymalı Pide']);
  });

  it('searches the English name from the Turkish view too', async () => {
    const { user } = renderApp('/category/Pide');
    await user.type(screen.getByRole('searchbox', { name: 'Ürün ara' }), 'diced');
    expect(listedProducts()).toEqual(['Kuşbaşılı Pide']);
  });

  it('has a search box in the English view that matches Turkish-aware as well', async () => {
    const { user } = renderApp('/EN/category/Pide');
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    expect(search).toHaveAttribute('placeholder', 'Search by product name...');

    await user.type(search, 'KASARLI');
    expect(listedProducts()).toEqual(['Pide with Kashar Cheese']);

    await user.clear(search);
    await user.type(search, 'minced');
    expect(listedProducts()).toEqual(['Pide with Minced Meat']);
  });
});
