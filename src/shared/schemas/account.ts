import { z } from 'zod';
import { answer, flag, pageOf, texts, optionalLiraAmount, optionalText, requiredText, version, withoutNul } from './fields.js';

export const ACCOUNT_STATUSES = ['Ödendi', 'Kısmi Ödeme', 'Ödenmedi', 'Hareket yok'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

const accountFields = {
  customerName: requiredText('Müşteri adı', 120),
  name: optionalText('Yetkili kişi', 120),
  email: z
    .string({ error: 'E-posta metin olmalı' })
    .trim()
    .max(200, { error: 'E-posta en fazla 200 karakter olabilir' })
    .refine(...withoutNul('E-posta'))
    .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
      error: 'Geçerli bir e-posta adresi girin',
    })
    .default(''),
  phone: requiredText('Telefon', 40).refine((value) => /^[+\d\s().-]{7,}$/.test(value), {
    error: 'Geçerli bir telefon numarası girin',
  }),
  address: optionalText('Adres', 500),
  creditLimit: optionalLiraAmount('Kredi limiti'),
  notes: optionalText('Notlar', 2000),
  isActive: flag('Aktif', true),
};

/**
 * A customer's credit ("veresiye") account: who they are and how much credit they get. What
 * they owe comes from the entries of its ledger (schemas/ledger.ts, D34), never typed here.
 */
export const accountInput = z.strictObject(accountFields);
export const accountUpdate = z.strictObject({ ...accountFields, version });

export type AccountInput = z.input<typeof accountInput>;
export type AccountData = z.output<typeof accountInput>;

/**
 * A credit account as the back office reads it. Its figures are the sums of its ledger's
 * entries (D34): 'Toplam borç' the charges, 'Ödenen' the payments, 'Kalan' the balance.
 */
export const accountRecord = z.object({
  id: answer.id,
  ...texts('customerName', 'name', 'email', 'phone', 'address'),
  totalDebtKurus: answer.kurus,
  paidAmountKurus: answer.kurus,
  remainingDebtKurus: z.number().int(),
  lastPaymentDate: answer.day.nullable(),
  /** How much credit the restaurant gives this customer; null when no limit is set. */
  creditLimitKurus: answer.kurus.nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  /** The day of the oldest charge not yet paid off; null when nothing is owed. */
  oldestUnpaidDay: answer.day.nullable(),
  /** When the customer's personal data was removed (KVKK); null while it is kept. */
  anonymisedAt: answer.timestamp.nullable(),
  /** How many entries the ledger holds: an account with any is kept, never deleted. */
  entryCount: z.number().int().nonnegative(),
  notes: answer.text,
  isActive: answer.flag,
  version: answer.version,
});
export type AdminAccount = z.infer<typeof accountRecord>;

export const ACCOUNT_SORTS = ['balance', 'lastPayment', 'name'] as const;
export type AccountSort = (typeof ACCOUNT_SORTS)[number];

/** 'Ödeme yok': accounts owing money with no payment for this many days. */
export const OVERDUE_DAYS = ['30', '60', '90'] as const;

/** Accounts per page of the list: a phone's screen or two. */
export const ACCOUNT_PAGE_SIZE = 25;

/**
 * `GET /api/admin/accounts`: a search by customer name, contact person or phone (Turkish-aware,
 * D12), a status, the accounts owing money with no payment for 30, 60 or 90 days, the order
 * (largest balance first, latest payment first, or by name) and the page, all as query text.
 */
export const accountListQuery = z.object({
  q: z.string({ error: 'Arama metin olmalı' }).max(200, { error: 'Arama en fazla 200 karakter olabilir' }).optional(),
  sort: z.enum(ACCOUNT_SORTS, { error: 'Sıralama bakiye, son ödeme veya ad olmalı' }).default('balance'),
  status: z.enum(ACCOUNT_STATUSES, { error: 'Durum Ödendi, Kısmi Ödeme, Ödenmedi veya Hareket yok olmalı' }).optional(),
  overdue: z.enum(OVERDUE_DAYS, { error: 'Gecikme 30, 60 veya 90 gün olmalı' }).optional(),
  page: z
    .string({ error: 'Sayfa 1 veya daha büyük bir sayı olmalı' })
    .regex(/^[1-9]\d{0,5}$/, { error: 'Sayfa 1 veya daha büyük bir sayı olmalı' })
    .transform(Number)
    .default(1),
});
export type AccountListQuery = z.output<typeof accountListQuery>;

/** A page of the accounts list. */
export const accountPage = pageOf(accountRecord);
export type AccountPage = z.infer<typeof accountPage>;

/** The aging of receivables: days since each account's oldest unpaid charge. */
export const AGING_BUCKETS = ['0–30', '31–60', '61–90', '90+'] as const;

/** `GET /api/admin/accounts/summary`: what is owed to the restaurant, in all. */
export const accountSummary = z.object({
  /**
   * The sum of every balance, deactivated accounts' included: switching an account off does
   * not cancel what its customer owes (docs/decisions/product.md D52).
   */
  receivableKurus: answer.kurus,
  /** How many accounts owe anything. */
  withBalance: z.number().int().nonnegative(),
  /** The part of it owed on deactivated accounts, and by how many, so the total can say so. */
  inactive: z.object({ accounts: z.number().int().nonnegative(), amountKurus: answer.kurus }),
  aging: z.array(z.object({ bucket: z.enum(AGING_BUCKETS), accounts: z.number().int().nonnegative(), amountKurus: answer.kurus })),
});
export type AccountSummary = z.infer<typeof accountSummary>;
