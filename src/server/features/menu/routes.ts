import { z } from 'zod';
import { publicMenu } from '../../../shared/schemas/menu.js';
import { menuLanguageOf } from './languages.js';
import type { Api } from '../../platform/http/contract.js';
import { prepareResponses, sendPreparedResponse, type PreparedBody, type PreparedResponses } from '../../platform/http/compressed.js';
import type { MenuCache } from '../../platform/menu-cache.js';

/**
 * Always revalidate: a cheap 304 when nothing changed, the new menu at once when it did.
 * (The other routes get nosniff from the security headers' hook, which this one skips.)
 */
const MENU_HEADERS = { 'cache-control': 'no-cache', 'x-content-type-options': 'nosniff' };

export function menuRoutes(app: Api, menuCache: MenuCache): void {
  // The responses for each language's current menu, headers included, worked out once per change.
  const prepared = new WeakMap<PreparedBody, PreparedResponses>();
  const responsesFor = (body: PreparedBody) => {
    let responses = prepared.get(body);
    if (responses === undefined) {
      responses = prepareResponses(body, MENU_HEADERS);
      prepared.set(body, responses);
    }
    return responses;
  };

  // The busiest route: when the menu is cached (nearly always) it answers without a promise.
  // The answer is the menu's prepared bytes (see cache.ts), written as they are; the schema
  // describes them. `?language=ru` asks for a language an admin turned on beside Turkish and
  // English: its texts alone (features/menu/languages.ts); any other asks for the menu of both.
  app.get('/api/menu', { schema: { tags: ['Menü'], querystring: menuQuery, response: { 200: publicMenu } } }, (request, reply) => {
    const cached = menuCache.current();
    const asked = request.query.language;
    if (cached && asked === undefined) return sendPreparedResponse(request, reply, responsesFor(cached.body));
    const prepared = cached?.preparedIn(menuLanguageOf(asked, cached.full));
    if (prepared) return sendPreparedResponse(request, reply, responsesFor(prepared.body));
    return (cached ? Promise.resolve(cached) : menuCache.get()).then(async (menu) => {
      const { body } = await menu.servedIn(menuLanguageOf(asked, menu.full));
      return sendPreparedResponse(request, reply, responsesFor(body));
    });
  });
}

/** Unknown parameters are left alone, as a link's tracking tags are. */
const menuQuery = z.looseObject({
  language: z
    .string()
    .max(10)
    .optional()
    .describe('a language an admin turned on beside Turkish and English (`ru`); otherwise the menu in Turkish and English'),
});
