import { describe, expect, it } from 'vitest';
import { formatLira, kurusToDecimalText, parseLira } from '../../src/shared/money.js';

// Intl puts a no-break space in some locales' currency output; compare on plain spaces.
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('money (D3)', () => {
  it('prints kuruş as lira with the ₺ sign in Turkish formatting', () => {
    expect(plain(formatLira(120_00))).toBe('₺120,00');
    expect(plain(formatLira(175_50))).toBe('₺175,50');
    expect(plain(formatLira(1_234_567_89))).toBe('₺1.234.567,89');
    expect(plain(formatLira(0))).toBe('₺0,00');
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
