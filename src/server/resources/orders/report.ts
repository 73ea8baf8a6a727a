import type { Kysely } from 'kysely';
import { addDays, instantIn, wallClockIn, type CalendarDay } from '../../../shared/calendar.js';
import { REPORT_LIST_MAX, type PreparationRow, type ReportRow } from '../../../shared/schemas/report.js';
import type { Database } from '../../platform/db/schema.js';

/** An order line as the reports read it: nothing of the guest but the menu language they read. */
export interface OrderedLine {
  orderId: number;
  day: CalendarDay;
  /** The hour of the day (0–23) on the restaurant's clock. */
  hour: number;
  language: string;
  dish: string;
  quantity: number;
}

/** The lines of the orders made from `from` to `to` (the restaurant's days), cancelled lines aside. */
export async function orderedBetween(db: Kysely<Database>, timeZone: string, from: CalendarDay, to: CalendarDay): Promise<OrderedLine[]> {
  const rows = await db
    .selectFrom('orderLines as l')
    .innerJoin('orders as o', 'o.id', 'l.orderId')
    .select(['o.id as orderId', 'o.createdAt', 'o.language', 'l.nameTr', 'l.quantity'])
    .where('o.createdAt', '>=', instantIn(timeZone, from, 0, 0).toISOString())
    .where('o.createdAt', '<', instantIn(timeZone, addDays(to, 1), 0, 0).toISOString())
    .where('l.state', '!=', 'cancelled')
    .execute();
  return rows.map((row) => {
    const clock = wallClockIn(timeZone, Date.parse(row.createdAt));
    return { orderId: row.orderId, day: clock.day, hour: clock.hour, language: row.language, dish: row.nameTr, quantity: row.quantity };
  });
}

/** Each dish's quantity ordered, by its Turkish name as it was ordered, most first. */
export function dishesOrdered(lines: readonly OrderedLine[]): ReportRow[] {
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.dish, (sums.get(line.dish) ?? 0) + line.quantity);
  return [...sums]
    .map(([dish, count]) => ({ key: dish, label: dish, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'tr'));
}

/** How many orders were made in each hour of the day, 0 to 23. */
export function ordersByHour(lines: readonly OrderedLine[]): { hour: number; count: number }[] {
  const orders = Array.from({ length: 24 }, () => new Set<number>());
  for (const line of lines) orders[line.hour]!.add(line.orderId);
  return orders.map((ids, hour) => ({ hour, count: ids.size }));
}

/** How many orders came in each menu language, most first; `name` says a language as the back office does. */
export function ordersByLanguage(lines: readonly OrderedLine[], name: (language: string) => string): ReportRow[] {
  const orders = new Map<string, Set<number>>();
  for (const line of lines) orders.set(line.language, (orders.get(line.language) ?? new Set()).add(line.orderId));
  return [...orders]
    .map(([language, ids]) => ({ key: language, label: name(language), count: ids.size }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'tr'));
}

/** A ticket made ready: its station, its dishes and the seconds from the order's confirmation to its bump. */
interface Prepared {
  station: string;
  dishes: string[];
  seconds: number;
}

/** The tickets confirmed from `from` to `to` (the restaurant's days) and made ready since. */
export async function preparedBetween(db: Kysely<Database>, timeZone: string, from: CalendarDay, to: CalendarDay): Promise<Prepared[]> {
  const rows = await db
    .selectFrom('tickets as t')
    .leftJoin('orderLines as l', (join) => join.onRef('l.ticketId', '=', 't.id').on('l.state', '!=', 'cancelled'))
    .select(['t.id', 't.stationName', 't.confirmedAt', 't.bumpedAt', 'l.nameTr'])
    .where('t.bumpedAt', 'is not', null)
    .where('t.confirmedAt', '>=', instantIn(timeZone, from, 0, 0).toISOString())
    .where('t.confirmedAt', '<', instantIn(timeZone, addDays(to, 1), 0, 0).toISOString())
    .orderBy('t.id')
    .execute();
  const tickets = new Map<number, Prepared>();
  for (const row of rows) {
    const ticket = tickets.get(row.id) ?? {
      station: row.stationName,
      dishes: [],
      seconds: Math.max(0, Math.round((Date.parse(row.bumpedAt!) - Date.parse(row.confirmedAt)) / 1000)),
    };
    if (row.nameTr !== null && !ticket.dishes.includes(row.nameTr)) ticket.dishes.push(row.nameTr);
    tickets.set(row.id, ticket);
  }
  return [...tickets.values()];
}

/** The value below which `share` of the sorted `values` lie (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

function preparationRows(groups: Map<string, number[]>): PreparationRow[] {
  return [...groups].map(([label, seconds]) => {
    const sorted = [...seconds].sort((a, b) => a - b);
    return { key: label, label, count: sorted.length, medianSeconds: percentile(sorted, 0.5), p90Seconds: percentile(sorted, 0.9) };
  });
}

/** Each station's tickets and each dish's, with the median and 90th-percentile time to ready. */
export function preparationTimes(tickets: readonly Prepared[]): { stations: PreparationRow[]; dishes: PreparationRow[] } {
  const stations = new Map<string, number[]>();
  const dishes = new Map<string, number[]>();
  for (const ticket of tickets) {
    stations.set(ticket.station, [...(stations.get(ticket.station) ?? []), ticket.seconds]);
    for (const dish of ticket.dishes) dishes.set(dish, [...(dishes.get(dish) ?? []), ticket.seconds]);
  }
  return {
    stations: preparationRows(stations).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'tr')),
    dishes: preparationRows(dishes)
      .sort((a, b) => b.p90Seconds - a.p90Seconds || a.label.localeCompare(b.label, 'tr'))
      .slice(0, REPORT_LIST_MAX),
  };
}
