import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listedProducts, renderApp } from './support/render-app.js';

const TR_FILTERED = 'Seçilen kriterlere uygun ürün bulunamadı.';
const TR_EMPTY = 'Bu kategoride ürün bulunamadı.';
const EN_FILTERED = 'No products found matching the selected criteria.';
const EN_EMPTY = 'No products found in this category.';

describe('empty states (spec §8)', () => {
  it('Turkish: a search that matches nothing says no product matches the criteria', async () => {
    const { user } = renderApp('/category/Pide');
    await user.type(screen.getByPlaceholderText('Ürün adıyla ara...'), 'lahmacun');
    expect(listedProducts()).toEqual([]);
    expect(screen.getByText(TR_FILTERED)).toBeInTheDocument();
    expect(screen.queryByText(TR_EMPTY)).not.toBeInTheDocument();
  });

  it('Turkish: a chip combination that matches nothing says no product matches the criteria', async () => {
    const { user } = renderApp('/category/Pide');
    await user.click(screen.getByRole('button', { name: 'Filtreler' }));
    await user.click(await screen.findByRole('button', { name: 'Yeni' }));
    await user.click(screen.getByRole('button', { name: 'Domates' }));
    expect(screen.getByText(TR_FILTERED)).toBeInTheDocument();
  });

  it('Turkish: a category without products says the category is empty', () => {
    renderApp('/category/Salatalar');
    expect(screen.getByRole('heading', { level: 1, name: 'Salatalar' })).toBeInTheDocument();
    expect(screen.getByText(TR_EMPTY)).toBeInTheDocument();
    expect(screen.queryByText(TR_FILTERED)).not.toBeInTheDocument();
  });

  it('English: a price range that matches nothing says no product matches the criteria', async () => {
    const { user } = renderApp('/EN/category/Pide');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = await screen.findByRole('region', { name: 'Filters' });
    const max = within(panel).getByRole('spinbutton', { name: 'Max' });
    await user.clear(max);
    await user.type(max, '50');
    expect(screen.getByText(EN_FILTERED)).toBeInTheDocument();
    expect(screen.queryByText(EN_EMPTY)).not.toBeInTheDocument();
  });

  it('English: a category without products says the category is empty', () => {
    renderApp('/EN/category/Salads');
    expect(screen.getByText(EN_EMPTY)).toBeInTheDocument();
    expect(screen.queryByText(EN_FILTERED)).not.toBeInTheDocument();
  });
});
