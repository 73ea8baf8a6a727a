import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLira, kurusToDecimalText, parseLira } from '../../src/shared/money.js';
import { formatRating } from '../../src/web/ui/format.js';

// Intl puts a no-break space in some locales' currency output; compare on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money (D3)', () => {
  it('prints kuruş as lira with the ₺ sign in Turkish formatting', () => {
    expect(plain(formatLira(120_00))).toBe('₺120,00');
    expect(plain(formatLira(175_50))).toBe('₺175,50');
    expect(plain(formatLira(1_234_567_89))).toBe('₺1.234.567,89');
    expect(plain(formatLira(0))).toBe('₺0,00');
    expect(formatLira(-50_00)).toBe('-₺50,00');
  });

  it('prints exactly what Intl’s tr-TR currency format prints, for any amount', () => {
    const intl = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY', minimumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (kurus) => {
        expect(formatLira(kurus)).toBe(intl.format(kurus / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('prints ratings with one decimal as Intl does: a comma in Turkish, a point in English', () => {
    const tr = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const en = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    expect(formatRating(4.25, 'tr')).toBe('4,3');
    expect(formatRating(5, 'en')).toBe('5.0');
    // Every average of up to 100 reviews of 1 to 5 stars.
    for (let count = 1; count <= 100; count += 1) {
      for (let sum = count; sum <= 5 * count; sum += 1) {
        expect(formatRating(sum / count, 'tr')).toBe(tr.format(sum / count));
        expect(formatRating(sum / count, 'en')).toBe(en.format(sum / count));
      }
    }
  });

  it('parses typed amounts exactly, with a dot or a comma', () => {
    expect(parseLira('120')).toBe(120_00);
    expect(parseLira('0.1')).toBe(10);
    expect(parseLira('0,29')).toBe(29);
    expect(parseLira(' 19.99 ')).toBe(19_99);
    // 0.29 * 100 is 28.999999999999996 in floating point; the parser never goes through it.
    expect(parseLira('1.13')).toBe(113);
  });

  it('refuses amounts that are not plain non-negative decimals', () => {
    for (const text of ['', '-5', '1.234', 'abc', '1e3', '12.', 'NaN', '1,2,3']) {
      expect(parseLira(text), text).toBeNull();
    }
  });

  it('fills a decimal input from kuruş', () => {
    expect(kurusToDecimalText(120_05)).toBe('120.05');
    expect(kurusToDecimalText(7)).toBe('0.07');
  });
});
