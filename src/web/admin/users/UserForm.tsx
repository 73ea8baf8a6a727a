import type { AdminUser } from '../../../shared/schemas/user.js';
import { ROLE_LABELS, USER_ROLES } from '../../../shared/roles.js';
import { PASSWORD_MIN_LENGTH, userInput, userUpdate, type UserInput } from '../../../shared/schemas/user.js';
import { usersResource } from '../api/users.js';
import { useStaffUser } from '../session/staff-user.js';
import { ACTIVE, type FormLayout } from '../ui/form-fields.js';
import { useKindForm, type RecordFormProps } from '../ui/forms.js';
import { choicesOf } from '../ui/RecordFields.js';
import { RecordForm } from '../ui/RecordForm.js';

const ROLE_CHOICES = choicesOf(USER_ROLES, (role) => ROLE_LABELS[role]);

/**
 * The password is never sent to us: blank keeps the old one. A new password of one's own needs
 * the current one too (the server asks for it).
 */
const userLayout = (editing: boolean, own: boolean): FormLayout => [
  { name: 'name', label: 'Kullanıcı adı', input: 'text', required: true, verbatim: true },
  {
    name: 'password',
    label: 'Şifre',
    input: 'password',
    required: !editing,
    hint: editing ? 'Boş bırakılırsa değişmez' : `En az ${PASSWORD_MIN_LENGTH} karakter`,
  },
  ...(own ? [{ name: 'currentPassword', label: 'Mevcut şifre', input: 'password', hint: 'Şifrenizi değiştirirken gerekli' } as const] : []),
  {
    name: 'role',
    label: 'Rol',
    input: 'choice',
    choices: ROLE_CHOICES,
    initial: 'user',
    // What each role may do, in a line (D6, D54).
    hint: 'Garson: menüyü görür, tükendi işaretler. Kullanıcı: menüyü ve hesapları yönetir. Yönetici: her şey.',
  },
  ACTIVE,
];

/** Adds or edits a staff user in a modal (400px). */
export function UserForm({ record: user, ...events }: RecordFormProps<AdminUser>) {
  const me = useStaffUser();
  const layout = userLayout(user !== null, user !== null && user.id === me.id);
  const form = { resource: usersResource, create: userInput, update: userUpdate, layout, name: 'name' };
  const state = useKindForm<AdminUser, UserInput & { version?: number; currentPassword?: string }>(form, user, events);
  return <RecordForm title={user ? 'Kullanıcıyı Düzenle' : 'Kullanıcı Ekle'} modal="small" state={state} />;
}
