import { sampleDataRemoval, sampleDataRemovalInput, sampleDataStatus } from '../../../shared/schemas/sample-data.js';
import { actorOf } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import { refusals, type Api } from '../../platform/http/contract.js';
import { removeSampleData, sampleDataStatus as statusOf } from './sample-data.js';

const tags = ['Örnek veriler'];

/**
 * The sample restaurant a new database starts with, and its removal ('Ayarlar', admins only):
 * what a removal would take and leave (each record that stays by name), then the removal itself,
 * which takes only what staff have not changed, or, asked to, what they edited too, and may be
 * asked for again (a second one takes nothing).
 */
export function sampleDataRoutes(app: Api, { db, dialect, now }: ServerContext): void {
  app.get('/sample-data', { schema: { tags, response: { 200: sampleDataStatus } } }, async () => statusOf(db));

  app.post(
    '/sample-data/removal',
    { schema: { tags, body: sampleDataRemovalInput, response: { 200: sampleDataRemoval, ...refusals(400) } } },
    async (request) => removeSampleData(db, actorOf(request, dialect, now()), request.body.includeEdited),
  );
}
