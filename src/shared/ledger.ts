import type { CalendarDay } from './calendar.js';

/**
 * A customer's veresiye ledger (docs/decisions/003): entries are only ever added. A charge
 * ('Borç') raises the balance, a payment ('Ödeme') lowers it, and a reversal undoes one earlier
 * charge or payment (which then shows struck through). Amounts are whole kuruş.
 */
export const ENTRY_KINDS = ['charge', 'payment', 'reversal'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const PAYMENT_METHODS = ['cash', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const ENTRY_KIND_NAMES: Record<EntryKind, string> = { charge: 'Borç', payment: 'Ödeme', reversal: 'Geri alma' };

export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = { cash: 'Nakit', card: 'Kart', transfer: 'Havale/EFT' };

/** What the rules below read of an entry. */
export interface LedgerEntry {
  id: number;
  kind: EntryKind;
  amountKurus: number;
  day: CalendarDay;
  /** The entry a reversal undoes; null for a charge or a payment. */
  reversesId: number | null;
}

/** The account's figures, all from its entries (spec §9's fields, D34). */
export interface LedgerTotals {
  /** 'Toplam borç': the charges not reversed. */
  chargedKurus: number;
  /** 'Ödenen': the payments not reversed. */
  paidKurus: number;
  /** 'Kalan': charged less paid. */
  balanceKurus: number;
  /** 'Son ödeme tarihi': the day of the latest payment not reversed. */
  lastPaymentDay: CalendarDay | null;
  /** The day of the oldest charge not yet paid off (payments pay the oldest charges first). */
  oldestUnpaidDay: CalendarDay | null;
}

/** The totals of a ledger, read from all of its entries. */
export function ledgerTotals(entries: readonly LedgerEntry[]): LedgerTotals {
  const reversed = new Set(entries.flatMap((entry) => (entry.kind === 'reversal' && entry.reversesId !== null ? [entry.reversesId] : [])));
  const standing = entries.filter((entry) => entry.kind !== 'reversal' && !reversed.has(entry.id));
  const charges = standing.filter((entry) => entry.kind === 'charge').sort(byDayThenId);
  const payments = standing.filter((entry) => entry.kind === 'payment');
  const chargedKurus = sum(charges);
  const paidKurus = sum(payments);
  let paidOff = paidKurus;
  let oldestUnpaidDay: CalendarDay | null = null;
  for (const charge of charges) {
    if (paidOff < charge.amountKurus) {
      oldestUnpaidDay = charge.day;
      break;
    }
    paidOff -= charge.amountKurus;
  }
  const lastPaymentDay = payments.reduce<CalendarDay | null>(
    (last, payment) => (last === null || payment.day > last ? payment.day : last),
    null,
  );
  return { chargedKurus, paidKurus, balanceKurus: chargedKurus - paidKurus, lastPaymentDay, oldestUnpaidDay };
}

export type LedgerStatus = 'Ödendi' | 'Kısmi Ödeme' | 'Ödenmedi' | 'Hareket yok';

/**
 * 'Hareket yok' while nothing stands charged or paid (a new account, or one whose entries were
 * all reversed: it was never paid, so not 'Ödendi'); then 'Ödendi' once nothing is owed,
 * 'Kısmi Ödeme' while part is paid, 'Ödenmedi' before any payment.
 */
export function statusOf({
  chargedKurus,
  balanceKurus,
  paidKurus,
}: Pick<LedgerTotals, 'chargedKurus' | 'balanceKurus' | 'paidKurus'>): LedgerStatus {
  if (chargedKurus === 0 && paidKurus === 0) return 'Hareket yok';
  if (balanceKurus <= 0) return 'Ödendi';
  return paidKurus > 0 ? 'Kısmi Ödeme' : 'Ödenmedi';
}

function sum(entries: readonly LedgerEntry[]): number {
  return entries.reduce((total, entry) => total + entry.amountKurus, 0);
}

function byDayThenId(a: LedgerEntry, b: LedgerEntry): number {
  return a.day < b.day ? -1 : a.day > b.day ? 1 : a.id - b.id;
}
