import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE, type Metrics } from './metrics.js';

/**
 * Counts and times every answer by its route's pattern. One hook at the app's root, added
 * before any route, so it reaches the routes outside the pages' scope too: the guest menu
 * (which writes its answer straight to Node's response; the hook still runs) and the health
 * checks. Added only when metrics are on: a hook on every request costs a twentieth of serving
 * the menu.
 */
export function countRequests(app: FastifyInstance, metrics: Metrics): void {
  // A callback hook, not an async one: it runs on every request, and a promise each time shows.
  app.addHook('onResponse', (request, reply, done) => {
    // The pattern, never the address: ids and guests' searches would each make a new series.
    const labels = { method: request.method, route: request.routeOptions.url ?? UNMATCHED_ROUTE, status_code: reply.statusCode };
    metrics.requests.inc(labels);
    metrics.requestSeconds.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}
