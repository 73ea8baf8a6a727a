import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fixtureMenu } from './support/fixture-menu.js';
import { renderApp } from './support/render-app.js';

// A dish or category served only at some hours says so outside them, by the restaurant's clock.

afterEach(() => vi.useRealTimers());

const breakfast = { weekdays: [0, 1, 2, 3, 4], windows: [{ opens: '08:00', closes: '12:00' }] };
const menu = {
  ...fixtureMenu,
  categories: fixtureMenu.categories.map((c) =>
    c.id === 3 ? { ...c, availability: { weekdays: [5, 6], windows: [{ opens: '12:00', closes: '23:00' }] } } : c,
  ),
  products: fixtureMenu.products.map((p) => (p.id === 11 ? { ...p, availability: breakfast } : p)),
};

/** The app at `path`, with the phone's clock at `iso` (UTC; Istanbul is UTC+3). */
function at(iso: string, path: string) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(iso));
  return renderApp(path, { menu });
}

describe('served only at some hours', () => {
  it('says "08:00–12:00 arası" on the card outside the hours, and nothing inside them', () => {
    // Tuesday 13:00 in Istanbul.
    at('2026-11-24T10:00:00Z', '/category/Pide');
    const kasarli = screen.getByRole('article', { name: 'Kaşarlı Pide' });
    expect(within(kasarli).getByText('Pzt–Cum 08:00–12:00 arası')).toBeVisible();
    expect(within(screen.getByRole('article', { name: 'Kıymalı Pide' })).queryByText(/arası$/)).not.toBeInTheDocument();
  });

  it('follows the clock without a reload: at noon the note appears', () => {
    // Tuesday 11:59 in Istanbul: still breakfast.
    at('2026-11-24T08:59:30Z', '/category/Pide');
    const kasarli = screen.getByRole('article', { name: 'Kaşarlı Pide' });
    expect(within(kasarli).queryByText(/arası$/)).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(within(kasarli).getByText('Pzt–Cum 08:00–12:00 arası')).toBeVisible();
  });

  it('says it in English, on the dish page and on a category served at weekends', () => {
    // Tuesday 13:00.
    at('2026-11-24T10:00:00Z', '/EN/category/Pide/pide-with-kashar-cheese');
    expect(screen.getByText('Available Mon–Fri 08:00–12:00')).toBeVisible();
  });

  it('marks a category outside its days on the home page', () => {
    at('2026-11-24T10:00:00Z', '/');
    const desserts = screen.getByRole('link', { name: /Tatlılar/ });
    expect(within(desserts).getByText('Cmt, Paz 12:00–23:00 arası')).toBeVisible();
  });
});
