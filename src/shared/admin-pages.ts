import type { UserRole } from './schemas/user.js';

/** One page of the back office: its link in the menu, and who may open it. */
export interface AdminPageInfo {
  /** The menu's link to it; none for the sign-in page. */
  nav: string | null;
  /**
   * Who may use it: `admin` pages are for admins only, and so is the API of the resource
   * behind them (server/resources/index.ts). Staff see neither the link nor the page.
   */
  role: UserRole;
}

/**
 * The back office's pages, relative to /admin, in the menu's order. The admin router
 * (web/admin/AdminRoutes.tsx) draws one page for each, the menu links those with a `nav`, and the
 * server answers their addresses with 200; any other /admin address gets the back office's 404
 * page, with status 404. `/admin` itself leads to the products.
 */
export const ADMIN_PAGE_TABLE = {
  login: { nav: null, role: 'user' },
  products: { nav: 'Ürünler', role: 'user' },
  categories: { nav: 'Kategoriler', role: 'user' },
  users: { nav: 'Kullanıcılar', role: 'admin' },
  accounts: { nav: 'Hesaplar', role: 'user' },
  // Ingredients too (D15).
  ingredients: { nav: 'Malzemeler', role: 'user' },
  tags: { nav: 'Etiketler', role: 'user' },
  campaigns: { nav: 'Kampanyalar', role: 'user' },
  reviews: { nav: 'Yorumlar', role: 'user' },
  // The menu in the languages an admin turns on beside Turkish and English (decision 005).
  translations: { nav: 'Çeviriler', role: 'user' },
  print: { nav: 'QR ve Baskı', role: 'user' },
  // Many prices at once, previewed, undone for a day (issue: prices as a Turkish restaurant lives with them).
  prices: { nav: 'Fiyat güncelle', role: 'admin' },
  // What guests did on the menu, per day (issue: what the menu tells the owner; D55).
  reports: { nav: 'Raporlar', role: 'admin' },
  audit: { nav: 'Değişiklik geçmişi', role: 'admin' },
  settings: { nav: 'Ayarlar', role: 'admin' },
} as const satisfies Record<string, AdminPageInfo>;

export type AdminPage = keyof typeof ADMIN_PAGE_TABLE;
export const ADMIN_PAGES = Object.keys(ADMIN_PAGE_TABLE) as AdminPage[];

/**
 * Pages of one record: `/admin/accounts/12`, an account's ledger, and its parts, such as
 * `/admin/accounts/12/statement`, the statement to print.
 */
export const ADMIN_RECORD_PAGES = ['accounts'] as const satisfies readonly AdminPage[];
export const ADMIN_RECORD_PARTS = ['statement'] as const;

// As the router matches them: in any case, with or without a trailing slash.
const KNOWN = new RegExp(
  `^/admin(?:/(?:${ADMIN_PAGES.join('|')})|/(?:${ADMIN_RECORD_PAGES.join('|')})/[1-9][0-9]{0,9}(?:/(?:${ADMIN_RECORD_PARTS.join('|')}))?)?/?$`,
  'i',
);

/** Whether `path` is the address of one of the back office's pages. */
export function isAdminPage(path: string): boolean {
  return KNOWN.test(path);
}
