import { PHOTO_SHAPES, type PhotoCrop, type PhotoShape } from '../../../shared/schemas/media.js';
import { fieldRefused } from './refusals.js';

/** A crop may miss its shape's aspect by rounding (a pixel or so), not by more. */
const ASPECT_TOLERANCE = 0.01;

export const BAD_CROP = 'Kırpma alanı geçersiz';
export const CROP_OUTSIDE = 'Kırpma alanı görselin dışına taşıyor';
export const CROP_SHAPE = 'Kırpma alanı görsel biçimine uymuyor';

/** The largest crop of the shape's aspect, centred: what a photo gets when staff did not crop it. */
export function centredCrop(shape: PhotoShape, width: number, height: number): PhotoCrop {
  const aspect = PHOTO_SHAPES[shape];
  const cropWidth = width / height > aspect ? Math.max(1, Math.round(height * aspect)) : width;
  const cropHeight = width / height > aspect ? height : Math.max(1, Math.min(height, Math.round(width / aspect)));
  return { x: Math.floor((width - cropWidth) / 2), y: Math.floor((height - cropHeight) / 2), width: cropWidth, height: cropHeight };
}

/** Staff's crop must lie inside the (upright) original and have its shape's aspect. */
export function checkCrop(crop: PhotoCrop, shape: PhotoShape, width: number, height: number): PhotoCrop {
  if (crop.x + crop.width > width || crop.y + crop.height > height) throw fieldRefused('crop', CROP_OUTSIDE);
  const aspect = PHOTO_SHAPES[shape];
  const off = Math.abs(crop.width - crop.height * aspect);
  if (off > 2 && off / (crop.height * aspect) > ASPECT_TOLERANCE) throw fieldRefused('crop', CROP_SHAPE);
  return crop;
}
