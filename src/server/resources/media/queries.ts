import type { Kysely, Transaction } from 'kysely';
import { MEDIA_IMAGE, PHOTO_MESSAGES, type PhotoInfo, type PhotoRecord, type PhotoShape } from '../../../shared/schemas/media.js';
import { lockKey, type DialectName } from '../../platform/db/dialect.js';
import type { Database, MediaTable, MediaVariantFormat } from '../../platform/db/schema.js';
import { fieldError, notFound } from '../../platform/http/errors.js';
import type { OriginalInfo, Rendition } from './process.js';

export const MISSING = 'Görsel bulunamadı';

/**
 * Saves that name a photo, stores of new photos and the cleanup take turns under this lock, so
 * the cleanup never deletes a photo a save is about to name (see assertPhotoExists).
 */
export const MEDIA_LOCK = 'media';

export const imageOf = (key: string) => `/media/${key}`;

/** The key an `image` value names, when it is an uploaded photo. */
export const photoKeyOf = (image: string | null | undefined): string | undefined => (image ? MEDIA_IMAGE.exec(image)?.[1] : undefined);

export interface NewPhoto {
  key: string;
  shape: PhotoShape;
  original: OriginalInfo & { key: string; bytes: Buffer };
  rendition: Rendition;
  at: Date;
}

/**
 * Stores a processed photo, its original and its variants in one transaction, so a failure
 * leaves nothing half-written. What is already there stays (the same file uploaded twice is
 * stored once); a photo uploaded again counts as new for the cleanup's grace period, so it is
 * not deleted under the feet of the staff member who is about to save it. Answers whether the
 * photo is new, and the transaction to record the change in.
 */
export async function storePhoto<T>(
  db: Kysely<Database>,
  dialect: DialectName,
  photo: NewPhoto,
  also: (trx: Transaction<Database>, created: boolean) => Promise<T>,
): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, dialect, MEDIA_LOCK);
    return also(trx, await insertPhoto(trx, photo));
  });
}

/**
 * Writes a photo's rows in the caller's transaction (which holds MEDIA_LOCK, or is the first
 * start's seed): its original unless already there, then the photo and its variants unless the
 * photo is already there, in which case it counts as new again. Answers whether it was new.
 */
export async function insertPhoto(trx: Kysely<Database>, photo: NewPhoto): Promise<boolean> {
  const stamp = photo.at.toISOString();
  const { original, rendition } = photo;
  // The original may have been cleaned up since a re-crop read it: it comes back with its bytes.
  await trx
    .insertInto('mediaOriginals')
    .values({
      key: original.key,
      bytes: original.bytes,
      format: original.format,
      width: original.width,
      height: original.height,
      createdAt: stamp,
    })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const existing = await trx.selectFrom('media').select('key').where('key', '=', photo.key).executeTakeFirst();
  if (existing) {
    await trx.updateTable('media').set({ createdAt: stamp }).where('key', '=', photo.key).execute();
    return false;
  }
  const { crop } = rendition;
  await trx
    .insertInto('media')
    .values({
      key: photo.key,
      originalKey: original.key,
      shape: photo.shape,
      cropX: crop.x,
      cropY: crop.y,
      cropWidth: crop.width,
      cropHeight: crop.height,
      width: crop.width,
      height: crop.height,
      widths: JSON.stringify(rendition.widths),
      placeholder: rendition.placeholder,
      createdAt: stamp,
    })
    .execute();
  // One variant at a time: a statement of a dozen images would be several megabytes.
  for (const variant of rendition.variants) {
    await trx
      .insertInto('mediaVariants')
      .values({ mediaKey: photo.key, ...variant })
      .execute();
  }
  return true;
}

const PHOTO_COLUMNS = [
  'media.key',
  'media.shape',
  'media.cropX',
  'media.cropY',
  'media.cropWidth',
  'media.cropHeight',
  'media.width',
  'media.height',
  'media.widths',
  'media.placeholder',
  'media.createdAt',
  'media.originalKey',
  'mediaOriginals.width as originalWidth',
  'mediaOriginals.height as originalHeight',
] as const;

export async function getPhoto(db: Kysely<Database>, key: string): Promise<PhotoRecord> {
  const row = await db
    .selectFrom('media')
    .innerJoin('mediaOriginals', 'mediaOriginals.key', 'media.originalKey')
    .select(PHOTO_COLUMNS)
    .where('media.key', '=', key)
    .executeTakeFirst();
  if (!row) throw notFound(MISSING);
  return {
    ...infoOf(row),
    image: imageOf(row.key),
    key: row.key,
    original: { key: row.originalKey, width: row.originalWidth, height: row.originalHeight },
    shape: row.shape,
    crop: { x: row.cropX, y: row.cropY, width: row.cropWidth, height: row.cropHeight },
    createdAt: row.createdAt,
  };
}

/** What the change history keeps of a new photo: which crop of which original (not its pixels). */
export async function auditedPhoto(trx: Kysely<Database>, key: string): Promise<object> {
  const { image, shape, crop, width, height, original } = await getPhoto(trx, key);
  return { image, shape, crop, width, height, original: original.key };
}

/** An original's bytes and what they are, to crop it again or show it to the cropper. */
export async function getOriginal(db: Kysely<Database>, key: string) {
  const row = await db
    .selectFrom('mediaOriginals')
    .select(['key', 'bytes', 'format', 'width', 'height'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) throw notFound(MISSING);
  return { ...row, bytes: Buffer.from(row.bytes) };
}

/** One file of a photo, as guests download it. */
export async function getVariant(db: Kysely<Database>, key: string, width: number, format: MediaVariantFormat) {
  const row = await db
    .selectFrom('mediaVariants')
    .select(['bytes', 'etag'])
    .where('mediaKey', '=', key)
    .where('width', '=', width)
    .where('format', '=', format)
    .executeTakeFirst();
  return row ? { bytes: Buffer.from(row.bytes), etag: row.etag } : undefined;
}

/** What guests need to draw each uploaded photo among `images`, by image value, in one query. */
export async function readPhotoInfos(db: Kysely<Database>, images: (string | null)[]): Promise<Record<string, PhotoInfo>> {
  const keys = [...new Set(images.map(photoKeyOf).filter((key) => key !== undefined))];
  if (keys.length === 0) return {};
  const rows = await db.selectFrom('media').select(['key', 'width', 'height', 'widths', 'placeholder']).where('key', 'in', keys).execute();
  return Object.fromEntries(rows.map((row) => [imageOf(row.key), infoOf(row)]));
}

/**
 * A record saved with an uploaded photo must name one that exists. Call it in the save's
 * transaction: it takes the lock the cleanup takes, so the photo stays until the save commits
 * and the cleanup then sees the record naming it.
 */
export async function assertPhotoExists(trx: Transaction<Database>, dialect: DialectName, image: string | null): Promise<void> {
  const key = photoKeyOf(image);
  if (key === undefined) return;
  await lockKey(trx, dialect, MEDIA_LOCK);
  const found = await trx.selectFrom('media').select('key').where('key', '=', key).executeTakeFirst();
  if (!found) {
    throw fieldError('image', PHOTO_MESSAGES.missing);
  }
}

function infoOf(row: Pick<MediaTable, 'width' | 'height' | 'widths' | 'placeholder'>): PhotoInfo {
  return { width: row.width, height: row.height, widths: JSON.parse(row.widths) as number[], placeholder: row.placeholder };
}
