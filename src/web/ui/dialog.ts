// A <dialog>'s opening and closing, for the guest pages' sheets and for boot.ts, which opens a
// server-drawn one before the app attaches (no React here). Browsers and test DOMs without the
// dialog's methods get its `open` attribute, and its close event, by hand.

/** Opens `element`: modal (the focus stays inside, Escape closes it) or in the page's flow. */
export function openDialog(element: HTMLDialogElement, modal: boolean): void {
  if (typeof element.showModal !== 'function') element.setAttribute('open', '');
  else if (modal) element.showModal();
  else element.show();
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
