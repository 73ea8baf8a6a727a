import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.js';
import type { MenuCache } from '../../platform/menu-cache.js';

/**
 * Keeps the menu caches of several app instances in step. Every change writes a new random
 * `menu_version` in the shared database; each instance polls it and empties its cache when it
 * differs, so guests of every instance see a change within the poll interval.
 */
export class MenuVersion {
  #seen: string | null = null;
  #timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: MenuCache,
  ) {}

  /** Called after every change to what guests see: empties this instance's cache and tells the others. */
  async changed(): Promise<void> {
    this.cache.invalidate();
    const value = randomUUID();
    this.#seen = value;
    await this.db
      .insertInto('meta')
      .values({ key: 'menu_version', value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }

  /** Starts polling every `intervalMs` (only needed when other instances share the database). */
  watch(intervalMs: number, onError: (error: unknown) => void): void {
    const poll = async () => {
      try {
        const row = await this.db.selectFrom('meta').select('value').where('key', '=', 'menu_version').executeTakeFirst();
        const value = row?.value ?? null;
        if (value !== this.#seen) {
          this.#seen = value;
          this.cache.invalidate();
        }
      } catch (error) {
        onError(error);
      }
    };
    this.#timer = setInterval(() => void poll(), intervalMs);
    this.#timer.unref();
  }

  stop(): void {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
  }
}
