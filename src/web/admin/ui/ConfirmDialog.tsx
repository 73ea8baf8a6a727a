import { useId, type ReactNode } from 'react';
import { Button } from './Button.js';
import { ErrorMessage } from './ErrorMessage.js';
import { Modal, modalStyles } from './Modal.js';

interface ConfirmDialogProps {
  title?: string;
  /** The question, e.g. 'Bu kategoriyi silmek istediğinizden emin misiniz?' */
  question: string;
  /** What is about to be deleted, so nobody deletes the wrong card. */
  subject?: string;
  confirmLabel?: string;
  /** What the confirm button says while the answer is awaited. */
  busyLabel?: string;
  /** The safe answer, which has focus. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Why the last attempt failed (e.g. the category still has products); the dialog stays open. */
  error?: unknown;
  /** What else the question needs: a list of what stays, a choice that changes what goes. */
  children?: ReactNode;
}

/**
 * Asks before deleting (D16), or before anything else that cannot be taken back. "Vazgeç" has
 * focus, so a stray Enter deletes nothing.
 */
export function ConfirmDialog({
  title = 'Silme onayı',
  question,
  subject,
  confirmLabel = 'Sil',
  busyLabel = 'Siliniyor…',
  cancelLabel = 'Vazgeç',
  onConfirm,
  onCancel,
  busy = false,
  error,
  children,
}: ConfirmDialogProps) {
  const questionId = useId();
  return (
    <Modal title={title} size="small" role="alertdialog" onClose={onCancel} busy={busy} describedBy={questionId}>
      <p id={questionId} className={modalStyles.question}>
        {question}
        {subject && (
          <>
            <br />
            <strong>{subject}</strong>
          </>
        )}
      </p>
      {children}
      {error != null && <ErrorMessage error={error} />}
      <div className={modalStyles.actions}>
        <Button onClick={onCancel} disabled={busy} data-autofocus>
          {cancelLabel}
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
