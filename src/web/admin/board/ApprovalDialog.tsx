import { useState } from 'react';
import type { Approval } from '../../../shared/schemas/bill.js';
import { ApiError } from '../../api/client.js';
import { useApprovers } from '../api/bills.js';
import { describeError } from '../messages.js';
import { Button } from '../ui/Button.js';
import { Field } from '../ui/Field.js';
import { Modal } from '../ui/Modal.js';
import styles from '../ui/ReasonDialog.module.css';

interface ApprovalDialogProps {
  /** Why an approval is needed: the server's refusal ("Bu indirim ₺200,00 sınırını aşıyor…"). */
  message: string;
  /** Sends the change again with the approval; its refusal is shown here. */
  onApprove: (approval: Approval) => Promise<unknown>;
  onClose: () => void;
}

/**
 * 'Yönetici onayı' on the waiter's phone (D60): a discount, ikram or void above the owner's
 * limit goes through when an admin standing by picks their name and types their PIN. A wrong
 * PIN is said under it and cleared; after five, the admin's PIN is shut for fifteen minutes.
 */
export function ApprovalDialog({ message, onApprove, onClose }: ApprovalDialogProps) {
  const approvers = useApprovers();
  const [adminId, setAdminId] = useState<number | null>(null);
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<{ adminId?: string | undefined; pin?: string | undefined; form?: string | undefined }>({});
  const [busy, setBusy] = useState(false);
  const list = approvers.data ?? [];
  const chosen = adminId ?? list[0]?.id ?? null;

  const submit = async () => {
    if (chosen === null) return;
    if (!/^\d{4,8}$/.test(pin)) {
      setErrors({ pin: 'PIN 4 ile 8 arasında rakam olmalı' });
      return;
    }
    setBusy(true);
    try {
      await onApprove({ adminId: chosen, pin });
      onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.body.fields : undefined;
      if (fields?.['approval.pin'] || fields?.['approval.adminId']) {
        setErrors({
          adminId: fields['approval.adminId'],
          pin: fields['approval.pin'],
          form: error instanceof ApiError && error.status === 429 ? error.message : undefined,
        });
      } else {
        setErrors({ form: describeError(error) });
      }
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title="Yönetici onayı" size="small" onClose={onClose} busy={busy}>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>{message}</p>
        {approvers.isSuccess && list.length === 0 ? (
          <p role="alert">
            Onay PIN’i olan yönetici yok: bir yönetici ‘Kullanıcılar’ sayfasında ‘Onay PIN’im’i ayarlamalı ya da bunu kendi girişiyle
            yapmalı.
          </p>
        ) : (
          <>
            <Field label="Onaylayan yönetici" required error={errors.adminId}>
              {(c) => (
                <select {...c} value={chosen ?? ''} onChange={(event) => setAdminId(Number(event.target.value))}>
                  {list.map((admin) => (
                    <option key={admin.id} value={admin.id}>
                      {admin.name}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label="Yöneticinin PIN’i" required hint="Yönetici kendisi yazsın." error={errors.pin}>
              {(c) => (
                <input
                  {...c}
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={8}
                  value={pin}
                  onChange={(event) => setPin(event.target.value.replace(/\D/g, ''))}
                />
              )}
            </Field>
          </>
        )}
        {errors.form && <p role="alert">{errors.form}</p>}
        <div className={styles.actions}>
          <Button onClick={onClose}>Vazgeç</Button>
          <Button type="submit" variant="primary" disabled={chosen === null || busy}>
            Onayla
          </Button>
        </div>
      </form>
    </Modal>
  );
}
