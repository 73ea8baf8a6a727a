import { z } from 'zod';
import { LANGUAGES, type Language } from '../languages.js';
import { MAX_PARTS } from '../bill.js';
import { answer, liraAmount, optionalLiraAmount, recordId, requiredText } from './fields.js';
import { staffOrderLine } from './order.js';
import { token } from './service-request.js';
import { approvalPin } from './user.js';

/**
 * The table's bill ('adisyon', D60): its lines, sums and VAT, how it is split, what was paid,
 * and what was done to it. Amounts are typed in lira as the ledger's are ("125,50") and
 * answered in kuruş.
 */

export const BILL_PAYMENT_METHODS = ['cash', 'card', 'transfer', 'account'] as const;
export type PaymentMethod = (typeof BILL_PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_TEXT: Record<PaymentMethod, string> = {
  cash: 'Nakit',
  card: 'Kart',
  transfer: 'Havale',
  account: 'Veresiye',
};

export const BILL_CHANGE_KINDS = ['discount', 'ikram', 'void', 'move', 'merge', 'lines_moved', 'split', 'reopen', 'unpaid'] as const;
export type BillChangeKind = (typeof BILL_CHANGE_KINDS)[number];
/** What was done to a bill, as its history, 'Gün sonu' and the accountant's file say it. */
export const BILL_CHANGE_TEXT: Record<BillChangeKind, string> = {
  discount: 'İndirim',
  ikram: 'İkram',
  void: 'İptal',
  move: 'Masa taşındı',
  merge: 'Masalar birleşti',
  lines_moved: 'Satırlar taşındı',
  split: 'Bölündü',
  reopen: 'Yeniden açıldı',
  unpaid: 'Ödenmeden kapandı',
};

export const BILL_REASON_MAX = 200;
const reason = requiredText('Neden', BILL_REASON_MAX);

const part = z
  .number({ error: 'Bölüm bir sayı olmalı' })
  .int({ error: 'Bölüm tam sayı olmalı' })
  .min(1, { error: 'Bölüm en az 1 olmalı' })
  .max(MAX_PARTS, { error: `Bölüm en fazla ${MAX_PARTS} olabilir` });

/** `POST /api/admin/bills/:id/payments`: a payment, once however often it is sent (`id`). */
export const paymentInput = z
  .strictObject({
    id: token('Ödeme kimliği'),
    method: z.enum(BILL_PAYMENT_METHODS, { error: 'Ödeme yöntemi nakit, kart, havale veya veresiye olmalı' }),
    amount: liraAmount('Tutar'),
    /** Cash handed over: the change is what is above the amount. */
    tendered: optionalLiraAmount('Alınan nakit'),
    tip: optionalLiraAmount('Bahşiş'),
    part: part.nullable().default(null),
    /** The customer's account a 'Veresiye' payment is charged to. */
    accountId: recordId('Hesap').nullable().default(null),
    /** Staff confirmed the charge takes the account over its credit limit. */
    confirmOverLimit: z.boolean({ error: 'Limit onayı evet/hayır olmalı' }).default(false),
  })
  .superRefine((input, ctx) => {
    if (input.amount <= 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Tutar sıfırdan büyük olmalı' });
    if (input.method === 'account' && input.accountId === null) {
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: 'Veresiye için bir hesap seçilmeli' });
    }
    if (input.method !== 'account' && input.accountId !== null) {
      ctx.addIssue({ code: 'custom', path: ['accountId'], message: 'Hesap yalnızca veresiye için seçilir' });
    }
    if (input.tendered !== null && input.method !== 'cash') {
      ctx.addIssue({ code: 'custom', path: ['tendered'], message: 'Alınan nakit yalnızca nakit ödemede girilir' });
    }
    if (input.tendered !== null && input.tendered < input.amount) {
      ctx.addIssue({ code: 'custom', path: ['tendered'], message: 'Alınan nakit tutardan az olamaz' });
    }
  });
export type PaymentInput = z.input<typeof paymentInput>;
export type PaymentData = z.output<typeof paymentInput>;

/** `POST /api/admin/bills/:id/split`: no split, `parts` equal parts, or by lines (each line's part; one not named is in part 1). */
export const splitInput = z
  .strictObject({
    kind: z.enum(['none', 'equal', 'lines'], { error: 'Bölme türü none, equal veya lines olmalı' }),
    parts: z
      .number({ error: 'Bölüm sayısı bir sayı olmalı' })
      .int({ error: 'Bölüm sayısı tam sayı olmalı' })
      .min(1, { error: 'Bölüm sayısı en az 1 olmalı' })
      .max(MAX_PARTS, { error: `Bölüm sayısı en fazla ${MAX_PARTS} olabilir` })
      .default(1),
    lines: z
      .array(z.strictObject({ lineId: recordId('Satır'), part }), { error: 'Satırlar bir liste olmalı' })
      .max(500, { error: 'Satır sayısı çok fazla' })
      .default([]),
  })
  .superRefine((input, ctx) => {
    if (input.kind !== 'none' && input.parts < 2)
      ctx.addIssue({ code: 'custom', path: ['parts'], message: 'Hesap en az 2 bölüme ayrılır' });
    for (const [index, line] of input.lines.entries()) {
      if (input.kind !== 'lines')
        ctx.addIssue({ code: 'custom', path: ['lines'], message: 'Satırlar yalnızca satırlara göre bölmede seçilir' });
      else if (line.part > input.parts)
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'part'], message: 'Bölüm, bölüm sayısından büyük olamaz' });
    }
  });
export type SplitInput = z.input<typeof splitInput>;

/** `POST /api/admin/bills/:id/discount`: a percentage of the bill or an amount off it, with why. */
/**
 * Above the owner's limit, a waiter's discount, ikram or void carries an admin's approval: the
 * admin chosen on the waiter's phone and the PIN they type there (D60).
 */
const approval = z.strictObject({ adminId: recordId('Yönetici'), pin: approvalPin }, { error: 'Onay, yönetici ve PIN olmalı' }).optional();
export type Approval = NonNullable<z.infer<typeof approval>>;

export const discountInput = z
  .strictObject({
    percent: z
      .number({ error: 'Yüzde bir sayı olmalı' })
      .int({ error: 'Yüzde tam sayı olmalı' })
      .min(1, { error: 'Yüzde 1 ile 100 arasında olmalı' })
      .max(100, { error: 'Yüzde 1 ile 100 arasında olmalı' })
      .nullable()
      .default(null),
    amount: optionalLiraAmount('Tutar'),
    reason,
    approval,
  })
  .superRefine((input, ctx) => {
    if ((input.percent === null) === (input.amount === null)) {
      ctx.addIssue({ code: 'custom', path: ['percent'], message: 'Yüzde veya tutardan biri girilmeli' });
    }
    if (input.amount !== null && input.amount <= 0)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Tutar sıfırdan büyük olmalı' });
  });
export type DiscountInput = z.input<typeof discountInput>;

/** A reopening: why, in the record. */
export const reasonInput = z.strictObject({ reason });

/** An ikram or a void: why, and above the limit an admin's approval. */
export const takeOffInput = z.strictObject({ reason, approval });

/** `GET /api/admin/bills/approvers`: the admins who can approve by PIN on this phone. */
export const approver = z.object({ id: answer.id, name: answer.text });
export type Approver = z.infer<typeof approver>;

/** A whole table moved to another (merged into it when it is open), or lines of it moved there. */
export const moveInput = z.strictObject({ table: requiredText('Masa', 60) });
export const linesMoveInput = z.strictObject({
  table: requiredText('Masa', 60),
  lineIds: z
    .array(recordId('Satır'), { error: 'Satırlar bir liste olmalı' })
    .min(1, { error: 'En az bir satır seçilmeli' })
    .max(500, { error: 'Satır sayısı çok fazla' }),
});

/** `GET /api/admin/bills/accounts?q=`: a customer's account a bill may be put on, found by name or phone. */
export const accountSearch = z.strictObject({
  q: z.string({ error: 'Arama metin olmalı' }).trim().max(80, { error: 'Arama en fazla 80 karakter olabilir' }).default(''),
});
export const accountChoice = z.object({ id: answer.id, name: answer.text, phone: answer.text });
export type AccountChoice = z.infer<typeof accountChoice>;

/** A line of the bill: a staff line with its VAT rate, whether it is free, and its part of a split. */
export const billLine = staffOrderLine.extend({
  /** The names the guest read (their menu language's), for the bill printed in it. */
  name: answer.text,
  sizeName: answer.text.nullable(),
  orderId: answer.id,
  vatRate: z.number().int().nonnegative(),
  ikram: answer.flag,
  part: z.number().int().positive().nullable(),
});
export type BillLineRecord = z.infer<typeof billLine>;

export const payment = z.object({
  id: answer.id,
  method: z.enum(BILL_PAYMENT_METHODS),
  amountKurus: answer.kurus,
  tenderedKurus: answer.kurus.nullable(),
  /** What was handed back: the cash over the amount. */
  changeKurus: answer.kurus,
  tipKurus: answer.kurus,
  part: z.number().int().positive().nullable(),
  account: z.object({ id: answer.id, name: answer.text }).nullable(),
  accountEntryId: answer.id.nullable(),
  createdAt: answer.timestamp,
  createdBy: answer.text,
});
export type Payment = z.infer<typeof payment>;

export const billChange = z.object({
  kind: z.enum(BILL_CHANGE_KINDS),
  detail: answer.text,
  reason: answer.text,
  amountKurus: answer.kurus,
  by: answer.text,
  approvedBy: answer.text.nullable(),
  at: answer.timestamp,
});

export const bill = z.object({
  id: answer.id,
  tableId: answer.id.nullable(),
  table: answer.text,
  /** The guests' menu language (their last order's from the table), Turkish for a waiter's table: the printed bill's second language. */
  language: z.enum(LANGUAGES as [Language, ...Language[]]),
  openedAt: answer.timestamp,
  requestedAt: answer.timestamp.nullable(),
  closedAt: answer.timestamp.nullable(),
  closedBy: answer.text.nullable(),
  /** Every line confirmed on it, cancelled ones too (with their reason); lines sent and not yet confirmed are not on the bill. */
  lines: z.array(billLine),
  /** Lines the guests sent that a waiter has not confirmed yet: not on the bill until then. */
  pendingLines: z.number().int().nonnegative(),
  subtotalKurus: answer.kurus,
  ikramKurus: answer.kurus,
  discountKurus: answer.kurus,
  totalKurus: answer.kurus,
  vat: z.array(z.object({ rate: z.number().int().nonnegative(), grossKurus: answer.kurus, vatKurus: answer.kurus })),
  paidKurus: answer.kurus,
  remainingKurus: answer.kurus,
  tipsKurus: answer.kurus,
  split: z.object({ kind: z.enum(['none', 'equal', 'lines']), parts: z.number().int().positive() }),
  parts: z.array(z.object({ number: z.number().int().positive(), amountKurus: answer.kurus, paidKurus: answer.kurus })),
  payments: z.array(payment),
  changes: z.array(billChange),
  version: answer.version,
});
export type Bill = z.infer<typeof bill>;
