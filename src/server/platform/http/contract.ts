import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_INT32 } from '../../../shared/schemas/fields.js';
import { HttpError, validationError } from './errors.js';

/**
 * The app as route modules see it: each route's `schema` holds the shared zod schemas, and the
 * handler's `request.body`, `params` and `query` are typed as what those schemas output.
 */
export type Api = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Validates a request part with its zod schema. A refused body or query string is a 400 with
 * a Turkish message per field (D2), exactly as the forms show it; a path that names no
 * possible record (`/products/abc`) is that record not being found.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    if (httpPart === 'params') return { error: new HttpError(404, 'not_found', result.error.issues[0]?.message ?? 'Kayıt bulunamadı') };
    return { error: validationError(result.error) };
  };

/**
 * An id in a path, written the one way the API writes ids (`12`, not `12.0`, `1e1`, ` 12` or
 * `0x0c`), so one record has one address; anything else is `missing`.
 */
export const pathId = (missing: string) =>
  z
    .string({ error: missing })
    .regex(/^[1-9][0-9]{0,9}$/, { error: missing })
    .transform(Number)
    .pipe(z.number().max(MAX_INT32, { error: missing }));

/** `/…/:id` of a record; a path naming no possible record answers 404 `missing`. */
export const idParams = (missing: string) => z.strictObject({ id: pathId(missing) });

/** The body of every refusal (`shared/api-error.ts`). */
export const apiError = z
  .object({
    error: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    requestId: z.string().optional(),
  })
  .describe('A refusal: a code, a message to show, and the message of each refused field');

/** The refusals a route may answer with, each with the error body. */
export function refusals<const S extends number[]>(...statuses: S): { [K in S[number]]: typeof apiError } {
  return Object.fromEntries(statuses.map((status) => [status, apiError])) as { [K in S[number]]: typeof apiError };
}

/** A 204: nothing to read. */
export const noContent = z.null().describe('No content');

/**
 * An answer that is not JSON (a page, a manifest, an image, an event stream), for the API
 * reference: what it is and its content type, or each it may have. Fastify sends the handler's
 * text or bytes as they are; the schema only documents them.
 */
export function answerOf(description: string, ...types: [string, ...string[]]) {
  return { description, content: Object.fromEntries(types.map((type) => [type, { schema: z.string() }])) };
}
