import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PublicMenu } from '../../src/shared/menu.js';
import { setMenu } from '../../src/web/api/menu.js';
import { listedProducts, renderApp } from './support/render-app.js';

const ALL_PIDES = ['Kıymalı Pide', 'Kaşarlı Pide', 'Kuşbaşılı Pide'];

async function openFilters(user: ReturnType<typeof renderApp>['user'], toggleName = 'Filtreler') {
  const toggle = screen.getByRole('button', { name: toggleName });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.findByRole('region', { name: toggleName });
}

describe('category view: products', () => {
  it('lists only the category’s products with price, rating and sized images, the first screen’s fetched at once', () => {
    renderApp('/category/Pide');

    expect(screen.getByRole('heading', { level: 1, name: 'Pide' })).toBeInTheDocument();
    expect(listedProducts()).toEqual(ALL_PIDES);
    expect(screen.queryByText('Ayran')).not.toBeInTheDocument();

    const kiymali = screen.getByRole('article', { name: 'Kıymalı Pide' });
    expect(within(kiymali).getByText('₺120,00')).toBeInTheDocument();
    expect(within(kiymali).getByRole('button', { name: '4,5 (2) · Yorumlar' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Kuşbaşılı Pide' })).getByText('₺150,50')).toBeInTheDocument();
    // No reviews, no rating.
    expect(within(screen.getByRole('article', { name: 'Kaşarlı Pide' })).queryByRole('img', { name: /\/ 5/ })).toBeNull();

    const images = ALL_PIDES.map((name) => screen.getByRole('img', { name }));
    for (const image of images) {
      expect(image).toHaveAttribute('width', '400');
      expect(image).toHaveAttribute('height', '300');
    }
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager']);
  });

  it('matches the category name the Turkish way, in any case', () => {
    renderApp('/category/P%C4%B0DE');
    expect(screen.getByRole('heading', { level: 1, name: 'Pide' })).toBeInTheDocument();
    expect(listedProducts()).toEqual(ALL_PIDES);
  });
});

describe('category view: filter panel', () => {
  it('shows only the category’s tags and ingredients, with ingredient descriptions', async () => {
    const { user } = renderApp('/category/Pide');
    expect(screen.queryByRole('region', { name: 'Filtreler' })).not.toBeInTheDocument();

    const panel = await openFilters(user);

    expect(within(panel).getByRole('heading', { name: 'Filtreler' })).toBeInTheDocument();
    const tags = within(within(panel).getByRole('group', { name: 'Etiketler' })).getAllByRole('button');
    expect(tags.map((chip) => chip.textContent)).toEqual(['Popüler', 'Yeni']);
    const ingredients = within(within(panel).getByRole('group', { name: 'Malzemeler' })).getAllByRole('button');
    expect(ingredients.map((chip) => chip.textContent)).toEqual(['Domates', 'Soğan', 'Kaşar']);
    expect(within(panel).queryByText('Soğuk')).not.toBeInTheDocument();
    expect(within(panel).getByText('Yerel bahçelerden')).toBeInTheDocument();
  });

  it('narrows the list with a tag chip and toggles it off again', async () => {
    const { user } = renderApp('/category/Pide');
    const panel = await openFilters(user);
    const popular = within(panel).getByRole('button', { name: 'Popüler' });

    await user.click(popular);
    expect(popular).toHaveAttribute('aria-pressed', 'true');
    expect(listedProducts()).toEqual(['Kıymalı Pide', 'Kuşbaşılı Pide']);

    await user.click(popular);
    expect(popular).toHaveAttribute('aria-pressed', 'false');
    expect(listedProducts()).toEqual(ALL_PIDES);
  });

  it('narrows the list with ingredient chips, every chosen one required', async () => {
    const { user } = renderApp('/category/Pide');
    const panel = await openFilters(user);

    await user.click(within(panel).getByRole('button', { name: 'Domates' }));
    expect(listedProducts()).toEqual(['Kıymalı Pide', 'Kuşbaşılı Pide']);

    await user.click(within(panel).getByRole('button', { name: 'Soğan' }));
    expect(within(panel).getByRole('button', { name: 'Soğan' })).toHaveAttribute('aria-pressed', 'true');
    expect(listedProducts()).toEqual(['Kıymalı Pide']);
  });

  it('leaves out the dishes with an excluded allergen, and says to ask staff', async () => {
    const { user } = renderApp('/category/Pide');
    // Each card names its allergens, an icon beside each name.
    const kasarli = screen.getByRole('article', { name: 'Kaşarlı Pide' });
    const allergens = within(kasarli).getByRole('list', { name: 'Alerjenler' });
    expect(
      within(allergens)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['🌾 Gluten', '🥛 Süt']);
    // The page's own notice, not the closed filter panel's (drawn with the page).
    const notice = /Alerjiniz varsa lütfen sipariş vermeden önce personelimize danışın/;
    expect(screen.getByText(notice, { ignore: 'script, style, dialog *' })).toBeVisible();

    const panel = await openFilters(user);
    const exclude = within(panel).getByRole('group', { name: 'İçermesin' });
    expect(within(exclude).getAllByRole('button')).toHaveLength(16);
    expect(exclude).toHaveAccessibleDescription(/Alerjen bilgileri restoranımız tarafından verilmektedir/);

    await user.click(within(exclude).getByRole('button', { name: 'Süt içermesin' }));
    // Left out, not "with": a cross, never the check mark of the chips that choose.
    const milk = within(exclude).getByRole('button', { name: 'Süt içermesin' });
    expect(milk).toHaveAttribute('aria-pressed', 'true');
    expect(milk).toHaveTextContent(/^✕ Süt$/);
    expect(listedProducts()).toEqual(['Kıymalı Pide', 'Kuşbaşılı Pide']);
    await user.click(within(exclude).getByRole('button', { name: /Gluten/ }));
    expect(listedProducts()).toEqual([]);
    expect(screen.getByText('Seçilen kriterlere uygun ürün bulunamadı.')).toBeInTheDocument();
  });

  it('opens with the category’s own price range and narrows by min and max, bounds included', async () => {
    const { user } = renderApp('/category/Pide');
    const panel = await openFilters(user);
    const min = within(panel).getByRole('spinbutton', { name: 'Min' });
    const max = within(panel).getByRole('spinbutton', { name: 'Max' });
    expect(min).toHaveValue(100);
    // Kıymalı Pide's large size (₺170) is the dearest.
    expect(max).toHaveValue(170);
    expect(min).toHaveAttribute('min', '0');

    await user.clear(min);
    await user.type(min, '120');
    expect(listedProducts()).toEqual(['Kıymalı Pide', 'Kuşbaşılı Pide']);

    await user.clear(max);
    await user.type(max, '120');
    expect(listedProducts()).toEqual(['Kıymalı Pide']);

    await user.clear(max);
    await user.type(max, '119');
    expect(listedProducts()).toEqual([]);

    // A dish sold in sizes is in the range when any of its sizes is.
    await user.clear(max);
    await user.type(max, '170');
    await user.clear(min);
    await user.type(min, '160');
    expect(listedProducts()).toEqual(['Kıymalı Pide']);
  });

  it('follows a price change with a bound the guest left alone, and keeps a bound the guest moved', async () => {
    const { user } = renderApp('/category/Pide');
    const panel = await openFilters(user);
    const min = within(panel).getByRole('spinbutton', { name: 'Min' });
    const max = within(panel).getByRole('spinbutton', { name: 'Max' });
    await user.click(within(panel).getByRole('button', { name: 'Popüler' }));
    expect(listedProducts()).toEqual(['Kıymalı Pide', 'Kuşbaşılı Pide']);

    // Staff make Kaşarlı Pide cheaper than the category's old minimum and Kuşbaşılı dearer than
    // its old maximum; the menu's check brings it while the panel is open.
    const repriced = (prices: Record<string, number>) => (menu: PublicMenu) => ({
      ...menu,
      products: menu.products.map((product) => (product.nameTr in prices ? { ...product, priceKurus: prices[product.nameTr]! } : product)),
    });
    await user.click(within(panel).getByRole('button', { name: 'Popüler' }));
    act(() => setMenu(repriced({ 'Kaşarlı Pide': 8000, 'Kuşbaşılı Pide': 19000 })));
    expect(min).toHaveValue(80);
    expect(max).toHaveValue(190);
    expect(listedProducts()).toEqual(ALL_PIDES);
    // Bounds that followed the prices are not filters: the toggle counts none.
    expect(screen.getByRole('button', { name: 'Filtreler' })).toHaveAttribute('aria-expanded', 'true');

    // A bound the guest typed is theirs: it stays when prices move.
    await user.clear(max);
    await user.type(max, '150');
    expect(listedProducts()).toEqual(['Kıymalı Pide', 'Kaşarlı Pide']);
    act(() => setMenu(repriced({ 'Kaşarlı Pide': 7000 })));
    expect(min).toHaveValue(70);
    expect(max).toHaveValue(150);
    expect(listedProducts()).toEqual(['Kıymalı Pide', 'Kaşarlı Pide']);
  });

  it('never takes a negative price: a minus typed in Min or Max becomes 0', async () => {
    const { user } = renderApp('/category/Pide');
    const panel = await openFilters(user);
    const min = within(panel).getByRole('spinbutton', { name: 'Min' });
    const max = within(panel).getByRole('spinbutton', { name: 'Max' });

    await user.clear(min);
    await user.type(min, '-5');
    expect(min).toHaveValue(0);
    expect(listedProducts()).toEqual(ALL_PIDES);

    await user.clear(max);
    await user.type(max, '-5');
    expect(max).toHaveValue(0);
    expect(screen.getByText('Seçilen kriterlere uygun ürün bulunamadı.')).toBeVisible();
  });

  it('keeps Min no higher than Max: leaving one box past the other moves the other along', async () => {
    const { user } = renderApp('/category/Pide');
    const panel = await openFilters(user);
    const min = within(panel).getByRole('spinbutton', { name: 'Min' });
    const max = within(panel).getByRole('spinbutton', { name: 'Max' });

    // While typing 90 the box holds 9 for a moment; Min only follows once the guest moves on.
    await user.clear(max);
    await user.type(max, '90');
    expect(min).toHaveValue(100);
    await user.tab();
    expect(min).toHaveValue(90);
    expect(max).toHaveValue(90);

    await user.clear(min);
    await user.type(min, '130');
    await user.tab();
    expect(min).toHaveValue(130);
    expect(max).toHaveValue(130);

    await user.clear(max);
    await user.type(max, '160');
    expect(listedProducts()).toEqual(['Kuşbaşılı Pide']);
  });

  it('starts over when the guest goes back with "Geri Dön" and enters the category again', async () => {
    const { user } = renderApp('/category/Pide');
    const panel = await openFilters(user);
    await user.click(within(panel).getByRole('button', { name: 'Yeni' }));
    await user.type(screen.getByPlaceholderText('Ürün adıyla ara...'), 'kaş');
    expect(listedProducts()).toEqual(['Kaşarlı Pide']);

    await user.click(screen.getByRole('link', { name: /Geri Dön/ }));
    expect(screen.getByRole('heading', { name: 'Kategoriler' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Kategoriler' })).getByRole('link', { name: /^Pide/ }));

    expect(listedProducts()).toEqual(ALL_PIDES);
    expect(screen.getByPlaceholderText('Ürün adıyla ara...')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Filtreler' }));
    expect(screen.getByRole('button', { name: 'Yeni' })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('category view: the filters in the address', () => {
  it('writes each change to the query, and the toggle counts the filters and the dishes left', async () => {
    const { user, location } = renderApp('/category/Pide');
    const panel = await openFilters(user);
    await user.click(within(within(panel).getByRole('group', { name: 'İçermesin' })).getByRole('button', { name: 'Süt içermesin' }));
    expect(location().search).toBe('?icermesin=milk');
    await user.click(within(panel).getByRole('button', { name: 'Popüler' }));
    expect(new URLSearchParams(location().search).get('etiket')).toBe('1');
    expect(screen.getByRole('button', { name: 'Filtreler (2) · 2 ürün' })).toHaveAttribute('aria-expanded', 'true');
    const search = screen.getByRole('searchbox', { name: 'Ürün ara' });
    await user.type(search, 'kıy');
    expect(new URLSearchParams(location().search).get('ara')).toBe('kıy');
    // The address is replaced, not pushed: the back button leaves the page, as before.
    expect(location().pathname).toBe('/category/Pide');
  });

  it('opens a shared address with its filters, leaving out what it cannot read', async () => {
    const { location } = renderApp('/category/Pide?icermesin=milk,shellfish&etiket=1,999,x&max=130&ara=pide');
    expect(listedProducts()).toEqual(['Kıymalı Pide']);
    expect(screen.getByRole('button', { name: 'Filtreler (3) · 1 ürün' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Ürün ara' })).toHaveValue('pide');
    expect(location().pathname).toBe('/category/Pide');
  });
});
