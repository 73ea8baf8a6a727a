import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { PhotoShape } from '../../../shared/schemas/media.js';
import { centredCrop } from '../../resources/media/crop.js';
import { photoKey, readOriginal, renderPhoto, sha256 } from '../../resources/media/process.js';
import { SAMPLE_PHOTO_SOURCES, type SamplePhotoFile } from '../seed/sample-photos.js';

/**
 * `npm run sample-photos`: makes the sample menu's photos (src/server/features/seed/sample-photos.json)
 * from its illustrations, through the same pipeline as an upload, so a new restaurant sees
 * uploaded photos at once (variants, placeholders, a crop to change) without a first start
 * spending seconds on them. Run it again when the pipeline's widths or encoders change.
 */

/** The originals are this wide: enough for a phone's card at three device pixels per CSS pixel. */
const ORIGINAL_WIDTH = 1280;

async function main(): Promise<void> {
  const root = process.cwd();
  const photos: Record<string, SamplePhotoFile> = {};
  for (const [image, shape] of Object.entries<PhotoShape>(SAMPLE_PHOTO_SOURCES)) {
    const svg = fs.readFileSync(path.join(root, 'public', image));
    // An illustration drawn at the original's size, as a camera would have delivered it.
    const bytes = await sharp(svg, { density: 300 })
      .resize({ width: ORIGINAL_WIDTH })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
    const info = await readOriginal(bytes);
    const crop = centredCrop(shape, info.width, info.height);
    const rendition = await renderPhoto(bytes, crop);
    const originalKey = sha256(bytes);
    photos[image] = {
      key: photoKey(originalKey, shape, crop),
      shape,
      original: { ...info, key: originalKey, bytes: bytes.toString('base64') },
      rendition: {
        ...rendition,
        variants: rendition.variants.map((variant) => ({ ...variant, bytes: variant.bytes.toString('base64') })),
      },
    };
    const total = rendition.variants.reduce((sum, variant) => sum + variant.bytes.length, 0);
    console.log(`${image}: ${info.width}×${info.height}, ${rendition.variants.length} files, ${(total / 1024).toFixed(0)} KiB`);
  }
  const file = path.join(root, 'src/server/features/seed/sample-photos.json');
  fs.writeFileSync(file, `${JSON.stringify(photos)}\n`);
  console.log(`Wrote ${path.relative(root, file)} (${(fs.statSync(file).size / 1024).toFixed(0)} KiB).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
