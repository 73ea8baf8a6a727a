import type { ApiErrorBody } from '../../shared/api-error.js';

/**
 * An answer from the API that was not a success: its status, its error body, and the
 * `Retry-After` the server sent with it (a 429 or a 503), as written.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;
  readonly retryAfter: string | null;

  constructor(status: number, body: ApiErrorBody, retryAfter: string | null = null) {
    super(body.message || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
  }
}

/** A shared record schema an answer must meet (zod's, as `shared/schemas` declares them). */
export interface AnswerSchema {
  parse(value: unknown): unknown;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** `no-cache`: a fresh answer (revalidated), not a stored copy, when the network gives one. */
  cache?: RequestCache;
  /** Outlives the page (a delete sent as the page is left). */
  keepalive?: boolean;
  /** Sees the answer's headers (when the menu was served, for the offline notice). */
  received?: (response: Response) => void;
  /**
   * What the answer is, checked in development and in the tests (a changed record shape fails
   * them); the production build leaves the check out.
   */
  answer?: AnswerSchema;
}

/**
 * Calls the JSON API, the guest pages and the back office alike. Answers other than 2xx throw
 * an `ApiError`, network failures a `TypeError`; a 204 answers `undefined`.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, signal, cache, keepalive, received } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    keepalive,
    credentials: 'same-origin',
    ...(cache ? { cache } : {}),
  });
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response), response.headers.get('Retry-After'));
  received?.(response);
  const text = await response.text();
  const data: unknown = text === '' ? undefined : JSON.parse(text);
  if (import.meta.env.MODE !== 'production') options.answer?.parse(data);
  return data as T;
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
  const found = body as Partial<ApiErrorBody> | null | undefined;
  return typeof found?.error === 'string'
    ? { ...found, error: found.error, message: found.message ?? '' }
    : { error: `http_${status}`, message: '' };
}
