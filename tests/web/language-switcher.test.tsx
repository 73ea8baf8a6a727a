import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app.js';

function switcher() {
  return within(screen.getByRole('navigation', { name: /Dil seçimi|Language/ }));
}

describe('language switcher (spec §2, D11)', () => {
  it('on a category page, switches to the same category in the other language and back', async () => {
    const { user, location } = renderApp('/category/Tatl%C4%B1lar');
    expect(screen.getByRole('heading', { level: 1, name: 'Tatlılar' })).toBeInTheDocument();
    expect(switcher().getByText('TR')).toHaveAttribute('aria-current', 'true');
    expect(switcher().queryByRole('link', { name: 'TR' })).not.toBeInTheDocument();

    await user.click(switcher().getByRole('link', { name: 'EN' }));

    expect(location().pathname).toBe('/EN/category/Desserts');
    expect(screen.getByRole('heading', { level: 1, name: 'Desserts' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(switcher().getByText('EN')).toHaveAttribute('aria-current', 'true');
    expect(switcher().getByRole('link', { name: 'TR' })).toHaveAttribute('href', '/category/Tatl%C4%B1lar');

    await user.click(switcher().getByRole('link', { name: 'TR' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Tatlılar' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'tr');
  });

  it('keeps the guest’s filters and scroll position when switching language on a category', async () => {
    const { user, scrollTo } = renderApp('/category/Pide');
    await user.click(screen.getByRole('button', { name: 'Filtreler' }));
    await user.click(await screen.findByRole('button', { name: 'Popüler' }));
    scrollTo.mockClear();

    await user.click(switcher().getByRole('link', { name: 'EN' }));

    expect(screen.getByRole('button', { name: 'Popular' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('article', { name: 'Pide with Kashar Cheese' })).not.toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the top when the category changes, but not on the page the visit starts on', async () => {
    // The first page arrives drawn by the server; the guest may have scrolled it already.
    const { user, scrollTo } = renderApp('/category/Pide');
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: /Geri Dön/ }));
    scrollTo.mockClear();
    await user.click(within(screen.getByRole('region', { name: 'Kategoriler' })).getByRole('link', { name: /İçecekler/ }));

    expect(screen.getByRole('heading', { level: 1, name: 'İçecekler' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('elsewhere leads TR to / and EN to /EN', () => {
    renderApp('/');
    expect(switcher().getByRole('link', { name: 'EN' })).toHaveAttribute('href', '/EN');
    expect(switcher().getByText('TR')).toHaveAttribute('aria-current', 'true');
  });

  it('treats any path starting with /en, in any case, as English', () => {
    renderApp('/en');
    expect(screen.getByRole('heading', { level: 1, name: 'Our Delicious Menu' })).toBeInTheDocument();
    expect(switcher().getByRole('link', { name: 'TR' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: /^Sofra/ })).toHaveAttribute('href', '/EN');
  });
});
