import { z } from 'zod';
import { OPTIONAL_LANGUAGES, type OptionalLanguage } from '../../../shared/languages.js';
import {
  importPreview,
  MAX_TRANSLATION_FILE_CHARS,
  mostFileRows,
  translationBatch,
  translationFileFormat,
  translationGrid,
  translationGridQuery,
  translationImport,
  translationSaved,
} from '../../../shared/schemas/translation.js';
import { actorOf } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import { refusals, type Api } from '../../platform/http/contract.js';
import { HttpError } from '../../platform/http/errors.js';
import { readTranslationFile, translationFile, UnreadableFile } from './files.js';
import { importTranslations, readGrid, saveTranslations, sourceTexts } from './queries.js';

const tags = ['Çeviriler'];

/** The most a batch of translations may weigh: MAX_TRANSLATION_ROWS rows of a few hundred bytes. */
const BATCH_BODY_LIMIT = 2 * 1024 * 1024;

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
    {
      schema: {
        tags,
        params: languageParams,
        querystring: translationGridQuery,
        response: { 200: translationGrid, ...refusals(400, 404) },
      },
    },
    async (request) => readGrid(db, request.params.language, request.query.record),
  );

  app.put(
    '/translations/:language',
    {
      // A whole menu's texts saved at once is more than a form's body (a large menu's: about 300 kB).
      bodyLimit: BATCH_BODY_LIMIT,
      schema: {
        tags,
        params: languageParams,
        body: translationBatch,
        response: { 200: translationSaved, ...refusals(400, 404, 409, 413) },
      },
    },
    async (request) => {
      const { language } = request.params;
      const actor = actorOf(request, dialect, now());
      const saved = await saveTranslations(db, actor, language, request.body.rows);
      return { ...(await readGrid(db, language)), saved };
    },
  );

  app.get(
    '/translations/:language/export',
    {
      schema: {
        tags,
        params: languageParams,
        querystring: z.strictObject({ format: translationFileFormat }),
        response: { 200: z.string().describe('XLIFF 1.2 (application/xliff+xml) or CSV (text/csv)'), ...refusals(400, 404) },
      },
    },
    async (request, reply) => {
      const { language } = request.params;
      const { format } = request.query;
      const { rows } = await readGrid(db, language);
      return reply
        .type(format === 'xliff' ? 'application/xliff+xml; charset=utf-8' : 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="sofra-ceviri-${language}.${format === 'xliff' ? 'xlf' : 'csv'}"`)
        .send(translationFile(format, language, rows));
    },
  );

  // A translator's file comes back as text in JSON, larger than a form's body.
  app.post(
    '/translations/:language/import',
    {
      bodyLimit: MAX_TRANSLATION_FILE_CHARS * 4 + 1024,
      schema: { tags, params: languageParams, body: translationImport, response: { 200: importPreview, ...refusals(400, 404, 409, 413) } },
    },
    async (request) => {
      const { language } = request.params;
      const { format, file, apply, basis } = request.body;
      // A file gives each of the menu's texts once, at most: one far longer is refused unread.
      const most = mostFileRows((await sourceTexts(db)).length);
      let entries;
      try {
        entries = await readTranslationFile(format, language, file, most);
      } catch (error) {
        if (error instanceof UnreadableFile) throw new HttpError(400, 'validation', error.message, { file: error.message });
        throw error;
      }
      if (entries.length === 0) throw new HttpError(400, 'validation', 'Dosyada çeviri yok', { file: 'Dosyada çeviri yok' });
      const actor = actorOf(request, dialect, now());
      const preview = await importTranslations(db, actor, language, entries, apply ? { basis } : null);
      if (apply && !preview.applied) {
        const message = `Dosyada ${preview.counts.refused} satır reddedildi: hiçbir çeviri kaydedilmedi.`;
        throw new HttpError(400, 'validation', message, { file: message });
      }
      return preview;
    },
  );
}
