import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { get, useController, useFieldArray, useForm, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import {
  MAX_EXCEPTIONS,
  MAX_WINDOWS_PER_DAY,
  SETTINGS_ID,
  settingsUpdate,
  WEEKDAY_NAMES_TR,
  type RestaurantSettings,
  type SettingsInput,
} from '../../../shared/schemas/settings.js';
import type { OrderingMode } from '../../../shared/orders.js';
import { kurusToDecimalText, parseLira } from '../../../shared/money-input.js';
import { useSaveSettings, useSettings } from '../api/settings.js';
import { Button } from '../ui/Button.js';
import { ErrorMessage } from '../ui/ErrorMessage.js';
import { CheckboxGroup, CheckField, Field } from '../ui/Field.js';
import { MENU_LANGUAGES, OPTIONAL_LANGUAGES, languagePrefix, type OptionalLanguage } from '../../../shared/languages.js';
import fieldStyles from '../ui/Field.module.css';
import formStyles from '../ui/Form.module.css';
import { FormActions } from '../ui/FormActions.js';
import { placeServerErrors } from '../ui/forms.js';
import { PageHeader } from '../ui/PageHeader.js';
import { PhotoField } from '../ui/PhotoField.js';
import { TimeWindowInputs, type WindowErrors } from '../ui/TimeWindowInputs.js';
import { Loading } from '../ui/QueryState.js';
import { OtherLanguages } from '../translations/OtherLanguages.js';
import { notify } from '../ui/toasts.js';
import { useUnsavedChanges } from '../ui/unsaved-changes.js';
import { SampleDataSection } from './SampleDataSection.js';
import styles from './SettingsPage.module.css';

const TITLE = 'Ayarlar';

type Values = SettingsInput & { version: number };

/**
 * What the form edits: the details without the note's other languages, which are saved on the
 * 'Çeviriler' page (each under its own version), so that a save here never writes back ones
 * loaded before a translator changed them.
 */
const formValues = ({ translations: _translations, ...values }: RestaurantSettings): Values => values;

const FIELDS = [
  'restaurantName',
  'logo',
  'address',
  'phone',
  'hours',
  'exceptions',
  'wifiName',
  'wifiPassword',
  'instagram',
  'googleReviewUrl',
  'noteTr',
  'noteEn',
  'noServiceCharge',
  'menuLanguages',
  'ordering',
  'basketMaxLines',
  'basketMaxKurus',
  'approvalLimitKurus',
  'dayEndsAt',
] as const;

/** The ordering modes as the owner chooses them (D57). */
const ORDERING_CHOICES: { value: OrderingMode; label: string }[] = [
  { value: 'off', label: 'Kapalı: menü ve garson çağırma' },
  { value: 'confirm', label: 'Açık, garson onayıyla' },
  { value: 'direct', label: 'Açık, doğrudan mutfağa (yalnızca açılmış masalar)' },
];

/** The restaurant's details, which guests see in the menu's footer (admins only: PageAccess). */
export default function SettingsPage() {
  return <SettingsScreen />;
}

function SettingsScreen() {
  const settings = useSettings();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <PageHeader title={TITLE} description="Misafirlerin menünün altında gördüğü restoran bilgileri." />
      {settings.data ? (
        <SettingsForm settings={settings.data} onReload={() => void settings.refetch()} onDirty={setEditing} />
      ) : settings.error ? (
        <ErrorMessage error={settings.error} />
      ) : (
        <Loading />
      )}
      {settings.data && <SampleDataSection blocked={editing} />}
    </>
  );
}

function SettingsForm({
  settings,
  onReload,
  onDirty,
}: {
  settings: RestaurantSettings;
  onReload: () => void;
  /** Whether the form holds changes not saved yet (the sample's removal waits for them). */
  onDirty: (dirty: boolean) => void;
}) {
  const save = useSaveSettings();
  const form = useForm<Values>({
    resolver: zodResolver(settingsUpdate, undefined, { raw: true }) as never,
    defaultValues: formValues(settings),
  });
  const {
    register,
    control,
    formState: { errors, isDirty },
  } = form;
  useUnsavedChanges(isDirty);
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  // Loaded again (after someone else's save): the form shows what is stored.
  useEffect(() => form.reset(formValues(settings)), [settings, form]);
  const [details, setDetails] = useState<string[]>([]);

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(formValues(saved));
        setDetails([]);
        notify.success('Ayarlar kaydedildi.');
      },
      // The server's messages under their fields; what was typed stays (D14).
      onError: (error) => setDetails(placeServerErrors(error, FIELDS, form.setError)),
    }),
  );

  return (
    <form className={`${formStyles.form} ${styles.form}`} onSubmit={onSubmit} noValidate>
      <section className={formStyles.panel} aria-labelledby="settings-restaurant">
        <h2 id="settings-restaurant" className={formStyles.panelTitle}>
          Restoran
        </h2>
        <div className={formStyles.form}>
          <Field label="Restoran adı" required error={errors.restaurantName?.message}>
            {(c) => <input {...c} {...register('restaurantName')} autoComplete="organization" />}
          </Field>
          <LogoField control={control} />
          <Field label="Adres" hint="Misafir adrese dokununca haritada açılır." error={errors.address?.message}>
            {(c) => <textarea {...c} {...register('address')} rows={2} autoComplete="street-address" />}
          </Field>
          <div className={formStyles.pair}>
            <Field label="Telefon" hint="Örn. +90 216 555 12 34" error={errors.phone?.message}>
              {(c) => <input {...c} {...register('phone')} type="tel" autoComplete="tel" />}
            </Field>
            <Field label="Instagram" hint="Örn. @sofrapide" error={errors.instagram?.message}>
              {(c) => <input {...c} {...register('instagram')} autoComplete="off" />}
            </Field>
          </div>
          <Field label="Google yorum bağlantısı" hint="https:// ile başlayan adres" error={errors.googleReviewUrl?.message}>
            {(c) => <input {...c} {...register('googleReviewUrl')} type="url" inputMode="url" autoComplete="off" />}
          </Field>
        </div>
      </section>

      <section className={formStyles.panel} aria-labelledby="settings-hours">
        <h2 id="settings-hours" className={formStyles.panelTitle}>
          Çalışma saatleri
        </h2>
        <p className={fieldStyles.hint}>Gece yarısını geçen saatler olur: 18:00–01:00. Saat aralığı olmayan gün kapalıdır.</p>
        <div className={styles.days}>
          {WEEKDAY_NAMES_TR.map((day, index) => (
            <DayWindows key={day} label={day} name={`hours.${index}`} control={control} register={register} errors={errors} />
          ))}
        </div>
        {errors.hours?.message && <p className={fieldStyles.error}>{errors.hours.message}</p>}
      </section>

      <section className={formStyles.panel} aria-labelledby="settings-exceptions">
        <h2 id="settings-exceptions" className={formStyles.panelTitle}>
          İstisnalar
        </h2>
        <p className={fieldStyles.hint}>Bayramlar, yılbaşı: o günün saatleri haftalık saatlerin yerine geçer.</p>
        <Exceptions control={control} register={register} errors={errors} />
      </section>

      <section className={formStyles.panel} aria-labelledby="settings-guests">
        <h2 id="settings-guests" className={formStyles.panelTitle}>
          Misafirler için
        </h2>
        <div className={formStyles.form}>
          <div className={formStyles.pair}>
            <Field label="Wi-Fi adı" error={errors.wifiName?.message}>
              {(c) => <input {...c} {...register('wifiName')} autoComplete="off" />}
            </Field>
            <Field label="Wi-Fi şifresi" error={errors.wifiPassword?.message}>
              {(c) => <input {...c} {...register('wifiPassword')} autoComplete="off" spellCheck={false} />}
            </Field>
          </div>
          <div className={formStyles.pair}>
            <Field label="Not (TR)" hint="Örn. Fiyatlarımıza KDV dahildir." error={errors.noteTr?.message}>
              {(c) => <input {...c} {...register('noteTr')} autoComplete="off" />}
            </Field>
            <Field label="Not (EN)" hint="E.g. Prices include VAT." error={errors.noteEn?.message}>
              {(c) => <input {...c} {...register('noteEn')} autoComplete="off" lang="en" />}
            </Field>
          </div>
          <OtherLanguages resource="settings" id={SETTINGS_ID} />
          <CheckField label="“Servis ücreti alınmaz” yazılsın" error={errors.noServiceCharge?.message}>
            <input type="checkbox" {...register('noServiceCharge')} aria-describedby="no-service-charge-hint" />
          </CheckField>
          <p id="no-service-charge-hint" className={fieldStyles.hint}>
            Menünün altında ve basılı listelerde, misafirin dilinde. Servis, masa ve kuver ücreti 30.01.2026’dan beri alınamaz.
          </p>
        </div>
      </section>

      <section className={formStyles.panel} aria-labelledby="settings-languages">
        <h2 id="settings-languages" className={formStyles.panelTitle}>
          Menü dilleri
        </h2>
        <p className={fieldStyles.hint}>
          Türkçe ve English her zaman açık. Açtığınız dil misafirlere kendi adresinde ve dil menüsünde sunulur; o dilde yazılmamış metinler
          İngilizcesiyle, o da yoksa Türkçesiyle görünür.
        </p>
        <MenuLanguages control={control} error={errors.menuLanguages?.message} />
      </section>

      <section className={formStyles.panel} aria-labelledby="settings-ordering">
        <h2 id="settings-ordering" className={formStyles.panelTitle}>
          Masadan sipariş
        </h2>
        <div className={formStyles.form}>
          <Field
            label="Sipariş"
            hint="Misafir masanın QR koduyla sepet doldurup gönderir. Garson onayıyla: sipariş önce Masalar’da onaylanır."
            error={errors.ordering?.message}
          >
            {(c) => (
              <select {...c} {...register('ordering')}>
                {ORDERING_CHOICES.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className={formStyles.pair}>
            <Field label="Sepet satır sınırı" hint="Onaylanmamış bir sepette en çok bu kadar satır." error={errors.basketMaxLines?.message}>
              {(c) => <input {...c} {...register('basketMaxLines', { valueAsNumber: true })} type="number" inputMode="numeric" min={1} />}
            </Field>
            <AmountField
              control={control}
              name="basketMaxKurus"
              label="Sepet tutar sınırı (₺)"
              hint="Onaylanmamış bir sepet en çok bu tutara çıkar."
              error={errors.basketMaxKurus?.message}
            />
          </div>
          <AmountField
            control={control}
            name="approvalLimitKurus"
            label="İndirim, ikram ve iptal onay sınırı (₺)"
            hint="Garson bu tutara kadar kendisi yapar; üstü için yönetici onayı gerekir."
            error={errors.approvalLimitKurus?.message}
          />
          <Field
            label="Gün sonu saati"
            hint="Gece yarısından bu saate kadarki satışlar önceki güne sayılır."
            error={errors.dayEndsAt?.message}
          >
            {(c) => <input {...c} {...register('dayEndsAt')} type="time" />}
          </Field>
          <fieldset className={styles.rates}>
            <legend>Döviz kurları</legend>
            <p className={styles.ratesHint}>Misafirin hesabında yaklaşık tutar (≈) olarak, kur tarihiyle gösterilir; 0 ise gösterilmez.</p>
            <div className={formStyles.pair}>
              <AmountField control={control} name="rates.eur" label="1 € (₺)" hint="Euro" error={errors.rates?.eur?.message} />
              <AmountField control={control} name="rates.usd" label="1 $ (₺)" hint="Dolar" error={errors.rates?.usd?.message} />
            </div>
            <div className={formStyles.pair}>
              <AmountField control={control} name="rates.rub" label="1 ₽ (₺)" hint="Ruble" error={errors.rates?.rub?.message} />
              <Field label="Kur tarihi" error={errors.rates?.day?.message}>
                {(c) => <input {...c} {...register('rates.day')} type="date" />}
              </Field>
            </div>
          </fieldset>
        </div>
      </section>

      <FormActions saving={save.isPending} error={save.error} details={details} onReload={onReload} />
    </form>
  );
}

/** The languages an admin turns on for guests, each by its own name, with its address. */
function MenuLanguages({ control, error }: { control: Control<Values>; error: string | undefined }) {
  const { field } = useController({ control, name: 'menuLanguages' });
  return (
    <CheckboxGroup<OptionalLanguage>
      legend="Misafirlere açık diller"
      options={OPTIONAL_LANGUAGES.map((code) => ({
        id: code,
        label: MENU_LANGUAGES[code].name,
        lang: code,
        hint: `${languagePrefix(code)}${MENU_LANGUAGES[code].dir === 'rtl' ? ' · sağdan sola' : ''}`,
      }))}
      value={field.value ?? []}
      onChange={field.onChange}
      empty=""
      error={error}
    />
  );
}

interface ListProps {
  control: Control<Values>;
  register: UseFormRegister<Values>;
  errors: FieldErrors<Values>;
}

type WindowsName = `hours.${number}` | `exceptions.${number}.windows`;

/** One day's opening windows, each an opening and a closing time; none is a closed day. */
function DayWindows({ label, name, control, register, errors }: ListProps & { label: string; name: WindowsName }) {
  const { fields, append, remove } = useFieldArray({ control, name: name as `hours.0` });
  const dayErrors: WindowErrors | undefined = get(errors, name);
  return (
    <fieldset className={styles.day}>
      <legend className={styles.dayName}>{label}</legend>
      {fields.length === 0 && <p className={styles.closed}>Kapalı</p>}
      {fields.map((field, index) => (
        <div key={field.id} className={styles.window}>
          <TimeWindowInputs
            labels={['Açılış', 'Kapanış']}
            names={[`${label} ${index + 1}. açılış`, `${label} ${index + 1}. kapanış`]}
            opens={register(`${name}.${index}.opens` as `hours.0.0.opens`)}
            closes={register(`${name}.${index}.closes` as `hours.0.0.closes`)}
            errors={dayErrors?.[index]}
          />
          <Button small variant="ghost" className={styles.remove} onClick={() => remove(index)}>
            Sil
            <span className="sr-only">
              : {label} {index + 1}. saat aralığı
            </span>
          </Button>
        </div>
      ))}
      {fields.length < MAX_WINDOWS_PER_DAY && (
        <Button
          small
          onClick={() => append({ opens: fields.length === 0 ? '11:00' : '18:00', closes: fields.length === 0 ? '15:00' : '23:00' })}
        >
          Saat ekle<span className="sr-only">: {label}</span>
        </Button>
      )}
    </fieldset>
  );
}

/** Dates whose hours differ from their weekday's. */
function Exceptions({ control, register, errors }: ListProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'exceptions' });
  return (
    <div className={styles.days}>
      {fields.length === 0 && <p className={styles.closed}>İstisna yok.</p>}
      {fields.map((field, index) => {
        const exceptionErrors = errors.exceptions?.[index];
        return (
          <div key={field.id} className={styles.exception}>
            <div className={formStyles.pair}>
              <Field label="Tarih" required error={exceptionErrors?.date?.message}>
                {(c) => <input {...c} {...register(`exceptions.${index}.date`)} type="date" />}
              </Field>
              <Field label="Not" hint="Örn. Yılbaşı" error={exceptionErrors?.note?.message}>
                {(c) => <input {...c} {...register(`exceptions.${index}.note`)} autoComplete="off" />}
              </Field>
            </div>
            <DayWindows
              label={`${index + 1}. istisna`}
              name={`exceptions.${index}.windows`}
              control={control}
              register={register}
              errors={errors}
            />
            <Button small variant="danger" onClick={() => remove(index)}>
              İstisnayı sil<span className="sr-only">: {index + 1}. istisna</span>
            </Button>
          </div>
        );
      })}
      {fields.length < MAX_EXCEPTIONS && (
        <Button small onClick={() => append({ date: '', windows: [], note: '' })}>
          İstisna ekle
        </Button>
      )}
    </div>
  );
}

/**
 * The restaurant's logo, square: the guests' top bar shows it instead of the name, the
 * installed menu's icons and the QR codes' centre are drawn from it. None: the name stays.
 */
function LogoField({ control }: { control: Control<Values> }) {
  const { field, fieldState } = useController({ control, name: 'logo' });
  return (
    <PhotoField
      label="Logo"
      shape="logo"
      value={field.value ?? ''}
      error={fieldState.error?.message}
      focusRef={field.ref}
      onChange={field.onChange}
    />
  );
}

interface AmountFieldProps {
  control: Control<Values>;
  name: 'basketMaxKurus' | 'approvalLimitKurus' | 'rates.eur' | 'rates.usd' | 'rates.rub';
  label: string;
  hint: string;
  error: string | undefined;
}

/** An amount in lira as the owner types it (`5.000`, `2500,50`), kept in kuruş (D3). */
function AmountField({ control, name, label, hint, error }: AmountFieldProps) {
  const { field } = useController({ control, name });
  const kurus = typeof field.value === 'number' ? field.value : NaN;
  const [typed, setTyped] = useState('');
  // What is stored shows, unless what was typed reads as it (or reads as nothing yet): loaded again
  // after a save or another person's, the field shows the stored amount.
  const text = Number.isFinite(kurus) && parseLira(typed) !== kurus ? kurusToDecimalText(kurus) : typed;
  return (
    <Field label={label} hint={hint} error={error}>
      {(c) => (
        <input
          {...c}
          name={field.name}
          ref={field.ref}
          onBlur={field.onBlur}
          value={text}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => {
            setTyped(event.target.value);
            field.onChange(parseLira(event.target.value) ?? NaN);
          }}
        />
      )}
    </Field>
  );
}
