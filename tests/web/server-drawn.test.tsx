import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { splitRendered } from '../../src/server/web/ssr.js';
import { renderGuestPage } from '../../src/web/entry-server.js';
import { AppRoutes } from '../../src/web/router.js';
import type { PublicMenu } from '../../src/shared/menu.js';
import { fixtureMenu } from './support/fixture-menu.js';
import { photoMenu } from './support/photo-menu.js';
import { listedProducts } from './support/render-app.js';

/**
 * A guest page as it reaches the phone: drawn by the server (entry-server.tsx), then attached to
 * by the app (hydration). Nothing the guest sees or has typed may change when the app attaches.
 */
let root: Root | null = null;
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
  container.innerHTML = splitRendered(renderGuestPage(path, menu)).root;
  document.body.append(container);
  const drawn = container.innerHTML;
  beforeTheAppAttaches();
  const problems: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </StrictMode>,
      { onRecoverableError: (error) => problems.push(error) },
    );
  });
  return { drawn, container, problems, scrollTo };
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
  it.each(['/', '/EN', '/category/Pide', '/EN/category/Drinks', '/category/Yok'])(
    '%s: the app attaches without redrawing anything',
    async (path) => {
      const { drawn, container, problems } = await arriveAt(path);
      expect(problems).toEqual([]);
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
