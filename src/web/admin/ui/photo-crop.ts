import type { PhotoCrop } from '../../../shared/schemas/media.js';

interface Size {
  width: number;
  height: number;
}

/**
 * The crop the cropper chose, in the original's own pixels: the picture it shows may be a
 * smaller preview of the original (a saved photo's), so its pixels are scaled up, then kept
 * whole and inside the original.
 */
export function cropInOriginal(area: PhotoCrop, shown: Size, original: Size): PhotoCrop {
  const scale = original.width / shown.width;
  const x = clamp(Math.round(area.x * scale), 0, original.width - 1);
  const y = clamp(Math.round(area.y * scale), 0, original.height - 1);
  return {
    x,
    y,
    width: clamp(Math.round(area.width * scale), 1, original.width - x),
    height: clamp(Math.round(area.height * scale), 1, original.height - y),
  };
}

/** A saved crop as the share of the original it keeps, in percent: the cropper starts from it whatever the preview's size. */
export function cropInPercent(crop: PhotoCrop, original: Size): PhotoCrop {
  return {
    x: (crop.x / original.width) * 100,
    y: (crop.y / original.height) * 100,
    width: (crop.width / original.width) * 100,
    height: (crop.height / original.height) * 100,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), Math.max(min, max));
}
