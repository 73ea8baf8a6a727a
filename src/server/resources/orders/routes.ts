import { z } from 'zod';
import {
  basketLineChange,
  basketLineInput,
  guestTableQuery,
  guestTableState,
  lineCancelInput,
  lineClientId,
  lineQuantityInput,
  lineStepInput,
  sendInput,
  staffOrder,
  staffTable,
  waiterOrderInput,
} from '../../../shared/schemas/order.js';
import { staffOf } from '../../platform/auth/guards.js';
import type { ServerContext } from '../../platform/context.js';
import { answerOf, idParams, noContent, refusals, type Api } from '../../platform/http/contract.js';
import { EventStream, serveStream, streamQuery } from '../../platform/http/event-stream.js';
import { repeatEvery } from '../../platform/repeat.js';
import { ORDERS_CHANNEL } from './events.js';
import { kitchenRoutes } from './kitchen-routes.js';
import { TicketPrinter } from './ticket-print.js';
import {
  addBasketLine,
  cancelLine,
  changeBasketLine,
  changeLineQuantity,
  confirmOrder,
  forgetOldTableEvents,
  guestTableId,
  guestTableState as readGuestTable,
  MISSING_LINE,
  MISSING_ORDER,
  MISSING_TABLE,
  openTable,
  popularDishes,
  sendBasket,
  staffTables,
  stepLine,
  tableEvents,
  takeOrder,
  type OrderContext,
  type TableEvent,
} from './queries.js';

const guestTags = ['Masadan sipariş'];
const tags = ['Masalar'];

/** How often the streams' old events are forgotten. */
const FORGET_EVERY_MS = 3_600_000;
/** How often tickets waiting for a printer that failed are sent again. */
const PRINT_EVERY_MS = 3_000;

/** A live stream of the tables' changes (one per scope: the guests', the staff's). */
async function tableStream(app: Api, { db, notifications, boardConnections }: ServerContext): Promise<EventStream<TableEvent>> {
  const stream = new EventStream(db, tableEvents, boardConnections, (error) => app.log.warn({ err: error }, 'orders stream failed'));
  await stream.start(notifications);
  app.addHook('preClose', async () => stream.close());
  return stream;
}

const streamAnswer = {
  200: answerOf(
    'Each change at the table(s) as an event `{ id, tableId, type }`, as it happens: load again what it changed.',
    'text/event-stream',
  ),
};

async function contextOf({ menuCache, now, today, timeZone }: ServerContext): Promise<OrderContext> {
  return { menu: (await menuCache.get()).full, now: now(), today: today(), timeZone };
}

/**
 * A guest's ordering from the table's code (D57): the table's shared basket, its lines added and
 * changed by the phone that added them, 'Siparişi gönder', and what became of the orders. Each
 * answer is the table as the phone shows it now.
 */
export async function guestOrderRoutes(app: Api, context: ServerContext): Promise<void> {
  const { db, dialect, menuCache } = context;
  const stream = await tableStream(app, context);
  const answer = { 200: guestTableState, 201: guestTableState };
  const stateOf = async (access: z.infer<typeof guestTableQuery>) => readGuestTable(db, access, (await menuCache.get()).full);

  app.get(
    '/api/table-orders',
    { schema: { tags: guestTags, querystring: guestTableQuery, response: { 200: guestTableState, ...refusals(400, 403, 404) } } },
    async (request) => stateOf(request.query),
  );

  app.get(
    '/api/table-orders/stream',
    {
      schema: {
        tags: guestTags,
        description: "Server-Sent Events: each change at the guest's table (its basket, its orders). Needs Accept: text/event-stream.",
        querystring: guestTableQuery.extend(streamQuery),
        response: { ...streamAnswer, ...refusals(400, 403, 404, 406, 503) },
      },
    },
    async (request, reply) => {
      const tableId = await guestTableId(db, request.query);
      serveStream(stream, request, reply, request.query.after, (event) => event.tableId === tableId);
    },
  );

  app.post(
    '/api/basket-lines',
    { schema: { tags: guestTags, body: basketLineInput, response: { ...answer, ...refusals(400, 403, 404, 409) } } },
    async (request, reply) => {
      await addBasketLine(db, dialect, request.body, await contextOf(context));
      return reply.code(201).send(await stateOf(request.body));
    },
  );

  app.patch(
    '/api/basket-lines/:id',
    {
      schema: {
        tags: guestTags,
        params: lineClientId,
        body: basketLineChange,
        response: { 200: guestTableState, ...refusals(400, 403, 404, 409) },
      },
    },
    async (request) => {
      await changeBasketLine(db, dialect, request.params.id, request.body, await contextOf(context));
      return stateOf(request.body);
    },
  );

  app.post(
    '/api/orders',
    { schema: { tags: guestTags, body: sendInput, response: { ...answer, ...refusals(400, 403, 404, 409) } } },
    async (request, reply) => {
      const { created } = await sendBasket(db, dialect, request.body, await contextOf(context));
      return reply.code(created ? 201 : 200).send(await stateOf(request.body));
    },
  );
}

/**
 * The staff's side of the orders, on 'Masalar': the open tables and their orders in Turkish,
 * a waiter's own order for any table, confirming a basket, a line moving on or cancelled, and a
 * table opened and closed. Every role serves tables. An order is not a record the change
 * history keeps: it says itself who made and confirmed it.
 */
export async function orderRoutes(app: Api, context: ServerContext): Promise<void> {
  const { db, dialect, now } = context;
  const stream = await tableStream(app, context);
  const forget = repeatEvery(
    FORGET_EVERY_MS,
    () => forgetOldTableEvents(db, now()),
    (error) => app.log.warn({ err: error }, 'orders cleanup failed'),
  );
  // Each station's printer gets its new tickets as they are confirmed on any instance, and again
  // every few seconds while one fails.
  const printer = new TicketPrinter(db, context.timeZone, now);
  context.healthWarnings.register('printers', () => [...printer.problems.values()]);
  const printing = repeatEvery(
    PRINT_EVERY_MS,
    () => printer.run(),
    (error) => app.log.warn({ err: error }, 'printing tickets failed'),
  );
  await context.notifications.listen(ORDERS_CHANNEL, () => printing.soon());
  app.addHook('onClose', async () => {
    await Promise.all([forget.stop(), printing.stop()]);
  });
  kitchenRoutes(app, context, stream, printer);
  // Every role serves tables (a waiter above all), and no order is on the menu guests read.
  const config = { role: 'waiter', changesMenu: false } as const;
  const empty = z.strictObject({});

  app.get('/orders', { schema: { tags, response: { 200: z.array(staffTable) } }, config }, async () => staffTables(db));
  app.get(
    '/orders/popular',
    {
      schema: {
        tags,
        description: "The dishes ordered most in the last 30 days, most first (at most 12): 'Sipariş al' lists them first.",
        response: { 200: z.array(z.number().int().positive()) },
      },
      config,
    },
    async () => popularDishes(db, now()),
  );
  app.get(
    '/orders/stream',
    {
      schema: {
        tags,
        description: 'Server-Sent Events: each change at any table. Needs Accept: text/event-stream.',
        querystring: z.strictObject(streamQuery),
        response: { ...streamAnswer, ...refusals(400, 406, 503) },
      },
      config,
    },
    async (request, reply) => serveStream(stream, request, reply, request.query.after),
  );

  app.post(
    '/orders',
    { schema: { tags, body: waiterOrderInput, response: { 200: staffOrder, 201: staffOrder, ...refusals(400, 404, 409) } }, config },
    async (request, reply) => {
      const { order, created } = await takeOrder(db, dialect, request.body, staffOf(request), await contextOf(context));
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.post(
    '/orders/:id/confirm',
    { schema: { tags, params: idParams(MISSING_ORDER), body: empty, response: { 200: staffOrder, ...refusals(400, 404, 409) } }, config },
    async (request) => confirmOrder(db, dialect, request.params.id, staffOf(request), now()),
  );

  const line = idParams(MISSING_LINE);
  app.post(
    '/order-lines/:id/state',
    { schema: { tags, params: line, body: lineStepInput, response: { 200: staffOrder, ...refusals(400, 404, 409) } }, config },
    async (request) => stepLine(db, dialect, request.params.id, request.body.state, now()),
  );
  app.post(
    '/order-lines/:id/quantity',
    {
      schema: {
        tags,
        description: 'A line the guests sent, changed with them before it is confirmed (409 `confirmed` after).',
        params: line,
        body: lineQuantityInput,
        response: { 200: staffOrder, ...refusals(400, 404, 409) },
      },
      config,
    },
    async (request) => changeLineQuantity(db, dialect, request.params.id, request.body.quantity, now()),
  );
  app.post(
    '/order-lines/:id/cancel',
    { schema: { tags, params: line, body: lineCancelInput, response: { 200: staffOrder, ...refusals(400, 403, 404, 409) } }, config },
    async (request) => cancelLine(db, dialect, request.params.id, request.body.reason, staffOf(request), now()),
  );

  const table = idParams(MISSING_TABLE);
  app.post(
    '/tables/:id/open',
    { schema: { tags, params: table, body: empty, response: { 204: noContent, ...refusals(400, 404) } }, config },
    async (request, reply) => {
      await openTable(db, dialect, request.params.id, now());
      return reply.code(204).send(null);
    },
  );
}
