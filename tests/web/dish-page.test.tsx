import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadStrings } from '../../src/shared/i18n/translate.js';
import type { PublicMenu } from '../../src/shared/menu.js';
import { fixtureMenu } from './support/fixture-menu.js';
import { renderApp } from './support/render-app.js';

/** The menu with Russian and Arabic on, and the minced-meat pide made with beer and pork. */
const further: PublicMenu = {
  ...fixtureMenu,
  restaurant: { ...fixtureMenu.restaurant, menuLanguages: ['ru', 'ar'] },
  products: fixtureMenu.products.map((product) => (product.id === 10 ? { ...product, allergens: ['gluten', 'alcohol', 'pork'] } : product)),
};

beforeAll(() => Promise.all([loadStrings('ru'), loadStrings('ar')]));

// Each dish has a page of its own: the large photo and everything a guest needs to choose it.

describe('the dish page', () => {
  it('shows the dish with its sizes, calories, ingredients, allergens and rating; picking a size shows its price', async () => {
    const { user } = renderApp('/category/Pide/kiymali-pide');
    expect(screen.getByRole('heading', { level: 1, name: 'Kıymalı Pide' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Kıymalı Pide' })).toBeInTheDocument();
    expect(screen.getByText('Dana kıyma, domates ve soğan')).toBeVisible();

    const sizes = screen.getByRole('group', { name: 'Boy seçin' });
    expect(within(sizes).getByRole('radio', { name: /Normal/ })).toBeChecked();
    const price = screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite' && element.tagName === 'P');
    expect(price).toHaveTextContent('Fiyat: ₺120,00');
    await user.click(within(sizes).getByRole('radio', { name: /Büyük/ }));
    expect(price).toHaveTextContent('Fiyat: ₺170,00');
    expect(screen.getByText('1.250 kcal')).toBeVisible();

    const ingredients = screen.getByRole('region', { name: 'Malzemeler' });
    expect(
      within(ingredients)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Domates', 'Soğan']);
    const allergens = screen.getByRole('region', { name: 'Alerjenler' });
    expect(within(allergens).getByText(/Gluten/)).toBeVisible();
    expect(within(allergens).getByText(/personelimize danışın/)).toBeVisible();
    expect(screen.getByRole('img', { name: '4,5 / 5 · 2 yorum' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yorumlar (2)' })).toBeVisible();
  });

  it('is in English at its English address, and the language switch keeps the dish (D11)', () => {
    renderApp('/EN/category/Pide/pide-with-minced-meat');
    expect(screen.getByRole('heading', { level: 1, name: 'Pide with Minced Meat' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Choose a size' })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Large/ })).toBeInTheDocument();
    expect(screen.getByText('1,250 kcal')).toBeVisible();
    expect(screen.getByRole('link', { name: 'TR' })).toHaveAttribute('href', '/category/Pide/kiymali-pide');
  });

  it('says the energy in Russian units, and alcohol and pork apart from the allergens (issue 53)', () => {
    renderApp('/RU/category/Pide/pide-with-minced-meat', { menu: further });
    expect(screen.getByText('1 250 ккал')).toBeVisible();
    const section = screen.getByRole('region', { name: 'Аллергены' });
    const [allergens] = within(section).getAllByRole('list');
    expect(
      within(allergens!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['🌾 Глютен']);
    expect(
      within(within(section).getByRole('list', { name: 'Содержит' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['🍸 Содержит алкоголь', '🐖 Содержит свинину']);
  });

  it('on an Arabic page, writes the energy in its unit, the rating with the prices’ comma, and isolates an English fallback in its own direction (issue 53)', () => {
    renderApp('/AR/category/Pide/pide-with-minced-meat', { menu: further });
    expect(screen.getByText('1,250 سعرة حرارية')).toBeVisible();
    const name = screen.getByRole('heading', { level: 1, name: 'Pide with Minced Meat' });
    expect(name).toHaveAttribute('lang', 'en');
    expect(name).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('img', { name: /^4,5 من 5/ })).toBeInTheDocument();
  });

  it('opens from a card, and its back link returns to the list', async () => {
    const { user, location } = renderApp('/category/Pide');
    await user.click(screen.getByRole('link', { name: 'Kuşbaşılı Pide' }));
    expect(location().pathname).toBe('/category/Pide/kusbasili-pide');
    expect(screen.getByRole('heading', { level: 1, name: 'Kuşbaşılı Pide' })).toBeVisible();
    // A dish with one price shows it, with no size to choose.
    expect(screen.queryByRole('group', { name: 'Boy seçin' })).not.toBeInTheDocument();
    expect(screen.getByText('₺150,50')).toBeVisible();
    // Nor calories it was not given.
    expect(screen.queryByText(/kcal/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Pide listesine dön/ }));
    expect(location().pathname).toBe('/category/Pide');
    expect(screen.getByRole('heading', { level: 1, name: 'Pide' })).toBeVisible();
  });

  it('opened from a shared link, goes back to its category', async () => {
    const { user, location } = renderApp('/category/Pide/kusbasili-pide');
    expect(screen.getByRole('link', { name: /Pide listesine dön/ })).toHaveAttribute('href', '/category/Pide');
    await user.click(screen.getByRole('link', { name: /Pide listesine dön/ }));
    expect(location().pathname).toBe('/category/Pide');
  });

  it('is a 404 page for a dish the category does not have', () => {
    renderApp('/category/İçecekler/kiymali-pide');
    expect(screen.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
  });

  it('is where a search result leads', async () => {
    const { user, location } = renderApp('/');
    await user.type(screen.getByRole('searchbox', { name: 'Tüm menüde ara' }), 'kuşbaşı');
    await user.click(screen.getByRole('link', { name: /Kuşbaşılı Pide/ }));
    expect(location().pathname).toBe('/category/Pide/kusbasili-pide');
  });
});
