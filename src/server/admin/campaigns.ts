import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AdminCampaign } from '../../shared/admin.js';
import { campaignPhase } from '../../shared/calendar.js';
import { campaignInput, campaignUpdate, type CampaignData } from '../../shared/schemas/campaign.js';
import type { ServerContext } from '../context.js';
import type { CampaignRow, Database } from '../db/schema.js';
import { notFound, parseWith } from '../http/errors.js';
import { flagOf, recordIdOf } from '../http/records.js';
import { updateVersioned, deleteById } from './records.js';

const MISSING = 'Kampanya bulunamadı';

export function campaignRoutes(app: FastifyInstance, { db, now, today }: ServerContext): void {
  app.get('/campaigns', async () => {
    const rows = await db.selectFrom('campaigns').selectAll().orderBy('startDate', 'desc').orderBy('id', 'desc').execute();
    const day = today();
    return rows.map((row) => toAdminCampaign(row, day));
  });

  app.post('/campaigns', async (request, reply) => {
    const input = parseWith(campaignInput, request.body);
    const stamp = now().toISOString();
    const { id } = await db
      .insertInto('campaigns')
      .values({ ...toColumns(input), createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reply.code(201).send(await getCampaign(db, id, today()));
  });

  app.put('/campaigns/:id', async (request) => {
    const id = recordIdOf(request.params, MISSING);
    const { version, ...input } = parseWith(campaignUpdate, request.body);
    await updateVersioned(db, 'campaigns', id, version, toColumns(input), now(), MISSING);
    return getCampaign(db, id, today());
  });

  app.delete('/campaigns/:id', async (request, reply) => {
    const id = recordIdOf(request.params, MISSING);
    await deleteById(db, 'campaigns', id, MISSING);
    return reply.code(204).send();
  });
}

function toColumns(input: CampaignData) {
  return {
    titleTr: input.titleTr,
    titleEn: input.titleEn,
    descriptionTr: input.descriptionTr,
    descriptionEn: input.descriptionEn,
    image: input.image,
    startDate: input.startDate,
    endDate: input.endDate,
    isActive: flagOf(input.isActive),
    priceKurus: input.price,
    discountPriceKurus: input.discountPrice,
  };
}

const findCampaign = (db: Kysely<Database>, id: number) =>
  db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();

async function getCampaign(db: Kysely<Database>, id: number, day: string): Promise<AdminCampaign> {
  const row = await findCampaign(db, id);
  if (!row) throw notFound(MISSING);
  return toAdminCampaign(row, day);
}

function toAdminCampaign(row: CampaignRow, day: string): AdminCampaign {
  const isActive = row.isActive === 1;
  return {
    id: row.id,
    titleTr: row.titleTr,
    titleEn: row.titleEn,
    descriptionTr: row.descriptionTr,
    descriptionEn: row.descriptionEn,
    image: row.image,
    startDate: row.startDate,
    endDate: row.endDate,
    isActive,
    priceKurus: row.priceKurus,
    discountPriceKurus: row.discountPriceKurus,
    phase: campaignPhase({ isActive, startDate: row.startDate, endDate: row.endDate }, day),
    version: row.version,
  };
}
