import { useCallback, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MenuProduct } from '../../../shared/menu.js';
import { useGuestTranslation } from '../../i18n/language.js';
import buttons from '../../ui/Button.module.css';
import { formatRating } from '../../ui/format.js';
import { LazyBoundary } from '../../ui/LazyBoundary.js';
import { lazyPart } from '../../ui/lazy-part.js';
import styles from './ReviewsButton.module.css';
import { ReviewsDialog } from './ReviewsDialog.js';

// The reviews and the form with its validation; guests who never open them never download
// them. Pointing at or focusing the button starts the download early.
const ReviewsContent = lazyPart(() => import('./ReviewsContent.js').then((module) => module.default));

/** The element id of the reviews dialog a dish's page draws with the page. */
const REVIEWS_DIALOG_ID = 'reviews-dialog';

interface ReviewsButtonProps {
  product: MenuProduct;
  className?: string | undefined;
  /**
   * `count`: "Yorumlar (3)". `rating`, a card's quiet line: "★ 4,5 (3)" (named "4,5 (3) ·
   * Yorumlar"), or "Yorum yaz" while the dish has no reviews.
   */
  variant?: 'count' | 'rating';
  /**
   * The dialog is drawn with the page, closed (a dish's page: one dish, one dialog), so a tap
   * opens it before the app attaches. Otherwise it is drawn when opened, over the page.
   */
  drawn?: boolean;
}

/** Opens the product's reviews and the form to add one. */
export function ReviewsButton({ product, className = buttons.secondary, variant = 'count', drawn = false }: ReviewsButtonProps) {
  const { t, language } = useGuestTranslation();
  const [open, setOpen] = useState(false);
  const openedBefore = useCallback(() => setOpen(true), []);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void ReviewsContent.preload().catch(() => undefined);
  const id = drawn ? REVIEWS_DIALOG_ID : undefined;
  const rated = variant === 'rating' && product.reviewCount > 0 && product.averageRating !== null;
  const rating = product.averageRating === null ? '' : formatRating(product.averageRating, language);

  const loading = <p role="status">{t('app.loading')}</p>;
  const dialog = (
    <ReviewsDialog
      id={id}
      productId={product.id}
      open={open}
      onOpenedBefore={openedBefore}
      onClose={() => {
        setOpen(false);
        button.current?.focus();
      }}
    >
      {open ? (
        <LazyBoundary parts={[ReviewsContent]} loading={loading}>
          <ReviewsContent productId={product.id} />
        </LazyBoundary>
      ) : (
        loading
      )}
    </ReviewsDialog>
  );

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-controls={id}
        aria-expanded={drawn ? open : undefined}
        // The line shows "★ 4,5 (12)"; its name says what it opens: "4,5 (12) · Yorumlar".
        aria-label={rated ? t('reviews.ratingLine', { rating, count: product.reviewCount }) : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {rated ? (
          <>
            <span className={styles.star} aria-hidden="true">
              ★
            </span>{' '}
            {rating} ({product.reviewCount})
          </>
        ) : variant === 'count' ? (
          t('reviews.open', { count: product.reviewCount })
        ) : (
          t('reviews.write')
        )}
      </button>
      {drawn ? dialog : open && createPortal(dialog, document.body)}
    </>
  );
}
