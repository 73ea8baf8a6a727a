import type { AdminAccount } from '../../../shared/schemas/account.js';
import { kurusToDecimalText } from '../../../shared/money-input.js';
import { accountInput, accountUpdate, type AccountInput } from '../../../shared/schemas/account.js';
import { accountsResource, useSaveAccount } from '../api/accounts.js';
import { apiRequest } from '../../api/client.js';
import { resourcePath } from '../api/resource.js';
import { CheckField, Field } from '../ui/Field.js';
import { FormActions } from '../ui/FormActions.js';
import formStyles from '../ui/Form.module.css';
import { useRecordForm } from '../ui/forms.js';
import { Modal } from '../ui/Modal.js';

type AccountValues = AccountInput & { version?: number };

const FIELDS = ['customerName', 'name', 'email', 'phone', 'address', 'creditLimit', 'notes', 'isActive'] as const;

function toValues(account: AdminAccount | null): AccountValues {
  if (!account) {
    return {
      customerName: '',
      name: '',
      email: '',
      phone: '',
      address: '',
      creditLimit: '',
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
    creditLimit: account.creditLimitKurus === null ? '' : kurusToDecimalText(account.creditLimitKurus),
    notes: account.notes,
    isActive: account.isActive,
    version: account.version,
  };
}

interface AccountFormProps {
  account: AdminAccount | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/**
 * Adds or edits a customer's credit account in a modal (500px): who they are and their credit
 * limit. What they owe is entered on the account's page, as charges and payments (D34).
 */
export function AccountForm({ account, onClose, onSaved }: AccountFormProps) {
  const editing = account !== null;
  const save = useSaveAccount();
  // After someone else's save (409), the account as it is now; gone if it was deleted.
  const refetch = async () => {
    if (!account) return { data: [] };
    const fresh = await apiRequest<AdminAccount>(resourcePath(accountsResource, `/${account.id}`)).catch(() => null);
    return { data: fresh ? [fresh] : [] };
  };
  const {
    form: {
      register,
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
    refetch,
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
