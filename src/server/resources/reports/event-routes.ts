import { GUEST_EVENTS_PATH } from '../../../shared/guest-events.js';
import { guestEventBatch } from '../../../shared/schemas/report.js';
import type { ServerContext } from '../../platform/context.js';
import { noContent, refusals, type Api } from '../../platform/http/contract.js';
import { HttpError } from '../../platform/http/errors.js';
import { strictJson } from '../../platform/http/json-body.js';
import type { GuestEventRecorder } from './events.js';
import { EventsPerAddress } from './rate-limit.js';

/** A batch is at most 50 small events: a few kilobytes. Anything larger is refused with 413. */
export const EVENTS_BODY_LIMIT = 16 * 1024;

const tags = ['Menü'];

/**
 * `POST /api/events`: what a guest's phone reports (docs/reports.md). Public, and never a
 * wait: the batch is checked, put in the buffer (or dropped and counted, when it is full) and
 * answered at once; the database sees it with the next write. JSON, or the same as text/plain,
 * which is what `navigator.sendBeacon` sends a string as. No cookie is read, and the address
 * only counts against its limit in memory.
 */
export async function guestEventRoutes(app: Api, recorder: GuestEventRecorder, { now, today }: ServerContext): Promise<void> {
  const limits = new EventsPerAddress(() => now().getTime());
  await app.register(async (scope: Api) => {
    scope.addContentTypeParser('text/plain', { parseAs: 'buffer' }, strictJson(scope));
    scope.post(
      GUEST_EVENTS_PATH,
      {
        bodyLimit: EVENTS_BODY_LIMIT,
        schema: {
          tags,
          description:
            'A guest’s events (a visit, a table’s code, a dish’s page, a search, a filter), counted into daily totals for the owner. JSON or text/plain.',
          body: guestEventBatch,
          response: { 204: noContent, ...refusals(400, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const { events } = request.body;
        if (!limits.take(request.ip, events.length)) {
          throw new HttpError(429, 'too_many_requests', 'Bu adresten çok fazla olay geldi; biraz sonra tekrar deneyin.', undefined, {
            'retry-after': String(limits.retryAfter()),
          });
        }
        recorder.accept(events, now(), today());
        return reply.code(204).send(null);
      },
    );
  });
}
