import { isLanguage, languagePrefix, type Language } from '../../../shared/languages.js';
import { isAdminPage } from '../../../shared/admin-pages.js';
import { matchGuestPage, type GuestPage } from '../../../shared/guest-pages.js';
import { languageOfPath } from '../../../shared/paths.js';
import { isDisguisedPath } from '../../../shared/staff-paths.js';

/** Which of the single-page app's addresses a path is, decided by the server as by the router. */
export type AppPage =
  | { kind: 'guest'; page: GuestPage; language: Language; categoryName: string | null; dishSlug: string | null }
  | { kind: 'admin'; known: boolean }
  | { kind: 'unknown'; language: Language };

const ADMIN = /^\/admin(?:\/.*)?$/i;

export function classifyPath(path: string): AppPage {
  // Every /admin address gets the back office's app, which shows its own 404 page for an unknown one.
  if (ADMIN.test(path)) return { kind: 'admin', known: isAdminPage(path) };
  // The guest pages' own table (shared/guest-pages.ts), which the router reads too.
  const guest = matchGuestPage(path);
  if (guest === null) return { kind: 'unknown', language: languageOfPath(path) };
  const { page, language, params } = guest;
  return { kind: 'guest', page, language, categoryName: params.categoryName ?? null, dishSlug: params.dishSlug ?? null };
}

/** Where a request for a disguised spelling of `/api` or `/admin` goes: no route, so the API's 404. */
export const REFUSED_PATH = '/api/refused-address';

/** The request's address, or REFUSED_PATH when it spells `/api` or `/admin` another way (shared/staff-paths.ts). */
export function refuseDisguisedPath(url: string): string {
  // Most addresses hold no `%` and no `//`: one scan each, no decoding.
  if (!url.includes('%') && !url.includes('//')) return url;
  const end = url.indexOf('?');
  return isDisguisedPath(end === -1 ? url : url.slice(0, end)) ? REFUSED_PATH : url;
}

/**
 * The address spelled with its language as guests' pages spell it (`/EN`, `/AR/category/…`: spec
 * §2), when `path` names a language another way (`/en`, `/%41R`); null when it is spelled so,
 * or names none. Each language has one address, which links and search engines share.
 */
export function canonicalLanguagePath(path: string): string | null {
  const end = path.indexOf('/', 1);
  const first = end === -1 ? path.slice(1) : path.slice(1, end);
  if (first.length < 2 || first.length > 6) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(first).toLowerCase();
  } catch {
    return null;
  }
  if (decoded === 'tr' || !/^[a-z]{2}$/.test(decoded) || !isLanguage(decoded)) return null;
  const prefix = languagePrefix(decoded);
  return `/${first}` === prefix ? null : prefix + (end === -1 ? '' : path.slice(end));
}
