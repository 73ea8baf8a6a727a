/**
 * The guest's light/dark choice on this device. Without one, the menu follows the phone's
 * setting (prefers-color-scheme); a choice is kept in localStorage and shown as `data-theme`
 * on <html>, which switches the colour variables (styles/global.css). Small and free of React:
 * boot.ts applies it before the app arrives.
 */
export type ThemeChoice = 'light' | 'dark';

export const GUEST_THEME_KEY = 'sofra.guest.theme';

export function storedThemeChoice(): ThemeChoice | null {
  try {
    const value = window.localStorage.getItem(GUEST_THEME_KEY);
    return value === 'light' || value === 'dark' ? value : null;
  } catch {
    // Storage can be switched off (private mode): the phone's setting still applies.
    return null;
  }
}

/** Puts the choice on <html> (or takes it off, to follow the phone). */
export function applyThemeChoice(choice: ThemeChoice | null): void {
  const root = document.documentElement;
  if (choice) root.dataset.theme = choice;
  else delete root.dataset.theme;
}

export function saveThemeChoice(choice: ThemeChoice): void {
  try {
    window.localStorage.setItem(GUEST_THEME_KEY, choice);
  } catch {
    // Not remembered, but applied for this visit.
  }
  applyThemeChoice(choice);
}
