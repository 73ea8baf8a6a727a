import { useState } from 'react';
import type { AdminCampaign } from '../../../shared/schemas/campaign.js';
import { formatLira } from '../../../shared/money.js';
import { campaignsResource, useCampaigns, useDeleteCampaign } from '../api/campaigns.js';
import { EditDeleteButtons } from '../ui/Button.js';
import { formatDay } from '../ui/dates.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import formStyles from '../ui/Form.module.css';
import { PageHeader } from '../ui/PageHeader.js';
import { Empty, Loading } from '../ui/QueryState.js';
import split from '../ui/Split.module.css';
import { StatusBadge } from '../ui/StatusBadge.js';
import { RecordTable } from '../ui/RecordTable.js';
import table from '../ui/Table.module.css';
import { notify } from '../ui/toasts.js';
import { askBeforeDiscarding } from '../ui/unsaved-changes.js';
import { useConfirmDelete } from '../ui/useConfirmDelete.js';
import { CampaignForm } from './CampaignForm.js';
import { PHASE_LABELS } from './phase.js';

function priceText(campaign: AdminCampaign): string {
  if (campaign.priceKurus === null) return '—';
  if (campaign.discountPriceKurus === null) return formatLira(campaign.priceKurus);
  return `${formatLira(campaign.discountPriceKurus)} (${formatLira(campaign.priceKurus)} yerine)`;
}

/** Campaigns: the form on one side, the list with each one's status today on the other. */
export default function CampaignsPage() {
  const campaigns = useCampaigns();
  const remove = useDeleteCampaign();
  const [editing, setEditing] = useState<AdminCampaign | null>(null);
  const [formKey, setFormKey] = useState(0);
  const confirmDelete = useConfirmDelete<AdminCampaign>(remove, {
    question: 'Bu kampanyayı silmek istediğinizden emin misiniz?',
    nameOf: (campaign) => campaign.titleTr,
    undo: campaignsResource,
    onRemoved: (campaign) => {
      if (editing?.id === campaign.id) edit(null);
    },
  });
  // Newest first: the campaigns staff work on are the current and coming ones.
  const list = [...(campaigns.data ?? [])]
    .filter((campaign) => !confirmDelete.hidden.has(campaign.id))
    .sort((a, b) => b.startDate.localeCompare(a.startDate));

  function edit(campaign: AdminCampaign | null) {
    setEditing(campaign);
    setFormKey((key) => key + 1);
  }

  return (
    <>
      <PageHeader title="Kampanyalar" description="Ana sayfada, başlangıç ve bitiş günleri arasında gösterilir." />
      <div className={split.split}>
        <div className={`${formStyles.panel} ${split.sticky}`}>
          <CampaignForm
            key={`${editing?.id ?? 'new'}-${formKey}`}
            campaign={editing}
            onCancel={() => edit(null)}
            onSaved={(title) => {
              edit(null);
              notify.success(`${title} kaydedildi.`);
            }}
          />
        </div>
        <section aria-label="Kampanya listesi">
          {campaigns.isPending ? (
            <Loading>Kampanyalar yükleniyor…</Loading>
          ) : campaigns.isError ? (
            <ErrorMessage error={campaigns.error} onRetry={() => void campaigns.refetch()} />
          ) : list.length === 0 ? (
            <Empty>Henüz kampanya yok. Soldaki formla ilk kampanyayı ekleyin.</Empty>
          ) : (
            <div className={table.wrap}>
              <RecordTable
                records={list}
                columns={[
                  {
                    header: 'Kampanya',
                    cell: (campaign) => (
                      <>
                        <span className={table.strong}>{campaign.titleTr}</span>
                        <div className={table.muted} lang="en">
                          {campaign.titleEn}
                        </div>
                      </>
                    ),
                  },
                  {
                    header: 'Tarihler',
                    cell: (campaign) => (
                      <>
                        <span className={table.nowrap}>{formatDay(campaign.startDate)}</span> –{' '}
                        <span className={table.nowrap}>{formatDay(campaign.endDate)}</span>
                      </>
                    ),
                  },
                  { header: 'Fiyat', cell: priceText },
                  {
                    header: 'Durum',
                    cell: (campaign) => (
                      <StatusBadge tone={PHASE_LABELS[campaign.phase].tone}>{PHASE_LABELS[campaign.phase].label}</StatusBadge>
                    ),
                  },
                ]}
                actions={(campaign) => (
                  <EditDeleteButtons
                    subject={campaign.titleTr}
                    onEdit={() => askBeforeDiscarding(() => edit(campaign))}
                    onDelete={() => confirmDelete.ask(campaign)}
                  />
                )}
                current={(campaign) => editing?.id === campaign.id}
              />
            </div>
          )}
        </section>
      </div>
      {confirmDelete.dialog}
    </>
  );
}
