import { z } from 'zod';
import { calendarDay, flag, imageUrl, optionalLiraAmount, optionalText, requiredText, version } from './fields.js';

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
