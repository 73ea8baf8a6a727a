import { languagePrefix, LANGUAGES, type Language } from './languages.js';
import type { PublicMenu } from './menu.js';
import type { MenuPart } from './menu-part.js';

/**
 * The guest pages, in one table: the server tells a guest page from any other address and
 * draws it with its part of the menu (server/features/guest-pages/routes.ts, server/features/guest-pages/spa.ts), the service
 * worker stores the home pages for the first offline visit (sw/sw.ts), and the tests hold the
 * router (web/router.tsx, which writes the addresses out to keep the phones' first download
 * small) to it. A new guest page is a row here and its route in the router.
 */
export interface GuestPage {
  kind: 'home' | 'category' | 'dish';
  /** Its Turkish address, as the router writes it (`:name` is one segment); see pathIn. */
  path: string;
  /**
   * Whether the server embeds the dishes of the page's category with the rest of the menu, so
   * the app attaches without asking; otherwise none (the home page lists the categories).
   */
  embedsCategory: boolean;
  /**
   * The parts in chunks of their own (web/ui/lazy-part.ts) the page shows, by source module:
   * the server links their style sheets (from the build's manifest) and draws them, and the
   * browser loads them before it attaches to the page.
   */
  parts: readonly string[];
}

export type GuestPageKind = GuestPage['kind'];

/**
 * The `<meta>` of a guest page holding its offline notice's words in its language (the timed
 * one in `content`, `{{time}}` left in, the untimed one in `data-untimed`): the service worker
 * writes the notice into a page it answers from its store (sw/offline-notice.ts).
 */
export const OFFLINE_NOTICE_META = 'sofra:offline';

export const GUEST_PAGES: readonly GuestPage[] = [
  { kind: 'home', path: '/', embedsCategory: false, parts: ['src/web/menu/RestaurantDetails.tsx'] },
  { kind: 'category', path: '/category/:categoryName', embedsCategory: true, parts: ['src/web/menu/FilterPanel.tsx'] },
  { kind: 'dish', path: '/category/:categoryName/:dishSlug', embedsCategory: true, parts: ['src/web/menu/DishPage.tsx'] },
];

/** A page's address in a language: Turkish at the root, another language under its prefix (`/EN`, `/RU`: spec §2). */
export function pathIn(page: GuestPage, language: Language): string {
  if (language === 'tr') return page.path;
  return page.path === '/' ? languagePrefix(language) : `${languagePrefix(language)}${page.path}`;
}

export interface GuestPageMatch {
  page: GuestPage;
  language: Language;
  /** The address's segments for the path's `:name`s, decoded (a malformed one as it came). */
  params: Readonly<Record<string, string>>;
}

interface Pattern {
  page: GuestPage;
  language: Language;
  names: string[];
  regex: RegExp;
}

/** Each path as the router matches it: any case (`/en`, `/EN/Category/pide`), a trailing slash or none. */
let patterns: Pattern[] | undefined;
const compile = (): Pattern[] =>
  GUEST_PAGES.flatMap((page) =>
    LANGUAGES.map((language) => {
      const segments = pathIn(page, language).split('/').filter(Boolean);
      const names = segments.filter((segment) => segment.startsWith(':')).map((segment) => segment.slice(1));
      const body = segments
        .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
        .join('/');
      return { page, language, names, regex: new RegExp(body === '' ? '^/$' : `^/${body}/?$`, 'i') };
    }),
  );

/** Which guest page `pathname` shows, in which language, or null for any other address. */
export function matchGuestPage(pathname: string): GuestPageMatch | null {
  for (const { page, language, names, regex } of (patterns ??= compile())) {
    const found = regex.exec(pathname);
    if (found) return { page, language, params: Object.fromEntries(names.map((name, index) => [name, decodeSegment(found[index + 1]!)])) };
  }
  return null;
}

/** The guest page of a kind. */
export function guestPage(kind: GuestPageKind): GuestPage {
  return GUEST_PAGES.find((page) => page.kind === kind)!;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The guest pages' server renderer (web/entry-server.tsx, built into dist/ssr): the page at
 * `url` drawn with `menu` (the whole menu, or the page's part of it). The browser's first
 * render must draw the same markup from the same menu, which the page embeds.
 */
export type RenderGuestPage = (input: { url: string; menu: PublicMenu | MenuPart }) => DrawnGuestPage;

export interface DrawnGuestPage {
  /** What goes into `<head>`: the page's `<title>` and the preloads React chose (its first pictures). */
  head: string;
  /** What goes into `#root`. */
  root: string;
  /** 404 when the address shows the app's 404 page. */
  status: 200 | 404;
  /** A table's calls bar in the page's language, its table's name left out (web/menu/calls/drawn.ts). */
  tableCalls: string;
}
