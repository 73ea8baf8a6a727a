import type { ReactNode } from 'react';
import { describeError } from '../messages.js';
import { Button } from './Button.js';
import styles from './ErrorMessage.module.css';

interface ErrorMessageProps {
  /** An error from the API (its Turkish message is shown) or a message of our own. */
  error?: unknown;
  message?: string;
  /** Extra lines, e.g. server messages for fields the form does not show. */
  details?: string[];
  onRetry?: () => void;
  retryLabel?: string;
  /** More actions, e.g. 'Yeniden yükle' after a stale save. */
  children?: ReactNode;
}

/** A failure, said in Turkish and announced to screen readers as it appears. */
export function ErrorMessage({ error, message, details = [], onRetry, retryLabel = 'Tekrar dene', children }: ErrorMessageProps) {
  return (
    <div className={styles.error} role="alert">
      <div className={styles.text}>
        <p>{message ?? describeError(error)}</p>
        {details.length > 0 && (
          <ul className={styles.list}>
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </div>
      {onRetry && (
        <Button small onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
      {children}
    </div>
  );
}
