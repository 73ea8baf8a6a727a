import { GONE_MESSAGE, isStale } from '../messages.js';
import { Button } from './Button.js';
import { ErrorMessage } from './ErrorMessage.js';
import styles from './FormActions.module.css';

interface FormActionsProps {
  saving: boolean;
  onCancel?: () => void;
  cancelLabel?: string;
  submitLabel?: string;
  /** The failed save, if any: its Turkish message is shown above the buttons. */
  error?: unknown;
  /** Server messages that belong to no field on the form. */
  details?: string[];
  /** Offered after a 409 `stale`: load the other person's version. */
  onReload?: () => void;
  reloading?: boolean;
  gone?: boolean;
}

/** The end of a form: why the last save failed, and the save/cancel buttons. */
export function FormActions({
  saving,
  onCancel,
  cancelLabel = 'Vazgeç',
  submitLabel = 'Kaydet',
  error,
  details,
  onReload,
  reloading = false,
  gone = false,
}: FormActionsProps) {
  return (
    // Marked for the notices, which stand above it (Toaster.module.css).
    <div className={styles.footer} data-form-actions="">
      {gone ? (
        <ErrorMessage message={GONE_MESSAGE} />
      ) : (
        error != null && (
          <ErrorMessage error={error} details={details ?? []}>
            {isStale(error) && onReload && (
              <Button small onClick={onReload} disabled={reloading}>
                {reloading ? 'Yükleniyor…' : 'Yeniden yükle'}
              </Button>
            )}
          </ErrorMessage>
        )
      )}
      <div className={styles.buttons}>
        {onCancel && (
          <Button onClick={onCancel} disabled={saving}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" variant="primary" disabled={saving || gone}>
          {saving ? 'Kaydediliyor…' : submitLabel}
        </Button>
      </div>
    </div>
  );
}
