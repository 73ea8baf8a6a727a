import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Hours } from '../../../shared/opening-hours.js';
import { localTimeIn, openStatus } from '../../../shared/opening-hours.js';
import {
  REQUEST_COOLDOWN_MS,
  type BoardEvent,
  type BoardRequest,
  type GuestRequest,
  type ServiceRequestInput,
} from '../../../shared/schemas/service-request.js';
import { foldTurkish } from '../../../shared/text.js';
import { announce } from '../../platform/db/notifications.js';
import { lockKey, type DialectName } from '../../platform/db/dialect.js';
import type { Database, ServiceEventTable, ServiceRequestRow } from '../../platform/db/schema.js';
import { conflict, HttpError, notFound } from '../../platform/http/errors.js';
import type { StaffUser } from '../../../shared/schemas/user.js';

/** The channel every instance's board stream listens on for new events. */
export const REQUESTS_CHANNEL = 'sofra_service_requests';

/**
 * Every write of a call takes this lock, so the events are numbered in the order they commit:
 * a board that has event 7 has every event before it (PostgreSQL hands out identities at insert,
 * not at commit). On SQLite a transaction has the only connection to itself.
 */
const LOCK = 'service-requests';

/** How long the raw traces of a guest (the phone's hash) and the stream's events are kept. */
export const EVENT_RETENTION_MS = 48 * 3_600_000;

export const MISSING = 'Çağrı bulunamadı';

type Executor = Kysely<Database> | Transaction<Database>;

const hashOf = (device: string) => createHash('sha256').update(`sofra-device:${device}`).digest('base64url');

function boardRequestOf(row: ServiceRequestRow): BoardRequest {
  return {
    id: row.id,
    table: row.tableName,
    kind: row.kind,
    state: row.state,
    createdAt: row.createdAt,
    takenAt: row.takenAt,
    takenBy: row.takenByName === null ? null : { id: row.takenById, name: row.takenByName },
    doneAt: row.doneAt,
  };
}

const guestRequestOf = (row: ServiceRequestRow): GuestRequest => ({
  id: row.clientId,
  kind: row.kind,
  state: row.state,
  createdAt: row.createdAt,
});

async function addEvent(trx: Transaction<Database>, dialect: DialectName, requestId: number, type: ServiceEventTable['type'], at: string) {
  await trx.insertInto('serviceEvents').values({ requestId, type, at }).execute();
  await announce(trx, dialect, REQUESTS_CHANNEL);
}

/** Why a call is refused: a cooldown (with the seconds left), the restaurant closed, or no such table. */
export type Refusal = { refused: 'cooldown'; retryAfterSeconds: number } | { refused: 'closed' } | { refused: 'unknown-table' };

export interface CallOptions {
  now: Date;
  timeZone: string;
  hours: Hours;
}

/**
 * Stores a guest's call, unless the same phone or table asked for the same thing within the
 * cooldown, the restaurant is closed by its hours, or the table is not one staff set up. A
 * call sent again (the same `id`) is answered with the one stored, whatever came since. The
 * checks and the write hold the calls' lock, so two calls at the same moment cannot both pass.
 */
export async function makeCall(
  db: Kysely<Database>,
  dialect: DialectName,
  input: ServiceRequestInput,
  { now, timeZone, hours }: CallOptions,
): Promise<{ request: GuestRequest; created: boolean } | Refusal> {
  const existing = await byClientId(db, input.id);
  if (existing) return { request: guestRequestOf(existing), created: false };
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, dialect, LOCK);
    const again = await byClientId(trx, input.id);
    if (again) return { request: guestRequestOf(again), created: false };
    const table = await trx
      .selectFrom('diningTables')
      .select(['id', 'name'])
      .where('nameKey', '=', foldTurkish(input.table))
      .executeTakeFirst();
    if (!table) return { refused: 'unknown-table' } as const;
    if (hasHours(hours) && !openStatus(hours, localTimeIn(timeZone, now)).open) return { refused: 'closed' } as const;
    const deviceHash = hashOf(input.device);
    const since = new Date(now.getTime() - REQUEST_COOLDOWN_MS).toISOString();
    // The table's calls, but one its guest cancelled; the phone's, cancelled ones too (no call, cancel, call again).
    const last = await trx
      .selectFrom('serviceRequests')
      .select(sql<string>`max(created_at)`.as('at'))
      .where('kind', '=', input.kind)
      .where('createdAt', '>', since)
      .where((eb) => eb.or([eb.and([eb('tableId', '=', table.id), eb('state', '!=', 'cancelled')]), eb('deviceHash', '=', deviceHash)]))
      .executeTakeFirst();
    if (last?.at) {
      const waitMs = new Date(last.at).getTime() + REQUEST_COOLDOWN_MS - now.getTime();
      return { refused: 'cooldown', retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) } as const;
    }
    const createdAt = now.toISOString();
    const row = await trx
      .insertInto('serviceRequests')
      .values({ clientId: input.id, tableId: table.id, tableName: table.name, kind: input.kind, state: 'open', deviceHash, createdAt })
      .returningAll()
      .executeTakeFirstOrThrow();
    await addEvent(trx, dialect, row.id, 'opened', createdAt);
    return { request: guestRequestOf(row), created: true };
  });
}

/** Whether the restaurant has given any opening hours: without, it is never closed by them. */
export function hasHours(hours: Hours): boolean {
  return hours.week.some((windows) => windows.length > 0) || hours.exceptions.length > 0;
}

async function byClientId(db: Executor, clientId: string): Promise<ServiceRequestRow | undefined> {
  return db.selectFrom('serviceRequests').selectAll().where('clientId', '=', clientId).executeTakeFirst();
}

/** A guest's call as it is now (has a waiter taken it?). */
export async function guestCall(db: Kysely<Database>, clientId: string): Promise<GuestRequest> {
  const row = await byClientId(db, clientId);
  if (!row) throw notFound(MISSING);
  return guestRequestOf(row);
}

/** The guest takes their call back, while no one has taken it; cancelling twice is cancelling once. */
export async function cancelCall(db: Kysely<Database>, dialect: DialectName, clientId: string, now: Date): Promise<GuestRequest> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, dialect, LOCK);
    const row = await byClientId(trx, clientId);
    if (!row) throw notFound(MISSING);
    if (row.state === 'cancelled') return guestRequestOf(row);
    if (row.state !== 'open') throw new HttpError(409, 'taken', 'Bu çağrı alındı bile: garson geliyor.');
    const at = now.toISOString();
    const updated = await trx
      .updateTable('serviceRequests')
      .set({ state: 'cancelled', cancelledAt: at })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await addEvent(trx, dialect, row.id, 'cancelled', at);
    return guestRequestOf(updated);
  });
}

/**
 * A waiter takes a call ('Geldim'): only an open one, so of two staff who tap at the same moment
 * exactly one gets it; the other is told who did.
 */
export async function takeCall(db: Kysely<Database>, dialect: DialectName, id: number, staff: StaffUser, now: Date): Promise<BoardRequest> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, dialect, LOCK);
    const at = now.toISOString();
    const taken = await trx
      .updateTable('serviceRequests')
      .set({ state: 'taken', takenAt: at, takenById: staff.id, takenByName: staff.name })
      .where('id', '=', id)
      .where('state', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    if (taken) {
      await addEvent(trx, dialect, id, 'taken', at);
      return boardRequestOf(taken);
    }
    const row = await trx.selectFrom('serviceRequests').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(MISSING);
    throw refusalOf(row);
  });
}

/** A call is finished ('Tamam'): one that is open or taken, once. */
export async function finishCall(
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
  staff: StaffUser,
  now: Date,
): Promise<BoardRequest> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, dialect, LOCK);
    const at = now.toISOString();
    const row = await trx.selectFrom('serviceRequests').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(MISSING);
    if (row.state !== 'open' && row.state !== 'taken') throw refusalOf(row);
    // Finished without 'Geldim' first: whoever finished it took it.
    const takenBy = row.state === 'open' ? { takenAt: at, takenById: staff.id, takenByName: staff.name } : {};
    const done = await trx
      .updateTable('serviceRequests')
      .set({ state: 'done', doneAt: at, ...takenBy })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await addEvent(trx, dialect, id, 'done', at);
    return boardRequestOf(done);
  });
}

function refusalOf(row: ServiceRequestRow): HttpError {
  if (row.state === 'cancelled') return conflict('Misafir bu çağrıyı iptal etti.');
  if (row.state === 'done') return conflict(`Bu çağrı tamamlandı${row.takenByName ? ` (${row.takenByName})` : ''}.`);
  return new HttpError(409, 'taken', `Bu çağrıyı ${row.takenByName ?? 'başka biri'} aldı.`);
}

/** What the board shows when it opens: the calls open or taken, oldest first, and the last event so far. */
export async function boardState(db: Kysely<Database>): Promise<{ requests: BoardRequest[]; lastEventId: number }> {
  // The last event first: anything after it reaches the board through its stream, as the call is then.
  const lastEventId = await latestEventId(db);
  const rows = await db.selectFrom('serviceRequests').selectAll().where('state', 'in', ['open', 'taken']).orderBy('id').execute();
  return { requests: rows.map(boardRequestOf), lastEventId };
}

/** The last event so far (0 when none). */
export const latestEventId = (db: Executor): Promise<number> => eventIdAt(db, 'max');

/** The oldest event kept (0 when none): a board that last saw an event before it cannot catch up. */
export const oldestEventId = (db: Executor): Promise<number> => eventIdAt(db, 'min');

async function eventIdAt(db: Executor, end: 'max' | 'min'): Promise<number> {
  const row = await db
    .selectFrom('serviceEvents')
    .select((eb) => eb.fn[end]<number | null>('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The events after `after`, in order, each with its call as it is now; at most `limit`. */
export async function eventsAfter(db: Executor, after: number, limit: number): Promise<BoardEvent[]> {
  const rows = await db
    .selectFrom('serviceEvents as e')
    .innerJoin('serviceRequests as r', 'r.id', 'e.requestId')
    .selectAll('r')
    .select(['e.id as eventId', 'e.type as eventType'])
    .where('e.id', '>', after)
    .orderBy('e.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.eventId, type: row.eventType, request: boardRequestOf(row) }));
}

/**
 * Forgets what a guest's call needs only for a while: the phone's hash once its cooldown is long
 * past, and the stream's events once no board could still be catching up on them. The calls
 * themselves stay, for the reports.
 */
export async function forgetOldTraces(db: Kysely<Database>, now: Date): Promise<void> {
  const before = new Date(now.getTime() - EVENT_RETENTION_MS).toISOString();
  await db
    .updateTable('serviceRequests')
    .set({ deviceHash: null })
    .where('createdAt', '<', before)
    .where('deviceHash', 'is not', null)
    .execute();
  await db.deleteFrom('serviceEvents').where('at', '<', before).execute();
}
