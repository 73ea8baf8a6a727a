import { useSyncExternalStore } from 'react';

/**
 * Whether the phone has a connection, as the browser knows it (`navigator.onLine`, and its
 * `online` / `offline` events), and the app's version (issue: the menu offline).
 */

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** True while the phone has a connection; the server draws every page online. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/** Calls `send` once when the connection comes back (at once if it is there). Returns a cancel. */
export function whenOnline(send: () => void): () => void {
  if (isOnline()) {
    send();
    return () => {};
  }
  const listener = () => {
    window.removeEventListener('online', listener);
    send();
  };
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

let updated = false;
let watching = false;

/**
 * Notes when a new version of the app has taken over this page's service worker (a deploy): the
 * page then loads afresh on its next navigation instead of running old code against new files.
 */
export function watchAppVersion(): void {
  if (watching || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  watching = true;
  let controlled = navigator.serviceWorker.controller !== null;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The first visit's worker taking the page over is not a new version.
    if (controlled) updated = true;
    controlled = true;
  });
}

export const appUpdated = () => updated;

/** Asks whether a new version of the app is out (the service worker's script, revalidated). */
export function checkAppVersion(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => registration?.update())
    .catch(() => undefined);
}
