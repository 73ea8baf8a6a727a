import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, vi } from 'vitest';
import type { PublicMenu } from '../../../src/shared/menu.js';
import { createQueryClient } from '../../../src/web/api/query-client.js';
import { initI18n } from '../../../src/web/i18n/i18n.js';
import { languageOfPath } from '../../../src/web/menu/paths.js';
import { routes } from '../../../src/web/router.js';
import { fixtureMenu } from './fixture-menu.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

interface RenderAppOptions {
  menu?: PublicMenu;
  /** Answers the app's API calls; without it, any network call fails the test. */
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
}

/**
 * Renders the real routes at `path`, with the menu already in the query cache, as the server's
 * embedded menu would put it there: no network unless the test provides one.
 */
export function renderApp(path: string, { menu = fixtureMenu, fetch }: RenderAppOptions = {}) {
  initI18n(languageOfPath(path));
  vi.stubGlobal(
    'fetch',
    vi.fn(fetch ?? ((url: string) => Promise.reject(new Error(`Unexpected network call in a test: ${url}`)))),
  );
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);

  const queryClient: QueryClient = createQueryClient();
  queryClient.setQueryData(['menu'], menu);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { user, router, queryClient, scrollTo };
}

/** The names of the products listed, in order, as a guest reads them. */
export function listedProducts(): string[] {
  return screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent ?? '');
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
