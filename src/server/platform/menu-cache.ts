import type { PublicMenu } from '../../shared/menu.js';
import { prepareBody, type PreparedBody } from './http/compressed.js';

export interface CachedMenu {
  menu: PublicMenu;
  /** The menu serialized once, served as is to every guest. */
  json: string;
  /** The same, compressed once, for `GET /api/menu`. */
  body: PreparedBody;
  etag: string;
}

/**
 * The public menu, read from the database once per change instead of once per guest.
 * Every change calls `invalidate()`. The menu also depends on the calendar day (campaigns),
 * so a new day reads it again.
 */
export class MenuCache {
  #entry: (CachedMenu & { day: string }) | null = null;
  #pending: { day: string; generation: number; promise: Promise<CachedMenu> } | null = null;
  #generation = 0;

  constructor(
    private readonly load: (day: string) => Promise<PublicMenu>,
    private readonly today: () => string,
  ) {}

  /** The cached menu when it is current, without waiting: the fast path of every menu request. */
  current(): CachedMenu | null {
    return this.#entry && this.#entry.day === this.today() ? this.#entry : null;
  }

  get(): Promise<CachedMenu> {
    const day = this.today();
    if (this.#entry && this.#entry.day === day) return Promise.resolve(this.#entry);
    if (this.#pending && this.#pending.day === day && this.#pending.generation === this.#generation) {
      return this.#pending.promise;
    }
    const generation = this.#generation;
    const promise = this.load(day).then(async (menu) => {
      const json = JSON.stringify(menu);
      const body = await prepareBody(json, 'application/json; charset=utf-8');
      const entry = { menu, json, body, etag: body.etag, day };
      // A change that happened while this read ran makes the result stale: serve it to the
      // requests that asked for it, but do not keep it.
      if (generation === this.#generation) this.#entry = entry;
      return entry;
    });
    this.#pending = { day, generation, promise };
    const clear = () => {
      if (this.#pending?.promise === promise) this.#pending = null;
    };
    promise.then(clear, clear);
    return promise;
  }

  invalidate(): void {
    this.#generation += 1;
    this.#entry = null;
  }
}
