import { useState } from 'react';
import { describeSampleCounts, isEmptyCount } from '../../../shared/schemas/sample-data.js';
import { useRemoveSampleData, useSampleDataStatus } from '../api/sample-data.js';
import { Button } from '../ui/Button.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import fieldStyles from '../ui/Field.module.css';
import formStyles from '../ui/Form.module.css';
import { notify } from '../ui/toasts.js';
import styles from './SettingsPage.module.css';

/**
 * 'Örnek verileri kaldır': the sample restaurant a new install starts with (its menu, campaign,
 * veresiye accounts, tables and details) goes in one step, but for what staff have changed since
 * (docs/decisions/product.md D52). `blocked` while the details' form has unsaved changes: the
 * removal may put the details back to the defaults, and the form would then load them over
 * what was typed.
 */
export function SampleDataSection({ blocked }: { blocked: boolean }) {
  const status = useSampleDataStatus();
  const remove = useRemoveSampleData();
  const [asking, setAsking] = useState(false);
  const close = () => {
    setAsking(false);
    remove.reset();
  };

  const removable = status.data && !isEmptyCount(status.data.toRemove) ? describeSampleCounts(status.data.toRemove) : '';
  const kept = status.data && !isEmptyCount(status.data.toKeep) ? describeSampleCounts(status.data.toKeep) : '';
  return (
    <section className={`${formStyles.panel} ${styles.form} ${styles.sample}`} aria-labelledby="settings-sample">
      <h2 id="settings-sample" className={formStyles.panelTitle}>
        Örnek veriler
      </h2>
      {status.error ? (
        <ErrorMessage error={status.error} />
      ) : !status.data ? null : removable === '' ? (
        <p className={fieldStyles.hint}>Kaldırılacak örnek veri yok: menü, hesaplar ve masalar restoranınızın.</p>
      ) : (
        <div className={formStyles.form}>
          <p>İlk açılışta eklenen örnek restoran: {removable}.</p>
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
      {asking && (
        <ConfirmDialog
          title="Örnek verileri kaldır"
          question={`Şunlar kaldırılacak: ${removable}. Bu işlem geri alınamaz.`}
          confirmLabel="Kaldır"
          busyLabel="Kaldırılıyor…"
          busy={remove.isPending}
          error={remove.error}
          onCancel={close}
          onConfirm={() =>
            remove.mutate(undefined, {
              onSuccess: ({ removed }) => {
                close();
                const what = describeSampleCounts(removed);
                notify.success(what ? `Örnek veriler kaldırıldı: ${what}.` : 'Kaldırılacak örnek veri kalmamıştı.');
              },
            })
          }
        />
      )}
    </section>
  );
}
