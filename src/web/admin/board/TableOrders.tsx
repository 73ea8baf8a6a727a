import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Fragment, useState, type ReactNode } from 'react';
import { formatLira } from '../../../shared/money.js';
import { MENU_LANGUAGES } from '../../../shared/languages.js';
import { optionsText } from '../../../shared/options.js';
import { QUANTITY_MAX, type LineState } from '../../../shared/orders.js';
import type { StaffOrder, StaffTable } from '../../../shared/schemas/order.js';
import { tableLabel } from '../../../shared/tables.js';
import { cancelLine, changeLineQuantity, confirmOrder, setTableOpen, stepLine, type useTableOrders } from '../api/orders.js';
import { describeError } from '../messages.js';
import { Button } from '../ui/Button.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { ReasonDialog } from '../ui/ReasonDialog.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { notify } from '../ui/toasts.js';
import { TableSelect } from './TableSelect.js';
import styles from './TableOrders.module.css';

const STATE: Record<LineState, { text: string; tone: 'success' | 'warning' | 'neutral' | 'danger' }> = {
  sent: { text: 'Onay bekliyor', tone: 'warning' },
  confirmed: { text: 'Onaylandı', tone: 'neutral' },
  preparing: { text: 'Hazırlanıyor', tone: 'neutral' },
  ready: { text: 'Hazır', tone: 'success' },
  served: { text: 'Servis edildi', tone: 'success' },
  cancelled: { text: 'İptal', tone: 'danger' },
};

/** The step a line takes next, as its button says it. */
const NEXT: Partial<Record<LineState, { state: 'preparing' | 'ready' | 'served'; label: string }>> = {
  confirmed: { state: 'preparing', label: 'Hazırlanıyor' },
  preparing: { state: 'ready', label: 'Hazır' },
  ready: { state: 'served', label: 'Servis edildi' },
};

/**
 * The tables' orders on 'Masalar' (D57), live, always in Turkish with the guest's language
 * beside the order and their note as they typed it: a basket the guests sent waits for
 * 'Onayla'; a line moves on or is cancelled with a reason; a table is opened as guests sit and
 * closed as they leave.
 */
export function TableOrders({ orders }: { orders: ReturnType<typeof useTableOrders> }) {
  const queryClient = useQueryClient();
  const [closing, setClosing] = useState<StaffTable | null>(null);

  const act = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) notify.success(done);
    } catch (error) {
      notify.error(describeError(error));
    } finally {
      void queryClient.invalidateQueries({ queryKey: ['orders'] });
    }
  };
  const cancelling = useCancelling((id, reason) => void act(() => cancelLine(id, reason), 'Satır iptal edildi.'));

  const tables = orders.data ?? [];
  const serving = tables.filter((table) => table.openedAt !== null || table.orders.length > 0);
  const closed = tables.filter((table) => table.openedAt === null && table.orders.length === 0);
  return (
    <section className={styles.section} aria-labelledby="table-orders">
      <h2 id="table-orders" className={styles.title}>
        Siparişler
      </h2>
      {orders.error ? (
        <p role="alert">{describeError(orders.error)}</p>
      ) : orders.isPending ? (
        <p className={styles.empty}>Siparişler yükleniyor…</p>
      ) : (
        <>
          {serving.length === 0 ? (
            <p className={styles.empty}>Açık masa yok.</p>
          ) : (
            <ul className={styles.tables} aria-label="Açık masalar">
              {serving.map((table) => {
                const label = tableLabel(table.name, 'Masa');
                return (
                  <li key={table.id} className={styles.table}>
                    <div className={styles.head}>
                      <h3 className={styles.name}>{label}</h3>
                      <span className={styles.total}>{formatLira(table.bill?.totalKurus ?? table.totalKurus)}</span>
                      {table.bill && (
                        <Link className={styles.billLink} to={`/admin/board/${table.id}`}>
                          Hesap<span className="sr-only">: {label}</span>
                        </Link>
                      )}
                      {table.openedAt === null ? (
                        <StatusBadge tone="warning">Açılmadı</StatusBadge>
                      ) : (
                        <Button small onClick={() => setClosing(table)}>
                          Masayı kapat<span className="sr-only">: {label}</span>
                        </Button>
                      )}
                    </div>
                    {table.orders.map((order) => (
                      <Order
                        key={order.id}
                        order={order}
                        onConfirm={() => void act(() => confirmOrder(order.id), `${label}: sipariş onaylandı.`)}
                        onStep={(line, state) => void act(() => stepLine(line, state))}
                        onQuantity={(line, quantity) => void act(() => changeLineQuantity(line, quantity))}
                        onCancel={cancelling.ask}
                      />
                    ))}
                  </li>
                );
              })}
            </ul>
          )}
          {closed.length > 0 && (
            <OpenTable
              tables={closed}
              onOpen={(table) => void act(() => setTableOpen(table.id, true), `${tableLabel(table.name, 'Masa')} açıldı.`)}
            />
          )}
        </>
      )}
      {cancelling.dialog}
      {closing && (
        <ConfirmDialog
          title="Masayı kapat"
          question="Masa kapatılsın mı? Siparişleri buradan kalkar, sepeti boşalır; yeniden açılana kadar doğrudan sipariş verilemez."
          subject={tableLabel(closing.name, 'Masa')}
          confirmLabel="Evet, kapat"
          busyLabel="Kapatılıyor…"
          onCancel={() => setClosing(null)}
          onConfirm={() => {
            const table = closing;
            setClosing(null);
            void act(() => setTableOpen(table.id, false), `${tableLabel(table.name, 'Masa')} kapatıldı.`);
          }}
        />
      )}
    </section>
  );
}

function Order({
  order,
  onConfirm,
  onStep,
  onQuantity,
  onCancel,
}: {
  order: StaffOrder;
  onConfirm: () => void;
  onStep: (line: number, state: 'preparing' | 'ready' | 'served') => void;
  /** A line the guests sent, changed with them before it is confirmed. */
  onQuantity: (line: number, quantity: number) => void;
  onCancel: (line: number, name: string) => void;
}) {
  // The menu languages its guests read it in (each line's phone's), Turkish aside.
  const languages = [...new Set([order.language, ...order.lines.map((line) => line.language)])].filter((code) => code !== 'tr');
  const time = new Date(order.createdAt).toLocaleTimeString('tr-TR', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Istanbul' });
  return (
    <article className={styles.order} aria-label={`Sipariş ${time}`}>
      <p className={styles.meta}>
        <time dateTime={order.createdAt}>{time}</time> · {order.source === 'waiter' ? `Garson: ${order.createdBy ?? ''}` : 'Masadan'}
        {languages.map((code) => (
          <Fragment key={code}>
            {' · '}
            <span>{MENU_LANGUAGES[code].name}</span>
          </Fragment>
        ))}
        {order.confirmedBy && <> · Onaylayan: {order.confirmedBy}</>}
      </p>
      <ul className={styles.lines}>
        {order.lines.map((line) => {
          const options = optionsText(line.options.map((option) => ({ group: option.groupTr, choice: option.choiceTr })));
          const name = `${line.quantity} × ${line.nameTr}${line.sizeTr ? ` (${line.sizeTr})` : ''}${options ? ` · ${options}` : ''}`;
          const next = NEXT[line.state];
          return (
            <li key={line.id} className={styles.line}>
              <span className={line.state === 'cancelled' ? styles.cancelled : undefined}>{name}</span>
              <StatusBadge tone={STATE[line.state].tone}>{STATE[line.state].text}</StatusBadge>
              {line.note && (
                <span className={styles.note} lang={line.language} dir={MENU_LANGUAGES[line.language].dir}>
                  “{line.note}”
                </span>
              )}
              {line.cancelReason && <span className={styles.note}>İptal nedeni: {line.cancelReason}</span>}
              <span className={styles.lineActions}>
                {line.state === 'sent' && (
                  <>
                    <Button small disabled={line.quantity <= 1} onClick={() => onQuantity(line.id, line.quantity - 1)}>
                      <span aria-hidden="true">−</span>
                      <span className="sr-only">Bir azalt: {name}</span>
                    </Button>
                    <Button small disabled={line.quantity >= QUANTITY_MAX} onClick={() => onQuantity(line.id, line.quantity + 1)}>
                      <span aria-hidden="true">+</span>
                      <span className="sr-only">Bir artır: {name}</span>
                    </Button>
                  </>
                )}
                {next && (
                  <Button small onClick={() => onStep(line.id, next.state)}>
                    {next.label}
                    <span className="sr-only">: {name}</span>
                  </Button>
                )}
                {line.state !== 'served' && line.state !== 'cancelled' && (
                  <Button small variant="danger" onClick={() => onCancel(line.id, name)}>
                    İptal<span className="sr-only">: {name}</span>
                  </Button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      <p className={styles.orderFoot}>
        <span>{formatLira(order.totalKurus)}</span>
        {order.confirmedAt === null && (
          <Button variant="primary" onClick={onConfirm}>
            Onayla<span className="sr-only">: {time} siparişi</span>
          </Button>
        )}
      </p>
    </article>
  );
}

/** A closed table opened as its guests sit down. */
function OpenTable({ tables, onOpen }: { tables: StaffTable[]; onOpen: (table: StaffTable) => void }) {
  const [chosen, setChosen] = useState('');
  const table = tables.find((candidate) => String(candidate.id) === chosen);
  return (
    <form
      className={styles.open}
      onSubmit={(event) => {
        event.preventDefault();
        if (table) {
          onOpen(table);
          setChosen('');
        }
      }}
    >
      <TableSelect
        label="Masa aç"
        hint="Misafirler oturunca: doğrudan mutfağa siparişte yalnızca açık masalar sipariş verir."
        tables={tables}
        value={chosen}
        onChange={setChosen}
      />
      <Button type="submit" disabled={!table}>
        Aç
      </Button>
    </form>
  );
}

/** A line to cancel, asked for (`ask`), and the dialog that asks why (`dialog`); `onConfirm` cancels it. */
export function useCancelling(onConfirm: (line: number, reason: string) => void): {
  ask: (line: number, name: string) => void;
  dialog: ReactNode;
} {
  const [asked, setAsked] = useState<{ id: number; name: string } | null>(null);
  const dialog = asked && (
    <CancelLine
      name={asked.name}
      onCancel={() => setAsked(null)}
      onConfirm={(reason) => {
        setAsked(null);
        onConfirm(asked.id, reason);
      }}
    />
  );
  return { ask: (id, name) => setAsked({ id, name }), dialog };
}

/** Asks why a line is cancelled: the guests read the reason. */
function CancelLine({ name, onCancel, onConfirm }: { name: string; onCancel: () => void; onConfirm: (reason: string) => void }) {
  return (
    <ReasonDialog
      title="Satırı iptal et"
      subject={name}
      label="İptal nedeni"
      hint="Misafir kendi telefonunda okur."
      confirmLabel="İptal et"
      danger
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
