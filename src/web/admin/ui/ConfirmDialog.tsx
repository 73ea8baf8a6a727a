import { useId } from 'react';
import { Button } from './Button.js';
import { ErrorMessage } from './ErrorMessage.js';
import { Modal, modalStyles } from './Modal.js';

interface ConfirmDialogProps {
  /** The question, e.g. 'Bu kategoriyi silmek istediğinizden emin misiniz?' */
  question: string;
  /** What is about to be deleted, so nobody deletes the wrong card. */
  subject?: string;
  confirmLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
  /** Why the last attempt failed (e.g. the category still has products); the dialog stays open. */
  error?: unknown;
}

/** Asks before deleting (D16). "Vazgeç" has focus, so a stray Enter deletes nothing. */
export function ConfirmDialog({
  question,
  subject,
  confirmLabel = 'Sil',
  onConfirm,
  onCancel,
  busy = false,
  error,
}: ConfirmDialogProps) {
  const questionId = useId();
  return (
    <Modal title="Silme onayı" size="small" role="alertdialog" onClose={onCancel} busy={busy} describedBy={questionId}>
      <p id={questionId} className={modalStyles.question}>
        {question}
        {subject && (
          <>
            <br />
            <strong>{subject}</strong>
          </>
        )}
      </p>
      {error != null && <ErrorMessage error={error} />}
      <div className={modalStyles.actions}>
        <Button onClick={onCancel} disabled={busy} data-autofocus>
          Vazgeç
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={busy}>
          {busy ? 'Siliniyor…' : confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
