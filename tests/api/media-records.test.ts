import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES, type PhotoRecord } from '../../src/shared/schemas/media.js';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { PublicMenu } from '../../src/shared/menu.js';
import { cleanUpMedia } from '../../src/server/features/photo-cleanup/cleanup.js';
import { itOnSqlite, startTestApp, TEST_DIALECT, type TestApp } from '../support/app.js';
import { jpegOf, noise, photoForm, upload, uploaded } from '../support/photos.js';
import { asStaff, SAME_ORIGIN, signIn } from '../support/staff.js';
import { productBody } from '../support/product-body.js';

/**
 * Photos in records: the same photo uploaded twice is stored once (its key is unique), a record names an uploaded photo that exists, the public menu describes
 * the photos it shows, a photo can be cropped again, and the cleanup removes photos no record
 * names after their grace period, never one a record names, even while it is being saved.
 */
let t: TestApp;
let cookie: string;
let staff: ReturnType<typeof asStaff>;
beforeAll(async () => {
  t = await startTestApp();
  cookie = await signIn(t.app);
  staff = asStaff(t.app, cookie);
});
afterAll(() => t.close());

/** Saves the first product with `image`, from what the back office last read. */
async function saveFirstProductImage(image: string) {
  const [product] = (await staff.get('/api/admin/products')).json<AdminProduct[]>();
  return staff.put(`/api/admin/products/${product!.id}`, productBody(product!, { image }));
}

const DAY = 24 * 3600_000;
const cleanUpAt = (at: Date) => cleanUpMedia(t.db, TEST_DIALECT, at, 24);
const exists = async (key: string) =>
  (await t.db.selectFrom('media').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;

describe('a record naming an uploaded photo', () => {
  itOnSqlite('is refused when no such photo is stored, on its image field', async () => {
    const unknown = `/media/${'ab'.repeat(32)}`;
    const saved = await saveFirstProductImage(unknown);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().fields).toEqual({ image: PHOTO_MESSAGES.missing });
    const category = await staff.post('/api/admin/categories', {
      nameTr: 'Tatlılar',
      nameEn: 'Desserts',
      descriptionTr: 'x',
      descriptionEn: 'x',
      image: unknown,
    });
    expect(category.json().fields).toEqual({ image: PHOTO_MESSAGES.missing });
    const campaign = await staff.post('/api/admin/campaigns', {
      titleTr: 'x',
      titleEn: 'x',
      startDate: '2026-06-20',
      endDate: '2026-06-21',
      image: unknown,
    });
    expect(campaign.json().fields).toEqual({ image: PHOTO_MESSAGES.missing });
  });

  it('is saved with a stored one, and the public menu describes it', async () => {
    const photo = await uploaded(t.app, cookie, await jpegOf(1400, 1050));
    const saved = await saveFirstProductImage(photo.image);
    expect(saved.statusCode, saved.body).toBe(200);
    const menu = (await t.app.inject('/api/menu')).json<PublicMenu>();
    expect(menu.products.find((p) => p.image === photo.image)).toBeDefined();
    expect(menu.media[photo.image]).toEqual({
      width: 1400,
      height: 1050,
      widths: [320, 480, 640, 800, 960, 1280],
      placeholder: photo.placeholder,
    });
    // Exactly the photos the menu shows: the sample photos still in use, and this one.
    const shown = [...menu.categories, ...menu.products, ...(menu.campaign ? [menu.campaign] : [])].map((record) => record.image);
    expect(Object.keys(menu.media).sort()).toEqual([...new Set(shown.filter((image) => image?.startsWith('/media/')))].sort());
  });
});

describe('a photo cropped again', () => {
  it('is a new photo of the same original, without a new upload; an original not stored is 404', async () => {
    const photo = await uploaded(t.app, cookie, await jpegOf(1000, 800));
    const again = await staff.post(`/api/admin/media/${photo.original.key}/crops`, {
      shape: 'campaign',
      crop: { x: 0, y: 100, width: 1000, height: 500 },
    });
    expect(again.statusCode, again.body).toBe(201);
    const crop = again.json<PhotoRecord>();
    expect(crop).toMatchObject({
      shape: 'campaign',
      original: photo.original,
      crop: { x: 0, y: 100, width: 1000, height: 500 },
      width: 1000,
      height: 500,
    });
    expect(crop.key).not.toBe(photo.key);
    const outside = await staff.post(`/api/admin/media/${photo.original.key}/crops`, {
      shape: 'campaign',
      crop: { x: 0, y: 400, width: 1000, height: 500 },
    });
    expect(outside.statusCode).toBe(400);
    expect(Object.keys(outside.json().fields)).toEqual(['crop']);
    expect((await staff.post(`/api/admin/media/${'0'.repeat(64)}/crops`, { shape: 'product' })).statusCode).toBe(404);
  });

  itOnSqlite('the cropper sees the original upright, at most 1600 wide, as a JPEG stored nowhere', async () => {
    const file = await noise(2000, 1000).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const photo = await uploaded(t.app, cookie, file);
    const preview = await staff.get(`/api/admin/media/originals/${photo.original.key}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/jpeg');
    expect(preview.headers['cache-control']).toBe('no-store');
    const sharp = (await import('sharp')).default;
    const metadata = await sharp(preview.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1000, height: 2000 });
    expect(metadata.orientation).toBeUndefined();
  });
});

describe('who may upload', () => {
  itOnSqlite('nobody without a session (401), nor a page of another site (403), and nothing is stored', async () => {
    const { payload, contentType } = photoForm(await jpegOf(400, 300));
    const count = async () => (await t.db.selectFrom('mediaOriginals').select('key').execute()).length;
    const before = await count();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...SAME_ORIGIN, 'content-type': contentType },
      payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { cookie, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'content-type': contentType },
      payload,
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  itOnSqlite('only the upload route takes a multipart form; the upload takes nothing else', async () => {
    const { payload, contentType } = photoForm(await jpegOf(400, 300));
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { ...SAME_ORIGIN, cookie, 'content-type': contentType },
      payload,
    });
    expect(elsewhere.statusCode).toBe(415);
    const json = await staff.post('/api/admin/media', { shape: 'product' });
    expect(json.statusCode).toBe(415);
  });
});

describe('the cleanup', () => {
  it('removes a photo no record names once its grace period is over, with its files and original, and never one a record names', async () => {
    const unused = await uploaded(t.app, cookie, await jpegOf(500, 400), { shape: 'category' });
    const used = await uploaded(t.app, cookie, await jpegOf(520, 400));
    expect((await saveFirstProductImage(used.image)).statusCode).toBe(200);
    // Within the grace period: both stay.
    expect(await cleanUpAt(new Date(Date.now() + DAY / 2))).toEqual([]);
    expect(await exists(unused.key)).toBe(true);
    const removed = await cleanUpAt(new Date(Date.now() + 2 * DAY));
    expect(removed).toContain(unused.key);
    expect(removed).not.toContain(used.key);
    expect(await exists(unused.key)).toBe(false);
    expect(await exists(used.key)).toBe(true);
    expect(await t.db.selectFrom('mediaVariants').select('width').where('mediaKey', '=', unused.key).execute()).toEqual([]);
    expect(await t.db.selectFrom('mediaOriginals').select('key').where('key', '=', unused.original.key).execute()).toEqual([]);
    expect((await t.app.inject(`/media/${unused.key}-320.webp`)).statusCode).toBe(404);
    expect((await t.app.inject(`/media/${used.key}-320.webp`)).statusCode).toBe(200);
  });

  it('an upload of a photo already stored starts its grace period again', async () => {
    const file = await jpegOf(500, 420);
    const photo = await uploaded(t.app, cookie, file);
    await t.db
      .updateTable('media')
      .set({ createdAt: new Date(Date.now() - 2 * DAY).toISOString() })
      .where('key', '=', photo.key)
      .execute();
    await uploaded(t.app, cookie, file);
    await cleanUpAt(new Date());
    expect(await exists(photo.key)).toBe(true);
  });

  it('racing a save that names the photo: the saved record’s photo is always there', async () => {
    for (let round = 0; round < 4; round += 1) {
      const photo = await uploaded(t.app, cookie, await jpegOf(400 + round, 300));
      const [saved] = await Promise.all([saveFirstProductImage(photo.image), cleanUpAt(new Date(Date.now() + 2 * DAY))]);
      if (saved.statusCode === 200) {
        expect(await exists(photo.key), `round ${round}`).toBe(true);
      } else {
        expect(saved.json().fields, `round ${round}`).toEqual({ image: PHOTO_MESSAGES.missing });
        expect(await exists(photo.key)).toBe(false);
      }
      const [product] = (await staff.get('/api/admin/products')).json<AdminProduct[]>();
      if (product!.image.startsWith('/media/')) expect(await exists(product!.image.slice('/media/'.length))).toBe(true);
    }
  });
});

describe('uploads and the menu', () => {
  itOnSqlite('an upload does not change what guests see, so the menu keeps its ETag', async () => {
    const before = (await t.app.inject('/api/menu')).headers.etag;
    const response = await upload(t.app, cookie, await jpegOf(450, 300));
    expect(response.statusCode).toBe(201);
    expect((await t.app.inject('/api/menu')).headers.etag).toBe(before);
  });
});

describe('the same photo twice', () => {
  it('is stored once; another crop of it is another photo of the same original', async () => {
    const file = await jpegOf(900, 600);
    const first = await uploaded(t.app, cookie, file);
    const again = await uploaded(t.app, cookie, file);
    expect(again.key).toBe(first.key);
    const other = await uploaded(t.app, cookie, file, { shape: 'campaign' });
    expect(other.key).not.toBe(first.key);
    expect(other.original.key).toBe(first.original.key);
    const originals = await t.db.selectFrom('mediaOriginals').select('key').where('key', '=', first.original.key).execute();
    expect(originals).toHaveLength(1);
  });
});

describe('GET /api/admin/media/:key', () => {
  it('answers the photo record, and 404 for an unknown key', async () => {
    const photo = await uploaded(t.app, cookie, await jpegOf(700, 500));
    const read = await t.app.inject({ url: `/api/admin/media/${photo.key}`, headers: { cookie } });
    expect(read.statusCode).toBe(200);
    expect(read.json<PhotoRecord>()).toEqual(photo);
    const unknown = await t.app.inject({ url: `/api/admin/media/${'0'.repeat(64)}`, headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
  });
});
