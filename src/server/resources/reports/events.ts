import type { Kysely } from 'kysely';
import type { CalendarDay } from '../../../shared/calendar.js';
import { SEARCH_TEXT_MAX } from '../../../shared/guest-events.js';
import type { GuestEvent } from '../../../shared/schemas/report.js';
import { foldTurkish } from '../../../shared/text.js';
import type { Database } from '../../platform/db/schema.js';
import { repeatEvery, type Repeated } from '../../platform/repeat.js';

/**
 * Guests' events on their way to the database (docs/reports.md): each batch a phone sends is
 * put in a buffer of bounded size, which is written out in one transaction every second, as
 * raw rows (kept 48 hours) and as daily totals. When the buffer is full an event is dropped and
 * counted as dropped, never queued: counting must never slow the menu guests are reading.
 */

/**
 * The kinds as stored: a guest's kinds (shared/guest-events.ts), a search split by whether it
 * found something (`search`) or not (`search-empty`), and `dropped`, what overload cost.
 */
export const STORED_KINDS = ['visit', 'scan', 'dish', 'search', 'search-empty', 'allergen', 'tag', 'dropped'] as const;
export type StoredKind = (typeof STORED_KINDS)[number];

/** One event waiting to be written: when, on which of the restaurant's days, what, and the one thing it names. */
export interface PendingEvent {
  at: string;
  day: CalendarDay;
  kind: Exclude<StoredKind, 'dropped'>;
  /** A table's folded name (its id once written), a dish's or tag's id, a language, an allergen, a search's folded text. */
  key: string;
}

/** A search as matched (`Kaşarlı  PİDE` and `kasarli pide` are one), cut to the longest a phone sends. */
export const searchKey = (text: string) => foldTurkish(text).slice(0, SEARCH_TEXT_MAX);

/** What an event is stored as. */
export function pendingEvent(event: GuestEvent, at: string, day: CalendarDay): PendingEvent {
  switch (event.kind) {
    case 'visit':
      return { at, day, kind: 'visit', key: event.language };
    case 'scan':
      return { at, day, kind: 'scan', key: foldTurkish(event.table) };
    case 'dish':
      return { at, day, kind: 'dish', key: String(event.productId) };
    case 'search':
      return { at, day, kind: event.found ? 'search' : 'search-empty', key: searchKey(event.text) };
    case 'allergen':
      return { at, day, kind: 'allergen', key: event.allergen };
    case 'tag':
      return { at, day, kind: 'tag', key: String(event.tagId) };
  }
}

/**
 * How many different search texts of a kind a day keeps; later new ones that day are counted
 * together under OTHER_SEARCHES, so made-up searches cannot grow the totals without end.
 */
export const SEARCH_TEXTS_PER_DAY = 500;
export const OTHER_SEARCHES = '…';

/** How long raw events are kept; the daily totals stay. */
export const RAW_EVENT_HOURS = 48;

const CHUNK = 500;
const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * The events as stored: a scan names its table by id, a dish or tag that is not there (any
 * more, or never was) is left out, like a table no one set up; a search beyond the day's
 * different texts is counted as OTHER_SEARCHES.
 */
async function resolved(trx: Kysely<Database>, events: readonly PendingEvent[]): Promise<PendingEvent[]> {
  const keysOf = (kind: PendingEvent['kind']) => [...new Set(events.filter((event) => event.kind === kind).map((event) => event.key))];
  const tableIds = new Map<string, string>();
  for (const names of chunks(keysOf('scan'))) {
    const rows = await trx.selectFrom('diningTables').select(['id', 'nameKey']).where('nameKey', 'in', names).execute();
    for (const row of rows) tableIds.set(row.nameKey, String(row.id));
  }
  const existing = async (table: 'products' | 'tags', kind: 'dish' | 'tag') => {
    const found = new Set<string>();
    for (const ids of chunks(keysOf(kind).map(Number))) {
      for (const row of await trx.selectFrom(table).select('id').where('id', 'in', ids).execute()) found.add(String(row.id));
    }
    return found;
  };
  const products = await existing('products', 'dish');
  const tags = await existing('tags', 'tag');
  const searches = await searchKeys(trx, events);
  return events.flatMap((event): PendingEvent[] => {
    switch (event.kind) {
      case 'scan': {
        const id = tableIds.get(event.key);
        return id === undefined ? [] : [{ ...event, key: id }];
      }
      case 'dish':
        return products.has(event.key) ? [event] : [];
      case 'tag':
        return tags.has(event.key) ? [event] : [];
      case 'search':
      case 'search-empty':
        return [{ ...event, key: searches.get(`${event.day} ${event.kind} ${event.key}`) ?? OTHER_SEARCHES }];
      default:
        return [event];
    }
  });
}

/** Each search's key as it is counted (its own text, while its day has room for another), by `day kind text`. */
async function searchKeys(trx: Kysely<Database>, events: readonly PendingEvent[]): Promise<Map<string, string>> {
  const groups = new Map<string, { day: string; kind: StoredKind; keys: Set<string> }>();
  for (const event of events) {
    if (event.kind !== 'search' && event.kind !== 'search-empty') continue;
    const group = `${event.day} ${event.kind}`;
    if (!groups.has(group)) groups.set(group, { day: event.day, kind: event.kind, keys: new Set() });
    groups.get(group)!.keys.add(event.key);
  }
  const kept = new Map<string, string>();
  for (const [group, { day, kind, keys }] of groups) {
    const known = new Set<string>();
    for (const some of chunks([...keys])) {
      const rows = await trx
        .selectFrom('eventTotals')
        .select('key')
        .where('day', '=', day)
        .where('kind', '=', kind)
        .where('key', 'in', some)
        .execute();
      for (const row of rows) known.add(row.key);
    }
    const { n } = await trx
      .selectFrom('eventTotals')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('day', '=', day)
      .where('kind', '=', kind)
      .executeTakeFirstOrThrow();
    let room = SEARCH_TEXTS_PER_DAY - Number(n);
    for (const key of keys) {
      if (known.has(key)) kept.set(`${group} ${key}`, key);
      else if (room > 0) {
        room -= 1;
        kept.set(`${group} ${key}`, key);
      }
    }
  }
  return kept;
}

/**
 * Writes `events` and the events dropped on each day (`dropped`) in one transaction: each event
 * as a raw row, and each day's totals added to what is there. Every instance adds to the same
 * rows with INSERT … ON CONFLICT DO UPDATE, which the database applies row by row under the
 * row's lock, so two writes at once both count; rows are written in one order (day, kind,
 * key), so two such transactions never wait for each other in a circle.
 */
export async function writeEvents(
  db: Kysely<Database>,
  events: readonly PendingEvent[],
  dropped: ReadonlyMap<CalendarDay, number>,
): Promise<void> {
  if (events.length === 0 && dropped.size === 0) return;
  await db.transaction().execute(async (trx) => {
    const stored = await resolved(trx, events);
    for (const some of chunks(stored)) {
      await trx
        .insertInto('guestEvents')
        .values(some.map(({ at, kind, key }) => ({ at, kind, key })))
        .execute();
    }
    const totals = new Map<string, { day: string; kind: StoredKind; key: string; count: number }>();
    const add = (day: string, kind: StoredKind, key: string, count: number) => {
      const id = JSON.stringify([day, kind, key]);
      const total = totals.get(id);
      if (total) total.count += count;
      else totals.set(id, { day, kind, key, count });
    };
    for (const event of stored) add(event.day, event.kind, event.key, 1);
    for (const [day, count] of dropped) add(day, 'dropped', '', count);
    const rows = [...totals.values()].sort((a, b) => compare(a.day, b.day) || compare(a.kind, b.kind) || compare(a.key, b.key));
    for (const some of chunks(rows)) {
      await trx
        .insertInto('eventTotals')
        .values(some)
        .onConflict((conflict) =>
          conflict.columns(['day', 'kind', 'key']).doUpdateSet((eb) => ({ count: eb('eventTotals.count', '+', eb.ref('excluded.count')) })),
        )
        .execute();
    }
  });
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Deletes the raw events older than RAW_EVENT_HOURS by `now`; the totals stay. How many went. */
export async function deleteOldEvents(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - RAW_EVENT_HOURS * 60 * 60 * 1000).toISOString();
  const result = await db.deleteFrom('guestEvents').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** How often each instance deletes the raw events past their 48 hours (and once at its start). */
export const RETENTION_CHECK_MS = 60 * 60 * 1000;

export const watchEventRetention = (run: () => Promise<unknown>, onError: (error: unknown) => void): Repeated =>
  repeatEvery(RETENTION_CHECK_MS, run, onError);

export interface GuestEventSettings {
  /** How often the buffer is written out; 0 writes it only when the app closes. */
  flushEveryMs: number;
  /** The most events the buffer holds between two writes. */
  capacity: number;
}

export const GUEST_EVENT_SETTINGS: GuestEventSettings = { flushEveryMs: 1000, capacity: 10_000 };

/** The buffer of one instance: batches in, a write every `flushEveryMs`, and a last write when the app closes. */
export class GuestEventRecorder {
  private pending: PendingEvent[] = [];
  private dropped = new Map<CalendarDay, number>();
  private readonly flushing: Repeated | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly settings: GuestEventSettings,
    /** Told of each event dropped (Prometheus's counter, when metrics are on). */
    private readonly onDropped: (count: number) => void,
    onError: (error: unknown) => void,
  ) {
    if (settings.flushEveryMs > 0) this.flushing = repeatEvery(settings.flushEveryMs, () => this.flush(), onError);
  }

  /** How many events wait to be written. */
  get waiting(): number {
    return this.pending.length;
  }

  /** Takes what fits of a batch received `at`, on the restaurant's `day`; the rest is dropped and counted. How many were dropped. */
  accept(events: readonly GuestEvent[], at: Date, day: CalendarDay): number {
    const room = Math.max(0, this.settings.capacity - this.pending.length);
    const stamp = at.toISOString();
    for (const event of events.slice(0, room)) this.pending.push(pendingEvent(event, stamp, day));
    const dropped = events.length - Math.min(room, events.length);
    if (dropped > 0) this.countDropped(day, dropped);
    return dropped;
  }

  /**
   * Writes out what waits. A write that fails loses its events, counted as dropped (written with
   * the next write that succeeds): never retried, so no event can hold the buffer up.
   */
  async flush(): Promise<void> {
    const events = this.pending;
    const dropped = this.dropped;
    this.pending = [];
    this.dropped = new Map();
    try {
      await writeEvents(this.db, events, dropped);
    } catch (error) {
      for (const [day, count] of dropped) this.dropped.set(day, (this.dropped.get(day) ?? 0) + count);
      for (const event of events) this.countDropped(event.day, 1);
      throw error;
    }
  }

  /** Stops the timer and writes what waits (the app's close, before the database closes). */
  async stop(): Promise<void> {
    await this.flushing?.stop();
    await this.flush();
  }

  private countDropped(day: CalendarDay, count: number): void {
    this.dropped.set(day, (this.dropped.get(day) ?? 0) + count);
    this.onDropped(count);
  }
}
