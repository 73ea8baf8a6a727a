import { photoRecord } from '../../../shared/schemas/media.js';
import { useQuery } from '@tanstack/react-query';
import type { PhotoCrop, PhotoRecord, PhotoShape } from '../../../shared/schemas/media.js';
import { ApiError, apiRequest, errorBodyOf } from '../../api/client.js';

/**
 * Staff's photos (docs/api.md, "Photos"): an upload makes a photo of one shape from a file, a
 * new crop makes another from the same original, and a saved photo's record says how it was
 * cut so it can be cut again.
 */

export interface PhotoUpload {
  file: File;
  shape: PhotoShape;
  /** The rectangle to keep, in the original's pixels; without it the server takes the middle. */
  crop?: PhotoCrop | undefined;
}

/**
 * Sends a photo with `POST /api/admin/media`, reporting how much of it has gone (0 to 1).
 * XMLHttpRequest, because fetch tells nothing of an upload's progress. The fields come before
 * the file so the server knows what to make of it as it streams in. Refusals throw an
 * `ApiError` like every other call; a lost connection a `TypeError`, like fetch.
 */
export function uploadPhoto(
  { file, shape, crop }: PhotoUpload,
  onProgress: (sent: number) => void,
  signal?: AbortSignal,
): Promise<PhotoRecord> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('shape', shape);
    if (crop) form.append('crop', JSON.stringify(crop));
    form.append('file', file, file.name);

    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/media');
    request.setRequestHeader('Accept', 'application/json');
    request.responseType = 'text';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parse(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as PhotoRecord);
      } else {
        reject(new ApiError(request.status, errorBodyOf(body, request.status), request.getResponseHeader('Retry-After')));
      }
    };
    request.onerror = () => reject(new TypeError('Görsel gönderilemedi: bağlantı kesildi'));
    request.onabort = () => reject(new DOMException('Yükleme durduruldu', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A new crop of an original already uploaded: a new photo, the old one untouched. */
export function cropAgain(original: string, shape: PhotoShape, crop: PhotoCrop): Promise<PhotoRecord> {
  return apiRequest<PhotoRecord>(`/api/admin/media/${original}/crops`, { method: 'POST', body: { shape, crop }, answer: photoRecord });
}

export const photoQueryKey = (key: string) => ['media', key] as const;

/** A saved photo's record (its widths for the preview, its original and crop to cut it again). */
export function usePhotoRecord(key: string | null) {
  return useQuery({
    queryKey: photoQueryKey(key ?? ''),
    queryFn: ({ signal }) => apiRequest<PhotoRecord>(`/api/admin/media/${key}`, { signal, answer: photoRecord }),
    enabled: key !== null,
    // A photo never changes: a new crop is a new photo.
    staleTime: Infinity,
  });
}

/** The original as the cropper shows it (a JPEG, perhaps smaller than the original itself). */
export const originalPreview = (original: string) => `/api/admin/media/originals/${original}`;
