import { useState } from 'react';
import { tableLabel } from '../../../shared/tables.js';
import type { BoardRequest } from '../../../shared/schemas/service-request.js';
import { finishCall, takeCall, useBoard, type BoardConnection } from '../api/board.js';
import { describeError } from '../messages.js';
import { Button } from '../ui/Button.js';
import { useNow } from '../ui/use-now.js';
import { PageHeader } from '../ui/PageHeader.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { notify } from '../ui/toasts.js';
import { chime } from './chime.js';
import { Floor } from './Floor.js';
import { TableOrders } from './TableOrders.js';
import { TakeOrder } from './TakeOrder.js';
import { useWaitingOrders } from './waiter-orders.js';
import { useReadyNotices } from './ready-notices.js';
import { useTableOrders } from '../api/orders.js';
import styles from './BoardPage.module.css';

const KIND: Record<BoardRequest['kind'], string> = { waiter: 'Garson çağırıyor', bill: 'Hesap istiyor' };

const CONNECTION: Record<BoardConnection, { tone: 'success' | 'warning' | 'neutral'; text: string }> = {
  loading: { tone: 'neutral', text: 'Bağlanıyor…' },
  live: { tone: 'success', text: 'Canlı' },
  reconnecting: { tone: 'warning', text: 'Yeniden bağlanıyor…' },
};

/**
 * 'Masalar': guests' calls from their tables as they come, for the counter's phone or a tablet.
 * A new call rings (once sound is on: browsers let a page play sound only after a tap) and
 * vibrates where the device can. 'Geldim' takes a call, 'Tamam' finishes it.
 */
export default function BoardPage() {
  const [sound, setSound] = useState(false);
  const [spoken, setSpoken] = useState('');
  const board = useBoard((request) => {
    if (sound) chime();
    navigator.vibrate?.([200, 100, 200]);
    setSpoken(`${tableLabel(request.table, 'Masa')}: ${KIND[request.kind]}`);
  });
  const now = useNow(15_000);
  const orders = useTableOrders();
  // The kitchen made something ready: said at once, rung and vibrated like a call.
  useReadyNotices(orders.data, (notice) => {
    if (sound) chime();
    navigator.vibrate?.(200);
    notify.success(notice);
    setSpoken(notice);
  });
  const waiting = useWaitingOrders();
  const [taking, setTaking] = useState(false);

  const act = async (request: BoardRequest, action: 'take' | 'done') => {
    try {
      board.put(await (action === 'take' ? takeCall(request.id) : finishCall(request.id)));
    } catch (error) {
      notify.error(describeError(error));
    }
  };

  const connection = CONNECTION[board.connection];
  return (
    <>
      <PageHeader title="Masalar" description="Misafirlerin masadan çağrıları ve siparişleri, geldikleri anda.">
        <StatusBadge tone={connection.tone}>{connection.text}</StatusBadge>
        {waiting > 0 && <StatusBadge tone="warning">{`${waiting} sipariş bağlantı bekliyor`}</StatusBadge>}
        <Button small variant="primary" onClick={() => setTaking(true)} disabled={!orders.data}>
          Sipariş al
        </Button>
        <Button small aria-pressed={sound} onClick={() => (sound ? setSound(false) : (chime(), setSound(true)))}>
          {sound ? 'Ses açık' : 'Sesi aç'}
        </Button>
      </PageHeader>
      <p className="sr-only" aria-live="polite">
        {spoken}
      </p>
      {board.error !== null ? (
        <p role="alert" className={styles.empty}>
          {describeError(board.error)}
        </p>
      ) : board.requests.length === 0 ? (
        <p className={styles.empty}>{board.connection === 'loading' ? 'Çağrılar yükleniyor…' : 'Bekleyen çağrı yok.'}</p>
      ) : (
        <ul className={styles.list} aria-label="Çağrılar">
          {board.requests.map((request) => {
            const table = tableLabel(request.table, 'Masa');
            return (
              <li key={request.id} className={`${styles.call} ${request.state === 'open' ? styles.open : ''}`}>
                <p className={styles.table}>{table}</p>
                <p className={styles.kind}>{KIND[request.kind]}</p>
                <p className={styles.meta}>
                  <time dateTime={request.createdAt}>{ago(request.createdAt, now)}</time>
                  {request.takenBy && <> · {request.takenBy.name} geliyor</>}
                </p>
                {request.state === 'open' ? (
                  <Button variant="primary" className={styles.action} onClick={() => void act(request, 'take')}>
                    Geldim<span className="sr-only">: {table}</span>
                  </Button>
                ) : (
                  <Button className={styles.action} onClick={() => void act(request, 'done')}>
                    Tamam<span className="sr-only">: {table}</span>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {orders.data && (
        <Floor
          tables={orders.data}
          now={now}
          billAsked={new Set(board.requests.filter((request) => request.kind === 'bill').map((request) => request.table))}
        />
      )}
      <TableOrders orders={orders} />
      {taking && orders.data && <TakeOrder tables={orders.data} onClose={() => setTaking(false)} />}
    </>
  );
}

/** "az önce", "4 dk önce", "1 sa 5 dk önce". */
function ago(iso: string, now: number): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'az önce';
  if (minutes < 60) return `${minutes} dk önce`;
  return `${Math.floor(minutes / 60)} sa ${minutes % 60} dk önce`;
}
