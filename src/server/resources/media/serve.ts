import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, MediaVariantFormat } from '../../platform/db/schema.js';
import type { Api } from '../../platform/http/contract.js';
import { refusals } from '../../platform/http/contract.js';
import { STRICT_TRANSPORT_SECURITY } from '../../platform/http/security-headers.js';
import type { ByteLru } from './cache.js';
import { getVariant, MISSING } from './queries.js';

/** `<key>-<width>.<ext>`: one file of one photo. */
const FILE = /^([0-9a-f]{64})-([1-9][0-9]{0,3})\.(avif|webp|jpg)$/;

const FORMATS: Record<string, { format: MediaVariantFormat; type: string }> = {
  avif: { format: 'avif', type: 'image/avif' },
  webp: { format: 'webp', type: 'image/webp' },
  jpg: { format: 'jpeg', type: 'image/jpeg' },
};

/**
 * A file's address names its content (the photo's key is a hash of its original and crop), so
 * browsers and proxies may keep it a year without asking again. It is never a document: it may
 * run nothing and load nothing, whatever a browser would make of it.
 */
const FILE_HEADERS = [
  'cache-control',
  'public, max-age=31536000, immutable',
  'x-content-type-options',
  'nosniff',
  'content-security-policy',
  "default-src 'none'",
];

/** A cached file: its bytes and every header of its answer, worked out once. */
export interface CachedFile {
  bytes: Buffer;
  etag: string;
  headers: string[];
}

// Checked by the handler, so that every refusal of this route carries its headers too.
const params = z.strictObject({ file: z.string().describe('`<key>-<width>.avif`, `.webp` or `.jpg`') });

/**
 * GET /media/<key>-<width>.avif|webp|jpg: the photos guests download. Like the menu, it stands
 * outside the pages' hooks and writes its prepared answer straight to Node's response; files
 * come from memory (cache.ts) after their first request.
 */
export function mediaFileRoutes(app: Api, db: Kysely<Database>, cache: ByteLru<CachedFile>): void {
  app.get(
    '/media/:file',
    {
      schema: {
        tags: ['Görseller'],
        description:
          'One file of an uploaded photo: `<key>-<width>.avif`, `.webp` or `.jpg` (the widths are the photo’s `widths`; the JPEG is ' +
          '1280 wide, or the photo’s width when narrower). Cached by browsers for a year (immutable); `If-None-Match` with its ETag answers 304.',
        params,
        response: {
          200: z.string().describe('The image (image/avif, image/webp or image/jpeg)'),
          304: z.null().describe('Not modified'),
          ...refusals(404),
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      let cached = cache.get(file);
      if (!cached) {
        const generation = cache.generation;
        const [, key = '', width = '', ext = ''] = FILE.exec(file) ?? [];
        const known = FORMATS[ext];
        const variant = known ? await getVariant(db, key, Number(width), known.format) : undefined;
        if (!known || !variant) {
          reply.header('x-content-type-options', 'nosniff').header('content-security-policy', "default-src 'none'");
          return reply.code(404).send({ error: 'not_found', message: MISSING, requestId: request.id });
        }
        cached = {
          bytes: variant.bytes,
          etag: variant.etag,
          headers: [...FILE_HEADERS, 'etag', variant.etag, 'content-type', known.type, 'content-length', String(variant.bytes.length)],
        };
        // Deleted while it was read: served this once, not kept.
        if (cache.generation === generation) cache.set(file, cached);
      }
      reply.hijack();
      const extra =
        request.protocol === 'https'
          ? ['x-request-id', request.id, 'strict-transport-security', STRICT_TRANSPORT_SECURITY]
          : ['x-request-id', request.id];
      if (matches(request.headers['if-none-match'], cached.etag)) {
        reply.raw.writeHead(304, [...FILE_HEADERS, 'etag', cached.etag, ...extra]).end();
        return;
      }
      reply.raw.writeHead(200, [...cached.headers, ...extra]).end(cached.bytes);
    },
  );
}

/** `If-None-Match`: `*`, or a list of tags (weak ones compare equal, as RFC 9110 says for it). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
