import { roleAtLeast, type UserRole } from './roles.js';

/** One page of the back office: its link in the menu, and who may open it. */
export interface AdminPageInfo {
  /** The menu's link to it; none for the sign-in page. */
  nav: string | null;
  /**
   * Who may use it, and every role above (kitchen < waiter < user < admin): open it, change what it keeps,
   * and so use the API of the resource behind it (server/resources/index.ts), but for a route
   * that names a role of its own. Those below see neither the link nor the page.
   */
  role: UserRole;
  /**
   * Who may also open it to read, below `role` (D54: a waiter reads the menu). They change
   * nothing on it but what a route lets their role do (a dish's sold-out switch).
   */
  readRole?: UserRole;
}

/**
 * The back office's pages, relative to /admin, in the menu's order. The admin router
 * (web/admin/AdminRoutes.tsx) draws one page for each, the menu links those with a `nav`, and the
 * server answers their addresses with 200; any other /admin address gets the back office's 404
 * page, with status 404. `/admin` itself leads to the page each person starts from (landingPage).
 */
export const ADMIN_PAGE_TABLE = {
  login: { nav: null, role: 'kitchen' },
  // A waiter reads the menu and marks a dish sold out (D54).
  products: { nav: 'Ürünler', role: 'user', readRole: 'waiter' },
  // Guests' calls from their tables, live, for every role (D56).
  board: { nav: 'Masalar', role: 'waiter' },
  // A station's screen over the counter, for the kitchen and everyone above it (D59).
  kitchen: { nav: 'Mutfak ekranı', role: 'kitchen' },
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
  // Where each dish is prepared, and their screens' and printers' settings (D59).
  stations: { nav: 'İstasyonlar', role: 'admin' },
  // Many prices at once, previewed, undone for a day (issue: prices as a Turkish restaurant lives with them).
  prices: { nav: 'Fiyat güncelle', role: 'admin' },
  // What guests did on the menu, per day (issue: what the menu tells the owner; D55).
  reports: { nav: 'Raporlar', role: 'admin' },
  // A business day's sales, for the owner and the accountant (D60).
  'day-end': { nav: 'Gün sonu', role: 'admin' },
  audit: { nav: 'Değişiklik geçmişi', role: 'admin' },
  settings: { nav: 'Ayarlar', role: 'admin' },
} as const satisfies Record<string, AdminPageInfo>;

export type AdminPage = keyof typeof ADMIN_PAGE_TABLE;
export const ADMIN_PAGES = Object.keys(ADMIN_PAGE_TABLE) as AdminPage[];

/** Whether someone of `role` may open `page`: its role and those above, or its readers (D54). */
export function mayOpen(page: AdminPage, role: UserRole): boolean {
  const info: AdminPageInfo = ADMIN_PAGE_TABLE[page];
  return roleAtLeast(role, info.readRole ?? info.role);
}

/** Whether someone of `role` may change what `page` keeps, not only read it. */
export function mayChange(page: AdminPage, role: UserRole): boolean {
  return roleAtLeast(role, ADMIN_PAGE_TABLE[page].role);
}

/**
 * Where `/admin` leads someone of `role`: the first page in the menu they may work on, else the
 * first they may read (a waiter, until a page of theirs comes first: the products, read only).
 */
export function landingPage(role: UserRole): AdminPage {
  const linked = ADMIN_PAGES.filter((page) => ADMIN_PAGE_TABLE[page].nav !== null);
  const first = linked.find((page) => mayChange(page, role)) ?? linked.find((page) => mayOpen(page, role));
  if (first === undefined) throw new Error(`No page of the back office is for the role ${role}.`);
  return first;
}

/**
 * Pages of one record: `/admin/accounts/12`, an account's ledger, `/admin/board/5`, a table's
 * bill (D60), and their parts, such as
 * `/admin/accounts/12/statement`, the statement to print.
 */
export const ADMIN_RECORD_PAGES = ['accounts', 'kitchen', 'board'] as const satisfies readonly AdminPage[];
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
