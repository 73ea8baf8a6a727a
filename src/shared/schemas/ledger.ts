import { z } from 'zod';
import { PAYMENT_METHODS } from '../ledger.js';
import { answer, calendarDay, liraAmount, optionalText, requiredText } from './fields.js';

const positiveAmount = (label: string) => liraAmount(label).refine((kurus) => kurus > 0, { error: `${label} 0'dan büyük olmalı` });

/** 'Borç ekle': what the customer took on credit, and when. */
const chargeInput = z.strictObject({
  kind: z.literal('charge'),
  amount: positiveAmount('Tutar'),
  day: calendarDay('Tarih'),
  description: requiredText('Açıklama', 500),
  /** Staff saw that the charge takes the balance over the credit limit, and confirmed it. */
  confirmOverLimit: z.boolean({ error: 'Onay evet/hayır olmalı' }).default(false),
});

/** 'Ödeme al': what the customer paid, when and how. */
const paymentInput = z.strictObject({
  kind: z.literal('payment'),
  amount: positiveAmount('Tutar'),
  day: calendarDay('Tarih'),
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
