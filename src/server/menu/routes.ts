import type { FastifyInstance } from 'fastify';
import { sendPrepared } from '../http/compressed.js';
import type { MenuCache } from './cache.js';

export function menuRoutes(app: FastifyInstance, menuCache: MenuCache): void {
  app.get('/api/menu', async (request, reply) => {
    const { body } = await menuCache.get();
    // Always revalidate: a cheap 304 when nothing changed, the new menu at once when it did.
    reply.header('cache-control', 'no-cache');
    return sendPrepared(request, reply, body);
  });
}
