import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiErrorBody } from '../../../shared/api-error.js';
import { BUSY_RETRY_AFTER_SECONDS, isDatabaseBusy } from '../db/busy.js';
import { protocolOf, trustedProxies } from './connections.js';
import { setSecurityHeaders } from './security-headers.js';

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
export const conflict = (message: string, fields?: Record<string, string>) => new HttpError(409, 'conflict', message, fields);

/** A 400 for one field of the input, as a validation error reads. */
export const fieldError = (field: string, message: string) =>
  new HttpError(400, 'validation', 'Geçersiz veri: lütfen işaretli alanları düzeltin.', { [field]: message });

export function validationError(error: z.ZodError): HttpError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      // Under the object that has it: `extra`, or `sizes.0.extra` inside a list's item.
      for (const key of issue.keys) fields[[...issue.path.map(String), key].join('.')] ??= 'Bilinmeyen alan';
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
 * generic message, never with SQL or a stack trace. Every error body carries the request id.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs (an
 * address whose percent-encoding is not UTF-8, such as `/%c0%ae`) gets the same body and the
 * same security headers as every other answer. The request Fastify hands over here does not
 * follow TRUST_PROXY, so the scheme (for HSTS) is read as the routes' requests read it.
 */
export function frameworkErrorHandler(trustProxy: string | undefined) {
  const proxies = trustedProxies(trustProxy);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    setSecurityHeaders(request, reply, protocolOf(request.raw, proxies));
    void sendError(error, request, reply);
  };
}

function sendError(error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // Every refusal names its request, in the body and the header: what staff read out from a
  // screen or a browser's network tab finds the server's log lines of that request.
  const requestId = request.id;
  reply.header('x-request-id', requestId);
  if (error instanceof HttpError) {
    const body: ApiErrorBody = { error: error.code, message: error.message };
    if (error.fields) body.fields = error.fields;
    body.requestId = requestId;
    return reply
      .code(error.statusCode)
      .headers(error.headers ?? {})
      .send(body);
  }
  if (error instanceof z.ZodError) {
    const refusal = validationError(error);
    return reply.code(400).send({ error: refusal.code, message: refusal.message, fields: refusal.fields, requestId });
  }
  const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (statusCode >= 400 && statusCode < 500) {
    return reply.code(statusCode).send({ ...clientErrorBody(statusCode, clientErrorMessage(error, statusCode)), requestId });
  }
  if (isDatabaseBusy(error)) {
    request.log.warn({ err: error }, 'database busy: answered 503');
    return reply
      .code(503)
      .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
      .send({ error: 'busy', message: 'Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.', requestId });
  }
  request.log.error({ err: error }, 'request failed');
  const body: ApiErrorBody = {
    error: 'internal',
    message: 'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
    requestId,
  };
  return reply.code(500).send(body);
}

/** The body of a 4xx answer that is not one of ours (Fastify's or Node's refusals). */
export function clientErrorBody(statusCode: number, message: string): ApiErrorBody {
  return { error: clientErrorCode(statusCode), message };
}

function clientErrorCode(statusCode: number): string {
  switch (statusCode) {
    case 400:
      return 'bad_request';
    case 408:
      return 'request_timeout';
    case 413:
      return 'payload_too_large';
    case 414:
      return 'uri_too_long';
    case 415:
      return 'unsupported_media_type';
    case 429:
      return 'too_many_requests';
    case 431:
      return 'headers_too_large';
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
    case 'FST_ERR_BAD_URL':
      return 'Adres geçerli değil.';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'Adres çok uzun.';
    default:
      // Fastify's own 4xx messages describe the request, not the server, and are safe to show.
      return statusCode === 400 && error instanceof SyntaxError ? 'İstek gövdesi geçerli JSON değil.' : error.message;
  }
}
