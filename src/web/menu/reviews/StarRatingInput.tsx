import type { Ref } from 'react';
import { useGuestTranslation } from '../../i18n/language.js';
import styles from './StarRatingInput.module.css';

interface StarRatingInputProps {
  ref?: Ref<HTMLFieldSetElement>;
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  error?: string;
  errorId: string;
}

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * A 1–5 rating as a radio group: arrow keys move between stars, and each star is announced
 * as "3 stars". Stars up to the chosen one are filled.
 */
export function StarRatingInput({ ref, name, legend, value, onChange, error, errorId }: StarRatingInputProps) {
  const { t } = useGuestTranslation();
  return (
    <fieldset ref={ref} className={styles.group} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.stars}>
        {RATINGS.map((rating) => (
          <label key={rating} className={styles.star} data-filled={value !== null && rating <= value}>
            <input
              className="sr-only"
              type="radio"
              name={name}
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
            />
            <span aria-hidden="true">★</span>
            <span className="sr-only">{t('reviews.star', { count: rating })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
