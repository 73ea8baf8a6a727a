import styles from './Toggle.module.css';

interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** What it switches, read after the state: "Aktif — Pide". */
  subject: string;
  onLabel?: string;
  offLabel?: string;
  disabled?: boolean;
}

/** A one-click switch that says its state in words ('Aktif' / 'Pasif'), not only in colour. */
export function Toggle({ checked, onChange, subject, onLabel = 'Aktif', offLabel = 'Pasif', disabled = false }: ToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      className={styles.toggle}
      onClick={() => onChange(!checked)}
      disabled={disabled}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={checked ? styles.on : styles.off}>{checked ? onLabel : offLabel}</span>
      <span className="sr-only"> — {subject}</span>
    </button>
  );
}
