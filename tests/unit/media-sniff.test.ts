import { describe, expect, it } from 'vitest';
import { sniff } from '../../src/server/resources/media/sniff.js';

const ftyp = (major: string, ...compatible: string[]) => {
  const box = Buffer.alloc(16 + 4 * compatible.length);
  box.writeUInt32BE(box.length, 0);
  box.write(`ftyp${major}`, 4, 'latin1');
  compatible.forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return box;
};

describe('what a file is, from its first bytes', () => {
  it.each([
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ['webp', Buffer.from('RIFF\u0010\u0000\u0000\u0000WEBPVP8 ', 'latin1')],
    ['avif', ftyp('avif', 'mif1', 'miaf')],
    ['avif', ftyp('mif1', 'avif')],
    ['heic', ftyp('heic', 'mif1', 'heic')],
    ['heic', ftyp('mif1', 'heix')],
    ['unknown', ftyp('isom', 'mp41')],
    ['svg', Buffer.from('\ufeff<?xml version="1.0"?>\n<!-- logo -->\n<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['svg', Buffer.from('  <svg>')],
    ['unknown', Buffer.from('<html><svg></svg></html>')],
    ['unknown', Buffer.from('GIF89a')],
    ['unknown', Buffer.from('just text')],
    ['unknown', Buffer.alloc(0)],
  ])('%s', (format, bytes) => {
    expect(sniff(bytes)).toBe(format);
  });
});
