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
 */
export interface PageDataCache {
  read<T>(key: string, load: () => Promise<T>): Promise<T>;
}

export function createPageDataCache(options: { ttlMs: number; maxEntries: number }): PageDataCache | null {
  if (options.ttlMs <= 0 || options.maxEntries <= 0) return null;
  const answers = new LRUCache<string, { value: unknown }>({ max: options.maxEntries, ttl: options.ttlMs });
  // Pages missing the same answer at once wait for one shop call.
  const coalesce = createCoalescer();
  return {
    read<T>(key: string, load: () => Promise<T>): Promise<T> {
      const kept = answers.get(key);
      if (kept) return Promise.resolve(kept.value as T);
      return coalesce(key, async () => {
        const value = await load();
        answers.set(key, { value });
        return value;
      }).promise;
    },
  };
}
