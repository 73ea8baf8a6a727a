import styles from './Stars.module.css';

interface StarsProps {
  /** From 0 to 5; fractions fill part of a star. */
  value: number;
  /** What a screen reader says instead of the stars, e.g. "4,5 / 5". */
  label: string;
}

/** Five stars filled up to `value` (spec §9), announced as `label`. */
export function Stars({ value, label }: StarsProps) {
  const filled = `${(Math.min(Math.max(value, 0), 5) / 5) * 100}%`;
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      <span className={styles.empty} aria-hidden="true">
        ★★★★★
      </span>
      <span className={styles.filled} style={{ width: filled }} aria-hidden="true">
        ★★★★★
      </span>
    </span>
  );
}
