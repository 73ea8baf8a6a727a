import { createElement, lazy, type ComponentType, type FunctionComponent, type LazyExoticComponent } from 'react';

/** A part of the app in a chunk of its own, which can be loaded before it is shown. */
export type LazyPart<P extends object> = FunctionComponent<P> & {
  /**
   * Its source module, for a part a guest page shows as it arrives: as the build's manifest and
   * the guest pages' table (shared/guest-pages.ts) name it.
   */
  source: string | undefined;
  /** Loads the part's chunk (once); the part then draws at once, without suspending. */
  preload(): Promise<unknown>;
  /** Whether its chunk is here: the part draws at once. */
  ready(): boolean;
  /** After a failed download: the next time the part is drawn, its chunk is fetched again. */
  retry(): void;
};

const parts: LazyPart<never>[] = [];

/**
 * A part only some pages show (the dish page, the filter panel, the reviews, the restaurant's
 * details; each back-office screen), kept out of the download every page needs. Shown inside a
 * `<LazyBoundary>` (a `<Suspense>` with a visible loading line, and a message with 'Tekrar dene'
 * when the download fails). The difference from React's `lazy` is twofold: `preload`, so a part
 * already loaded draws synchronously (the server loads every part before drawing a page, the
 * browser the parts the server drew before attaching, so both draw the same markup), and
 * `retry`: React's lazy remembers a failed download for good, so each retry draws a new one.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>, source?: string): LazyPart<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<unknown> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        // The connection dropped: the next attempt loads it again.
        loading = undefined;
        throw error;
      },
    ));
  // React's lazy reads a thenable that settles synchronously at once: a loaded part never suspends.
  const newLazy = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() => (loaded ? (settled(loaded) as Promise<{ default: ComponentType<P> }>) : preload().then(() => loaded!)));
  let current = newLazy();
  const Part: FunctionComponent<P> = (props) => createElement(current as ComponentType<P>, props);
  const part = Object.assign(Part, {
    source,
    preload,
    ready: () => loaded !== undefined,
    retry: () => {
      if (!loaded) current = newLazy();
    },
  });
  parts.push(part);
  return part;
}

/** The part made from a source module, if any (the tests hold the router to the guest pages' table). */
export function partFrom(source: string): LazyPart<never> | undefined {
  return parts.find((part) => part.source === source);
}

/** Loads every part (the server, before drawing its first page). */
export function preloadAllParts(): Promise<unknown> {
  return Promise.all(parts.map((part) => part.preload()));
}

function settled<T>(value: T): PromiseLike<T> {
  return {
    then<R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null): PromiseLike<R1 | R2> {
      return settled(onFulfilled ? (onFulfilled(value) as R1) : (value as unknown as R1));
    },
  };
}
