import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { clientErrorBody } from './errors.js';
import { DOCUMENT_HEADERS } from './security-headers.js';

type ConnectionError = Error & { code?: string };

/** Node's refusals of what it cannot read as HTTP, with their status and message. */
function refusalOf(error: ConnectionError): { status: number; reason: string; message: string } {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, reason: 'Request Timeout', message: 'İstek zamanında tamamlanmadı.' };
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, reason: 'Request Header Fields Too Large', message: 'İstek başlıkları çok büyük.' };
    default:
      return { status: 400, reason: 'Bad Request', message: 'İstek anlaşılamadı.' };
  }
}

/**
 * Fastify's `clientErrorHandler`: a request Node cannot parse (a garbage request line, headers
 * too large) or one that took too long never reaches Fastify, so this writes the answer itself:
 * the API's error body with the pages' security headers (which request it was is unknown),
 * then closes the connection.
 */
export function answerClientError(this: FastifyInstance, error: ConnectionError, socket: Socket): void {
  // A reset connection is gone: there is no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Not the error itself: it carries the raw bytes received (`rawPacket`), a guest's search included.
  this.log.trace({ code: error.code, reason: error.message }, 'client error');
  // Nothing may be written into an answer that has started.
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const { status, reason, message } = refusalOf(error);
    const body = JSON.stringify(clientErrorBody(status, message));
    const headers = {
      ...DOCUMENT_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${body}`);
  }
  socket.destroy(error);
}
