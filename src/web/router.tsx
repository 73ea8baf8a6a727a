import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { CategoryPage } from './menu/CategoryPage.js';
import { GuestLayout } from './menu/GuestLayout.js';
import { HomePage } from './menu/HomePage.js';
import { NotFoundPage } from './menu/NotFoundPage.js';
import { RouteErrorPage } from './menu/RouteErrorPage.js';
import { PageLoading } from './ui/PageLoading.js';

/**
 * Every address of the app. Paths match case-insensitively, so `/en` and `/EN/Category/Pide`
 * work too. Render errors show a friendly page, never the router's default screen (D14):
 * inside the guest layout when a page fails, on their own when the layout or admin fails.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage standalone />,
    // Shown while a lazy page (the back office) downloads on the first load.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        path: 'admin/*',
        lazy: async () => ({ Component: (await import('./admin/AdminRoutes.js')).default }),
      },
      {
        element: <GuestLayout />,
        children: [
          {
            errorElement: <RouteErrorPage />,
            children: [
              { index: true, element: <HomePage /> },
              { path: 'EN', element: <HomePage /> },
              { path: 'category/:categoryName', element: <CategoryPage /> },
              { path: 'EN/category/:categoryName', element: <CategoryPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
