import { onPhoneScreen } from './screen.js';

// A <dialog>'s opening and closing, for the guest pages' sheets and for boot.ts, which opens a
// server-drawn one before the app attaches (no React here). Browsers and test DOMs without the
// dialog's methods get its `open` attribute, and its close event, by hand.

/** Opens `element`: modal (the focus stays inside, Escape closes it) or in the page's flow. */
export function openDialog(element: HTMLDialogElement, modal: boolean): void {
  if (typeof element.showModal !== 'function') element.setAttribute('open', '');
  else if (modal) element.showModal();
  else element.show();
}

/**
 * Opens `element` as the screen suits it: a modal sheet over the page on a phone's screen, in
 * the page's flow on a wider one. If it is open as the other kind (a phone turned sideways),
 * it opens again as this one.
 */
export function openForScreen(element: HTMLDialogElement): void {
  const modal = onPhoneScreen();
  if (element.open && isModal(element) === modal) return;
  closeDialog(element);
  openDialog(element, modal);
}

/** Closes `element` if it is open; its close event follows. */
export function closeDialog(element: HTMLDialogElement): void {
  if (!element.open) return;
  if (typeof element.close === 'function') return element.close();
  element.removeAttribute('open');
  element.dispatchEvent(new Event('close'));
}

/** Whether `element` is open as a modal. */
export function isModal(element: HTMLDialogElement): boolean {
  try {
    return element.matches(':modal');
  } catch {
    // A DOM that does not know the selector has no modal dialogs.
    return false;
  }
}
