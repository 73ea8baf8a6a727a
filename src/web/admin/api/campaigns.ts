import { campaignRecord } from '../../../shared/schemas/campaign.js';
import type { AdminCampaign } from '../../../shared/schemas/campaign.js';
import type { CampaignInput } from '../../../shared/schemas/campaign.js';
import type { Resource } from './resource.js';
import { useDeleteRecord, useResourceList, useSaveRecord } from './resource.js';

export const campaignsResource: Resource = { name: 'campaigns', record: campaignRecord, affects: [] };

export const useCampaigns = () => useResourceList<AdminCampaign>(campaignsResource);
export const useSaveCampaign = () => useSaveRecord<AdminCampaign, CampaignInput & { version?: number }>(campaignsResource);
export const useDeleteCampaign = () => useDeleteRecord(campaignsResource);
