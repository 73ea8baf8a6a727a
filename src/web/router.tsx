import type { ReactNode } from 'react';
import { CategoryPage } from './menu/CategoryPage.js';
import { FilterPanel } from './menu/CategoryView.js';
import { GuestLayout } from './menu/GuestLayout.js';
import { HomePage, RestaurantDetails } from './menu/HomePage.js';
import { NotFoundPage } from './menu/NotFoundPage.js';
import { PageErrorBoundary } from './menu/RouteErrorPage.js';
import { LazyBoundary } from './ui/LazyBoundary.js';
import { lazyPart } from './ui/lazy-part.js';
import { LoadAnew } from './ui/load-anew.js';
import { decoded, matchPath, Params, useLocation } from './navigation.js';
import { languagesOn } from '../shared/languages.js';
import { languageOfPath } from '../shared/paths.js';
import { useMenu } from './api/menu.js';

// A dish's page is a chunk of its own: the list pages a guest lands on need none of it.
const DishPage = lazyPart(() => import('./menu/DishPage.js').then((module) => module.DishPage), 'src/web/menu/DishPage.tsx');

// The guest pages' addresses as the table in shared/guest-pages.ts has them (tests/web/guest-pages.test.tsx
// holds the two together). Written out here rather than read from the table: the table's
// code and data would add about 180 bytes (gzip) to every phone's first download.
const PREFIXES = ['', 'EN/', 'DE/', 'RU/', 'AR/'];
const HOME_PATHS = ['', 'EN', 'DE', 'RU', 'AR'];
const CATEGORY_PATHS = PREFIXES.map((prefix) => `${prefix}category/:categoryName`);
const DISH_PATHS = PREFIXES.map((prefix) => `${prefix}category/:categoryName/:dishSlug`);

/**
 * Loads the parts in chunks of their own that the page at `pathname` shows, so the app attaches
 * to the page the server drew with them in hand (main.tsx).
 */
export function preloadPageParts(pathname: string): Promise<unknown> {
  const matches = (patterns: string[]) => patterns.some((pattern) => matchPath(`/${pattern}`, pathname));
  if (matches(DISH_PATHS)) return DishPage.preload();
  if (matches(HOME_PATHS)) return RestaurantDetails.preload();
  if (matches(CATEGORY_PATHS)) return FilterPanel.preload();
  return Promise.resolve();
}

/** The guest pages by address, the first that matches: each page's pattern and what it shows. */
const GUEST_ROUTES: [patterns: string[], page: () => ReactNode][] = [
  [HOME_PATHS, () => <HomePage />],
  [CATEGORY_PATHS, () => <CategoryPage />],
  [
    DISH_PATHS,
    () => (
      <LazyBoundary parts={[DishPage]}>
        <DishPage />
      </LazyBoundary>
    ),
  ],
];

/** The guest page at `pathname` and its parameters, percent-decoded as a page reads them (`Tatlılar`), or null. */
function guestRoute(pathname: string): { page: () => ReactNode; params: Record<string, string> } | null {
  for (const [patterns, page] of GUEST_ROUTES) {
    for (const pattern of patterns) {
      const match = matchPath(`/${pattern}`, pathname);
      if (match) return { page, params: Object.fromEntries(Object.entries(match.params).map(([name, value]) => [name, decoded(value)])) };
    }
  }
  return null;
}

const NO_PARAMS = {};

/** Whether guests have the language of `pathname`; until the menu is here, they have. */
function useLanguageOn(pathname: string): boolean {
  const { data: menu } = useMenu();
  return !menu || languagesOn(menu.restaurant.menuLanguages).includes(languageOfPath(pathname));
}

/**
 * Every guest address. Paths match case-insensitively, so `/en` and `/EN/Category/Pide` work
 * too. A render error shows a friendly page, never a stack trace (D14): inside the guest layout
 * when a page fails, on its own when the layout fails. The back office is another app
 * (admin.html): its addresses load it anew.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  // A language guests do not have (turned off in 'Ayarlar') has no pages.
  const languageOn = useLanguageOn(pathname);
  if (matchPath('/admin/*', pathname)) return <LoadAnew />;
  const route = languageOn ? guestRoute(pathname) : null;
  return (
    <PageErrorBoundary standalone resetKey={pathname}>
      <Params value={route?.params ?? NO_PARAMS}>
        <GuestLayout>{route ? route.page() : <NotFoundPage />}</GuestLayout>
      </Params>
    </PageErrorBoundary>
  );
}
