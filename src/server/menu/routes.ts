import type { FastifyInstance } from 'fastify';
import { sendPrepared } from '../http/compressed.js';
import type { MenuCache } from './cache.js';

export function menuRoutes(app: FastifyInstance, menuCache: MenuCache): void {
  // The busiest route: when the menu is cached (nearly always) it answers without a promise.
  app.get('/api/menu', (request, reply) => {
    // Always revalidate: a cheap 304 when nothing changed, the new menu at once when it did.
    // (The other routes get nosniff from the security headers' hook, which this one skips.)
    reply.header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff');
    const cached = menuCache.current();
    if (cached) return sendPrepared(request, reply, cached.body);
    return menuCache.get().then(({ body }) => sendPrepared(request, reply, body));
  });
}
