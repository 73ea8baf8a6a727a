import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseButton } from './CloseButton.js';
import styles from './Modal.module.css';

export type ModalSize = 'small' | 'medium' | 'large';

interface ModalProps {
  title: string;
  onClose: () => void;
  /** 400px (users), 500px (accounts) or 600px (categories, products): spec §9. */
  size?: ModalSize;
  role?: 'dialog' | 'alertdialog';
  /** While saving, Escape and the close button do nothing. */
  busy?: boolean;
  describedBy?: string;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves into it and goes back to what opened it, Escape closes it, and
 * so does a click on the backdrop beside a (non-alert) dialog. Each of these only asks
 * `onClose`, which may ask the person first (a form with unsaved changes). showModal() makes
 * the page behind it inert; where it is missing (older browsers, jsdom) the dialog is simply
 * opened.
 */
export function Modal({ title, onClose, size = 'large', role = 'dialog', busy = false, describedBy, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest close handler, for the listeners set up once when the dialog opens.
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = busy ? () => undefined : onClose;
  });
  const mounted = useRef(false);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    mounted.current = true;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    const first =
      element.querySelector<HTMLElement>('[data-autofocus]') ??
      element.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea') ??
      element.querySelector<HTMLElement>('button');
    first?.focus();
    return () => {
      mounted.current = false;
      if (typeof element.close === 'function' && element.open) element.close();
      if (opener?.isConnected) opener.focus();
      // What opened it is gone (the deleted card's "Sil"): the page's content takes the focus,
      // unless another dialog closing at the same moment has already placed it.
      else if (!document.activeElement || document.activeElement === document.body) document.getElementById('admin-main')?.focus();
    };
  }, []);

  return (
    // The keyboard's way out is Escape (onCancel below); the click handler only serves the
    // pointer's click on the backdrop.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a modal <dialog>, see above
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${styles[size]}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        // Escape: let React decide, so the dialog and the page state never disagree.
        event.preventDefault();
        closeRef.current();
      }}
      onClose={() => {
        // The browser closes a dialog itself when Escape is pressed again without the page
        // being used in between (its cancel event can then not be refused). While React still
        // shows the dialog, it is opened again and `onClose` decides, as for the first Escape.
        const element = dialog.current;
        if (mounted.current && element && !element.open && typeof element.showModal === 'function') element.showModal();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && typeof dialog.current?.showModal !== 'function') {
          event.stopPropagation();
          closeRef.current();
        }
      }}
      // A click on the backdrop lands on the <dialog> itself (the frame fills the dialog);
      // one that began inside (selecting text) and ended outside does not count.
      onPointerDown={(event) => {
        pressedOnBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (role === 'dialog' && pressedOnBackdrop.current && event.target === event.currentTarget) closeRef.current();
        pressedOnBackdrop.current = false;
      }}
    >
      <div className={styles.frame}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <CloseButton label="Kapat" className={styles.close} onClick={() => closeRef.current()} disabled={busy} />
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}

export const modalStyles = styles;
