import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { RenderGuestPage } from '../../../shared/guest-pages.js';

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
  const module = (await import(pathToFileURL(file).href)) as { render?: unknown; ready?: Promise<unknown> };
  if (typeof module.render !== 'function') throw new Error(`${file} does not export render`);
  // The parts of the pages in chunks of their own, loaded before the first page is drawn.
  await module.ready;
  return module.render as RenderGuestPage;
}
