import { z } from 'zod';
import { BILL_CHANGE_KINDS, BILL_PAYMENT_METHODS } from './bill.js';
import { answer, calendarDay } from './fields.js';

/**
 * 'Gün sonu' (admins, D60): one business day's sales, from the owner's day end to the next
 * (05:00 to 05:00), counted from the bills closed in it.
 */
export const daySalesQuery = z.strictObject({ day: calendarDay('Gün').optional() });

const amountRow = z.object({ name: answer.text, count: z.number().int().nonnegative(), amountKurus: answer.kurus });

export const daySales = z.object({
  day: answer.day,
  /** The business day's bounds, ISO instants: from the day end before it to the day end after it. */
  from: answer.timestamp,
  to: answer.timestamp,
  bills: z.number().int().nonnegative(),
  /** Every line sold at its price, before ikram and discounts. */
  grossKurus: answer.kurus,
  ikramKurus: answer.kurus,
  discountKurus: answer.kurus,
  /** What the bills came to: gross less ikram less discounts. */
  salesKurus: answer.kurus,
  /** Left unpaid when an admin closed a table anyway. */
  unpaidKurus: answer.kurus,
  tipsKurus: answer.kurus,
  byMethod: z.array(amountRow.extend({ method: z.enum(BILL_PAYMENT_METHODS) })),
  byCategory: z.array(amountRow),
  byDish: z.array(amountRow),
  byWaiter: z.array(amountRow),
  vat: z.array(z.object({ rate: z.number().int().nonnegative(), grossKurus: answer.kurus, vatKurus: answer.kurus })),
  /** Discounts, ikram, voids and tables closed unpaid, with why and who. */
  adjustments: z.array(
    z.object({
      kind: z.enum(BILL_CHANGE_KINDS),
      billId: answer.id,
      table: answer.text,
      detail: answer.text,
      reason: answer.text,
      amountKurus: answer.kurus,
      by: answer.text,
      at: answer.timestamp,
    }),
  ),
  reopened: z.array(z.object({ billId: answer.id, table: answer.text, reason: answer.text, by: answer.text, at: answer.timestamp })),
  /** Tables with a bill still open: a warning before the day is closed. */
  openTables: z.array(z.object({ billId: answer.id, table: answer.text, openedAt: answer.timestamp, totalKurus: answer.kurus })),
});
export type DaySales = z.infer<typeof daySales>;
