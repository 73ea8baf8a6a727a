import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatLira } from '../../../shared/money.js';
import { usePriceHistory } from '../api/prices.js';
import { useRestaurantTimeZone } from '../api/restaurant.js';
import { formatDateTime } from '../ui/dates.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { Loading } from '../ui/QueryState.js';
import table from '../ui/Table.module.css';
import { TableHead } from '../ui/TableHead.js';
import styles from '../translations/TranslationsPage.module.css';

/**
 * 'Fiyat geçmişi' in a dish's form: every price it and its sizes have had, newest first, with
 * when each took effect on the restaurant's clock (as the CSV has it, whatever the device's) and
 * whether it came with a change of many prices or its undo. Read when opened; an admin is
 * offered to set the dish's price for a later date.
 */
export function PriceHistory({ productId, admin }: { productId: number; admin: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <details className={styles.other} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Fiyat geçmişi</summary>
      {open && <HistoryTable productId={productId} />}
      {/* An admin sets this dish's price for a later date on 'Fiyat güncelle', the dish chosen. */}
      {admin && <Link to={`/admin/prices?urun=${productId}`}>Fiyatını ileri bir tarihte değiştir</Link>}
    </details>
  );
}

function HistoryTable({ productId }: { productId: number }) {
  const history = usePriceHistory(productId);
  const timeZone = useRestaurantTimeZone();
  if (history.isPending || timeZone === undefined) return <Loading />;
  if (history.isError) return <ErrorMessage error={history.error} onRetry={() => void history.refetch()} />;
  return (
    <div className={table.wrap}>
      <table className={table.table}>
        <caption className="sr-only">Fiyat geçmişi: en yenisi üstte</caption>
        <TableHead headings={['Geçerlilik', 'Boy', { figure: 'Fiyat' }, 'Nereden']} />
        <tbody>
          {history.data.map((entry, index) => (
            <tr key={index}>
              <td className={table.nowrap}>{formatDateTime(entry.effectiveAt, timeZone)}</td>
              <td>{entry.size ?? '—'}</td>
              <td className={[table.number, table.nowrap].join(' ')}>{formatLira(entry.priceKurus)}</td>
              <td>{entry.batchId === null ? 'Ürün formu' : `Toplu değişiklik #${entry.batchId}${entry.undo ? ' geri alındı' : ''}`}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
