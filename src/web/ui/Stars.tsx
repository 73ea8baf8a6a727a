import styles from './Stars.module.css';

interface StarsProps {
  /** From 0 to 5; fractions fill part of a star. */
  value: number;
  /** What a screen reader says instead of the stars, e.g. "4,5 / 5". */
  label: string;
}

/**
 * Five stars filled up to `value` (spec §9) to the nearest quarter star, announced as `label`.
 * The fill is a class, not a style attribute: pages drawn by the server may carry no inline
 * style under the content security policy.
 */
export function Stars({ value, label }: StarsProps) {
  const quarters = Math.round(Math.min(Math.max(value, 0), 5) * 4);
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      <span className={styles.empty} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.filled} data-quarters={quarters} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
