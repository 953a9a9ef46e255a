import type { Counter } from 'prom-client';

export type LookupResult = 'hit' | 'miss' | 'stale';
export type LookupCounters = Record<LookupResult, { inc(): void }>;

/**
 * bff_cache_lookups_total's counters of one kind of cache entry, looked up once per kind rather than by labels on
 * every lookup (the hot path of a cached answer).
 */
export function createLookupCounters(
  lookups: Counter<'cache' | 'result'>,
): (cache: string) => LookupCounters {
  const byCache = new Map<string, LookupCounters>();
  return (cache) => {
    let counters = byCache.get(cache);
    if (counters === undefined) {
      counters = {
        hit: lookups.labels({ cache, result: 'hit' }),
        miss: lookups.labels({ cache, result: 'miss' }),
        stale: lookups.labels({ cache, result: 'stale' }),
      };
      byCache.set(cache, counters);
    }
    return counters;
  };
}
