/**
 * At most `limit` photos are processed at once (MEDIA_CONCURRENCY); the others wait their turn,
 * first come first served. Processing a photo takes a core for a second or two (sharp runs it
 * on Node's thread pool, one libvips thread each: see process.ts), so on a small server the
 * guests' requests keep the remaining cores however many staff upload at once.
 */
export class MediaQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {}

  /** Runs `task` when a place is free; its result or failure is the caller's. */
  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await task();
    } finally {
      // The place passes straight to the next in line, so a newcomer cannot slip in between.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  /** Tasks running and waiting, for tests and logs. */
  get load(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }
}
