import { z } from 'zod';
import { answer } from './fields.js';

/**
 * Photos staff upload (products, categories, campaigns). The original is kept, so its crop can
 * change later; what guests download are the crop's variants, resized to a ladder of widths in
 * AVIF, WebP and one JPEG (link previews, print). A record's `image` field holds the photo's
 * address, `/media/<key>`; the public menu describes each photo it uses under `media`.
 */

/** The shapes the guest pages show photos in (their CSS `aspect-ratio`), width ÷ height. */
export const PHOTO_SHAPES = {
  /** A product card (ProductCard.module.css). */
  product: 4 / 3,
  /** A category tile on the home page (CategoryGrid.module.css). */
  category: 3 / 2,
  /** The campaign banner (CampaignBanner.module.css). */
  campaign: 2 / 1,
  /** The restaurant's logo: the guests' top bar, the installed menu's icons, the QR codes' centre. */
  logo: 1,
} as const;
export type PhotoShape = keyof typeof PHOTO_SHAPES;
export const photoShape = z.enum(Object.keys(PHOTO_SHAPES) as [PhotoShape, ...PhotoShape[]], { error: 'Görsel biçimi seçilmeli' });

/** The widths variants are made in; never wider than the crop itself (no upscaling). */
// Steps of about a third up to 960: a phone's card (about 360 CSS px at 1.75–3 device pixels)
// then finds a width close above what it needs instead of one half again as large.
export const PHOTO_WIDTHS = [320, 480, 640, 800, 960, 1280, 1920] as const;

/** An upload's limits, said to staff in their words. */
export const PHOTO_LIMITS = {
  maxBytes: 20 * 1024 * 1024,
  /** A 48-megapixel phone photo fits; a decompression bomb does not. */
  maxPixels: 50_000_000,
  /**
   * AVIF and WebP are decoded whole, not in strips as JPEG and PNG are: about 18 and 9 bytes a
   * pixel while decoding, so a 7000 × 7000 AVIF of a few hundred bytes would take the server to a
   * gigabyte. A 12-megapixel phone photo fits.
   */
  maxWholeFramePixels: 16_000_000,
} as const;

export const PHOTO_MESSAGES = {
  tooLarge: 'Görsel en fazla 20 MB olabilir',
  unsupported: 'Bu dosya biçimi desteklenmiyor. JPEG, PNG, WebP veya AVIF yükleyin.',
  heic: 'iPhone fotoğrafları (HEIC) desteklenmiyor. iPhone’da Ayarlar › Kamera › Formatlar › “En Uyumlu”yu seçin ya da fotoğrafı JPEG olarak paylaşın.',
  svg: 'SVG görseller güvenlik nedeniyle kabul edilmiyor. JPEG, PNG, WebP veya AVIF yükleyin.',
  tooManyPixels: 'Görsel çok büyük (en fazla 50 megapiksel).',
  tooManyPixelsWholeFrame: 'AVIF ve WebP görseller en fazla 16 megapiksel olabilir; daha büyüğünü JPEG olarak yükleyin.',
  damaged: 'Görsel okunamadı; dosya bozuk olabilir.',
  missing: 'Görsel bulunamadı; lütfen yeniden yükleyin.',
  noFile: 'Bir görsel dosyası seçin.',
} as const;

/** A rectangle of the original (after its EXIF rotation), in its pixels. */
export const photoCrop = z.strictObject({
  x: z.number({ error: 'Kırpma alanı geçersiz' }).int({ error: 'Kırpma alanı geçersiz' }).min(0, { error: 'Kırpma alanı geçersiz' }),
  y: z.number({ error: 'Kırpma alanı geçersiz' }).int({ error: 'Kırpma alanı geçersiz' }).min(0, { error: 'Kırpma alanı geçersiz' }),
  width: z.number({ error: 'Kırpma alanı geçersiz' }).int({ error: 'Kırpma alanı geçersiz' }).min(1, { error: 'Kırpma alanı geçersiz' }),
  height: z.number({ error: 'Kırpma alanı geçersiz' }).int({ error: 'Kırpma alanı geçersiz' }).min(1, { error: 'Kırpma alanı geçersiz' }),
});
export type PhotoCrop = z.infer<typeof photoCrop>;

/** A new crop of an original already uploaded (`POST /api/admin/media/:original/crops`). */
export const cropInput = z.strictObject({ shape: photoShape, crop: photoCrop.optional() });

/** What guests need to draw a photo: its size, the widths it comes in and its placeholder. */
export const photoInfo = z.object({
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The variants' widths, smallest first (`/media/<key>-<width>.avif|webp`). */
  widths: z.array(z.number().int().positive()),
  /**
   * A few pixels of the crop as a PNG data URL (a few hundred bytes), drawn blurred under the
   * photo until it arrives; the pages carry it in their style sheet, allowed by its hash.
   */
  placeholder: z.string(),
});
export type PhotoInfo = z.infer<typeof photoInfo>;

/** A photo as staff get it after an upload or a new crop. */
export const photoRecord = photoInfo.extend({
  /** The value for a record's `image` field. */
  image: z.string(),
  key: z.string(),
  /** The uploaded original's key, to crop it again. */
  original: z.object({ key: z.string(), width: z.number().int().positive(), height: z.number().int().positive() }),
  shape: photoShape,
  crop: photoCrop,
  createdAt: answer.timestamp,
});
export type PhotoRecord = z.infer<typeof photoRecord>;

/** `/media/<key>`, the value an uploaded photo has in a record's `image` field. */
export const MEDIA_IMAGE = /^\/media\/([0-9a-f]{32,64})$/;
