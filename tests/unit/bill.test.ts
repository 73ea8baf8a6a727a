import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billSums, equalParts, partsOf, shareOut, vatIn, type BillLine } from '../../src/shared/bill.js';
import { LINE_STATES } from '../../src/shared/orders.js';

// The bill's arithmetic (D60): whole kuruş that always add up, whatever the lines, the discount and the split.

const line: fc.Arbitrary<BillLine> = fc.record({
  quantity: fc.integer({ min: 1, max: 50 }),
  unitPriceKurus: fc.integer({ min: 0, max: 5_000_00 }),
  state: fc.constantFrom(...LINE_STATES),
  vatRate: fc.constantFrom(0, 1, 10, 20),
  ikram: fc.boolean(),
  part: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null }),
});

describe('the bill’s sums', () => {
  it('the total is the lines less ikram less the discount, never below nothing, and the VAT shares add up to it', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.integer({ min: 0, max: 10_000_00 }), (lines, discount) => {
        const sums = billSums(lines, discount);
        expect(sums.totalKurus).toBe(sums.subtotalKurus - sums.ikramKurus - sums.discountKurus);
        expect(sums.totalKurus).toBeGreaterThanOrEqual(0);
        expect(sums.discountKurus).toBeLessThanOrEqual(discount);
        expect(sums.vat.reduce((sum, share) => sum + share.grossKurus, 0)).toBe(sums.totalKurus);
        for (const share of sums.vat) expect(share.vatKurus).toBe(vatIn(share.grossKurus, share.rate));
      }),
    );
  });

  it('every split’s parts add up to the total: equal parts (the kuruş left over in the first), or by lines', () => {
    fc.assert(
      fc.property(
        fc.array(line, { maxLength: 30 }),
        fc.integer({ min: 0, max: 10_000_00 }),
        fc.integer({ min: 2, max: 6 }),
        fc.constantFrom('equal' as const, 'lines' as const),
        (lines, discount, parts, kind) => {
          const sums = billSums(lines, discount);
          const amounts = partsOf(lines, sums, { kind, parts });
          expect(amounts).toHaveLength(parts);
          expect(amounts.reduce((a, b) => a + b, 0)).toBe(sums.totalKurus);
          for (const amount of amounts) expect(amount).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('a 100,00 bill in three is 33,34 + 33,33 + 33,33; a share never exceeds its weight', () => {
    expect(equalParts(100_00, 3)).toEqual([33_34, 33_33, 33_33]);
    expect(equalParts(101, 3)).toEqual([35, 33, 33]);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 10 }), fc.nat(), (weights, seed) => {
        const sum = weights.reduce((a, b) => a + b, 0);
        const total = sum === 0 ? 0 : seed % (sum + 1);
        const shares = shareOut(total, weights);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        shares.forEach((share, index) => expect(share).toBeLessThanOrEqual(weights[index]!));
      }),
    );
  });
});
