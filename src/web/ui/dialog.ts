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
 * Opens `element` as the screen suits it: a sheet over the page on a phone's screen (openSheet),
 * in the page's flow on a wider one. If it is open as the other kind (a phone turned sideways),
 * it opens again as this one.
 */
export function openForScreen(element: HTMLDialogElement): void {
  const sheet = onPhoneScreen();
  if (element.open && isSheet(element) === sheet) return;
  closeDialog(element);
  if (sheet) openSheet(element);
  else {
    element.removeAttribute(SHEET);
    openDialog(element, false);
  }
}

/** The attribute a dialog open as a sheet over the page carries: its style sheet draws it so. */
const SHEET = 'data-sheet';

/** Opens `element` as a modal sheet over the page, in two steps (openInTwoSteps). */
function openSheet(element: HTMLDialogElement): void {
  element.setAttribute(SHEET, '');
  openInTwoSteps(element, () => isSheet(element));
}

/** Opens `element`, a dialog that is always modal (a dish's reviews), in two steps (openInTwoSteps). */
export function openModal(element: HTMLDialogElement): void {
  openInTwoSteps(element, () => true);
}

/**
 * Opens `element` as a modal dialog in two steps. A modal dialog makes the rest of the page
 * inert, which costs the browser a style pass over the whole page before it can draw anything:
 * on a phone, most of the time between the guest's tap and the dialog. So it first opens as a
 * plain dialog drawn over the page (its style sheet fixes it to the screen, and dims the page
 * with its shadow), and once that frame is on screen it becomes modal: the focus kept inside,
 * the page behind out of reach, Escape closing it. The first step only sets its `open`
 * attribute: `show()` would move the focus into it at once, which has the browser lay the page
 * out within the tap (30 ms of a slow phone's 100); the modal step moves it there, unless it has
 * been closed or opened otherwise meanwhile (`stillWanted`).
 */
function openInTwoSteps(element: HTMLDialogElement, stillWanted: () => boolean): void {
  element.setAttribute('open', '');
  if (typeof element.showModal !== 'function') return;
  // Until it is modal, Escape closes it all the same (a key pressed as it opens).
  const escape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !element.open || isModal(element)) return;
    event.preventDefault();
    closeDialog(element);
  };
  document.addEventListener('keydown', escape, true);
  requestAnimationFrame(() =>
    setTimeout(() => {
      document.removeEventListener('keydown', escape, true);
      if (!element.open || !stillWanted() || isModal(element)) return;
      const focused = document.activeElement;
      // Reopened as modal in one task: nothing is drawn in between, and the close event this
      // queues finds the dialog open (the pages take it as still open: FilterSheet, ReviewsDialog).
      element.close();
      element.showModal();
      if (focused instanceof HTMLElement && focused !== element && element.contains(focused)) focused.focus();
    }),
  );
}

/** Whether `element` is open as a sheet over the page (openSheet). */
export function isSheet(element: HTMLDialogElement): boolean {
  return element.open && element.hasAttribute(SHEET);
}

/** Closes `element` if it is open; its close event follows. */
export function closeDialog(element: HTMLDialogElement): void {
  if (!element.open) return;
  if (typeof element.close === 'function') return element.close();
  element.removeAttribute('open');
  element.dispatchEvent(new Event('close'));
}

/** Whether `element` is open as a modal. */
function isModal(element: HTMLDialogElement): boolean {
  try {
    return element.matches(':modal');
  } catch {
    // A DOM that does not know the selector has no modal dialogs.
    return false;
  }
}
