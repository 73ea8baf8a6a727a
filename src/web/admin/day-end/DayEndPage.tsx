import { useState } from 'react';
import { formatLira } from '../../../shared/money.js';
import { BILL_CHANGE_TEXT } from '../../../shared/schemas/bill.js';
import type { DaySales } from '../../../shared/schemas/day-sales.js';
import { tableLabel } from '../../../shared/tables.js';
import { daySalesHref, useDaySales } from '../api/reports.js';
import { buttonClass } from '../ui/Button.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { Field } from '../ui/Field.js';
import { PageHeader } from '../ui/PageHeader.js';
import { Loading } from '../ui/QueryState.js';
import section from '../ui/Section.module.css';
import table from '../ui/Table.module.css';
import styles from './DayEndPage.module.css';

const clock = (iso: string) => new Date(iso).toLocaleString('tr-TR', { dateStyle: 'short', timeStyle: 'short' });

/**
 * 'Gün sonu' (admins, D60): one business day's sales, from the day end set in 'Ayarlar' to the
 * next: what was sold and how it was paid, by category, dish and waiter (each a bar beside its
 * figure), the VAT by rate, tips apart, every discount, ikram and void with why and who, bills
 * reopened, and a warning for tables still open; as CSV and Excel for the accountant.
 */
export default function DayEndPage() {
  const [day, setDay] = useState('');
  const report = useDaySales(day);
  const data = report.data;
  return (
    <>
      <PageHeader title="Gün sonu" description="Bir iş gününün satışları: gün sonu saatinden bir sonrakine.">
        <a className={buttonClass('secondary')} href={daySalesHref(day || (data?.day ?? ''), 'csv')} download>
          CSV indir
        </a>
        <a className={buttonClass('secondary')} href={daySalesHref(day || (data?.day ?? ''), 'xlsx')} download>
          Excel indir
        </a>
      </PageHeader>
      <Field label="Gün" hint="Boş bırakılırsa bugünkü iş günü.">
        {(c) => <input {...c} type="date" value={day || (data?.day ?? '')} onChange={(event) => setDay(event.target.value)} />}
      </Field>
      {report.isPending ? (
        <Loading>Gün sonu yükleniyor…</Loading>
      ) : report.error ? (
        <ErrorMessage error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        data && <DayReport report={data} />
      )}
    </>
  );
}

function DayReport({ report }: { report: DaySales }) {
  return (
    <div className={section.sections}>
      {report.openTables.length > 0 && (
        <p role="alert" className={styles.warning}>
          {`Açık masa var: ${report.openTables.map((open) => `${tableLabel(open.table, 'Masa')} (${formatLira(open.totalKurus)})`).join(', ')}. Gün kapanmadan hesapları kapatın.`}
        </p>
      )}
      <section aria-labelledby="day-summary">
        <h2 id="day-summary" className={section.heading}>
          Özet <span className={section.count}>{`${clock(report.from)} – ${clock(report.to)}`}</span>
        </h2>
        <dl className={styles.cards}>
          <Figure term="Net satış" value={formatLira(report.salesKurus)} />
          <Figure term="Kapanan hesap" value={String(report.bills)} />
          <Figure term="Brüt satış" value={formatLira(report.grossKurus)} />
          <Figure term="İkram" value={formatLira(report.ikramKurus)} />
          <Figure term="İndirim" value={formatLira(report.discountKurus)} />
          <Figure term="Bahşiş (satış dışı)" value={formatLira(report.tipsKurus)} />
          {report.unpaidKurus > 0 && <Figure term="Ödenmeden kapanan" value={formatLira(report.unpaidKurus)} />}
        </dl>
      </section>
      <Bars id="day-methods" title="Ödeme yöntemine göre" rows={report.byMethod} />
      <Bars id="day-categories" title="Kategoriye göre" rows={report.byCategory} />
      <Bars id="day-dishes" title="Ürüne göre" rows={report.byDish} />
      <Bars id="day-waiters" title="Garsona göre" rows={report.byWaiter} />
      <section aria-labelledby="day-vat">
        <h2 id="day-vat" className={section.heading}>
          KDV
        </h2>
        {report.vat.length === 0 ? (
          <p className={styles.empty}>Satış yok.</p>
        ) : (
          <div className={table.wrap}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">Oran</th>
                  <th scope="col" className={table.number}>
                    KDV dahil satış
                  </th>
                  <th scope="col" className={table.number}>
                    KDV
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.vat.map((row) => (
                  <tr key={row.rate}>
                    <th scope="row">%{row.rate}</th>
                    <td className={table.number}>{formatLira(row.grossKurus)}</td>
                    <td className={table.number}>{formatLira(row.vatKurus)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="day-adjustments">
        <h2 id="day-adjustments" className={section.heading}>
          İndirim, ikram ve iptaller <span className={section.count}>{report.adjustments.length}</span>
        </h2>
        {report.adjustments.length === 0 ? (
          <p className={styles.empty}>Yok.</p>
        ) : (
          <ul className={styles.list}>
            {report.adjustments.map((row, index) => (
              <li key={index}>
                <strong>{BILL_CHANGE_TEXT[row.kind]}</strong> · {tableLabel(row.table, 'Masa')} · {formatLira(row.amountKurus)}
                {row.detail && ` · ${row.detail}`}
                <span className={styles.meta}>{`${row.reason} — ${row.by}, ${clock(row.at)}`}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {report.reopened.length > 0 && (
        <section aria-labelledby="day-reopened">
          <h2 id="day-reopened" className={section.heading}>
            Yeniden açılan hesaplar
          </h2>
          <ul className={styles.list}>
            {report.reopened.map((row, index) => (
              <li key={index}>
                {`${tableLabel(row.table, 'Masa')} · #${row.billId}`}
                <span className={styles.meta}>{`${row.reason} — ${row.by}, ${clock(row.at)}`}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div className={styles.card}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A figure per row with a bar of its share of the largest: a chart that reads as a table too. */
function Bars({ id, title, rows }: { id: string; title: string; rows: readonly { name: string; count: number; amountKurus: number }[] }) {
  const most = Math.max(1, ...rows.map((row) => row.amountKurus));
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={section.heading}>
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.empty}>Satış yok.</p>
      ) : (
        <ul className={styles.bars}>
          {rows.map((row) => (
            <li key={row.name}>
              <span className={styles.barName}>{row.name}</span>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.bar} style={{ inlineSize: `${Math.round((row.amountKurus / most) * 100)}%` }} />
              </span>
              <span className={styles.barValue}>{`${formatLira(row.amountKurus)} · ${row.count}`}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
