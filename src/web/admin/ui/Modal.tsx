import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
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
 * A modal dialog: focus moves into it and goes back to what opened it, Escape closes it.
 * showModal() makes the page behind it inert; where it is missing (older browsers, jsdom)
 * the dialog is simply opened.
 */
export function Modal({ title, onClose, size = 'large', role = 'dialog', busy = false, describedBy, children }: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // The latest close handler, for the listeners set up once when the dialog opens.
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = busy ? () => undefined : onClose;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
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
      if (typeof element.close === 'function' && element.open) element.close();
      opener?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`${styles.dialog} ${styles[size]}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: let React decide, so the dialog and the page state never disagree.
        event.preventDefault();
        closeRef.current();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && typeof dialog.current?.showModal !== 'function') {
          event.stopPropagation();
          closeRef.current();
        }
      }}
    >
      <div className={styles.frame}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={() => closeRef.current()} disabled={busy}>
            <span aria-hidden="true">×</span>
            <span className="sr-only">Kapat</span>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}

export const modalStyles = styles;
