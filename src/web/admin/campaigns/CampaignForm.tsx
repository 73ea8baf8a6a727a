import { useEffect } from 'react';
import type { AdminCampaign } from '../../../shared/schemas/campaign.js';
import { kurusToDecimalText } from '../../../shared/money-input.js';
import { campaignInput, campaignUpdate, type CampaignInput } from '../../../shared/schemas/campaign.js';
import { useCampaigns, useSaveCampaign } from '../api/campaigns.js';
import { CheckField, Field } from '../ui/Field.js';
import { FormActions } from '../ui/FormActions.js';
import formStyles from '../ui/Form.module.css';
import { useRecordForm } from '../ui/forms.js';
import { FormPhotoField } from '../ui/FormPhotoField.js';

type CampaignValues = CampaignInput & { version?: number };

const FIELDS = [
  'titleTr',
  'titleEn',
  'descriptionTr',
  'descriptionEn',
  'image',
  'startDate',
  'endDate',
  'price',
  'discountPrice',
  'isActive',
] as const;

function toValues(campaign: AdminCampaign | null): CampaignValues {
  if (!campaign) {
    return {
      titleTr: '',
      titleEn: '',
      descriptionTr: '',
      descriptionEn: '',
      image: '',
      startDate: '',
      endDate: '',
      price: '',
      discountPrice: '',
      isActive: true,
    };
  }
  return {
    titleTr: campaign.titleTr,
    titleEn: campaign.titleEn,
    descriptionTr: campaign.descriptionTr,
    descriptionEn: campaign.descriptionEn,
    image: campaign.image ?? '',
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    price: campaign.priceKurus === null ? '' : kurusToDecimalText(campaign.priceKurus),
    discountPrice: campaign.discountPriceKurus === null ? '' : kurusToDecimalText(campaign.discountPriceKurus),
    isActive: campaign.isActive,
    version: campaign.version,
  };
}

interface CampaignFormProps {
  campaign: AdminCampaign | null;
  onCancel: () => void;
  onSaved: (title: string) => void;
}

/** Adds or edits a campaign; both dates are calendar days, start ≤ end (D13). */
export function CampaignForm({ campaign, onCancel, onSaved }: CampaignFormProps) {
  const editing = campaign !== null;
  const save = useSaveCampaign();
  const campaigns = useCampaigns();
  const {
    form: {
      register,
      setFocus,
      control,
      formState: { errors },
    },
    onSubmit,
    status,
    close,
  } = useRecordForm({
    record: campaign,
    create: campaignInput,
    update: campaignUpdate,
    defaultValues: toValues(campaign),
    valuesOf: toValues,
    fields: FIELDS,
    save,
    refetch: campaigns.refetch,
    onSaved: (values) => onSaved(values.titleTr.trim()),
    onClose: onCancel,
  });

  useEffect(() => {
    if (editing) setFocus('titleTr');
  }, [editing, setFocus]);

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby="campaign-form-title">
      <h2 id="campaign-form-title" className={formStyles.panelTitle}>
        {editing ? 'Kampanyayı Düzenle' : 'Kampanya Ekle'}
      </h2>
      <div className={formStyles.pair}>
        <Field label="Başlık (TR)" required error={errors.titleTr?.message}>
          {(c) => <input {...c} {...register('titleTr')} />}
        </Field>
        <Field label="Başlık (EN)" required error={errors.titleEn?.message}>
          {(c) => <input {...c} {...register('titleEn')} lang="en" />}
        </Field>
      </div>
      <div className={formStyles.pair}>
        <Field label="Açıklama (TR)" error={errors.descriptionTr?.message}>
          {(c) => <textarea {...c} {...register('descriptionTr')} rows={3} />}
        </Field>
        <Field label="Açıklama (EN)" error={errors.descriptionEn?.message}>
          {(c) => <textarea {...c} {...register('descriptionEn')} rows={3} lang="en" />}
        </Field>
      </div>
      <FormPhotoField control={control} label="Görsel (isteğe bağlı)" shape="campaign" />
      <div className={formStyles.pair}>
        <Field label="Başlangıç tarihi" required error={errors.startDate?.message}>
          {(c) => <input {...c} {...register('startDate')} type="date" />}
        </Field>
        <Field label="Bitiş tarihi" required hint="Bu gün de dahil" error={errors.endDate?.message}>
          {(c) => <input {...c} {...register('endDate')} type="date" />}
        </Field>
      </div>
      <div className={formStyles.pair}>
        <Field label="Fiyat (₺)" hint="İsteğe bağlı" error={errors.price?.message}>
          {(c) => <input {...c} {...register('price')} inputMode="decimal" autoComplete="off" />}
        </Field>
        <Field label="İndirimli fiyat (₺)" hint="İsteğe bağlı" error={errors.discountPrice?.message}>
          {(c) => <input {...c} {...register('discountPrice')} inputMode="decimal" autoComplete="off" />}
        </Field>
      </div>
      <CheckField label="Aktif" error={errors.isActive?.message}>
        <input type="checkbox" {...register('isActive')} />
      </CheckField>
      <FormActions {...status} {...(editing ? { onCancel: close } : {})} submitLabel={editing ? 'Kaydet' : 'Kampanya Ekle'} />
    </form>
  );
}
