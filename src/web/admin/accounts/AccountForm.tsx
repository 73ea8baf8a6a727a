import type { AdminAccount } from '../../../shared/schemas/account.js';
import { accountInput, accountUpdate, type AccountInput } from '../../../shared/schemas/account.js';
import { apiRequest } from '../../api/client.js';
import { accountsResource, useSaveAccount } from '../api/accounts.js';
import { resourcePath } from '../api/resource.js';
import { ACTIVE, type FormLayout } from '../ui/form-fields.js';
import { useRecordForm, type RecordFormProps } from '../ui/forms.js';
import { RecordForm } from '../ui/RecordForm.js';

const LAYOUT: FormLayout = [
  { name: 'customerName', label: 'Müşteri adı', input: 'text', required: true },
  { name: 'name', label: 'Yetkili kişi', input: 'text' },
  {
    row: [
      { name: 'phone', label: 'Telefon', input: 'tel', required: true },
      { name: 'email', label: 'E-posta', input: 'email' },
    ],
  },
  { name: 'creditLimit', label: 'Kredi limiti (₺)', input: 'money', hint: 'Boş bırakılırsa limit yok' },
  { name: 'address', label: 'Adres', input: 'lines', rows: 2 },
  { name: 'notes', label: 'Notlar', input: 'lines', rows: 2 },
  ACTIVE,
];

/**
 * Adds or edits a customer's credit account in a modal (500px): who they are and their credit
 * limit. What they owe is entered on the account's page, as charges and payments (D34).
 */
export function AccountForm({ record: account, onClose, onSaved }: RecordFormProps<AdminAccount>) {
  // After someone else's save (409), the account as it is now; gone if it was deleted.
  const refetch = async () => {
    if (!account) return { data: [] };
    const fresh = await apiRequest<AdminAccount>(resourcePath(accountsResource, `/${account.id}`)).catch(() => null);
    return { data: fresh ? [fresh] : [] };
  };
  const state = useRecordForm<AdminAccount, AccountInput & { version?: number }>({
    record: account,
    create: accountInput,
    update: accountUpdate,
    layout: LAYOUT,
    save: useSaveAccount(),
    refetch,
    onSaved: (values) => onSaved(values.customerName.trim()),
    onClose,
  });
  return <RecordForm title={account ? 'Hesabı Düzenle' : 'Hesap Ekle'} modal="medium" state={state} />;
}
