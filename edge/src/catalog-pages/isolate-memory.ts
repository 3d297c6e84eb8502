/**
 * What one isolate keeps of the pages it has served, in front of the Cache API
 * (docs/decisions/041-pages-kept-in-the-isolate.md). An isolate serves many requests, and reading
 * its own memory costs nothing where a Cache API read is a round trip; the freshness rules of
 * ./page-cache.ts apply to a remembered copy exactly as to one from the Cache API.
 */

/** Bytes an isolate may spend on pages: a Workers isolate has 128 MB, and these copies are only a shortcut. */
export const ISOLATE_PAGE_BYTES = 12 * 1024 * 1024;

/** The bytes a string takes in V8: two a character once it holds Korean. */
export const stringBytes = (text: string): number => text.length * 2;

/**
 * A map that forgets its least recently used entries once their sizes add up to more than
 * `maxBytes`. An entry larger than the whole budget is not kept.
 */
export class BoundedLru<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // A Map iterates in insertion order: inserting again marks the entry as the newest.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.sizeOf(value);
    if (bytes > this.maxBytes) return;
    this.entries.set(key, { value, bytes });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }
}
