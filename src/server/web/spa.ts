import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../shared/api-error.js';
import { prepareBody, sendPrepared, type PreparedBody } from '../http/compressed.js';
import { findCategoryByName } from '../../shared/filters.js';
import { HERO_IMAGE } from '../../shared/images.js';
import type { PublicMenu } from '../../shared/menu.js';
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
  const fontPreloads = fontsOf(webDir).map(
    (font) => `<link rel="preload" href="/${font}" as="font" type="font/woff2" crossorigin>`,
  );
  // Pages without the menu are the same for everyone: prepared once.
  const adminPage = template === null ? null : prepareBody(template, html);
  const notFoundPages = {
    tr: template === null ? null : prepareBody(withLanguage(template, 'tr'), html),
    en: template === null ? null : prepareBody(withLanguage(template, 'en'), html),
  };
  // Guest pages embed the menu: prepared once per menu change, language and page.
  const guestPages = new Map<string, Promise<PreparedBody>>();
  let guestPagesEtag = '';

  async function sendPage(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const page = classifyPath(request.url.split('?')[0] ?? '/');
    if (template === null || adminPage === null) {
      return reply.code(503).type('text/plain; charset=utf-8').send('The web app is not built: run "npm run build".');
    }
    reply.header('cache-control', 'no-cache');
    if (page.kind === 'admin') return sendPrepared(request, reply, await adminPage);
    if (page.kind === 'unknown') return sendPrepared(request, reply.code(404), await notFoundPages[page.language]!);

    const { menu, json, etag } = await menuCache.get();
    if (etag !== guestPagesEtag) {
      guestPages.clear();
      guestPagesEtag = etag;
    }
    const image = firstImage(menu, page.language, page.categoryName);
    const key = `${page.language} ${image ?? ''}`;
    let body = guestPages.get(key);
    if (body === undefined) {
      // The page's largest picture and the wordmark's font start downloading with the HTML,
      // not after the script has drawn the page.
      const preloads = [
        ...(image ? [`<link rel="preload" href="${escapeAttribute(image)}" as="image" fetchpriority="high">`] : []),
        ...fontPreloads,
      ];
      body = prepareBody(withMenu(withHead(withLanguage(template, page.language), preloads), json), html);
      guestPages.set(key, body);
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

/** The picture a guest page shows first and largest: the hero, or the category's first product. */
function firstImage(menu: PublicMenu, language: 'tr' | 'en', categoryName: string | null): string | null {
  if (categoryName === null) return HERO_IMAGE;
  const category = findCategoryByName(menu.categories, categoryName, language);
  return category ? (menu.products.find((product) => product.categoryId === category.id)?.image ?? null) : null;
}

/** The wordmark's font files, from the build's manifest (hashed names change with every build). */
function fontsOf(webDir: string): string[] {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { isEntry?: boolean; assets?: string[] }
    >;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    return (entry?.assets ?? []).filter((asset) => asset.endsWith('.woff2'));
  } catch {
    return [];
  }
}

function withHead(html: string, tags: string[]): string {
  return tags.length === 0 ? html : html.replace('</head>', `${tags.join('')}</head>`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

function withLanguage(html: string, language: 'tr' | 'en'): string {
  return html.replace(/<html lang="[a-z]+"/, `<html lang="${language}"`);
}

/** Embeds the menu as a JSON data block; `<` is escaped so no text in it can close the tag. */
function withMenu(html: string, json: string): string {
  const safe = json.replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return html.replace('</body>', `<script id="sofra-menu" type="application/json">${safe}</script></body>`);
}
