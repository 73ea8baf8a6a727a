import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ReportDay } from '../../../shared/schemas/report.js';
import { useAdminTheme } from '../layout/theme.js';
import { formatDay } from '../ui/dates.js';
import type { ChartSeries } from './daily-chart.js';
import styles from './ReportsPage.module.css';

/** What the chart draws: guests, scans, dish pages and searches, each in a colour of both themes (searches dashed). */
export const CHART_SERIES: readonly ChartSeries[] = [
  { key: 'visits', label: 'Ziyaret', colour: '--color-accent' },
  { key: 'scans', label: 'QR okutma', colour: '--badge-info-text' },
  { key: 'dishViews', label: 'Ürün sayfası', colour: '--color-success' },
  { key: 'searches', label: 'Arama', colour: '--color-text', dashed: true },
];

/**
 * The span's days as a line chart, with its legend and a sentence that says what it shows (the
 * canvas itself is hidden from screen readers; the table below it has every number). The
 * chart's code loads when the chart has room on screen, and it is drawn again for another
 * width or theme.
 */
export function DailyChart({ days }: { days: readonly ReportDay[] }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const theme = useAdminTheme();
  useEffect(() => {
    const element = box.current;
    if (!element || width === 0) return;
    let chart: { destroy(): void } | undefined;
    let left = false;
    import('./daily-chart.js').then(
      ({ drawDailyChart }) => {
        if (!left) chart = drawDailyChart(element, days, CHART_SERIES, width);
      },
      // Without its code the chart stays empty; the figures are in the table below it.
      () => undefined,
    );
    return () => {
      left = true;
      chart?.destroy();
    };
  }, [days, width, theme]);

  return (
    <figure className={styles.chart}>
      <ul className={styles.legend} aria-hidden="true">
        {CHART_SERIES.map((line) => (
          <li key={line.key}>
            <span className={line.dashed ? `${styles.swatch} ${styles.dashed}` : styles.swatch} style={{ color: `var(${line.colour})` }} />
            {line.label}
          </li>
        ))}
      </ul>
      <div ref={box} className={styles.canvas} aria-hidden="true" />
      <figcaption className={styles.hint}>{summaryOf(days)}</figcaption>
    </figure>
  );
}

/** What the chart shows in one sentence: the span's busiest day and its figures. */
function summaryOf(days: readonly ReportDay[]): string {
  const busiest = days.reduce<ReportDay | undefined>(
    (best, day) => (best === undefined || day.visits > best.visits ? day : best),
    undefined,
  );
  if (busiest === undefined || busiest.visits + busiest.scans + busiest.dishViews + busiest.searches === 0) {
    return 'Bu dönemde misafir kaydı yok.';
  }
  const figures = CHART_SERIES.map((line) => `${line.label} ${busiest[line.key].toLocaleString('tr-TR')}`);
  return `Günlere göre ziyaret, QR okutma, ürün sayfası ve arama sayıları. En yoğun gün ${formatDay(busiest.day)}: ${figures.join(', ')}.`;
}

/** The element's width as laid out, 0 until it is known (or where nothing is laid out). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
