// What a guest's visit tells the owner ('Raporlar'; docs/reports.md), sent to the server in
// small batches. Part of the page's own script (boot.ts counts the page once it has settled),
// and the app's parts call it directly (a dish's page, a filter, a search through ./report.ts):
// under a kilobyte, it costs the phone no download, compile and run of a chunk of its own in the
// moments after the page shows. No
// cookie and no identifier of its own: what is counted once per visit is remembered in this
// tab's session storage only.
import { EVENTS_PER_BATCH, GUEST_EVENTS_PATH, searchText } from '../../shared/guest-events.js';
import type { Language } from '../../shared/languages.js';
import type { GuestEvent } from '../../shared/schemas/report.js';
import { TABLE_NAME_MAX, TABLE_PARAM } from '../../shared/tables.js';

/** How long events wait for others before they go, unless the page is left first. */
const SEND_AFTER_MS = 5000;
const COUNTED_KEY = 'sofra-counted';

const queue: GuestEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

/** Notes `event`; it goes with the next batch. A search's text is cut to what the server takes. */
export function record(event: GuestEvent): void {
  listenForLeaving();
  queue.push(event.kind === 'search' ? { ...event, text: searchText(event.text) } : event);
  if (queue.length >= EVENTS_PER_BATCH) send();
  else timer ??= setTimeout(send, SEND_AFTER_MS);
}

/** Notes `event` once per visit (this tab's session) under `key`: a table's code, a language, an allergen left out. */
export function recordOnce(key: string, event: GuestEvent): void {
  let counted: string[] = [];
  try {
    counted = JSON.parse(sessionStorage.getItem(COUNTED_KEY) ?? '[]') as string[];
    if (counted.includes(key)) return;
    sessionStorage.setItem(COUNTED_KEY, JSON.stringify([...counted, key]));
  } catch {
    // Storage refused (private mode): counted for this page only, as if a new visit.
  }
  record(event);
}

/**
 * Sends what waits, with `navigator.sendBeacon` where there is one: the browser delivers it
 * even as the page goes away, without holding the page or the guest. Otherwise a `fetch` that
 * outlives the page (keepalive). Never retried: a lost batch is a few uncounted taps.
 */
function send(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    // A string goes as text/plain, which needs no preflight; the server reads it as JSON.
    const body = JSON.stringify({ events: queue.splice(0, EVENTS_PER_BATCH) });
    let queued = false;
    try {
      queued = navigator.sendBeacon?.(GUEST_EVENTS_PATH, body) ?? false;
    } catch {
      queued = false;
    }
    if (!queued) {
      void fetch(GUEST_EVENTS_PATH, {
        method: 'POST',
        body,
        keepalive: true,
        credentials: 'omit',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      }).catch(() => undefined);
    }
  }
}

let listening = false;

/** Leaving the page, or putting the phone away: what waits goes now. */
function listenForLeaving(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', send);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
}

/** The language a guest opened the menu in (the page's, as the server set it), once per visit. */
export function countVisit(language: string): void {
  if (/^[a-z]{2}$/.test(language)) recordOnce(`visit:${language}`, { kind: 'visit', language: language as Language });
}

/**
 * The page as it first showed, drawn by the server: its language, the table whose code opened
 * it (`?masa=5`: the server sends a code of a table it has not got to the page without one),
 * and the dish it shows (`data-dish`). The app counts the pages a guest moves to after it.
 */
export function countPage(): void {
  countVisit(document.documentElement.lang);
  // Read as the page's own script reads it (menu/table.ts).
  const table = new URLSearchParams(window.location.search).get(TABLE_PARAM)?.trim().replace(/\s+/g, ' ') ?? '';
  if (table !== '' && table.length <= TABLE_NAME_MAX) recordOnce(`scan:${table}`, { kind: 'scan', table });
  const dish = document.querySelector('#root [data-dish]')?.getAttribute('data-dish') ?? '';
  if (/^[1-9]\d{0,9}$/.test(dish)) record({ kind: 'dish', productId: Number(dish) });
}
