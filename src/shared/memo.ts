/**
 * A value made on first use and kept. Intl formatters are slow to build (a phone pays several
 * milliseconds each), so they are built when a page first needs them, not while it starts.
 */
export function memo<T>(make: () => T): () => T {
  let value: T | undefined;
  let made = false;
  return () => {
    if (!made) {
      value = make();
      made = true;
    }
    return value as T;
  };
}
