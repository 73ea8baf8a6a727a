import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ENTRY_KIND_NAMES, PAYMENT_METHOD_NAMES } from '../../../shared/ledger.js';
import { formatLira } from '../../../shared/money.js';
import type { AccountStatement } from '../../../shared/schemas/ledger.js';
import { apiRequest } from '../../api/client.js';
import { Button } from '../ui/Button.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { Loading } from '../ui/QueryState.js';
import { formatDay, formatDateTime } from '../ui/dates.js';
import styles from './StatementPage.module.css';

/** The address of an account's statement for `from`…`to`, as a page (print) or as CSV. */
export const statementPath = (id: number, from: string, to: string, csv = false) =>
  csv ? `/api/admin/accounts/${id}/statement.csv?from=${from}&to=${to}` : `/admin/accounts/${id}/statement?from=${from}&to=${to}`;

/** `/admin/accounts/:id/statement?from=&to=`: 'Hesap ekstresi', laid out for an A4 page. */
export default function StatementPage() {
  const id = Number(useParams().id);
  const [search] = useSearchParams();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const statement = useQuery({
    queryKey: ['admin', 'accounts', 'statement', id, from, to],
    queryFn: ({ signal }) => apiRequest<AccountStatement>(`/api/admin/accounts/${id}/statement?from=${from}&to=${to}`, { signal }),
  });
  if (statement.isPending) return <Loading>Ekstre hazırlanıyor…</Loading>;
  if (statement.isError) return <ErrorMessage error={statement.error} onRetry={() => void statement.refetch()} />;
  return <Statement id={id} statement={statement.data} />;
}

function Statement({ id, statement }: { id: number; statement: AccountStatement }) {
  const byId = new Map(statement.entries.map((entry) => [entry.id, entry]));
  const period = `${formatDay(statement.from)} – ${formatDay(statement.to)}`;
  return (
    <article className={styles.sheet} aria-labelledby="statement-title">
      <title>{`Hesap ekstresi · ${statement.customerName} · Admin Panel · Sofra`}</title>
      <div className={styles.actions}>
        <Link to={`/admin/accounts/${id}`}>← Hesaba dön</Link>
        <Button variant="primary" onClick={() => window.print()}>
          Yazdır / PDF olarak kaydet
        </Button>
        <a href={statementPath(id, statement.from, statement.to, true)} download>
          CSV indir
        </a>
      </div>
      <header className={styles.header}>
        <div>
          <p className={styles.restaurant}>{statement.restaurant.name}</p>
          {statement.restaurant.address && <p>{statement.restaurant.address}</p>}
          {statement.restaurant.phone && <p>{statement.restaurant.phone}</p>}
        </div>
        <div className={styles.meta}>
          <h1 id="statement-title">Hesap ekstresi</h1>
          <p>{period}</p>
        </div>
      </header>
      <section className={styles.customer} aria-label="Müşteri">
        <p className={styles.name}>{statement.customerName}</p>
        {statement.name && <p>{statement.name}</p>}
        <p>{statement.phone}</p>
        {statement.address && <p>{statement.address}</p>}
      </section>
      <table className={styles.table}>
        <caption className="sr-only">{`${period} hesap hareketleri`}</caption>
        <thead>
          <tr>
            <th scope="col">Tarih</th>
            <th scope="col">Hareket</th>
            <th scope="col" className={styles.number}>
              Borç
            </th>
            <th scope="col" className={styles.number}>
              Ödeme
            </th>
            <th scope="col" className={styles.number}>
              Bakiye
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className={styles.carried}>
            <td>{formatDay(statement.from)}</td>
            <th scope="row">Devreden bakiye</th>
            <td />
            <td />
            <td className={styles.number}>{formatLira(statement.openingKurus)}</td>
          </tr>
          {statement.entries.map((entry) => {
            const original = entry.reversesId === null ? undefined : byId.get(entry.reversesId);
            const undoesCharge = entry.kind === 'reversal' && original?.kind !== 'payment';
            const chargeColumn = entry.kind === 'charge' || undoesCharge;
            const sign = entry.kind === 'reversal' ? '−' : '';
            return (
              <tr key={entry.id} className={entry.reversedById === null ? undefined : styles.reversed}>
                <td>{formatDay(entry.day)}</td>
                <th scope="row">
                  {ENTRY_KIND_NAMES[entry.kind]}
                  {entry.method && ` · ${PAYMENT_METHOD_NAMES[entry.method]}`}
                  {original && ` · ${formatDay(original.day)} tarihli ${ENTRY_KIND_NAMES[original.kind].toLowerCase()}`}
                  {entry.description && <span className={styles.description}> — {entry.description}</span>}
                  {entry.reversedById !== null && <span className={styles.description}> (geri alındı)</span>}
                </th>
                <td className={styles.number}>{chargeColumn ? `${sign}${formatLira(entry.amountKurus)}` : ''}</td>
                <td className={styles.number}>{chargeColumn ? '' : `${sign}${formatLira(entry.amountKurus)}`}</td>
                <td className={styles.number}>{formatLira(entry.balanceAfterKurus)}</td>
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <td>{formatDay(statement.to)}</td>
            <th scope="row">Dönem sonu bakiyesi</th>
            <td />
            <td />
            <td className={styles.number}>{formatLira(statement.closingKurus)}</td>
          </tr>
        </tfoot>
      </table>
      <p className={styles.printed}>Düzenlenme: {formatDateTime(new Date().toISOString())}</p>
    </article>
  );
}
