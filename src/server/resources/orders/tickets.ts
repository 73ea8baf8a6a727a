import type { Kysely, Transaction } from 'kysely';
import type { LineState } from '../../../shared/orders.js';
import type { LineOption } from '../../../shared/schemas/order.js';
import { RECALLABLE_TICKETS, type StationScreen, type Ticket } from '../../../shared/schemas/station.js';
import type { DialectName } from '../../platform/db/dialect.js';
import type { Database, OrderLineRow, TicketRow } from '../../platform/db/schema.js';
import { conflict, HttpError, notFound } from '../../platform/http/errors.js';
import { MISSING as MISSING_STATION, stationsOf } from '../stations/queries.js';
import { addEvent, locked, type Executor } from './events.js';

export const MISSING_TICKET = 'Fiş bulunamadı';

/** The states in which a line needs nothing more of its station. */
const DONE: readonly LineState[] = ['ready', 'served', 'cancelled'];

/**
 * A confirmed order goes to the stations that prepare it (D59): its lines not yet on a ticket,
 * split by station (the dish's, else its category's, else the default), one ticket each, in the
 * confirmation's transaction. The station's and the table's names are kept with the ticket.
 */
export async function issueTickets(trx: Transaction<Database>, orderId: number, at: Date): Promise<void> {
  const order = await trx.selectFrom('orders').select(['tableName']).where('id', '=', orderId).executeTakeFirstOrThrow();
  const lines = await trx
    .selectFrom('orderLines')
    .select(['id', 'productId'])
    .where('orderId', '=', orderId)
    .where('ticketId', 'is', null)
    .where('state', 'in', ['confirmed', 'preparing'])
    .orderBy('id')
    .execute();
  if (lines.length === 0) return;
  const routes = await stationsOf(
    trx,
    lines.map((line) => line.productId),
  );
  const byStation = new Map<number, number[]>();
  for (const line of lines) {
    const station = routes.get(line.productId) ?? routes.get(null)!;
    const ids = byStation.get(station.id) ?? [];
    ids.push(line.id);
    byStation.set(station.id, ids);
  }
  for (const [stationId, lineIds] of byStation) {
    const station = [...routes.values()].find((candidate) => candidate.id === stationId)!;
    const { id } = await trx
      .insertInto('tickets')
      .values({ orderId, stationId, stationName: station.name, tableName: order.tableName, confirmedAt: at.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('orderLines').set({ ticketId: id }).where('id', 'in', lineIds).execute();
  }
}

/**
 * After a line of a ticket changed: the ticket is bumped once nothing on it waits (each line
 * ready, served or cancelled), and back on its screen if a line waits again.
 */
export async function settleTicket(trx: Transaction<Database>, ticketId: number | null, at: Date): Promise<void> {
  if (ticketId === null) return;
  const states = await trx.selectFrom('orderLines').select('state').where('ticketId', '=', ticketId).execute();
  const done = states.every((line) => DONE.includes(line.state));
  await trx
    .updateTable('tickets')
    .set({ bumpedAt: done ? at.toISOString() : null })
    .where('id', '=', ticketId)
    .where('bumpedAt', done ? 'is' : 'is not', null)
    .execute();
}

/** What a station's screen shows: its waiting tickets, oldest first, and the last ones bumped, for 'Geri al'. */
export async function stationScreen(db: Executor, stationId: number): Promise<Omit<StationScreen, 'printerProblem'>> {
  const station = await db
    .selectFrom('stations')
    .select(['id', 'name', 'colour', 'warnMinutes', 'isDefault'])
    .where('id', '=', stationId)
    .executeTakeFirst();
  if (!station) throw notFound(MISSING_STATION);
  // The default station takes the tickets of a station since deleted.
  const ofStation = db
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.orderId')
    .selectAll('t')
    .select(['o.source', 'o.createdByName', 'o.confirmedByName'])
    .where((eb) =>
      station.isDefault === 1
        ? eb.or([eb('t.stationId', '=', stationId), eb('t.stationId', 'is', null)])
        : eb('t.stationId', '=', stationId),
    )
    .where('o.closedAt', 'is', null);
  const [open, bumped] = await Promise.all([
    ofStation.where('t.bumpedAt', 'is', null).orderBy('t.confirmedAt').orderBy('t.id').execute(),
    ofStation.where('t.bumpedAt', 'is not', null).orderBy('t.bumpedAt', 'desc').orderBy('t.id', 'desc').limit(RECALLABLE_TICKETS).execute(),
  ]);
  const lines = await linesOfTickets(db, [...open, ...bumped]);
  const { isDefault: _default, ...shown } = station;
  return { station: shown, open: open.map((row) => ticketOf(row, lines)), bumped: bumped.map((row) => ticketOf(row, lines)) };
}

type TicketWithOrder = TicketRow & { source: 'table' | 'waiter'; createdByName: string | null; confirmedByName: string | null };

async function linesOfTickets(db: Executor, tickets: readonly TicketRow[]): Promise<Map<number, OrderLineRow[]>> {
  const byTicket = new Map<number, OrderLineRow[]>();
  if (tickets.length === 0) return byTicket;
  const rows = await db
    .selectFrom('orderLines')
    .selectAll()
    .where(
      'ticketId',
      'in',
      tickets.map((ticket) => ticket.id),
    )
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const ofTicket = byTicket.get(row.ticketId!) ?? [];
    ofTicket.push(row);
    byTicket.set(row.ticketId!, ofTicket);
  }
  return byTicket;
}

function ticketOf(row: TicketWithOrder, lines: Map<number, OrderLineRow[]>): Ticket {
  return {
    id: row.id,
    orderId: row.orderId,
    station: row.stationName,
    table: row.tableName,
    // A waiter's order is theirs; a guest's, the waiter's who confirmed it; one sent straight to the kitchen, the guests' ("Misafir").
    waiter: row.source === 'waiter' ? row.createdByName : row.confirmedByName,
    confirmedAt: row.confirmedAt,
    bumpedAt: row.bumpedAt,
    printedAt: row.printedAt,
    lines: (lines.get(row.id) ?? []).map((line) => ({
      id: line.id,
      nameTr: line.nameTr,
      sizeTr: line.sizeTr,
      options: JSON.parse(line.options) as LineOption[],
      quantity: line.quantity,
      note: line.note,
      language: line.language as Ticket['lines'][number]['language'],
      state: line.state,
      cancelReason: line.cancelReason,
    })),
  };
}

/** One ticket as its screen shows it. */
export async function readTicket(db: Executor, id: number): Promise<Ticket> {
  const row = await db
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.orderId')
    .selectAll('t')
    .select(['o.source', 'o.createdByName', 'o.confirmedByName'])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(MISSING_TICKET);
  return ticketOf(row, await linesOfTickets(db, [row]));
}

/** The ticket a line went out on, as its screen shows it now. */
export async function lineTicket(db: Executor, lineId: number): Promise<Ticket> {
  const line = await db.selectFrom('orderLines').select('ticketId').where('id', '=', lineId).executeTakeFirst();
  if (line?.ticketId === null || line?.ticketId === undefined) throw notFound(MISSING_TICKET);
  return readTicket(db, line.ticketId);
}

/**
 * Claims a ticket's printing at `at`: true for the one caller (a station's network printer, a
 * station PC printing by itself) that is to print it, false when it has been claimed already.
 * Of two claims at once, on one instance or two, the database lets one through.
 */
export async function claimPrinting(db: Executor, id: number, at: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('tickets')
    .set({ printedAt: at.toISOString() })
    .where('id', '=', id)
    .where('printedAt', 'is', null)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

/**
 * A station PC's claim to print a ticket by itself (D59): the ticket when this PC is the one to
 * print it, 409 `printed` when a network printer or another PC has printed it already.
 */
export async function claimTicketPrint(db: Executor, id: number, at: Date): Promise<Ticket> {
  if (!(await claimPrinting(db, id, at))) {
    await readTicket(db, id);
    throw new HttpError(409, 'printed', 'Bu fiş zaten yazdırıldı.');
  }
  return readTicket(db, id);
}

/** A ticket and its order's table, for a change at its station; a closed table's tickets change no more. */
async function ticketToChange(trx: Executor, id: number) {
  const ticket = await trx
    .selectFrom('tickets as t')
    .innerJoin('orders as o', 'o.id', 't.orderId')
    .select(['t.id', 't.bumpedAt', 'o.tableId', 'o.closedAt'])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!ticket) throw notFound(MISSING_TICKET);
  if (ticket.closedAt !== null) throw conflict('Bu fişin masası kapandı.');
  return ticket;
}

/**
 * The whole ticket moves on at its station: 'Hazırlanıyor' starts every line still waiting,
 * 'Hazır' makes every line not yet ready ready and bumps the ticket. Of two taps on 'Hazır' at
 * the same moment (two screens, two instances) exactly one bumps it; the other is told so.
 */
export async function stepTicket(
  db: Kysely<Database>,
  dialect: DialectName,
  id: number,
  state: 'preparing' | 'ready',
  now: Date,
): Promise<Ticket> {
  return locked(db, dialect, async (trx) => {
    const ticket = await ticketToChange(trx, id);
    const at = now.toISOString();
    if (state === 'ready') {
      const bumped = await trx
        .updateTable('tickets')
        .set({ bumpedAt: at })
        .where('id', '=', id)
        .where('bumpedAt', 'is', null)
        .executeTakeFirst();
      if (Number(bumped.numUpdatedRows) === 0) throw new HttpError(409, 'bumped', 'Bu fiş zaten hazır.');
    } else if (ticket.bumpedAt !== null) {
      throw new HttpError(409, 'bumped', 'Bu fiş zaten hazır: önce geri alın.');
    }
    const from: LineState[] = state === 'ready' ? ['confirmed', 'preparing'] : ['confirmed'];
    await trx.updateTable('orderLines').set({ state, changedAt: at }).where('ticketId', '=', id).where('state', 'in', from).execute();
    if (ticket.tableId !== null) await addEvent(trx, dialect, ticket.tableId, state === 'ready' ? 'ready' : 'line', now);
    return readTicket(trx, id);
  });
}

/**
 * 'Geri al': a ticket bumped by mistake comes back to its screen, its ready lines being prepared
 * again (those already served stay served).
 */
export async function recallTicket(db: Kysely<Database>, dialect: DialectName, id: number, now: Date): Promise<Ticket> {
  return locked(db, dialect, async (trx) => {
    const ticket = await ticketToChange(trx, id);
    if (ticket.bumpedAt === null) throw new HttpError(409, 'waiting', 'Bu fiş zaten ekranda.');
    const at = now.toISOString();
    const recalled = await trx
      .updateTable('orderLines')
      .set({ state: 'preparing', changedAt: at })
      .where('ticketId', '=', id)
      .where('state', '=', 'ready')
      .executeTakeFirst();
    if (Number(recalled.numUpdatedRows) === 0) throw new HttpError(409, 'served', 'Bu fişin hazır bir satırı kalmadı: geri alınamaz.');
    await trx.updateTable('tickets').set({ bumpedAt: null }).where('id', '=', id).execute();
    if (ticket.tableId !== null) await addEvent(trx, dialect, ticket.tableId, 'line', now);
    return readTicket(trx, id);
  });
}
