import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listedProducts, renderApp } from './support/render-app.js';

describe('English category view has the same power as Turkish (D10)', () => {
  it('shows English texts, a search box and a filter panel', async () => {
    const { user } = renderApp('/EN/category/Pide');

    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/EN');
    expect(screen.getByPlaceholderText('Search by product name...')).toBeInTheDocument();
    expect(listedProducts()).toEqual(['Pide with Minced Meat', 'Pide with Kashar Cheese', 'Pide with Diced Lamb']);
    expect(screen.getByRole('button', { name: '4.5 (2) · Reviews' })).toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = await screen.findByRole('region', { name: 'Filters' });
    expect(within(panel).getByRole('heading', { name: 'Filters' })).toBeInTheDocument();
    expect(within(panel).getByText('From local gardens')).toBeInTheDocument();
  });

  it('applies tag, ingredient and price filters', async () => {
    const { user } = renderApp('/EN/category/Pide');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });

    await user.click(within(panel).getByRole('button', { name: 'Popular' }));
    expect(listedProducts()).toEqual(['Pide with Minced Meat', 'Pide with Diced Lamb']);

    await user.click(within(panel).getByRole('button', { name: 'Onion' }));
    expect(listedProducts()).toEqual(['Pide with Minced Meat']);

    await user.click(within(panel).getByRole('button', { name: 'Onion' }));
    const min = within(panel).getByRole('spinbutton', { name: 'Min' });
    await user.clear(min);
    await user.type(min, '121');
    // The large minced meat pide (₺170) is still in range.
    expect(listedProducts()).toEqual(['Pide with Minced Meat', 'Pide with Diced Lamb']);
    const max = within(panel).getByRole('spinbutton', { name: 'Max' });
    await user.clear(max);
    await user.type(max, '160');
    expect(listedProducts()).toEqual(['Pide with Diced Lamb']);
  });

  it('hides the filter panel again with the toggle', async () => {
    const { user } = renderApp('/en/category/pide');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    await user.click(toggle);
    expect(await screen.findByRole('region', { name: 'Filters' })).toBeVisible();
    await user.click(toggle);
    expect(screen.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
  });
});
