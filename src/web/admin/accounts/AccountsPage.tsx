import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AdminAccount } from '../../../shared/schemas/account.js';
import { formatLira } from '../../../shared/money.js';
import { accountsResource, useAccounts, useDeleteAccount } from '../api/accounts.js';
import { Button, EditDeleteButtons } from '../ui/Button.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { Field } from '../ui/Field.js';
import { PageHeader } from '../ui/PageHeader.js';
import { Empty, Loading } from '../ui/QueryState.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import table from '../ui/Table.module.css';
import { notify } from '../ui/toasts.js';
import toolbar from '../ui/Toolbar.module.css';
import { useConfirmDelete } from '../ui/useConfirmDelete.js';
import { AccountForm } from './AccountForm.js';
import { STATUS_TONES } from './account-status.js';

/** Waits until typing pauses, so a search does not ask the server at every key. */
function useDebounced(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** Customers' credit accounts ("veresiye"): who owes what, searchable by customer name. */
export default function AccountsPage() {
  const [search, setSearch] = useState('');
  const query = useDebounced(search);
  const accounts = useAccounts(query);
  const remove = useDeleteAccount();
  const [editing, setEditing] = useState<AdminAccount | 'new' | null>(null);
  const confirmDelete = useConfirmDelete<AdminAccount>(remove, {
    question: 'Bu hesabı silmek istediğinizden emin misiniz?',
    nameOf: (account) => account.customerName,
    deletedMessage: (account) => `${account.customerName} hesabı silindi.`,
    undo: accountsResource,
  });
  const list = (accounts.data ?? []).filter((account) => !confirmDelete.hidden.has(account.id));

  return (
    <>
      <PageHeader title="Hesaplar" description="Müşterilerin borçları ve ödemeleri.">
        <Button variant="primary" onClick={() => setEditing('new')}>
          Hesap Ekle
        </Button>
      </PageHeader>
      <div role="search" className={toolbar.toolbar}>
        <Field label="Müşteri adıyla ara" className={toolbar.filter}>
          {(c) => <input {...c} type="search" value={search} onChange={(event) => setSearch(event.target.value)} autoComplete="off" />}
        </Field>
        {accounts.isFetching && !accounts.isPending && (
          <p className={toolbar.hint} role="status">
            Aranıyor…
          </p>
        )}
      </div>
      {accounts.isPending ? (
        <Loading>Hesaplar yükleniyor…</Loading>
      ) : accounts.isError ? (
        <ErrorMessage error={accounts.error} onRetry={() => void accounts.refetch()} />
      ) : list.length === 0 ? (
        <Empty action={query ? undefined : <Button onClick={() => setEditing('new')}>Hesap Ekle</Button>}>
          {query ? `“${query}” ile eşleşen hesap yok.` : 'Henüz hesap yok.'}
        </Empty>
      ) : (
        <div className={table.wrap}>
          <table className={table.table}>
            <thead>
              <tr>
                <th scope="col">Müşteri</th>
                <th scope="col">Telefon</th>
                <th scope="col" className={table.number}>
                  Toplam
                </th>
                <th scope="col" className={table.number}>
                  Ödenen
                </th>
                <th scope="col" className={table.number}>
                  Kalan
                </th>
                <th scope="col">Durum</th>
                <th scope="col">
                  <span className="sr-only">İşlemler</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((account) => (
                <tr key={account.id}>
                  <th scope="row" className={table.strong}>
                    <Link to={`/admin/accounts/${account.id}`}>{account.customerName}</Link>
                    {!account.isActive && <span className={table.muted}> (pasif)</span>}
                    {account.name && <div className={table.muted}>{account.name}</div>}
                  </th>
                  <td data-label="Telefon">
                    <a href={`tel:${account.phone.replace(/[^+\d]/g, '')}`}>{account.phone}</a>
                  </td>
                  <td className={table.number} data-label="Toplam">
                    {formatLira(account.totalDebtKurus)}
                  </td>
                  <td className={table.number} data-label="Ödenen">
                    {formatLira(account.paidAmountKurus)}
                  </td>
                  <td className={`${table.number} ${table.strong}`} data-label="Kalan">
                    {formatLira(account.remainingDebtKurus)}
                  </td>
                  <td data-label="Durum">
                    <StatusBadge tone={STATUS_TONES[account.status]}>{account.status}</StatusBadge>
                  </td>
                  <td>
                    <div className={table.actions}>
                      <EditDeleteButtons
                        subject={account.customerName}
                        onEdit={() => setEditing(account)}
                        // A ledger is kept (D34): only an account without entries can go.
                        onDelete={account.entryCount === 0 ? () => confirmDelete.ask(account) : undefined}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {editing && (
        <AccountForm
          account={editing === 'new' ? null : editing}
          search={query}
          onClose={() => setEditing(null)}
          onSaved={(name) => {
            setEditing(null);
            notify.success(`${name} hesabı kaydedildi.`);
          }}
        />
      )}
      {confirmDelete.dialog}
    </>
  );
}
