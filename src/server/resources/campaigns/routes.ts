import { z } from 'zod';
import { campaignInput, campaignRecord, campaignUpdate } from '../../../shared/schemas/campaign.js';
import { actorOf, changeAudited } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import { idParams, noContent, refusals, type Api } from '../../platform/http/contract.js';
import { assertPhotoExists } from '../media/queries.js';
import { deleteById, updateVersioned } from '../../platform/records/versioned.js';
import { writeTexts } from '../../platform/records/translated.js';
import { createCampaign, getCampaign, listCampaigns, MISSING, toColumns } from './queries.js';

const params = idParams(MISSING);
const tags = ['Kampanyalar'];

export function campaignRoutes(app: Api, { db, dialect, now, today }: ServerContext): void {
  app.get('/campaigns', { schema: { tags, response: { 200: z.array(campaignRecord) } } }, async () => listCampaigns(db, today()));

  app.post(
    '/campaigns',
    { schema: { tags, body: campaignInput, response: { 201: campaignRecord, ...refusals(400) } } },
    async (request, reply) => {
      const id = await createCampaign(db, actorOf(request, dialect, now()), request.body, today());
      return reply.code(201).send(await getCampaign(db, id, today()));
    },
  );

  app.put(
    '/campaigns/:id',
    { schema: { tags, params, body: campaignUpdate, response: { 200: campaignRecord, ...refusals(400, 404, 409) } } },
    async (request) => {
      const { id } = request.params;
      const { version, ...input } = request.body;
      const actor = actorOf(request, dialect, now());
      await changeAudited(
        db,
        actor,
        { action: 'update', resource: 'campaigns', id, read: (trx, id) => getCampaign(trx, id, today()) },
        async (trx) => {
          await assertPhotoExists(trx, dialect, input.image);
          await updateVersioned(trx, 'campaigns', id, version, toColumns(input), actor.at, MISSING);
          await writeTexts(trx, 'campaigns', id, input, actor.at);
        },
      );
      return getCampaign(db, id, today());
    },
  );

  app.delete('/campaigns/:id', { schema: { tags, params, response: { 204: noContent, ...refusals(404) } } }, async (request, reply) => {
    const { id } = request.params;
    await changeAudited(
      db,
      actorOf(request, dialect, now()),
      { action: 'delete', resource: 'campaigns', id, read: (trx, id) => getCampaign(trx, id, today()) },
      (trx) => deleteById(trx, 'campaigns', id, MISSING),
    );
    return reply.code(204).send(null);
  });
}
