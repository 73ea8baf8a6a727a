import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fixtureMenu } from './support/fixture-menu.js';
import { renderApp } from './support/render-app.js';

describe('home page', () => {
  it('Turkish: hero, campaign, weekly choice and the categories in order', () => {
    renderApp('/');

    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Lezzetli Menümüz' })).toBeInTheDocument();
    expect(screen.getByText('En taze malzemelerle hazırlanan özel tarifler')).toBeInTheDocument();

    const campaign = screen.getByRole('region', { name: 'Pide Haftası' });
    expect(within(campaign).getByText('Her pidenin yanında ayran bizden')).toBeInTheDocument();
    expect(within(campaign).getByText('₺200,00').tagName).toBe('DEL');
    expect(within(campaign).getByText('₺150,00')).toBeInTheDocument();

    expect(screen.getByRole('heading', { name: 'Haftanın Seçimi: Kıymalı Pide' })).toBeInTheDocument();

    const categories = within(screen.getByRole('region', { name: 'Kategoriler' })).getAllByRole('link');
    expect(categories.map((link) => link.getAttribute('href'))).toEqual([
      '/category/Pide',
      '/category/%C4%B0%C3%A7ecekler',
      '/category/Tatl%C4%B1lar',
      '/category/Salatalar',
    ]);
    expect(screen.getByRole('link', { name: /^Sofra/ })).toHaveAttribute('href', '/');
  });

  it('English: the same in English, with English category addresses', () => {
    renderApp('/EN');

    expect(screen.getByRole('heading', { level: 1, name: 'Our Delicious Menu' })).toBeInTheDocument();
    expect(screen.getByText('Special recipes prepared with the freshest ingredients')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Pide Week' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Weekly Choice: Pide with Minced Meat' })).toBeInTheDocument();
    const categories = within(screen.getByRole('region', { name: 'Categories' })).getAllByRole('link');
    expect(categories.map((link) => link.getAttribute('href'))).toEqual([
      '/EN/category/Pide',
      '/EN/category/Drinks',
      '/EN/category/Desserts',
      '/EN/category/Salads',
    ]);
  });

  it('shows no campaign and no weekly choice when there are none', () => {
    renderApp('/', { menu: { ...fixtureMenu, campaign: null, weeklyChoiceId: null } });
    expect(screen.queryByText('Pide Haftası')).not.toBeInTheDocument();
    expect(screen.queryByText(/Haftanın Seçimi/)).not.toBeInTheDocument();
  });

  it('the scroll-down button brings the categories into view', async () => {
    const { user } = renderApp('/');
    // jsdom does not lay pages out, so it has no scrollIntoView of its own.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    try {
      await user.click(screen.getByRole('button', { name: 'Menüyü keşfet' }));

      expect(scrollIntoView).toHaveBeenCalled();
      expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Kategoriler' }));
      expect(screen.getByRole('heading', { name: 'Kategoriler' })).toHaveFocus();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});
