import { z } from 'zod';
import { OPTIONAL_LANGUAGES, type OptionalLanguage } from '../../../shared/languages.js';
import { translationBatch, translationGrid, translationSaved } from '../../../shared/schemas/translation.js';
import { actorOf } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import { refusals, type Api } from '../../platform/http/contract.js';
import { readGrid, saveTranslations } from './queries.js';

const tags = ['Çeviriler'];

/** A language in a path: one of those an admin may turn on (`de`, `ru`, `ar`), any case; others are 404. */
const languageParams = z.strictObject({
  language: z
    .string()
    .transform((code) => code.toLowerCase())
    .refine((code): code is OptionalLanguage => (OPTIONAL_LANGUAGES as readonly string[]).includes(code), { error: 'Dil bulunamadı' }),
});

/**
 * The grid of one language ('Çeviriler'): every text guests read with its Turkish source and its
 * translation, and a batch save, whole or not at all, each row from the version it was loaded
 * with. A language may be translated before it is turned on, and keeps its translations when
 * it is turned off.
 */
export function translationRoutes(app: Api, context: ServerContext): void {
  const { db, dialect, now } = context;

  app.get(
    '/translations/:language',
    { schema: { tags, params: languageParams, response: { 200: translationGrid, ...refusals(404) } } },
    async (request) => readGrid(db, request.params.language),
  );

  app.put(
    '/translations/:language',
    { schema: { tags, params: languageParams, body: translationBatch, response: { 200: translationSaved, ...refusals(400, 404, 409) } } },
    async (request) => {
      const { language } = request.params;
      const actor = actorOf(request, dialect, now());
      const saved = await saveTranslations(db, actor, language, request.body.rows);
      return { ...(await readGrid(db, language)), saved };
    },
  );
}
