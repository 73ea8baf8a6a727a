import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PhotoRecord } from '../../src/shared/schemas/media.js';
import { itOnSqlite, startTestApp, type TestApp } from '../support/app.js';
import { jpegOf, uploaded } from '../support/photos.js';
import { signIn } from '../support/staff.js';

/**
 * GET /media/<key>-<width>.<ext>: the files guests download, cached by browsers for a year
 * (their address names their content), never run as anything, and served from memory after the
 * first request.
 */
let t: TestApp;
let photo: PhotoRecord;
beforeAll(async () => {
  t = await startTestApp();
  photo = await uploaded(t.app, await signIn(t.app), await jpegOf(700, 525));
});
afterAll(() => t.close());

describe('GET /media/:file', () => {
  it.each([
    ['avif', 'image/avif', 'heif'],
    ['webp', 'image/webp', 'webp'],
    ['jpg', 'image/jpeg', 'jpeg'],
  ])('.%s: the file, immutable for a year, with its ETag, type, nosniff and a policy that allows nothing', async (ext, type, format) => {
    const width = ext === 'jpg' ? 700 : 640;
    const response = await t.app.inject(`/media/${photo.key}-${width}.${ext}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'content-length': String(response.rawPayload.length),
    });
    expect(response.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format, width });
    expect(metadata.exif).toBeUndefined();
  });

  itOnSqlite('answers 304 to a browser that has the file', async () => {
    const url = `/media/${photo.key}-320.webp`;
    const { etag } = (await t.app.inject(url)).headers;
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const listed = await t.app.inject({ url, headers: { 'if-none-match': `"other", W/${String(etag)}` } });
    expect(listed.statusCode).toBe(304);
    const changed = await t.app.inject({ url, headers: { 'if-none-match': '"other"' } });
    expect(changed.statusCode).toBe(200);
  });

  itOnSqlite.each([
    `${'0'.repeat(64)}-320.webp`, // no such photo
    'PHOTO_KEY-1280.webp', // a width it does not come in
    'PHOTO_KEY-320.png', // a format it does not come in
    'PHOTO_KEY-320.jpg', // the JPEG comes in one width only
    'PHOTO_KEY-0320.webp',
    'PHOTO_KEY.webp',
    'PHOTO_KEY',
    '..%2F..%2Fetc%2Fpasswd',
  ])('404 with the API’s error body for %s', async (file) => {
    const response = await t.app.inject(`/media/${file.replace('PHOTO_KEY', photo.key)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'not_found', message: 'Görsel bulunamadı' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBeUndefined();
  });

  it('serves a file from memory after its first request: it answers even once its row is gone', async () => {
    const url = `/media/${photo.key}-640.avif`;
    const first = await t.app.inject(url);
    expect(first.statusCode).toBe(200);
    await t.db
      .deleteFrom('mediaVariants')
      .where('mediaKey', '=', photo.key)
      .where('width', '=', 640)
      .where('format', '=', 'avif')
      .execute();
    const second = await t.app.inject(url);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // Never requested before the rows went: from the database, so not found.
    await t.db
      .deleteFrom('mediaVariants')
      .where('mediaKey', '=', photo.key)
      .where('width', '=', 320)
      .where('format', '=', 'avif')
      .execute();
    expect((await t.app.inject(`/media/${photo.key}-320.avif`)).statusCode).toBe(404);
  });
});

describe('the cache of files', () => {
  it('keeps no more bytes than MEDIA_CACHE_MB allows: with 0, every request reads the database', async () => {
    const small = await startTestApp({ env: { MEDIA_CACHE_MB: '0' } });
    try {
      const key = (await uploaded(small.app, await signIn(small.app), await jpegOf(400, 300))).key;
      const url = `/media/${key}-320.webp`;
      expect((await small.app.inject(url)).statusCode).toBe(200);
      await small.db.deleteFrom('mediaVariants').where('mediaKey', '=', key).execute();
      expect((await small.app.inject(url)).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });
});
