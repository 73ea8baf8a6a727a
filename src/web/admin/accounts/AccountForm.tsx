import type { AdminAccount } from '../../../shared/schemas/account.js';
import { formatLira, kurusToDecimalText, parseLira } from '../../../shared/money.js';
import { ACCOUNT_STATUSES, accountInput, accountUpdate, type AccountInput } from '../../../shared/schemas/account.js';
import { useAccounts, useSaveAccount } from '../api/accounts.js';
import { CheckField, Field } from '../ui/Field.js';
import { FormActions } from '../ui/FormActions.js';
import formStyles from '../ui/Form.module.css';
import { useRecordForm } from '../ui/forms.js';
import { Modal } from '../ui/Modal.js';

type AccountValues = AccountInput & { version?: number };

const FIELDS = [
  'customerName',
  'name',
  'email',
  'phone',
  'address',
  'totalDebt',
  'paidAmount',
  'lastPaymentDate',
  'creditLimit',
  'status',
  'notes',
  'isActive',
] as const;

function toValues(account: AdminAccount | null): AccountValues {
  if (!account) {
    return {
      customerName: '',
      name: '',
      email: '',
      phone: '',
      address: '',
      totalDebt: '',
      paidAmount: '',
      lastPaymentDate: '',
      creditLimit: '',
      status: 'Ödenmedi',
      notes: '',
      isActive: true,
    };
  }
  return {
    customerName: account.customerName,
    name: account.name,
    email: account.email,
    phone: account.phone,
    address: account.address,
    totalDebt: kurusToDecimalText(account.totalDebtKurus),
    paidAmount: kurusToDecimalText(account.paidAmountKurus),
    lastPaymentDate: account.lastPaymentDate ?? '',
    creditLimit: account.creditLimitKurus === null ? '' : kurusToDecimalText(account.creditLimitKurus),
    status: account.status,
    notes: account.notes,
    isActive: account.isActive,
    version: account.version,
  };
}

/** Total − paid as the person types; the server computes the stored value the same way. */
function remainingPreview(total: unknown, paid: unknown): string {
  // The values are the inputs' text; the schema's input type (unknown) cannot say so.
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a string, never an object
  const totalKurus = parseLira(String(total ?? ''));
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a string, never an object
  const paidKurus = parseLira(String(paid ?? ''));
  if (totalKurus === null || paidKurus === null) return '—';
  return formatLira(totalKurus - paidKurus);
}

interface AccountFormProps {
  account: AdminAccount | null;
  search: string;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** Adds or edits a customer's credit account in a modal (500px). */
export function AccountForm({ account, search, onClose, onSaved }: AccountFormProps) {
  const editing = account !== null;
  const save = useSaveAccount();
  const accounts = useAccounts(search);
  const {
    form: {
      register,
      watch,
      formState: { errors },
    },
    onSubmit,
    status,
    close,
  } = useRecordForm({
    record: account,
    create: accountInput,
    update: accountUpdate,
    defaultValues: toValues(account),
    valuesOf: toValues,
    fields: FIELDS,
    save,
    refetch: accounts.refetch,
    onSaved: (values) => onSaved(values.customerName.trim()),
    onClose,
  });

  return (
    <Modal title={editing ? 'Hesabı Düzenle' : 'Hesap Ekle'} size="medium" onClose={close} busy={save.isPending}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <Field label="Müşteri adı" required error={errors.customerName?.message}>
          {(c) => <input {...c} {...register('customerName')} autoComplete="off" />}
        </Field>
        <Field label="Yetkili kişi" error={errors.name?.message}>
          {(c) => <input {...c} {...register('name')} autoComplete="off" />}
        </Field>
        <div className={formStyles.pair}>
          <Field label="Telefon" required error={errors.phone?.message}>
            {(c) => <input {...c} {...register('phone')} type="tel" autoComplete="off" />}
          </Field>
          <Field label="E-posta" error={errors.email?.message}>
            {(c) => <input {...c} {...register('email')} type="email" autoComplete="off" />}
          </Field>
        </div>
        <Field label="Kredi limiti (₺)" hint="Boş bırakılırsa limit yok" error={errors.creditLimit?.message}>
          {(c) => <input {...c} {...register('creditLimit')} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field label="Adres" error={errors.address?.message}>
          {(c) => <textarea {...c} {...register('address')} rows={2} />}
        </Field>
        <div className={formStyles.pair}>
          <Field label="Toplam borç (₺)" required error={errors.totalDebt?.message}>
            {(c) => <input {...c} {...register('totalDebt')} inputMode="decimal" autoComplete="off" />}
          </Field>
          <Field label="Ödenen tutar (₺)" required error={errors.paidAmount?.message}>
            {(c) => <input {...c} {...register('paidAmount')} inputMode="decimal" autoComplete="off" />}
          </Field>
        </div>
        <p className={formStyles.preview}>
          Kalan borç: <output>{remainingPreview(watch('totalDebt'), watch('paidAmount'))}</output>
        </p>
        <div className={formStyles.pair}>
          <Field label="Son ödeme tarihi" required error={errors.lastPaymentDate?.message}>
            {(c) => <input {...c} {...register('lastPaymentDate')} type="date" />}
          </Field>
          <Field label="Durum" required error={errors.status?.message}>
            {(c) => (
              <select {...c} {...register('status')}>
                {ACCOUNT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <Field label="Notlar" error={errors.notes?.message}>
          {(c) => <textarea {...c} {...register('notes')} rows={2} />}
        </Field>
        <CheckField label="Aktif" error={errors.isActive?.message}>
          <input type="checkbox" {...register('isActive')} />
        </CheckField>
        <FormActions {...status} onCancel={close} />
      </form>
    </Modal>
  );
}
