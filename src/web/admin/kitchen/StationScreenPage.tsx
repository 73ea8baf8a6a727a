import { useQueryClient } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { MENU_LANGUAGES } from '../../../shared/languages.js';
import { optionsText } from '../../../shared/options.js';
import type { LineState } from '../../../shared/orders.js';
import type { Ticket } from '../../../shared/schemas/station.js';
import { tableLabel } from '../../../shared/tables.js';
import { cancelStationLine, recallTicket, stepStationLine, stepTicket, useStationScreen } from '../api/stations.js';
import { useCancelling } from '../board/TableOrders.js';
import { chime } from '../board/chime.js';
import { describeError } from '../messages.js';
import { Button } from '../ui/Button.js';
import { useNow } from '../ui/use-now.js';
import { PageHeader } from '../ui/PageHeader.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { notify } from '../ui/toasts.js';
import { useAutoPrint, type Roll } from './auto-print.js';
import styles from './Kitchen.module.css';

/** A line's next step at its station, as its button says it. */
const NEXT: Partial<Record<LineState, { state: 'preparing' | 'ready'; label: string }>> = {
  confirmed: { state: 'preparing', label: 'Hazırlanıyor' },
  preparing: { state: 'ready', label: 'Hazır' },
};

const STATE_TEXT: Partial<Record<LineState, string>> = {
  preparing: 'Hazırlanıyor',
  ready: 'Hazır',
  served: 'Servis edildi',
  cancelled: 'İptal',
};

/**
 * A station's screen (D59), for a tablet or a screen over its counter: its waiting tickets,
 * oldest first, each with its table, its waiter (or "Misafir"), the minutes since it was
 * confirmed (amber after the station's warning time, red after twice that) and its lines in
 * Turkish. A line or the whole ticket moves on with one tap; 'Geri al' brings back what was bumped.
 * A new ticket flashes, and rings once sound is on; a station PC can print each new ticket by itself.
 */
export default function StationScreenPage() {
  const station = Number(useParams().id);
  const [connected, setConnected] = useState(true);
  const onConnection = useCallback((up: boolean) => setConnected(up), []);
  const screen = useStationScreen(station, onConnection);
  const queryClient = useQueryClient();
  const [sound, setSound] = useState(false);
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const seen = useRef<Set<number> | null>(null);
  const now = useNow(15_000);

  // A ticket not seen before is new: it flashes (and rings) once; the first load is not news.
  const open = screen.data?.open;
  useEffect(() => {
    if (!open) return;
    const ids = open.map((ticket) => ticket.id);
    if (seen.current !== null) {
      const arrived = ids.filter((id) => !seen.current!.has(id));
      if (arrived.length > 0) {
        if (sound) chime();
        setFresh(new Set(arrived));
      }
    }
    seen.current = new Set([...(seen.current ?? []), ...ids]);
  }, [open, sound]);

  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (error) {
      notify.error(describeError(error));
    }
    await queryClient.invalidateQueries({ queryKey: ['kitchen', station] });
  };

  const printing = useAutoPrint(station, open);
  const cancelling = useCancelling((line, reason) => void act(() => cancelStationLine(station, line, reason)));
  const data = screen.data;
  const title = data?.station.name ?? 'İstasyon';
  return (
    <div className={styles.screen}>
      <PageHeader title={title} description="Onaylanan siparişler, en eskisi önce.">
        <StatusBadge tone={connected ? 'success' : 'warning'}>{connected ? 'Canlı' : 'Bağlantı koptu: yeniden bağlanıyor…'}</StatusBadge>
        <Button small aria-pressed={sound} onClick={() => (sound ? setSound(false) : (chime(), setSound(true)))}>
          {sound ? 'Ses açık' : 'Sesi aç'}
        </Button>
        <label className={styles.roll}>
          Bu cihaz yazdırsın
          <select value={printing.roll} onChange={(event) => printing.setRoll(event.target.value as Roll)}>
            <option value="">Hayır</option>
            <option value="80">80 mm rulo</option>
            <option value="58">58 mm rulo</option>
          </select>
        </label>
        <Button small disabled={!data?.bumped[0]} onClick={() => data?.bumped[0] && void act(() => recallTicket(data.bumped[0]!.id))}>
          Geri al
        </Button>
      </PageHeader>
      {data?.printerProblem && (
        <p role="alert" className={styles.printer}>
          {data.printerProblem} Fişler ekranda; yazıcı yanıt verince yeniden gönderilir.
        </p>
      )}
      {printing.problem && (
        <p role="alert" className={styles.printer}>
          {printing.problem}
        </p>
      )}
      {screen.error ? (
        <p role="alert">{describeError(screen.error)}</p>
      ) : !data ? (
        <p>Fişler yükleniyor…</p>
      ) : data.open.length === 0 ? (
        <p className={styles.empty}>Bekleyen fiş yok.</p>
      ) : (
        <ol className={styles.tickets} aria-label="Bekleyen fişler">
          {data.open.map((ticket) => (
            <TicketCard
              key={ticket.id}
              ticket={ticket}
              now={now}
              warnMinutes={data.station.warnMinutes}
              fresh={fresh.has(ticket.id)}
              onStep={(state) => void act(() => stepTicket(ticket.id, state))}
              onLine={(line, state) => void act(() => stepStationLine(station, line, state))}
              onCancel={cancelling.ask}
            />
          ))}
        </ol>
      )}
      {data && data.bumped.length > 0 && (
        <section className={styles.bumped} aria-labelledby="bumped-title">
          <h2 id="bumped-title">Son hazır olanlar</h2>
          <ul>
            {data.bumped.map((ticket) => (
              <li key={ticket.id}>
                <span>
                  {tableLabel(ticket.table, 'Masa')} · {ticket.lines.map((line) => `${line.quantity} × ${line.nameTr}`).join(', ')}
                </span>
                <Button small onClick={() => void act(() => recallTicket(ticket.id))}>
                  Geri al<span className="sr-only">: {tableLabel(ticket.table, 'Masa')}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {cancelling.dialog}
    </div>
  );
}

interface TicketCardProps {
  ticket: Ticket;
  now: number;
  warnMinutes: number;
  fresh: boolean;
  onStep: (state: 'preparing' | 'ready') => void;
  onLine: (line: number, state: 'preparing' | 'ready') => void;
  onCancel: (line: number, name: string) => void;
}

function TicketCard({ ticket, now, warnMinutes, fresh, onStep, onLine, onCancel }: TicketCardProps) {
  const minutes = Math.max(0, Math.floor((now - Date.parse(ticket.confirmedAt)) / 60_000));
  const age = minutes >= 2 * warnMinutes ? styles.late : minutes >= warnMinutes ? styles.waiting : '';
  const table = tableLabel(ticket.table, 'Masa');
  const waiting = ticket.lines.some((line) => line.state === 'confirmed');
  return (
    <li className={`${styles.ticket} ${age} ${fresh ? styles.fresh : ''}`} aria-label={`${table}, ${minutes} dakika`}>
      <header className={styles.ticketHead}>
        <span className={styles.ticketTable}>{table}</span>
        <span>{ticket.waiter ?? 'Misafir'}</span>
        <time dateTime={ticket.confirmedAt} className={styles.age}>
          {minutes} dk
        </time>
      </header>
      <ul className={styles.ticketLines}>
        {ticket.lines.map((line) => {
          const options = optionsText(line.options.map((option) => ({ group: option.groupTr, choice: option.choiceTr })));
          const name = `${line.quantity} × ${line.nameTr}${line.sizeTr ? ` (${line.sizeTr})` : ''}`;
          const next = NEXT[line.state];
          const done = line.state === 'cancelled' || line.state === 'served';
          return (
            <li key={line.id} className={`${styles.ticketLine} ${done ? styles.done : ''}`}>
              {next ? (
                <button type="button" className={styles.lineButton} onClick={() => onLine(line.id, next.state)}>
                  <span className={styles.dish}>{name}</span>
                  <span className="sr-only">: {next.label}</span>
                </button>
              ) : (
                <span className={styles.dish}>{name}</span>
              )}
              {STATE_TEXT[line.state] && <span className={styles.lineState}>{STATE_TEXT[line.state]}</span>}
              {options && <span className={styles.options}>{options}</span>}
              {line.note && (
                <span className={styles.note}>
                  {line.language !== 'tr' && <>{MENU_LANGUAGES[line.language].turkishName}: </>}
                  <bdi lang={line.language} dir={MENU_LANGUAGES[line.language].dir}>
                    {line.note}
                  </bdi>
                </span>
              )}
              {line.cancelReason && <span className={styles.options}>İptal nedeni: {line.cancelReason}</span>}
              {!done && line.state !== 'ready' && (
                <Fragment>
                  {' '}
                  <Button small variant="danger" onClick={() => onCancel(line.id, name)}>
                    İptal<span className="sr-only">: {name}</span>
                  </Button>
                </Fragment>
              )}
            </li>
          );
        })}
      </ul>
      <footer className={styles.ticketActions}>
        <a className={styles.print} href={`/admin/print/ticket/${ticket.id}`} target="_blank" rel="noreferrer">
          Fişi yazdır<span className="sr-only">: {table}</span>
        </a>
        {waiting && (
          <Button onClick={() => onStep('preparing')}>
            Hazırlanıyor<span className="sr-only">: {table}</span>
          </Button>
        )}
        <Button variant="primary" onClick={() => onStep('ready')}>
          Hazır<span className="sr-only">: {table}</span>
        </Button>
      </footer>
    </li>
  );
}
