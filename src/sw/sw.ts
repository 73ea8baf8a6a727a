/**
 * The guest menu's service worker (issue: the menu offline), built by vite-plugin-pwa, which
 * puts the list of files to precache in `self.__WB_MANIFEST`. Registered by the guest pages once
 * they have loaded (web/boot.ts). The back office never passes through it: nothing under /admin
 * or /api/admin is answered or stored here, so no customer's debt sits in a phone's cache.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core/types.js';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { guestPage, pathIn } from '../shared/guest-pages.js';
import { FIXED_LANGUAGES } from '../shared/languages.js';
import { languageOfPath, menuAddress } from '../shared/paths.js';
import { decodedPath, isStaffPath } from '../shared/staff-paths.js';
import { storable } from './storable.js';
import { withOfflineNotice } from './offline-notice.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/**
 * A page the network has not started to answer within half a second shows from the last copy
 * (the network's answer, when it comes, is stored for next time; the app then asks for the
 * current menu itself). On Wi-Fi or 4G a page arrives well within it.
 */
const PAGE_TIMEOUT_SECONDS = 0.5;
/** The menu and the reviews: a network slower than this is treated as none. */
const NETWORK_TIMEOUT_SECONDS = 3;
const DAY = 24 * 60 * 60;

// A new version takes over at once; an open page reloads on its next navigation (web/connection.ts).
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The guest app's scripts, styles, font and lazily loaded parts, the favicon and the offline pages.
precacheAndRoute(self.__WB_MANIFEST);

const PAGES = 'sofra-pages';
const MENU = 'sofra-menu';
// Staff addresses are matched as the server reads them, decoded (`/%61pi/admin` is /api/admin).
const ours = (url: URL) => url.origin === self.location.origin && !isStaffPath(url.pathname);
const only200 = new CacheableResponsePlugin({ statuses: [200] });
const onlyStorable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (storable(response.headers.get('cache-control')) ? response : null),
};

/** A page answered from the store says so at its top, with when the server sent it (offline-notice.ts). */
const saysStored: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return cachedResponse;
    const html = withOfflineNotice(await cachedResponse.text(), new Date(cachedResponse.headers.get('date') ?? ''));
    const headers = new Headers(cachedResponse.headers);
    // The body is the decoded page, of another length now.
    headers.delete('content-length');
    headers.delete('content-encoding');
    return new Response(html, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};

// Pages the server drew: the network's copy when it answers in time, else the last one stored,
// saying it is; a page never stored gets the app without a page, which draws it from the
// stored menu.
const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: PAGE_TIMEOUT_SECONDS,
  plugins: [onlyStorable, only200, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY }), saysStored],
});
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && ours(url) && !/^\/(?:api|media)\//i.test(decodedPath(url.pathname) ?? ''),
  async (options: RouteHandlerCallbackOptions) => {
    try {
      return await pages.handle(options);
    } catch {
      const english = /^\/en(?:\/|$)/i.test(options.url.pathname);
      return (await matchPrecache(english ? '/EN/offline' : '/offline')) ?? Response.error();
    }
  },
);

// The menu: a copy that may be stale is answered at once and refreshed behind it; the app's own
// requests ask for a fresh one (`cache: 'no-cache'`) and get the network's, or the stored one
// when the network is gone or too slow, so an online guest never sees an old price.
const staleMenu = new StaleWhileRevalidate({ cacheName: MENU, plugins: [onlyStorable, only200] });
const freshMenu = new NetworkFirst({ cacheName: MENU, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [onlyStorable, only200] });
registerRoute(
  ({ url }) => ours(url) && url.pathname === '/api/menu',
  (options: RouteHandlerCallbackOptions) => {
    const request = options.request;
    return request.cache === 'no-cache' || request.cache === 'reload' ? freshMenu.handle(options) : staleMenu.handle(options);
  },
);

// A dish's reviews: the latest when online, the last ones read when not.
registerRoute(
  ({ url }) => ours(url) && /^\/api\/products\/\d+\/reviews$/.test(url.pathname),
  new NetworkFirst({
    cacheName: 'sofra-reviews',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [onlyStorable, only200, new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * DAY })],
  }),
  'GET',
);

// Photos never change under their address: stored once, at most 250 of them for a week.
registerRoute(
  ({ url, request }) => ours(url) && request.destination === 'image' && /^\/(?:media|images)\//.test(url.pathname),
  new CacheFirst({
    cacheName: 'sofra-photos',
    plugins: [onlyStorable, only200, new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 7 * DAY, purgeOnQuotaError: true })],
  }),
);

/**
 * The first visit's page and menu arrived before this worker did: on install it stores them,
 * with the Turkish and English home pages, so the very next visit works offline (another
 * language's pages are stored as the guest opens them). A few kilobytes each.
 */
async function storeFirstVisit(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const addresses = new Set(FIXED_LANGUAGES.map((language) => pathIn(guestPage('home'), language)));
  // The menu of each language open (a Russian page's is its own: shared/paths.ts).
  const menus = new Set([menuAddress('tr')]);
  for (const window of windows) {
    const url = new URL(window.url);
    if (!ours(url)) continue;
    addresses.add(url.pathname + url.search);
    menus.add(menuAddress(languageOfPath(url.pathname)));
  }
  const store = async (cacheName: string, address: string) => {
    try {
      const response = await fetch(address, { credentials: 'same-origin' });
      if (response.status === 200 && !response.redirected && storable(response.headers.get('cache-control')))
        await (await caches.open(cacheName)).put(address, response);
    } catch {
      // Offline already: nothing to store.
    }
  };
  await Promise.all([...[...addresses].map((address) => store(PAGES, address)), ...[...menus].map((address) => store(MENU, address))]);
}

self.addEventListener('install', (event) => event.waitUntil(storeFirstVisit()));
