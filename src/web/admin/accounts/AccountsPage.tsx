import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatLira } from '../../../shared/money.js';
import {
  ACCOUNT_SORTS,
  ACCOUNT_STATUSES,
  type AccountSort,
  type AccountStatus,
  type AdminAccount,
} from '../../../shared/schemas/account.js';
import {
  accountsResource,
  checkLedgers,
  useAccounts,
  useAccountSummary,
  useDeleteAccount,
  type AccountListParams,
} from '../api/accounts.js';
import { describeError } from '../messages.js';
import { useStaffUser } from '../session/staff-user.js';
import { AddButton, Button, buttonClass, EditDeleteButtons } from '../ui/Button.js';
import { Pager } from '../ui/Pager.js';
import { Field, SelectField } from '../ui/Field.js';
import formStyles from '../ui/Form.module.css';
import { PageHeader } from '../ui/PageHeader.js';
import { ListState } from '../ui/QueryState.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { RecordTable } from '../ui/RecordTable.js';
import table from '../ui/Table.module.css';
import { notify } from '../ui/toasts.js';
import toolbar from '../ui/Toolbar.module.css';
import { useConfirmDelete } from '../ui/useConfirmDelete.js';
import { useEditing } from '../ui/useEditing.js';
import { AccountForm } from './AccountForm.js';
import styles from './AccountsPage.module.css';
import { STATUS_TONES } from './account-status.js';
import { ChoiceOptions, choicesOf } from '../ui/RecordFields.js';

/** Waits until typing pauses, so a search does not ask the server at every key. */
function useDebounced(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const SORT_NAMES: Record<AccountSort, string> = {
  balance: 'Bakiye (büyükten küçüğe)',
  lastPayment: 'Son ödeme (yeniden eskiye)',
  name: 'Ad',
};
const OVERDUE = ['30', '60', '90'] as const;

/** The list's filters, kept in the address: a reload or the back button keeps them. */
function useListParams(): [AccountListParams, (change: Partial<AccountListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const sort = search.get('sort');
  const status = search.get('status');
  const overdue = search.get('overdue');
  const params: AccountListParams = {
    q: search.get('q') ?? '',
    sort: ACCOUNT_SORTS.includes(sort as AccountSort) ? (sort as AccountSort) : 'balance',
    status: ACCOUNT_STATUSES.includes(status as AccountStatus) ? (status as AccountStatus) : '',
    overdue: OVERDUE.includes(overdue as '30') ? (overdue as '30') : '',
    page: Math.max(1, Number(search.get('page')) || 1),
  };
  const update = (change: Partial<AccountListParams>) => {
    // A new search or filter starts again from the first page.
    const next = { ...params, page: 1, ...change };
    const query = new URLSearchParams();
    if (next.q) query.set('q', next.q);
    if (next.sort !== 'balance') query.set('sort', next.sort);
    if (next.status) query.set('status', next.status);
    if (next.overdue) query.set('overdue', next.overdue);
    if (next.page > 1) query.set('page', String(next.page));
    setSearch(query, { replace: true });
  };
  return [params, update];
}

/** Customers' credit accounts ("veresiye"): who owes what, found, ordered and filtered. */
export default function AccountsPage() {
  const [params, setParams] = useListParams();
  const [typed, setTyped] = useState(params.q);
  const q = useDebounced(typed);
  // Only the settled text moves the address.
  const search = useEffectEvent((text: string) => {
    if (text.trim() !== params.q) setParams({ q: text.trim() });
  });
  useEffect(() => search(q), [q]);
  const accounts = useAccounts(params);
  const { editing, setEditing, record, formEvents } = useEditing<AdminAccount>((name) => `${name} hesabı kaydedildi.`);
  const confirmDelete = useConfirmDelete<AdminAccount>(useDeleteAccount(), {
    question: 'Bu hesabı silmek istediğinizden emin misiniz?',
    nameOf: (account) => account.customerName,
    deletedMessage: (account) => `${account.customerName} hesabı silindi.`,
    undo: accountsResource,
  });
  const page = accounts.data;
  const list = (page?.items ?? []).filter((account) => !confirmDelete.hidden.has(account.id));
  const filtered = Boolean(params.q || params.status || params.overdue);
  const pages = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;

  return (
    <>
      <PageHeader title="Hesaplar" description="Müşterilerin veresiye hesapları: borçlar, ödemeler, kalanlar.">
        <a className={buttonClass('secondary')} href="/api/admin/accounts/export.csv" download>
          Tümünü CSV indir
        </a>
        <LedgerCheckButton />
        <AddButton onClick={() => setEditing('new')}>Hesap Ekle</AddButton>
      </PageHeader>
      <Summary />
      <div role="search" className={toolbar.toolbar}>
        <Field label="Ad veya telefonla ara" className={toolbar.filter}>
          {(c) => <input {...c} type="search" value={typed} onChange={(event) => setTyped(event.target.value)} autoComplete="off" />}
        </Field>
        <SelectField<AccountSort> label="Sıralama" value={params.sort} onChange={(sort) => setParams({ sort })}>
          <ChoiceOptions choices={choicesOf(ACCOUNT_SORTS, (sort) => SORT_NAMES[sort])} />
        </SelectField>
        <SelectField<AccountStatus | ''> label="Durum" value={params.status} onChange={(status) => setParams({ status })}>
          <ChoiceOptions choices={choicesOf(ACCOUNT_STATUSES, String, 'Tümü')} />
        </SelectField>
        <SelectField<AccountListParams['overdue']> label="Ödeme yok" value={params.overdue} onChange={(overdue) => setParams({ overdue })}>
          <ChoiceOptions choices={choicesOf(OVERDUE, (days) => `${days} günden uzun süredir`, 'Fark etmez')} />
        </SelectField>
        {accounts.isFetching && !accounts.isPending && (
          <p className={toolbar.hint} role="status">
            Aranıyor…
          </p>
        )}
      </div>
      <ListState
        query={accounts}
        loading="Hesaplar yükleniyor…"
        count={list.length}
        empty={params.q ? `“${params.q}” ile eşleşen hesap yok.` : filtered ? 'Bu filtrelere uyan hesap yok.' : 'Henüz hesap yok.'}
        emptyAction={filtered ? undefined : <Button onClick={() => setEditing('new')}>Hesap Ekle</Button>}
      >
        {() => (
          <>
            <RecordTable
              records={list}
              columns={[
                {
                  header: 'Müşteri',
                  cell: (account) => (
                    <>
                      <Link to={`/admin/accounts/${account.id}`}>{account.customerName}</Link>
                      {!account.isActive && <span className={table.muted}> (pasif)</span>}
                      {account.name && <div className={table.muted}>{account.name}</div>}
                    </>
                  ),
                  cellClassName: table.strong,
                },
                {
                  header: 'Telefon',
                  cell: (account) => <a href={`tel:${account.phone.replace(/[^+\d]/g, '')}`}>{account.phone}</a>,
                },
                { header: 'Toplam', cell: (account) => formatLira(account.totalDebtKurus), className: table.number },
                { header: 'Ödenen', cell: (account) => formatLira(account.paidAmountKurus), className: table.number },
                {
                  header: 'Kalan',
                  cell: (account) => formatLira(account.remainingDebtKurus),
                  className: table.number,
                  cellClassName: table.strong,
                },
                {
                  header: 'Durum',
                  cell: (account) => <StatusBadge tone={STATUS_TONES[account.status]}>{account.status}</StatusBadge>,
                },
              ]}
              actions={(account) => (
                <EditDeleteButtons
                  subject={account.customerName}
                  onEdit={() => setEditing(account)}
                  // A ledger is kept (D34): only an account without entries can go.
                  onDelete={account.entryCount === 0 ? () => confirmDelete.ask(account) : undefined}
                />
              )}
            />
            {pages > 1 && (
              <Pager
                page={params.page}
                pages={pages}
                onPage={(next) => setParams({ ...params, page: next })}
                total={`${page?.total ?? 0} hesap`}
              />
            )}
          </>
        )}
      </ListState>
      {editing && <AccountForm record={record} {...formEvents} />}
      {confirmDelete.dialog}
    </>
  );
}

/**
 * 'Defter kontrolü' (admins): compares every account's stored balance with the sum of its
 * entries, and says so, naming any account that differs.
 */
function LedgerCheckButton() {
  const me = useStaffUser();
  const [checking, setChecking] = useState(false);
  if (me.role !== 'admin') return null;
  const check = async () => {
    setChecking(true);
    try {
      const { checked, drifts } = await checkLedgers();
      if (drifts.length === 0) notify.success(`Defter kontrolü: ${checked} hesabın bakiyesi hareketleriyle tutuyor.`);
      else {
        const named = drifts.map(
          (drift) => `${drift.customerName} (kayıtlı ${formatLira(drift.storedKurus)}, hareketler ${formatLira(drift.entriesKurus)})`,
        );
        notify.error(`Defter kontrolü: ${drifts.length} hesapta fark var: ${named.join('; ')}`);
      }
    } catch (error) {
      notify.error(`Defter kontrolü yapılamadı. ${describeError(error)}`);
    } finally {
      setChecking(false);
    }
  };
  return (
    <Button onClick={() => void check()} disabled={checking}>
      {checking ? 'Kontrol ediliyor…' : 'Defter kontrolü'}
    </Button>
  );
}

/** At the top: what is owed in all, by how many, and for how long. */
function Summary() {
  const summary = useAccountSummary();
  if (!summary.data) return null;
  const { receivableKurus, withBalance, inactive, aging } = summary.data;
  return (
    <section className={`${formStyles.panel} ${styles.summary}`} aria-labelledby="receivable-title">
      <div>
        <h2 id="receivable-title" className={styles.label}>
          Toplam alacak
        </h2>
        <p className={styles.total}>{formatLira(receivableKurus)}</p>
        <p className={styles.label}>{withBalance} hesapta borç var</p>
        {/* A deactivated account's debt is still owed (D52): counted, and said. */}
        {inactive.amountKurus > 0 && (
          <p className={styles.label}>
            Pasif {inactive.accounts} hesabın borcu dahil: {formatLira(inactive.amountKurus)}
          </p>
        )}
      </div>
      <table className={styles.aging}>
        <caption>Borcun yaşı (en eski ödenmemiş borçtan bu yana gün)</caption>
        <thead>
          <tr>
            {aging.map(({ bucket }) => (
              <th key={bucket} scope="col">
                {bucket}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {aging.map(({ bucket, amountKurus, accounts }) => (
              <td key={bucket}>
                {formatLira(amountKurus)}
                <div className={styles.label}>{accounts} hesap</div>
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
