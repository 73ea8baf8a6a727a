import type { ReactNode } from 'react';
import type { RequestKind } from '../../../shared/calls.js';
import { tableLabel } from '../../../shared/tables.js';
import { call, cancel, resumeCalls, useCall } from '../../api/calls.js';
import { useGuestTranslation } from '../../i18n/language.js';
import styles from './TableCalls.module.css';

resumeCalls();

/**
 * 'Garson çağır' and 'Hesap iste' for a guest who came by a table's code: a bar at the foot of
 * every page, under the table's basket where it takes orders (`children`), and the place it
 * takes at the page's end, which keeps the page's last lines clear of it. A tap sends the call (or keeps it until the phone is online); the button then says
 * so and offers to take it back, until the cooldown has passed.
 */
export default function TableCalls({ table, children }: { table: string; children?: ReactNode }) {
  const { t } = useGuestTranslation();
  return (
    <div className={styles.place}>
      <section className={styles.bar} aria-label={`${t('calls.region')}: ${tableLabel(table, t('nav.table'))}`}>
        {children}
        <CallButton kind="waiter" table={table} />
        <CallButton kind="bill" table={table} />
      </section>
    </div>
  );
}

function CallButton({ kind, table }: { kind: RequestKind; table: string }) {
  const { t } = useGuestTranslation();
  const { state, now } = useCall(kind);
  const label = kind === 'waiter' ? t('calls.callWaiter') : t('calls.askBill');
  if (state === undefined) {
    return (
      <button type="button" className={styles.call} data-call={kind} onClick={() => call(kind, table)}>
        {label}
      </button>
    );
  }
  let status: string;
  if (state.step === 'waiting') status = t('calls.waiting');
  else if (state.step === 'sent')
    status = state.taken ? t('calls.coming') : kind === 'waiter' ? t('calls.sentWaiter') : t('calls.sentBill');
  else if (state.step === 'cancelled') status = t('calls.cancelled');
  else if (state.reason === 'cooldown') status = t('calls.cooldown', { count: Math.max(1, Math.ceil((state.until - now) / 1000)) });
  else status = state.reason === 'closed' ? t('calls.closed') : t('calls.failed');
  return (
    <div className={styles.sent}>
      <p className={styles.status} role="status">
        {status}
      </p>
      {state.step === 'sent' && !state.taken && (
        <button type="button" className={styles.cancel} aria-label={`${t('calls.cancel')}: ${label}`} onClick={() => cancel(kind)}>
          {t('calls.cancel')}
        </button>
      )}
    </div>
  );
}
