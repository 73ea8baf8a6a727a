import { HttpError } from './http/errors.js';

/** How long a refused upload is asked to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS = 10;

/** The queue is full: a photo would wait longer than its connection may last. */
export const queueFull = () =>
  new HttpError(503, 'busy', 'Şu an çok sayıda görsel işleniyor; birkaç saniye sonra yeniden deneyin.', undefined, {
    'retry-after': String(RETRY_AFTER_SECONDS),
  });

/**
 * At most `limit` photos are processed at once (MEDIA_CONCURRENCY); the others wait their turn,
 * first come first served. Processing a photo takes a core for a second or two (sharp runs it
 * on Node's thread pool, one libvips thread each: see process.ts), so on a small server the
 * guests' requests keep the remaining cores however many staff upload at once. At most
 * `maxWaiting` wait (MEDIA_QUEUE_LENGTH); one more is refused with 503 and Retry-After, rather
 * than kept waiting for longer than any client waits for an answer.
 */
export class MediaQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly limit: number,
    private readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {}

  /** Runs `task` when a place is free; its result or failure is the caller's. Throws queueFull() when the line is full. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.full) throw queueFull();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else this.running += 1;
    try {
      return await task();
    } finally {
      // The place passes straight to the next in line, so a newcomer cannot slip in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Whether a new task would be refused: every place taken and the line at its longest. */
  get full(): boolean {
    return this.running >= this.limit && this.waiting.length >= this.maxWaiting;
  }

  /** Tasks running and waiting, for tests and logs. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
