import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../shared/api-error.js';
import type { MenuCache } from '../menu/cache.js';
import { classifyPath } from './routes.js';

export interface WebAppOptions {
  webDir: string;
  menuCache: MenuCache;
}

/**
 * Serves the built web app: hashed assets with a year-long cache, and index.html for every
 * address the client router knows. Guest pages get the current menu embedded in the HTML, so
 * a phone can draw the menu without a second round trip. Unknown addresses get the app's 404
 * page with status 404; unknown /api addresses get a JSON 404.
 */
export async function registerWebApp(app: FastifyInstance, { webDir, menuCache }: WebAppOptions): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null;
  if (template === null) {
    app.log.warn(`The web app is not built (${indexFile} is missing): run "npm run build". The API still works.`);
  } else {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
      },
    });
  }

  const htmlCache = new Map<string, string>();
  let htmlCacheEtag = '';

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const page = classifyPath(request.url.split('?')[0] ?? '/');
    if (template === null) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built: run "npm run build".');
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (page.kind === 'admin') return reply.send(template);
    if (page.kind === 'unknown') return reply.code(404).send(withLanguage(template, page.language));

    const { json, etag } = await menuCache.get();
    if (etag !== htmlCacheEtag) {
      htmlCache.clear();
      htmlCacheEtag = etag;
    }
    const pageEtag = `${etag.slice(0, -1)}-${page.language}"`;
    reply.header('etag', pageEtag);
    if (request.headers['if-none-match'] === pageEtag) return reply.code(304).send();
    let html = htmlCache.get(page.language);
    if (html === undefined) {
      html = withMenu(withLanguage(template, page.language), json);
      htmlCache.set(page.language, html);
    }
    return reply.send(html);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest = (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/api');
    if (isPageRequest) return sendPage(request, reply);
    const body: ApiErrorBody = { error: 'not_found', message: `Bulunamadı: ${request.method} ${request.url.split('?')[0]}` };
    return reply.code(404).send(body);
  });
}

function withLanguage(html: string, language: 'tr' | 'en'): string {
  return html.replace(/<html lang="[a-z]+"/, `<html lang="${language}"`);
}

/** Embeds the menu as a JSON data block; `<` is escaped so no text in it can close the tag. */
function withMenu(html: string, json: string): string {
  const safe = json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return html.replace('</body>', `<script id="sofra-menu" type="application/json">${safe}</script></body>`);
}
