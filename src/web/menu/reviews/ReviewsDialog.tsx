import { useId, useRef, type ReactNode } from 'react';
import { localized } from '../../../shared/menu.js';
import { useMenu } from '../../api/menu.js';
import { useGuestTranslation } from '../../i18n/language.js';
import { formatRating } from '../../ui/format.js';
import { Stars } from '../../ui/Stars.js';
import { closeDialog } from '../../ui/dialog.js';
import { useDialogOpen } from '../../ui/drawn-dialog.js';
import styles from './ReviewsDialog.module.css';

interface ReviewsDialogProps {
  productId: number;
  open: boolean;
  /** The dialog has closed: by its close button, Escape, or a tap on the backdrop. */
  onClose: () => void;
  /**
   * The dialog drawn with the page (a dish's page) was found open as the app attached: the
   * page's first script opened it at the guest's tap (web/boot.ts).
   */
  onOpenedBefore?: () => void;
  /** Its element id, for a dialog drawn with the page, which the button names (`aria-controls`). */
  id?: string | undefined;
  children: ReactNode;
}

/**
 * A dish's reviews: a modal sheet with the dish's name, its average and `children` (the list and
 * the form, in a chunk of their own). A dish's page draws it with the page, closed, so that a tap
 * opens it at once, even before the app has attached; the close button closes it without the app
 * too (a form of method "dialog").
 */
export function ReviewsDialog({ productId, open, onClose, onOpenedBefore, id, children }: ReviewsDialogProps) {
  const { t, language } = useGuestTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Read from the menu so the average follows a newly posted review.
  const product = useMenu().data?.products.find((p) => p.id === productId);

  useDialogOpen(dialog, open, 'modal', onOpenedBefore);

  if (!product) return null;
  const name = localized(product, language);

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
            {t('reviews.title', { name })}
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
              <span className="sr-only">{t('reviews.close')}</span>
            </button>
          </form>
        </header>
        {product.reviewCount > 0 && product.averageRating !== null && (
          <p className={styles.average}>
            <span>{t('reviews.average')}:</span>
            <Stars value={product.averageRating} label={t('product.rating', { value: formatRating(product.averageRating, language) })} />
            <span aria-hidden="true">{formatRating(product.averageRating, language)}</span>
          </p>
        )}
        {children}
      </div>
    </dialog>
  );
}
