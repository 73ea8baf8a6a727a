import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { localized } from '../../../shared/menu.js';
import { useMenu } from '../../api/menu.js';
import { createQueryClient } from '../../api/query-client.js';
import { useGuestTranslation } from '../../i18n/language.js';
import { formatRating } from '../../ui/format.js';
import { Stars } from '../../ui/Stars.js';
import { OfflineNotice } from '../OfflineNotice.js';
import { ReviewForm } from './ReviewForm.js';
import { ReviewList } from './ReviewList.js';
import { openDialog } from '../../ui/dialog.js';
import styles from './ReviewsDialog.module.css';

interface ReviewsDialogProps {
  productId: number;
  onClose: () => void;
}

function ReviewsDialogContent({ productId, onClose }: ReviewsDialogProps) {
  const { t, language } = useGuestTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Read from the menu so the average follows a newly posted review.
  const product = useMenu().data?.products.find((p) => p.id === productId);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    // A modal dialog traps focus and closes on Escape; browsers without it get an open one.
    openDialog(element, true);
  }, []);

  const close = () => {
    dialog.current?.close?.();
    onClose();
  };

  if (!product) return null;
  const name = localized(product, language);

  // Rendered at the end of the page, so no card's overflow or stacking can clip it.
  return createPortal(
    // The keyboard's way out is Escape (the browser closes a modal <dialog>); the click
    // handler only serves the pointer's tap on the backdrop.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- see above
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A tap on the backdrop, outside the sheet, closes it.
        if (event.target === dialog.current) close();
      }}
    >
      <div className={styles.sheet}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('reviews.title', { name })}
          </h2>
          <button type="button" className={styles.close} onClick={close}>
            <span aria-hidden="true">×</span>
            <span className="sr-only">{t('reviews.close')}</span>
          </button>
        </header>
        {product.reviewCount > 0 && product.averageRating !== null && (
          <p className={styles.average}>
            <span>{t('reviews.average')}:</span>
            <Stars value={product.averageRating} label={t('product.rating', { value: formatRating(product.averageRating, language) })} />
            <span aria-hidden="true">{formatRating(product.averageRating, language)}</span>
          </p>
        )}
        <OfflineNotice />
        <ReviewList productId={productId} />
        <ReviewForm productId={productId} />
      </div>
    </dialog>,
    document.body,
  );
}

/**
 * A modal with a product's reviews and the form to add one. Reviews are fetched and posted
 * through a small cache of their own, which downloads with this dialog (a guest who never opens
 * reviews never loads it) and starts fresh at every opening, so reopened reviews are current.
 */
export default function ReviewsDialog(props: ReviewsDialogProps) {
  const [reviewsQueryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={reviewsQueryClient}>
      <ReviewsDialogContent {...props} />
    </QueryClientProvider>
  );
}
