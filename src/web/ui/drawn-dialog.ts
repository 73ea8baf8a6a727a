import { useEffect, useRef, type RefObject } from 'react';
import { closeDialog, openForScreen, openModal } from './dialog.js';

/**
 * Keeps a `<dialog>` in step with `open`: opened as `kind` says (always modal, or as the screen
 * suits it: ui/dialog.ts openForScreen), closed otherwise. A dialog drawn with the page that the
 * page's first script opened at a tap before the app attached (web/boot.ts) is left open until
 * `open` says so too, and `onOpenedBefore` is told, so the page takes it as open. `again` runs it once
 * more when it changes (a phone turned sideways).
 */
export function useDialogOpen(
  dialog: RefObject<HTMLDialogElement | null>,
  open: boolean,
  kind: 'modal' | 'screen',
  onOpenedBefore?: () => void,
  again?: unknown,
): void {
  // Whether the dialog has followed `open` yet. Until the page takes a dialog opened before the
  // app attached as open, it stays open: the app's first runs may come before (a phone's screen
  // told apart only after the first draw).
  const following = useRef(false);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!following.current && element.open && !open) return onOpenedBefore?.();
    following.current = true;
    if (!open) return closeDialog(element);
    if (kind === 'screen') openForScreen(element);
    // A modal dialog traps focus and closes on Escape; browsers without it get an open one.
    else if (!element.open) openModal(element);
  }, [dialog, open, kind, onOpenedBefore, again]);
}
