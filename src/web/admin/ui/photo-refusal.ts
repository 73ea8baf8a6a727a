import { PHOTO_MESSAGES } from '../../../shared/schemas/media.js';
import { ApiError } from '../../api/client.js';

/**
 * Why a photo was not taken, in staff's words: the server's message for the file (too large,
 * a format it does not read, too many pixels, damaged), or what went wrong on the way.
 */
export function photoRefusal(failure: unknown): string {
  if (failure instanceof ApiError) {
    const forFile = failure.body.fields?.file;
    if (forFile) return forFile;
    // A proxy in front of the server may refuse a large body before the server sees it.
    if (failure.status === 413) return PHOTO_MESSAGES.tooLarge;
    if (failure.body.message) return failure.body.message;
    return `Fotoğraf kaydedilemedi (HTTP ${failure.status}). Lütfen tekrar deneyin.`;
  }
  return 'Fotoğraf gönderilemedi; bağlantınızı kontrol edip tekrar deneyin.';
}
