import './styles/global.css';
import { options as preact } from 'preact';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadStrings } from '../shared/i18n/translate.js';
import { languageOfPath } from '../shared/paths.js';
import { prepareMenu } from './api/menu.js';
import { answered } from './ui/answered.js';
import { watchAppVersion } from './connection.js';
import { showPageLanguage } from './i18n/language.js';
import { Router } from './navigation.js';
import { AppRoutes, preloadPageParts } from './router.js';
import { attachingPartByPart, attachRemainingParts, useMarkAttached } from './ui/attached.js';
import { isDownloadFailure } from './ui/LazyBoundary.js';

// The guest pages run on Preact (vite.config.ts), which runs a render's effects after the next
// frame; React runs those of a render it has committed before it handles the guest's next input.
// The pages are written for React's order: a letter typed as the page attaches must find the
// page's entry (its effects) done, or the entry would reset the filters the letter just set.
preact.requestAnimationFrame = (flush) => queueMicrotask(flush);
// The page attaches part by part: a tap on a part already attached is the app's to answer, not
// boot.ts's to repeat once the whole page has attached.
const eventHook = preact.event?.bind(preact);
preact.event = (event: Event): Event => {
  answered(event, event.currentTarget);
  return eventHook ? (eventHook(event) as Event) : event;
};

const language = languageOfPath(window.location.pathname);
showPageLanguage(language);
watchAppVersion();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function App() {
  useMarkAttached();
  return (
    <Router>
      <AppRoutes />
    </Router>
  );
}

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// Guest pages arrive drawn by the server (entry-server.tsx): the script only attaches to them,
// once the parts in chunks of their own that the page shows are here too. The back office
// arrives empty and is drawn here, once its chunk is here (drawing a part that is not would show
// its loading line for at least 300 ms: React's pause before revealing what had to wait). Either
// way, as a transition the work yields to the browser every few milliseconds instead of holding
// a slow phone's main thread.
// A part whose download failed says so where it goes, with 'Tekrar dene' (LazyBoundary): an
// expected event on a weak connection, not an error for the console. Anything else is logged.
const options = {
  onCaughtError(error: unknown) {
    if (!isDownloadFailure(error)) console.error(error);
  },
};

/** Lets the browser run what waits (a tap, a paint) before the next step. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Settles once React holds the page, every part of it attached: boot.ts then clicks again a
 * button tapped before the app arrived. The page's language's strings come first, when they are a chunk of their own. Offline, a part that cannot load is tried again when React reaches it. The menu is
 * read in a task of its own, between this script's own and the attaching's.
 */
const drawn = root.firstChild !== null;
export const attached: Promise<void> = Promise.all([preloadPageParts(window.location.pathname), loadStrings(language)])
  .catch(() => undefined)
  .then(nextTask)
  .then(drawn ? prepareMenu : undefined)
  .then(nextTask)
  .then(attach);

/**
 * Draws the back office, or attaches to the page the server drew part by part: the page's frame in
 * one task, then each part drawn in an `AttachLater` in a task of its own (ui/attached.ts).
 */
function attach(): Promise<void> | void {
  if (!drawn) return startTransition(() => createRoot(root!, options).render(app));
  attachingPartByPart(() => startTransition(() => void hydrateRoot(root!, app, options)));
  return attachRemainingParts();
}
