import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Registry } from 'prom-client';
import { z } from 'zod';
import { refusals } from '../http/contract.js';
import { HttpError } from '../http/errors.js';

/** Every scrape is fresh; and it is JSON's neighbour, not a page: never sniffed as one. */
const METRICS_HEADERS = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };

/** Writes the registry in Prometheus's text format. */
export async function sendMetrics(reply: FastifyReply, registry: Registry): Promise<FastifyReply> {
  const text = await registry.metrics();
  return reply.headers(METRICS_HEADERS).header('x-request-id', reply.request.id).type(registry.contentType).send(text);
}

/**
 * `GET /metrics` on the app's own port, for `Authorization: Bearer <METRICS_TOKEN>` only: the
 * figures tell how busy the restaurant is and how often someone guesses at the staff's
 * passwords. Outside the pages' scope, like the health checks.
 */
export function metricsRoute(app: FastifyInstance, registry: Registry, token: string): void {
  const expected = digest(token);
  const schema = {
    tags: ['Sağlık'],
    description: 'Prometheus text format; only when METRICS_TOKEN is set, with `Authorization: Bearer <token>`.',
    response: { 200: z.string(), ...refusals(401) },
  };
  app.get('/metrics', { schema }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, expected)) {
      reply.headers(METRICS_HEADERS);
      throw new HttpError(401, 'unauthenticated', 'Ölçümler için geçerli bir erişim anahtarı gerekli.', undefined, {
        'www-authenticate': 'Bearer realm="metrics"',
      });
    }
    return sendMetrics(reply, registry);
  });
}

/**
 * Compares digests of equal length in constant time, so the answer's timing tells a guesser
 * nothing about how much of the token was right (nor how long it is).
 */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), expected);
}

const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
