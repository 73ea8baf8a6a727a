import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PASSWORD_MIN_LENGTH, passwordChangeForm, type PasswordChangeForm } from '../../../shared/schemas/user.js';
import { useChangePassword } from '../api/session.js';
import { Button } from '../ui/Button.js';
import { Field } from '../ui/Field.js';
import formStyles from '../ui/Form.module.css';
import { FormActions } from '../ui/FormActions.js';
import { placeServerErrors, recordResolver } from '../ui/forms.js';
import { Modal } from '../ui/Modal.js';
import { askToDiscard, useUnsavedChanges } from '../ui/unsaved-changes.js';
import styles from './PasswordChangeDialog.module.css';

const FIELDS = ['currentPassword', 'newPassword', 'repeatPassword'] as const;
const resolver = recordResolver<PasswordChangeForm>(passwordChangeForm, passwordChangeForm, false);

interface PasswordChangeDialogProps {
  onClose: () => void;
}

/**
 * 'Şifremi değiştir': any staff member changes their own password, giving the current one.
 * The new one is typed twice; only the current and the new one are sent. This session stays
 * open, the others end (the server says so, and so does the confirmation).
 */
export function PasswordChangeDialog({ onClose }: PasswordChangeDialogProps) {
  const change = useChangePassword();
  const [details, setDetails] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<PasswordChangeForm>({ resolver, defaultValues: { currentPassword: '', newPassword: '', repeatPassword: '' } });
  // Like every form: what was typed is not thrown away without asking.
  const unsaved = isDirty && !change.isSuccess;
  useUnsavedChanges(unsaved);
  const close = () => (unsaved ? askToDiscard(onClose) : onClose());

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate({ currentPassword, newPassword }, { onError: (error) => setDetails(placeServerErrors(error, FIELDS, setError)) }),
  );

  return (
    <Modal title="Şifremi değiştir" size="small" onClose={close} busy={change.isPending}>
      {change.isSuccess ? (
        <div className={formStyles.form}>
          <p className={styles.done} role="status">
            Şifreniz değiştirildi. Diğer cihazlardaki oturumlarınız kapatıldı.
          </p>
          <div className={styles.buttons}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the form and its focused button are gone: focus moves here */}
            <Button variant="primary" onClick={onClose} autoFocus>
              Tamam
            </Button>
          </div>
        </div>
      ) : (
        <form className={formStyles.form} onSubmit={onSubmit} noValidate>
          <Field label="Mevcut şifre" required error={errors.currentPassword?.message}>
            {(c) => <input {...c} {...register('currentPassword')} type="password" autoComplete="current-password" />}
          </Field>
          <Field label="Yeni şifre" required hint={`En az ${PASSWORD_MIN_LENGTH} karakter`} error={errors.newPassword?.message}>
            {(c) => <input {...c} {...register('newPassword')} type="password" autoComplete="new-password" />}
          </Field>
          <Field label="Yeni şifre (tekrar)" required error={errors.repeatPassword?.message}>
            {(c) => <input {...c} {...register('repeatPassword')} type="password" autoComplete="new-password" />}
          </Field>
          <FormActions saving={change.isPending} error={change.error} details={details} onCancel={close} submitLabel="Şifreyi değiştir" />
        </form>
      )}
    </Modal>
  );
}
