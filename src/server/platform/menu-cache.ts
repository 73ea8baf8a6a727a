import { createHash } from 'node:crypto';
import type { PublicMenu } from '../../shared/menu.js';
import { prepareBody, type PreparedBody } from './http/compressed.js';

/** The menu as one language's guests get it, serialized and compressed once. */
export interface ServedMenu {
  menu: PublicMenu;
  json: string;
  body: PreparedBody;
}

export interface CachedMenu extends ServedMenu {
  /**
   * The menu the server works with: with every language's texts (features/menu/languages.ts),
   * for the addresses of every page in every language. `json` and `body` are the menu served
   * to Turkish and English pages.
   */
  full: PublicMenu;
  /** Changes with anything any language's guests see (the server's drawn pages are kept by it). */
  etag: string;
  /** The menu served in a language of its own (`GET /api/menu?language=ru`), prepared once per language. */
  servedIn(language: string | null): Promise<ServedMenu>;
  /** The same, without waiting, once it has been prepared (the fast path of a language's guests). */
  preparedIn(language: string | null): ServedMenu | undefined;
}

/** The menu as the guests of `language` get it (null: Turkish and English). */
export type MenuProjection = (menu: PublicMenu, language: string | null) => PublicMenu;

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
    private readonly project: MenuProjection = (menu) => menu,
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
    const promise = this.load(day).then(async (full) => {
      const served = await this.#serve(full, null);
      const etag = `"${createHash('sha256').update(JSON.stringify(full)).digest('base64url').slice(0, 27)}"`;
      const others = this.#servedIn(full);
      const ready = new Map<string, ServedMenu>();
      const entry: CachedMenu & { day: string } = {
        ...served,
        full,
        day,
        etag,
        servedIn: (language) =>
          language === null
            ? Promise.resolve(served)
            : others(language).then((menu) => {
                ready.set(language, menu);
                return menu;
              }),
        preparedIn: (language) => (language === null ? served : ready.get(language)),
      };
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

  async #serve(full: PublicMenu, language: string | null): Promise<ServedMenu> {
    const menu = this.project(full, language);
    const json = JSON.stringify(menu);
    return { menu, json, body: await prepareBody(json, 'application/json; charset=utf-8') };
  }

  #servedIn(full: PublicMenu): (language: string) => Promise<ServedMenu> {
    const served = new Map<string, Promise<ServedMenu>>();
    return (language) => {
      let menu = served.get(language);
      if (menu === undefined) {
        menu = this.#serve(full, language);
        served.set(language, menu);
      }
      return menu;
    };
  }
}
