import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { DEFAULT_TIME_ZONE, knowSteadyOffset, type SteadyOffset } from '../../shared/calendar.js';
import type { PublicMenu } from '../../shared/menu.js';
import { holdsCategory, type MenuPart } from '../../shared/menu-part.js';
import { checkAppVersion } from '../connection.js';
import type { Language } from '../../shared/languages.js';
import { languageOfPath, menuAddress } from '../../shared/paths.js';
import { apiRequest } from './client.js';

/**
 * The public menu on the guest's phone. The server embeds the part of it the page shows, so
 * the first render needs no second round trip, and the app fetches the whole menu once it has
 * attached to the page; without it (the Vite dev server) it is fetched at once. A tiny store
 * rather than a query library: the guest pages' first download stays small, and the only other
 * writer is a posted review.
 */
export interface MenuState {
  menu: PublicMenu | undefined;
  /** The categories whose dishes are all in `menu` (the page's part); null once it is whole. */
  categoryIds: number[] | null;
  isError: boolean;
  isFetching: boolean;
}

export function fetchMenu(signal?: AbortSignal, language: Language = wanted): Promise<PublicMenu> {
  // Always a fresh menu when online: offline, the service worker answers the one it stored.
  return apiRequest<PublicMenu>(menuAddress(language), { signal, cache: 'no-cache', received: noteServedAt });
}

/** The language the guest's page is in, whose menu the store should hold. */
let wanted: Language = 'tr';
/** The language of the menu the store holds (its texts). */
let held: Language = 'tr';

const sameMenu = (a: Language, b: Language) => menuAddress(a) === menuAddress(b);

/**
 * Keeps the menu in the page's language: a page in another language (the switcher navigates
 * in place) fetches that language's menu; meanwhile the texts fall back along the chain.
 */
export function useMenuLanguage(language: Language): void {
  useEffect(() => {
    wanted = language;
    if (!sameMenu(language, held)) void refetchMenu();
  }, [language]);
}

/** When the server sent the menu shown (its `Date`), for "showing the menu as of 14:05" offline. */
let servedAt: Date | null = null;

function noteServedAt(response: Response): void {
  const date = new Date(response.headers.get('date') ?? '');
  if (!Number.isNaN(date.getTime())) servedAt = date;
}

/** When the server sent the menu the page shows, if known. */
export const menuServedAt = (): Date | null => servedAt;

/**
 * The part of the menu the server embedded in the page (`<script id="sofra-menu"
 * type="application/json" data-categories="3 5">`: the categories whose dishes it holds, all
 * when the attribute is absent), or null when there is none (e.g. the Vite dev server) or it
 * cannot be read.
 */
export function readEmbeddedMenu(doc: Document = document): MenuPart | null {
  const element = doc.getElementById('sofra-menu');
  const text = element?.textContent;
  if (!element || !text) return null;
  try {
    const menu: unknown = JSON.parse(text);
    if (!isPublicMenu(menu)) return null;
    const categories = element.dataset.categories;
    const categoryIds = categories === undefined ? null : categories.split(' ').filter(Boolean).map(Number);
    return categoryIds?.some((id) => !Number.isInteger(id)) ? null : { menu, categoryIds };
  } catch {
    return null;
  }
}

function isPublicMenu(value: unknown): value is PublicMenu {
  if (typeof value !== 'object' || value === null) return false;
  const menu = value as Partial<Record<keyof PublicMenu, unknown>>;
  return Array.isArray(menu.categories) && Array.isArray(menu.products) && Array.isArray(menu.tags) && Array.isArray(menu.ingredients);
}

let state: MenuState = { menu: undefined, categoryIds: null, isError: false, isFetching: false };
let started = false;
let stale = false;
const listeners = new Set<() => void>();

function setState(next: MenuState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** Fetches the menu from the server (on start without an embedded menu, on retry, after staff edits). */
export function refetchMenu(): Promise<void> {
  if (state.isFetching) return Promise.resolve();
  setState({ ...state, isFetching: true, isError: false });
  stale = false;
  const language = wanted;
  return fetchMenu(undefined, language)
    .then(
      (menu) => {
        held = language;
        setState({ menu, categoryIds: null, isError: false, isFetching: false });
        return true;
      },
      () => {
        setState({ ...state, isError: true, isFetching: false });
        return false;
      },
    )
    .then((fetched) => {
      // The page changed language while the menu was on its way.
      if (fetched && !sameMenu(wanted, held)) return refetchMenu();
      if (!checkAfterFetch) return;
      checkAfterFetch = false;
      void checkForChanges();
    });
}

function start(): void {
  if (started) return;
  started = true;
  const embedded = typeof document === 'undefined' ? null : readEmbeddedMenu();
  // The server drew the page, and embedded its menu, in the page's language.
  if (typeof document !== 'undefined') wanted = held = languageOfPath(location.pathname);
  if (embedded) state = { ...embedded, isError: false, isFetching: false };
  else void refetchMenu();
}

/**
 * Reads the menu the server embedded and sets up the restaurant's clock, so that the app can
 * attach to the page without doing either. A slow phone takes tens of milliseconds for its
 * first `Intl.DateTimeFormat` alone: the clock is read from the offset the server gave with the
 * menu (a page without one, on the Vite dev server, builds the formatter when first asked).
 */
export function prepareMenu(): void {
  start();
  const steady = readSteadyOffset();
  if (steady) knowSteadyOffset(state.menu?.restaurant.timeZone ?? DEFAULT_TIME_ZONE, steady);
}

/** The restaurant's offset from UTC the server gave with the menu (`data-utc-offset`), if it did. */
export function readSteadyOffset(doc: Document = document): SteadyOffset | null {
  const [minutes = NaN, from = NaN, until = NaN] = (doc.getElementById('sofra-menu')?.dataset.utcOffset ?? '').split(' ').map(Number);
  return Number.isInteger(minutes) && until > from ? { minutes, from, until } : null;
}

const getSnapshot = () => state;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The menu a page is drawn with on the server (web/entry-server.tsx): handed to the page, never
 * kept in the store, so two pages drawn one after another share nothing.
 */
export const GivenMenu = createContext<MenuPart | null>(null);

/**
 * Replaces the menu (tests, and pages that learn a newer menu from an
 * answer): the whole menu, or the part a page shows.
 */
export function setMenu(update: (menu: PublicMenu) => PublicMenu): void;
export function setMenu(menu: PublicMenu | MenuPart): void;
export function setMenu(value: PublicMenu | MenuPart | ((menu: PublicMenu) => PublicMenu)): void {
  started = true;
  if (typeof value === 'function') {
    if (state.menu) setState({ ...state, menu: value(state.menu) });
  } else {
    const part = 'categoryIds' in value ? value : { menu: value, categoryIds: null };
    setState({ ...part, isError: false, isFetching: false });
  }
}

/** Marks the menu out of date (a staff edit): the next guest page shown fetches it again. */
export function invalidateMenu(): void {
  stale = true;
}

/**
 * The public menu and whether it is loading or failed; `refetch` retries. `holds` says whether
 * a category's dishes are all there yet (the page arrived with another category's part).
 */
export function useMenu(): MenuState & {
  data: PublicMenu | undefined;
  refetch: () => Promise<void>;
  holds: (categoryId: number) => boolean;
} {
  const given = useContext(GivenMenu);
  if (given === null) start();
  const stored = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  const snapshot = given === null ? stored : { ...given, isError: false, isFetching: false };
  const partial = snapshot.categoryIds !== null;
  useEffect(() => {
    // Once the page is attached, the rest of the menu: the guest's next page is then at hand.
    if (stale || (partial && !state.isError)) void refetchMenu();
  }, [partial]);
  return { ...snapshot, data: snapshot.menu, refetch: refetchMenu, holds: (categoryId) => holdsCategory(snapshot, categoryId) };
}

/**
 * How often an open guest page asks whether the menu has changed (a dish marked sold out, a
 * price): a change shows within this time, without a reload. The server answers an unchanged
 * menu with 304 and no body (its ETag), so asking costs a phone next to nothing.
 */
export const MENU_CHECK_MS = 20_000;

let lastEtag: string | null = null;

/** A check was asked for while a fetch was under way (which may have left before the change). */
let checkAfterFetch = false;

/** Asks for the menu in the background: a failure (a phone offline) keeps the menu shown. */
export async function checkForChanges(): Promise<void> {
  if (document.visibilityState !== 'visible') return;
  if (state.isFetching) {
    checkAfterFetch = true;
    return;
  }
  // A new version of the app is looked for as often as a new menu.
  checkAppVersion();
  try {
    // `no-cache` revalidates the copy the browser holds, with its ETag.
    const language = wanted;
    const response = await fetch(menuAddress(language), {
      cache: 'no-cache',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) return;
    const etag = response.headers.get('etag');
    if (etag !== null && etag === lastEtag) return;
    const menu: unknown = await response.json();
    if (!isPublicMenu(menu)) return;
    noteServedAt(response);
    lastEtag = etag;
    held = language;
    setState({ menu, categoryIds: null, isError: false, isFetching: false });
  } catch {
    // Offline or interrupted: the next check tries again.
  }
}

/** Keeps an open guest page's menu current: every MENU_CHECK_MS while shown, and on coming back. */
export function useMenuUpdates(): void {
  useEffect(() => {
    const timer = setInterval(() => void checkForChanges(), MENU_CHECK_MS);
    const onVisible = () => void checkForChanges();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
}
