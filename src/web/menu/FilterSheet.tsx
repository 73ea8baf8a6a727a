import { useRef, type ReactNode } from 'react';
import { useGuestTranslation } from '../i18n/language.js';
import buttons from '../ui/Button.module.css';
import { closeDialog, isSheet } from '../ui/dialog.js';
import { useDialogOpen } from '../ui/drawn-dialog.js';
import { usePhoneScreen } from '../ui/phone-screen.js';
import styles from './FilterSheet.module.css';

export interface FilterSheetProps {
  /** The frame's id: the 'Filtreler' button's aria-controls names it. */
  id: string;
  /** Whether the guest has the filters open. */
  open: boolean;
  /** How many dishes the filters leave: the sheet's button says so. */
  matching: number;
  /** The frame closed by itself: Escape, a tap beside the sheet, or its own buttons. */
  onClose: () => void;
  /** The guest asked for the list: bring it into view. */
  onShowResults: () => void;
  children: ReactNode;
}

/**
 * The filter panel's frame, drawn with every category page and opened in place, so the
 * 'Filtreler' button answers before the app has attached (boot.ts opens it then).
 * On a phone it is a sheet over the list, with the list one tap away ('3 ürünü göster'). Open
 * in the page's flow, the panel was taller than two screens and pushed the list out of sight,
 * so a tapped chip changed a list the guest could not see (D43). A modal dialog keeps the focus
 * inside and closes on Escape. On a wider screen the same element opens without a modal, in
 * the page's flow above the list. The filters stay in the address as they change (D11).
 */
export function FilterSheet({ id, open, matching, onClose, onShowResults, children }: FilterSheetProps) {
  const { t } = useGuestTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  // A phone's screen: a sheet over the list; a wider one keeps the panel above the list. Opened
  // before the app attached, the page takes it as open as it enters (CategoryView). As the
  // screen is now (`phone` only runs this again when it turns: while the app attaches, it may
  // still be the server's guess).
  const phone = usePhoneScreen();
  useDialogOpen(dialog, open, 'screen', undefined, phone);

  const close = () => {
    const element = dialog.current;
    if (element?.open) closeDialog(element);
    else onClose();
  };

  return (
    // The keyboard's way out is Escape (the browser closes a modal <dialog>); the click handler
    // only serves the pointer's tap on the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      ref={dialog}
      id={id}
      className={styles.sheet}
      aria-labelledby={`${id}-title`}
      onClose={() => {
        // Closed only to open again as the other kind (a phone turned sideways): still open.
        if (!dialog.current?.open) onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current && isSheet(dialog.current)) close();
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
