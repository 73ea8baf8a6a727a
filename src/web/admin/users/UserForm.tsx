import type { AdminUser } from '../../../shared/schemas/user.js';
import { PASSWORD_MIN_LENGTH, ROLE_LABELS, USER_ROLES, userInput, userUpdate, type UserInput } from '../../../shared/schemas/user.js';
import { useSaveUser, useUsers } from '../api/users.js';
import { useStaffUser } from '../session/staff-user.js';
import { CheckField, Field } from '../ui/Field.js';
import { FormActions } from '../ui/FormActions.js';
import formStyles from '../ui/Form.module.css';
import { useRecordForm } from '../ui/forms.js';
import { Modal } from '../ui/Modal.js';

type UserValues = UserInput & { version?: number; currentPassword?: string };

const FIELDS = ['name', 'password', 'currentPassword', 'role', 'isActive'] as const;

function toValues(user: AdminUser | null, own = false): UserValues {
  if (!user) return { name: '', password: '', role: 'user', isActive: true };
  // The password is never sent to us; blank keeps the old one. A new password of one's own
  // needs the current one too (the server asks for it).
  return {
    name: user.name,
    password: '',
    ...(own ? { currentPassword: '' } : {}),
    role: user.role,
    isActive: user.isActive,
    version: user.version,
  };
}

interface UserFormProps {
  user: AdminUser | null;
  onClose: () => void;
  onSaved: (name: string) => void;
}

/** Adds or edits a staff user in a modal (400px). */
export function UserForm({ user, onClose, onSaved }: UserFormProps) {
  const editing = user !== null;
  const me = useStaffUser();
  const own = user !== null && user.id === me.id;
  const save = useSaveUser();
  const users = useUsers();
  const {
    form: {
      register,
      formState: { errors },
    },
    onSubmit,
    status,
    close,
  } = useRecordForm({
    record: user,
    create: userInput,
    update: userUpdate,
    defaultValues: toValues(user, own),
    valuesOf: (fresh) => toValues(fresh, own),
    fields: FIELDS,
    save,
    refetch: users.refetch,
    onSaved: (values) => onSaved(values.name.trim()),
    onClose,
  });

  return (
    <Modal title={editing ? 'Kullanıcıyı Düzenle' : 'Kullanıcı Ekle'} size="small" onClose={close} busy={save.isPending}>
      <form className={formStyles.form} onSubmit={onSubmit} noValidate>
        <Field label="Kullanıcı adı" required error={errors.name?.message}>
          {(c) => <input {...c} {...register('name')} autoComplete="off" autoCapitalize="none" spellCheck={false} />}
        </Field>
        <Field
          label="Şifre"
          required={!editing}
          hint={editing ? 'Boş bırakılırsa değişmez' : `En az ${PASSWORD_MIN_LENGTH} karakter`}
          error={errors.password?.message}
        >
          {(c) => <input {...c} {...register('password')} type="password" autoComplete="new-password" />}
        </Field>
        {own && (
          <Field label="Mevcut şifre" hint="Şifrenizi değiştirirken gerekli" error={errors.currentPassword?.message}>
            {(c) => <input {...c} {...register('currentPassword')} type="password" autoComplete="current-password" />}
          </Field>
        )}
        <Field label="Rol" error={errors.role?.message}>
          {(c) => (
            <select {...c} {...register('role')}>
              {USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <CheckField label="Aktif" error={errors.isActive?.message}>
          <input type="checkbox" {...register('isActive')} />
        </CheckField>
        <FormActions {...status} onCancel={close} />
      </form>
    </Modal>
  );
}
