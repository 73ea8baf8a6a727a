import { MENU_LANGUAGES } from '../../../shared/languages.js';
import { tableLabel } from '../../../shared/tables.js';
import type { AdminReview } from '../../../shared/schemas/review.js';
import { reviewsResource, useAdminReviews, useDeleteReview, useSetReviewVisible } from '../api/reviews.js';
import { describeError } from '../messages.js';
import { Stars } from '../../ui/Stars.js';
import { Button } from '../ui/Button.js';
import { formatDateTime } from '../ui/dates.js';
import { PageHeader } from '../ui/PageHeader.js';
import { ListState } from '../ui/QueryState.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import table from '../ui/Table.module.css';
import { notify } from '../ui/toasts.js';
import { useConfirmDelete } from '../ui/useConfirmDelete.js';
import styles from './ReviewsPage.module.css';

/** Guests' reviews, newest first (D8): hide or show one, or delete it. */
export default function ReviewsPage() {
  const reviews = useAdminReviews();
  const setVisible = useSetReviewVisible();
  const confirmDelete = useConfirmDelete<AdminReview>(useDeleteReview(), {
    question: 'Bu yorumu silmek istediğinizden emin misiniz?',
    nameOf: (review) => `${review.name} · ${review.productNameTr}`,
    deletedMessage: (review) => `${review.name} adlı misafirin yorumu silindi.`,
    undo: reviewsResource,
  });
  const list = [...(reviews.data ?? [])]
    .filter((review) => !confirmDelete.hidden.has(review.id))
    .sort((a, b) => b.date.localeCompare(a.date));

  const toggle = (review: AdminReview) => {
    const isVisible = !review.isVisible;
    setVisible.mutate(
      { id: review.id, body: { isVisible } },
      {
        onSuccess: () => notify.success(isVisible ? 'Yorum yeniden gösteriliyor.' : 'Yorum gizlendi.'),
        onError: (error) => notify.error(`Yorum güncellenemedi. ${describeError(error)}`),
      },
    );
  };

  return (
    <>
      <PageHeader title="Yorumlar" description="Misafirlerin son yorumları. Gizlenen yorumlar menüde görünmez." />
      <ListState query={reviews} loading="Yorumlar yükleniyor…" count={list.length} empty="Henüz yorum yok.">
        {() => (
          <ul className={styles.list} aria-label="Yorumlar">
            {list.map((review) => (
              <li key={review.id} className={`${styles.review} ${review.isVisible ? '' : styles.hidden}`}>
                <div className={styles.head}>
                  <p className={styles.product}>{review.productNameTr}</p>
                  <Stars value={review.rating} label={`${review.rating} / 5 yıldız`} />
                  {!review.isVisible && <StatusBadge tone="neutral">Gizli</StatusBadge>}
                </div>
                {/* Guests' words are shown as plain text, never as markup. */}
                {review.comment ? (
                  <p className={styles.comment} lang={review.language ?? undefined}>
                    {review.comment}
                  </p>
                ) : (
                  <p className={table.muted}>Yorum yazılmamış.</p>
                )}
                <p className={styles.meta}>
                  <span className={table.strong}>{review.name}</span> · <time dateTime={review.date}>{formatDateTime(review.date)}</time>
                  {review.table !== null && <> · {tableLabel(review.table, 'Masa')}</>}
                  {review.language !== null && review.language !== 'tr' && (
                    <>
                      {' · '}
                      <span lang={review.language}>{MENU_LANGUAGES[review.language].name}</span>
                    </>
                  )}
                </p>
                <div className={styles.actions}>
                  <Button small onClick={() => toggle(review)}>
                    {review.isVisible ? 'Gizle' : 'Göster'}
                    <span className="sr-only">: {review.name} yorumu</span>
                  </Button>
                  <Button small variant="danger" onClick={() => confirmDelete.ask(review)}>
                    Sil<span className="sr-only">: {review.name} yorumu</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {confirmDelete.dialog}
    </>
  );
}
