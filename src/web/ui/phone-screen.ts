import { useSyncExternalStore } from 'react';
import { onPhoneScreen, PHONE_QUERY } from './screen.js';

function subscribe(listener: () => void): () => void {
  const media = window.matchMedia?.(PHONE_QUERY);
  media?.addEventListener('change', listener);
  return () => media?.removeEventListener('change', listener);
}

/**
 * Whether the screen is a phone's, for what differs in more than looks (a sheet instead of a
 * panel beside the list). False on the server: what depends on it is drawn once the app holds
 * the page.
 */
export function usePhoneScreen(): boolean {
  return useSyncExternalStore(subscribe, onPhoneScreen, () => false);
}
