import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { kurusToDecimalText, MAX_KURUS, parseLira } from '../../src/shared/money-input.js';
import { ablativeOf, formatLira } from '../../src/shared/money.js';
import { liraAmount } from '../../src/shared/schemas/fields.js';
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
    // Arabic pages print prices as ₺120,00: their ratings take the same comma (issue 53).
    expect(formatRating(5, 'ar')).toBe('5,0');
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
    for (const text of ['', '-5', 'abc', '1e3', '12.', 'NaN', '1,2,3']) {
      expect(parseLira(text), text).toBeNull();
    }
  });

  it('fills a decimal input from kuruş', () => {
    expect(kurusToDecimalText(120_05)).toBe('120.05');
    expect(kurusToDecimalText(7)).toBe('0.07');
  });
});

describe('amounts typed the Turkish way', () => {
  it('accepts dots between thousands and a decimal comma, with or without the dots', () => {
    expect(parseLira('1.250,50')).toBe(1_250_50);
    expect(parseLira('1250,50')).toBe(1_250_50);
    expect(parseLira('1250.50')).toBe(1_250_50);
    expect(parseLira('9.999.999,99')).toBe(MAX_KURUS);
    expect(parseLira('12.345.678')).toBe(12_345_678_00);
    expect(parseLira('₺1.250,50')).toBe(1_250_50);
  });

  it('reads a dot followed by three digits as thousands, as Turkish prices are written', () => {
    expect(parseLira('1.250')).toBe(1_250_00);
    expect(parseLira('12.345')).toBe(12_345_00);
    // One or two digits after a lone dot are kuruş: the way a browser and the forms write them.
    expect(parseLira('1.25')).toBe(1_25);
    expect(parseLira('1.2')).toBe(1_20);
  });

  it('refuses amounts that could be read two ways, or are not amounts', () => {
    for (const text of [
      '1,250',
      '1,250.50',
      '1.250.50',
      '1.25,50',
      '12.3.456',
      '1.2345',
      '1.250,505',
      '1..250',
      '.50',
      ',50',
      '1.250,',
      '1 250',
      '0.500',
      '0.001',
      '00.100',
      '0.500,50',
      '01.250',
    ]) {
      expect(parseLira(text), text).toBeNull();
    }
  });

  it('reads any text as an independent reading of the rules does: one way, or not at all', () => {
    const typed = fc.string({ unit: fc.constantFrom('0', '1', '5', '9', '.', ','), minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(typed, (text) => {
        expect(parseLira(text), text).toBe(turkishReading(text));
      }),
      { numRuns: 20000 },
    );
  });

  it('gives back the kuruş of any amount printed the Turkish way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_KURUS }), (kurus) => {
        const printed = formatLira(kurus);
        expect(parseLira(printed)).toBe(kurus);
        expect(parseLira(printed.slice(1))).toBe(kurus);
        // Without the thousands dots, and the way the forms fill their inputs.
        expect(parseLira(printed.slice(1).replaceAll('.', ''))).toBe(kurus);
        expect(parseLira(kurusToDecimalText(kurus))).toBe(kurus);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('lira fields', () => {
  const price = z.strictObject({ price: liraAmount('Fiyat') });
  const messageOf = (value: unknown) => price.safeParse({ price: value }).error?.issues[0]?.message;

  it('take the Turkish way of writing an amount and a JSON number', () => {
    expect(price.parse({ price: '1.250,50' }).price).toBe(1_250_50);
    expect(price.parse({ price: 1250.5 }).price).toBe(1_250_50);
    expect(price.parse({ price: 1.25 }).price).toBe(1_25);
  });

  it('show the expected form when an amount cannot be read one way only', () => {
    for (const text of ['1,250', '1,250.50', '1.250.50', 'on iki', '12,345']) {
      expect(messageOf(text), text).toBe('Fiyat şu biçimde olmalı: 1.250,50');
    }
  });

  it('say that an amount cannot be negative', () => {
    expect(messageOf('-5')).toBe('Fiyat 0 veya daha büyük olmalı');
    expect(messageOf(-5)).toBe('Fiyat 0 veya daha büyük olmalı');
  });

  it('refuse a JSON number with three decimals instead of reading its dot as thousands', () => {
    expect(messageOf(12.345)).toBe('Fiyat şu biçimde olmalı: 1.250,50');
    expect(messageOf(1e21)).toBe('Fiyat şu biçimde olmalı: 1.250,50');
  });
});

describe('the Turkish ending of a price read aloud ("₺100,00\'den başlayan")', () => {
  it.each([
    [100_00, 'den'], // yüz
    [60_00, 'tan'], // altmış
    [45_00, 'ten'], // kırk beş
    [30_00, 'dan'], // otuz
    [40_00, 'tan'], // kırk
    [70_00, 'ten'], // yetmiş
    [120_00, 'den'], // yüz yirmi
    [175_50, 'den'], // … elli (the kuruş are read last)
    [175_05, 'ten'], // … beş
    [9_00, 'dan'], // dokuz
    [6_00, 'dan'], // altı
    [3_00, 'ten'], // üç
    [1_000_00, 'den'], // bin
    [2_000_000_00, 'dan'], // iki milyon
    [0, 'dan'], // sıfır
  ])('%i kuruş → %s', (kurus, ending) => {
    expect(ablativeOf(kurus)).toBe(ending);
  });
});

/**
 * The rules of parseLira written out again by splitting, not by its patterns: a comma ends the
 * lira and one or two digits of kuruş follow; a lone dot with one or two digits after it is a
 * decimal point; otherwise dots split the lira into groups of three after a first group of one
 * to three digits that does not start with 0.
 */
function turkishReading(text: string): number | null {
  const digits = (part: string | undefined) => part !== undefined && part.length > 0 && [...part].every((c) => c >= '0' && c <= '9');
  const commaParts = text.split(',');
  if (commaParts.length > 2) return null;
  const [whole = '', kurus] = commaParts;
  if (kurus !== undefined && !(digits(kurus) && kurus.length <= 2)) return null;
  const groups = whole.split('.');
  let lira: string;
  if (groups.length === 1) lira = groups[0]!;
  else if (kurus === undefined && groups.length === 2 && digits(groups[1]) && groups[1]!.length <= 2) {
    return digits(groups[0]) ? kurusOfParts(groups[0]!, groups[1]!) : null;
  } else {
    const [first = '', ...rest] = groups;
    const firstOk = digits(first) && first.length <= 3 && !first.startsWith('0');
    if (!firstOk || !rest.every((group) => digits(group) && group.length === 3)) return null;
    lira = groups.join('');
  }
  return digits(lira) ? kurusOfParts(lira, kurus ?? '') : null;
}

function kurusOfParts(lira: string, kurus: string): number {
  return Number(BigInt(lira) * 100n + BigInt((kurus + '00').slice(0, 2)));
}
