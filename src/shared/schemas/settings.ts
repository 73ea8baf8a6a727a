import { TIME_PATTERN } from '../opening-hours.js';
import { z } from 'zod';
import { MEDIA_IMAGE } from './media.js';
import { answer, calendarDay, flag, optionalText, requiredText, version, menuTexts } from './fields.js';
import { dayWindows, windowRecord } from './hours.js';
import { MENU_LANGUAGES, OPTIONAL_LANGUAGES, type OptionalLanguage } from '../languages.js';
import { translationsInput, translationsRecord } from './translation.js';
import { BASKET_AMOUNT_DEFAULT, BASKET_AMOUNT_MAX, BASKET_LINES_DEFAULT, BASKET_LINES_MAX, ORDERING_MODES } from '../orders.js';

/** A waiter gives a discount, an ikram or a void up to ₺200 alone; above, an admin (D60). */
export const APPROVAL_LIMIT_DEFAULT = 20_000;
/** A currency's rate in kuruş per unit, 0 for none: at most ₺10.000 a unit. */
const rateKurus = (label: string) =>
  z
    .number({ error: `${label} bir sayı olmalı` })
    .int({ error: `${label} kuruş olarak tam sayı olmalı` })
    .min(0, { error: `${label} eksi olamaz` })
    .max(1_000_000, { error: `${label} en fazla ₺10.000 olabilir` })
    .default(0);

/** The business day ends at 05:00: a night's sales after midnight are the evening's (D60). */
export const DAY_ENDS_AT_DEFAULT = '05:00';

export { MAX_WINDOWS_PER_DAY, OVERLAP_MESSAGE } from './hours.js';

/**
 * The restaurant's details (admin-only 'Ayarlar'): what the guests' footer, the printed menu
 * and search engines say of it. One record, read and saved whole.
 */

/** The one record the details are (the translation grid names it `settings/1`). */
export const SETTINGS_ID = 1;

export const WEEKDAY_NAMES_TR = ['Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi', 'Pazar'] as const;
export const MAX_EXCEPTIONS = 60;

const hoursException = z.strictObject({
  date: calendarDay('Tarih'),
  /** None: closed all day. */
  windows: dayWindows,
  note: optionalText('Not', 80),
});

/** A phone as people write it: digits, spaces, `+`, `-`, `(` `)`, with 7 to 15 digits. */
const phone = optionalText('Telefon', 30).refine(
  (value) => value === '' || (/^[+\d\s()-]+$/.test(value) && /^(\D*\d){7,15}\D*$/.test(value)),
  {
    error: 'Telefon yalnızca rakam, boşluk, + ve - içermeli (7–15 rakam)',
  },
);

/** An Instagram account: `@sofrapide`, `sofrapide` or its address, kept as the bare name. */
const instagram = optionalText('Instagram', 200)
  .transform((value) =>
    value
      .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
      .replace(/^@/, '')
      .replace(/\/.*$/, '')
      .replace(/\?.*$/, ''),
  )
  .refine((value) => value === '' || /^[A-Za-z0-9._]{1,30}$/.test(value), {
    error: 'Instagram hesabı harf, rakam, nokta ve alt çizgiden oluşmalı (ör. @sofrapide)',
  });

const httpsAddress = (label: string) =>
  optionalText(label, 500).refine(
    (value) => {
      if (value === '') return true;
      try {
        return new URL(value).protocol === 'https:';
      } catch {
        return false;
      }
    },
    { error: `${label} https:// ile başlayan bir adres olmalı` },
  );

/**
 * The restaurant's logo: a photo uploaded in 'Ayarlar' (`/media/<key>`, square), or '' for
 * none (the name is then drawn in the wordmark's font). Only an uploaded photo: the server
 * draws the installed menu's icons and the QR codes' centre from it.
 */
const logo = z
  .string({ error: 'Logo metin olmalı' })
  .trim()
  .refine((value) => value === '' || MEDIA_IMAGE.test(value), { error: 'Logo buradan yüklenen bir görsel olmalı' })
  .default('');

const settingsFields = {
  restaurantName: requiredText('Restoran adı', 120),
  logo,
  address: optionalText('Adres', 300),
  phone,
  /** Monday first: seven lists of windows (an empty list is a closed day). */
  hours: z
    .array(dayWindows, { error: 'Çalışma saatleri haftanın yedi günü için girilmeli' })
    .length(7, { error: 'Çalışma saatleri haftanın yedi günü için girilmeli' }),
  exceptions: z
    .array(hoursException, { error: 'İstisnalar bir liste olmalı' })
    .max(MAX_EXCEPTIONS, { error: `En fazla ${MAX_EXCEPTIONS} istisna girilebilir` })
    .default([])
    .superRefine((exceptions, ctx) => {
      exceptions.forEach((exception, index) => {
        if (exceptions.slice(0, index).some((earlier) => earlier.date === exception.date)) {
          ctx.addIssue({ code: 'custom', path: [index, 'date'], message: 'Bu tarih için zaten bir istisna var' });
        }
      });
    }),
  wifiName: optionalText('Wi-Fi adı', 64),
  wifiPassword: optionalText('Wi-Fi şifresi', 64),
  instagram,
  googleReviewUrl: httpsAddress('Google yorum bağlantısı'),
  noteTr: optionalText('Not (TR)', 200),
  noteEn: optionalText('Not (EN)', 200),
  /** The note in the languages beside Turkish and English, as every record carries them (the grid's too). */
  translations: translationsInput('settings'),
  /**
   * Say "Servis ücreti alınmaz" on the menu and the printed lists. Service, table and cover
   * charges are banned (since 30.01.2026), so no field adds one; the owner may want it said.
   */
  noServiceCharge: flag('Servis ücreti notu', false),
  /**
   * The menu's languages guests have beside Turkish and English (shared/languages.ts), in the
   * catalogue's order. One turned off keeps whatever was written in it.
   */
  menuLanguages: z
    .array(
      z.enum(OPTIONAL_LANGUAGES as [OptionalLanguage, ...OptionalLanguage[]], {
        error: `Menü dili şunlardan biri olmalı: ${OPTIONAL_LANGUAGES.map((code) => MENU_LANGUAGES[code].name).join(', ')}`,
      }),
      { error: 'Menü dilleri bir liste olmalı' },
    )
    .max(OPTIONAL_LANGUAGES.length, { error: 'Bir menü dili birden çok kez seçilmiş' })
    .default([])
    .refine((codes) => new Set(codes).size === codes.length, { error: 'Bir menü dili birden çok kez seçilmiş' })
    .transform((codes) => OPTIONAL_LANGUAGES.filter((code) => codes.includes(code))),
  /**
   * Orders from the table (D57): off (the menu and the calls only), with a waiter's
   * confirmation first, or straight to the kitchen. Off for a restaurant until its owner
   * turns it on.
   */
  ordering: z.enum(ORDERING_MODES, { error: 'Sipariş ayarı kapalı, garson onaylı veya doğrudan mutfağa olmalı' }).default('off'),
  /** The most lines a table's basket may hold before a waiter has confirmed it. */
  basketMaxLines: z
    .number({ error: 'Sepet satır sınırı bir sayı olmalı' })
    .int({ error: 'Sepet satır sınırı tam sayı olmalı' })
    .min(1, { error: 'Sepet satır sınırı en az 1 olmalı' })
    .max(BASKET_LINES_MAX, { error: `Sepet satır sınırı en fazla ${BASKET_LINES_MAX} olabilir` })
    .default(BASKET_LINES_DEFAULT),
  /** The most a basket may come to before a waiter has confirmed it, in kuruş (the form types lira). */
  basketMaxKurus: z
    .number({ error: 'Sepet tutar sınırı bir sayı olmalı' })
    .int({ error: 'Sepet tutar sınırı kuruş olarak tam sayı olmalı' })
    .min(100, { error: 'Sepet tutar sınırı en az ₺1 olmalı' })
    .max(BASKET_AMOUNT_MAX, { error: 'Sepet tutar sınırı en fazla ₺100.000 olabilir' })
    .default(BASKET_AMOUNT_DEFAULT),
  /**
   * Above this amount a discount, an ikram or a void on a bill needs an admin (D60), in kuruş
   * (the form types lira); 0 asks an admin for every one.
   */
  approvalLimitKurus: z
    .number({ error: 'Onay sınırı bir sayı olmalı' })
    .int({ error: 'Onay sınırı kuruş olarak tam sayı olmalı' })
    .min(0, { error: 'Onay sınırı eksi olamaz' })
    .max(BASKET_AMOUNT_MAX, { error: 'Onay sınırı en fazla ₺100.000 olabilir' })
    .default(APPROVAL_LIMIT_DEFAULT),
  /**
   * When the business day ends ('Gün sonu', D60): sales after midnight until then belong to the
   * day before (the sample closes at 01:00). `HH:MM`.
   */
  dayEndsAt: z
    .string({ error: 'Gün sonu saati gerekli' })
    .trim()
    .regex(TIME_PATTERN, { error: 'Gün sonu saati SS:DD biçiminde olmalı (00:00–23:59)' })
    .default(DAY_ENDS_AT_DEFAULT),
  /**
   * What one euro, dollar and rouble cost in kuruş as the owner last looked (0: not given), and the
   * day they were read: a guest's bill shows an approximate amount in each given, marked "≈" and
   * with that day (D60). The form types lira.
   */
  rates: z
    .strictObject({
      eur: rateKurus('Euro kuru'),
      usd: rateKurus('Dolar kuru'),
      rub: rateKurus('Ruble kuru'),
      day: z.union([calendarDay('Kur tarihi'), z.literal('')], { error: 'Kur tarihi GG.AA.YYYY olmalı' }).default(''),
    })
    .default({ eur: 0, usd: 0, rub: 0, day: '' }),
};

export const settingsInput = z.strictObject(settingsFields);
export const settingsUpdate = z.strictObject({ ...settingsFields, version });
export type SettingsInput = z.input<typeof settingsInput>;
export type SettingsData = z.output<typeof settingsInput>;

/** The details as a new restaurant starts: only a name, every day without hours. */
export const DEFAULT_SETTINGS: SettingsData = {
  restaurantName: 'Sofra',
  logo: '',
  address: '',
  phone: '',
  hours: Array.from({ length: 7 }, () => []),
  exceptions: [],
  wifiName: '',
  wifiPassword: '',
  instagram: '',
  googleReviewUrl: '',
  noteTr: '',
  noteEn: '',
  noServiceCharge: false,
  menuLanguages: [],
  ordering: 'off',
  basketMaxLines: BASKET_LINES_DEFAULT,
  basketMaxKurus: BASKET_AMOUNT_DEFAULT,
  approvalLimitKurus: APPROVAL_LIMIT_DEFAULT,
  dayEndsAt: DAY_ENDS_AT_DEFAULT,
  rates: { eur: 0, usd: 0, rub: 0, day: '' },
};

/** The details as the back office reads them. */
export const settingsRecord = z.object({
  restaurantName: answer.text,
  logo: answer.text,
  address: answer.text,
  phone: answer.text,
  hours: z.array(z.array(windowRecord)),
  exceptions: z.array(z.object({ date: answer.day, windows: z.array(windowRecord), note: answer.text })),
  wifiName: answer.text,
  wifiPassword: answer.text,
  instagram: answer.text,
  googleReviewUrl: answer.text,
  noteTr: answer.text,
  noteEn: answer.text,
  noServiceCharge: answer.flag,
  menuLanguages: z.array(z.enum(OPTIONAL_LANGUAGES as [OptionalLanguage, ...OptionalLanguage[]])),
  ordering: z.enum(ORDERING_MODES),
  basketMaxLines: z.number().int().positive(),
  basketMaxKurus: answer.kurus,
  approvalLimitKurus: answer.kurus,
  dayEndsAt: answer.text,
  rates: z.object({ eur: answer.kurus, usd: answer.kurus, rub: answer.kurus, day: answer.text }),
  translations: translationsRecord('settings'),
  version: answer.version,
});
export type RestaurantSettings = z.infer<typeof settingsRecord>;

/**
 * The details as guests see them, with the time zone their hours are in. The exceptions are
 * the ones from today on (past ones say nothing to a guest).
 */
export const menuRestaurant = settingsRecord
  .omit({ version: true, translations: true, approvalLimitKurus: true, dayEndsAt: true })
  .extend({ timeZone: z.string(), texts: menuTexts });
export type MenuRestaurant = z.infer<typeof menuRestaurant>;
