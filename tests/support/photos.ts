import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { PhotoRecord } from '../../src/shared/schemas/media.js';
import { SAME_ORIGIN } from './staff.js';

/** A photo-like picture: noise has the detail of a real photo, so encoders work as hard. */
export const noise = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } } });

export const jpegOf = (width: number, height: number) => noise(width, height).jpeg({ quality: 85 }).toBuffer();

export type FormPart = { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body, as a browser's FormData sends it. */
export function multipart(parts: FormPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----sofra${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('value' in part) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The upload form for one file: `shape`, the optional `crop`, then the file. */
export function photoForm(
  data: Buffer,
  { shape = 'product', crop, filename = 'photo.jpg', contentType = 'image/jpeg' }: UploadOptions = {},
) {
  return multipart([
    { name: 'shape', value: shape },
    ...(crop === undefined ? [] : [{ name: 'crop', value: typeof crop === 'string' ? crop : JSON.stringify(crop) }]),
    { name: 'file', filename, contentType, data },
  ]);
}

export interface UploadOptions {
  shape?: string;
  /** JSON of it, or text as it is. */
  crop?: unknown;
  filename?: string;
  contentType?: string;
}

/** Uploads a file as staff do, from the back office. */
export function upload(app: FastifyInstance, cookie: string, data: Buffer, options: UploadOptions = {}) {
  const { payload, contentType } = photoForm(data, options);
  return app.inject({ method: 'POST', url: '/api/admin/media', headers: { ...SAME_ORIGIN, cookie, 'content-type': contentType }, payload });
}

/** Uploads a file that must be accepted, and answers its photo record. */
export async function uploaded(app: FastifyInstance, cookie: string, data: Buffer, options: UploadOptions = {}): Promise<PhotoRecord> {
  const response = await upload(app, cookie, data, options);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json<PhotoRecord>();
}

/**
 * A decompression bomb: a valid PNG of `width` × `height` black pixels, a thousandth of its
 * decoded size (deflate of zeros), written row by row so making it costs no memory either.
 */
export async function pngBomb(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8 bits, greyscale, deflate, no filter, no interlace
  const deflate = zlib.createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(width + 1); // a filter byte, then the row's pixels
  for (let y = 0; y < height; y += 1) if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  deflate.end();
  await done;
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', Buffer.concat(compressed)), chunk('IEND', Buffer.alloc(0))]);
}
