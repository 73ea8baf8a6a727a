import { allergenName } from '../../../shared/allergens.js';
import { isLanguage } from '../../../shared/languages.js';
import { formatLira } from '../../../shared/money.js';
import type { AuditChange, AuditResource } from '../../../shared/schemas/audit.js';
import { CATEGORY_FIELDS } from '../../../shared/schemas/category.js';
import { INGREDIENT_FIELDS } from '../../../shared/schemas/ingredient.js';
import { PRODUCT_FIELDS } from '../../../shared/schemas/product.js';
import { WEEKDAY_NAMES_TR } from '../../../shared/schemas/settings.js';
import { historyNote, type HistoryNote, type HistoryShows, type StaffField } from '../../../shared/schemas/staff-fields.js';
import { TAG_FIELDS } from '../../../shared/schemas/tag.js';
import { ROLE_LABELS } from '../../../shared/roles.js';
import { PHASE_LABELS } from '../campaigns/phase.js';

/**
 * The records whose fields are described beside their schemas (shared/schemas/staff-fields.ts):
 * the history names and shows their fields as the descriptions say.
 */
const DESCRIBED: Partial<Record<AuditResource, Readonly<Record<string, StaffField>>>> = {
  products: PRODUCT_FIELDS,
  categories: CATEGORY_FIELDS,
  tags: TAG_FIELDS,
  ingredients: INGREDIENT_FIELDS,
};

/** What the history says of each described field, by record kind, then by the record's name for the field. */
const NOTES = new Map(
  Object.entries(DESCRIBED).map(([resource, fields]) => [
    resource,
    new Map(
      Object.entries(fields)
        .map(([name, field]) => historyNote(name, field))
        .map((note) => [note.field, note]),
    ),
  ]),
);

/** The note for a field of that kind of record, or (no kind said) of the first described record that has it. */
function noteOf(field: string, resource: AuditResource | undefined): HistoryNote | undefined {
  if (resource !== undefined) return NOTES.get(resource)?.get(field);
  for (const notes of NOTES.values()) if (notes.has(field)) return notes.get(field);
  return undefined;
}

/** Fields of the records not described beside their schemas, and fields inside a value; a field not listed here shows its own name. */
const FIELD_LABELS: Record<string, string> = {
  name: 'Ad',
  credentials: 'Şifre',
  approvalPin: 'Onay PIN’i',
  descriptionTr: 'Açıklama (TR)',
  descriptionEn: 'Açıklama (EN)',
  titleTr: 'Başlık (TR)',
  titleEn: 'Başlık (EN)',
  image: 'Görsel',
  priceKurus: 'Fiyat',
  discountPriceKurus: 'İndirimli fiyat',
  isActive: 'Aktif',
  isVisible: 'Görünür',
  order: 'Sıra',
  startDate: 'Başlangıç',
  endDate: 'Bitiş',
  customerName: 'Müşteri',
  email: 'E-posta',
  phone: 'Telefon',
  address: 'Adres',
  totalDebtKurus: 'Toplam borç',
  paidAmountKurus: 'Ödenen',
  remainingDebtKurus: 'Kalan borç',
  lastPaymentDate: 'Son ödeme',
  status: 'Durum',
  oldestUnpaidDay: 'En eski ödenmemiş borç',
  anonymisedAt: 'Anonimleştirildi',
  notes: 'Notlar',
  role: 'Rol',
  creditLimitKurus: 'Kredi limiti',
  entryCount: 'Kayıt sayısı',
  phase: 'Yayın durumu',
  productCount: 'Ürün sayısı',
  productId: 'Ürün',
  productNameTr: 'Ürün',
  rating: 'Puan',
  comment: 'Yorum',
  date: 'Tarih',
  note: 'Not',
  table: 'Masa',
  createdAt: 'Eklenme zamanı',
  restaurantName: 'Restoran adı',
  logo: 'Logo',
  hours: 'Çalışma saatleri',
  exceptions: 'İstisnalar',
  windows: 'Saatler',
  opens: 'Açılış',
  closes: 'Kapanış',
  wifiName: 'Wi-Fi adı',
  instagram: 'Instagram',
  googleReviewUrl: 'Google yorum bağlantısı',
  noteTr: 'Not (TR)',
  noteEn: 'Not (EN)',
  noServiceCharge: 'Servis ücreti alınmaz notu',
  menuLanguages: 'Menü dilleri',
  ordering: 'Masadan sipariş',
  basketMaxLines: 'Sepet satır sınırı',
  basketMaxKurus: 'Sepet tutar sınırı',
  approvalLimitKurus: 'Onay sınırı',
  dayEndsAt: 'Gün sonu saati',
  rates: 'Döviz kurları',
  orderKey: 'QR kodunun sipariş anahtarı',
  translations: 'Çeviriler',
  language: 'Dil',
  publicUrl: 'Menünün herkese açık adresi',
  errorCorrection: 'Hata düzeltme',
  wordmark: 'Ortada logo',
  key: 'Dosya',
  original: 'Asıl görsel',
  width: 'Genişlik',
  height: 'Yükseklik',
  widths: 'Boyutlar',
  placeholder: 'Yer tutucu renk',
  shape: 'Biçim',
  crop: 'Kırpma',
  x: 'Soldan',
  y: 'Üstten',
  labelTr: 'Boy (TR)',
  labelEn: 'Boy (EN)',
  weekdays: 'Günler',
  // What the sample data's removal took, by kind (resources/settings/sample-data.ts).
  products: 'Ürünler',
  categories: 'Kategoriler',
  tags: 'Etiketler',
  ingredients: 'Malzemeler',
  campaigns: 'Kampanyalar',
  accounts: 'Veresiye hesapları',
  accountEntries: 'Hesap hareketleri',
  reviews: 'Yorumlar',
  tables: 'Masalar',
  settings: 'Restoran bilgileri',
};

/** Values staff know by another name: a campaign's phase, a user's role. */
const VALUE_LABELS: Record<string, Record<string, string>> = {
  phase: Object.fromEntries(Object.entries(PHASE_LABELS).map(([phase, { label }]) => [phase, label])),
  role: ROLE_LABELS,
};

/** One day's opening hours: `08:00–12:00, 18:00–23:00`, or `Kapalı`. */
const dayHours = (windows: unknown): string =>
  Array.isArray(windows) && windows.length > 0
    ? windows.map((window: { opens?: unknown; closes?: unknown }) => `${String(window.opens)}–${String(window.closes)}`).join(', ')
    : 'Kapalı';

/** The records other records point at by id, by their Turkish names: 'Kategori: Pide → Tatlılar'. */
export interface RecordNames {
  categories: ReadonlyMap<number, string>;
  products: ReadonlyMap<number, string>;
  tags: ReadonlyMap<number, string>;
  ingredients: ReadonlyMap<number, string>;
}

/** How the history shows a field of a record not described beside its schema, or a field inside a value. */
function showsByName(field: string): HistoryShows | 'exceptions' | undefined {
  if (VALUE_LABELS[field]) return { values: VALUE_LABELS[field] };
  if (field === 'productId') return { names: 'products' };
  if (field === 'exceptions') return 'exceptions';
  return field.endsWith('Kurus') || field.startsWith(BATCH_PRICE) ? 'lira' : undefined;
}

/** How the history shows a field of that kind of record: as its description says, or by the field's name. */
const showsOf = (field: string, resource: AuditResource | undefined) =>
  resource !== undefined && DESCRIBED[resource] ? noteOf(field, resource)?.shows : showsByName(field);

/** Long texts (a description) are cut: the line is a reminder, not the record. */
const MAX_VALUE_LENGTH = 40;

/** A field's name in the history: as its record's description has it, or the shared name, or its own. */
export const fieldLabel = (field: string, resource?: AuditResource): string =>
  (resource !== undefined ? noteOf(field, resource)?.label : undefined) ??
  FIELD_LABELS[field] ??
  noteOf(field, undefined)?.label ??
  translationLabel(field) ??
  batchPriceLabel(field) ??
  field;

/** A price a batch changed ('Fiyat güncelle'), as the server records it: `price:Kıymalı Pide · Büyük`. */
const batchPriceLabel = (field: string): string | null => (field.startsWith(BATCH_PRICE) ? field.slice(BATCH_PRICE.length) : null);
const BATCH_PRICE = 'price:';

/**
 * A translation's field, as the server records it (resources/translations): `nameRu` is
 * 'Ad (RU)', `size:büyük:ar` is 'Boy "büyük" (AR)', `option:acı:ru` is 'Seçenek "acı" (RU)'.
 */
function translationLabel(field: string): string | null {
  const part = /^(size|option):(.+):([a-z]{2})$/su.exec(field);
  if (part) return `${part[1] === 'size' ? 'Boy' : 'Seçenek'} "${part[2]}" (${part[3]!.toUpperCase()})`;
  const text = /^(name|description|title|note)([A-Z][a-z])$/.exec(field);
  if (!text || !isLanguage(text[2]!.toLowerCase())) return null;
  return `${FIELD_LABELS[text[1]!] ?? TEXT_LABELS[text[1]!]} (${text[2]!.toUpperCase()})`;
}

const TEXT_LABELS: Record<string, string> = { description: 'Açıklama', title: 'Başlık' };

/** One value as the history shows it: `₺185,00`, `Evet`, `1, 4`, `—` for nothing. */
export function formatValue(field: string, value: unknown, names?: RecordNames, resource?: AuditResource): string {
  return valueAs(showsOf(field, resource), value, names);
}

function valueAs(shows: HistoryShows | 'exceptions' | undefined, value: unknown, names: RecordNames | undefined): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (typeof value === 'string' && typeof shows === 'object' && 'values' in shows && shows.values[value]) return shows.values[value];
  if (shows === 'exceptions' && Array.isArray(value)) {
    if (value.length === 0) return '—';
    const days = value.map((day: { date?: unknown; windows?: unknown; note?: unknown }) =>
      [String(day.date), dayHours(day.windows), typeof day.note === 'string' && day.note ? day.note : ''].filter(Boolean).join(' '),
    );
    return shorten(days.join('; '));
  }
  // One that no longer exists (or not yet read) keeps its number.
  if (typeof value === 'number' && typeof shows === 'object' && 'names' in shows) return names?.[shows.names].get(value) ?? `#${value}`;
  if (typeof value === 'number') return shows === 'lira' ? formatLira(value) : String(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : shorten(value.map((item) => valueAs(shows, item, names)).join(', '));
  if (typeof value === 'string' && shows === 'allergens') return allergenName(value, 'tr');
  if (shows === 'availability' && typeof value === 'object' && 'weekdays' in value && 'windows' in value) {
    const { weekdays, windows } = value as { weekdays: number[]; windows: { opens: string; closes: string }[] };
    const days = weekdays.map((day) => WEEKDAY_NAMES_TR[day]?.slice(0, 3) ?? '?').join(', ');
    return shorten(`${days} ${windows.map((window) => `${window.opens}–${window.closes}`).join(', ')}`);
  }
  if (shows === 'sizes' && typeof value === 'object' && 'labelTr' in value && 'priceKurus' in value) {
    const grams = 'grams' in value && typeof value.grams === 'number' ? ` ${value.grams} g` : '';
    return `${String(value.labelTr)}${grams} ${typeof value.priceKurus === 'number' ? formatLira(value.priceKurus) : '—'}`;
  }
  if (shows === 'options' && typeof value === 'object' && 'nameTr' in value && 'choices' in value && Array.isArray(value.choices)) {
    const choices = (value.choices as { nameTr?: unknown; priceKurus?: unknown }[]).map((choice) =>
      typeof choice.priceKurus === 'number' && choice.priceKurus > 0
        ? `${String(choice.nameTr)} +${formatLira(choice.priceKurus)}`
        : String(choice.nameTr),
    );
    const { min, max } = value as { min?: unknown; max?: unknown };
    return shorten(`${String(value.nameTr)} (${String(min)}–${String(max)}): ${choices.join(', ')}`);
  }
  if (typeof value === 'string') return value === '' ? '(boş)' : shorten(value);
  // Anything else is named field by field, never shown as raw data.
  return shorten(
    Object.entries(value)
      .map(([inner, innerValue]) => `${fieldLabel(inner)} ${formatValue(inner, innerValue)}`)
      .join(', '),
  );
}

/** `Fiyat: ₺180,00 → ₺185,00`; a created record's fields come from `—`, a deleted one's go to `—`. */
export function describeChange(field: string, { before, after }: AuditChange, names?: RecordNames, resource?: AuditResource): string {
  return `${fieldLabel(field, resource)}: ${formatValue(field, before, names, resource)} → ${formatValue(field, after, names, resource)}`;
}

/**
 * The lines a field's change takes in the history. The week's hours say only the days that
 * changed ('Çalışma saatleri, Pazartesi: Kapalı → 08:00–12:00'); any other field takes one line.
 */
export function describeChanges(field: string, change: AuditChange, names?: RecordNames, resource?: AuditResource): string[] {
  if (field !== 'hours') return [describeChange(field, change, names, resource)];
  const week = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);
  const before = week(change.before);
  const after = week(change.after);
  return WEEKDAY_NAMES_TR.flatMap((day, index) => {
    const was = change.before === null ? '—' : dayHours(before[index]);
    const is = change.after === null ? '—' : dayHours(after[index]);
    return was === is ? [] : [`${fieldLabel(field)}, ${day}: ${was} → ${is}`];
  });
}

function shorten(text: string): string {
  return text.length <= MAX_VALUE_LENGTH ? text : `${text.slice(0, MAX_VALUE_LENGTH - 1).trimEnd()}…`;
}
