import { useId, useRef, type ReactNode } from 'react';
import { closeDialog } from '../ui/dialog.js';
import { useDialogOpen } from '../ui/drawn-dialog.js';
import styles from './GuestSheet.module.css';

interface GuestSheetProps {
  /**
   * What the sheet is ('reviews', 'basket'): its title's id begins with it. The page's app and
   * the calls' bar are separate roots, and each numbers its ids (useId) from the same start.
   */
  name: string;
  open: boolean;
  /** The sheet has closed: by its close button, Escape, or a tap on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  /** The close button's words for a screen reader. */
  closeLabel: string;
  /**
   * The sheet drawn with the page was found open as the app attached: the page's first script
   * opened it at the guest's tap (web/boot.ts).
   */
  onOpenedBefore?: (() => void) | undefined;
  /** Its element id, for a sheet drawn with the page, which its button names (`aria-controls`). */
  id?: string | undefined;
  children: ReactNode;
}

/**
 * A modal sheet at the foot of a guest's screen (a dish's reviews, the table's basket), centred
 * on a wider one. One drawn with the page closes without the app too (a form of method
 * "dialog"); the page's first script opens it (`data-modal`).
 */
export function GuestSheet({ name, open, onClose, title, closeLabel, onOpenedBefore, id, children }: GuestSheetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = `${name}-${useId()}`;
  useDialogOpen(dialog, open, 'modal', onOpenedBefore);
  return (
    // The keyboard's way out is Escape (the browser closes a modal <dialog>); the click
    // handler only serves the pointer's tap on the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      ref={dialog}
      id={id}
      data-modal=""
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={() => {
        // Closed only to open again as a modal (ui/dialog.ts openModal): still open.
        if (!dialog.current?.open) onClose();
      }}
      onClick={(event) => {
        // A tap on the backdrop, outside the sheet, closes it.
        if (event.target === dialog.current) closeDialog(event.currentTarget);
      }}
    >
      <div className={styles.sheet}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <form method="dialog">
            <button
              type="submit"
              className={styles.close}
              onClick={(event) => {
                // The app closes it itself (as the backdrop does); the form serves the page before it.
                event.preventDefault();
                if (dialog.current) closeDialog(dialog.current);
              }}
            >
              <span aria-hidden="true">×</span>
              <span className="sr-only">{closeLabel}</span>
            </button>
          </form>
        </header>
        {children}
      </div>
    </dialog>
  );
}
