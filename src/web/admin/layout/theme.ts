import { useLayoutEffect, useSyncExternalStore } from 'react';
import { applyThemeChoice, storedThemeChoice } from '../../ui/theme-choice.js';

/**
 * The back office's light/dark choice (D15): dark starts off, and the choice is remembered on
 * this device. It is applied as `data-theme="dark"` on <html>, which switches the colour
 * variables of theme.css (D17).
 */
export type AdminTheme = 'light' | 'dark';

export const THEME_STORAGE_KEY = 'sofra.admin.theme';

const listeners = new Set<() => void>();

function readTheme(): AdminTheme {
  try {
    return window.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? 'dark' : 'light';
  } catch {
    // Storage can be switched off (private mode); the light theme still works.
    return 'light';
  }
}

export function setAdminTheme(theme: AdminTheme): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered, but applied for this visit.
  }
  current = theme;
  for (const listener of listeners) listener();
}

let current: AdminTheme | null = null;

function snapshot(): AdminTheme {
  current ??= readTheme();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAdminTheme(): AdminTheme {
  return useSyncExternalStore(subscribe, snapshot, () => 'light');
}

/**
 * Puts the theme on <html> while the back office is shown, light included: without it the
 * guests' theme would follow the computer's dark setting here too. Leaving, the guests' own
 * choice applies again.
 */
export function useApplyAdminTheme(): void {
  const theme = useAdminTheme();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.theme = theme;
    return () => applyThemeChoice(storedThemeChoice());
  }, [theme]);
}

/** Forgets the cached choice, so tests can start each case from localStorage. */
export function resetAdminThemeForTests(): void {
  current = null;
}
