export interface LoadOptions {
  /** A running server on this machine; without it, the built server is started on a temporary folder. */
  url?: string;
  /** The Admin user's password on `url`. */
  password?: string;
  /** The server's log, read for SQLITE_BUSY when `url` is given. */
  logFile?: string;
  webDir?: string;
  seconds?: number;
  guests?: number;
  staff?: number;
}

export interface LoadFigures {
  users: number;
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
}

export interface LoadReport {
  seconds: number;
  guests: LoadFigures;
  staff: LoadFigures & { writes: number };
  requestsPerSecond: number;
  errors: number;
  busy: number;
  busySource: string;
  failures: string[];
}

export function runLoad(options?: LoadOptions): Promise<LoadReport>;
export function formatLoadReport(report: LoadReport): string;
