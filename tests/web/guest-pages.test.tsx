import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GUEST_PAGES, LANGUAGES, pathIn } from '../../src/shared/guest-pages.js';
import { preloadPageParts } from '../../src/web/router.js';
import { partFrom } from '../../src/web/ui/lazy-part.js';
import { renderApp } from './support/render-app.js';

// The router writes the guest pages' addresses out (web/router.tsx); these hold it to the
// table the server, the service worker and the tests read (shared/guest-pages.ts).
const SAMPLE = { categoryName: 'Pide', dishSlug: 'kiymali-pide' };
const EN_SAMPLE = { categoryName: 'Pide', dishSlug: 'pide-with-minced-meat' };
const address = (path: string, language: 'tr' | 'en') =>
  path.replace(/:(\w+)/g, (_, name: keyof typeof SAMPLE) => (language === 'en' ? EN_SAMPLE : SAMPLE)[name]);

/** What each kind of page shows first, as a guest finds it. */
const SHOWS = {
  home: () => screen.getByRole('region', { name: /^(Kategoriler|Categories)$/ }),
  category: () => screen.getByRole('heading', { level: 1, name: 'Pide' }),
  dish: () => screen.getByRole('heading', { level: 1, name: /^(Kıymalı Pide|Pide with Minced Meat)$/ }),
};

afterEach(() => vi.restoreAllMocks());

describe('the router and the guest pages’ table', () => {
  for (const page of GUEST_PAGES)
    for (const language of LANGUAGES) {
      const at = address(pathIn(page, language), language);
      it(`draws the ${page.kind} page at ${at}`, () => {
        renderApp(at);
        expect(SHOWS[page.kind]()).toBeVisible();
        expect(screen.queryByRole('heading', { level: 1, name: /^(Sayfa bulunamadı|Page not found)$/ })).toBeNull();
      });

      it(`loads the parts the table names for the ${page.kind} page at ${at} before attaching, and no other`, async () => {
        const named = GUEST_PAGES.flatMap((each) => each.parts);
        const spies = new Map(named.map((source) => [source, vi.spyOn(partFrom(source)!, 'preload')]));
        await preloadPageParts(at);
        const loaded = named.filter((source) => spies.get(source)!.mock.calls.length > 0);
        expect(loaded).toEqual(page.parts);
      });
    }

  it('has a part made from each source module the table names', () => {
    for (const source of GUEST_PAGES.flatMap((page) => page.parts)) expect(partFrom(source), source).toBeDefined();
  });
});
