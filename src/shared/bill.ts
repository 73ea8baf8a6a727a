import { lineTotal, type LineState } from './orders.js';

/**
 * A table's bill ('adisyon', D60), as arithmetic on whole kuruş: what its lines come to, less
 * what was given free (ikram) and taken off (discounts), the VAT (KDV) inside that by rate, and
 * how it is split among the guests who pay it. The server and the pages use the same sums.
 */

/** The VAT (KDV) rate in a category's prices unless the admin sets another, in percent: food's. */
export const DEFAULT_VAT_RATE = 10;
/** The rates Turkish VAT has, in percent: 20 for alcohol, 10 for food and drink in a restaurant. */
export const VAT_RATES = [0, 1, 10, 20] as const;

/** The states in which a line is on the bill: confirmed and not cancelled (a basket sent, not yet confirmed, is not). */
const BILLED: readonly LineState[] = ['confirmed', 'preparing', 'ready', 'served'];

export interface BillLine {
  quantity: number;
  unitPriceKurus: number;
  state: LineState;
  /** The VAT rate in its price, in percent (its category's when it was ordered). */
  vatRate: number;
  /** Given free (ikram): on the bill, at no charge. */
  ikram: boolean;
  /** The part of a split by lines it is paid in (1, 2, …); null before a split, or for a line added since (paid in part 1). */
  part: number | null;
}

export interface VatShare {
  rate: number;
  /** What the guests pay at this rate, VAT included. */
  grossKurus: number;
  /** The VAT in it. */
  vatKurus: number;
}

export interface BillSums {
  /** Every billed line at its price. */
  subtotalKurus: number;
  ikramKurus: number;
  discountKurus: number;
  /** What the guests pay: subtotal less ikram less discounts. */
  totalKurus: number;
  /** The total by VAT rate, highest rate first; the discount shared among the rates by their amounts. */
  vat: VatShare[];
}

export const isBilled = (line: Pick<BillLine, 'state'>): boolean => BILLED.includes(line.state);

/** What a billed line charges: its price unless given free. */
export const chargeOf = (line: BillLine): number => (isBilled(line) && !line.ikram ? lineTotal(line) : 0);

/** The VAT inside an amount that includes it at `rate` percent, to the kuruş. */
export const vatIn = (amountKurus: number, rate: number): number => Math.round((amountKurus * rate) / (100 + rate));

/**
 * `total` shared out in proportion to `weights`, in whole kuruş that add up to `total` exactly:
 * each its share rounded down, then a kuruş more to those whose shares lost most in rounding (the
 * first of equals first), so no share is more than its weight when `total` is at most their
 * sum. With no weight at all, the first takes it all. (BigInt inside: a total and a weight of
 * millions multiply past 2^53.)
 */
export function shareOut(total: number, weights: readonly number[]): number[] {
  if (weights.length === 0) return [];
  const sum = BigInt(weights.reduce((a, b) => a + b, 0));
  if (sum <= 0n) return weights.map((_, index) => (index === 0 ? total : 0));
  const exact = weights.map((weight) => BigInt(total) * BigInt(weight));
  const shares = exact.map((value) => Number(value / sum));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byLoss = exact
    .map((value, index) => ({ index, loss: value % sum }))
    .sort((a, b) => (a.loss === b.loss ? a.index - b.index : a.loss > b.loss ? -1 : 1));
  for (const { index } of byLoss) {
    if (left === 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}

/** `total` split into `parts` equal parts, the kuruş left over to the first. */
export function equalParts(total: number, parts: number): number[] {
  const each = Math.floor(total / parts);
  return Array.from({ length: parts }, (_, index) => (index === 0 ? total - each * (parts - 1) : each));
}

/** The bill's sums: its lines, less ikram and `discountKurus` (never below nothing), and the VAT by rate. */
export function billSums(lines: readonly BillLine[], discountKurus: number): BillSums {
  const billed = lines.filter(isBilled);
  const subtotalKurus = billed.reduce((sum, line) => sum + lineTotal(line), 0);
  const ikramKurus = billed.reduce((sum, line) => sum + (line.ikram ? lineTotal(line) : 0), 0);
  const charged = subtotalKurus - ikramKurus;
  const discount = Math.min(Math.max(discountKurus, 0), charged);
  const byRate = new Map<number, number>();
  for (const line of billed) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + chargeOf(line));
  const rates = [...byRate.keys()].filter((rate) => byRate.get(rate)! > 0).sort((a, b) => b - a);
  const discounts = shareOut(
    discount,
    rates.map((rate) => byRate.get(rate)!),
  );
  const vat = rates.map((rate, index) => {
    const grossKurus = byRate.get(rate)! - discounts[index]!;
    return { rate, grossKurus, vatKurus: vatIn(grossKurus, rate) };
  });
  return { subtotalKurus, ikramKurus, discountKurus: discount, totalKurus: charged - discount, vat };
}

/**
 * What each part of a split pays: into `parts` equal parts of the total, or by the lines each
 * part took (a line in no part is in the first), the discount shared among the parts by what
 * their lines charge. The parts add up to the total, always.
 */
export function partsOf(lines: readonly BillLine[], sums: Pick<BillSums, 'totalKurus' | 'discountKurus'>, split: Split): number[] {
  if (split.kind === 'none') return [sums.totalKurus];
  if (split.kind === 'equal') return equalParts(sums.totalKurus, split.parts);
  const charged = Array.from({ length: split.parts }, () => 0);
  for (const line of lines) {
    const part = Math.min(Math.max(line.part ?? 1, 1), split.parts);
    charged[part - 1]! += chargeOf(line);
  }
  const discounts = shareOut(sums.discountKurus, charged);
  return charged.map((amount, index) => amount - discounts[index]!);
}

export type Split = { kind: 'none' } | { kind: 'equal'; parts: number } | { kind: 'lines'; parts: number };

/** How many parts a bill may be split into. */
export const MAX_PARTS = 20;
