import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refusals, type Api } from './contract.js';

/** A file staff download: what the API reference says of it, its type, and how it is made. */
export interface Download<Query extends z.ZodType> {
  tags: string[];
  description: string;
  /** Its content type, with its charset for text. */
  type: string;
  /** Its query string, when it has one: a refused one is a 400. */
  querystring?: Query;
  /** Its name and its content, made from the query. */
  file: (query: z.output<Query>) => Promise<{ name: string; content: string | Buffer }>;
}

/**
 * `GET path`: a file the browser saves under its name (`content-disposition: attachment`),
 * made afresh for each request and kept by no cache.
 */
export function downloadRoute<Query extends z.ZodType = z.ZodUndefined>(api: Api, path: string, download: Download<Query>): void {
  const { tags, description, type, querystring, file } = download;
  // Typed over any query, the handler casts what the schema has checked (record-routes.ts does too).
  const app = api as unknown as FastifyInstance;
  const answer = z.string().describe(type.split(';')[0]!);
  const response = querystring ? { 200: answer, ...refusals(400) } : { 200: answer };
  app.get(path, { schema: { tags, description, ...(querystring && { querystring }), response } }, async (request, reply) => {
    const { name, content } = await file(request.query as z.output<Query>);
    return reply
      .headers({ 'content-type': type, 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' })
      .send(content);
  });
}
