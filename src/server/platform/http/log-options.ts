import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config.js';

/**
 * What the log never holds, whoever logs what: session and device cookies, the metrics token,
 * passwords in any object logged. (Guests' searches are kept out by request-logger.ts, which
 * logs addresses without their query.) pino writes `[redacted]` in their place.
 */
export const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
  'password',
  'currentPassword',
  'newPassword',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
];

/** The server's logger options: the configured level by default, and the redaction always. */
export function loggerOptions(level: LogLevel, given: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (given === false) return false;
  const options = given === undefined || given === true ? { level } : given;
  return { ...options, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
}
