import { Suspense } from 'react';
import { matchPath, Route, Routes, useLocation } from 'react-router-dom';
import { CategoryPage } from './menu/CategoryPage.js';
import { GuestLayout } from './menu/GuestLayout.js';
import { HomePage, RestaurantDetails } from './menu/HomePage.js';
import { NotFoundPage } from './menu/NotFoundPage.js';
import { PageErrorBoundary } from './menu/RouteErrorPage.js';
import { LazyBoundary } from './ui/LazyBoundary.js';
import { lazyPart } from './ui/lazy-part.js';
import { PageLoading } from './ui/PageLoading.js';

// The back office downloads only under /admin: guests never load its code (issue: performance).
const AdminApp = lazyPart(() => import('./admin/AdminApp.js').then((module) => module.default));

// A dish's page is a chunk of its own: the list pages a guest lands on need none of it.
const DishPage = lazyPart(() => import('./menu/DishPage.js').then((module) => module.DishPage), 'src/web/menu/DishPage.tsx');

// The guest pages' addresses as the table in shared/guest-pages.ts has them (tests/web/guest-pages.test.tsx
// holds the two together). Written out here rather than read from the table: the table's
// code and data would add about 180 bytes (gzip) to every phone's first download.
const DISH_PATHS = ['category/:categoryName/:dishSlug', 'EN/category/:categoryName/:dishSlug'];
const HOME_PATHS = ['', 'EN'];

/**
 * Loads the parts in chunks of their own that the page at `pathname` shows, so the app attaches
 * to the page the server drew with them in hand, and draws the back office without first
 * drawing its loading line (main.tsx).
 */
export function preloadPageParts(pathname: string): Promise<unknown> {
  const matches = (patterns: string[]) => patterns.some((pattern) => matchPath(`/${pattern}`, pathname));
  if (matches(['admin/*'])) return AdminApp.preload();
  if (matches(DISH_PATHS)) return DishPage.preload();
  if (matches(HOME_PATHS)) return RestaurantDetails.preload();
  return Promise.resolve();
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
          <Route index element={<HomePage />} />
          <Route path="EN" element={<HomePage />} />
          <Route path="category/:categoryName" element={<CategoryPage />} />
          <Route path="EN/category/:categoryName" element={<CategoryPage />} />
          {DISH_PATHS.map((pattern) => (
            <Route
              key={pattern}
              path={pattern}
              element={
                <LazyBoundary parts={[DishPage]}>
                  <DishPage />
                </LazyBoundary>
              }
            />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </PageErrorBoundary>
  );
}
