// The page's only script tag. A guest page arrives drawn by the server and readable at once; its
// links work as plain links, and the filter panel opens from here (openDrawnPart). The app
// (main.tsx: React, the router, the pages) attaches when the guest first reaches for the page:
// a touch, a key, a scroll. Until then the phone's main thread does what the page without a
// script would do (docs/decisions/004). The app's files are fetched, not run, once the page and
// its first pictures are on screen, so that on a weak connection the pictures get the bandwidth
// first and the attaching does not wait for a download.
// A page that arrives empty (the offline page) needs the app to show anything: fetched and run
// at once. The back office is another app (admin.html).
import { answeredOn } from './ui/answered.js';
import { openForScreen, openModal } from './ui/dialog.js';
import type { RequestKind } from '../shared/calls.js';
import { CALL_KIND, CALLS_PLACE, islandScripts, showDrawnCalls } from './menu/calls/drawn.js';
import { countPage } from './menu/events.js';
import { currentTable, currentTableKey } from './menu/table.js';
import { applyThemeChoice, storedThemeChoice } from './ui/theme-choice.js';

// A guest who chose light or dark on this device gets it as early as a script can give it.
applyThemeChoice(storedThemeChoice());
// The table of the code the guest scanned (`/?masa=5`) holds for the visit, even when a link
// is followed before the app attaches.
if (window.location.search) currentTable();

/** How long after the page has settled the service worker is registered. */
const SERVICE_WORKER_DELAY_MS = 3000;

/**
 * The guest menu's service worker (offline browsing), registered once the page has loaded and
 * been idle a few seconds, whether the app has attached or not: its downloads (the app's parts
 * for offline, about 60 kB) never compete with the pictures and the menu the guest is waiting
 * for. The back office has none.
 */
function registerServiceWorker(): void {
  const register = () => {
    linkManifest();
    if ('serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  };
  setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(register, { timeout: SERVICE_WORKER_DELAY_MS });
    else register();
  }, SERVICE_WORKER_DELAY_MS);
}

/**
 * The menu as an app to install (a guest's phone, the restaurant's tablet): its manifest in the
 * page's language and its icon, linked once the page has settled, so the browser fetches them
 * after what the guest is waiting for.
 */
function linkManifest(): void {
  // The page's language's own: `/manifest.webmanifest` in Turkish, `/RU/manifest.webmanifest`.
  const language = document.documentElement.lang;
  const links = [
    ['manifest', language === 'tr' ? '/manifest.webmanifest' : `/${language.toUpperCase()}/manifest.webmanifest`],
    // The restaurant's logo once it has one (server/resources/settings/logo-icons.ts).
    ['apple-touch-icon', '/icons/touch-icon'],
  ] as const;
  for (const [rel, href] of links) {
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}

/**
 * The page's script runs as soon as it arrives (`async`), before the page has been laid out, so
 * that its own small task never carries the page's layout with it; what needs the page's
 * elements waits for them.
 */
function whenParsed(then: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', then, { once: true });
  else then();
}

whenParsed(() => {
  const root = document.getElementById('root');
  if (root?.firstChild) {
    // A button tapped before the app is there is not lost. One that opens a part the server drew
    // closed with the page (the filter panel) opens it at once, and the page takes it as open as
    // it attaches. Any other tap fetches the app at once, and once React holds the page the
    // buttons are clicked again, in order (React hydrates each on the spot).
    const tapped: HTMLButtonElement[] = [];
    // A tap while a download is under way: should that download fail, it was the next tap. Not
    // the tap whose touch started the download.
    let again = false;
    let touchStarted = false;
    const keepTap = (event: MouseEvent) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      // A drawn dialog's close button closes it by itself (a form of method "dialog").
      if (!button || !root.contains(button) || button.form?.method === 'dialog') return;
      // A part of the page already attached (the app attaches part by part) answered it itself.
      if (answeredOn(event, button)) return;
      if (!openDrawnPart(button)) {
        // The same button twice before then counts once: a tap the page did not answer is repeated.
        if (!tapped.includes(button)) tapped.push(button);
        again = started && !touchStarted;
      }
      touchStarted = false;
      start();
    };
    document.addEventListener('click', keepTap);

    // The table of the code the guest came by, and its calls bar (menu/calls/drawn.ts): shown as
    // the server drew it once the page is on screen, its island taking it over as the app
    // attaches; a tap on a drawn button is made again on the island's.
    const table = currentTable();
    let callsShown = false;
    let tappedCall: RequestKind | null = null;
    const takeOverCalls = () => {
      if (table === null) return;
      showTableCalls(table, start, () => {
        const kind = tappedCall;
        tappedCall = null;
        return kind;
      });
    };

    let started = false;
    const start = (framesFirst = 1) => {
      if (started) return;
      started = true;
      if (callsShown) takeOverCalls();
      afterFrames(framesFirst)
        .then(() => import('./main.js'))
        .then(
          async ({ attached }) => {
            await attached;
            document.removeEventListener('click', keepTap);
            for (const button of tapped.splice(0)) if (button.isConnected) button.click();
          },
          // The connection dropped: the page still reads and its links work, and the next tap tries again.
          () => {
            started = false;
            touchStarted = false;
            if (again) start();
            again = false;
          },
        );
    };
    // The guest reaches for the page: the app attaches. A touch starts it once the finger lifts
    // or the page scrolls under it, and the app runs two frames later: the phone draws a frame
    // between the finger lifting and the tap's click, and what the click opens shows before the
    // app's first tasks (its import alone took 15 ms of a slow phone's tap). Letters typed into a
    // search box stay in it, and the app takes them up as it attaches.
    const reach = (event: Event) => {
      if (event.type !== 'pointerdown') return start();
      if (started) return;
      touchStarted = true;
      for (const type of ['pointerup', 'pointercancel'])
        document.addEventListener(type, () => start(2), { capture: true, once: true, passive: true });
    };
    for (const type of ['pointerdown', 'keydown', 'focusin', 'input', 'wheel']) {
      document.addEventListener(type, reach, { capture: true, once: true, passive: true });
    }
    // A scroll that moved the page: a right-to-left page (Arabic) gets a scroll event as it is
    // laid out, with the page where it was, and the app is not to attach for that.
    const scrolled = () => {
      if (window.scrollX === 0 && window.scrollY === 0) return;
      window.removeEventListener('scroll', scrolled);
      start();
    };
    window.addEventListener('scroll', scrolled, { passive: true });
    // A guest who reached for the page before this script ran (a slow phone: the search box
    // focused and typed into as the page arrived) sent none of those events here: the app
    // attaches now, and takes up what is in the box.
    if (reachedBefore(root)) start();
    // Once the page has settled, each of these in a task of its own: together they would hold
    // a slow phone's main thread past a tap.
    const settled = Promise.all([loaded(), firstContentfulPaint()]);
    const whenSettled = (then: () => void): void => {
      void settled.then(
        () => setTimeout(then),
        () => setTimeout(then),
      );
    };
    whenSettled(prefetchApp);
    // A guest who came by a table's code gets the buttons to call a waiter as soon as the page is
    // on screen, without the app (which attaches at the first touch). Where the server did not
    // draw them, where the guest reached for the page first, or where the code carried the key
    // the table orders with (its basket joins the bar and the app attaches at once), the island
    // shows them.
    if (table !== null) {
      whenSettled(() => {
        callsShown = true;
        const drawn =
          !started &&
          currentTableKey() === null &&
          showDrawnCalls(table, (kind) => {
            tappedCall = kind;
            start();
          });
        if (drawn) prefetch(islandScripts());
        else takeOverCalls();
      });
    }
    whenSettled(registerServiceWorker);
    // The page as the owner's reports count it (its language, the table whose code opened it, the
    // dish it shows), whether the app attaches or not; it goes as the guest leaves.
    whenSettled(countPage);
  } else {
    void import('./main.js').then(() => loaded()).then(registerServiceWorker);
    const table = currentTable();
    if (table !== null) showTableCalls(table, () => undefined);
  }
});

/**
 * Whether the guest reached for the page before its script listened: a field of the page has the
 * focus, or a text typed into it. The page itself focuses nothing.
 */
function reachedBefore(root: HTMLElement): boolean {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && focused !== root && root.contains(focused)) return true;
  return [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(TYPED_FIELDS)].some(
    (field) => field.value !== field.defaultValue,
  );
}

/**
 * The fields a guest types into (the search, a price bound, a review). Not a dish's size: a radio
 * button without a value attribute reads "on" against a default of "", as drawn.
 */
const TYPED_FIELDS = 'input:is([type="search"], [type="text"], [type="number"], :not([type])), textarea';

/**
 * The table's calls bar (menu/calls/island.tsx), with its basket where the table takes orders,
 * which attaches the app at once (`attachApp`). The call a guest tapped on the drawn bar
 * (`tapped`, asked once the island is there) is made on the island's. Should its download fail
 * (the connection dropped), it is tried again when the phone is back online.
 */
function showTableCalls(table: string, attachApp: () => void, tapped: () => RequestKind | null = () => null): void {
  import('./menu/calls/island.js')
    .then((island) => island.showTableCalls(table, attachApp))
    .then(() => {
      const kind = tapped();
      if (kind !== null) document.querySelector<HTMLButtonElement>(`#${CALLS_PLACE} [${CALL_KIND}="${kind}"]`)?.click();
    })
    .catch(() => window.addEventListener('online', () => showTableCalls(table, attachApp, tapped), { once: true }));
}

/**
 * Opens the closed <dialog> that `button` controls, drawn with the page: modal if it says so (a
 * dish's reviews), otherwise a sheet over the list on a phone and in the page's flow on a wider
 * screen (as FilterSheet opens it). False if there is none.
 */
function openDrawnPart(button: HTMLButtonElement): boolean {
  const part = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!(part instanceof HTMLDialogElement) || part.open) return false;
  if (part.hasAttribute('data-modal')) openModal(part);
  else openForScreen(part);
  button.setAttribute('aria-expanded', 'true');
  return true;
}

/**
 * Fetches the app's files without running them, so that attaching later does not wait for the
 * network: the server names them, the app's and the parts this page shows
 * (`<meta name="sofra:scripts">`). The browser keeps them as it would for the next page.
 */
function prefetchApp(): void {
  prefetch(document.querySelector<HTMLMetaElement>('meta[name="sofra:scripts"]')?.content.split(' ') ?? []);
}

/** Fetches scripts without running them, as the next page's would be; each once. */
function prefetch(names: readonly string[]): void {
  const linked = new Set(
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href')),
  );
  for (const href of names.filter((name) => name && !linked.has(name))) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

/** The load event: the page's eager pictures, its stylesheet and font have arrived. */
function loaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** The first frame with content has been shown (the browser reports it after the fact). */
function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterFrames(1);
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve(afterFrames(1));
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Once `frames` frames have been drawn, in a task of its own. */
function afterFrames(frames: number): Promise<void> {
  return new Promise((resolve) => {
    const frame = () => (--frames > 0 ? requestAnimationFrame(frame) : setTimeout(resolve));
    requestAnimationFrame(frame);
  });
}
