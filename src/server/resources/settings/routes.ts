import { settingsRecord, settingsUpdate } from '../../../shared/schemas/settings.js';
import { actorOf, changeAudited } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import { refusals, type Api } from '../../platform/http/contract.js';
import { HttpError } from '../../platform/http/errors.js';
import { assertPhotoExists } from '../media/queries.js';
import { updateVersioned } from '../../platform/records/versioned.js';
import { getSettings, MISSING, SETTINGS_ID, toSettingsColumns, writeSettingsTexts } from './queries.js';

const tags = ['Ayarlar'];

/**
 * The restaurant's details: read and saved whole, with the version they were loaded with (409
 * stale when someone saved first). Admins only, the role of its page.
 */
export function settingsRoutes(app: Api, context: ServerContext): void {
  const { db, dialect, now } = context;
  const read = (database: typeof db) => getSettings(database);

  app.get('/settings', { schema: { tags, response: { 200: settingsRecord } } }, async () => read(db));

  app.put(
    '/settings',
    { schema: { tags, body: settingsUpdate, response: { 200: settingsRecord, ...refusals(400, 409) } } },
    async (request) => {
      const { version, ...input } = request.body;
      const actor = actorOf(request, dialect, now());
      await changeAudited(db, actor, { action: 'update', resource: 'settings', id: SETTINGS_ID, read }, async (trx) => {
        await assertLogoExists(trx, input.logo);
        await updateVersioned(trx, 'settings', SETTINGS_ID, version, toSettingsColumns(input), actor.at, MISSING);
        await writeSettingsTexts(trx, input, actor.at);
      });
      return read(db);
    },
  );

  /** The logo must be a stored photo (under the cleanup's lock), refused on its own field. */
  async function assertLogoExists(trx: Parameters<typeof assertPhotoExists>[0], logo: string) {
    try {
      await assertPhotoExists(trx, dialect, logo);
    } catch (error) {
      if (!(error instanceof HttpError) || !error.fields?.image) throw error;
      throw new HttpError(error.statusCode, error.code, error.message, { logo: error.fields.image });
    }
  }
}
