import { useState } from 'react';
import { formatLira } from '../../../shared/money.js';
import { ROUNDING_STEPS } from '../../../shared/prices.js';
import type { PriceChangeInput, PricePreview, PricePreviewRow } from '../../../shared/schemas/prices.js';
import { ApiError } from '../../api/client.js';
import { useCategories } from '../api/categories.js';
import {
  useApplyPrices,
  useCancelScheduledPrices,
  usePreviewPrices,
  usePriceBatches,
  useSchedulePrices,
  useScheduledPrices,
  useUndoPrices,
} from '../api/prices.js';
import { useTags } from '../api/tags.js';
import { useProducts } from '../api/products.js';
import { useRestaurantTimeZone } from '../api/restaurant.js';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../ui/Button.js';
import { Field, SelectField } from '../ui/Field.js';
import form from '../ui/Form.module.css';
import { PageHeader } from '../ui/PageHeader.js';
import { Empty, Loading } from '../ui/QueryState.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import table from '../ui/Table.module.css';
import { TableHead } from '../ui/TableHead.js';
import { formatDateTime } from '../ui/dates.js';
import { notify } from '../ui/toasts.js';
import section from '../ui/Section.module.css';
import styles from './PricesPage.module.css';

const TITLE = 'Fiyat güncelle';

type Choices = Required<Pick<PriceChangeInput, 'by' | 'direction' | 'step' | 'rounding'>> & {
  categoryId: number | null;
  tagId: number | null;
  productId: number | null;
  search: string;
  value: string;
};

const START: Choices = {
  categoryId: null,
  tagId: null,
  productId: null,
  search: '',
  by: 'percent',
  direction: 'up',
  value: '',
  step: 100,
  rounding: 'nearest',
};

/**
 * Many prices at once: which dishes (a category, a tag, a search, or all), by how much (a
 * percentage or an amount, up or down) and how rounded. Nothing changes before the preview
 * lists every price before and after; applying is one batch, undone as a whole for a day.
 */
export default function PricesPage() {
  // Admins only: anyone else sees why, and nothing is requested (PageAccess).
  return <PriceChanges />;
}

function PriceChanges() {
  // On the restaurant's clock, as a change set for later is entered and the CSV dates it.
  const timeZone = useRestaurantTimeZone();
  // A dish's form links here with the dish chosen (`?urun=12`): its price set for later.
  const [searchParams] = useSearchParams();
  const [choices, setChoices] = useState<Choices>(() => ({ ...START, productId: Number(searchParams.get('urun')) || null }));
  const [preview, setPreview] = useState<{ for: Choices; answer: PricePreview } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const previewPrices = usePreviewPrices();
  const apply = useApplyPrices();
  const schedule = useSchedulePrices();
  /** Empty: now; otherwise a date and time on the restaurant's clock ("2026-12-01T00:00"). */
  const [when, setWhen] = useState('');

  const choose = (changes: Partial<Choices>) => {
    setChoices((current) => ({ ...current, ...changes }));
    // A preview shows what its own choices would do: another choice needs another look.
    setPreview(null);
    setErrors({});
  };
  const refused = (error: unknown) => {
    if (error instanceof ApiError && error.body.fields) setErrors(error.body.fields);
    notify.error(error instanceof Error ? error.message : 'Fiyatlar güncellenemedi');
  };

  const showPreview = () =>
    previewPrices.mutate(choices, {
      onSuccess: (answer) => {
        setErrors({});
        setPreview({ for: choices, answer });
      },
      onError: refused,
    });

  const rows = preview?.answer.rows ?? [];
  const categories = useCategories().data ?? [];
  const changing = rows.filter((row) => row.after !== row.before);
  const belowZero = rows.filter((row) => row.after <= 0);
  const applyPreview = () => {
    if (!preview) return;
    if (when !== '') {
      schedule.mutate(
        { ...preview.for, effectiveAt: when },
        {
          onSuccess: (change) => {
            notify.success(`Değişiklik ${formatDateTime(change.effectiveAt, timeZone)} için ayarlandı.`);
            setPreview(null);
            setWhen('');
          },
          onError: refused,
        },
      );
      return;
    }
    apply.mutate(
      { ...preview.for, basis: preview.answer.basis },
      {
        onSuccess: (batch) => {
          notify.success(`${batch.count} fiyat güncellendi.`);
          setPreview(null);
        },
        onError: (error) => {
          // Someone changed a dish since the preview: the preview is read again.
          if (error instanceof ApiError && error.status === 409) setPreview(null);
          refused(error);
        },
      },
    );
  };

  return (
    <>
      <PageHeader title={TITLE} description="Önce önizleyin, sonra uygulayın; bir gün içinde geri alabilirsiniz." />
      <form
        className={[form.form, form.panel].join(' ')}
        onSubmit={(event) => {
          event.preventDefault();
          showPreview();
        }}
      >
        <div className={styles.fields}>
          <Scope choices={choices} choose={choose} />
          <SelectField<Choices['by']> label="Değişim" error={errors.by} value={choices.by} onChange={(by) => choose({ by })}>
            <option value="percent">Yüzde (%)</option>
            <option value="amount">Tutar (₺)</option>
          </SelectField>
          <SelectField<Choices['direction']>
            label="Yön"
            error={errors.direction}
            value={choices.direction}
            onChange={(direction) => choose({ direction })}
          >
            <option value="up">Artır</option>
            <option value="down">İndir</option>
          </SelectField>
          <Field label={choices.by === 'percent' ? 'Yüzde' : 'Tutar (₺)'} error={errors.value} required>
            {(control) => (
              <input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                placeholder={choices.by === 'percent' ? '10' : '15,00'}
                value={choices.value}
                onChange={(event) => choose({ value: event.target.value })}
              />
            )}
          </Field>
          <SelectField label="Yuvarlama" error={errors.step} value={choices.step} onChange={(step) => choose({ step: Number(step) })}>
            {ROUNDING_STEPS.map((choice) => (
              <option key={choice.step} value={choice.step}>
                {choice.label}
              </option>
            ))}
          </SelectField>
          <SelectField<Choices['rounding']>
            label="Yuvarlama yönü"
            error={errors.rounding}
            disabled={choices.step === 1}
            value={choices.rounding}
            onChange={(rounding) => choose({ rounding })}
          >
            <option value="up">Yukarı</option>
            <option value="nearest">En yakın</option>
            <option value="down">Aşağı</option>
          </SelectField>
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={previewPrices.isPending}>
            {previewPrices.isPending ? 'Hesaplanıyor…' : 'Önizle'}
          </Button>
        </div>
      </form>

      {preview && (
        <section className={styles.preview} aria-labelledby="price-preview">
          <h2 id="price-preview" className={section.heading}>
            Önizleme <span className={section.count}>{changing.length} fiyat değişecek</span>
          </h2>
          {belowZero.length > 0 && (
            <p className={styles.warning} role="alert">
              {belowZero.length} fiyat sıfıra ya da altına iner: bu değişiklik uygulanamaz.
            </p>
          )}
          {rows.length === 0 ? (
            <Empty>Seçime uyan ürün yok.</Empty>
          ) : (
            <div className={table.wrap}>
              <table className={table.table}>
                <caption className="sr-only">Fiyatlar: şimdi ve değişiklikten sonra</caption>
                <TableHead headings={['Ürün', 'Boy', { figure: 'Şimdi' }, { figure: 'Yeni' }, 'Not']} />
                {byCategory(
                  rows,
                  categories.map((category) => category.nameTr),
                ).map(([categoryNameTr, group]) => (
                  <tbody key={categoryNameTr}>
                    <tr>
                      <th scope="colgroup" colSpan={5} className={styles.group}>
                        {categoryNameTr}
                      </th>
                    </tr>
                    {group.map((row) => (
                      <tr key={`${row.productId} ${row.size ?? ''}`}>
                        <th scope="row">{row.nameTr}</th>
                        <td>{row.size ?? '—'}</td>
                        <td className={[table.number, table.nowrap].join(' ')}>{formatLira(row.before)}</td>
                        <td className={[table.number, table.nowrap, table.strong].join(' ')}>{formatLira(row.after)}</td>
                        <td>
                          {row.after <= 0 && <StatusBadge tone="danger">Sıfıra iniyor</StatusBadge>}
                          {row.changedRecently && <StatusBadge tone="warning">Son 24 saatte değişti</StatusBadge>}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                ))}
              </table>
            </div>
          )}
          <Field
            label="Ne zaman"
            hint="Boş bırakılırsa hemen. Bir tarih ve saat seçilirse (restoranın saatiyle) o anda, o andaki fiyatlara uygulanır; misafirler o ana kadar bugünkü fiyatları görür."
            error={errors.effectiveAt}
          >
            {(control) => (
              <input {...control} type="datetime-local" step={60} value={when} onChange={(event) => setWhen(event.target.value)} />
            )}
          </Field>
          <div className={styles.actions}>
            <Button
              variant="primary"
              onClick={applyPreview}
              disabled={apply.isPending || schedule.isPending || changing.length === 0 || belowZero.length > 0}
            >
              {apply.isPending || schedule.isPending
                ? 'Kaydediliyor…'
                : when === ''
                  ? `Uygula (${changing.length} fiyat)`
                  : `Zamanla (${changing.length} fiyat)`}
            </Button>
            <Button onClick={() => setPreview(null)}>Vazgeç</Button>
          </div>
        </section>
      )}
      <Scheduled />
      <Batches />
    </>
  );
}

/**
 * A preview's prices under their categories, each category once, in the menu's order (`order`,
 * the categories' names; any other after them), its dishes in the preview's order.
 */
function byCategory(rows: readonly PricePreviewRow[], order: readonly string[]): [string, PricePreviewRow[]][] {
  const groups = new Map<string, PricePreviewRow[]>();
  for (const row of rows) groups.set(row.categoryNameTr, [...(groups.get(row.categoryNameTr) ?? []), row]);
  const place = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
  return [...groups].sort(([a], [b]) => place(a) - place(b));
}

/** A chosen record's id, or none ('Tüm …'). */
const idOf = (value: string) => (value === '' ? null : Number(value));

/** Which dishes: a category, a tag, a word in the name, or all of them. */
function Scope({ choices, choose }: { choices: Choices; choose: (changes: Partial<Choices>) => void }) {
  const categories = useCategories().data ?? [];
  const tags = useTags().data ?? [];
  const products = useProducts().data ?? [];
  const categoryName = new Map(categories.map((category) => [category.id, category.nameTr]));
  return (
    <>
      <SelectField label="Kategori" value={choices.categoryId ?? ''} onChange={(id) => choose({ categoryId: idOf(id) })}>
        <option value="">Tüm kategoriler</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.nameTr}
          </option>
        ))}
      </SelectField>
      <SelectField label="Etiket" value={choices.tagId ?? ''} onChange={(id) => choose({ tagId: idOf(id) })}>
        <option value="">Tüm etiketler</option>
        {tags.map((tag) => (
          <option key={tag.id} value={tag.id}>
            {tag.nameTr} ({categoryName.get(tag.categoryId) ?? '—'})
          </option>
        ))}
      </SelectField>
      <SelectField label="Ürün" value={choices.productId ?? ''} onChange={(id) => choose({ productId: idOf(id) })}>
        <option value="">Tüm ürünler</option>
        {/* The dishes under their categories, in the menu's order, as guests find them. */}
        {categories.map((category) => {
          const dishes = products.filter((product) => product.categoryId === category.id);
          return dishes.length === 0 ? null : (
            <optgroup key={category.id} label={category.nameTr}>
              {dishes.map((product) => (
                <option key={product.id} value={product.id}>
                  {product.nameTr}
                </option>
              ))}
            </optgroup>
          );
        })}
      </SelectField>
      <Field label="Ürün adında geçen">
        {(control) => (
          <input {...control} type="search" value={choices.search} onChange={(event) => choose({ search: event.target.value })} />
        )}
      </Field>
    </>
  );
}

const SCHEDULE_STATES = {
  waiting: { label: 'Bekliyor', tone: 'info' },
  applied: { label: 'Uygulandı', tone: 'success' },
  refused: { label: 'Uygulanamadı', tone: 'danger' },
  cancelled: { label: 'İptal edildi', tone: 'neutral' },
} as const;

/** The changes set for later: each waits for its moment, and can be cancelled until then. */
function Scheduled() {
  // On the restaurant's clock, as a change set for later is entered and the CSV dates it.
  const timeZone = useRestaurantTimeZone();
  const scheduled = useScheduledPrices();
  const cancel = useCancelScheduledPrices();
  const changes = scheduled.data ?? [];
  if (changes.length === 0) return null;
  return (
    <section className={styles.batches} aria-labelledby="scheduled-prices">
      <h2 id="scheduled-prices" className={section.heading}>
        İleri tarihli değişiklikler
      </h2>
      <ul className={styles.batchList}>
        {changes.map((change) => (
          <li key={change.id} className={styles.batch}>
            <div>
              <strong>
                {formatDateTime(change.effectiveAt, timeZone)}: {change.summary}
              </strong>
              <p className={table.muted}>
                {change.by} ayarladı
                {change.batchId !== null && ` · toplu değişiklik #${change.batchId}`}
                {change.cancelledBy !== null && ` · ${change.cancelledBy} iptal etti`}
                {change.refusal !== null && ` · ${change.refusal}`}
              </p>
            </div>
            <StatusBadge tone={SCHEDULE_STATES[change.state].tone}>{SCHEDULE_STATES[change.state].label}</StatusBadge>
            {change.state === 'waiting' && (
              <RecordAction mutation={cancel} id={change.id} done="İleri tarihli değişiklik iptal edildi." failed="İptal edilemedi">
                İptal et
              </RecordAction>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The last 30 days' batches, each undone as a whole within a day. */
function Batches() {
  // On the restaurant's clock, as a change set for later is entered and the CSV dates it.
  const timeZone = useRestaurantTimeZone();
  const batches = usePriceBatches();
  const undo = useUndoPrices();
  return (
    <section className={styles.batches} aria-labelledby="price-batches">
      <h2 id="price-batches" className={section.heading}>
        Son toplu değişiklikler
      </h2>
      <p>
        <a href="/api/admin/prices/history.csv" download>
          Fiyat geçmişi (CSV)
        </a>
        : her ürünün ve boyun aldığı her fiyat, geçerli olduğu gün ve saatle.
      </p>
      {batches.isPending ? (
        <Loading />
      ) : (batches.data ?? []).length === 0 ? (
        <Empty>Son 30 günde toplu fiyat değişikliği yok.</Empty>
      ) : (
        <ul className={styles.batchList}>
          {(batches.data ?? []).map((batch) => (
            <li key={batch.id} className={styles.batch}>
              <div>
                <strong>{batch.summary}</strong>
                <p className={table.muted}>
                  {formatDateTime(batch.appliedAt, timeZone)} · {batch.by} · {batch.count} fiyat
                  {batch.undoneAt !== null && ` · ${formatDateTime(batch.undoneAt, timeZone)} tarihinde ${batch.undoneBy ?? ''} geri aldı`}
                </p>
              </div>
              {batch.undoUntil !== null && (
                <RecordAction mutation={undo} id={batch.id} done="Toplu değişiklik geri alındı." failed="Geri alınamadı">
                  Geri al
                </RecordAction>
              )}
              {batch.undoneAt !== null && <StatusBadge tone="neutral">Geri alındı</StatusBadge>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface RecordActionProps {
  mutation: {
    isPending: boolean;
    mutate: (id: number, options: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  };
  id: number;
  /** Said when it is done. */
  done: string;
  /** Said when it fails without a message of its own. */
  failed: string;
  children: string;
}

/** A change set's or a batch's button that does one thing to it (undo, cancel), and says how it went. */
function RecordAction({ mutation, id, done, failed, children }: RecordActionProps) {
  return (
    <Button
      small
      disabled={mutation.isPending}
      onClick={() =>
        mutation.mutate(id, {
          onSuccess: () => notify.success(done),
          onError: (error) => notify.error(error instanceof Error ? error.message : failed),
        })
      }
    >
      {children}
    </Button>
  );
}
