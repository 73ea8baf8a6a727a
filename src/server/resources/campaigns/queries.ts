import type { Kysely } from 'kysely';
import { campaignPhase, currentCampaign, type CalendarDay } from '../../../shared/calendar.js';
import { menuCampaign, type AdminCampaign, type CampaignData, type MenuCampaign } from '../../../shared/schemas/campaign.js';
import { auditedCreate, type Actor } from '../../platform/audit/audited.js';
import type { CampaignRow, Database } from '../../platform/db/schema.js';
import { assertPhotoExists } from '../media/queries.js';
import { notFound } from '../../platform/http/errors.js';
import { flagOf } from '../../platform/records/db-errors.js';
import { fieldsOf } from '../../platform/records/fields-of.js';

export const MISSING = 'Kampanya bulunamadı';

export function toColumns(input: CampaignData) {
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

/** Adds a campaign, with its entry in the change history; its id. */
export async function createCampaign(db: Kysely<Database>, actor: Actor, input: CampaignData, today: CalendarDay): Promise<number> {
  const stamp = actor.at.toISOString();
  return db.transaction().execute(async (trx) => {
    await assertPhotoExists(trx, actor.dialect, input.image);
    const { id } = await trx
      .insertInto('campaigns')
      .values({ ...toColumns(input), createdAt: stamp, updatedAt: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    await auditedCreate(trx, actor, 'campaigns', id, (trx, id) => getCampaign(trx, id, today));
    return id;
  });
}

export async function listCampaigns(db: Kysely<Database>, today: CalendarDay): Promise<AdminCampaign[]> {
  const rows = await db.selectFrom('campaigns').selectAll().orderBy('startDate', 'desc').orderBy('id', 'desc').execute();
  return rows.map((row) => toAdminCampaign(row, today));
}

export async function getCampaign(db: Kysely<Database>, id: number, today: CalendarDay): Promise<AdminCampaign> {
  const row = await db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MISSING);
  return toAdminCampaign(row, today);
}

/** The campaign running `today` in the restaurant's time zone (D13), as guests see it. */
export async function readMenuCampaign(db: Kysely<Database>, today: CalendarDay): Promise<MenuCampaign | null> {
  const rows = await db
    .selectFrom('campaigns')
    .selectAll()
    .where('isActive', '=', 1)
    .where('startDate', '<=', today)
    .where('endDate', '>=', today)
    .orderBy('startDate')
    .orderBy('id')
    .execute();
  const running = currentCampaign(
    rows.map((row) => toAdminCampaign(row, today)),
    today,
  );
  return running ? fieldsOf(menuCampaign, running) : null;
}

function toAdminCampaign(row: CampaignRow, today: CalendarDay): AdminCampaign {
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
    phase: campaignPhase({ isActive, startDate: row.startDate, endDate: row.endDate }, today),
    version: row.version,
  };
}
