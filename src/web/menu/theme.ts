import { useSyncExternalStore } from 'react';
import { saveThemeChoice, storedThemeChoice } from '../ui/theme-choice.js';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia?.(DARK_QUERY);
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
}

/** Whether the menu is dark now: the guest's choice on this device, or else the phone's setting. */
function isDark(): boolean {
  const choice = storedThemeChoice();
  if (choice) return choice === 'dark';
  return window.matchMedia?.(DARK_QUERY).matches ?? false;
}

/**
 * The guests' dark theme switch: whether the menu is dark, and the switch, which remembers the
 * opposite of what is shown. The server cannot know (the page is the same for every phone), so
 * the switch shows off until the app has attached.
 */
export function useGuestDarkTheme(): [dark: boolean, toggle: () => void] {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);
  const toggle = () => {
    saveThemeChoice(isDark() ? 'light' : 'dark');
    for (const listener of listeners) listener();
  };
  return [dark, toggle];
}
