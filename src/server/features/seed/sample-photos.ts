import type { Kysely } from 'kysely';
import type { PhotoCrop, PhotoShape } from '../../../shared/schemas/media.js';
import type { Database, MediaVariantFormat } from '../../platform/db/schema.js';
import type { AcceptedFormat } from '../../resources/media/sniff.js';
import { imageOf, insertPhoto } from '../../resources/media/queries.js';

/**
 * The sample menu's illustrations that a new restaurant gets as uploaded photos, and in which
 * shape: the Pide tile, three pides and the campaign banner. The others stay plain image
 * addresses, as a restaurant's older records would be.
 */
export const SAMPLE_PHOTO_SOURCES: Record<string, PhotoShape> = {
  '/images/menu/pide.svg': 'category',
  '/images/menu/kiymali-pide.svg': 'product',
  '/images/menu/kasarli-pide.svg': 'product',
  '/images/menu/karisik-pide.svg': 'product',
  '/images/menu/campaign.svg': 'campaign',
};

/** One sample photo as `npm run sample-photos` wrote it: the pipeline's output, bytes in base64. */
export interface SamplePhotoFile {
  key: string;
  shape: PhotoShape;
  original: { key: string; format: AcceptedFormat; width: number; height: number; bytes: string };
  rendition: {
    crop: PhotoCrop;
    widths: number[];
    placeholder: string;
    variants: { width: number; format: MediaVariantFormat; etag: string; bytes: string }[];
  };
}

/**
 * Stores, in the seed's transaction, the sample photos of those of `illustrations` that have one,
 * and answers for each the photo's image address to save in its place. Read only when a new
 * database is seeded.
 */
export async function seedSamplePhotos(trx: Kysely<Database>, at: Date, illustrations: string[]): Promise<Map<string, string>> {
  const { default: photos } = (await import('./sample-photos.json', { with: { type: 'json' } })) as {
    default: Record<string, SamplePhotoFile>;
  };
  const images = new Map<string, string>();
  for (const [image, photo] of Object.entries(photos)) {
    if (!illustrations.includes(image)) continue;
    const { original, rendition } = photo;
    await insertPhoto(trx, {
      key: photo.key,
      shape: photo.shape,
      original: { ...original, bytes: Buffer.from(original.bytes, 'base64') },
      rendition: {
        ...rendition,
        variants: rendition.variants.map((variant) => ({ ...variant, bytes: Buffer.from(variant.bytes, 'base64') })),
      },
      at,
    });
    images.set(image, imageOf(photo.key));
  }
  return images;
}
