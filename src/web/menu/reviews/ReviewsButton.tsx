import { useRef, useState } from 'react';
import type { MenuProduct } from '../../../shared/menu.js';
import { useGuestTranslation } from '../../i18n/language.js';
import buttons from '../../ui/Button.module.css';
import { formatRating } from '../../ui/format.js';
import { LazyBoundary } from '../../ui/LazyBoundary.js';
import { lazyPart } from '../../ui/lazy-part.js';
import styles from './ReviewsButton.module.css';

// The dialog carries the review form and its validation; guests who never open it never
// download it. Pointing at or focusing the button starts the download early.
const ReviewsDialog = lazyPart(() => import('./ReviewsDialog.js').then((module) => module.default));

interface ReviewsButtonProps {
  product: MenuProduct;
  className?: string | undefined;
  /**
   * `count`: "Yorumlar (3)". `rating`, a card's quiet line: "★ 4,5 (3)" (named "4,5 (3) ·
   * Yorumlar"), or "Yorum yaz" while the dish has no reviews.
   */
  variant?: 'count' | 'rating';
}

/** Opens the product's reviews and the form to add one. */
export function ReviewsButton({ product, className = buttons.secondary, variant = 'count' }: ReviewsButtonProps) {
  const { t, language } = useGuestTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void ReviewsDialog.preload().catch(() => undefined);
  const rated = variant === 'rating' && product.reviewCount > 0 && product.averageRating !== null;
  const rating = product.averageRating === null ? '' : formatRating(product.averageRating, language);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
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
      {open && (
        <LazyBoundary
          parts={[ReviewsDialog]}
          loading={
            <p className={styles.loading} role="status">
              {t('app.loading')}
            </p>
          }
        >
          <ReviewsDialog
            productId={product.id}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </LazyBoundary>
      )}
    </>
  );
}
