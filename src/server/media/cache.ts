/**
 * The photo files guests download most, kept in memory up to a number of bytes (MEDIA_CACHE_MB):
 * a menu shows the same dozen photos to every guest, and each is read from the database once.
 * Least recently used goes first. A file never changes under its address, so nothing is ever
 * stale; a photo the cleanup deleted is dropped.
 */
export class ByteLru<V extends { bytes: Buffer }> {
  private readonly entries = new Map<string, V>();
  private size = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value === undefined) return undefined;
    // A Map iterates in insertion order: moved to the end, it is the most recently used.
    this.entries.delete(key);
    this.entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    // A file bigger than the whole cache would only push everything else out.
    if (value.bytes.length > this.maxBytes) return;
    this.delete(key);
    this.entries.set(key, value);
    this.size += value.bytes.length;
    for (const [oldest, old] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.size -= old.bytes.length;
    }
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.size -= value.bytes.length;
  }

  /** Drops every entry whose key starts with `prefix` (a deleted photo's files). */
  deletePrefix(prefix: string): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }

  get bytes(): number {
    return this.size;
  }
}
