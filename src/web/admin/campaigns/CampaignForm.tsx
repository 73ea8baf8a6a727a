import type { AdminCampaign } from '../../../shared/schemas/campaign.js';
import { campaignInput, campaignUpdate, type CampaignInput } from '../../../shared/schemas/campaign.js';
import { useCampaigns, useSaveCampaign } from '../api/campaigns.js';
import { ACTIVE, bilingualFields, type FormLayout } from '../ui/form-fields.js';
import { useRecordForm } from '../ui/forms.js';
import { RecordForm } from '../ui/RecordForm.js';

const LAYOUT: FormLayout = [
  ...bilingualFields('Başlık', { names: 'title', descriptions: 'optional' }),
  { name: 'image', label: 'Görsel (isteğe bağlı)', input: 'photo', shape: 'campaign' },
  {
    row: [
      { name: 'startDate', label: 'Başlangıç tarihi', input: 'date', required: true },
      { name: 'endDate', label: 'Bitiş tarihi', input: 'date', required: true, hint: 'Bu gün de dahil' },
    ],
  },
  {
    row: [
      { name: 'price', label: 'Fiyat (₺)', input: 'money', hint: 'İsteğe bağlı' },
      { name: 'discountPrice', label: 'İndirimli fiyat (₺)', input: 'money', hint: 'İsteğe bağlı' },
    ],
  },
  ACTIVE,
];

interface CampaignFormProps {
  campaign: AdminCampaign | null;
  onCancel: () => void;
  onSaved: (title: string) => void;
}

/** Adds or edits a campaign; both dates are calendar days, start ≤ end (D13). */
export function CampaignForm({ campaign, onCancel, onSaved }: CampaignFormProps) {
  const state = useRecordForm<AdminCampaign, CampaignInput & { version?: number }>({
    record: campaign,
    create: campaignInput,
    update: campaignUpdate,
    layout: LAYOUT,
    save: useSaveCampaign(),
    refetch: useCampaigns().refetch,
    onSaved: (values) => onSaved(values.titleTr.trim()),
    onClose: onCancel,
  });
  return <RecordForm title={campaign ? 'Kampanyayı Düzenle' : 'Kampanya Ekle'} addLabel="Kampanya Ekle" layout={LAYOUT} state={state} />;
}
