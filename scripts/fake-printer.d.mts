export function printedText(job: Buffer): string;

export interface FakePrinter {
  /** `127.0.0.1:<port>`, as a station names its printer. */
  address: string;
  /** Each whole ticket received, in order. */
  jobs: Buffer[];
  connections(): number;
  close(): Promise<void>;
}

export function startFakePrinter(options?: {
  port?: number;
  /** Which connections (1 for the first) to reset mid-ticket. */
  drop?: (connection: number) => boolean;
  onJob?: (job: Buffer) => void;
}): Promise<FakePrinter>;
