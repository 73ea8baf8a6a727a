import { useEffect, useRef, type ReactNode } from 'react';
import { useGuestTranslation } from '../i18n/language.js';
import buttons from '../ui/Button.module.css';
import styles from './FilterSheet.module.css';

interface FilterSheetProps {
  /** The id of the panel's heading, which names the sheet. */
  labelledBy: string;
  /** How many dishes the filters leave: the sheet's button says so. */
  matching: number;
  /** The sheet has closed (its button, Escape, or a tap beside it). */
  onClose: () => void;
  /** The guest asked for the list: bring it into view. */
  onShowResults: () => void;
  children: ReactNode;
}

/**
 * The filter panel on a phone: a sheet over the list, with the list one tap away ('3 ürünü
 * göster'). Open, the panel was taller than two screens and pushed the list out of sight, so a
 * tapped chip changed a list the guest could not see. A modal dialog keeps the focus inside and
 * closes on Escape; the filters stay in the address as they change (D11).
 */
export function FilterSheet({ labelledBy, matching, onClose, onShowResults, children }: FilterSheetProps) {
  const { t } = useGuestTranslation();
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // Browsers without modal dialogs get an open one in the page's flow.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
  }, []);

  const close = () => {
    if (dialog.current?.open && typeof dialog.current.close === 'function') dialog.current.close();
    else onClose();
  };

  return (
    // The keyboard's way out is Escape (the browser closes a modal <dialog>); the click handler
    // only serves the pointer's tap on the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      ref={dialog}
      className={styles.sheet}
      aria-labelledby={labelledBy}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) close();
      }}
    >
      <button type="button" className={styles.close} onClick={close}>
        <span aria-hidden="true">×</span>
        <span className="sr-only">{t('filters.close')}</span>
      </button>
      {children}
      <div className={styles.footer}>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => {
            close();
            onShowResults();
          }}
        >
          {t('filters.show', { count: matching })}
        </button>
      </div>
    </dialog>
  );
}
