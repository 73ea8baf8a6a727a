import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { memoryHistory, Router } from '../../src/web/navigation.js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setMenu } from '../../src/web/api/menu.js';
import { ready, render } from '../../src/web/entry-server.js';
import { AppRoutes } from '../../src/web/router.js';
import { findCategoryByName } from '../../src/shared/filters.js';
import type { PublicMenu } from '../../src/shared/menu.js';
import { menuPart, type MenuPart } from '../../src/shared/menu-part.js';
import { fixtureMenu } from './support/fixture-menu.js';
import { photoMenu } from './support/photo-menu.js';
import { jsonResponse, listedProducts } from './support/render-app.js';

/**
 * A guest page as it reaches the phone: drawn by the server (entry-server.tsx), then attached to
 * by the app (hydration). Nothing the guest sees or has typed may change when the app attaches.
 */
let root: Root | null = null;
// The server loads the parts in chunks of their own before drawing any page.
beforeAll(() => ready);
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

async function arriveAt(path: string, beforeTheAppAttaches: () => void = () => {}, menu: PublicMenu = fixtureMenu) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('no network call expected'))),
  );
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  const container = document.createElement('div');
  const part = partFor(path, menu);
  const page = render({ url: path, menu: part });
  container.innerHTML = page.root;
  document.body.append(container);
  // The app reads the part the server embedded in the page.
  setMenu(part);
  const drawn = container.innerHTML;
  beforeTheAppAttaches();
  const problems: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <Router history={memoryHistory(path)}>
          <AppRoutes />
        </Router>
      </StrictMode>,
      { onRecoverableError: (error) => problems.push(error) },
    );
  });
  return { drawn, container, problems, scrollTo, status: page.status };
}

/** The part of the menu the server embeds in the page at `path` (server/features/guest-pages/spa.ts): its category's dishes. */
function partFor(path: string, menu: PublicMenu): MenuPart {
  const [, english, name] = /^\/(EN\/)?category\/([^/?]+)/i.exec(path) ?? [];
  const category = name === undefined ? undefined : findCategoryByName(menu.categories, decodeURIComponent(name), english ? 'en' : 'tr');
  return menuPart(menu, category ? [category.id] : []);
}

/**
 * What the app adds on purpose once attached: what the phone's clock says (whether the
 * restaurant is open, a dish served only at some hours), marked `data-clock`; the server draws
 * the page once per menu change, not every minute.
 */
function withoutOpenStatus(html: string): string {
  return html.replace(/<(p|span)\b[^>]*\bdata-clock\b[^>]*>[^<]*<\/\1>/g, '');
}

describe('a page drawn by the server', () => {
  it.each(['/', '/EN', '/category/Pide', '/EN/category/Drinks', '/category/Yok', '/EN/category/Drinks?icermesin=gluten,milk&max=50'])(
    '%s: the app attaches without redrawing anything',
    async (path) => {
      const { drawn, container, problems, status } = await arriveAt(path);
      expect(problems).toEqual([]);
      // The server answers the 404 page with 404, as the renderer says.
      expect(status).toBe(path === '/category/Yok' ? 404 : 200);
      expect(withoutOpenStatus(container.innerHTML)).toBe(withoutOpenStatus(drawn));
      if (!path.includes('/category/'))
        expect(container.querySelector('#open-status')?.textContent).toMatch(/^(Şu an açık|Kapalı|Open now|Closed)/);
    },
  );

  it.each(['/', '/EN', '/category/Pide'])('%s with uploaded photos: the app attaches without redrawing anything', async (path) => {
    const { drawn, container, problems } = await arriveAt(path, undefined, photoMenu);
    expect(problems).toEqual([]);
    expect(container.querySelectorAll('picture').length).toBeGreaterThan(0);
    expect(withoutOpenStatus(container.innerHTML)).toBe(withoutOpenStatus(drawn));
  });

  it('fetches the rest of the menu once attached: a category opened from the home page shows it is loading, then its dishes', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn((url: string) => {
      expect(url).toBe('/api/menu');
      return new Promise<Response>((resolve) => (answer = resolve));
    });
    await arriveAt('/', () => vi.stubGlobal('fetch', fetch));
    expect(fetch).toHaveBeenCalledTimes(1);
    // The home page's part holds no dish of Pide: its page waits for the rest of the menu.
    const categories = within(screen.getByRole('region', { name: 'Kategoriler' }));
    await userEvent.setup().click(categories.getByRole('link', { name: /^Pide/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Menü yükleniyor');
    await act(async () => answer(jsonResponse(200, fixtureMenu)));
    expect(listedProducts()).toEqual(['Kıymalı Pide', 'Kaşarlı Pide', 'Kuşbaşılı Pide']);
  });

  it('a search typed before the rest of the menu arrives says it is loading, never that nothing matches', async () => {
    let answer: (response: Response) => void = () => {};
    await arriveAt('/', () =>
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
      ),
    );
    await userEvent.setup().type(screen.getByRole('searchbox'), 'kaşar');
    const search = within(screen.getByRole('region', { name: 'Menüde ara' }));
    expect(search.getByRole('status')).toHaveTextContent('Menü yükleniyor');
    await act(async () => answer(jsonResponse(200, fixtureMenu)));
    // The answer's body is read after it arrives: the list follows once the menu is in.
    await waitFor(() => expect(search.getByRole('status')).toHaveTextContent('1 ürün'));
    expect(search.getByRole('link', { name: /Kaşarlı Pide/ })).toBeInTheDocument();
  });

  it('keeps the guest where they had scrolled', async () => {
    const { scrollTo } = await arriveAt('/category/Pide');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('keeps a search typed before the app attached, and the list follows it', async () => {
    await arriveAt('/category/Pide', () => {
      screen.getByRole<HTMLInputElement>('searchbox').value = 'kaşarlı';
    });
    expect(screen.getByRole('searchbox')).toHaveValue('kaşarlı');
    expect(listedProducts()).toEqual(['Kaşarlı Pide']);

    // …and typing on works as usual.
    await userEvent.setup().clear(screen.getByRole('searchbox'));
    expect(listedProducts()).toEqual(['Kıymalı Pide', 'Kaşarlı Pide', 'Kuşbaşılı Pide']);
  });
});
