import { Link } from 'react-router-dom';
import type { AdminStation } from '../../../shared/schemas/station.js';
import { useCategories } from '../api/categories.js';
import { stationsResource, useDeleteStation, useStations } from '../api/stations.js';
import { EditDeleteButtons } from '../ui/Button.js';
import { FormBesideList } from '../ui/FormBesideList.js';
import { ListState } from '../ui/QueryState.js';
import { RecordTable } from '../ui/RecordTable.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { notify } from '../ui/toasts.js';
import { askBeforeDiscarding } from '../ui/unsaved-changes.js';
import { useConfirmDelete } from '../ui/useConfirmDelete.js';
import { usePanelEditing } from '../ui/useEditing.js';
import { StationForm } from './StationForm.js';
import styles from './StationsPage.module.css';

/** 'İstasyonlar' (admins): the form on one side, every station and what it prepares on the other (D59). */
export default function StationsPage() {
  const stations = useStations();
  const categories = useCategories();
  const { editing, edit, formKey } = usePanelEditing<AdminStation>();
  const confirmDelete = useConfirmDelete<AdminStation>(useDeleteStation(), {
    question: 'Bu istasyonu silmek istediğinizden emin misiniz? Hazırladıkları varsayılan istasyona geçer.',
    nameOf: (station) => station.name,
    undo: stationsResource,
    onRemoved: (station) => {
      if (editing?.id === station.id) edit(null);
    },
  });
  const categoryNames = new Map((categories.data ?? []).map((category) => [category.id, category.nameTr]));
  const list = (stations.data ?? []).filter((station) => !confirmDelete.hidden.has(station.id));
  return (
    <>
      <FormBesideList
        title="İstasyonlar"
        description="Onaylanan siparişin satırları, ürünü hazırlayan istasyonun ekranına ve yazıcısına gider."
        listLabel="İstasyon listesi"
        form={
          <StationForm
            key={formKey}
            station={editing}
            onCancel={() => edit(null)}
            onSaved={(name) => {
              edit(null);
              notify.success(`${name} kaydedildi.`);
            }}
          />
        }
      >
        <ListState query={stations} loading="İstasyonlar yükleniyor…" count={list.length} empty="Henüz istasyon yok.">
          {() => (
            <RecordTable
              records={list}
              columns={[
                {
                  header: 'İstasyon',
                  cell: (station) => (
                    <span className={styles.name}>
                      <span className={styles.swatch} style={{ background: station.colour }} aria-hidden="true" />
                      {station.name}
                      {station.isDefault && <StatusBadge tone="info">Varsayılan</StatusBadge>}
                    </span>
                  ),
                },
                {
                  header: 'Hazırladıkları',
                  cell: (station) =>
                    [
                      ...station.categoryIds.map((id) => categoryNames.get(id) ?? ''),
                      station.productIds.length > 0 ? `${station.productIds.length} ürün ayrıca` : '',
                    ]
                      .filter(Boolean)
                      .join(', ') || (station.isDefault ? 'Diğer her şey' : '—'),
                },
                { header: 'Yazıcı', cell: (station) => station.printer || '—' },
                { header: 'Ekran', cell: (station) => <Link to={`/admin/kitchen/${station.id}`}>Ekranı aç</Link> },
              ]}
              actions={(station) => (
                <EditDeleteButtons
                  subject={station.name}
                  onEdit={() => askBeforeDiscarding(() => edit(station))}
                  onDelete={() => confirmDelete.ask(station)}
                />
              )}
              current={(station) => editing?.id === station.id}
            />
          )}
        </ListState>
      </FormBesideList>
      {confirmDelete.dialog}
    </>
  );
}
