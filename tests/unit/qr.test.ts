import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PNG_MIN_WIDTH, qrPng, qrSvg } from '../../src/server/resources/tables/qr.js';
import { ERROR_CORRECTION_LEVELS } from '../../src/shared/schemas/table.js';
import { menuAddress } from '../../src/shared/schemas/table.js';
import { decodeQr } from '../support/qr-decode.js';

// Every code Sofra draws is read back by an independent decoder (jsQR) and says exactly its address.

const ADDRESSES = [
  menuAddress('https://menu.sofra.com.tr', null),
  menuAddress('https://menu.sofra.com.tr', { name: '5', orderKey: 'a1B2c3D4e5F6' }),
  menuAddress('http://192.168.1.20:3000', { name: 'Bahçe 12', orderKey: 'Zz_-09azAZ_-' }),
  menuAddress('https://sofrapide.example.com/menu', { name: 'Üst Kat Balkon Köşe Masası 40 karakterlik', orderKey: 'q9W8e7R6t5Y4' }),
];

describe('QR codes', () => {
  for (const errorCorrection of ERROR_CORRECTION_LEVELS) {
    for (const wordmark of errorCorrection === 'M' ? [false] : [false, true]) {
      it(`level ${errorCorrection}${wordmark ? ' with the mark in the centre' : ''}: SVG and PNG decode to exactly the address`, async () => {
        for (const address of ADDRESSES) {
          const { svg } = await qrSvg(address, { errorCorrection, wordmark });
          expect(await decodeQr(svg), `SVG of ${address}`).toBe(address);
          const png = await qrPng(address, { errorCorrection, wordmark });
          expect(await decodeQr(png), `PNG of ${address}`).toBe(address);
        }
      });
    }
  }

  it('draws the mark only where the error correction rebuilds what it covers', async () => {
    const address = ADDRESSES[1]!;
    expect((await qrSvg(address, { errorCorrection: 'H', wordmark: true })).svg).toContain('<g transform=');
    expect((await qrSvg(address, { errorCorrection: 'M', wordmark: true })).svg).not.toContain('<g transform=');
  });

  it('keeps a quiet zone of four white modules, and prints the PNG at 300 dpi, at least 10 cm wide', async () => {
    const address = ADDRESSES[1]!;
    const { size } = await qrSvg(address, { errorCorrection: 'Q', wordmark: false });
    const png = await qrPng(address, { errorCorrection: 'Q', wordmark: false });
    // Every pixel within four modules of an edge is white; the fifth module in has dark ones.
    const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const module = info.width / size;
    const darkAt = (x: number, y: number) => data[Math.floor(y) * info.width + Math.floor(x)]! < 128;
    let darkInQuietZone = 0;
    for (let y = 0; y < info.height; y += 1) {
      for (let x = 0; x < info.width; x += 1) {
        const inZone = x < 4 * module || y < 4 * module || x >= info.width - 4 * module || y >= info.height - 4 * module;
        if (inZone && darkAt(x, y)) darkInQuietZone += 1;
      }
    }
    expect(darkInQuietZone).toBe(0);
    expect(darkAt(4.5 * module, 4.5 * module)).toBe(true);
    const meta = await sharp(png).metadata();
    expect(meta.width).toBeGreaterThanOrEqual(PNG_MIN_WIDTH);
    expect(meta.width % size).toBe(0);
    expect(meta.density).toBe(300);
  });
});
