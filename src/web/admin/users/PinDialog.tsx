import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { pinChangeForm, type PinChangeForm } from '../../../shared/schemas/user.js';
import { useSetPin } from '../api/session.js';
import { Button } from '../ui/Button.js';
import { Field } from '../ui/Field.js';
import formStyles from '../ui/Form.module.css';
import { FormActions } from '../ui/FormActions.js';
import { placeServerErrors, recordResolver } from '../ui/forms.js';
import { Modal } from '../ui/Modal.js';
import { notify } from '../ui/toasts.js';
import { askToDiscard, useUnsavedChanges } from '../ui/unsaved-changes.js';

const FIELDS = ['currentPassword', 'pin', 'repeatPin'] as const;
const resolver = recordResolver<PinChangeForm>(pinChangeForm, pinChangeForm, false);

interface PinDialogProps {
  /** Whether the admin has a PIN now (then it can also be removed). */
  hasPin: boolean;
  onClose: () => void;
}

/**
 * 'Onay PIN'im': an admin sets the PIN that, typed on a waiter's phone, approves a discount,
 * an ikram or a void above the owner's limit (D60), or removes it. Both need their password.
 */
export function PinDialog({ hasPin, onClose }: PinDialogProps) {
  const save = useSetPin();
  const [details, setDetails] = useState<string[]>([]);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    trigger,
    formState: { errors, isDirty },
  } = useForm<PinChangeForm>({ resolver, defaultValues: { currentPassword: '', pin: '', repeatPin: '' } });
  useUnsavedChanges(isDirty && !save.isSuccess);
  const close = () => (isDirty ? askToDiscard(onClose) : onClose());
  const send = (pin: string | null) =>
    save.mutate(
      { currentPassword: getValues('currentPassword'), pin },
      {
        onSuccess: () => {
          notify.success(pin === null ? 'Onay PIN’iniz kaldırıldı.' : 'Onay PIN’iniz kaydedildi.');
          onClose();
        },
        onError: (error) => setDetails(placeServerErrors(error, FIELDS, setError)),
      },
    );
  const onSubmit = handleSubmit(({ pin }) => send(pin));
  const remove = async () => {
    if (await trigger('currentPassword')) send(null);
  };
  const digits = { type: 'password', inputMode: 'numeric', autoComplete: 'off', maxLength: 8 } as const;

  return (
    <Modal title="Onay PIN’im" size="small" onClose={close} busy={save.isPending}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <p>
          Garsonun telefonunda, sınırı aşan indirim, ikram ve iptalleri bu PIN’le onaylarsınız. Beş kez yanlış girilirse 15 dakika kapanır.
        </p>
        <Field label="Mevcut şifre" required error={errors.currentPassword?.message}>
          {(c) => <input {...c} {...register('currentPassword')} type="password" autoComplete="current-password" />}
        </Field>
        <Field label="Yeni PIN" required hint="4–8 rakam; 1111 ya da 1234 gibi olmasın" error={errors.pin?.message}>
          {(c) => <input {...c} {...register('pin')} {...digits} />}
        </Field>
        <Field label="Yeni PIN (tekrar)" required error={errors.repeatPin?.message}>
          {(c) => <input {...c} {...register('repeatPin')} {...digits} />}
        </Field>
        {hasPin && (
          <Button variant="danger" onClick={() => void remove()}>
            PIN’i kaldır
          </Button>
        )}
        <FormActions saving={save.isPending} error={save.error} details={details} onCancel={close} submitLabel="PIN’i kaydet" />
      </form>
    </Modal>
  );
}
