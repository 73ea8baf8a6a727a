import { useState } from 'react';
import type { AdminUser } from '../../../shared/schemas/user.js';
import { ROLE_LABELS } from '../../../shared/roles.js';
import { useDeleteUser, useUsers } from '../api/users.js';
import { useStaffUser } from '../session/staff-user.js';
import { useApprovers } from '../api/bills.js';
import { AddButton, Button, EditDeleteButtons } from '../ui/Button.js';
import { PageHeader } from '../ui/PageHeader.js';
import { ListState } from '../ui/QueryState.js';
import { activeColumn, RecordTable } from '../ui/RecordTable.js';
import table from '../ui/Table.module.css';
import { useConfirmDelete } from '../ui/useConfirmDelete.js';
import { useEditing } from '../ui/useEditing.js';
import { PinDialog } from './PinDialog.js';
import { UserForm } from './UserForm.js';

/** Staff users: admins only (D6; anyone else sees why, and nothing is requested: PageAccess). */
export default function UsersPage() {
  return <UserManagement myId={useStaffUser().id} />;
}

function UserManagement({ myId }: { myId: number }) {
  const users = useUsers();
  const approvers = useApprovers();
  const [pinOpen, setPinOpen] = useState(false);
  const hasPin = approvers.data?.some((approver) => approver.id === myId) ?? false;
  const { editing, setEditing, record, formEvents } = useEditing<AdminUser>();
  const confirmDelete = useConfirmDelete<AdminUser>(useDeleteUser(), {
    question: 'Bu kullanıcıyı silmek istediğinizden emin misiniz?',
    nameOf: (user) => user.name,
  });
  const list = [...(users.data ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'tr'));

  return (
    <>
      <PageHeader title="Kullanıcılar" description="Yönetim paneline giriş yapabilen personel.">
        <Button onClick={() => setPinOpen(true)}>Onay PIN’im</Button>
        <AddButton onClick={() => setEditing('new')}>Kullanıcı Ekle</AddButton>
      </PageHeader>
      {approvers.data && (
        <p className={table.muted}>
          {hasPin
            ? 'Onay PIN’iniz ayarlı: garsonlar sınırı aşan indirim, ikram ve iptaller için sizden onay isteyebilir.'
            : 'Onay PIN’iniz yok: sınırı aşan indirim, ikram ve iptalleri yalnızca siz giriş yapmışken onaylayabilirsiniz.'}
        </p>
      )}
      <ListState query={users} loading="Kullanıcılar yükleniyor…" count={list.length} empty="Henüz kullanıcı yok.">
        {() => (
          <RecordTable
            records={list}
            columns={[
              {
                header: 'Kullanıcı adı',
                cell: (user) => (
                  <>
                    {user.name}
                    {user.id === myId && <span className={table.muted}> (siz)</span>}
                  </>
                ),
                cellClassName: table.strong,
              },
              { header: 'Rol', cell: (user) => ROLE_LABELS[user.role] },
              activeColumn(),
            ]}
            actions={(user) => (
              <EditDeleteButtons
                subject={user.name}
                onEdit={() => setEditing(user)}
                onDelete={user.id === myId ? undefined : () => confirmDelete.ask(user)}
              />
            )}
          />
        )}
      </ListState>
      {editing && <UserForm record={record} {...formEvents} />}
      {confirmDelete.dialog}
      {pinOpen && <PinDialog hasPin={hasPin} onClose={() => setPinOpen(false)} />}
    </>
  );
}
