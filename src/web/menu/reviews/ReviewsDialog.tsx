import type { ReactNode } from 'react';
import { localized } from '../../../shared/menu.js';
import { useMenu } from '../../api/menu.js';
import { useGuestTranslation } from '../../i18n/language.js';
import { formatRating } from '../../ui/format.js';
import { Stars } from '../../ui/Stars.js';
import { GuestSheet } from '../GuestSheet.js';
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
  // Read from the menu so the average follows a newly posted review.
  const product = useMenu().data?.products.find((p) => p.id === productId);
  if (!product) return null;
  const name = localized(product, language);

  return (
    <GuestSheet
      name="reviews"
      open={open}
      onClose={onClose}
      onOpenedBefore={onOpenedBefore}
      id={id}
      title={t('reviews.title', { name })}
      closeLabel={t('reviews.close')}
    >
      {product.reviewCount > 0 && product.averageRating !== null && (
        <p className={styles.average}>
          <span>{t('reviews.average')}:</span>
          <Stars value={product.averageRating} label={t('product.rating', { value: formatRating(product.averageRating, language) })} />
          <span aria-hidden="true">{formatRating(product.averageRating, language)}</span>
        </p>
      )}
      {children}
    </GuestSheet>
  );
}
