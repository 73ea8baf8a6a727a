import { lazy, Suspense, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { GUEST_PAGES, LANGUAGES, matchGuestPage, type GuestPageKind } from '../shared/guest-pages.js';
import { CategoryPage } from './menu/CategoryPage.js';
import { GuestLayout } from './menu/GuestLayout.js';
import { HomePage } from './menu/HomePage.js';
import { NotFoundPage } from './menu/NotFoundPage.js';
import { PageErrorBoundary } from './menu/RouteErrorPage.js';
import { LazyBoundary } from './ui/LazyBoundary.js';
import { lazyPart, preloadParts } from './ui/lazy-part.js';
import { PageLoading } from './ui/PageLoading.js';

// The back office downloads only under /admin: guests never load its code (issue: performance).
const AdminApp = lazy(() => import('./admin/AdminApp.js'));

// A dish's page is a chunk of its own: the list pages a guest lands on need none of it.
const DishPage = lazyPart('src/web/menu/DishPage.tsx', () => import('./menu/DishPage.js').then((module) => module.DishPage));

/** What each guest page of the table (shared/guest-pages.ts) shows. */
const PAGES: Record<GuestPageKind, ReactNode> = {
  home: <HomePage />,
  category: <CategoryPage />,
  dish: (
    <LazyBoundary parts={[DishPage]}>
      <DishPage />
    </LazyBoundary>
  ),
};

/**
 * Loads the parts in chunks of their own that the guest page at `pathname` shows, so the app
 * attaches to the page the server drew with them in hand (main.tsx).
 */
export function preloadPageParts(pathname: string): Promise<unknown> {
  return preloadParts(matchGuestPage(pathname)?.page.parts ?? []);
}

/**
 * Every address of the app. Paths match case-insensitively, so `/en` and `/EN/Category/Pide`
 * work too. A render error shows a friendly page, never a stack trace (D14): inside the guest
 * layout when a page fails, on its own when the layout or the back office fails.
 *
 * Declarative routes (not a data router): the guest pages need no loaders, and the smaller
 * router keeps a phone's first download small.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary standalone resetKey={pathname}>
      <Routes>
        <Route
          path="admin/*"
          element={
            <Suspense fallback={<PageLoading />}>
              <AdminApp />
            </Suspense>
          }
        />
        <Route element={<GuestLayout />}>
          {GUEST_PAGES.flatMap((page) =>
            LANGUAGES.map((language) => <Route key={page.paths[language]} path={page.paths[language]} element={PAGES[page.kind]} />),
          )}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </PageErrorBoundary>
  );
}
