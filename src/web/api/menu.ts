import { useEffect, useSyncExternalStore } from 'react';
import type { PublicMenu } from '../../shared/menu.js';
import { apiRequest } from './client.js';

/**
 * The public menu on the guest's phone. The server embeds it in the page, so the first render
 * needs no second round trip; without it (the Vite dev server) it is fetched once. A tiny
 * store rather than a query library: the guest pages' first download stays small, and the
 * only other writer is a posted review.
 */
export interface MenuState {
  menu: PublicMenu | undefined;
  isError: boolean;
  isFetching: boolean;
}

export function fetchMenu(signal?: AbortSignal): Promise<PublicMenu> {
  return apiRequest<PublicMenu>('/api/menu', { signal });
}

/**
 * The menu the server embedded in the page (`<script id="sofra-menu" type="application/json">`),
 * or null when there is none (e.g. the Vite dev server) or it cannot be read.
 */
export function readEmbeddedMenu(doc: Document = document): PublicMenu | null {
  const text = doc.getElementById('sofra-menu')?.textContent;
  if (!text) return null;
  try {
    const menu: unknown = JSON.parse(text);
    return isPublicMenu(menu) ? menu : null;
  } catch {
    return null;
  }
}

function isPublicMenu(value: unknown): value is PublicMenu {
  if (typeof value !== 'object' || value === null) return false;
  const menu = value as Partial<Record<keyof PublicMenu, unknown>>;
  return Array.isArray(menu.categories) && Array.isArray(menu.products) && Array.isArray(menu.tags) && Array.isArray(menu.ingredients);
}

let state: MenuState = { menu: undefined, isError: false, isFetching: false };
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
  return fetchMenu().then(
    (menu) => setState({ menu, isError: false, isFetching: false }),
    () => setState({ ...state, isError: true, isFetching: false }),
  );
}

function start(): void {
  if (started) return;
  started = true;
  const embedded = typeof document === 'undefined' ? null : readEmbeddedMenu();
  if (embedded) state = { menu: embedded, isError: false, isFetching: false };
  else void refetchMenu();
}

const getSnapshot = () => state;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Replaces the menu (tests, and pages that learn a newer menu from an answer). */
export function setMenu(update: (menu: PublicMenu) => PublicMenu): void;
export function setMenu(menu: PublicMenu): void;
export function setMenu(value: PublicMenu | ((menu: PublicMenu) => PublicMenu)): void {
  started = true;
  if (typeof value === 'function') {
    if (state.menu) setState({ ...state, menu: value(state.menu) });
  } else {
    setState({ menu: value, isError: false, isFetching: false });
  }
}

/** Marks the menu out of date (a staff edit): the next guest page shown fetches it again. */
export function invalidateMenu(): void {
  stale = true;
}

/** The public menu and whether it is loading or failed; `refetch` retries. */
export function useMenu(): MenuState & { data: PublicMenu | undefined; refetch: () => Promise<void> } {
  start();
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  useEffect(() => {
    if (stale) void refetchMenu();
  }, []);
  return { ...snapshot, data: snapshot.menu, refetch: refetchMenu };
}

/**
 * How often an open guest page asks whether the menu has changed (a dish marked sold out, a
 * price): a change shows within this time, without a reload. The server answers an unchanged
 * menu with 304 and no body (its ETag), so asking costs a phone next to nothing.
 */
export const MENU_CHECK_MS = 20_000;

let lastEtag: string | null = null;

/** Asks for the menu in the background: a failure (a phone offline) keeps the menu shown. */
async function checkForChanges(): Promise<void> {
  if (document.visibilityState !== 'visible' || state.isFetching) return;
  try {
    // `no-cache` revalidates the copy the browser holds, with its ETag.
    const response = await fetch('/api/menu', { cache: 'no-cache', headers: { Accept: 'application/json' }, credentials: 'same-origin' });
    if (!response.ok) return;
    const etag = response.headers.get('etag');
    if (etag !== null && etag === lastEtag) return;
    const menu: unknown = await response.json();
    if (!isPublicMenu(menu)) return;
    lastEtag = etag;
    setState({ menu, isError: false, isFetching: false });
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
