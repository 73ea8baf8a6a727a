import type { AdminCampaign } from '../../../shared/schemas/campaign.js';
import { campaignInput, campaignUpdate, type CampaignInput } from '../../../shared/schemas/campaign.js';
import { campaignsResource } from '../api/campaigns.js';
import { ACTIVE, bilingualFields, type FormLayout } from '../ui/form-fields.js';
import { useKindForm, type FormKind, type RecordFormProps } from '../ui/forms.js';
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

const FORM: FormKind = { resource: campaignsResource, create: campaignInput, update: campaignUpdate, layout: LAYOUT, name: 'titleTr' };

/** Adds or edits a campaign; both dates are calendar days, start ≤ end (D13). */
export function CampaignForm({ record, ...events }: RecordFormProps<AdminCampaign>) {
  const state = useKindForm<AdminCampaign, CampaignInput & { version?: number }>(FORM, record, events);
  return <RecordForm title={record ? 'Kampanyayı Düzenle' : 'Kampanya Ekle'} addLabel="Kampanya Ekle" state={state} />;
}
