import { z } from 'zod';
import { LANGUAGES, type Language } from '../languages.js';
import { CANCEL_REASON_MAX, LINE_NOTE_MAX, LINE_STATES, ORDER_SOURCES, ORDERING_MODES, QUANTITY_MAX } from '../orders.js';
import { answer, optionalText, recordId, requiredText } from './fields.js';
import { MAX_OPTION_CHOICES, MAX_OPTION_GROUPS, OPTION_NAME_MAX } from './product.js';
import { tableOfCode, token } from './service-request.js';

/**
 * Orders from the table and from the waiter's phone (D57). A guest reaches their table's basket
 * with what the table's code carries (`?masa=5&k=…`: the table and its key) and their phone's
 * random key (`device`), which marks the lines the phone added; nothing else of the guest is
 * sent or kept.
 */

/** The key a table's printed code carries (`k`), renewed by staff from 'QR ve Baskı'. */
export const tableKey = z
  .string({ error: 'Masa anahtarı gerekli' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'Masa anahtarı geçersiz: kartın kodunu yeniden okutun' });

/** The query of a guest's reads: their table, its key and their phone's key. */
export const guestTableQuery = z.strictObject({
  table: tableOfCode,
  key: tableKey,
  device: token('Cihaz anahtarı'),
});
export type GuestTableQuery = z.infer<typeof guestTableQuery>;

const quantity = z
  .number({ error: 'Adet bir sayı olmalı' })
  .int({ error: 'Adet tam sayı olmalı' })
  .min(1, { error: 'Adet en az 1 olmalı' })
  .max(QUANTITY_MAX, { error: `Adet en fazla ${QUANTITY_MAX} olabilir` });

const language = z.enum(LANGUAGES as [Language, ...Language[]], { error: 'Dil menünün dillerinden biri olmalı' });

/** A size by its Turkish label (as the menu names it), or null for a dish of one price. */
const size = z
  .string({ error: 'Boy metin olmalı' })
  .trim()
  .min(1, { error: 'Boy boş olamaz' })
  .max(60, { error: 'Boy en fazla 60 karakter olabilir' })
  .nullable()
  .default(null);

const note = optionalText('Not', LINE_NOTE_MAX);

const optionName = (label: string) =>
  z
    .string({ error: `${label} metin olmalı` })
    .min(1, { error: `${label} boş olamaz` })
    .max(OPTION_NAME_MAX, { error: `${label} en fazla ${OPTION_NAME_MAX} karakter olabilir` });

/** The options chosen, each a group's choice by their Turkish names (as the menu names them). */
const chosenOptions = z
  .array(z.strictObject({ group: optionName('Seçenek grubu'), choice: optionName('Seçenek') }), {
    error: 'Seçenekler bir liste olmalı',
  })
  .max(MAX_OPTION_GROUPS * MAX_OPTION_CHOICES, { error: 'Seçenek sayısı çok fazla' })
  .default([]);
export type ChosenOption = z.infer<typeof chosenOptions>[number];

/** What a line is: a dish, its size and options, how many and a short note. */
const lineFields = {
  productId: recordId('Ürün'),
  size,
  options: chosenOptions,
  quantity,
  note,
};

/** `POST /api/basket-lines`: a guest adds a line to their table's basket ('Ekle'). */
export const basketLineInput = z.strictObject({
  ...guestTableQuery.shape,
  /** The phone's own name for the line: added twice is added once. */
  id: token('Satır kimliği'),
  language,
  ...lineFields,
});
export type BasketLineInput = z.infer<typeof basketLineInput>;

/** `PATCH /api/basket-lines/:id`: the phone that added a line changes it; a quantity of 0 removes it. */
export const basketLineChange = z.strictObject({
  ...guestTableQuery.shape,
  quantity: z
    .number({ error: 'Adet bir sayı olmalı' })
    .int({ error: 'Adet tam sayı olmalı' })
    .min(0, { error: 'Adet 0 veya daha büyük olmalı' })
    .max(QUANTITY_MAX, { error: `Adet en fazla ${QUANTITY_MAX} olabilir` }),
  note: note.optional(),
});
export type BasketLineChange = z.infer<typeof basketLineChange>;

export const lineClientId = z.strictObject({ id: token('Satır kimliği') });

/** `POST /api/orders`: 'Siparişi gönder', the table's basket sent once (the phone names the sending). */
export const sendInput = z.strictObject({
  ...guestTableQuery.shape,
  id: token('Sipariş kimliği'),
  language,
});
export type SendInput = z.infer<typeof sendInput>;

/** `POST /api/admin/orders`: 'Sipariş al', a waiter's order for a table, confirmed as it is sent. */
export const waiterOrderInput = z.strictObject({
  id: token('Sipariş kimliği'),
  table: tableOfCode,
  lines: z
    .array(z.strictObject(lineFields), { error: 'Satırlar bir liste olmalı' })
    .min(1, { error: 'Siparişte en az bir satır olmalı' })
    .max(50, { error: 'Bir siparişte en fazla 50 satır olabilir' }),
});
export type WaiterOrderInput = z.infer<typeof waiterOrderInput>;

/** `POST /api/admin/order-lines/:id/state`: the line moves on (the kitchen's screen comes later). */
export const lineStepInput = z.strictObject({
  state: z.enum(['preparing', 'ready', 'served'], { error: 'Durum hazırlanıyor, hazır veya servis edildi olmalı' }),
});

/** `POST /api/admin/order-lines/:id/quantity`: a waiter changes a line the guests sent, before confirming it. */
export const lineQuantityInput = z.strictObject({ quantity });

/** `POST /api/admin/order-lines/:id/cancel`: a line cancelled, with the reason the guest reads. */
export const lineCancelInput = z.strictObject({ reason: requiredText('İptal nedeni', CANCEL_REASON_MAX) });

const state = z.enum(LINE_STATES);

/**
 * An option of a line, frozen with it: its group's and its own Turkish names (staff read them;
 * a phone finds them in its menu by them), the names the guest who added it read, and what it
 * added to the line's price.
 */
export const lineOption = z.object({
  groupTr: answer.text,
  choiceTr: answer.text,
  group: answer.text,
  choice: answer.text,
  priceKurus: answer.kurus,
});
export type LineOption = z.infer<typeof lineOption>;

/** A line of the shared basket as a phone at the table sees it. */
/** What a guest reads of a line: as the phone that added it read the dish, its size and options (the phone draws them in its own language by `productId`, `sizeTr` and the options' Turkish names). */
const guestLineFields = {
  name: answer.text,
  size: answer.text.nullable(),
  sizeTr: answer.text.nullable(),
  options: z.array(lineOption),
  quantity: z.number().int().positive(),
  note: answer.text,
  /** The menu language of the phone that added the line: its note is in it. */
  language,
};

export const basketLine = z.object({
  id: z.string(),
  productId: answer.id,
  ...guestLineFields,
  unitPriceKurus: answer.kurus,
  totalKurus: answer.kurus,
  /** Added by this phone: it may change or remove it. */
  mine: z.boolean(),
  /** Which phone added it, 1 for the first at the table: a colour and a number, never a name. */
  phone: z.number().int().positive(),
});
export type BasketLine = z.infer<typeof basketLine>;

/** A sent line as the guests read it: in their language, with its state. */
export const guestOrderLine = z.object({
  /** Null once the dish has been deleted from the menu. */
  productId: answer.id.nullable(),
  ...guestLineFields,
  state,
  cancelReason: answer.text.nullable(),
  totalKurus: answer.kurus,
});

export const guestOrder = z.object({
  id: z.string(),
  createdAt: answer.timestamp,
  confirmed: z.boolean(),
  lines: z.array(guestOrderLine),
});

/** Everything a phone at the table shows of ordering: the mode, the basket, the orders sent. */
export const guestTableState = z.object({
  ordering: z.enum(ORDERING_MODES),
  /** Staff (or a confirmed order) opened the table, and its bill has not closed it. */
  open: z.boolean(),
  basket: z.object({
    lines: z.array(basketLine),
    totalKurus: answer.kurus,
    maxLines: z.number().int().positive(),
    maxKurus: answer.kurus,
  }),
  orders: z.array(guestOrder),
  /** The table's running total: what its orders come to, cancelled lines aside. */
  totalKurus: answer.kurus,
  /** Its open bill (D60), as 'Hesap iste' shows it: what is on it, given free, taken off, paid and left; null for none. */
  bill: z
    .object({
      subtotalKurus: answer.kurus,
      ikramKurus: answer.kurus,
      discountKurus: answer.kurus,
      totalKurus: answer.kurus,
      paidKurus: answer.kurus,
      remainingKurus: answer.kurus,
    })
    .nullable(),
});
export type GuestTableState = z.infer<typeof guestTableState>;

/** A line as staff read it: always in Turkish, the guest's note as typed. */
export const staffOrderLine = z.object({
  id: answer.id,
  nameTr: answer.text,
  sizeTr: answer.text.nullable(),
  /** In Turkish: `groupTr`, `choiceTr`. */
  options: z.array(lineOption),
  quantity: z.number().int().positive(),
  note: answer.text,
  /** The menu language of the phone that added the line: its note is in it. */
  language,
  unitPriceKurus: answer.kurus,
  totalKurus: answer.kurus,
  state,
  cancelReason: answer.text.nullable(),
});

export const staffOrder = z.object({
  id: answer.id,
  table: answer.text,
  /** The guest's menu language: their note is in it. */
  language,
  source: z.enum(ORDER_SOURCES),
  createdAt: answer.timestamp,
  createdBy: answer.text.nullable(),
  confirmedAt: answer.timestamp.nullable(),
  confirmedBy: answer.text.nullable(),
  lines: z.array(staffOrderLine),
  totalKurus: answer.kurus,
});
export type StaffOrder = z.infer<typeof staffOrder>;

/** A table as 'Masalar' shows it: open or not, its key's age aside, and its orders until its bill closes it. */
export const staffTable = z.object({
  id: answer.id,
  name: answer.text,
  openedAt: answer.timestamp.nullable(),
  orders: z.array(staffOrder),
  totalKurus: answer.kurus,
  /** Its open bill (D60): what it comes to now (less ikram and discounts) and what was paid; null for none. */
  bill: z.object({ id: answer.id, totalKurus: answer.kurus, paidKurus: answer.kurus }).nullable(),
});
export type StaffTable = z.infer<typeof staffTable>;
