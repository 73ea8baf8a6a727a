import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app.js';

describe('404 page (D14)', () => {
  it('shows an unknown address in Turkish with a way back to the menu', () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Menüye dön' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
  });

  it('shows an unknown English address in English', () => {
    renderApp('/EN/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/EN');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('treats an unknown category as not found, in the language of the address', () => {
    renderApp('/category/Pizza');
    expect(screen.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
  });

  it('does not find a Turkish category name under the English address', () => {
    renderApp('/EN/category/Tatl%C4%B1lar');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the menu' })).toHaveAttribute('href', '/EN');
  });
});
