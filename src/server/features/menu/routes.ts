import { publicMenu } from '../../../shared/schemas/menu.js';
import type { Api } from '../../platform/http/contract.js';
import { prepareResponses, sendPreparedResponse, type PreparedBody, type PreparedResponses } from '../../platform/http/compressed.js';
import type { MenuCache } from '../../platform/menu-cache.js';

/**
 * Always revalidate: a cheap 304 when nothing changed, the new menu at once when it did.
 * (The other routes get nosniff from the security headers' hook, which this one skips.)
 */
const MENU_HEADERS = { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' };

export function menuRoutes(app: Api, menuCache: MenuCache): void {
  // The responses for the current menu, headers included, worked out once per change.
  let prepared: { body: PreparedBody; responses: PreparedResponses } | undefined;
  const responsesFor = (body: PreparedBody) => {
    if (prepared?.body !== body) prepared = { body, responses: prepareResponses(body, MENU_HEADERS) };
    return prepared.responses;
  };

  // The busiest route: when the menu is cached (nearly always) it answers without a promise.
  // The answer is the menu's prepared bytes (see cache.ts), written as they are; the schema
  // describes them.
  app.get('/api/menu', { schema: { tags: ['Menü'], response: { 200: publicMenu } } }, (request, reply) => {
    const cached = menuCache.current();
    if (cached) return sendPreparedResponse(request, reply, responsesFor(cached.body));
    return menuCache.get().then(({ body }) => sendPreparedResponse(request, reply, responsesFor(body)));
  });
}
