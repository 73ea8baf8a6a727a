/**
 * How many guests' events one address may send a minute. Every phone on the restaurant's Wi-Fi
 * shares one address, so the limit is loose: it keeps one client from taking the whole buffer
 * (resources/reports/events.ts), not a guest from being counted. Kept in this process's memory
 * only, for the minute it covers: an address is never written anywhere.
 */
export const EVENT_RATE_LIMIT = { windowMs: 60_000, perAddress: 12_000, addresses: 10_000 } as const;

/** Where addresses past the `addresses` a window tracks are counted, together. */
const OTHERS = '';

/** A fixed window of events per address, reset every `windowMs` by the app's clock. */
export class EventsPerAddress {
  private counts = new Map<string, number>();
  private windowStart = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly clock: () => number,
    private readonly limit: { windowMs: number; perAddress: number; addresses: number } = EVENT_RATE_LIMIT,
  ) {}

  /** Whether `address` may send `events` more now; counted if so. */
  take(address: string, events: number): boolean {
    const now = this.clock();
    if (now - this.windowStart >= this.limit.windowMs || now < this.windowStart) {
      this.counts = new Map();
      this.windowStart = now;
    }
    // The map is bounded too: addresses beyond it share one count.
    const key = this.counts.has(address) || this.counts.size < this.limit.addresses ? address : OTHERS;
    const used = this.counts.get(key) ?? 0;
    if (used + events > this.limit.perAddress) return false;
    this.counts.set(key, used + events);
    return true;
  }

  /** Seconds until the window starts again. */
  retryAfter(): number {
    return Math.max(1, Math.ceil((this.windowStart + this.limit.windowMs - this.clock()) / 1000));
  }
}
