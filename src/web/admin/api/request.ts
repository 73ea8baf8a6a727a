import type { ApiErrorBody } from '../../../shared/api-error.js';
import { ApiError } from '../../api/client.js';

/** An API refusal, plus how long the server asked us to wait (429 `Retry-After`), in seconds. */
export class AdminApiError extends ApiError {
  readonly retryAfterSeconds: number | null;

  constructor(status: number, body: ApiErrorBody, retryAfterSeconds: number | null) {
    super(status, body);
    this.name = 'AdminApiError';
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Calls the staff API. The guest client only knows GET and POST; the back office also updates,
 * switches and deletes, and a 204 has no body to read. Answers other than 2xx throw an
 * `AdminApiError` (an `ApiError`, so the shared retry rules apply).
 */
export async function adminRequest<T>(path: string, { method = 'GET', body, signal }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    credentials: 'same-origin',
  });
  if (!response.ok) {
    throw new AdminApiError(response.status, await readErrorBody(response), retryAfter(response.headers.get('Retry-After')));
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

/** `Retry-After` is either a number of seconds or an HTTP date. */
export function retryAfter(header: string | null, now: number = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - now) / 1000));
}

async function readErrorBody(response: Response): Promise<ApiErrorBody> {
  try {
    return errorBodyOf(await response.json(), response.status);
  } catch {
    // A proxy's HTML error page, or an empty body: the status still says what happened.
    return errorBodyOf(undefined, response.status);
  }
}

/** An error answer's body as the API writes it, or one naming only the status when it is not one. */
export function errorBodyOf(body: unknown, status: number): ApiErrorBody {
  if (typeof body === 'object' && body !== null && typeof (body as ApiErrorBody).error === 'string') {
    const { error, message, fields, requestId } = body as ApiErrorBody;
    return {
      error,
      message: typeof message === 'string' ? message : '',
      ...(fields && typeof fields === 'object' ? { fields } : {}),
      ...(typeof requestId === 'string' ? { requestId } : {}),
    };
  }
  return { error: `http_${status}`, message: '' };
}
