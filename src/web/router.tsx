import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { CategoryPage } from './menu/CategoryPage.js';
import { DishPage } from './menu/DishPage.js';
import { GuestLayout } from './menu/GuestLayout.js';
import { HomePage } from './menu/HomePage.js';
import { NotFoundPage } from './menu/NotFoundPage.js';
import { PageErrorBoundary } from './menu/RouteErrorPage.js';
import { PageLoading } from './ui/PageLoading.js';

// The back office downloads only under /admin: guests never load its code (issue: performance).
const AdminApp = lazy(() => import('./admin/AdminApp.js'));

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
          <Route path="category/:categoryName/:dishSlug" element={<DishPage />} />
          <Route path="EN/category/:categoryName/:dishSlug" element={<DishPage />} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Routes>
    </PageErrorBoundary>
  );
}
