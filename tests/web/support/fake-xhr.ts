import { vi } from 'vitest';

/**
 * The network boundary of uploads: XMLHttpRequest, which fetch stubs do not reach (uploads use
 * it for their progress). Each request waits until the test sends progress and answers it.
 */
export class FakeUpload {
  readonly method: string;
  readonly url: string;
  readonly headers: Record<string, string> = {};
  body: FormData | null = null;
  private readonly request: FakeXMLHttpRequest;

  constructor(request: FakeXMLHttpRequest, method: string, url: string) {
    this.request = request;
    this.method = method;
    this.url = url;
  }

  /** The form's field names in the order they were sent. */
  fieldOrder(): string[] {
    return [...(this.body?.keys() ?? [])];
  }

  field(name: string): FormDataEntryValue | null {
    return this.body?.get(name) ?? null;
  }

  /** `loaded` of `total` bytes have gone. */
  progress(loaded: number, total: number): void {
    this.request.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }

  respond(status: number, body: unknown, headers: Record<string, string> = {}): void {
    this.request.status = status;
    this.request.responseText = JSON.stringify(body);
    this.request.responseHeaders = headers;
    this.request.readyState = 4;
    this.request.onload?.(new ProgressEvent('load'));
  }

  /** The connection drops. */
  fail(): void {
    this.request.onerror?.(new ProgressEvent('error'));
  }

  get aborted(): boolean {
    return this.request.aborted;
  }
}

class FakeXMLHttpRequest {
  static uploads: FakeUpload[] = [];
  readyState = 0;
  status = 0;
  responseText = '';
  responseType: XMLHttpRequestResponseType = '';
  responseHeaders: Record<string, string> = {};
  aborted = false;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: ((event: ProgressEvent) => void) | null = null;
  onerror: ((event: ProgressEvent) => void) | null = null;
  onabort: ((event: ProgressEvent) => void) | null = null;
  private current: FakeUpload | null = null;

  open(method: string, url: string): void {
    this.current = new FakeUpload(this, method, url);
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string): void {
    this.current!.headers[name.toLowerCase()] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  send(body: FormData): void {
    this.current!.body = body;
    FakeXMLHttpRequest.uploads.push(this.current!);
  }

  abort(): void {
    this.aborted = true;
    this.onabort?.(new ProgressEvent('abort'));
  }
}

/** Replaces XMLHttpRequest for the test (`vi.unstubAllGlobals()` puts it back); returns the uploads sent. */
export function stubUploads(): FakeUpload[] {
  FakeXMLHttpRequest.uploads = [];
  vi.stubGlobal('XMLHttpRequest', FakeXMLHttpRequest);
  return FakeXMLHttpRequest.uploads;
}
