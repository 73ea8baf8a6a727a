import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedPrice, ROUNDING_STEPS, type PriceRule } from '../../src/shared/prices.js';
import { percentText, priceChangeInput, ruleSummary } from '../../src/shared/schemas/prices.js';

/**
 * The same change worked out another way: in BigInt, a percentage as a fraction of 10,000, the
 * rounding by comparing the remainder with the step.
 */
function independently(kurus: number, rule: PriceRule): number {
  const sign = rule.direction === 'up' ? 1n : -1n;
  const exact =
    rule.by === 'percent' ? BigInt(kurus) * (10_000n + sign * BigInt(rule.value)) : (BigInt(kurus) + sign * BigInt(rule.value)) * 10_000n;
  const step = BigInt(rule.step) * 10_000n;
  let quotient = exact / step;
  let remainder = exact % step;
  if (remainder < 0n) {
    quotient -= 1n;
    remainder += step;
  }
  const rounded =
    rule.rounding === 'down'
      ? quotient
      : rule.rounding === 'up'
        ? remainder === 0n
          ? quotient
          : quotient + 1n
        : 2n * remainder >= step
          ? quotient + 1n
          : quotient;
  return Number(rounded * BigInt(rule.step));
}

const rules = fc.record<PriceRule>({
  by: fc.constantFrom('percent', 'amount'),
  direction: fc.constantFrom('up', 'down'),
  value: fc.integer({ min: 1, max: 100_000 }),
  step: fc.constantFrom(...ROUNDING_STEPS.map((choice) => choice.step)),
  rounding: fc.constantFrom('up', 'down', 'nearest'),
});

describe('a change of many prices', () => {
  it('works out every price as an exact calculation in kuruş does, at each step and in each direction', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999_99 }), rules, (kurus, rule) => {
        expect(changedPrice(kurus, rule)).toBe(independently(kurus, rule));
      }),
      { numRuns: 5000 },
    );
  });

  it('rounds as a restaurant owner expects', () => {
    const tenPercent = { by: 'percent', direction: 'up', value: 10_00 } as const;
    // ₺185,00 + 10% = ₺203,50
    expect(changedPrice(185_00, { ...tenPercent, step: 500, rounding: 'up' })).toBe(205_00);
    expect(changedPrice(185_00, { ...tenPercent, step: 500, rounding: 'down' })).toBe(200_00);
    expect(changedPrice(185_00, { ...tenPercent, step: 500, rounding: 'nearest' })).toBe(205_00);
    expect(changedPrice(185_00, { ...tenPercent, step: 100, rounding: 'nearest' })).toBe(204_00);
    expect(changedPrice(185_00, { ...tenPercent, step: 50, rounding: 'nearest' })).toBe(203_50);
    expect(changedPrice(185_00, { ...tenPercent, step: 1, rounding: 'nearest' })).toBe(203_50);
    // A round price already on the step stays where the change puts it.
    expect(changedPrice(200_00, { ...tenPercent, step: 1000, rounding: 'up' })).toBe(220_00);
    expect(changedPrice(120_00, { by: 'amount', direction: 'down', value: 15_00, step: 500, rounding: 'up' })).toBe(105_00);
    expect(changedPrice(10_00, { by: 'amount', direction: 'down', value: 15_00, step: 100, rounding: 'nearest' })).toBe(-5_00);
  });

  it('reads the value as a person types it, and says in Turkish what is wrong with it', () => {
    const base = { by: 'percent', direction: 'up', step: 500, rounding: 'up' } as const;
    expect(priceChangeInput.parse({ ...base, value: '12,5' }).rule.value).toBe(12_50);
    expect(priceChangeInput.parse({ ...base, value: '%10' }).rule.value).toBe(10_00);
    expect(priceChangeInput.parse({ ...base, by: 'amount', value: '1.250,50' }).rule.value).toBe(1250_50);
    for (const [value, message] of [
      ['', 'Yüzde şu biçimde olmalı: 12,5'],
      ['12O', 'Yüzde şu biçimde olmalı: 12,5'],
      ['0', 'Değer 0’dan büyük olmalı'],
      ['1001', 'Yüzde en fazla 1000 olabilir'],
    ] as const) {
      const result = priceChangeInput.safeParse({ ...base, value });
      expect(result.success, value).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: ['value'], message });
    }
    expect(priceChangeInput.safeParse({ ...base, direction: 'down', value: '101' }).error?.issues[0]?.message).toBe(
      'Yüzde en fazla 100 olabilir',
    );
    expect(priceChangeInput.safeParse({ ...base, value: '10', step: 300 }).success).toBe(false);
  });

  it('says what a batch did in Turkish', () => {
    expect(ruleSummary({ by: 'percent', direction: 'up', value: 10_00, step: 500, rounding: 'up' })).toBe(
      '%10 artış, 5 ₺’ye yukarı yuvarlandı',
    );
    expect(ruleSummary({ by: 'amount', direction: 'down', value: 15_00, step: 1, rounding: 'nearest' })).toBe('₺15,00 indirim');
    expect(percentText(12_50)).toBe('12,5');
    expect(percentText(7_05)).toBe('7,05');
  });
});
