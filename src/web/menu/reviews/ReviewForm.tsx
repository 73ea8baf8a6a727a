// First: the review schema must be built without zod's eval probe (CSP).
import '../../zod-config.js';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { REVIEW_LIMITS, reviewInput, type ReviewInput } from '../../../shared/schemas/review.js';
import { ApiError } from '../../api/client.js';
import { usePostReview } from '../../api/reviews.js';
import { isOnline, whenOnline } from '../../connection.js';
import { useGuestTranslation } from '../../i18n/language.js';
import buttons from '../../ui/Button.module.css';
import { clientErrors, serverErrors, type ReviewErrors, type ReviewField } from './review-errors.js';
import styles from './ReviewForm.module.css';
import { StarRatingInput } from './StarRatingInput.js';

interface ReviewDraft {
  name: string;
  rating: number | null;
  comment: string;
  website: string;
}

const EMPTY_DRAFT: ReviewDraft = { name: '', rating: null, comment: '', website: '' };
const NO_ERRORS: ReviewErrors = { fields: {} };

/** A review that could not be sent: offline (sent by itself when the connection is back), or the send failed. */
interface Waiting {
  review: ReviewInput;
  reason: 'offline' | 'failed';
}

/**
 * The phone's name for one review, kept for every try of it: the server answers a second try
 * with the review the first one posted, so a review is never posted twice.
 */
function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * "Add review". Checked with the same schema as the server; on any error what the guest typed
 * stays in place, and on success the form empties and the new review shows in the list.
 */
export function ReviewForm({ productId }: { productId: number }) {
  const { t, language } = useGuestTranslation();
  const id = useId();
  const [draft, setDraft] = useState<ReviewDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<ReviewErrors>(NO_ERRORS);
  const [sent, setSent] = useState(false);
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const [requestId, setRequestId] = useState(newRequestId);
  const postReview = usePostReview(productId);
  const nameRef = useRef<HTMLInputElement>(null);
  const ratingRef = useRef<HTMLFieldSetElement>(null);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const fieldRefs = { name: nameRef, rating: ratingRef, comment: commentRef };

  const change = (patch: Partial<ReviewDraft>) => {
    setDraft((previous) => ({ ...previous, ...patch }));
    setSent(false);
    // Edited after it could not go: sent again only when the guest says so.
    setWaiting(null);
  };

  const showErrors = (next: ReviewErrors) => {
    setErrors(next);
    const first = (['name', 'rating', 'comment'] as const).find((field) => next.fields[field]);
    if (first) focusField(first);
  };

  const focusField = (field: ReviewField) => {
    if (field === 'rating') {
      fieldRefs.rating.current?.querySelector<HTMLInputElement>('input:checked, input')?.focus();
    } else {
      fieldRefs[field].current?.focus();
    }
  };

  const send = (review: ReviewInput) => {
    setWaiting(null);
    postReview.mutate(
      { ...review, requestId },
      {
        onSuccess: () => {
          setDraft(EMPTY_DRAFT);
          setSent(true);
          setRequestId(newRequestId());
        },
        onError: (error) => {
          // No answer at all (the connection): kept, to be sent again under the same name.
          if (!(error instanceof ApiError)) setWaiting({ review, reason: isOnline() ? 'failed' : 'offline' });
          else showErrors(serverErrors(error, t, language));
        },
      },
    );
  };

  // Offline, the review waits for the connection and goes by itself, once.
  const offlineReview = waiting?.reason === 'offline' ? waiting.review : null;
  useEffect(() => {
    if (offlineReview === null) return;
    return whenOnline(() => send(offlineReview));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `send` is this render's; the review it sends is the dependency
  }, [offlineReview]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (postReview.isPending) return;
    const parsed = reviewInput.safeParse({
      name: draft.name,
      rating: draft.rating ?? undefined,
      comment: draft.comment,
      website: draft.website,
      language,
    });
    if (!parsed.success) {
      showErrors({ fields: clientErrors(parsed.error.issues, t) });
      return;
    }
    setErrors(NO_ERRORS);
    if (isOnline()) send(parsed.data);
    else setWaiting({ review: parsed.data, reason: 'offline' });
  };

  const errorId = (field: ReviewField) => `${id}-${field}-error`;
  const described = (field: ReviewField) => (errors.fields[field] ? errorId(field) : undefined);
  // A text field's own attributes: its name, what the guest typed, and its error when it has one.
  const textField = (field: 'name' | 'comment') => ({
    id: `${id}-${field}`,
    name: field,
    value: draft[field],
    'aria-invalid': errors.fields[field] ? true : undefined,
    'aria-describedby': described(field),
    onChange: (event: { target: { value: string } }) => change({ [field]: event.target.value }),
  });
  const fieldError = (field: ReviewField) =>
    errors.fields[field] && (
      <p id={errorId(field)} className={styles.error}>
        {errors.fields[field]}
      </p>
    );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {t('reviews.add')}
      </h3>

      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>{t('reviews.name')}</label>
        <input ref={nameRef} {...textField('name')} autoComplete="given-name" maxLength={REVIEW_LIMITS.nameMax} />
        {fieldError('name')}
      </div>

      <StarRatingInput
        ref={ratingRef}
        name={`${id}-rating`}
        legend={t('reviews.rating')}
        value={draft.rating}
        onChange={(rating) => change({ rating })}
        error={errors.fields.rating}
        errorId={errorId('rating')}
      />

      <div className={styles.field}>
        <label htmlFor={`${id}-comment`}>{t('reviews.comment')}</label>
        <textarea ref={commentRef} {...textField('comment')} rows={4} maxLength={REVIEW_LIMITS.commentMax} />
        {fieldError('comment')}
      </div>

      {/* A honeypot: people never see or reach it, form-filling bots do (D8). */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={`${id}-website`}>{t('reviews.website')}</label>
        <input
          id={`${id}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={draft.website}
          onChange={(event) => change({ website: event.target.value })}
        />
      </div>

      {errors.form && (
        <p className={styles.formError} role="alert">
          {errors.form}
        </p>
      )}
      {waiting && (
        <div className={styles.formError} role="alert">
          <p>{waiting.reason === 'offline' ? t('offline.reviewWaiting') : t('offline.reviewFailed')}</p>
          {waiting.reason === 'failed' && (
            <button type="button" className={buttons.secondary} onClick={() => send(waiting.review)}>
              {t('offline.retry')}
            </button>
          )}
        </div>
      )}
      {sent && (
        <p className={styles.thanks} role="status">
          {t('reviews.thanks')}
        </p>
      )}

      <button type="submit" className={buttons.primary} aria-disabled={postReview.isPending}>
        {postReview.isPending ? t('reviews.sending') : t('reviews.send')}
      </button>
    </form>
  );
}
