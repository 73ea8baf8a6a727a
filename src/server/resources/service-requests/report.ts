import type { Kysely } from 'kysely';
import { addDays, calendarDayIn, instantIn, type CalendarDay } from '../../../shared/calendar.js';
import type { TableRequests } from '../../../shared/schemas/report.js';
import type { Database } from '../../platform/db/schema.js';

/** A call as the reports read it: its table, kind, local day and how long until a waiter came (null: no one took it). */
export interface AnsweredCall {
  table: string;
  kind: 'waiter' | 'bill';
  day: CalendarDay;
  responseSeconds: number | null;
}

/**
 * Guests' calls made from `from` to `to` (the restaurant's days), but those the guest took back:
 * a call taken ('Geldim') was answered then; one finished without it, when it was finished.
 */
export async function callsBetween(db: Kysely<Database>, timeZone: string, from: CalendarDay, to: CalendarDay): Promise<AnsweredCall[]> {
  const rows = await db
    .selectFrom('serviceRequests')
    .select(['tableName', 'kind', 'createdAt', 'takenAt', 'doneAt'])
    .where('createdAt', '>=', instantIn(timeZone, from, 0, 0).toISOString())
    .where('createdAt', '<', instantIn(timeZone, addDays(to, 1), 0, 0).toISOString())
    .where('state', '!=', 'cancelled')
    .execute();
  return rows.map((row) => {
    const answered = row.takenAt ?? row.doneAt;
    return {
      table: row.tableName,
      kind: row.kind,
      day: calendarDayIn(timeZone, new Date(row.createdAt)),
      responseSeconds: answered === null ? null : Math.max(0, Math.round((Date.parse(answered) - Date.parse(row.createdAt)) / 1000)),
    };
  });
}

/** The calls per table, most first: waiters and bills asked for, and the median time until a waiter came. */
export function requestsPerTable(calls: readonly AnsweredCall[]): TableRequests[] {
  const tables = new Map<string, AnsweredCall[]>();
  for (const call of calls) tables.set(call.table, [...(tables.get(call.table) ?? []), call]);
  return [...tables.entries()]
    .map(([table, ofTable]) => ({
      table,
      waiter: ofTable.filter((call) => call.kind === 'waiter').length,
      bill: ofTable.filter((call) => call.kind === 'bill').length,
      medianSeconds: median(ofTable.flatMap((call) => (call.responseSeconds === null ? [] : [call.responseSeconds]))),
    }))
    .sort((a, b) => b.waiter + b.bill - (a.waiter + a.bill) || a.table.localeCompare(b.table, 'tr', { numeric: true }));
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}
