import { LRUCache } from 'lru-cache';
import type { CacheEntry, CacheStore } from './cache-store.js';

/** Entries kept per kind by default: every site × language of a kind many times over. */
export const DEFAULT_MAX_ENTRIES_PER_KIND = 500;

/**
 * Per-process store: one least-recently-used map per kind, each with its own bound. Keys are built only from
 * bounded sets (sites, known languages), and the per-kind bound holds even if one were not: a flood of one kind
 * (e.g. search flags) evicts only its own kind, never the store config or translations every page needs to
 * survive a shop outage.
 */
export function createMemoryStore(maxEntriesPerKind = DEFAULT_MAX_ENTRIES_PER_KIND): CacheStore {
  const kinds = new Map<string, LRUCache<string, CacheEntry>>();
  const kindOf = (kind: string) => {
    let entries = kinds.get(kind);
    if (entries === undefined) {
      entries = new LRUCache<string, CacheEntry>({ max: maxEntriesPerKind });
      kinds.set(kind, entries);
    }
    return entries;
  };
  return {
    get(kind, key) {
      return kinds.get(kind)?.get(key);
    },
    set(kind, key, entry, lifetimeMs) {
      kindOf(kind).set(key, entry, { ttl: Math.max(1, lifetimeMs) });
    },
    async close() {
      for (const entries of kinds.values()) entries.clear();
      kinds.clear();
    },
  };
}
