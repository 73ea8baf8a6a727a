/**
 * Whether a database error means "too busy now", not "wrong": no connection of PostgreSQL's
 * pool came free in time (every one held by other requests), a connection to the server could
 * not be made in time, a statement ran past statement_timeout, or SQLite's file stayed locked
 * by another writer past busy_timeout. The same request may well succeed seconds later, so it is
 * answered 503 with Retry-After (platform/http/errors.ts), never 500.
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'SQLITE_BUSY' || code === '57014') return true;
  // pg-pool's own errors carry no code, only these messages.
  return message === 'timeout exceeded when trying to connect' || message === 'Connection terminated due to connection timeout';
}

/** Seconds a client is asked to wait before trying a busy database again. */
export const BUSY_RETRY_AFTER_SECONDS = 5;
