import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PublicMenu } from '../../shared/menu.js';
import type { MenuPart } from '../../shared/menu-part.js';

/** The guest pages' renderer built from src/web/entry-server.tsx (`npm run build`). */
export type RenderGuestPage = (url: string, menu: PublicMenu | MenuPart) => string;

/** The page drawn by the renderer: what goes into `<head>` and what goes into `#root`. */
export interface RenderedPage {
  /** The page's `<title>` and the preloads React chose (its first pictures). */
  head: string;
  root: string;
}

/**
 * Loads the renderer from `dir`, or returns null when it is not built (the API tests' stand-in
 * web app): the pages are then drawn by the browser alone, as before the script had run.
 */
export async function loadGuestRenderer(dir: string, log: FastifyBaseLogger): Promise<RenderGuestPage | null> {
  const file = path.join(dir, 'entry-server.js');
  if (!fs.existsSync(file)) {
    log.info(`No server renderer at ${file}: guest pages are drawn in the browser.`);
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as { renderGuestPage?: unknown; ready?: Promise<unknown> };
  if (typeof module.renderGuestPage !== 'function') throw new Error(`${file} does not export renderGuestPage`);
  // The parts of the pages in chunks of their own, loaded before the first page is drawn.
  await module.ready;
  return module.renderGuestPage as RenderGuestPage;
}

/**
 * React writes a page's hoisted elements (`<title>`, `<link rel="preload">`, `<meta>`) ahead of
 * its markup; they belong in `<head>`. Their text is escaped, so none contains a `<`.
 */
const HOISTED = /^(?:<link\b[^>]*>|<meta\b[^>]*>|<title>[^<]*<\/title>)*/;

export function splitRendered(html: string): RenderedPage {
  const head = HOISTED.exec(html)?.[0] ?? '';
  return { head, root: html.slice(head.length) };
}
