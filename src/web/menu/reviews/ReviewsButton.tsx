import { lazy, Suspense, useRef, useState } from 'react';
import type { MenuProduct } from '../../../shared/menu.js';
import { useGuestTranslation } from '../../i18n/language.js';
import buttons from '../../ui/Button.module.css';

// The dialog carries the review form and its validation; guests who never open it never
// download it. Pointing at or focusing the button starts the download early.
const loadReviewsDialog = () => import('./ReviewsDialog.js');
const ReviewsDialog = lazy(loadReviewsDialog);

/** "Reviews (3)": opens the product's reviews and the form to add one. */
export function ReviewsButton({ product, className = buttons.secondary }: { product: MenuProduct; className?: string | undefined }) {
  const { t } = useGuestTranslation();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const preload = () => void loadReviewsDialog();

  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen(true)}
      >
        {t('reviews.open', { count: product.reviewCount })}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReviewsDialog
            productId={product.id}
            onClose={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
