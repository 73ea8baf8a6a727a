import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixtureMenu } from './support/fixture-menu.js';
import { renderApp } from './support/render-app.js';

// A dish sold in sizes shows each size with its price, or where its prices start.

const card = (name: string) => screen.getByRole('article', { name });

describe('a dish in sizes', () => {
  it('lists each size with its price on the card, in Turkish and English', () => {
    renderApp('/category/Pide');
    const sizes = within(card('Kıymalı Pide')).getByRole('list', { name: 'Boylar ve fiyatları' });
    expect(
      within(sizes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Normal 300 g ₺120,00', 'Büyük ₺170,00']);
    // A dish with one price shows it alone.
    expect(within(card('Kuşbaşılı Pide')).queryByRole('list', { name: 'Boylar ve fiyatları' })).not.toBeInTheDocument();
    expect(within(card('Kuşbaşılı Pide')).getByText('₺150,50')).toBeVisible();
    // Each price follows its portion's weight where staff gave one.
    expect(within(card('Kuşbaşılı Pide')).getByText('₺150,50').parentElement).toHaveTextContent('320 g ₺150,50');
  });

  it('says the sizes in English on the English page', () => {
    renderApp('/EN/category/Pide');
    const sizes = within(card('Pide with Minced Meat')).getByRole('list', { name: 'Sizes and prices' });
    expect(
      within(sizes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Regular 300 g ₺120,00', 'Large ₺170,00']);
  });

  it('says where the prices start when there are more sizes than a card holds', () => {
    const many = [60_00, 90_00, 120_00, 150_00].map((priceKurus, index) => ({
      labelTr: `Boy ${index}`,
      labelEn: `Size ${index}`,
      priceKurus,
      grams: null,
    }));
    const menu = {
      ...fixtureMenu,
      products: fixtureMenu.products.map((p) => (p.id === 10 ? { ...p, priceKurus: 60_00, sizes: many } : p)),
    };
    renderApp('/category/Pide', { menu });
    expect(within(card('Kıymalı Pide')).getByText("₺60,00'tan başlayan")).toBeVisible();
  });

  it('the weekly choice on the home page says where its prices start', () => {
    renderApp('/', { menu: { ...fixtureMenu, weeklyChoiceId: 10 } });
    expect(screen.getByText("₺120,00'den başlayan")).toBeVisible();
  });
});
