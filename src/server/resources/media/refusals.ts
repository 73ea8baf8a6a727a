import { PHOTO_MESSAGES } from '../../../shared/schemas/media.js';
import { HttpError } from '../../platform/http/errors.js';

const INVALID = 'Geçersiz veri: lütfen işaretli alanları düzeltin.';

/** A refused upload, said on the file field as the photo field shows it. */
export const fileRefused = (message: string, status = 400, headers?: Record<string, string>) =>
  new HttpError(status, 'validation', message, { file: message }, headers);

/** A refused field of an upload or a new crop (`shape`, `crop`). */
export const fieldRefused = (field: string, message: string) => new HttpError(400, 'validation', INVALID, { [field]: message });

/** The rest of a file too large is not worth reading: the connection closes after the answer. */
export const tooLarge = () => fileRefused(PHOTO_MESSAGES.tooLarge, 413, { connection: 'close' });
export const damaged = () => fileRefused(PHOTO_MESSAGES.damaged);
