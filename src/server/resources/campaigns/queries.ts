import type { Kysely } from 'kysely';
import type { CalendarDay } from '../../../shared/calendar.js';
import { campaignPhase, currentCampaign } from '../../../shared/schemas/campaign.js';
import {
  campaignRecord,
  menuCampaign,
  type AdminCampaign,
  type CampaignData,
  type MenuCampaign,
} from '../../../shared/schemas/campaign.js';
import { auditedCreate, type Actor } from '../../platform/audit/audited.js';
import type { CampaignRow, Database } from '../../platform/db/schema.js';
import { assertPhotoExists } from '../media/queries.js';
import { notFound } from '../../platform/http/errors.js';
import { columnWriter, recordReader } from '../../platform/records/columns.js';
import { fieldsOf } from '../../platform/records/fields-of.js';
import { recordTexts, textFieldsOf, writeTexts, type LanguageTexts, type TextFields } from '../../platform/records/translated.js';

export const MISSING = 'Kampanya bulunamadı';

export const toColumns = columnWriter('campaigns', (input: CampaignData) => ({
  priceKurus: input.price,
  discountPriceKurus: input.discountPrice,
}));

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
    await writeTexts(trx, 'campaigns', id, input, actor.at);
    await auditedCreate(trx, actor, 'campaigns', id, (trx, id) => getCampaign(trx, id, today));
    return id;
  });
}

export async function listCampaigns(db: Kysely<Database>, today: CalendarDay): Promise<AdminCampaign[]> {
  const [rows, texts] = await Promise.all([
    db.selectFrom('campaigns').selectAll().orderBy('startDate', 'desc').orderBy('id', 'desc').execute(),
    recordTexts(db, 'campaigns'),
  ]);
  return rows.map((row) => toAdminCampaign(row, today, texts.get(row.id)));
}

export async function getCampaign(db: Kysely<Database>, id: number, today: CalendarDay): Promise<AdminCampaign> {
  const row = await db.selectFrom('campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(MISSING);
  return toAdminCampaign(row, today, (await recordTexts(db, 'campaigns', [id])).get(id));
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
  const texts = await recordTexts(
    db,
    'campaigns',
    rows.map((row) => row.id),
  );
  const running = currentCampaign(
    rows.map((row) => toAdminCampaign(row, today, texts.get(row.id))),
    today,
  );
  return running ? fieldsOf(menuCampaign, running) : null;
}

const toAdminCampaign = (row: CampaignRow, today: CalendarDay, texts: LanguageTexts | undefined): AdminCampaign =>
  readCampaign({ ...row, ...textFieldsOf('campaigns', texts), today });

const readCampaign = recordReader<CampaignRow & TextFields<'campaigns'> & { today: CalendarDay }, AdminCampaign>(campaignRecord, {
  translations: (row) => row.translations as AdminCampaign['translations'],
  phase: (row) => campaignPhase({ isActive: row.isActive === 1, startDate: row.startDate, endDate: row.endDate }, row.today),
});
