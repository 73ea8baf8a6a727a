/**
 * Orders from the table and the waiter's phone: their modes, states and sums, free of zod so
 * the guest pages can use them.
 */

/**
 * How the restaurant takes orders ('Ayarlar'): not at all (the menu and the calls only), from
 * the table with a waiter's confirmation first, or from the table straight to the kitchen.
 */
export const ORDERING_MODES = ['off', 'confirm', 'direct'] as const;
export type OrderingMode = (typeof ORDERING_MODES)[number];

/** A line's way from the table to the plate; `cancelled` ends it anywhere before `served`. */
export const LINE_STATES = ['sent', 'confirmed', 'preparing', 'ready', 'served', 'cancelled'] as const;
export type LineState = (typeof LINE_STATES)[number];

/** The states staff move a line on to, in order (the kitchen's screen comes with the next wave). */
export const LINE_STEPS: readonly LineState[] = ['confirmed', 'preparing', 'ready', 'served'];

/** Whether a line may move from `from` to `to`: forward only, and never out of served or cancelled. */
export function canStep(from: LineState, to: LineState): boolean {
  if (from === 'served' || from === 'cancelled') return false;
  if (to === 'cancelled') return true;
  return LINE_STEPS.indexOf(to) > LINE_STEPS.indexOf(from) && from !== 'sent';
}

/** Who made an order: the table's guests (a basket sent) or a waiter ('Sipariş al'). */
export const ORDER_SOURCES = ['table', 'waiter'] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

export const QUANTITY_MAX = 20;
export const LINE_NOTE_MAX = 140;
export const CANCEL_REASON_MAX = 140;

/** The owner's limits on a basket not yet confirmed, unless they set others. */
export const BASKET_LINES_DEFAULT = 30;
export const BASKET_LINES_MAX = 100;
/** ₺5.000 in kuruş. */
export const BASKET_AMOUNT_DEFAULT = 500_000;
/** ₺100.000 in kuruş. */
export const BASKET_AMOUNT_MAX = 10_000_000;

/** A line's sum in kuruş: its unit price (its size's) times its quantity. */
export const lineTotal = (line: { unitPriceKurus: number; quantity: number }): number => line.unitPriceKurus * line.quantity;

/** The sum of lines that count (a cancelled line counts nothing). */
export function linesTotal(lines: readonly { unitPriceKurus: number; quantity: number; state?: LineState }[]): number {
  return lines.reduce((sum, line) => (line.state === 'cancelled' ? sum : sum + lineTotal(line)), 0);
}
