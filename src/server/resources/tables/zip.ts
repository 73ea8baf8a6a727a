import { zipSync } from 'fflate';

/**
 * Files as one ZIP. PNGs are compressed already and SVGs are small: stored as they are, which
 * keeps the archive quick to make.
 */
export function zipOf(files: Record<string, Uint8Array>): Buffer {
  return Buffer.from(zipSync(files, { level: 0 }));
}
