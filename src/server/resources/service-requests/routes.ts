import { z } from 'zod';
import { boardRequest, boardState, guestRequest, requestClientId, serviceRequestInput } from '../../../shared/schemas/service-request.js';
import { staffOf } from '../../platform/auth/guards.js';
import type { ServerContext } from '../../platform/context.js';
import { answerOf, idParams, refusals, type Api } from '../../platform/http/contract.js';
import { HttpError } from '../../platform/http/errors.js';
import { repeatEvery } from '../../platform/repeat.js';
import {
  boardState as readBoard,
  cancelCall,
  eventsAfter,
  finishCall,
  forgetOldTraces,
  guestCall,
  latestEventId,
  makeCall,
  MISSING,
  oldestEventId,
  REQUESTS_CHANNEL,
  takeCall,
} from './queries.js';
import { EventStream, serveStream, streamQuery } from '../../platform/http/event-stream.js';

const guestTags = ['Masadan çağrı'];
const tags = ['Masalar'];

/** How often the calls' passing traces are forgotten (queries.ts forgetOldTraces). */
const FORGET_EVERY_MS = 3_600_000;

/**
 * A guest's call from the table: 'Garson çağır' or 'Hesap iste' (`POST /api/requests`), what
 * became of it, and taking it back. No cookie and nothing of the guest is kept but a hash of the
 * phone's random key, for the cooldown, for two days.
 */
export function guestRequestRoutes(app: Api, { db, dialect, now, menuCache, timeZone }: ServerContext): void {
  app.post(
    '/api/requests',
    {
      schema: {
        tags: guestTags,
        body: serviceRequestInput,
        response: { 200: guestRequest, 201: guestRequest, ...refusals(400, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { restaurant } = (await menuCache.get()).menu;
      const hours = { week: restaurant.hours, exceptions: restaurant.exceptions };
      const outcome = await makeCall(db, dialect, request.body, { now: now(), timeZone, hours });
      if ('request' in outcome) return reply.code(outcome.created ? 201 : 200).send(outcome.request);
      if (outcome.refused === 'unknown-table')
        throw new HttpError(404, 'unknown_table', 'Bu masa bulunamadı.', { table: 'Bu masa bulunamadı' });
      if (outcome.refused === 'closed') throw new HttpError(409, 'closed', 'Restoran şu an kapalı.');
      throw new HttpError(429, 'cooldown', 'Az önce çağrıldı; lütfen biraz bekleyin.', undefined, {
        'retry-after': String(outcome.retryAfterSeconds),
      });
    },
  );

  const params = requestClientId;
  app.get(
    '/api/requests/:id',
    { schema: { tags: guestTags, params, response: { 200: guestRequest, ...refusals(404) } } },
    async (request) => guestCall(db, request.params.id),
  );
  app.delete(
    '/api/requests/:id',
    { schema: { tags: guestTags, params, response: { 200: guestRequest, ...refusals(404, 409) } } },
    async (request) => cancelCall(db, dialect, request.params.id, now()),
  );
}

/**
 * The staff board ('Masalar'): the open calls, a live stream of every change to them (Server-
 * Sent Events), and 'Geldim' and 'Tamam'. A call is not a record the change history keeps: the
 * call itself says who took it and when.
 */
export async function boardRoutes(app: Api, { db, dialect, now, notifications, boardConnections }: ServerContext): Promise<void> {
  const calls = { channel: REQUESTS_CHANNEL, latest: latestEventId, oldest: oldestEventId, after: eventsAfter };
  const stream = new EventStream(db, calls, boardConnections, (error) => app.log.warn({ err: error }, 'board stream failed'));
  await stream.start(notifications);
  const forget = repeatEvery(
    FORGET_EVERY_MS,
    () => forgetOldTraces(db, now()),
    (error) => app.log.warn({ err: error }, 'call cleanup failed'),
  );
  app.addHook('preClose', async () => stream.close());
  app.addHook('onClose', async () => forget.stop());

  app.get('/board', { schema: { tags, response: { 200: boardState } } }, async () => readBoard(db));

  app.get(
    '/board/stream',
    {
      schema: {
        tags,
        description: 'Server-Sent Events: each event is a call as it is now, its id the event’s number. Needs Accept: text/event-stream.',
        querystring: z.strictObject(streamQuery),
        response: {
          200: answerOf('Each change to the calls as an event, as it happens.', 'text/event-stream'),
          ...refusals(400, 406, 503),
        },
      },
    },
    async (request, reply) => serveStream(stream, request, reply, request.query.after),
  );

  const params = idParams(MISSING);
  const config = { changesMenu: false };
  app.post(
    '/board/requests/:id/take',
    { schema: { tags, params, body: z.strictObject({}), response: { 200: boardRequest, ...refusals(400, 404, 409) } }, config },
    async (request) => takeCall(db, dialect, request.params.id, staffOf(request), now()),
  );
  app.post(
    '/board/requests/:id/done',
    { schema: { tags, params, body: z.strictObject({}), response: { 200: boardRequest, ...refusals(400, 404, 409) } }, config },
    async (request) => finishCall(db, dialect, request.params.id, staffOf(request), now()),
  );
}
