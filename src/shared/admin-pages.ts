/**
 * The back office's pages, relative to /admin. The admin router (web/admin/AdminRoutes.tsx)
 * draws one page for each, and the server answers their addresses with 200; any other /admin
 * address gets the back office's 404 page, with status 404. `/admin` itself leads to the products.
 */
export const ADMIN_PAGES = [
  'login',
  'products',
  'categories',
  'users',
  'accounts',
  'ingredients',
  'tags',
  'campaigns',
  'reviews',
  'print',
  'audit',
  'settings',
] as const;

export type AdminPage = (typeof ADMIN_PAGES)[number];

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
