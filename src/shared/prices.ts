import type { Kurus } from './money.js';

/**
 * A change of many prices at once ('Fiyat güncelle'): by a percentage or an amount, up or
 * down, then rounded to a step of lira. Worked out in whole numbers (DECISIONS D3): a
 * percentage is held in hundredths of a percent, so `12,5%` is 1250, and a price times it is
 * exact before the one rounding at the end.
 */
export interface PriceRule {
  by: 'percent' | 'amount';
  direction: 'up' | 'down';
  /** Hundredths of a percent (`by: 'percent'`, 1000 = 10%), or kuruş (`by: 'amount'`). */
  value: number;
  /** The step prices are rounded to, in kuruş: 0,50 / 1 / 5 / 10 ₺; or 1 (whole kuruş). */
  step: Kurus;
  rounding: 'up' | 'down' | 'nearest';
}

/** The steps staff round to, in kuruş, with their labels. */
export const ROUNDING_STEPS = [
  { step: 1, label: 'Yuvarlama yok' },
  { step: 50, label: '0,50 ₺' },
  { step: 100, label: '1 ₺' },
  { step: 500, label: '5 ₺' },
  { step: 1000, label: '10 ₺' },
] as const;

const SCALE = 10_000;

/**
 * `kurus` changed by `rule`: a percentage of it or an amount added or taken away, then rounded
 * to the rule's step in its direction (nearest rounds a half up). The result may be zero or
 * below; the caller refuses those.
 */
export function changedPrice(kurus: Kurus, rule: PriceRule): Kurus {
  const sign = rule.direction === 'up' ? 1 : -1;
  // In ten-thousandths of a kuruş: exact for a percentage with two decimals.
  const scaled = rule.by === 'percent' ? kurus * (SCALE + sign * rule.value) : (kurus + sign * rule.value) * SCALE;
  const step = rule.step * SCALE;
  // Whole numbers all the way (below 2^53): the remainder says which way to round.
  const remainder = ((scaled % step) + step) % step;
  const below = (scaled - remainder) / step;
  const up = remainder === 0 ? below : below + 1;
  const whole = rule.rounding === 'up' ? up : rule.rounding === 'down' ? below : 2 * remainder >= step ? below + 1 : below;
  // `+ 0`: a price worked down to nothing is 0, not -0.
  return whole * rule.step + 0;
}
