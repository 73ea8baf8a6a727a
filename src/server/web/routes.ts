import { isAdminPage } from '../../shared/admin-pages.js';
import { languageOfPath } from '../../shared/paths.js';
import { isDisguisedPath } from '../../shared/staff-paths.js';

/** Which of the single-page app's addresses a path is, decided by the server as by the router. */
export type AppPage =
  | { kind: 'guest'; language: 'tr' | 'en'; categoryName: string | null; dishSlug: string | null }
  | { kind: 'admin'; known: boolean }
  | { kind: 'unknown'; language: 'tr' | 'en' };

const GUEST_HOME = /^\/(?:en\/?)?$/i;
const GUEST_CATEGORY = /^\/(?:en\/)?category\/([^/]+)(?:\/([^/]+))?\/?$/i;
const ADMIN = /^\/admin(?:\/.*)?$/i;

export function classifyPath(path: string): AppPage {
  // Every /admin address gets the back office's app, which shows its own 404 page for an unknown one.
  if (ADMIN.test(path)) return { kind: 'admin', known: isAdminPage(path) };
  const language = languageOfPath(path);
  if (GUEST_HOME.test(path)) return { kind: 'guest', language, categoryName: null, dishSlug: null };
  const category = GUEST_CATEGORY.exec(path);
  if (category) {
    const dishSlug = category[2] === undefined ? null : decodeSegment(category[2]);
    return { kind: 'guest', language, categoryName: decodeSegment(category[1] ?? ''), dishSlug };
  }
  return { kind: 'unknown', language };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
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
