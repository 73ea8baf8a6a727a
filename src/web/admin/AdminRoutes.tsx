// First: the schemas the back office imports must be built without zod's eval probe.
import '../zod-config.js';
import './theme.css';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { ADMIN_RECORD_PAGES, ADMIN_RECORD_PARTS, AdminPage } from '../../shared/admin-pages.js';
import { AdminLayout } from './layout/AdminLayout.js';
import { useApplyAdminTheme } from './layout/theme.js';
import { NotFoundPage } from './layout/NotFoundPage.js';
import { Landing, PageAccess } from './layout/PageAccess.js';
import LoginPage from './session/LoginPage.js';
import { RequireSession } from './session/RequireSession.js';
import { lazyPart, type LazyPart } from '../ui/lazy-part.js';

// Each screen is its own chunk: signing in does not download the drag-and-drop grid. Once the
// back office is open, the screens' chunks load in the background, so moving to another page
// draws it at once: it waits neither for its download nor for the pause React keeps before
// showing a page that had to wait for one (about 300 ms a page).
const screen = (load: () => Promise<{ default: ComponentType }>) => lazyPart(() => load().then((module) => module.default));
const ProductsPage = screen(() => import('./products/ProductsPage.js'));
const CategoriesPage = screen(() => import('./categories/CategoriesPage.js'));
const UsersPage = screen(() => import('./users/UsersPage.js'));
const AccountsPage = screen(() => import('./accounts/AccountsPage.js'));
const AccountPage = screen(() => import('./accounts/AccountPage.js'));
const StatementPage = screen(() => import('./accounts/StatementPage.js'));
const IngredientsPage = screen(() => import('./ingredients/IngredientsPage.js'));
const TagsPage = screen(() => import('./tags/TagsPage.js'));
const CampaignsPage = screen(() => import('./campaigns/CampaignsPage.js'));
const ReviewsPage = screen(() => import('./reviews/ReviewsPage.js'));
const PrintPage = screen(() => import('./print/PrintPage.js'));
const AuditPage = screen(() => import('./audit/AuditPage.js'));
const SettingsPage = screen(() => import('./settings/SettingsPage.js'));
const TranslationsPage = screen(() => import('./translations/TranslationsPage.js'));
const PricesPage = screen(() => import('./prices/PricesPage.js'));
const BoardPage = screen(() => import('./board/BoardPage.js'));
const ReportsPage = screen(() => import('./reports/ReportsPage.js'));
const KitchenPage = screen(() => import('./kitchen/KitchenPage.js'));
const StationScreenPage = screen(() => import('./kitchen/StationScreenPage.js'));
const StationsPage = screen(() => import('./stations/StationsPage.js'));
const BillPage = screen(() => import('./board/BillPage.js'));
const DayEndPage = screen(() => import('./day-end/DayEndPage.js'));

// The signed-in pages, one for each address of shared/admin-pages.ts (the server reads that list
// to answer any other /admin address with 404): a page missing here, or extra, fails to compile.
// Each is drawn only for a role that may open it (PageAccess); others see why, and nothing is asked for.
const PAGES: Record<Exclude<AdminPage, 'login'>, LazyPart<object>> = {
  board: BoardPage,
  kitchen: KitchenPage,
  stations: StationsPage,
  products: ProductsPage,
  categories: CategoriesPage,
  users: UsersPage,
  accounts: AccountsPage,
  ingredients: IngredientsPage,
  tags: TagsPage,
  campaigns: CampaignsPage,
  reviews: ReviewsPage,
  translations: TranslationsPage,
  prices: PricesPage,
  print: PrintPage,
  audit: AuditPage,
  reports: ReportsPage,
  'day-end': DayEndPage,
  settings: SettingsPage,
};

// The pages of one record (`accounts/:id`), as shared/admin-pages.ts lists them.
const RECORD_PAGES: Record<(typeof ADMIN_RECORD_PAGES)[number], LazyPart<object>> = {
  accounts: AccountPage,
  kitchen: StationScreenPage,
  board: BillPage,
};

// From the moment the back office arrives, while it asks who is signed in: the page asked for is
// then drawn at once, and every other one too. A chunk that fails to arrive is asked for again
// when its page is drawn.
for (const page of [...Object.values(PAGES), ...Object.values(RECORD_PAGES), StatementPage]) void page.preload().catch(() => undefined);

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
        <Route index element={<Landing />} />
        {(Object.entries(PAGES) as [AdminPage, LazyPart<object>][]).map(([path, Page]) => (
          <Route
            key={path}
            path={path}
            element={
              <PageAccess page={path}>
                <Page />
              </PageAccess>
            }
          />
        ))}
        {Object.entries(RECORD_PAGES).map(([path, Page]) => (
          <Route
            key={`${path}/:id`}
            path={`${path}/:id`}
            element={
              <PageAccess page={path as (typeof ADMIN_RECORD_PAGES)[number]}>
                <Page />
              </PageAccess>
            }
          />
        ))}
        <Route
          path={'accounts/:id/statement' satisfies `${(typeof ADMIN_RECORD_PAGES)[number]}/:id/${(typeof ADMIN_RECORD_PARTS)[number]}`}
          element={
            <PageAccess page="accounts">
              <StatementPage />
            </PageAccess>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
