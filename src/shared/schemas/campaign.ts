import { z } from 'zod';
import type { CalendarDay } from '../calendar.js';
import {
  answer,
  calendarDay,
  flag,
  imageUrl,
  optionalLiraAmount,
  optionalText,
  requiredText,
  version,
  texts,
  menuTexts,
} from './fields.js';
import { translationsInput, translationsRecord } from './translation.js';

export interface DatedCampaign {
  isActive: boolean;
  startDate: CalendarDay;
  endDate: CalendarDay;
}

export const CAMPAIGN_PHASES = ['running', 'scheduled', 'ended', 'inactive'] as const;
export type CampaignPhase = (typeof CAMPAIGN_PHASES)[number];

/** Where a campaign stands on `today`: the status label staff see in the back office. */
export function campaignPhase(campaign: DatedCampaign, today: CalendarDay): CampaignPhase {
  if (!campaign.isActive) return 'inactive';
  if (today < campaign.startDate) return 'scheduled';
  if (today > campaign.endDate) return 'ended';
  return 'running';
}

/** The campaign guests see: the first active one whose days include `today` (spec §5). */
export function currentCampaign<T extends DatedCampaign>(campaigns: readonly T[], today: CalendarDay): T | null {
  return campaigns.find((campaign) => campaignPhase(campaign, today) === 'running') ?? null;
}

const campaignFields = {
  titleTr: requiredText('Başlık (TR)', 120),
  titleEn: requiredText('Başlık (EN)', 120),
  descriptionTr: optionalText('Açıklama (TR)', 1000),
  descriptionEn: optionalText('Açıklama (EN)', 1000),
  image: z
    .union([z.literal(''), z.null(), imageUrl()])
    .optional()
    .transform((value) => (value ? value : null)),
  startDate: calendarDay('Başlangıç tarihi'),
  endDate: calendarDay('Bitiş tarihi'),
  isActive: flag('Aktif', true),
  price: optionalLiraAmount('Fiyat'),
  discountPrice: optionalLiraAmount('İndirimli fiyat'),
  translations: translationsInput('campaigns'),
};

type CampaignShape = { startDate: string; endDate: string; price: number | null; discountPrice: number | null };

function checkCampaign(campaign: CampaignShape, ctx: z.RefinementCtx): void {
  if (campaign.startDate > campaign.endDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'Bitiş tarihi başlangıç tarihinden önce olamaz' });
  }
  if (campaign.discountPrice !== null && campaign.price === null) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'İndirimli fiyat için önce fiyat girin' });
  }
  if (campaign.discountPrice !== null && campaign.price !== null && campaign.discountPrice > campaign.price) {
    ctx.addIssue({ code: 'custom', path: ['discountPrice'], message: 'İndirimli fiyat, fiyattan büyük olamaz' });
  }
}

/** A campaign (spec §5 with the admin rules: dates as calendar days, start ≤ end, discount ≤ price). */
export const campaignInput = z.strictObject(campaignFields).superRefine(checkCampaign);
export const campaignUpdate = z.strictObject({ ...campaignFields, version }).superRefine(checkCampaign);

export type CampaignInput = z.input<typeof campaignInput>;
export type CampaignData = z.output<typeof campaignInput>;

/** A campaign as the back office reads it, with where it stands today in the restaurant's time zone. */
export const campaignRecord = z.object({
  id: answer.id,
  ...texts('titleTr', 'titleEn', 'descriptionTr', 'descriptionEn'),
  image: answer.text.nullable(),
  startDate: answer.day,
  endDate: answer.day,
  isActive: answer.flag,
  priceKurus: answer.kurus.nullable(),
  discountPriceKurus: answer.kurus.nullable(),
  phase: z.enum(CAMPAIGN_PHASES),
  version: answer.version,
  translations: translationsRecord('campaigns'),
});
export type AdminCampaign = z.infer<typeof campaignRecord>;

/** The campaign running today, as guests see it. */
export const menuCampaign = campaignRecord
  .omit({ isActive: true, phase: true, version: true, translations: true })
  .extend({ texts: menuTexts });
export type MenuCampaign = z.infer<typeof menuCampaign>;
