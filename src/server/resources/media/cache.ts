/**
 * The photo files guests download most, kept in memory up to a number of bytes (MEDIA_CACHE_MB):
 * a menu shows the same dozen photos to every guest, and each is read from the database once.
 * Least recently used goes first. A file never changes under its address, so nothing is ever
 * stale; a photo the cleanup deleted is dropped (by this instance's cleanup, or everything when
 * another instance's cleanup deleted photos: version.ts).
 */
export class ByteLru<V extends { bytes: Buffer }> {
  private readonly entries = new Map<string, V>();
  private size = 0;
  private drops = 0;

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
    this.drops += 1;
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.delete(key);
  }

  /** Drops every entry. */
  clear(): void {
    this.drops += 1;
    this.entries.clear();
    this.size = 0;
  }

  /**
   * Changes whenever deleted photos' files are dropped: a file read from the database before a
   * deletion must not be put back after it, so a reader compares this before and after its read.
   */
  get generation(): number {
    return this.drops;
  }

  get bytes(): number {
    return this.size;
  }
}
