import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../shared/api-error.js';
import { prepareBody, sendPrepared, type PreparedBody } from '../http/compressed.js';
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
      // The build writes .br and .gz beside each asset; they are sent to clients that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
      },
    });
  }

  const html = 'text/html; charset=utf-8';
  // Pages without the menu are the same for everyone: prepared once.
  const adminPage = template === null ? null : prepareBody(template, html);
  const notFoundPages = {
    tr: template === null ? null : prepareBody(withLanguage(template, 'tr'), html),
    en: template === null ? null : prepareBody(withLanguage(template, 'en'), html),
  };
  // Guest pages embed the menu: prepared once per menu change and language.
  const guestPages = new Map<'tr' | 'en', Promise<PreparedBody>>();
  let guestPagesEtag = '';

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const page = classifyPath(request.url.split('?')[0] ?? '/');
    if (template === null || adminPage === null) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built: run "npm run build".');
    }
    reply.header('cache-control', 'no-cache');
    if (page.kind === 'admin') return sendPrepared(request, reply, await adminPage);
    if (page.kind === 'unknown') return sendPrepared(request, reply.code(404), await notFoundPages[page.language]!);

    const { json, etag } = await menuCache.get();
    if (etag !== guestPagesEtag) {
      guestPages.clear();
      guestPagesEtag = etag;
    }
    let body = guestPages.get(page.language);
    if (body === undefined) {
      body = prepareBody(withMenu(withLanguage(template, page.language), json), html);
      guestPages.set(page.language, body);
    }
    return sendPrepared(request, reply, await body);
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
