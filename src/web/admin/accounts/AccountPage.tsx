import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ENTRY_KIND_NAMES, PAYMENT_METHOD_NAMES } from '../../../shared/ledger.js';
import { formatLira } from '../../../shared/money.js';
import type { AdminAccount } from '../../../shared/schemas/account.js';
import type { AccountEntry } from '../../../shared/schemas/ledger.js';
import { reminderText, smsLink, whatsAppLink } from '../../../shared/reminder.js';
import {
  useAccount,
  useAccountEntries,
  useAnonymiseAccount,
  useRestaurantName,
  useRestaurantToday,
  useReverseEntry,
} from '../api/accounts.js';
import { useStaffUser } from '../session/staff-user.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { NotFoundPage } from '../layout/NotFoundPage.js';
import { ApiError } from '../../api/client.js';
import { Button, buttonClass } from '../ui/Button.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { Field } from '../ui/Field.js';
import { FormActions } from '../ui/FormActions.js';
import formStyles from '../ui/Form.module.css';
import { Modal } from '../ui/Modal.js';
import { PageHeader } from '../ui/PageHeader.js';
import { ListState, Loading } from '../ui/QueryState.js';
import { TableHead } from '../ui/TableHead.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import table from '../ui/Table.module.css';
import { formatDateTime, formatDay } from '../ui/dates.js';
import { notify } from '../ui/toasts.js';
import { AccountForm } from './AccountForm.js';
import styles from './AccountPage.module.css';
import { STATUS_TONES } from './account-status.js';
import { EntryForm } from './EntryForm.js';
import { statementPath } from './StatementPage.js';

/** `/admin/accounts/:id`: a customer's details, what they owe, and every entry of their ledger. */
export default function AccountPage() {
  const id = Number(useParams().id);
  const account = useAccount(id);
  if (account.isPending) return <Loading>Hesap yükleniyor…</Loading>;
  if (account.isError) {
    return account.error instanceof ApiError && account.error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <ErrorMessage error={account.error} onRetry={() => void account.refetch()} />
    );
  }
  return <AccountLedger account={account.data} />;
}

function AccountLedger({ account }: { account: AdminAccount }) {
  const [entering, setEntering] = useState<'charge' | 'payment' | null>(null);
  const [editing, setEditing] = useState(false);
  const [reversing, setReversing] = useState<AccountEntry | null>(null);
  const today = useRestaurantToday();
  const saved = (message: string) => {
    setEntering(null);
    setReversing(null);
    notify.success(message);
  };

  return (
    <>
      <p className={styles.back}>
        <Link to="/admin/accounts">← Hesaplar</Link>
      </p>
      <PageHeader title={account.customerName} description={account.isActive ? undefined : 'Pasif hesap'}>
        <Button onClick={() => setEditing(true)}>Düzenle</Button>
      </PageHeader>
      <section className={`${formStyles.panel} ${styles.summary}`} aria-labelledby="balance-title">
        <div className={styles.balance}>
          <h2 id="balance-title" className={styles.label}>
            Kalan borç
          </h2>
          <p className={styles.amount}>{formatLira(account.remainingDebtKurus)}</p>
          <StatusBadge tone={STATUS_TONES[account.status]}>{account.status}</StatusBadge>
        </div>
        <dl className={styles.figures}>
          <div>
            <dt>Toplam borç</dt>
            <dd>{formatLira(account.totalDebtKurus)}</dd>
          </div>
          <div>
            <dt>Ödenen</dt>
            <dd>{formatLira(account.paidAmountKurus)}</dd>
          </div>
          <div>
            <dt>Son ödeme</dt>
            <dd>{account.lastPaymentDate ? formatDay(account.lastPaymentDate) : '—'}</dd>
          </div>
          <div>
            <dt>Kredi limiti</dt>
            <dd>{account.creditLimitKurus === null ? 'Yok' : formatLira(account.creditLimitKurus)}</dd>
          </div>
        </dl>
        {account.anonymisedAt === null ? (
          <div className={styles.actions}>
            <Button onClick={() => setEntering('charge')}>Borç ekle</Button>
            <Button variant="primary" onClick={() => setEntering('payment')}>
              Ödeme al
            </Button>
          </div>
        ) : (
          <p className={styles.hint}>Anonimleştirilmiş hesap: yeni kayıt girilemez.</p>
        )}
        {account.remainingDebtKurus > 0 && <Reminder account={account} />}
      </section>
      <Contact account={account} />
      {today && <StatementLinks key={today} account={account} today={today} />}
      <Entries account={account} onReverse={setReversing} />
      <PersonalData account={account} />
      {entering && today && <EntryForm kind={entering} account={account} today={today} onClose={() => setEntering(null)} onSaved={saved} />}
      {reversing && <ReverseDialog account={account} entry={reversing} onClose={() => setReversing(null)} onSaved={saved} />}
      {editing && (
        <AccountForm
          record={account}
          onClose={() => setEditing(false)}
          onSaved={(name) => {
            setEditing(false);
            notify.success(`${name} hesabı kaydedildi.`);
          }}
        />
      )}
    </>
  );
}

/**
 * 'WhatsApp ile hatırlat' and 'SMS': the phone's own apps open with a polite message and the
 * balance written; staff send it themselves (the server sends nothing).
 */
function Reminder({ account }: { account: AdminAccount }) {
  const restaurant = useRestaurantName();
  const text = reminderText(account, restaurant.data ?? '');
  const whatsApp = whatsAppLink(account.phone, text);
  const sms = smsLink(account.phone, text);
  if (!whatsApp || !sms) {
    return <p className={styles.hint}>Hatırlatma için telefon numarasını düzeltin (ör. 0532 111 22 33).</p>;
  }
  return (
    <div className={styles.actions}>
      <a className={buttonClass('secondary')} href={whatsApp} target="_blank" rel="noopener noreferrer">
        WhatsApp ile hatırlat
      </a>
      <a className={buttonClass('secondary')} href={sms}>
        SMS ile hatırlat
      </a>
    </div>
  );
}

/**
 * Personal data (KVKK), for admins: the customer's data to download, and anonymising an account
 * that owes nothing (its ledger stays; who the customer was goes, from the history too).
 */
function PersonalData({ account }: { account: AdminAccount }) {
  const me = useStaffUser();
  const anonymise = useAnonymiseAccount(account.id);
  const [asking, setAsking] = useState(false);
  const [exporting, setExporting] = useState(false);
  if (me.role !== 'admin') return null;
  const download = () => {
    // The server names the file; the page stays where it is.
    const link = document.createElement('a');
    link.href = `/api/admin/accounts/${account.id}/personal-data`;
    link.download = '';
    link.click();
    setExporting(false);
    notify.success('Kişisel veriler indiriliyor; indirme değişiklik geçmişine yazıldı.');
  };
  return (
    <section className={`${formStyles.panel} ${styles.section} ${styles.personal}`} aria-labelledby="personal-title">
      <h2 id="personal-title" className={formStyles.panelTitle}>
        Kişisel veriler (KVKK)
      </h2>
      {account.anonymisedAt ? (
        <p>Bu hesabın kişisel verileri {formatDateTime(account.anonymisedAt)} tarihinde silindi.</p>
      ) : (
        <>
          <div className={styles.actions}>
            <Button onClick={() => setExporting(true)}>Verileri indir</Button>
            <Button variant="danger" disabled={account.remainingDebtKurus !== 0} onClick={() => setAsking(true)}>
              Anonimleştir
            </Button>
          </div>
          {account.remainingDebtKurus !== 0 && <p className={styles.hint}>Yalnızca borcu kalmayan bir hesap anonimleştirilebilir.</p>}
        </>
      )}
      {exporting && (
        <ConfirmDialog
          title="Kişisel veri indirme onayı"
          question="Müşterinin hesabı, hareketleri ve değişiklik geçmişi bir dosya olarak indirilecek; indirme değişiklik geçmişine yazılır. Dosyayı yalnızca müşteriye verin."
          subject={account.customerName}
          confirmLabel="İndir"
          onCancel={() => setExporting(false)}
          onConfirm={download}
        />
      )}
      {asking && (
        <ConfirmDialog
          title="Anonimleştirme onayı"
          question="Müşterinin adı, yetkili kişisi, telefonu, e-postası, adresi ve notları silinecek; hesap hareketleri kalacak. Bu işlem geri alınamaz."
          subject={account.customerName}
          confirmLabel="Anonimleştir"
          busyLabel="Anonimleştiriliyor…"
          busy={anonymise.isPending}
          error={anonymise.error}
          onCancel={() => setAsking(false)}
          onConfirm={() =>
            anonymise.mutate(undefined, {
              onSuccess: () => {
                setAsking(false);
                notify.success('Hesap anonimleştirildi.');
              },
            })
          }
        />
      )}
    </section>
  );
}

/** 'Hesap ekstresi': this month so far unless staff pick other days; to print, or for Excel. */
function StatementLinks({ account, today }: { account: AdminAccount; today: string }) {
  const [to, setTo] = useState(today);
  const [from, setFrom] = useState(`${to.slice(0, 8)}01`);
  const valid = from !== '' && to !== '' && from <= to;
  return (
    <section className={`${formStyles.panel} ${styles.section}`} aria-labelledby="statement-title">
      <h2 id="statement-title" className={formStyles.panelTitle}>
        Hesap ekstresi
      </h2>
      <div className={styles.statement}>
        <Field label="Başlangıç">
          {(c) => <input {...c} type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />}
        </Field>
        <Field label="Bitiş" error={valid || !from || !to ? undefined : 'Bitiş başlangıçtan önce olamaz'}>
          {(c) => <input {...c} type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />}
        </Field>
        {valid && (
          <div className={styles.actions}>
            <Link className={buttonClass('secondary')} to={statementPath(account.id, from, to)}>
              Ekstreyi aç ve yazdır
            </Link>
            <a className={buttonClass('secondary')} href={statementPath(account.id, from, to, true)} download>
              CSV indir
            </a>
          </div>
        )}
      </div>
    </section>
  );
}

function Contact({ account }: { account: AdminAccount }) {
  const phone = account.phone.replace(/[^+\d]/g, '');
  return (
    <section className={`${formStyles.panel} ${styles.section}`} aria-labelledby="contact-title">
      <h2 id="contact-title" className={formStyles.panelTitle}>
        İletişim
      </h2>
      <dl className={styles.contact}>
        {account.name && (
          <div>
            <dt>Yetkili kişi</dt>
            <dd>{account.name}</dd>
          </div>
        )}
        <div>
          <dt>Telefon</dt>
          <dd>
            <a href={`tel:${phone}`}>{account.phone}</a>
          </dd>
        </div>
        {account.email && (
          <div>
            <dt>E-posta</dt>
            <dd>
              <a href={`mailto:${account.email}`}>{account.email}</a>
            </dd>
          </div>
        )}
        {account.address && (
          <div>
            <dt>Adres</dt>
            <dd>{account.address}</dd>
          </div>
        )}
        {account.notes && (
          <div>
            <dt>Notlar</dt>
            <dd>{account.notes}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/** The entries in date order with the balance after each; a reversed entry is struck through. */
function Entries({ account, onReverse }: { account: AdminAccount; onReverse: (entry: AccountEntry) => void }) {
  const entries = useAccountEntries(account.id);
  const list = entries.data ?? [];
  const byId = new Map(list.map((entry) => [entry.id, entry]));
  return (
    <section aria-labelledby="entries-title">
      <h2 id="entries-title" className={styles.heading}>
        Hesap hareketleri
      </h2>
      <ListState
        query={entries}
        loading="Hareketler yükleniyor…"
        count={list.length}
        empty="Henüz hareket yok: ilk borcu “Borç ekle” ile girin."
      >
        {() => (
          <div className={table.wrap}>
            <table className={table.table}>
              <TableHead headings={['Tarih', 'Hareket', { figure: 'Tutar' }, { figure: 'Bakiye' }, 'Giren']} actions />
              <tbody>
                {list.map((entry) => {
                  const reversed = entry.reversedById !== null;
                  const original = entry.reversesId === null ? undefined : byId.get(entry.reversesId);
                  return (
                    <tr key={entry.id} className={reversed ? styles.reversed : undefined}>
                      <td data-label="Tarih" className={table.nowrap}>
                        {formatDay(entry.day)}
                      </td>
                      <th scope="row">
                        {ENTRY_KIND_NAMES[entry.kind]}
                        {entry.method && ` · ${PAYMENT_METHOD_NAMES[entry.method]}`}
                        {original && ` · ${formatDay(original.day)} tarihli ${ENTRY_KIND_NAMES[original.kind].toLowerCase()}`}
                        {entry.description && <div className={table.muted}>{entry.description}</div>}
                        {reversed && <div className={styles.note}>Geri alındı</div>}
                        {entry.overLimitConfirmed && <div className={styles.note}>Kredi limiti aşımı onaylandı</div>}
                      </th>
                      <td data-label="Tutar" className={table.number}>
                        {entry.kind === 'payment' || original?.kind === 'charge' ? '−' : '+'}
                        {formatLira(entry.amountKurus)}
                      </td>
                      <td data-label="Bakiye" className={`${table.number} ${table.strong}`}>
                        {formatLira(entry.balanceAfterKurus)}
                      </td>
                      <td data-label="Giren" className={table.muted}>
                        {entry.createdByName}
                        <div>{formatDateTime(entry.createdAt)}</div>
                      </td>
                      <td>
                        {entry.kind !== 'reversal' && !reversed && (
                          <Button small variant="ghost" onClick={() => onReverse(entry)}>
                            Geri al
                            <span className="sr-only">
                              : {formatDay(entry.day)} {ENTRY_KIND_NAMES[entry.kind].toLowerCase()} {formatLira(entry.amountKurus)}
                            </span>
                          </Button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </ListState>
    </section>
  );
}

interface ReverseDialogProps {
  account: AdminAccount;
  entry: AccountEntry;
  onClose: () => void;
  onSaved: (message: string) => void;
}

/** 'Geri al': entries are never changed; a reversal undoes one, saying why. */
function ReverseDialog({ account, entry, onClose, onSaved }: ReverseDialogProps) {
  const reverse = useReverseEntry(account.id);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const what = `${formatDay(entry.day)} tarihli ${ENTRY_KIND_NAMES[entry.kind].toLowerCase()} (${formatLira(entry.amountKurus)})`;
  return (
    <Modal title="Hareketi geri al" size="small" onClose={onClose} busy={reverse.isPending}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (reason.trim() === '') {
            setMissing(true);
            return;
          }
          reverse.mutate(
            { entryId: entry.id, reason },
            { onSuccess: (saved) => onSaved(`${what} geri alındı. Kalan borç: ${formatLira(saved.remainingDebtKurus)}`) },
          );
        }}
      >
        <p>{what} geri alınacak. Kayıt silinmez; üstü çizili görünür.</p>
        <Field label="Neden" required error={missing ? 'Neden gerekli' : undefined}>
          {(c) => <input {...c} value={reason} onChange={(event) => setReason(event.target.value)} autoComplete="off" />}
        </Field>
        <FormActions saving={reverse.isPending} onCancel={onClose} submitLabel="Geri al" error={reverse.error} />
      </form>
    </Modal>
  );
}
