import type { ApiErrorBody } from '../../shared/api-error.js';

/** An answer from the API that was not a success, with its status and error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
  /** `no-cache`: a fresh answer (revalidated), not a stored copy, when the network gives one. */
  cache?: RequestCache;
  /** Sees the answer's headers (when the menu was served, for the offline notice). */
  received?: (response: Response) => void;
}

/** Calls the JSON API; answers other than 2xx throw an `ApiError`, network failures a `TypeError`. */
export async function apiRequest<T>(path: string, { method = 'GET', body, signal, cache, received }: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
    credentials: 'same-origin',
    ...(cache ? { cache } : {}),
  });
  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));
  received?.(response);
  return (await response.json()) as T;
}

async function readErrorBody(response: Response): Promise<ApiErrorBody> {
  const fallback: ApiErrorBody = { error: `http_${response.status}`, message: response.statusText };
  try {
    const body: unknown = await response.json();
    if (isApiErrorBody(body)) return body;
  } catch {
    // A proxy's HTML error page, or an empty body: the status still says what happened.
  }
  return fallback;
}

function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
