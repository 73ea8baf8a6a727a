import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { z } from 'zod';
import { cropInput, PHOTO_LIMITS, photoRecord, type PhotoCrop, type PhotoShape } from '../../../shared/schemas/media.js';
import { actorOf, auditedCreate, type Actor } from '../../platform/audit/audited.js';
import type { ServerContext } from '../../platform/context.js';
import { refusals, type Api } from '../../platform/http/contract.js';
import { centredCrop, checkCrop } from './crop.js';
import { photoKey, previewOriginal, readOriginal, renderPhoto, sha256, type OriginalInfo } from './process.js';
import { auditedPhoto, getOriginal, getPhoto, MISSING, storePhoto } from './queries.js';
import { tooLarge } from './refusals.js';
import { queueFull } from '../../platform/media-queue.js';
import { readUpload, UPLOAD_BODY_LIMIT, UPLOAD_LIMITS } from './upload.js';

const tags = ['Görseller'];
const key = z.string().regex(/^[0-9a-f]{64}$/, { error: MISSING });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads a multipart form instead of JSON (the same-origin guard lets it through). */
    multipart?: boolean;
    /** False for writes guests never see (a new photo is not on the menu until a record names it). */
    changesMenu?: boolean;
  }
}

/** A photo is stored, not shown: the menu changes when a record is saved with it. */
const config = { changesMenu: false };

/**
 * Staff's photos under /api/admin/media: upload one (a multipart form), crop an uploaded
 * original again, read a photo, and see an original upright for the cropper. Processing runs
 * in the media queue (MEDIA_CONCURRENCY at a time), outside any database transaction; the
 * result is stored in one.
 */
export async function mediaRoutes(app: Api, context: ServerContext): Promise<void> {
  const { db, dialect, now, mediaQueue } = context;

  /** Processes `bytes` into the photo of `shape` and `crop` and stores it, with its change-history event when it is new. */
  const makePhoto = async (
    request: FastifyRequest,
    actor: Actor,
    bytes: Buffer,
    info: OriginalInfo,
    shape: PhotoShape,
    requested: PhotoCrop | undefined,
  ) => {
    const crop = requested ? checkCrop(requested, shape, info.width, info.height) : centredCrop(shape, info.width, info.height);
    const originalKey = sha256(bytes);
    const photo = photoKey(originalKey, shape, crop);
    const rendition = await whileServerWorks(request, () => mediaQueue.run(() => renderPhoto(bytes, crop)));
    await storePhoto(
      db,
      dialect,
      { key: photo, shape, original: { ...info, key: originalKey, bytes }, rendition, at: actor.at },
      (trx, created) =>
        // The same photo made again is no change; media keys are not record ids, so no recordId.
        created ? auditedCreate(trx, actor, 'media', null, () => auditedPhoto(trx, photo)) : Promise.resolve(),
    );
    return getPhoto(db, photo);
  };

  await app.register(async (uploads) => {
    // Only this scope parses multipart forms: every other route still takes JSON alone.
    await uploads.register(fastifyMultipart, { limits: { ...UPLOAD_LIMITS, fileSize: PHOTO_LIMITS.maxBytes } });
    uploads.post(
      '/media',
      {
        config: { ...config, multipart: true },
        // A photo's size, not a form's: what Expect: 100-continue invites (http/connections.ts).
        bodyLimit: UPLOAD_BODY_LIMIT,
        // After the guards: a declared length over the limit, or a full queue, is refused before a byte is read.
        onRequest: async (request) => {
          if (Number(request.headers['content-length']) > UPLOAD_BODY_LIMIT) throw tooLarge();
          if (mediaQueue.full) throw queueFull();
        },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          description:
            'Uploads a photo as `multipart/form-data`: the field `shape` (`product`, `category` or `campaign`), the optional field ' +
            '`crop` (JSON `{ x, y, width, height }` in the upright original’s pixels; default: the largest centred crop of the ' +
            'shape), then the part `file`, in that order. JPEG, PNG, WebP or AVIF, recognised by content, at most 20 MB and 50 ' +
            'megapixels (16 for AVIF and WebP, which are decoded whole). A refused file is a 400 (413 when too large) naming `file`.',
          response: { 201: photoRecord, ...refusals(400, 413, 503) },
        },
      },
      async (request, reply) => {
        const actor = actorOf(request, dialect, now());
        const upload = await readUpload(request);
        const info = await readOriginal(upload.bytes);
        return reply.code(201).send(await makePhoto(request, actor, upload.bytes, info, upload.shape, upload.crop));
      },
    );
  });

  app.post(
    '/media/:original/crops',
    {
      config,
      schema: {
        tags,
        description: 'A new crop (or shape) of an original already uploaded, without uploading it again.',
        params: z.strictObject({ original: key }),
        body: cropInput,
        response: { 201: photoRecord, ...refusals(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request, dialect, now());
      const original = await getOriginal(db, request.params.original);
      const info = { format: original.format, width: original.width, height: original.height };
      return reply.code(201).send(await makePhoto(request, actor, original.bytes, info, request.body.shape, request.body.crop));
    },
  );

  app.get(
    '/media/:key',
    { schema: { tags, params: z.strictObject({ key }), response: { 200: photoRecord, ...refusals(404) } } },
    async (request) => getPhoto(db, request.params.key),
  );

  app.get(
    '/media/originals/:original',
    {
      schema: {
        tags,
        description: 'The original upright, at most 1600 pixels wide, as a JPEG without metadata: what the cropper shows.',
        params: z.strictObject({ original: key }),
        response: { 200: z.string().describe('image/jpeg'), ...refusals(404, 503) },
      },
    },
    async (request, reply) => {
      const original = await getOriginal(db, request.params.original);
      const preview = await whileServerWorks(request, () => mediaQueue.run(() => previewOriginal(original.bytes)));
      return reply
        .type('image/jpeg')
        .header('cache-control', 'no-store')
        .send(preview as unknown as string);
    },
  );
}

/**
 * While a photo waits its turn and is processed, the client is waiting on the server, not the
 * other way round: the connection's idle limit (twice REQUEST_TIMEOUT_MS, for clients that
 * stall) does not count that time, and starts again as the answer is written. How long the
 * wait can be is bounded by the queue's length instead (MEDIA_QUEUE_LENGTH).
 */
async function whileServerWorks<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  const socket = request.raw.socket as Partial<Socket>;
  // app.inject's requests have no real socket.
  if (typeof socket.setTimeout !== 'function') return work();
  const idleLimit = socket.timeout ?? 0;
  socket.setTimeout(0);
  try {
    return await work();
  } finally {
    if (socket.destroyed === false) socket.setTimeout(idleLimit);
  }
}
