import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { formatLira } from '../../../shared/money.js';
import { parseLira } from '../../../shared/money-input.js';
import { optionsText } from '../../../shared/options.js';
import {
  BILL_CHANGE_TEXT,
  BILL_PAYMENT_METHODS,
  PAYMENT_METHOD_TEXT,
  type AccountChoice,
  type Approval,
  type Bill,
  type PaymentMethod,
} from '../../../shared/schemas/bill.js';
import { tableLabel } from '../../../shared/tables.js';
import { ApiError } from '../../api/client.js';
import { discountBill, findAccounts, moveBill, moveLines, payBill, splitBill, takeOffLine, useTableBill } from '../api/bills.js';
import { describeError } from '../messages.js';
import { Button } from '../ui/Button.js';
import { Field } from '../ui/Field.js';
import { Modal } from '../ui/Modal.js';
import { PageHeader } from '../ui/PageHeader.js';
import { ReasonDialog } from '../ui/ReasonDialog.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { notify } from '../ui/toasts.js';
import { ApprovalDialog } from './ApprovalDialog.js';
import { TableSelect } from './TableSelect.js';
import styles from './BillPage.module.css';

type BillLineRow = Bill['lines'][number];

const lineName = (line: Pick<BillLineRow, 'quantity' | 'nameTr' | 'sizeTr'>) =>
  `${line.quantity} × ${line.nameTr}${line.sizeTr ? ` (${line.sizeTr})` : ''}`;
const liraText = (kurus: number) => (kurus / 100).toFixed(2).replace('.', ',');

/** The bill's lines grouped by dish, size, options, price and ikram, as the adisyon reads. */
function grouped(lines: readonly BillLineRow[]) {
  const groups = new Map<string, { name: string; options: string; quantity: number; totalKurus: number; ikram: boolean }>();
  for (const line of lines) {
    if (line.state === 'cancelled') continue;
    const options = optionsText(line.options.map((option) => ({ group: option.groupTr, choice: option.choiceTr })));
    const key = JSON.stringify([line.nameTr, line.sizeTr, options, line.unitPriceKurus, line.ikram]);
    const group = groups.get(key) ?? {
      name: `${line.nameTr}${line.sizeTr ? ` (${line.sizeTr})` : ''}`,
      options,
      quantity: 0,
      totalKurus: 0,
      ikram: line.ikram,
    };
    group.quantity += line.quantity;
    group.totalKurus += line.totalKurus;
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * A table's bill ('Hesap', D60), for the counter's phone first: what is left to pay and the
 * payment form at the top; then the adisyon (lines grouped, ikram and discount, VAT by rate),
 * the parts of a split, the payments, and what was done to it. Lines are given free, voided or
 * moved one by one; the whole table moves to another or merges into it.
 */
export default function BillPage() {
  const tableId = Number(useParams().id);
  const { bill: query, tables } = useTableBill(tableId);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<'split' | 'discount' | 'move' | null>(null);
  const [taking, setTaking] = useState<{ line: BillLineRow; kind: 'ikram' | 'void' } | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [moveTo, setMoveTo] = useState('');
  const [approving, setApproving] = useState<{ message: string; work: (approval: Approval) => Promise<unknown>; done: string } | null>(
    null,
  );

  const tableName = tables.data?.find((table) => table.id === tableId)?.name;
  const label = tableName ? tableLabel(tableName, 'Masa') : 'Masa';
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['bill'] });
    void queryClient.invalidateQueries({ queryKey: ['orders'] });
  };
  // Above the owner's limit, a waiter's change waits for an admin's PIN (ApprovalDialog), then is sent again with it.
  const act = async (work: (approval?: Approval) => Promise<unknown>, done: string) => {
    try {
      await work();
      notify.success(done);
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.body.error === 'needs_admin') {
        setApproving({ message: error.message, work, done });
        return true;
      }
      notify.error(describeError(error));
      return false;
    } finally {
      await refresh();
    }
  };

  const header = (
    <PageHeader title={`${label} · Hesap`} description="Adisyon: ödeme, bölme, indirim, ikram ve taşıma.">
      <Link to="/admin/board" className={styles.back}>
        Masalara dön
      </Link>
    </PageHeader>
  );
  if (query.error) {
    const none = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        {header}
        <p role={none ? undefined : 'alert'} className={styles.empty}>
          {none ? 'Bu masanın açık hesabı yok.' : describeError(query.error)}
        </p>
      </>
    );
  }
  const bill = query.data;
  if (!bill) {
    return (
      <>
        {header}
        <p className={styles.empty}>Hesap yükleniyor…</p>
      </>
    );
  }
  const live = bill.lines.filter((line) => line.state !== 'cancelled');
  return (
    <>
      {header}
      <section className={styles.summary} aria-label="Hesap özeti">
        <p className={styles.total}>
          <span>Toplam</span> <strong>{formatLira(bill.totalKurus)}</strong>
        </p>
        <p className={styles.remaining}>
          <span>Kalan</span> <strong>{formatLira(bill.remainingKurus)}</strong>
        </p>
        {bill.closedAt ? (
          <StatusBadge tone="success">Kapandı</StatusBadge>
        ) : (
          bill.paidKurus > 0 && <StatusBadge tone="warning">Kısmen ödendi</StatusBadge>
        )}
        {bill.pendingLines > 0 && <StatusBadge tone="warning">{`${bill.pendingLines} satır onay bekliyor`}</StatusBadge>}
      </section>

      {bill.remainingKurus > 0 && (
        <PaymentForm
          bill={bill}
          onPaid={(message) => {
            notify.success(message);
            void queryClient.invalidateQueries({ queryKey: ['bill'] });
            void queryClient.invalidateQueries({ queryKey: ['orders'] });
          }}
        />
      )}

      <section className={styles.section} aria-labelledby="bill-lines">
        <h2 id="bill-lines">Adisyon</h2>
        <table className={styles.lines}>
          <thead>
            <tr>
              <th scope="col">Ürün</th>
              <th scope="col" className={styles.amount}>
                Tutar
              </th>
            </tr>
          </thead>
          <tbody>
            {grouped(bill.lines).map((group) => (
              <tr key={`${group.name}-${group.options}-${group.ikram}-${group.totalKurus}`}>
                <td>
                  {group.quantity} × {group.name}
                  {group.options && <span className={styles.options}>{group.options}</span>}
                  {group.ikram && <span className={styles.options}>İkram</span>}
                </td>
                <td className={styles.amount}>{group.ikram ? <s>{formatLira(group.totalKurus)}</s> : formatLira(group.totalKurus)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Ara toplam</th>
              <td className={styles.amount}>{formatLira(bill.subtotalKurus)}</td>
            </tr>
            {bill.ikramKurus > 0 && (
              <tr>
                <th scope="row">İkram</th>
                <td className={styles.amount}>−{formatLira(bill.ikramKurus)}</td>
              </tr>
            )}
            {bill.discountKurus > 0 && (
              <tr>
                <th scope="row">İndirim</th>
                <td className={styles.amount}>−{formatLira(bill.discountKurus)}</td>
              </tr>
            )}
            <tr className={styles.grand}>
              <th scope="row">Toplam</th>
              <td className={styles.amount}>{formatLira(bill.totalKurus)}</td>
            </tr>
            {bill.vat.map((share) => (
              <tr key={share.rate} className={styles.vat}>
                <th scope="row">{`KDV %${share.rate} (${formatLira(share.grossKurus)} içinde)`}</th>
                <td className={styles.amount}>{formatLira(share.vatKurus)}</td>
              </tr>
            ))}
          </tfoot>
        </table>
        <p className={styles.note}>Fiyatlara KDV dahildir. Servis ücreti alınmaz.</p>
        <div className={styles.actions}>
          <a className={styles.print} href={`/admin/print/bill/${bill.id}?paper=80`} target="_blank" rel="noreferrer">
            Adisyonu yazdır
          </a>
        </div>
        {!bill.closedAt && (
          <div className={styles.actions}>
            <Button small onClick={() => setDialog('split')}>
              Hesabı böl
            </Button>
            <Button small onClick={() => setDialog('discount')}>
              İndirim
            </Button>
            <Button small onClick={() => setDialog('move')}>
              Masayı taşı
            </Button>
          </div>
        )}
      </section>

      {bill.split.kind !== 'none' && (
        <section className={styles.section} aria-labelledby="bill-parts">
          <h2 id="bill-parts">Bölümler</h2>
          <ul className={styles.parts}>
            {bill.parts.map((part) => (
              <li key={part.number}>
                <span>{`${part.number}. bölüm`}</span>
                <span>{formatLira(part.amountKurus)}</span>
                <span>{part.paidKurus >= part.amountKurus ? 'Ödendi' : `Kalan ${formatLira(part.amountKurus - part.paidKurus)}`}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {!bill.closedAt && live.length > 0 && (
        <section className={styles.section} aria-labelledby="bill-line-actions">
          <h2 id="bill-line-actions">Satırlar</h2>
          <ul className={styles.lineActions}>
            {live.map((line) => (
              <li key={line.id}>
                <label className={styles.pick}>
                  <input
                    type="checkbox"
                    checked={chosen.has(line.id)}
                    onChange={(event) => {
                      const next = new Set(chosen);
                      if (event.target.checked) next.add(line.id);
                      else next.delete(line.id);
                      setChosen(next);
                    }}
                  />
                  <span>
                    {lineName(line)}
                    {line.ikram && ' · İkram'}
                  </span>
                </label>
                <span className={styles.amount}>{formatLira(line.totalKurus)}</span>
                {!line.ikram && (
                  <Button small onClick={() => setTaking({ line, kind: 'ikram' })}>
                    İkram<span className="sr-only">: {lineName(line)}</span>
                  </Button>
                )}
                <Button small variant="danger" onClick={() => setTaking({ line, kind: 'void' })}>
                  İptal<span className="sr-only">: {lineName(line)}</span>
                </Button>
              </li>
            ))}
          </ul>
          <form
            className={styles.moveLines}
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen.size === 0 || !moveTo) return;
              const target = tables.data?.find((table) => String(table.id) === moveTo);
              if (!target) return;
              void act(
                () => moveLines(bill.id, target.name, [...chosen]),
                `Satırlar ${tableLabel(target.name, 'Masa')} hesabına taşındı.`,
              ).then((done) => done && setChosen(new Set()));
            }}
          >
            <TableSelect
              label="Seçilen satırları taşı"
              tables={(tables.data ?? []).filter((table) => table.id !== tableId)}
              value={moveTo}
              onChange={setMoveTo}
            />
            <Button type="submit" small disabled={chosen.size === 0 || !moveTo}>
              Taşı
            </Button>
          </form>
        </section>
      )}

      {bill.payments.length > 0 && (
        <section className={styles.section} aria-labelledby="bill-payments">
          <h2 id="bill-payments">Ödemeler</h2>
          <ul className={styles.payments}>
            {bill.payments.map((payment) => (
              <li key={payment.id}>
                <span>
                  {PAYMENT_METHOD_TEXT[payment.method]}
                  {payment.account && ` · ${payment.account.name}`}
                  {payment.part && ` · ${payment.part}. bölüm`}
                </span>
                <span className={styles.amount}>{formatLira(payment.amountKurus)}</span>
                <span className={styles.meta}>
                  {payment.changeKurus > 0 && `Para üstü ${formatLira(payment.changeKurus)} · `}
                  {payment.tipKurus > 0 && `Bahşiş ${formatLira(payment.tipKurus)} · `}
                  {payment.createdBy}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {bill.changes.length > 0 && (
        <section className={styles.section} aria-labelledby="bill-changes">
          <h2 id="bill-changes">Hesap geçmişi</h2>
          <ul className={styles.payments}>
            {bill.changes.map((change, index) => (
              <li key={index}>
                <span>
                  {BILL_CHANGE_TEXT[change.kind]}
                  {change.detail && `: ${change.detail}`}
                </span>
                <span className={styles.meta}>
                  {change.reason && `${change.reason} · `}
                  {change.by}
                  {change.approvedBy && ` (onay: ${change.approvedBy})`}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {dialog === 'split' && (
        <SplitDialog
          bill={bill}
          onClose={() => setDialog(null)}
          onSplit={(body) => void act(() => splitBill(bill.id, body), 'Hesap bölündü.').then((done) => done && setDialog(null))}
        />
      )}
      {dialog === 'discount' && (
        <DiscountDialog
          onClose={() => setDialog(null)}
          onDiscount={(body) =>
            void act((approval) => discountBill(bill.id, body, approval), 'İndirim yapıldı.').then((done) => done && setDialog(null))
          }
        />
      )}
      {dialog === 'move' && (
        <MoveDialog
          tables={(tables.data ?? []).filter((table) => table.id !== tableId)}
          onClose={() => setDialog(null)}
          onMove={(name) =>
            void act(() => moveBill(bill.id, name), `Hesap ${tableLabel(name, 'Masa')} masasına taşındı.`).then(
              (done) => done && setDialog(null),
            )
          }
        />
      )}
      {taking && (
        <ReasonDialog
          title={taking.kind === 'ikram' ? 'İkram' : 'Satırı hesaptan çıkar'}
          subject={lineName(taking.line)}
          label={taking.kind === 'ikram' ? 'İkram nedeni' : 'İptal nedeni'}
          hint="Hesap geçmişinde ve gün sonunda görünür."
          confirmLabel={taking.kind === 'ikram' ? 'İkram et' : 'Hesaptan çıkar'}
          danger={taking.kind === 'void'}
          onCancel={() => setTaking(null)}
          onConfirm={(reason) => {
            const { line, kind } = taking;
            setTaking(null);
            void act(
              (approval) => takeOffLine(line.id, kind, reason, approval),
              kind === 'ikram' ? 'İkram edildi.' : 'Satır hesaptan çıkarıldı.',
            );
          }}
        />
      )}
      {approving && (
        <ApprovalDialog
          message={approving.message}
          onClose={() => setApproving(null)}
          onApprove={async (approval) => {
            try {
              await approving.work(approval);
              notify.success(approving.done);
            } finally {
              await refresh();
            }
          }}
        />
      )}
    </>
  );
}

/**
 * 'Ödemeyi al': cash (the change due shown as it is typed), card, transfer, or 'Veresiye' on a
 * customer's account; the amount starts at what is left (of the part chosen, when split). One
 * payment is sent once, however often the button is pressed or the answer lost.
 */
function PaymentForm({ bill, onPaid }: { bill: Bill; onPaid: (message: string) => void }) {
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [part, setPart] = useState<number | null>(null);
  const left = part === null ? bill.remainingKurus : Math.max(bill.parts[part - 1]!.amountKurus - bill.parts[part - 1]!.paidKurus, 0);
  const [amount, setAmount] = useState('');
  const [tendered, setTendered] = useState('');
  const [tip, setTip] = useState('');
  const [account, setAccount] = useState<AccountChoice | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [overLimit, setOverLimit] = useState<string | null>(null);
  const attempt = useRef(crypto.randomUUID());

  const amountKurus = amount.trim() === '' ? left : parseLira(amount);
  const tenderedKurus = tendered.trim() === '' ? null : parseLira(tendered);
  const change =
    method === 'cash' && tenderedKurus !== null && amountKurus !== null && tenderedKurus >= amountKurus
      ? tenderedKurus - amountKurus
      : null;

  const send = async (confirmOverLimit: boolean) => {
    setBusy(true);
    try {
      await payBill(bill.id, {
        id: attempt.current,
        method,
        amount: amount.trim() === '' ? liraText(left) : amount,
        tendered: method === 'cash' && tendered.trim() !== '' ? tendered : null,
        tip: tip.trim() === '' ? null : tip,
        part,
        accountId: method === 'account' ? (account?.id ?? null) : null,
        confirmOverLimit,
      });
      attempt.current = crypto.randomUUID();
      setAmount('');
      setTendered('');
      setTip('');
      setErrors({});
      setOverLimit(null);
      onPaid(change ? `Ödeme alındı. Para üstü: ${formatLira(change)}` : 'Ödeme alındı.');
    } catch (error) {
      if (error instanceof ApiError && error.body.error === 'over_limit') setOverLimit(error.message);
      else if (error instanceof ApiError && error.body.fields) setErrors(error.body.fields);
      else notify.error(describeError(error));
      // A refusal made nothing: the next press is a new payment, but a lost answer is the same one sent again.
      if (error instanceof ApiError) attempt.current = crypto.randomUUID();
      await queryClient.invalidateQueries({ queryKey: ['bill'] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.pay}
      aria-labelledby="pay-title"
      onSubmit={(event) => {
        event.preventDefault();
        void send(false);
      }}
    >
      <h2 id="pay-title" className="sr-only">
        Ödeme al
      </h2>
      <fieldset className={styles.methods}>
        <legend>Ödeme yöntemi</legend>
        {BILL_PAYMENT_METHODS.map((value) => (
          <label key={value}>
            <input type="radio" name="method" value={value} checked={method === value} onChange={() => setMethod(value)} />
            {PAYMENT_METHOD_TEXT[value]}
          </label>
        ))}
      </fieldset>
      {bill.split.kind !== 'none' && (
        <Field label="Ödenen bölüm">
          {(c) => (
            <select {...c} value={part ?? ''} onChange={(event) => setPart(event.target.value ? Number(event.target.value) : null)}>
              <option value="">Hesabın tamamından</option>
              {bill.parts.map((each) => (
                <option key={each.number} value={each.number} disabled={each.paidKurus >= each.amountKurus}>
                  {`${each.number}. bölüm (${formatLira(each.amountKurus - each.paidKurus)})`}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <div className={styles.payFields}>
        <Field label="Tutar (₺)" hint={`Kalan: ${formatLira(left)}`} error={errors.amount}>
          {(c) => (
            <input
              {...c}
              value={amount}
              placeholder={liraText(left)}
              inputMode="decimal"
              autoComplete="off"
              onChange={(event) => setAmount(event.target.value)}
            />
          )}
        </Field>
        {method === 'cash' && (
          <Field
            label="Alınan nakit (₺)"
            hint={change !== null ? `Para üstü: ${formatLira(change)}` : 'Para üstü için'}
            error={errors.tendered}
          >
            {(c) => (
              <input {...c} value={tendered} inputMode="decimal" autoComplete="off" onChange={(event) => setTendered(event.target.value)} />
            )}
          </Field>
        )}
        <Field label="Bahşiş (₺)" hint="İsteğe bağlı; satıştan ayrı tutulur" error={errors.tip}>
          {(c) => <input {...c} value={tip} inputMode="decimal" autoComplete="off" onChange={(event) => setTip(event.target.value)} />}
        </Field>
      </div>
      {method === 'account' && <AccountPicker chosen={account} onChoose={setAccount} error={errors.accountId} />}
      {change !== null && (
        <p className={styles.change} aria-live="polite">
          Para üstü: <strong>{formatLira(change)}</strong>
        </p>
      )}
      <Button type="submit" variant="primary" disabled={busy || (method === 'account' && !account)}>
        {busy ? 'Alınıyor…' : 'Ödemeyi al'}
      </Button>
      {overLimit && (
        <Modal title="Kredi limiti" size="small" role="alertdialog" onClose={() => setOverLimit(null)}>
          <p>{overLimit}</p>
          <div className={styles.actions}>
            <Button onClick={() => setOverLimit(null)}>Vazgeç</Button>
            <Button variant="primary" onClick={() => void send(true)}>
              Evet, hesaba yaz
            </Button>
          </div>
        </Modal>
      )}
    </form>
  );
}

/** 'Veresiye': the customer's account, found by name or phone. */
function AccountPicker({
  chosen,
  onChoose,
  error,
}: {
  chosen: AccountChoice | null;
  onChoose: (account: AccountChoice | null) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<AccountChoice[] | null>(null);
  const look = async () => {
    try {
      setFound(await findAccounts(search));
    } catch (error) {
      notify.error(describeError(error));
    }
  };
  return (
    <div className={styles.accounts}>
      {chosen ? (
        <p>
          Hesap: <strong>{chosen.name}</strong>{' '}
          <Button small onClick={() => onChoose(null)}>
            Değiştir
          </Button>
        </p>
      ) : (
        <>
          <Field label="Müşteri hesabı" hint="Ad veya telefonla arayın" error={error}>
            {(c) => (
              <input
                {...c}
                value={search}
                type="search"
                autoComplete="off"
                onChange={(event) => setSearch(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void look();
                  }
                }}
              />
            )}
          </Field>
          <Button small onClick={() => void look()}>
            Hesap ara
          </Button>
          {found && (
            <ul className={styles.found} aria-label="Bulunan hesaplar">
              {found.length === 0 && <li>Hesap bulunamadı.</li>}
              {found.map((account) => (
                <li key={account.id}>
                  <Button small onClick={() => onChoose(account)}>
                    {account.name}
                    {account.phone && ` · ${account.phone}`}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}

function SplitDialog({
  bill,
  onClose,
  onSplit,
}: {
  bill: Bill;
  onClose: () => void;
  onSplit: (body: { kind: 'none' | 'equal' | 'lines'; parts: number; lines?: { lineId: number; part: number }[] }) => void;
}) {
  const [kind, setKind] = useState<'equal' | 'lines' | 'none'>(bill.split.kind === 'none' ? 'equal' : bill.split.kind);
  const [parts, setParts] = useState(Math.max(bill.split.parts, 2));
  const live = bill.lines.filter((line) => line.state !== 'cancelled');
  const [lineParts, setLineParts] = useState<Record<number, number>>(Object.fromEntries(live.map((line) => [line.id, line.part ?? 1])));
  return (
    <Modal title="Hesabı böl" size="medium" onClose={onClose}>
      <form
        className={styles.dialog}
        onSubmit={(event) => {
          event.preventDefault();
          onSplit(
            kind === 'lines'
              ? { kind, parts, lines: live.map((line) => ({ lineId: line.id, part: Math.min(lineParts[line.id] ?? 1, parts) })) }
              : { kind, parts: kind === 'none' ? 1 : parts },
          );
        }}
      >
        <fieldset className={styles.methods}>
          <legend>Nasıl bölünsün?</legend>
          <label>
            <input type="radio" name="kind" checked={kind === 'equal'} onChange={() => setKind('equal')} />
            Eşit bölümlere
          </label>
          <label>
            <input type="radio" name="kind" checked={kind === 'lines'} onChange={() => setKind('lines')} />
            Satırlara göre
          </label>
          <label>
            <input type="radio" name="kind" checked={kind === 'none'} onChange={() => setKind('none')} />
            Bölme
          </label>
        </fieldset>
        {kind !== 'none' && (
          <Field label="Bölüm sayısı" hint="Kuruş artığı ilk bölüme eklenir.">
            {(c) => (
              <input
                {...c}
                type="number"
                min={2}
                max={20}
                inputMode="numeric"
                value={parts}
                onChange={(event) => setParts(Number(event.target.value) || 2)}
              />
            )}
          </Field>
        )}
        {kind === 'lines' && (
          <ul className={styles.lineActions}>
            {live.map((line) => (
              <li key={line.id}>
                <Field label={lineName(line)}>
                  {(c) => (
                    <select
                      {...c}
                      value={lineParts[line.id] ?? 1}
                      onChange={(event) => setLineParts({ ...lineParts, [line.id]: Number(event.target.value) })}
                    >
                      {Array.from({ length: parts }, (_, index) => (
                        <option key={index} value={index + 1}>{`${index + 1}. bölüm`}</option>
                      ))}
                    </select>
                  )}
                </Field>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.actions}>
          <Button onClick={onClose}>Vazgeç</Button>
          <Button type="submit" variant="primary">
            Böl
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function DiscountDialog({
  onClose,
  onDiscount,
}: {
  onClose: () => void;
  onDiscount: (body: { percent?: number; amount?: string; reason: string }) => void;
}) {
  const [by, setBy] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<Record<string, string>>({});
  return (
    <Modal title="İndirim" size="small" onClose={onClose}>
      <form
        className={styles.dialog}
        onSubmit={(event) => {
          event.preventDefault();
          const problems: Record<string, string> = {};
          if (value.trim() === '') problems.value = 'Değer gerekli';
          if (reason.trim() === '') problems.reason = 'Neden gerekli';
          setError(problems);
          if (Object.keys(problems).length > 0) return;
          onDiscount(by === 'percent' ? { percent: Number(value), reason: reason.trim() } : { amount: value, reason: reason.trim() });
        }}
      >
        <fieldset className={styles.methods}>
          <legend>İndirim türü</legend>
          <label>
            <input type="radio" name="by" checked={by === 'percent'} onChange={() => setBy('percent')} />
            Yüzde
          </label>
          <label>
            <input type="radio" name="by" checked={by === 'amount'} onChange={() => setBy('amount')} />
            Tutar
          </label>
        </fieldset>
        <Field label={by === 'percent' ? 'Yüzde (%)' : 'Tutar (₺)'} required error={error.value}>
          {(c) => <input {...c} value={value} inputMode="decimal" autoComplete="off" onChange={(event) => setValue(event.target.value)} />}
        </Field>
        <Field
          label="Neden"
          hint="Hesap geçmişinde ve gün sonunda görünür; sınırın üstü yönetici onayı ister."
          required
          error={error.reason}
        >
          {(c) => <input {...c} value={reason} maxLength={200} autoComplete="off" onChange={(event) => setReason(event.target.value)} />}
        </Field>
        <div className={styles.actions}>
          <Button onClick={onClose}>Vazgeç</Button>
          <Button type="submit" variant="primary">
            İndirim yap
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function MoveDialog({
  tables,
  onClose,
  onMove,
}: {
  tables: Parameters<typeof TableSelect>[0]['tables'];
  onClose: () => void;
  onMove: (name: string) => void;
}) {
  const [value, setValue] = useState('');
  return (
    <Modal title="Masayı taşı" size="small" onClose={onClose}>
      <form
        className={styles.dialog}
        onSubmit={(event) => {
          event.preventDefault();
          const table = tables.find((candidate) => String(candidate.id) === value);
          if (table) onMove(table.name);
        }}
      >
        <TableSelect
          label="Hangi masaya?"
          hint="Açık bir masaya taşınırsa hesaplar birleşir."
          required
          tables={tables}
          value={value}
          onChange={setValue}
        />
        <div className={styles.actions}>
          <Button onClick={onClose}>Vazgeç</Button>
          <Button type="submit" variant="primary" disabled={!value}>
            Taşı
          </Button>
        </div>
      </form>
    </Modal>
  );
}
