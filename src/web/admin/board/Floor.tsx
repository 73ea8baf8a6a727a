import { Link } from 'react-router-dom';
import { formatLira } from '../../../shared/money.js';
import type { StaffTable } from '../../../shared/schemas/order.js';
import { tableLabel } from '../../../shared/tables.js';
import { TABLE_STATE_TEXT, tableState } from './floor-state.js';
import styles from './Floor.module.css';

/**
 * 'Masalar''s floor (D60): every table as a tile with its state in words (and a colour beside
 * them), its bill's running total and how long it has been open; an open bill's tile leads to it.
 */
export function Floor({ tables, billAsked, now }: { tables: readonly StaffTable[]; billAsked: ReadonlySet<string>; now: number }) {
  return (
    <section aria-labelledby="floor-title" className={styles.floor}>
      <h2 id="floor-title" className={styles.title}>
        Salon
      </h2>
      <ul className={styles.tiles}>
        {tables.map((table) => {
          const state = tableState(table, billAsked.has(table.name));
          const label = tableLabel(table.name, 'Masa');
          const minutes = table.openedAt === null ? null : Math.max(0, Math.floor((now - Date.parse(table.openedAt)) / 60_000));
          const body = (
            <>
              <span className={styles.name}>{label}</span>
              <span className={styles.state}>{TABLE_STATE_TEXT[state]}</span>
              {table.bill && (
                <span className={styles.total}>
                  {formatLira(table.bill.totalKurus)}
                  {table.bill.paidKurus > 0 && (
                    <span className={styles.paid}> · kalan {formatLira(table.bill.totalKurus - table.bill.paidKurus)}</span>
                  )}
                </span>
              )}
              {minutes !== null && (
                <span className={styles.time}>{minutes < 60 ? `${minutes} dk` : `${Math.floor(minutes / 60)} sa ${minutes % 60} dk`}</span>
              )}
            </>
          );
          return (
            <li key={table.id} className={`${styles.tile} ${styles[state]}`}>
              {table.bill ? (
                <Link
                  to={`/admin/board/${table.id}`}
                  className={styles.link}
                  aria-label={`${label}: ${TABLE_STATE_TEXT[state]}, hesabı aç`}
                >
                  {body}
                </Link>
              ) : (
                <div className={styles.link}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
