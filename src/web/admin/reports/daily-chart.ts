// The daily chart's drawing, in a chunk of its own that only the back office's 'Raporlar' loads,
// once the chart has room on screen: uPlot (a small canvas chart for time series, no
// dependencies) and its style sheet never reach a guest's phone (tests/build/guest-bundle).
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ReportDay } from '../../../shared/schemas/report.js';

export interface ChartSeries {
  key: keyof Omit<ReportDay, 'day'>;
  label: string;
  /** A colour variable of the theme (theme.css, global.css), read as the chart is drawn. */
  colour: string;
  /** Drawn dashed, told apart from a line of a near colour by more than its colour. */
  dashed?: boolean;
}

const SECOND = 1000;
/** A day in uPlot's seconds: the x axis is marked every day, or every 2, 7, 14 or 28 where days would crowd. */
const DAY = 24 * 60 * 60;
const dayFormat = new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** The days as uPlot's x values: each calendar day's midnight in UTC, in seconds. */
const xOf = (day: string) => Date.parse(`${day}T00:00:00Z`) / SECOND;

/**
 * Draws `series` over `days` into `box`, `width` pixels wide, in the theme's colours as they are
 * now. The caller destroys it to draw again (another span, another width, the other theme).
 */
export function drawDailyChart(box: HTMLElement, days: readonly ReportDay[], series: readonly ChartSeries[], width: number): uPlot {
  const style = getComputedStyle(box);
  const colour = (name: string) => style.getPropertyValue(name).trim() || 'currentColor';
  const text = colour('--color-text-muted');
  const grid = colour('--color-border');
  const axis = {
    stroke: text,
    grid: { stroke: grid, width: 1 },
    ticks: { stroke: grid, width: 1 },
    font: '12px system-ui, sans-serif',
  };
  const options: uPlot.Options = {
    width,
    height: Math.round(Math.min(280, Math.max(200, width * 0.45))),
    // The legend is the page's own, beside the chart; the numbers are in the table below it.
    legend: { show: false },
    cursor: { show: false },
    // Calendar days, whatever the browser's time zone.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * SECOND), 'UTC'),
    scales: { x: { time: true }, y: { range: (_chart, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
    axes: [
      {
        ...axis,
        space: 52,
        incrs: [DAY, 2 * DAY, 7 * DAY, 14 * DAY, 28 * DAY],
        values: (_chart, splits) => splits.map((split) => dayFormat.format(new Date(split * SECOND))),
      },
      {
        ...axis,
        size: 44,
        values: (_chart, splits) => splits.map((split) => (Number.isInteger(split) ? split.toLocaleString('tr-TR') : '')),
      },
    ],
    series: [
      {},
      ...series.map((line) => ({
        label: line.label,
        stroke: colour(line.colour),
        width: 2,
        ...(line.dashed ? { dash: [6, 4] } : {}),
        points: { show: days.length <= 31, size: 5, fill: colour(line.colour) },
      })),
    ],
  };
  const data: uPlot.AlignedData = [days.map((day) => xOf(day.day)), ...series.map((line) => days.map((day) => day[line.key]))];
  return new uPlot(options, data, box);
}
