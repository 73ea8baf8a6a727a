import type { AdminCampaign } from '../../../shared/schemas/campaign.js';
import { formatLira } from '../../../shared/money.js';
import { campaignsResource, useCampaigns, useDeleteCampaign } from '../api/campaigns.js';
import { EditDeleteButtons } from '../ui/Button.js';
import { formatDay } from '../ui/dates.js';
import { ListState } from '../ui/QueryState.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { RecordTable } from '../ui/RecordTable.js';
import table from '../ui/Table.module.css';
import { notify } from '../ui/toasts.js';
import { askBeforeDiscarding } from '../ui/unsaved-changes.js';
import { FormBesideList } from '../ui/FormBesideList.js';
import { useConfirmDelete } from '../ui/useConfirmDelete.js';
import { usePanelEditing } from '../ui/useEditing.js';
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
  const { editing, edit, formKey } = usePanelEditing<AdminCampaign>();
  const confirmDelete = useConfirmDelete<AdminCampaign>(useDeleteCampaign(), {
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

  return (
    <>
      <FormBesideList
        title="Kampanyalar"
        description="Ana sayfada, başlangıç ve bitiş günleri arasında gösterilir."
        listLabel="Kampanya listesi"
        form={
          <CampaignForm
            key={formKey}
            record={editing}
            onClose={() => edit(null)}
            onSaved={(title) => {
              edit(null);
              notify.success(`${title} kaydedildi.`);
            }}
          />
        }
      >
        <ListState
          query={campaigns}
          loading="Kampanyalar yükleniyor…"
          count={list.length}
          empty="Henüz kampanya yok. Soldaki formla ilk kampanyayı ekleyin."
        >
          {() => (
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
          )}
        </ListState>
      </FormBesideList>
      {confirmDelete.dialog}
    </>
  );
}
