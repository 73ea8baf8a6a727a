import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryHistory, Router, useLocation, type Location } from '../../../src/web/navigation.js';
import { afterEach, beforeAll, vi } from 'vitest';
import type { PublicMenu } from '../../../src/shared/menu.js';
import { setMenu } from '../../../src/web/api/menu.js';
import { AppRoutes } from '../../../src/web/router.js';
import { preloadAllParts } from '../../../src/web/ui/lazy-part.js';
import { checkResponse, expectAnswerInContract } from './api-contract.js';
import { fixtureMenu } from './fixture-menu.js';

// The parts of the pages in chunks of their own (the dish page, the restaurant's details) are
// loaded, as on the server: tests render pages in one pass. The browser tests load them as a
// phone does.
beforeAll(() => preloadAllParts());
afterEach(() => {
  vi.unstubAllGlobals();
});

interface RenderAppOptions {
  menu?: PublicMenu;
  /** The menu is one the server could never send (a test of what a page does when it fails to draw). */
  menuOutsideContract?: boolean;
  /** Answers the app's API calls; without it, any network call fails the test. */
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
}

/**
 * Renders the real routes at `path`, with the menu already in the store, as the server's
 * embedded menu would put it there: no network unless the test provides one.
 */
export function renderApp(path: string, { menu = fixtureMenu, menuOutsideContract = false, fetch }: RenderAppOptions = {}) {
  const answer = fetch ?? ((url: string) => Promise.reject(new Error(`Unexpected network call in a test: ${url}`)));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const response = await answer(url, init);
      await checkResponse(init?.method ?? 'GET', url, response);
      return response;
    }),
  );
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);

  // The menu as GET /api/menu could give it, which the server embeds in the page.
  if (!menuOutsideContract) expectAnswerInContract('GET', '/api/menu', 200, menu);
  setMenu(menu);
  const current: { location: Location | null } = { location: null };
  const user = userEvent.setup();
  // The back office's own router reads the browser's address (src/web/admin/AdminApp.tsx).
  window.history.replaceState(null, '', path);
  render(
    <Router history={memoryHistory(path)}>
      <LocationProbe into={current} />
      <AppRoutes />
    </Router>,
  );
  const location = () => {
    if (!current.location) throw new Error('the router has not rendered');
    return current.location;
  };
  return { user, location, scrollTo };
}

/** Records where the router is, for tests that check the address a click leads to. */
function LocationProbe({ into }: { into: { location: Location | null } }) {
  into.location = useLocation();
  return null;
}

/** The names of the products listed, in order, as a guest reads them. */
export function listedProducts(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
