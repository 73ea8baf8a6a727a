import { allergenName } from '../../../shared/allergens.js';
import { formatLira } from '../../../shared/money.js';
import type { AuditChange } from '../../../shared/schemas/audit.js';
import { WEEKDAY_NAMES_TR } from '../../../shared/schemas/settings.js';

/** Fields as the forms name them; a field not listed here shows its own name. */
const FIELD_LABELS: Record<string, string> = {
  nameTr: 'Ad (TR)',
  nameEn: 'Ad (EN)',
  name: 'Ad',
  descriptionTr: 'Açıklama (TR)',
  descriptionEn: 'Açıklama (EN)',
  titleTr: 'Başlık (TR)',
  titleEn: 'Başlık (EN)',
  image: 'Görsel',
  categoryId: 'Kategori',
  tagIds: 'Etiketler',
  ingredientIds: 'Malzemeler',
  allergens: 'Alerjenler',
  sizes: 'Boylar',
  availability: 'Servis saatleri',
  priceKurus: 'Fiyat',
  discountPriceKurus: 'İndirimli fiyat',
  isWeeklyChoice: 'Haftanın seçimi',
  isActive: 'Aktif',
  isVisible: 'Görünür',
  hasMultipleSizes: 'Birden fazla boy',
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
  color: 'Renk',
  textColor: 'Yazı rengi',
  bgColor: 'Arka plan',
  border: 'Kenarlık',
  fontWeight: 'Yazı kalınlığı',
};

/** Long texts (a description) are cut: the line is a reminder, not the record. */
const MAX_VALUE_LENGTH = 40;

export const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;

/** One value as the history shows it: `₺185,00`, `Evet`, `1, 4`, `—` for nothing. */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (typeof value === 'number') return field.endsWith('Kurus') ? formatLira(value) : String(value);
  if (Array.isArray(value)) return value.length === 0 ? '—' : shorten(value.map((item) => formatValue(field, item)).join(', '));
  if (typeof value === 'string' && field === 'allergens') return allergenName(value, 'tr');
  if (field === 'availability' && typeof value === 'object' && 'weekdays' in value && 'windows' in value) {
    const { weekdays, windows } = value as { weekdays: number[]; windows: { opens: string; closes: string }[] };
    const days = weekdays.map((day) => WEEKDAY_NAMES_TR[day]?.slice(0, 3) ?? '?').join(', ');
    return shorten(`${days} ${windows.map((window) => `${window.opens}–${window.closes}`).join(', ')}`);
  }
  if (field === 'sizes' && typeof value === 'object' && 'labelTr' in value && 'priceKurus' in value) {
    return `${String(value.labelTr)} ${typeof value.priceKurus === 'number' ? formatLira(value.priceKurus) : '—'}`;
  }
  if (typeof value === 'string') return value === '' ? '(boş)' : shorten(value);
  return shorten(JSON.stringify(value));
}

/** `Fiyat: ₺180,00 → ₺185,00`; a created record's fields come from `—`, a deleted one's go to `—`. */
export function describeChange(field: string, { before, after }: AuditChange): string {
  return `${fieldLabel(field)}: ${formatValue(field, before)} → ${formatValue(field, after)}`;
}

function shorten(text: string): string {
  return text.length <= MAX_VALUE_LENGTH ? text : `${text.slice(0, MAX_VALUE_LENGTH - 1).trimEnd()}…`;
}
