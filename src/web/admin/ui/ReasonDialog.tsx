import { useState } from 'react';
import { Button } from './Button.js';
import { Field } from './Field.js';
import { Modal } from './Modal.js';
import styles from './ReasonDialog.module.css';

interface ReasonDialogProps {
  title: string;
  /** What it is done to ("2 × Ayran"). */
  subject: string;
  label: string;
  hint: string;
  confirmLabel: string;
  danger?: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

/** Asks why something is done (a line cancelled, given free, voided): the reason is kept with it. */
export function ReasonDialog({ title, subject, label, hint, confirmLabel, danger = false, onCancel, onConfirm }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  return (
    <Modal title={title} size="small" onClose={onCancel}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim() === '') setError(`${label} gerekli`);
          else onConfirm(reason.trim());
        }}
      >
        <p>{subject}</p>
        <Field label={label} hint={hint} required error={error}>
          {(c) => <input {...c} value={reason} maxLength={140} onChange={(event) => setReason(event.target.value)} autoComplete="off" />}
        </Field>
        <div className={styles.actions}>
          <Button onClick={onCancel}>Vazgeç</Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
