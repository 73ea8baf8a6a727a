import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PAYMENT_METHOD_NAMES, PAYMENT_METHODS } from '../../../shared/ledger.js';
import { formatLira } from '../../../shared/money.js';
import type { AdminAccount } from '../../../shared/schemas/account.js';
import { entryInput, type EntryInput } from '../../../shared/schemas/ledger.js';
import { ApiError } from '../../api/client.js';
import { useAddEntry } from '../api/accounts.js';
import { Button } from '../ui/Button.js';
import { Field } from '../ui/Field.js';
import { FormActions } from '../ui/FormActions.js';
import formStyles from '../ui/Form.module.css';
import { placeServerErrors } from '../ui/forms.js';
import { Modal } from '../ui/Modal.js';
import { ChoiceOptions, choicesOf } from '../ui/RecordFields.js';

const FIELDS = ['kind', 'amount', 'day', 'description', 'method'] as const;

interface EntryFormProps {
  kind: 'charge' | 'payment';
  account: AdminAccount;
  /** Today in the restaurant's calendar: the entry's day unless staff change it. */
  today: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/**
 * 'Borç ekle' or 'Ödeme al': a short form. A refusal keeps what was typed, with the server's
 * message under its field; a charge over the credit limit asks to be confirmed first.
 */
export function EntryForm({ kind, account, today, onClose, onSaved }: EntryFormProps) {
  const add = useAddEntry(account.id);
  const charge = kind === 'charge';
  const form = useForm<EntryInput>({
    resolver: zodResolver(entryInput, undefined, { raw: true }) as never,
    defaultValues: charge
      ? { kind, amount: '', day: today, description: '', confirmOverLimit: false }
      : { kind, amount: '', day: today, description: '', method: 'cash' },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const fieldErrors = errors as Partial<Record<(typeof FIELDS)[number], { message?: string }>>;
  const [details, setDetails] = useState<string[]>([]);
  const [overLimit, setOverLimit] = useState<string | null>(null);

  const send = (values: EntryInput) =>
    add.mutate(values, {
      onSuccess: (saved) => {
        const amount = formatLira(saved.remainingDebtKurus);
        onSaved(charge ? `Borç eklendi. Kalan borç: ${amount}` : `Ödeme alındı. Kalan borç: ${amount}`);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body.error === 'over_limit') setOverLimit(error.body.message);
        else setDetails(placeServerErrors(error, FIELDS, form.setError));
      },
    });
  const onSubmit = form.handleSubmit((values) => {
    setOverLimit(null);
    send(values);
  });

  return (
    <Modal title={charge ? 'Borç ekle' : 'Ödeme al'} size="small" onClose={onClose} busy={add.isPending}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <p className={formStyles.preview}>
          {account.customerName} · Kalan borç: <strong>{formatLira(account.remainingDebtKurus)}</strong>
        </p>
        <Field label="Tutar (₺)" required error={fieldErrors.amount?.message}>
          {(c) => <input {...c} {...register('amount')} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field label="Tarih" required error={fieldErrors.day?.message}>
          {(c) => <input {...c} {...register('day')} type="date" max={today} />}
        </Field>
        {!charge && (
          <Field label="Ödeme yöntemi" required error={fieldErrors.method?.message}>
            {(c) => (
              <select {...c} {...register('method')}>
                <ChoiceOptions choices={choicesOf(PAYMENT_METHODS, (method) => PAYMENT_METHOD_NAMES[method])} />
              </select>
            )}
          </Field>
        )}
        <Field
          label={charge ? 'Açıklama' : 'Not'}
          required={charge}
          hint={charge ? 'Ne için: örn. "Haftalık pide siparişi"' : undefined}
          error={fieldErrors.description?.message}
        >
          {(c) => <input {...c} {...register('description')} autoComplete="off" />}
        </Field>
        {overLimit && (
          <div role="alert" className={formStyles.panel}>
            <p>{overLimit}</p>
            <Button
              variant="danger"
              onClick={() =>
                void form.handleSubmit((values) => send(values.kind === 'charge' ? { ...values, confirmOverLimit: true } : values))()
              }
            >
              Onayla ve kaydet
            </Button>
          </div>
        )}
        <FormActions
          saving={add.isPending}
          onCancel={onClose}
          submitLabel={charge ? 'Borcu kaydet' : 'Ödemeyi kaydet'}
          error={overLimit ? undefined : add.error}
          details={details}
        />
      </form>
    </Modal>
  );
}
