import { z } from 'zod';
import { answer, calendarDay, flag, liraAmount, optionalLiraAmount, optionalText, requiredText, version, withoutNul } from './fields.js';

export const ACCOUNT_STATUSES = ['Ödendi', 'Kısmi Ödeme', 'Ödenmedi'] as const;
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
  totalDebt: liraAmount('Toplam borç'),
  paidAmount: liraAmount('Ödenen tutar'),
  lastPaymentDate: calendarDay('Son ödeme tarihi'),
  creditLimit: optionalLiraAmount('Kredi limiti'),
  status: z.enum(ACCOUNT_STATUSES, { error: 'Durum seçilmeli' }).default('Ödenmedi'),
  notes: optionalText('Notlar', 2000),
  isActive: flag('Aktif', true),
};

function checkAmounts(account: { totalDebt: number; paidAmount: number }, ctx: z.RefinementCtx): void {
  if (account.paidAmount > account.totalDebt) {
    ctx.addIssue({ code: 'custom', path: ['paidAmount'], message: 'Ödenen tutar toplam borçtan büyük olamaz' });
  }
}

/** A customer's credit ("veresiye") account. The remaining debt is computed by the server. */
export const accountInput = z.strictObject(accountFields).superRefine(checkAmounts);
export const accountUpdate = z.strictObject({ ...accountFields, version }).superRefine(checkAmounts);

export type AccountInput = z.input<typeof accountInput>;
export type AccountData = z.output<typeof accountInput>;

/** A credit account as the back office reads it; the remaining debt is the server's sum (spec §9). */
export const accountRecord = z.object({
  id: answer.id,
  customerName: answer.text,
  name: answer.text,
  email: answer.text,
  phone: answer.text,
  address: answer.text,
  totalDebtKurus: answer.kurus,
  paidAmountKurus: answer.kurus,
  remainingDebtKurus: z.number().int(),
  lastPaymentDate: answer.day.nullable(),
  /** How much credit the restaurant gives this customer; null when no limit is set. */
  creditLimitKurus: answer.kurus.nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  notes: answer.text,
  isActive: answer.flag,
  version: answer.version,
});
export type AdminAccount = z.infer<typeof accountRecord>;

/** `GET /api/admin/accounts?q=`: a search by customer name, Turkish-aware (D12). */
export const accountListQuery = z.object({
  q: z.string({ error: 'Arama metin olmalı' }).max(200, { error: 'Arama en fazla 200 karakter olabilir' }).optional(),
});
