import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GUEST_PAGES, pathIn } from '../../src/shared/guest-pages.js';
import { loadStrings, translator } from '../../src/shared/i18n/translate.js';
import { LANGUAGES, type Language } from '../../src/shared/languages.js';
import type { PublicMenu } from '../../src/shared/menu.js';
import { preloadPageParts } from '../../src/web/router.js';
import { partFrom } from '../../src/web/ui/lazy-part.js';
import { fixtureMenu } from './support/fixture-menu.js';
import { renderApp } from './support/render-app.js';

// The router writes the guest pages' addresses out (web/router.tsx); these hold it to the
// table the server, the service worker and the tests read (shared/guest-pages.ts).
const SAMPLE = { categoryName: 'Pide', dishSlug: 'kiymali-pide' };
const EN_SAMPLE = { categoryName: 'Pide', dishSlug: 'pide-with-minced-meat' };
// A page in another language than Turkish names its dishes in English until they have names of their own.
const address = (path: string, language: Language) =>
  path.replace(/:(\w+)/g, (_, name: keyof typeof SAMPLE) => (language === 'tr' ? SAMPLE : EN_SAMPLE)[name]);
/** The menu with every language on. */
const everyLanguage: PublicMenu = { ...fixtureMenu, restaurant: { ...fixtureMenu.restaurant, menuLanguages: ['de', 'ru', 'ar'] } };

beforeAll(() => Promise.all(LANGUAGES.map(loadStrings)));

/** What each kind of page shows first, as a guest finds it. */
const SHOWS = {
  home: (language: Language) => screen.getByRole('region', { name: translator(language)('home.categories') }),
  category: (_language: Language) => screen.getByRole('heading', { level: 1, name: 'Pide' }),
  dish: (_language: Language) => screen.getByRole('heading', { level: 1, name: /^(Kıymalı Pide|Pide with Minced Meat)$/ }),
};

afterEach(() => vi.restoreAllMocks());

describe('the router and the guest pages’ table', () => {
  for (const page of GUEST_PAGES)
    for (const language of LANGUAGES) {
      const at = address(pathIn(page, language), language);
      it(`draws the ${page.kind} page at ${at}`, () => {
        renderApp(at, { menu: everyLanguage });
        expect(SHOWS[page.kind](language)).toBeVisible();
        expect(screen.queryByRole('heading', { level: 1, name: translator(language)('notFound.title') })).toBeNull();
      });

      it(`loads the parts the table names for the ${page.kind} page at ${at} before attaching, and no other`, async () => {
        const named = GUEST_PAGES.flatMap((each) => each.parts);
        const spies = new Map(named.map((source) => [source, vi.spyOn(partFrom(source)!, 'preload')]));
        await preloadPageParts(at);
        const loaded = named.filter((source) => spies.get(source)!.mock.calls.length > 0);
        expect(loaded).toEqual(page.parts);
      });
    }

  it('draws the 404 page at an address in a language guests do not have', () => {
    renderApp('/RU/category/Pide');
    expect(screen.getByRole('heading', { level: 1, name: translator('ru')('notFound.title') })).toBeVisible();
  });

  it('has a part made from each source module the table names', () => {
    for (const source of GUEST_PAGES.flatMap((page) => page.parts)) expect(partFrom(source), source).toBeDefined();
  });
});
