import { useState, type ReactNode } from 'react';
import {
  REPORT_SPANS,
  type GuestReport,
  type PreparationRow,
  type ReportDay,
  type ReportRow,
  type ReportSpan,
} from '../../../shared/schemas/report.js';
import { tableLabel } from '../../../shared/tables.js';
import { reportCsvHref, useReport } from '../api/reports.js';
import { Forbidden } from '../layout/Forbidden.js';
import { useStaffUser } from '../session/staff-user.js';
import { Button, buttonClass } from '../ui/Button.js';
import { formatDay } from '../ui/dates.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { PageHeader } from '../ui/PageHeader.js';
import { Loading } from '../ui/QueryState.js';
import section from '../ui/Section.module.css';
import table from '../ui/Table.module.css';
import { DailyChart } from './DailyChart.js';
import styles from './ReportsPage.module.css';

const TITLE = 'Raporlar';

/**
 * What the menu tells the owner (admins only, D55): per day, the guests who opened it, the
 * tables' codes scanned, the dishes looked at, what was searched for (and not found) and what
 * was left out in the filters, over the last 7, 30 or 90 days. Counted on the server without
 * cookies or addresses (docs/reports.md).
 */
export default function ReportsPage() {
  const me = useStaffUser();
  if (me.role !== 'admin') return <Forbidden title={TITLE} />;
  return <Reports />;
}

function Reports() {
  const [days, setDays] = useState<ReportSpan>(7);
  const report = useReport(days);
  return (
    <>
      <PageHeader
        title={TITLE}
        description="Misafirlerin menüde ne yaptığı, gün gün: kim hangi dilde açtı, hangi masanın kodu okutuldu, hangi ürüne bakıldı, ne arandı. Çerez ve kişisel bilgi olmadan sayılır."
      >
        <a className={buttonClass('secondary')} href={reportCsvHref(days)} download>
          CSV indir<span className="sr-only"> (son {days} gün)</span>
        </a>
      </PageHeader>
      <div className={styles.spans} role="group" aria-label="Dönem">
        {REPORT_SPANS.map((span) => (
          <Button key={span} small aria-pressed={span === days} onClick={() => setDays(span)}>
            Son {span} gün
          </Button>
        ))}
        {report.isFetching && !report.isPending && (
          <p className={styles.hint} role="status">
            Rapor yükleniyor…
          </p>
        )}
      </div>
      {report.isPending ? (
        <Loading>Rapor yükleniyor…</Loading>
      ) : report.isError ? (
        <ErrorMessage error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <ReportView report={report.data} />
      )}
    </>
  );
}

const sum = (days: readonly ReportDay[], figure: keyof Omit<ReportDay, 'day'>) => days.reduce((total, day) => total + day[figure], 0);

/** The daily figures: each one's name, as the totals, the chart and the table say it. */
const FIGURES = [
  { key: 'visits', label: 'Ziyaret' },
  { key: 'scans', label: 'QR okutma' },
  { key: 'dishViews', label: 'Ürün sayfası' },
  { key: 'searches', label: 'Arama' },
  { key: 'emptySearches', label: 'Sonuçsuz arama' },
  { key: 'filters', label: 'Filtre' },
] as const satisfies readonly { key: keyof Omit<ReportDay, 'day'>; label: string }[];

function ReportView({ report }: { report: GuestReport }) {
  const span = `${formatDay(report.from)} – ${formatDay(report.to)}`;
  return (
    <div className={section.sections}>
      <section aria-labelledby="report-totals">
        <h2 id="report-totals" className={section.heading}>
          Son {report.days} gün <span className={section.count}>{span}</span>
        </h2>
        <dl className={styles.totals}>
          {FIGURES.map(({ key, label }) => (
            <div key={key} className={styles.total}>
              <dt>{label}</dt>
              <dd>{sum(report.perDay, key).toLocaleString('tr-TR')}</dd>
            </div>
          ))}
        </dl>
        {report.dropped > 0 && (
          <p className={styles.hint}>
            Yoğunlukta {report.dropped.toLocaleString('tr-TR')} olay sayılamadı: sunucu o anda gelenlerin hepsini alamadı.
          </p>
        )}
      </section>

      <section aria-labelledby="report-days">
        <h2 id="report-days" className={section.heading}>
          Günlük
        </h2>
        <DailyChart days={report.perDay} />
        <DailyTable days={report.perDay} dropped={report.dropped > 0} />
      </section>

      <div className={styles.lists}>
        <RankedList
          id="report-tables"
          title="Masalara göre QR okutma"
          rows={report.tables}
          what="okutma"
          empty="Bu dönemde masa kodu okutulmadı."
        />
        <RequestsList rows={report.requests} />
        <RankedList
          id="report-languages"
          title="Dillere göre misafir"
          rows={report.languages}
          what="misafir"
          empty="Bu dönemde ziyaret yok."
        />
        <RankedList
          id="report-dishes"
          title="En çok bakılan ürünler"
          rows={report.dishes}
          what="görüntüleme"
          empty="Bu dönemde ürün sayfası açılmadı."
        />
        <RankedList id="report-searches" title="Aramalar" rows={report.searches} what="arama" empty="Bu dönemde arama yapılmadı." />
        <RankedList
          id="report-empty-searches"
          title="Sonuç bulunamayan aramalar"
          rows={report.emptySearches}
          what="arama"
          empty="Bu dönemde her arama bir sonuç buldu."
        />
        <RankedList
          id="report-allergens"
          title="En sık hariç tutulan alerjenler"
          rows={report.allergens}
          what="misafir"
          empty="Bu dönemde alerjen filtresi kullanılmadı."
        />
        <RankedList
          id="report-tags"
          title="Filtrede seçilen etiketler"
          rows={report.tags}
          what="seçim"
          empty="Bu dönemde etiket seçilmedi."
        />
        <RankedList
          id="report-ordered-dishes"
          title="En çok sipariş edilen ürünler"
          rows={report.orderedDishes}
          what="adet"
          empty="Bu dönemde sipariş yok."
        />
        <RankedList
          id="report-order-hours"
          title="Saatlere göre sipariş"
          rows={report.ordersByHour
            .filter((row) => row.count > 0)
            .map((row) => ({
              key: String(row.hour),
              label: `${String(row.hour).padStart(2, '0')}:00–${String((row.hour + 1) % 24).padStart(2, '0')}:00`,
              count: row.count,
            }))}
          what="sipariş"
          empty="Bu dönemde sipariş yok."
        />
        <RankedList
          id="report-order-languages"
          title="Dillere göre sipariş"
          rows={report.orderLanguages}
          what="sipariş"
          empty="Bu dönemde sipariş yok."
        />
        <PreparationList
          id="report-station-times"
          title="İstasyonlara göre hazırlama süresi"
          rows={report.preparation.stations}
          head="İstasyon"
          what="fiş"
        />
        <PreparationList
          id="report-dish-times"
          title="Ürünlere göre hazırlama süresi"
          rows={report.preparation.dishes}
          head="Ürün"
          what="fiş"
        />
      </div>
    </div>
  );
}

/** Every day of the span with its figures, newest first: the chart's numbers, for reading and for screen readers. */
function DailyTable({ days, dropped }: { days: readonly ReportDay[]; dropped: boolean }) {
  return (
    <details className={styles.details}>
      <summary>Günlük sayılar (tablo)</summary>
      <div className={table.wrap}>
        <table className={table.table}>
          <thead>
            <tr>
              <th scope="col">Gün</th>
              {FIGURES.map(({ key, label }) => (
                <th key={key} scope="col" className={table.number}>
                  {label}
                </th>
              ))}
              {dropped && (
                <th scope="col" className={table.number}>
                  Sayılamayan
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {[...days].reverse().map((day) => (
              <tr key={day.day}>
                <th scope="row">{formatDay(day.day)}</th>
                {FIGURES.map(({ key, label }) => (
                  <td key={key} className={table.number} data-label={label}>
                    {day[key].toLocaleString('tr-TR')}
                  </td>
                ))}
                {dropped && (
                  <td className={table.number} data-label="Sayılamayan">
                    {day.dropped.toLocaleString('tr-TR')}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

interface RankedListProps {
  id: string;
  title: string;
  rows: readonly ReportRow[];
  /** What a count counts, after its number: "12 okutma". */
  what: string;
  empty: string;
}

/** A ranked list as a table, each count with a bar beside it (the largest fills its column). */
function RankedList({ id, title, rows, what, empty }: RankedListProps) {
  const most = Math.max(1, ...rows.map((row) => row.count));
  return (
    <ReportTable
      id={id}
      title={title}
      rows={rows}
      empty={empty}
      head={['Ad', 'Sayı']}
      hiddenHead
      keyOf={(row) => row.key}
      cells={(row) => (
        <>
          <th scope="row" className={styles.name}>
            <span className={styles.bar} style={{ inlineSize: `${(row.count / most) * 100}%` }} aria-hidden="true" />
            <span className={styles.label}>{row.label}</span>
          </th>
          <CountCell count={row.count} what={what} />
        </>
      )}
    />
  );
}

/** A count as a list's cell: "12", and for a screen reader what it counts ("12 okutma"). */
function CountCell({ count, what }: { count: number; what: string }) {
  return (
    <td className={styles.count}>
      {count.toLocaleString('tr-TR')}
      <span className="sr-only"> {what}</span>
    </td>
  );
}

/** Guests' calls per table ('Garson çağır', 'Hesap iste'), and how soon a waiter came (the median). */
function RequestsList({ rows }: { rows: GuestReport['requests'] }) {
  return (
    <ReportTable
      id="report-requests"
      title="Masalardan çağrılar"
      rows={rows}
      empty="Bu dönemde masadan çağrı yok."
      head={['Masa', 'Garson', 'Hesap', 'Yanıt (ortanca)']}
      keyOf={(row) => row.table}
      cells={(row) => (
        <>
          <th scope="row" className={styles.name}>
            <span className={styles.label}>{tableLabel(row.table, 'Masa')}</span>
          </th>
          <td className={styles.count}>{row.waiter.toLocaleString('tr-TR')}</td>
          <td className={styles.count}>{row.bill.toLocaleString('tr-TR')}</td>
          <td className={styles.count}>{row.medianSeconds === null ? '—' : waitText(row.medianSeconds)}</td>
        </>
      )}
    />
  );
}

/** From an order's confirmation to ready (D59): the median and the time nine tickets in ten beat, per station or dish. */
function PreparationList({
  id,
  title,
  rows,
  head,
  what,
}: {
  id: string;
  title: string;
  rows: readonly PreparationRow[];
  head: string;
  what: string;
}) {
  return (
    <ReportTable
      id={id}
      title={title}
      rows={rows}
      empty="Bu dönemde hazır olan fiş yok."
      head={[head, 'Fiş', 'Ortanca', '%90']}
      keyOf={(row) => row.key}
      cells={(row) => (
        <>
          <th scope="row" className={styles.name}>
            <span className={styles.label}>{row.label}</span>
          </th>
          <CountCell count={row.count} what={what} />
          <td className={styles.count}>{waitText(row.medianSeconds)}</td>
          <td className={styles.count}>{waitText(row.p90Seconds)}</td>
        </>
      )}
    />
  );
}

interface ReportTableProps<Row> {
  id: string;
  title: string;
  rows: readonly Row[];
  /** Said instead of the table when the span has no rows. */
  empty: string;
  /** The columns' headings; `hiddenHead` when the list says them otherwise (a ranked list). */
  head: readonly string[];
  hiddenHead?: boolean;
  keyOf: (row: Row) => string;
  /** A row's heading cell and its figures. */
  cells: (row: Row) => ReactNode;
}

/** One of the report's lists: its title, then its table, or what it says when there is nothing. */
function ReportTable<Row>({ id, title, rows, empty, head, hiddenHead = false, keyOf, cells }: ReportTableProps<Row>) {
  return (
    <section aria-labelledby={id} className={styles.list}>
      <h3 id={id} className={styles.listTitle}>
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className={styles.hint}>{empty}</p>
      ) : (
        <table className={styles.ranked}>
          <thead className={hiddenHead ? 'sr-only' : undefined}>
            <tr>
              {head.map((heading) => (
                <th key={heading} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={keyOf(row)}>{cells(row)}</tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** "45 sn", "2 dk 5 sn". */
function waitText(seconds: number): string {
  return seconds < 60 ? `${seconds} sn` : `${Math.floor(seconds / 60)} dk${seconds % 60 ? ` ${seconds % 60} sn` : ''}`;
}
