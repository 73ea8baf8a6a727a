import { createHash } from 'node:crypto';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { PHOTO_LIMITS, PHOTO_MESSAGES, PHOTO_WIDTHS, type PhotoCrop, type PhotoShape } from '../../../shared/schemas/media.js';
import type { MediaVariantFormat } from '../../platform/db/schema.js';
import { HttpError } from '../../platform/http/errors.js';
import { damaged, fileRefused } from './refusals.js';
import { isAccepted, sniff, type AcceptedFormat } from './sniff.js';

// One libvips thread per image: with MEDIA_CONCURRENCY at 1 (the default) processing a photo
// takes one core at most, and guests' requests keep the other. libvips' operation cache is off:
// uploads are rare and each image is new, so it would only hold memory.
sharp.concurrency(1);
sharp.cache(false);

/** The JPEG variant (link previews, print) is this wide, or the crop's width when narrower. */
export const JPEG_WIDTH = 1280;
/** The placeholder's width in pixels. */
const PLACEHOLDER_WIDTH = 8;

/**
 * AVIF at effort 2, a quarter of effort 4's time, with chroma at half resolution as in every
 * JPEG and WebP (sharp's default for AVIF keeps it whole): an 800 px variant of a grainy camera
 * photo is 33 kB at quality 36 against 45 kB at quality 40 with full chroma.
 */
const ENCODERS: Record<MediaVariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 36, effort: 2, chromaSubsampling: '4:2:0' }),
  webp: (image) => image.webp({ quality: 70 }),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 80, mozjpeg: true }),
};

/**
 * Decoding options for every uploaded file: the pixel limit is checked again while decoding
 * (the header check comes first), and a file cut short is refused rather than drawn grey.
 */
const INPUT = { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: 'truncated' } as const;

/** Formats whose decoder holds the whole picture at once (PHOTO_LIMITS.maxWholeFramePixels). */
const WHOLE_FRAME = new Set<AcceptedFormat>(['avif', 'webp']);

export interface OriginalInfo {
  format: AcceptedFormat;
  /** After EXIF rotation, as staff see it. */
  width: number;
  height: number;
}

export interface Variant {
  width: number;
  format: MediaVariantFormat;
  bytes: Buffer;
  etag: string;
}

export interface Rendition {
  crop: PhotoCrop;
  widths: number[];
  placeholder: string;
  variants: Variant[];
}

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * What an uploaded file is, from its header alone: its format by its first bytes, confirmed by
 * the decoder, and its size. A file of more pixels than the limit is refused here, before a
 * single pixel is decoded (a decompression bomb is a small file of a huge picture); so is an
 * AVIF or WebP of more pixels than their decoders can hold in a bounded memory.
 */
export async function readOriginal(bytes: Buffer): Promise<OriginalInfo> {
  const format = sniff(bytes);
  if (format === 'heic') throw fileRefused(PHOTO_MESSAGES.heic);
  if (format === 'svg') throw fileRefused(PHOTO_MESSAGES.svg);
  if (!isAccepted(format)) throw fileRefused(PHOTO_MESSAGES.unsupported);
  let metadata: Metadata;
  try {
    // The header alone, whatever size it claims: the limit is ours to say, below.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw damaged();
  }
  // A HEIF file with HEVC inside that called itself AVIF is still an iPhone photo.
  if (format === 'avif' && metadata.format === 'heif' && metadata.compression === 'hevc') throw fileRefused(PHOTO_MESSAGES.heic);
  const decoded = metadata.format === 'heif' ? 'avif' : metadata.format;
  const { width, height } = metadata;
  if (decoded !== format || !width || !height) throw damaged();
  if (width * height > PHOTO_LIMITS.maxPixels) throw fileRefused(PHOTO_MESSAGES.tooManyPixels);
  if (WHOLE_FRAME.has(format) && width * height > PHOTO_LIMITS.maxWholeFramePixels)
    throw fileRefused(PHOTO_MESSAGES.tooManyPixelsWholeFrame);
  const turned = (metadata.orientation ?? 1) >= 5;
  return { format, width: turned ? height : width, height: turned ? width : height };
}

/** The widths a crop comes in: the ladder up to its own width, or its own width when narrower than the first. */
export function widthsFor(cropWidth: number): number[] {
  const widths = PHOTO_WIDTHS.filter((width) => width <= cropWidth);
  return widths.length > 0 ? widths : [cropWidth];
}

/**
 * Makes a photo's files from an original: turned upright by its EXIF orientation, cropped,
 * resized to each width (never up), encoded in AVIF and WebP, plus one JPEG, and a few pixels
 * for the placeholder. Nothing of the original's metadata survives (sharp writes none unless
 * asked): no GPS position, camera, ICC profile or orientation tag.
 */
export async function renderPhoto(bytes: Buffer, crop: PhotoCrop): Promise<Rendition> {
  try {
    // Decoded, turned, cropped and shrunk once, to the largest width any file needs; every
    // file is made from these pixels (at most 1920 wide, a few megabytes).
    const widths = widthsFor(crop.width);
    const baseWidth = Math.min(crop.width, Math.max(widths.at(-1)!, JPEG_WIDTH));
    const base = await sharp(bytes, INPUT)
      .rotate()
      .extract({ left: crop.x, top: crop.y, width: crop.width, height: crop.height })
      .resize({ width: baseWidth, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = base.info;
    const from = (targetWidth: number) => {
      const image = sharp(base.data, { raw: { width, height, channels } });
      return targetWidth === width ? image : image.resize({ width: targetWidth });
    };
    const variants: Variant[] = [];
    for (const target of widths) {
      for (const format of ['avif', 'webp'] as const)
        variants.push(variantOf(target, format, await ENCODERS[format](from(target)).toBuffer()));
    }
    const jpegWidth = Math.min(JPEG_WIDTH, crop.width);
    variants.push(variantOf(jpegWidth, 'jpeg', await ENCODERS.jpeg(from(jpegWidth)).toBuffer()));
    const tiny = await from(Math.min(PLACEHOLDER_WIDTH, width)).png({ compressionLevel: 9 }).toBuffer();
    return { crop, widths, placeholder: `data:image/png;base64,${tiny.toString('base64')}`, variants };
  } catch (error) {
    throw refusalOf(error);
  }
}

/** The original upright and at most 1600 pixels wide, as a metadata-free JPEG: what the cropper shows. */
export async function previewOriginal(bytes: Buffer): Promise<Buffer> {
  try {
    return await ENCODERS.jpeg(sharp(bytes, INPUT).rotate().resize({ width: 1600, withoutEnlargement: true })).toBuffer();
  } catch (error) {
    throw refusalOf(error);
  }
}

const variantOf = (width: number, format: MediaVariantFormat, bytes: Buffer): Variant => ({
  width,
  format,
  bytes,
  etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
});

/** What the decoder refuses is a damaged file (or, its own limit, one of too many pixels). */
function refusalOf(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof Error && /pixel limit/i.test(error.message)) return fileRefused(PHOTO_MESSAGES.tooManyPixels);
  return damaged();
}

/** The key of a photo: the same original in the same shape and crop is the same photo. */
export const photoKey = (originalKey: string, shape: PhotoShape, crop: PhotoCrop) =>
  sha256(`${originalKey}:${shape}:${crop.x},${crop.y},${crop.width},${crop.height}`);
