import { z } from 'zod';
import { PAYMENT_METHODS } from '../ledger.js';
import { answer, calendarDay, isCalendarDay, liraAmount, optionalText, requiredText, texts } from './fields.js';

/**
 * The first day an entry may be dated: the books of a restaurant open today do not reach back
 * further, and a mistyped year (`0001`) would otherwise become the customer's oldest debt. The
 * last is today in the restaurant's time zone, which only the server knows (accounts/ledger.ts).
 */
export const FIRST_ENTRY_DAY = '2000-01-01';

const entryDay = (label: string) =>
  calendarDay(label).refine((day) => day >= FIRST_ENTRY_DAY, { error: `${label} 01.01.2000'den önce olamaz` });

const positiveAmount = (label: string) => liraAmount(label).refine((kurus) => kurus > 0, { error: `${label} 0'dan büyük olmalı` });

/** 'Borç ekle': what the customer took on credit, and when. */
const chargeInput = z.strictObject({
  kind: z.literal('charge'),
  amount: positiveAmount('Tutar'),
  day: entryDay('Tarih'),
  description: requiredText('Açıklama', 500),
  /** Staff saw that the charge takes the balance over the credit limit, and confirmed it. */
  confirmOverLimit: z.boolean({ error: 'Onay evet/hayır olmalı' }).default(false),
});

/** 'Ödeme al': what the customer paid, when and how. */
const paymentInput = z.strictObject({
  kind: z.literal('payment'),
  amount: positiveAmount('Tutar'),
  day: entryDay('Tarih'),
  method: z.enum(PAYMENT_METHODS, { error: 'Ödeme yöntemi seçilmeli' }),
  description: optionalText('Not', 500),
});

/** `POST /api/admin/accounts/:id/entries`: a charge or a payment. */
export const entryInput = z.discriminatedUnion('kind', [chargeInput, paymentInput], { error: 'Kayıt türü borç veya ödeme olmalı' });
export type EntryInput = z.input<typeof entryInput>;
export type EntryData = z.output<typeof entryInput>;

/** `POST /api/admin/accounts/:id/entries/:entryId/reversal`: why an entry is undone. */
export const reversalInput = z.strictObject({ reason: requiredText('Neden', 500) });

/** An entry as the back office reads it, with the balance after it in date order. */
export const entryRecord = z.object({
  id: answer.id,
  kind: z.enum(['charge', 'payment', 'reversal']),
  amountKurus: answer.kurus,
  day: answer.day,
  method: z.enum(PAYMENT_METHODS).nullable(),
  description: answer.text,
  /** The entry a reversal undoes. */
  reversesId: answer.id.nullable(),
  /** The reversal that undid this entry, if one did (it is then shown struck through). */
  reversedById: answer.id.nullable(),
  overLimitConfirmed: answer.flag,
  createdByName: answer.text,
  createdAt: answer.timestamp,
  /** The balance once this entry and every one before it in date order count. */
  balanceAfterKurus: z.number().int(),
});
export type AccountEntry = z.infer<typeof entryRecord>;

const statementDay = (label: string) =>
  z.string({ error: `${label} gerekli` }).refine(isCalendarDay, { error: `${label} geçerli bir tarih olmalı (YYYY-AA-GG)` });

/** `?from=&to=`: the days a statement covers, both included. */
export const statementQuery = z
  .object({ from: statementDay('Başlangıç tarihi'), to: statementDay('Bitiş tarihi') })
  .refine((query) => query.from <= query.to, { path: ['to'], error: 'Bitiş tarihi başlangıç tarihinden önce olamaz' });
export type StatementQuery = z.output<typeof statementQuery>;

/** 'Hesap ekstresi': an account's entries over some days, between its balances before and after. */
export const accountStatement = z.object({
  from: answer.day,
  to: answer.day,
  ...texts('customerName', 'name', 'phone', 'address'),
  /** Who the statement is from: the restaurant's details ('Ayarlar'). */
  restaurant: z.object({ name: answer.text, address: answer.text, phone: answer.text }),
  /** The balance brought forward: every entry before `from`. */
  openingKurus: z.number().int(),
  entries: z.array(entryRecord),
  closingKurus: z.number().int(),
});
export type AccountStatement = z.infer<typeof accountStatement>;
