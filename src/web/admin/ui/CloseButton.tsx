import styles from './CloseButton.module.css';

/** A dialog's or a message's ×, named for screen readers by `label` ('Kapat'). */
export function CloseButton({
  label,
  className,
  onClick,
  disabled,
}: {
  label: string;
  /** Its size and colour where it stands. */
  className: string | undefined;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className={className ? `${styles.close} ${className}` : styles.close} onClick={onClick} disabled={disabled}>
      <span aria-hidden="true">×</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
