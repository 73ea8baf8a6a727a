import { z } from 'zod';
import { isCalendarDay, MAX_INT32, pageOf } from './fields.js';

/**
 * The change history ("Değişiklik geçmişi", admins only): what staff changed, when, and the
 * fields' values before and after. The server writes the events; the back office reads them
 * through GET /api/admin/audit-events with the filters below.
 */

/** `export`: a customer's personal data was downloaded (KVKK). */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'reorder', 'export'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record staff change, named as the API's paths name them. */
export const AUDIT_RESOURCES = [
  'products',
  'categories',
  'tags',
  'ingredients',
  'campaigns',
  'accounts',
  'users',
  'reviews',
  'media',
  'settings',
  'tables',
  'qr-settings',
  'prices',
  'scheduled-prices',
  'sample-data',
  'stations',
] as const;
export type AuditResource = (typeof AUDIT_RESOURCES)[number];

/** What the person did, as the history says it: "Ayşe Güncelledi". */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: 'Ekledi',
  update: 'Güncelledi',
  delete: 'Sildi',
  reorder: 'Sıraladı',
  export: 'Verilerini indirdi',
};

export const AUDIT_RESOURCE_LABELS: Record<AuditResource, string> = {
  products: 'Ürün',
  categories: 'Kategori',
  tags: 'Etiket',
  ingredients: 'Malzeme',
  campaigns: 'Kampanya',
  accounts: 'Hesap',
  users: 'Kullanıcı',
  reviews: 'Yorum',
  media: 'Görsel',
  settings: 'Ayarlar',
  tables: 'Masa',
  'qr-settings': 'QR ayarları',
  prices: 'Toplu fiyat değişikliği',
  'scheduled-prices': 'İleri tarihli fiyat değişikliği',
  'sample-data': 'Örnek veriler',
  stations: 'İstasyon',
};

/** A review as the history names it: by its dish and its author. */
export const reviewRecordName = (dish: string, author: string): string => `${dish} · ${author}`;

/** Events per page: a day's work in a busy week fits on one or two. */
export const AUDIT_PAGE_SIZE = 50;

/** One field's value before and after; a create has no before (null), a delete no after. */
export const auditChange = z.object({ before: z.unknown(), after: z.unknown() });

export const auditEvent = z.object({
  id: z.number().int(),
  /** When, by the server's clock (ISO 8601). */
  at: z.string(),
  /** Null only for changes no signed-in person made. */
  userId: z.number().int().nullable(),
  userName: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  resource: z.enum(AUDIT_RESOURCES),
  /** Null for a reorder, which moves many records at once. */
  recordId: z.number().int().nullable(),
  /**
   * The record as staff call it ('Kıymalı Pide', an account's customer, 'Masa 5', a review's
   * dish and author), by its current name, or the one the history kept of a deleted record;
   * null where a record has no name (a photo, the restaurant's details) or the event none.
   */
  recordName: z.string().nullable(),
  changes: z.record(z.string(), auditChange),
});

export type AuditChange = z.infer<typeof auditChange>;
export type AuditEvent = z.infer<typeof auditEvent>;

/** A page of the history, newest first. */
export const auditPage = pageOf(auditEvent);
export type AuditPage = z.infer<typeof auditPage>;

/** A whole number in a query string (`?page=2`), 1 to MAX_INT32. */
const queryNumber = (message: string) =>
  z
    .string({ error: message })
    .regex(/^[1-9]\d{0,9}$/, { error: message })
    .transform(Number)
    .refine((value) => value <= MAX_INT32, { error: message });

const queryDay = (label: string) =>
  z.string({ error: `${label} geçerli bir tarih olmalı (YYYY-AA-GG)` }).refine(isCalendarDay, {
    error: `${label} geçerli bir tarih olmalı (YYYY-AA-GG)`,
  });

/**
 * The history's filters, as query-string text. `from` and `to` are calendar days in the
 * restaurant's time zone, both included (like campaign days, D13).
 */
export const auditQuery = z
  .object({
    userId: queryNumber('Kişi seçilmeli').optional(),
    resource: z.enum(AUDIT_RESOURCES, { error: 'Kayıt türü seçilmeli' }).optional(),
    from: queryDay('Başlangıç tarihi').optional(),
    to: queryDay('Bitiş tarihi').optional(),
    page: queryNumber('Sayfa 1 veya daha büyük bir sayı olmalı').default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    error: 'Bitiş tarihi başlangıç tarihinden önce olamaz',
  });

export type AuditQueryInput = z.input<typeof auditQuery>;
export type AuditQuery = z.output<typeof auditQuery>;
