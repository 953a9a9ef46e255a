import { LRUCache } from 'lru-cache';
import { createCoalescer } from './coalesce.js';

/**
 * The catalogue answers pages read, kept a few seconds and shared by every visitor, signed in or not. The page
 * cache keeps whole pages for anonymous visitors only (a page with a session is never kept); this keeps what a
 * page is made of instead, so a signed-in shopper's category page, or any page with a query, costs its render
 * but no shop call when another visitor asked the same within PAGE_DATA_CACHE_TTL_MS. Only reads the shop answers
 * alike for everyone (searches, listings, products: no session, cart or price of one shopper in them), and only
 * for pages: /api calls from the browser keep reading the shop (a shopper's "load more" or filter is current).
 * An answer is the contract-checked one, kept as it came; a failure is never kept. Pages missing one answer at the
 * same moment share its shop call.
 *
 * Past its time to live an answer is still served, for as long again, while one page's read refreshes it: a
 * busy page's answer expiring would otherwise make every page asking meanwhile wait on that one shop call, and on
 * a loaded machine some of them past their time budget (a 503), every PAGE_DATA_CACHE_TTL_MS.
 */
export interface PageDataCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export function createPageDataCache(
  options: { ttlMs: number; maxEntries: number },
  now: () => number = performance.now.bind(performance),
): PageDataCache | null {
  if (options.ttlMs <= 0 || options.maxEntries <= 0) return null;
  const { ttlMs } = options;
  // Kept for twice the time to live: fresh for the first, served stale while refreshed in the second.
  const answers = new LRUCache<string, { value: unknown }>({
    max: options.maxEntries,
    ttl: 2 * ttlMs,
    // The test's clock, when given, read on every lookup (the default caches it for a millisecond).
    perf: { now },
    ttlResolution: 0,
  });
  // Pages missing the same answer at once wait for one shop call; a stale answer is refreshed by one call.
  const coalesce = createCoalescer();
  const loadAndKeep = <T>(key: string, load: () => Promise<T>) =>
    coalesce(key, async () => {
      const value = await load();
      answers.set(key, { value });
      return value;
    }).promise;
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const kept = answers.get(key);
      if (!kept) return loadAndKeep(key, load);
      // Fresh while more than one time to live of its two is left.
      if (answers.getRemainingTTL(key) <= ttlMs) {
        // A failed refresh keeps the stale answer (for the rest of its time); the next page tries again.
        loadAndKeep(key, load).catch(() => undefined);
      }
      return Promise.resolve(kept.value as T);
    },
  };
}
