import fs from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../../../src/shared/schemas/media.js';
import { startTestApp, type TestApp } from '../../support/app.js';
import { jpegOf, noise, pngBomb, upload, uploaded } from '../../support/photos.js';
import { signIn } from '../../support/staff.js';

/**
 * Uploading photos (POST /api/admin/media): JPEG, PNG, WebP and AVIF, recognised by content,
 * come out upright, cropped to their shape, without metadata, in a ladder of widths in AVIF and
 * WebP and one JPEG. Everything else is refused with the message the photo field shows.
 * This is sharp's work and the route's, whatever the database: on SQLite only (the same photo
 * stored once, which its unique key decides, is in ../media-records.test.ts, on both).
 */
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await signIn(t.app);
});
afterAll(() => t.close());

const variantsOf = (key: string) =>
  t.db
    .selectFrom('mediaVariants')
    .select(['width', 'format', 'bytes'])
    .where('mediaKey', '=', key)
    .orderBy('format')
    .orderBy('width')
    .execute();

describe('an accepted photo', () => {
  it.each([
    ['JPEG', () => noise(1000, 800).jpeg().toBuffer()],
    ['PNG', () => noise(1000, 800, 4).png().toBuffer()],
    ['WebP', () => noise(1000, 800).webp().toBuffer()],
    ['AVIF', () => noise(1000, 800).avif({ effort: 0 }).toBuffer()],
  ])('%s: the centred crop of its shape, in each width up to its own in AVIF and WebP, and one JPEG', async (_format, make) => {
    const photo = await uploaded(t.app, cookie, await make(), { filename: 'foto.bin', contentType: 'application/octet-stream' });
    // 1000 × 800 in 4:3: 1000 × 750, centred.
    expect(photo).toMatchObject({
      image: `/media/${photo.key}`,
      shape: 'product',
      width: 1000,
      height: 750,
      widths: [320, 480, 640, 800, 960],
      crop: { x: 0, y: 25, width: 1000, height: 750 },
      original: { width: 1000, height: 800 },
    });
    expect(photo.placeholder).toMatch(/^data:image\/png;base64,/);
    const variants = await variantsOf(photo.key);
    expect(variants.map((v) => `${v.format}-${v.width}`)).toEqual([
      'avif-320',
      'avif-480',
      'avif-640',
      'avif-800',
      'avif-960',
      'jpeg-1000',
      'webp-320',
      'webp-480',
      'webp-640',
      'webp-800',
      'webp-960',
    ]);
    for (const variant of variants) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.format === 'heif' ? 'avif' : metadata.format).toBe(variant.format);
      expect(metadata.width).toBe(variant.width);
      expect(metadata.height).toBe(Math.round((variant.width * 3) / 4));
    }
  });

  it('narrower than the first width: one variant at its own width', async () => {
    const photo = await uploaded(t.app, cookie, await jpegOf(300, 150), { shape: 'campaign' });
    expect(photo).toMatchObject({ width: 300, height: 150, widths: [300] });
    expect((await variantsOf(photo.key)).map((v) => `${v.format}-${v.width}`)).toEqual(['avif-300', 'jpeg-300', 'webp-300']);
  });

  it('turned upright by its EXIF orientation, and with no EXIF (GPS!), ICC profile or orientation left in any file', async () => {
    const file = await noise(800, 600)
      .withExif({ IFD0: { Make: 'Telefon' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 0/1' } })
      .withIccProfile('p3')
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(file).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString('latin1')).toContain('Telefon');
    const photo = await uploaded(t.app, cookie, file, { shape: 'category' });
    // Stored 800 × 600 but shown turned: 600 × 800, so the 3:2 crop is 600 × 400.
    expect(photo.original).toMatchObject({ width: 600, height: 800 });
    expect(photo).toMatchObject({ width: 600, height: 400, widths: [320, 480] });
    for (const variant of await variantsOf(photo.key)) {
      const metadata = await sharp(variant.bytes).metadata();
      expect(metadata.orientation, variant.format).toBeUndefined();
      expect(metadata.exif, variant.format).toBeUndefined();
      expect(metadata.icc, variant.format).toBeUndefined();
      expect(metadata.xmp, variant.format).toBeUndefined();
      expect(variant.bytes.includes(Buffer.from('Telefon'))).toBe(false);
    }
  });

  it('a phone photo (tests/fixtures/phone-photo.jpg, taken upright: stored sideways with orientation 6 and GPS) is upright, its lemon bottom right', async () => {
    const file = fs.readFileSync(new URL('../../fixtures/phone-photo.jpg', import.meta.url));
    const before = await sharp(file).metadata();
    expect(before).toMatchObject({ width: 1512, height: 2016, orientation: 6 });
    expect(before.exif?.includes(Buffer.from('Telefon'))).toBe(true);

    const photo = await uploaded(t.app, cookie, file);
    expect(photo.original).toMatchObject({ width: 2016, height: 1512 });
    expect(photo).toMatchObject({ width: 2016, height: 1512 });
    const variants = await variantsOf(photo.key);
    for (const variant of variants) expect((await sharp(variant.bytes).metadata()).exif, variant.format).toBeUndefined();
    // The scene's lemon lies about 80–87 % across and down; turned the wrong way, that corner is the pepper's green.
    const jpeg = variants.find((variant) => variant.format === 'jpeg')!;
    const { width, height } = await sharp(jpeg.bytes).metadata();
    const box = {
      left: Math.round(width * 0.8),
      top: Math.round(height * 0.8),
      width: Math.round(width * 0.07),
      height: Math.round(height * 0.07),
    };
    const [red, green, blue] = (await sharp(await sharp(jpeg.bytes).extract(box).toBuffer()).stats()).channels.map(
      (channel) => channel.mean,
    );
    expect(red).toBeGreaterThan(220);
    expect(green).toBeGreaterThan(200);
    expect(blue).toBeLessThan(150);
  });

  it('cropped where staff chose', async () => {
    const photo = await uploaded(t.app, cookie, await jpegOf(1000, 800), { crop: { x: 100, y: 200, width: 400, height: 300 } });
    expect(photo).toMatchObject({ crop: { x: 100, y: 200, width: 400, height: 300 }, width: 400, height: 300, widths: [320] });
  });
});

describe('a refused upload', () => {
  const refused = async (status: number, file: Buffer, message: string, options = {}) => {
    const before = await t.db
      .selectFrom('mediaOriginals')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const response = await upload(t.app, cookie, file, options);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ error: 'validation', fields: { file: message } });
    const after = await t.db
      .selectFrom('mediaOriginals')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after).toEqual(before);
    return response;
  };

  it('more than 20 MB: 413, read no further than the limit', async () => {
    const response = await refused(413, Buffer.alloc(25 * 1024 * 1024, 0xff), PHOTO_MESSAGES.tooLarge);
    expect(response.headers.connection).toBe('close');
  });

  it(
    'a decompression bomb (a small PNG of 20,000 × 20,000 pixels): refused from its header, without decoding it',
    { timeout: 30_000 },
    async () => {
      const bomb = await pngBomb(20_000, 20_000);
      expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
      expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });
      const rss = process.memoryUsage().rss;
      await refused(400, bomb, PHOTO_MESSAGES.tooManyPixels);
      expect(process.memoryUsage().rss - rss).toBeLessThan(150 * 1024 * 1024);
    },
  );

  it(
    'a 7000 × 7000 AVIF of 1.4 kB (49 megapixels, decoded whole): refused from its header; the upload leaves the peak memory within 100 MB',
    { timeout: 60_000 },
    async () => {
      const avif = fs.readFileSync('tests/fixtures/white-7000x7000.avif');
      expect(avif.length).toBeLessThan(2000);
      const before = process.memoryUsage().rss;
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
      try {
        await refused(400, avif, PHOTO_MESSAGES.tooManyPixelsWholeFrame, { filename: 'foto.avif', contentType: 'image/avif' });
      } finally {
        clearInterval(sampler);
      }
      expect((peak - before) / 1024 / 1024).toBeLessThan(100);
    },
  );

  it('a truncated JPEG', async () => {
    const whole = await jpegOf(800, 600);
    await refused(400, whole.subarray(0, Math.floor(whole.length / 2)), PHOTO_MESSAGES.damaged);
  });

  it('an SVG, even named .png', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await refused(400, svg, PHOTO_MESSAGES.svg, { filename: 'photo.png', contentType: 'image/png' });
  });

  it('a text file named .jpg and declared image/jpeg', async () => {
    await refused(400, Buffer.from('bu bir fotoğraf değil\n'.repeat(20)), PHOTO_MESSAGES.unsupported, {
      filename: 'photo.jpg',
      contentType: 'image/jpeg',
    });
  });

  it('a polyglot: a JPEG header followed by a script', async () => {
    const header = (await jpegOf(64, 64)).subarray(0, 20);
    await refused(400, Buffer.concat([header, Buffer.from('<script>alert(document.cookie)</script>')]), PHOTO_MESSAGES.damaged);
  });

  it('an iPhone photo (HEIC), with a hint', async () => {
    const ftyp = Buffer.alloc(32);
    ftyp.writeUInt32BE(24, 0);
    ftyp.write('ftypheic', 4, 'latin1');
    ftyp.write('mif1heic', 16, 'latin1');
    await refused(400, ftyp, PHOTO_MESSAGES.heic, { filename: 'IMG_0001.HEIC', contentType: 'image/heic' });
  });

  it('no file, or an empty one', async () => {
    await refused(400, Buffer.alloc(0), PHOTO_MESSAGES.noFile);
  });

  it('a shape or crop that is not one, on its own field', async () => {
    const file = await jpegOf(400, 300);
    const badShape = await upload(t.app, cookie, file, { shape: 'poster' });
    expect(badShape.statusCode).toBe(400);
    expect(badShape.json().fields).toEqual({ shape: 'Görsel biçimi seçilmeli' });
    const crops: [unknown, string][] = [
      [{ x: -1, y: 0, width: 40, height: 30 }, 'Kırpma alanı geçersiz'],
      ['{ not json', 'Kırpma alanı geçersiz'],
      [{ x: 0, y: 0, width: 40, height: 30, scale: 2 }, 'Kırpma alanı geçersiz'],
      [{ x: 0, y: 0, width: 300, height: 300 }, 'Kırpma alanı görsel biçimine uymuyor'],
      [{ x: 200, y: 0, width: 400, height: 300 }, 'Kırpma alanı görselin dışına taşıyor'],
    ];
    for (const [crop, message] of crops) {
      const badCrop = await upload(t.app, cookie, file, { crop });
      expect(badCrop.statusCode, JSON.stringify(crop)).toBe(400);
      expect(badCrop.json().fields, JSON.stringify(crop)).toEqual({ crop: message });
    }
  });
});
