import { mediaKey } from '../../../shared/photo-variants.js';

/**
 * A small picture of a record's image for the back office's lists, which know the address
 * only: an uploaded photo's smallest ladder width (every crop at least that wide has it).
 */
export function thumbnailOf(image: string): string {
  const key = mediaKey(image);
  return key === null ? image : `/media/${key}-320.webp`;
}
