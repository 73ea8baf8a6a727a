import { useState } from 'react';
import {
  describeSampleCounts,
  isEmptyCount,
  type SampleKeptRecord,
  type SAMPLE_KEPT_REASONS,
} from '../../../shared/schemas/sample-data.js';
import { useRemoveSampleData, useSampleDataStatus } from '../api/sample-data.js';
import { Button } from '../ui/Button.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { CheckField } from '../ui/Field.js';
import fieldStyles from '../ui/Field.module.css';
import formStyles from '../ui/Form.module.css';
import { notify } from '../ui/toasts.js';
import styles from './SettingsPage.module.css';

/** Each kind of record as a list of them is headed. */
const KINDS: Record<SampleKeptRecord['kind'], string> = {
  categories: 'Kategoriler',
  products: 'Ürünler',
  tags: 'Etiketler',
  ingredients: 'Malzemeler',
  campaigns: 'Kampanyalar',
  accounts: 'Veresiye hesapları',
  tables: 'Masalar',
  settings: 'Restoran bilgileri',
};

/** Why a record stays, as the list says it. */
const REASONS: Record<(typeof SAMPLE_KEPT_REASONS)[number], string> = {
  edited: 'Düzenlediğiniz için kalacak',
  used: 'Sizin eklediklerinizde ya da kalanlarda kullanıldığı için kalacak',
  ledger: 'Hesabına hareket girdiğiniz için kalacak',
};

/**
 * The sample records a removal leaves, by name, under why: "Ürünler: Kıymalı Pide, Çay",
 * so nobody is left wondering which dishes still stand after the sample is gone.
 */
function KeptRecords({ records }: { records: readonly SampleKeptRecord[] }) {
  const reasons = (Object.keys(REASONS) as (keyof typeof REASONS)[]).filter((reason) => records.some((r) => r.reason === reason));
  return (
    <>
      {reasons.map((reason) => {
        const mine = records.filter((record) => record.reason === reason);
        const kinds = (Object.keys(KINDS) as SampleKeptRecord['kind'][]).filter((kind) => mine.some((record) => record.kind === kind));
        return (
          <div key={reason}>
            <p>{REASONS[reason]}:</p>
            <ul aria-label={REASONS[reason]}>
              {kinds.map((kind) => (
                <li key={kind}>
                  {KINDS[kind]}
                  {kind !== 'settings' &&
                    `: ${mine
                      .filter((record) => record.kind === kind)
                      .map((record) => record.name)
                      .join(', ')}`}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

/**
 * 'Örnek verileri kaldır': the sample restaurant a new install starts with (its menu, campaign,
 * veresiye accounts, tables and details) goes in one step, but for what staff have changed since
 * (docs/decisions/product.md D52). The confirmation names what stays and offers to take the
 * sample records staff edited too: trying the app out (a batch of prices, a photo) edits them.
 * `blocked` while the details' form has unsaved changes: the removal may put the details back
 * to the defaults, and the form would then load them over what was typed.
 */
export function SampleDataSection({ blocked }: { blocked: boolean }) {
  const status = useSampleDataStatus();
  const remove = useRemoveSampleData();
  const [asking, setAsking] = useState(false);
  const [includeEdited, setIncludeEdited] = useState(false);
  const close = () => {
    setAsking(false);
    setIncludeEdited(false);
    remove.reset();
  };

  const removable = status.data && !isEmptyCount(status.data.toRemove) ? describeSampleCounts(status.data.toRemove) : '';
  const kept = status.data && !isEmptyCount(status.data.toKeep) ? describeSampleCounts(status.data.toKeep) : '';
  const edited = status.data?.kept.filter((record) => record.reason === 'edited' && record.kind !== 'settings') ?? [];
  const chosen = includeEdited ? status.data?.withEdited : status.data;
  const going = chosen ? describeSampleCounts(chosen.toRemove) : '';
  return (
    <section className={`${formStyles.panel} ${styles.form} ${styles.sample}`} aria-labelledby="settings-sample">
      <h2 id="settings-sample" className={formStyles.panelTitle}>
        Örnek veriler
      </h2>
      {status.error ? (
        <ErrorMessage error={status.error} />
      ) : !status.data ? null : removable === '' && edited.length === 0 ? (
        <p className={fieldStyles.hint}>Kaldırılacak örnek veri yok: menü, hesaplar ve masalar restoranınızın.</p>
      ) : (
        <div className={formStyles.form}>
          {removable && <p>İlk açılışta eklenen örnek restoran: {removable}.</p>}
          {kept && <p>Düzenlediğiniz için kalacak: {kept}.</p>}
          <p className={fieldStyles.hint}>
            Örnek veresiye hesapları hareketleriyle birlikte silinir. Sizin eklediğiniz ve düzenlediğiniz kayıtlar kalır; kaldırılanlar geri
            gelmez.
          </p>
          <div>
            <Button
              variant="danger"
              onClick={() => setAsking(true)}
              disabled={blocked}
              aria-describedby={blocked ? 'sample-blocked' : undefined}
            >
              Örnek verileri kaldır
            </Button>
          </div>
          {blocked && (
            <p id="sample-blocked" className={fieldStyles.hint}>
              Önce ayarlardaki değişiklikleri kaydedin.
            </p>
          )}
        </div>
      )}
      {asking && status.data && (
        <ConfirmDialog
          title="Örnek verileri kaldır"
          question={going ? `Şunlar kaldırılacak: ${going}. Bu işlem geri alınamaz.` : 'Kaldırılacak örnek veri yok.'}
          confirmLabel="Kaldır"
          busyLabel="Kaldırılıyor…"
          busy={remove.isPending}
          error={remove.error}
          onCancel={close}
          onConfirm={() =>
            remove.mutate(
              { includeEdited },
              {
                onSuccess: ({ removed }) => {
                  close();
                  const what = describeSampleCounts(removed);
                  notify.success(what ? `Örnek veriler kaldırıldı: ${what}.` : 'Kaldırılacak örnek veri kalmamıştı.');
                },
              },
            )
          }
        >
          <KeptRecords records={chosen?.kept ?? []} />
          {edited.length > 0 && (
            <CheckField label={`Düzenlediğim ${edited.length} örnek kaydı da kaldır`}>
              <input type="checkbox" checked={includeEdited} onChange={(event) => setIncludeEdited(event.target.checked)} />
            </CheckField>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
