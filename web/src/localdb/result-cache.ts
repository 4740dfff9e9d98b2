/**
 * Cache of view results for 300000 ms, cleared by key prefix (client-radar.md §7 "Local database service", §9
 * "query cache 300000 ms"; client-detail.md §4: changing the date range clears cached queries).
 */

/** Time-to-live of a cached view result, in ms (client-radar.md §9). */
export const RESULT_CACHE_TTL_MS = 300_000;

/** Results keyed by text ('{view}:{filters json}'), each kept until `now() - storedAt >= ttlMs`. */
export class ResultCache {
  private readonly entries = new Map<string, { storedAt: number; value: unknown }>();

  /** @param now clock in ms since the epoch (injected so tests control time). */
  constructor(
    private readonly now: () => number,
    private readonly ttlMs: number = RESULT_CACHE_TTL_MS,
  ) {}

  /** The cached value of `key`, or computes, stores and returns it when missing or expired. */
  getOrCompute<T>(key: string, compute: () => T): T {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && now - entry.storedAt < this.ttlMs) return entry.value as T;
    const value = compute();
    this.entries.set(key, { storedAt: now, value });
    return value;
  }

  /** Drops every entry whose key starts with `prefix` (all entries when `prefix` is empty or omitted). */
  clear(prefix = ''): void {
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
