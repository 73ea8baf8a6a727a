import type { FastifyInstance } from 'fastify';
import type { MenuCache } from './cache.js';

export function menuRoutes(app: FastifyInstance, menuCache: MenuCache): void {
  app.get('/api/menu', async (request, reply) => {
    const { json, etag } = await menuCache.get();
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(json);
  });
}
