import type { CacheEntry, CacheStore } from './cache-store.js';

/**
 * Per-process store with a bound on entries: keys come partly from request bodies (langId, locale), so an
 * unbounded map would let a client grow the heap. Map order is insertion order, which makes the oldest
 * entry the first key (a hit re-inserts, so this is least-recently-used).
 */
export function createMemoryStore(maxEntries = 1_000): CacheStore {
  const entries = new Map<string, { entry: CacheEntry; expiresAt: number }>();
  return {
    get(key) {
      const found = entries.get(key);
      if (found === undefined) return undefined;
      if (found.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, found);
      return found.entry;
    },
    set(key, entry, lifetimeMs) {
      entries.delete(key);
      entries.set(key, { entry, expiresAt: Date.now() + lifetimeMs });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
    },
    async close() {
      entries.clear();
    },
  };
}
