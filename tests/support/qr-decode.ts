import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * Reads a QR code the way a phone's camera app would, with a decoder of its own (jsQR), from
 * the picture's pixels: a PNG as it is, an SVG as a browser draws it (rasterised by sharp).
 * Returns what the code says, or null when it cannot be read.
 */
export async function decodeQr(image: Buffer | string): Promise<string | null> {
  const input = typeof image === 'string' ? Buffer.from(image) : image;
  const isSvg = typeof image === 'string' || input.subarray(0, 100).toString('utf8').includes('<svg');
  const picture = isSvg ? sharp(input, { density: 300 }).resize({ width: 600 }) : sharp(input);
  const { data, info } = await picture.flatten({ background: '#ffffff' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.byteLength), info.width, info.height)?.data ?? null;
}
