import type { Kysely } from 'kysely';
import { z } from 'zod';
import { campaignInput, campaignRecord, campaignUpdate } from '../../../shared/schemas/campaign.js';
import { actorOf, changeAudited } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import type { Database } from '../../platform/db/schema.js';
import { idParams, noContent, refusals, type Api } from '../../platform/http/contract.js';
import { assertPhotoExists } from '../media/queries.js';
import { updateRoute } from '../../platform/records/record-routes.js';
import { deleteById, updateVersioned } from '../../platform/records/versioned.js';
import { writeTexts } from '../../platform/records/translated.js';
import { createCampaign, getCampaign, listCampaigns, MISSING, toColumns } from './queries.js';

const params = idParams(MISSING);
const tags = ['Kampanyalar'];

export function campaignRoutes(app: Api, context: ServerContext): void {
  const { db, dialect, now, today } = context;
  const read = (trx: Kysely<Database>, id: number) => getCampaign(trx, id, today());
  const campaigns = { table: 'campaigns', tags, missing: MISSING, record: campaignRecord, read };
  app.get('/campaigns', { schema: { tags, response: { 200: z.array(campaignRecord) } } }, async () => listCampaigns(db, today()));

  app.post(
    '/campaigns',
    { schema: { tags, body: campaignInput, response: { 201: campaignRecord, ...refusals(400) } } },
    async (request, reply) => {
      const id = await createCampaign(db, actorOf(request, dialect, now()), request.body, today());
      return reply.code(201).send(await getCampaign(db, id, today()));
    },
  );

  updateRoute(app, context, campaigns, campaignUpdate, (actor, id, version, input) =>
    changeAudited(db, actor, { action: 'update', resource: 'campaigns', id, read }, async (trx) => {
      await assertPhotoExists(trx, dialect, input.image);
      await updateVersioned(trx, 'campaigns', id, version, toColumns(input), actor.at, MISSING);
      await writeTexts(trx, 'campaigns', id, input, actor.at);
    }),
  );

  app.delete('/campaigns/:id', { schema: { tags, params, response: { 204: noContent, ...refusals(404) } } }, async (request, reply) => {
    const { id } = request.params;
    await changeAudited(db, actorOf(request, dialect, now()), { action: 'delete', resource: 'campaigns', id, read }, (trx) =>
      deleteById(trx, 'campaigns', id, MISSING),
    );
    return reply.code(204).send(null);
  });
}
