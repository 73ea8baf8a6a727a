import styles from './StatusBadge.module.css';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** A short status in a coloured pill; the text always says it, the colour only helps. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: string }) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{children}</span>;
}
