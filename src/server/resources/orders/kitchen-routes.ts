import { z } from 'zod';
import { lineCancelInput } from '../../../shared/schemas/order.js';
import { stationScreen, stationStepInput, ticket } from '../../../shared/schemas/station.js';
import { staffOf } from '../../platform/auth/guards.js';
import type { ServerContext } from '../../platform/context.js';
import { answerOf, pathId, refusals, type Api } from '../../platform/http/contract.js';
import { serveStream, streamQuery, type EventStream } from '../../platform/http/event-stream.js';
import { MISSING as MISSING_STATION } from '../stations/queries.js';
import { cancelLine, MISSING_LINE, stepLine, type TableEvent } from './queries.js';
import type { TicketPrinter } from './ticket-print.js';
import { claimTicketPrint, lineTicket, MISSING_TICKET, recallTicket, stationScreen as readScreen, stepTicket } from './tickets.js';

const tags = ['Mutfak'];

/**
 * The stations' screens (D59): a station's waiting tickets and the last ones bumped, its tickets
 * and lines moved on ('Hazırlanıyor', 'Hazır'), a bumped ticket brought back ('Geri al'), and a
 * line the kitchen started cancelled from its station. The kitchen's role and every role above
 * it; nothing here says a price.
 */
export function kitchenRoutes(
  app: Api,
  { db, dialect, now }: ServerContext,
  stream: EventStream<TableEvent>,
  printer: TicketPrinter,
): void {
  const config = { role: 'kitchen', changesMenu: false } as const;
  const station = z.strictObject({ station: pathId(MISSING_STATION) });
  const stationLine = station.extend({ id: pathId(MISSING_LINE) });
  const ticketParams = z.strictObject({ id: pathId(MISSING_TICKET) });
  const empty = z.strictObject({});

  app.get(
    '/kitchen/stream',
    {
      schema: {
        tags,
        description: "Server-Sent Events: each change at any table, and so at the stations' tickets. Needs Accept: text/event-stream.",
        querystring: z.strictObject(streamQuery),
        response: {
          200: answerOf('Each change as an event `{ id, tableId, type }`: load the station again.', 'text/event-stream'),
          ...refusals(400, 406, 503),
        },
      },
      config,
    },
    async (request, reply) => serveStream(stream, request, reply, request.query.after),
  );
  app.get(
    '/kitchen/:station',
    { schema: { tags, params: station, response: { 200: stationScreen, ...refusals(400, 404) } }, config },
    async (request) => ({
      ...(await readScreen(db, request.params.station)),
      printerProblem: printer.problems.get(request.params.station) ?? null,
    }),
  );
  app.post(
    '/tickets/:id/state',
    { schema: { tags, params: ticketParams, body: stationStepInput, response: { 200: ticket, ...refusals(400, 404, 409) } }, config },
    async (request) => stepTicket(db, dialect, request.params.id, request.body.state, now()),
  );
  app.post(
    '/tickets/:id/recall',
    { schema: { tags, params: ticketParams, body: empty, response: { 200: ticket, ...refusals(400, 404, 409) } }, config },
    async (request) => recallTicket(db, dialect, request.params.id, now()),
  );
  app.post(
    '/tickets/:id/print',
    {
      schema: {
        tags,
        description:
          'A station PC printing tickets by itself claims one before it prints it: the ticket when this caller is to print it, 409 `printed` when it has been printed (by the network printer or another PC).',
        params: ticketParams,
        body: empty,
        response: { 200: ticket, ...refusals(400, 404, 409) },
      },
      config,
    },
    async (request) => claimTicketPrint(db, request.params.id, now()),
  );
  app.post(
    '/kitchen/:station/lines/:id/state',
    {
      schema: { tags, params: stationLine, body: stationStepInput, response: { 200: ticket, ...refusals(400, 404, 409) } },
      config,
    },
    async (request) => {
      await stepLine(db, dialect, request.params.id, request.body.state, now(), request.params.station);
      return lineTicket(db, request.params.id);
    },
  );
  app.post(
    '/kitchen/:station/lines/:id/cancel',
    {
      schema: {
        tags,
        description: 'A line cancelled at the station that prepares it, even once started, with the reason its guests read.',
        params: stationLine,
        body: lineCancelInput,
        response: { 200: ticket, ...refusals(400, 404, 409) },
      },
      config,
    },
    async (request) => {
      await cancelLine(db, dialect, request.params.id, request.body.reason, staffOf(request), now(), request.params.station);
      return lineTicket(db, request.params.id);
    },
  );
}
