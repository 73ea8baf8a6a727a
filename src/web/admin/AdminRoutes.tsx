// First: the schemas the back office imports must be built without zod's eval probe.
import '../zod-config.js';
import './theme.css';
import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { ADMIN_RECORD_PAGES, ADMIN_RECORD_PARTS, AdminPage } from '../../shared/admin-pages.js';
import { AdminLayout } from './layout/AdminLayout.js';
import { useApplyAdminTheme } from './layout/theme.js';
import { NotFoundPage } from './layout/NotFoundPage.js';
import LoginPage from './session/LoginPage.js';
import { RequireSession } from './session/RequireSession.js';

// Each screen is its own chunk: signing in does not download the drag-and-drop grid.
const ProductsPage = lazy(() => import('./products/ProductsPage.js'));
const CategoriesPage = lazy(() => import('./categories/CategoriesPage.js'));
const UsersPage = lazy(() => import('./users/UsersPage.js'));
const AccountsPage = lazy(() => import('./accounts/AccountsPage.js'));
const AccountPage = lazy(() => import('./accounts/AccountPage.js'));
const StatementPage = lazy(() => import('./accounts/StatementPage.js'));
const IngredientsPage = lazy(() => import('./ingredients/IngredientsPage.js'));
const TagsPage = lazy(() => import('./tags/TagsPage.js'));
const CampaignsPage = lazy(() => import('./campaigns/CampaignsPage.js'));
const ReviewsPage = lazy(() => import('./reviews/ReviewsPage.js'));
const PrintPage = lazy(() => import('./print/PrintPage.js'));
const AuditPage = lazy(() => import('./audit/AuditPage.js'));
const SettingsPage = lazy(() => import('./settings/SettingsPage.js'));

// The signed-in pages, one for each address of shared/admin-pages.ts (the server reads that list
// to answer any other /admin address with 404): a page missing here, or extra, fails to compile.
const PAGES: Record<Exclude<AdminPage, 'login'>, ComponentType> = {
  products: ProductsPage,
  categories: CategoriesPage,
  users: UsersPage,
  accounts: AccountsPage,
  ingredients: IngredientsPage,
  tags: TagsPage,
  campaigns: CampaignsPage,
  reviews: ReviewsPage,
  print: PrintPage,
  // Admins only: the page itself shows staff a refusal and asks for nothing, as UsersPage does.
  audit: AuditPage,
  settings: SettingsPage,
};

// The pages of one record (`accounts/:id`), as shared/admin-pages.ts lists them.
const RECORD_PAGES: Record<(typeof ADMIN_RECORD_PAGES)[number], ComponentType> = {
  accounts: AccountPage,
};

/**
 * The back office under /admin (lazy-loaded by the app's router; guest code never imports
 * it). Paths are relative to /admin. Strings are Turkish only.
 */
export default function AdminRoutes() {
  useApplyAdminTheme();
  return (
    <Routes>
      <Route path={'login' satisfies AdminPage} element={<LoginPage />} />
      <Route
        element={
          <RequireSession>
            <AdminLayout />
          </RequireSession>
        }
      >
        <Route index element={<Navigate to="products" replace />} />
        {Object.entries(PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        {Object.entries(RECORD_PAGES).map(([path, Page]) => (
          <Route key={`${path}/:id`} path={`${path}/:id`} element={<Page />} />
        ))}
        <Route
          path={'accounts/:id/statement' satisfies `${(typeof ADMIN_RECORD_PAGES)[number]}/:id/${(typeof ADMIN_RECORD_PARTS)[number]}`}
          element={<StatementPage />}
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
