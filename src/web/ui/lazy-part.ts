import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A part of the guest pages in a chunk of its own, which can be loaded before it is shown. */
export type LazyPart<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  /** Loads the part's chunk (once); the part then draws at once, without suspending. */
  preload(): Promise<unknown>;
};

const parts: LazyPart<never>[] = [];

/**
 * A part only some guest pages show (the dish page, the restaurant's details), kept out of the
 * download every page needs. Shown inside a `<Suspense>` boundary, like any lazy component; the
 * difference is `preload`: a part already loaded draws synchronously. The server loads every
 * part before drawing a page (preloadAllParts), and the browser loads the parts the server drew
 * before attaching to the page, so both draw the same markup and nothing waits for a fallback.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
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
  const component = lazy(() => (loaded ? (settled(loaded) as Promise<{ default: ComponentType<P> }>) : preload().then(() => loaded!)));
  const part = Object.assign(component, { preload });
  parts.push(part as unknown as LazyPart<never>);
  return part;
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
