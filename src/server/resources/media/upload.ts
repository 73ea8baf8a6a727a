import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { PHOTO_LIMITS, PHOTO_MESSAGES, photoCrop, photoShape, type PhotoCrop, type PhotoShape } from '../../../shared/schemas/media.js';
import { HttpError } from '../../platform/http/errors.js';
import { BAD_CROP } from './crop.js';
import { fieldRefused, fileRefused, tooLarge } from './refusals.js';

/** The multipart form's limits: one file of at most PHOTO_LIMITS.maxBytes, a few short fields. */
export const UPLOAD_LIMITS = { files: 1, fields: 4, parts: 6, fieldSize: 1024, fieldNameSize: 64, headerPairs: 16 } as const;

/**
 * The most an upload's request may declare: the largest file and room for the form around it
 * (its fields, part headers and boundaries). A longer one is refused before a byte is read.
 */
export const UPLOAD_BODY_LIMIT = PHOTO_LIMITS.maxBytes + 64 * 1024;

const FIELDS = new Set(['shape', 'crop']);
const UNREADABLE = 'Gönderilen form okunamadı; görseli yeniden seçip tekrar deneyin.';

export interface Upload {
  shape: PhotoShape;
  crop: PhotoCrop | undefined;
  bytes: Buffer;
}

/**
 * Reads the upload form: `shape` and the optional `crop` first, then `file`. The fields are
 * checked before a byte of the file is read, and the file is read into memory up to the limit
 * and no further: busboy stops passing it on at the limit, and the answer is a 413 that closes
 * the connection once the rest is read and thrown away (readRefusedBodies, http/connections.ts).
 * A form refused before its end (a field refused before the file is read) has the rest of its
 * body read and thrown away, as Node does for a body no route reads: left unread, it would hold
 * up the next request on the connection, which a browser keeps alive, until that one timed out
 * with 408.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  const fields: Record<string, string> = {};
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (upload) throw fieldRefused(part.fieldname, 'Bu alan dosyadan önce gönderilmeli');
        takeField(fields, part);
        continue;
      }
      if (part.fieldname !== 'file') throw fieldRefused(part.fieldname, 'Bilinmeyen alan');
      const { shape, crop } = checkFields(fields);
      const bytes = await readFile(part);
      if (bytes.length === 0) throw fileRefused(PHOTO_MESSAGES.noFile);
      upload = { shape, crop, bytes };
    }
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal.statusCode !== 413) discardRest(request.raw);
    throw refusal;
  }
  if (upload) return upload;
  checkFields(fields);
  throw fileRefused(PHOTO_MESSAGES.noFile);
}

function takeField(fields: Record<string, string>, part: MultipartValue): void {
  if (!FIELDS.has(part.fieldname)) throw fieldRefused(part.fieldname, 'Bilinmeyen alan');
  if (part.fieldname in fields) throw fieldRefused(part.fieldname, 'Bu alan bir kez gönderilmeli');
  if (part.valueTruncated || typeof part.value !== 'string') {
    throw fieldRefused(part.fieldname, part.fieldname === 'crop' ? BAD_CROP : 'Görsel biçimi seçilmeli');
  }
  fields[part.fieldname] = part.value;
}

function checkFields(fields: Record<string, string>): { shape: PhotoShape; crop: PhotoCrop | undefined } {
  const shape = photoShape.safeParse(fields.shape);
  if (!shape.success) throw fieldRefused('shape', shape.error.issues[0]?.message ?? 'Görsel biçimi seçilmeli');
  if (fields.crop === undefined || fields.crop === '') return { shape: shape.data, crop: undefined };
  let value: unknown;
  try {
    value = JSON.parse(fields.crop);
  } catch {
    throw fieldRefused('crop', BAD_CROP);
  }
  const crop = photoCrop.safeParse(value);
  // Every refusal of the crop's own fields says the same (the schema's message).
  if (!crop.success) throw fieldRefused('crop', BAD_CROP);
  return { shape: shape.data, crop: crop.data };
}

async function readFile(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * Reads what is left of a request's body and drops it. Its length was checked against
 * UPLOAD_BODY_LIMIT on arrival; a body without a length (chunked) that goes on past it loses
 * its connection, and the request timeout bounds a slow one.
 */
function discardRest(raw: IncomingMessage): void {
  if (raw.complete) return;
  raw.unpipe();
  let read = 0;
  raw.on('data', (chunk: Buffer) => {
    read += chunk.length;
    if (read > UPLOAD_BODY_LIMIT) raw.socket?.destroy?.();
  });
  raw.resume();
}

/** The plugin's and busboy's refusals (a second file, too many fields, a form cut short) in the API's words. */
function refusalOf(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') return fileRefused('Tek bir görsel dosyası gönderin.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError(415, 'unsupported_media_type', 'Görseli multipart/form-data olarak gönderin.');
  }
  return new HttpError(400, 'bad_request', UNREADABLE);
}
