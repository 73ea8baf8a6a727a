import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { foldTurkish } from '../../../shared/text.js';
import {
  expandTableNames,
  menuAddress,
  qrSettingsUpdate,
  tableLabel,
  tablesInput,
  type DiningTable,
  type QrSettings,
  type QrSettingsInput,
  type TablesInput,
} from '../../../shared/schemas/table.js';
import { codesWarning, type CodesWarning } from '../../../shared/qr-address.js';
import { ApiError } from '../../api/client.js';
import { useCategories } from '../api/categories.js';
import { useAddTables, useDeleteTable, useQrSettings, useRenewTableKey, useSaveQrSettings, useTables } from '../api/tables.js';
import { ConfirmDialog } from '../ui/ConfirmDialog.js';
import { Button, buttonClass } from '../ui/Button.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { CheckField, Field } from '../ui/Field.js';
import formStyles from '../ui/Form.module.css';
import { FormActions } from '../ui/FormActions.js';
import { placeServerErrors } from '../ui/forms.js';
import { PageHeader } from '../ui/PageHeader.js';
import { ListState, Loading } from '../ui/QueryState.js';
import { notify } from '../ui/toasts.js';
import { useConfirmDelete } from '../ui/useConfirmDelete.js';
import { useUnsavedChanges } from '../ui/unsaved-changes.js';
import { useCodesGuard, type CodesGuard } from './codes-guard.js';
import styles from './PrintPage.module.css';

const TITLE = 'QR ve Baskı';

/**
 * 'QR ve Baskı' (staff and admins): where the codes point, the tables, each table's code to
 * download, and the pages to print (table cards, the menu, the price list).
 */
export default function PrintPage() {
  const settings = useQrSettings();
  const base = settings.data ? settings.data.publicUrl || window.location.origin : '';
  const warning = settings.data ? codesWarning(settings.data.publicUrl, base) : null;
  const guard = useCodesGuard(warning);
  return (
    <>
      <PageHeader title={TITLE} description="Masalara QR kodu, masa kartları, basılı menü ve kapıya fiyat listesi." />
      <div className={styles.page}>
        {settings.data ? (
          <>
            {warning && <WarningNote warning={warning} id="qr-warning" />}
            <AddressForm settings={settings.data} onReload={() => void settings.refetch()} />
            <Tables base={base} warning={warning} guard={guard} />
            <PrintLinks guard={guard} />
            {guard.dialog}
          </>
        ) : settings.error ? (
          <ErrorMessage error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          <Loading />
        )}
      </div>
    </>
  );
}

/** Where the codes point, when a guest's phone may not open it: said in full at the top, and beside the downloads. */
function WarningNote({ warning, id }: { warning: CodesWarning; id?: string }) {
  return (
    <p className={styles.warning} id={id}>
      <strong>{warning.title}</strong> {warning.detail}
    </p>
  );
}

const SETTINGS_FIELDS = ['publicUrl', 'errorCorrection', 'wordmark'] as const;

/** The menu's public address (this page's own until set) and how the codes are drawn. */
function AddressForm({ settings, onReload }: { settings: QrSettings; onReload: () => void }) {
  const save = useSaveQrSettings();
  const defaults = { ...settings, publicUrl: settings.publicUrl || window.location.origin };
  const form = useForm<QrSettingsInput>({
    resolver: zodResolver(qrSettingsUpdate, undefined, { raw: true }) as never,
    defaultValues: defaults,
  });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  useUnsavedChanges(isDirty);
  useEffect(() => form.reset({ ...settings, publicUrl: settings.publicUrl || window.location.origin }), [settings, form]);
  const [details, setDetails] = useState<string[]>([]);
  const address = useWatch({ control: form.control, name: 'publicUrl' });

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        setDetails([]);
        notify.success('QR ayarları kaydedildi.');
      },
      onError: (error) => setDetails(placeServerErrors(error, SETTINGS_FIELDS, form.setError)),
    }),
  );

  return (
    <form className={`${formStyles.panel} ${formStyles.form}`} onSubmit={onSubmit} noValidate aria-labelledby="qr-address">
      <h2 id="qr-address" className={formStyles.panelTitle}>
        Menü adresi
      </h2>
      <Field
        label="Menünün herkese açık adresi"
        required
        hint="QR kodları bu adrese gider. Varsayılan: bu sayfanın açıldığı adres."
        error={errors.publicUrl?.message}
      >
        {(c) => <input {...c} {...register('publicUrl')} type="url" inputMode="url" autoComplete="url" spellCheck={false} />}
      </Field>
      {!errors.publicUrl && address && (
        <p className={styles.example}>
          Örnek: Masa 5’in kodu <code>{safeAddress(address, { name: '5', orderKey: '…' })}</code> adresini açar.
        </p>
      )}
      <div className={formStyles.pair}>
        <Field label="Hata düzeltme" hint="Yıpranmış etikette bile okunur: M %15, Q %25, H %30." error={errors.errorCorrection?.message}>
          {(c) => (
            <select {...c} {...register('errorCorrection')}>
              <option value="M">M (standart)</option>
              <option value="Q">Q (önerilen)</option>
              <option value="H">H (en dayanıklı)</option>
            </select>
          )}
        </Field>
        <CheckField label="Ortada logo (Q veya H ile; Ayarlar’daki logo H ile çizilir)" error={errors.wordmark?.message}>
          <input {...register('wordmark')} type="checkbox" />
        </CheckField>
      </div>
      <FormActions saving={save.isPending} error={save.error} details={details} onReload={onReload} />
    </form>
  );
}

/** The address a table's code opens, as people read it ("?masa=Bahçe 2", not "%C3%A7"). */
function safeAddress(base: string, table: { name: string; orderKey: string } | null): string {
  const address = menuAddress(base, table);
  try {
    return decodeURI(address);
  } catch {
    return address;
  }
}

/** The tables, added in bulk, each with its code to download and its card to print. */
function Tables({ base, warning, guard }: { base: string; warning: CodesWarning | null; guard: CodesGuard }) {
  const tables = useTables();
  const add = useAddTables();
  const confirmDelete = useConfirmDelete<DiningTable>(useDeleteTable(), {
    question: 'Bu masayı silmek istediğinizden emin misiniz? Basılı kodu artık masayı göstermez.',
    nameOf: (table) => tableLabel(table.name, 'Masa'),
  });
  // A table whose key is about to be renewed (D57), once asked.
  const renew = useRenewTableKey();
  const [renewing, setRenewing] = useState<DiningTable | null>(null);
  const askRenew = (table: DiningTable) => {
    renew.reset();
    setRenewing(table);
  };
  const form = useForm<TablesInput>({
    resolver: zodResolver(tablesInput, undefined, { raw: true }) as never,
    defaultValues: { names: '' },
  });
  const {
    register,
    formState: { errors },
  } = form;

  // After a refusal naming tables already there: the rest of what was typed, to add on its own.
  const [missing, setMissing] = useState<{ text: string; names: string[] } | null>(null);
  const typed = useWatch({ control: form.control, name: 'names' });

  const onSubmit = form.handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (all) => {
        form.reset({ names: '' });
        setMissing(null);
        notify.success(`Masalar eklendi. Toplam ${all.length} masa.`);
      },
      onError: (error) => {
        placeServerErrors(error, ['names'], form.setError);
        if (error instanceof ApiError && error.status === 409) void offerMissing(values.names);
      },
    }),
  );
  /** Which of what was typed are not there yet, by the tables as they are now. */
  const offerMissing = async (text: string) => {
    const expanded = expandTableNames(text);
    const there = new Set(((await tables.refetch()).data ?? []).map((table) => foldTurkish(table.name)));
    const rest = 'names' in expanded ? expanded.names.filter((name) => !there.has(foldTurkish(name))) : [];
    setMissing(rest.length > 0 ? { text, names: rest } : null);
  };
  const addMissing = (offer: { text: string; names: string[] }) =>
    add.mutate(
      { names: offer.text, onlyMissing: true },
      {
        onSuccess: (all) => {
          form.reset({ names: '' });
          setMissing(null);
          notify.success(
            `Eksik masalar eklendi: ${offer.names.map((name) => tableLabel(name, 'Masa')).join(', ')}. Toplam ${all.length} masa.`,
          );
        },
        onError: (error) => placeServerErrors(error, ['names'], form.setError),
      },
    );
  const offer = missing !== null && missing.text === typed ? missing : null;

  const list = (tables.data ?? []).filter((table) => !confirmDelete.hidden.has(table.id));
  return (
    <section className={formStyles.panel} aria-labelledby="qr-tables">
      <h2 id="qr-tables" className={formStyles.panelTitle}>
        Masalar ve QR kodları
      </h2>
      <form className={styles.add} onSubmit={onSubmit} noValidate>
        <Field label="Masa ekle" hint="Ör. 1–20, Bahçe 1–6, Bar (virgülle ayırın)" error={errors.names?.message}>
          {(c) => <input {...c} {...register('names')} autoComplete="off" />}
        </Field>
        <Button type="submit" variant="primary" disabled={add.isPending}>
          {add.isPending ? 'Ekleniyor…' : 'Ekle'}
        </Button>
      </form>
      {add.error && !errors.names && <ErrorMessage error={add.error} />}
      {offer && (
        <div className={styles.missing}>
          <p>
            Eksik olanlar: <strong>{offer.names.map((name) => tableLabel(name, 'Masa')).join(', ')}</strong>
          </p>
          <Button variant="primary" disabled={add.isPending} onClick={() => addMissing(offer)}>
            Eksikleri ekle
          </Button>
        </div>
      )}

      {warning && <WarningNote warning={warning} />}
      <div className={styles.downloads}>
        <a
          className={buttonClass('secondary')}
          href="/api/admin/qr/all.zip"
          download
          onClick={guard.onClick('/api/admin/qr/all.zip', 'download')}
        >
          Tüm kodları indir (ZIP)
        </a>
        <span className={styles.code}>
          Menünün kodu (masasız):{' '}
          <a href="/api/admin/qr/menu?format=svg" download="menu.svg" onClick={guard.onClick('/api/admin/qr/menu?format=svg', 'download')}>
            SVG
          </a>{' '}
          ·{' '}
          <a href="/api/admin/qr/menu?format=png" download="menu.png" onClick={guard.onClick('/api/admin/qr/menu?format=png', 'download')}>
            PNG
          </a>
        </span>
      </div>

      <ListState query={tables} loading="Masalar yükleniyor…" count={list.length} empty='Henüz masa yok. Yukarıya "1–20" yazıp ekleyin.'>
        {() => (
          <ul className={styles.tables} aria-label="Masalar">
            {list.map((table) => {
              const label = tableLabel(table.name, 'Masa');
              return (
                <li key={table.id} className={styles.table}>
                  <img
                    src={`/api/admin/qr/tables/${table.id}?format=svg&v=${encodeURIComponent(`${base} ${table.orderKey}`)}`}
                    alt=""
                    width={72}
                    height={72}
                    loading="lazy"
                  />
                  <div className={styles.tableText}>
                    <p className={styles.tableName}>{label}</p>
                    <p className={styles.address}>{safeAddress(base, table)}</p>
                    <p className={styles.links}>
                      {(['svg', 'png'] as const).map((kind) => {
                        const href = `/api/admin/qr/tables/${table.id}?format=${kind}`;
                        return (
                          <a key={kind} href={href} download onClick={guard.onClick(href, 'download')}>
                            {kind.toUpperCase()}
                            <span className="sr-only">: {label}</span>
                          </a>
                        );
                      })}
                      <a
                        href={`/admin/print/cards?tables=${table.id}`}
                        onClick={guard.onClick(`/admin/print/cards?tables=${table.id}`, 'print')}
                      >
                        Kart<span className="sr-only">: {label}</span>
                      </a>
                    </p>
                  </div>
                  <div className={styles.tableActions}>
                    <Button small onClick={() => askRenew(table)}>
                      Kodu yenile<span className="sr-only">: {label}</span>
                    </Button>
                    <Button small variant="danger" onClick={() => confirmDelete.ask(table)}>
                      Sil<span className="sr-only">: {label}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </ListState>
      {confirmDelete.dialog}
      {renewing && (
        <ConfirmDialog
          title="Kodu yenile"
          question="Bu masanın kodu yenilensin mi? Basılı kartıyla artık sipariş verilemez (menü açılır, garson çağrılır): kartı yeniden basın."
          subject={tableLabel(renewing.name, 'Masa')}
          confirmLabel="Yenile"
          busyLabel="Yenileniyor…"
          busy={renew.isPending}
          error={renew.error}
          onCancel={() => {
            setRenewing(null);
            renew.reset();
          }}
          onConfirm={() =>
            renew.mutate(renewing, {
              onSuccess: () => {
                notify.success(`${tableLabel(renewing.name, 'Masa')} kodu yenilendi: kartını yeniden basın.`);
                setRenewing(null);
              },
            })
          }
        />
      )}
    </section>
  );
}

/** The pages to print: each opens drawn by the server, with its "Yazdır / PDF olarak kaydet". */
function PrintLinks({ guard }: { guard: CodesGuard }) {
  const categories = useCategories().data ?? [];
  // The categories ticked for the price list: none ticked prints every one.
  const [chosen, setChosen] = useState<number[]>([]);
  const toggle = (id: number) => setChosen((current) => (current.includes(id) ? current.filter((each) => each !== id) : [...current, id]));
  const ticked = categories.filter((category) => chosen.includes(category.id)).map((category) => category.id);
  const prices = (size: 'A4' | 'A3') => `/admin/print/prices?size=${size}${ticked.length > 0 ? `&categories=${ticked.join(',')}` : ''}`;
  return (
    <section className={formStyles.panel} aria-labelledby="qr-print">
      <h2 id="qr-print" className={formStyles.panelTitle}>
        Yazdır
      </h2>
      <ul className={styles.print}>
        <li>
          <a href="/admin/print/cards" onClick={guard.onClick('/admin/print/cards', 'print')}>
            Masa kartları
          </a>{' '}
          <span>A6, bir A4 sayfaya dört kart; her masanın kodu ve adı, Wi-Fi bilgisi.</span>
        </li>
        <li>
          <a href="/admin/print/cards?menu=1" onClick={guard.onClick('/admin/print/cards?menu=1', 'print')}>
            Masa kartları ve menünün kodu
          </a>{' '}
          <span>Kasaya veya kapıya masasız bir kart da.</span>
        </li>
        <li>
          <a href="/admin/print/menu?lang=both">Basılı menü: Türkçe ve İngilizce</a> · <a href="/admin/print/menu?lang=tr">Türkçe</a> ·{' '}
          <a href="/admin/print/menu?lang=en">İngilizce</a> <span>A4; fiyatlar, boylar, alerjenler ve güncel kampanya.</span>
        </li>
        <li>
          <a href={prices('A4')}>Fiyat listesi (A4)</a> · <a href={prices('A3')}>A3</a>{' '}
          <span>Kapı ve kasa için kağıda sığan en büyük yazıyla, son fiyat değişikliğinin tarihiyle.</span>
          {categories.length > 1 && (
            <fieldset className={styles.categories}>
              <legend>Fiyat listesindeki kategoriler (hiçbiri seçilmezse hepsi)</legend>
              {categories.map((category) => (
                <CheckField key={category.id} label={category.nameTr}>
                  <input type="checkbox" checked={chosen.includes(category.id)} onChange={() => toggle(category.id)} />
                </CheckField>
              ))}
            </fieldset>
          )}
        </li>
      </ul>
    </section>
  );
}
