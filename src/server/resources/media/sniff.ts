/**
 * What a file is, read from its first bytes (its "magic"), never from its name or the type the
 * browser declared: both are whatever the sender says. Only the formats guests' browsers all
 * draw are accepted; HEIC (iPhone) and SVG are recognised so staff can be told why not.
 */
export type SniffedFormat = 'jpeg' | 'png' | 'webp' | 'avif' | 'heic' | 'svg' | 'unknown';

export type AcceptedFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export const isAccepted = (format: SniffedFormat): format is AcceptedFormat =>
  format === 'jpeg' || format === 'png' || format === 'webp' || format === 'avif';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** ISO-BMFF brands: AVIF's, and HEIF's with HEVC inside (an iPhone's HEIC). */
const AVIF_BRANDS = new Set(['avif', 'avis']);
const HEIC_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1']);

export function sniff(bytes: Uint8Array): SniffedFormat {
  const starts = (magic: number[], at = 0) => magic.every((byte, i) => bytes[at + i] === byte);
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(PNG)) return 'png';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  if (ascii(4, 8) === 'ftyp') return ftypFormat(bytes);
  if (looksLikeSvg(bytes)) return 'svg';
  return 'unknown';
}

/**
 * An `ftyp` box: its size, `ftyp`, the major brand, a version, then compatible brands. An AVIF
 * brand anywhere makes it AVIF (AVIF files list `mif1` too); a HEIF brand without one is HEIC.
 */
function ftypFormat(bytes: Uint8Array): SniffedFormat {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length < 16) return 'unknown';
  const size = Math.min(view.readUInt32BE(0), view.length, 256);
  const brands = [view.toString('latin1', 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(view.toString('latin1', at, at + 4));
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif';
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return 'heic';
  return 'unknown';
}

/** XML text whose first element is <svg> (after a byte-order mark, a declaration, comments or a doctype). */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const rest = head.replace(/^(?:\s+|<\?xml[^>]*>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i, '');
  return /^<svg[\s>/:]/i.test(rest);
}
