import { MENU_LANGUAGES } from '../../../shared/languages.js';
import { useReviews } from '../../api/reviews.js';
import { useOnline } from '../../connection.js';
import { useGuestTranslation } from '../../i18n/language.js';
import buttons from '../../ui/Button.module.css';
import { formatDate } from '../../ui/format.js';
import { Stars } from '../../ui/Stars.js';
import styles from './ReviewList.module.css';

/**
 * A product's visible reviews, newest first. Comments are shown as plain text, each marked with
 * the language it was written in, named in that language when it is not the page's.
 */
export function ReviewList({ productId }: { productId: number }) {
  const { t, language } = useGuestTranslation();
  const reviews = useReviews(productId);
  const online = useOnline();

  if (reviews.isPending) return <p role="status">{t('reviews.loading')}</p>;
  if (reviews.isError) {
    return (
      <div className={styles.error} role="alert">
        <p>{online ? t('reviews.loadError') : t('offline.reviewsOffline')}</p>
        <button type="button" className={buttons.secondary} onClick={() => void reviews.refetch()}>
          {t('reviews.retry')}
        </button>
      </div>
    );
  }
  if (reviews.data.length === 0) return <p className={styles.none}>{t('reviews.none')}</p>;

  return (
    <ul className={styles.list}>
      {reviews.data.map((review) => (
        <li key={review.id} className={styles.review}>
          <p className={styles.meta}>
            <strong>{review.name}</strong>
            <Stars value={review.rating} label={t('product.rating', { value: review.rating })} />
            <time dateTime={review.date} className={styles.date}>
              {formatDate(review.date, language)}
            </time>
            {review.language !== null && review.language !== language && (
              <span className={styles.language} lang={review.language}>
                {MENU_LANGUAGES[review.language].name}
              </span>
            )}
          </p>
          {review.comment && (
            <p className={styles.comment} lang={review.language ?? undefined}>
              {review.comment}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
