import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { sendMetrics } from './exposition.js';

/** Only this machine may connect: a Prometheus or an agent on the same host, no token needed. */
export const METRICS_HOST = '127.0.0.1';

/**
 * `METRICS_PORT`: a listener of its own serving `GET /metrics` of `app` on 127.0.0.1, so a
 * scraper on the same machine needs no token and the public port need not expose it at all.
 * serve.ts starts it after the app and closes it with the app.
 */
export async function listenForMetrics(app: FastifyInstance, port: number): Promise<FastifyInstance> {
  const { metrics } = app;
  if (!metrics) throw new Error('listenForMetrics: the app was built without metrics (METRICS_PORT unset).');
  const listener = Fastify({
    loggerInstance: app.log.child({ listener: 'metrics' }),
    // Prometheus asks every few seconds; the scrapes themselves are not news.
    logController: new LogController({ disableRequestLogging: true }),
  });
  listener.get('/metrics', (_request, reply) => sendMetrics(reply, metrics.registry));
  await listener.listen({ port, host: METRICS_HOST });
  return listener;
}
