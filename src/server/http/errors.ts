import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ApiErrorBody } from '../../shared/api-error.js';

/** An error the API answers with on purpose: its status and message are safe to show. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = 'Kayıt bulunamadı') => new HttpError(404, 'not_found', message);
export const conflict = (message: string, fields?: Record<string, string>) =>
  new HttpError(409, 'conflict', message, fields);

/** Validates `data` with a shared zod schema, or throws a 400 naming each bad field. */
export function parseWith<S extends z.ZodType>(schema: S, data: unknown): z.infer<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw validationError(result.error);
}

export function validationError(error: z.ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= 'Bilinmeyen alan';
      continue;
    }
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return new HttpError(400, 'validation', 'Geçersiz veri: lütfen işaretli alanları düzeltin.', fields);
}

/**
 * One error handler for the whole API. Refusals of bad input keep their status (400, 413,
 * 415, …) and a plain message; anything unexpected is logged in full and answered with a
 * generic message and the request id, never with SQL or a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiErrorBody = { error: error.code, message: error.message };
      if (error.fields) body.fields = error.fields;
      return reply.code(error.statusCode).headers(error.headers ?? {}).send(body);
    }
    if (error instanceof z.ZodError) {
      const refusal = validationError(error);
      return reply.code(400).send({ error: refusal.code, message: refusal.message, fields: refusal.fields });
    }
    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      const body: ApiErrorBody = { error: clientErrorCode(statusCode), message: clientErrorMessage(error, statusCode) };
      return reply.code(statusCode).send(body);
    }
    request.log.error({ err: error }, 'request failed');
    const body: ApiErrorBody = {
      error: 'internal',
      message: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
      requestId: String(request.id),
    };
    return reply.code(500).send(body);
  });

}

function clientErrorCode(statusCode: number): string {
  switch (statusCode) {
    case 400:
      return 'bad_request';
    case 413:
      return 'payload_too_large';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    default:
      return 'client_error';
  }
}

function clientErrorMessage(error: Error & { code?: string }, statusCode: number): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'İstek gövdesi geçerli JSON değil.';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'İstek gövdesi çok büyük.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Bu içerik türü kabul edilmiyor; JSON gönderin.';
    default:
      // Fastify's own 4xx messages describe the request, not the server, and are safe to show.
      return statusCode === 400 && error instanceof SyntaxError ? 'İstek gövdesi geçerli JSON değil.' : error.message;
  }
}
