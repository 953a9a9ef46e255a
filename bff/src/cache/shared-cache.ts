import type { Counter } from 'prom-client';
import type { CacheEntry, CacheStore } from './cache-store.js';

export interface CachedValue<T> {
  value: T;
  /** The value serialised once when stored, so a hit can be sent without re-serialising. */
  json: string;
}

export interface SharedCacheOptions {
  store: CacheStore;
  /** How long an entry is served without asking the shop. */
  ttlMs: number;
  /** How long past its TTL an entry may still be served while the shop fails. */
  staleMs: number;
  lookups: Counter<'cache' | 'result'>;
  onStaleServed?: (key: string, error: unknown) => void;
}

type Result = 'hit' | 'miss' | 'stale';

/**
 * Read-through cache with single-flight (a burst of misses for one key makes one shop call) and
 * stale-on-error (a shop outage serves the last good answer for up to the stale window). With a Redis store
 * the single-flight covers the Redis read too, so a burst does not race several loads past a cold Redis.
 */
export class SharedCache {
  readonly #options: SharedCacheOptions;
  readonly #inflight = new Map<string, Promise<CachedValue<unknown>>>();
  readonly #counters = new Map<string, Record<Result, { inc(): void }>>();

  constructor(options: SharedCacheOptions) {
    this.#options = options;
  }

  get<T>(cache: string, key: string, load: () => Promise<T>): Promise<CachedValue<T>> {
    const fullKey = `${cache}:${key}`;
    const pending = this.#inflight.get(fullKey);
    if (pending !== undefined) return pending as Promise<CachedValue<T>>;
    const counters = this.#countersFor(cache);
    const found = this.#options.store.get(fullKey);
    // The hot path: a fresh entry in memory is answered without creating a lookup promise chain.
    if (found !== undefined && !(found instanceof Promise) && this.#isFresh(found)) {
      counters.hit.inc();
      return Promise.resolve(materialise<T>(found));
    }
    const lookup = this.#lookup(fullKey, counters, found, load).finally(() => this.#inflight.delete(fullKey));
    this.#inflight.set(fullKey, lookup);
    return lookup;
  }

  async #lookup<T>(
    fullKey: string,
    counters: Record<Result, { inc(): void }>,
    found: CacheEntry | undefined | Promise<CacheEntry | undefined>,
    load: () => Promise<T>,
  ): Promise<CachedValue<T>> {
    const entry = await found;
    if (entry !== undefined && this.#isFresh(entry)) {
      counters.hit.inc();
      return materialise<T>(entry);
    }
    try {
      const value = await load();
      const fresh: CacheEntry = { storedAt: Date.now(), json: JSON.stringify(value), value };
      await this.#options.store.set(fullKey, fresh, this.#options.ttlMs + this.#options.staleMs);
      counters.miss.inc();
      return { value, json: fresh.json };
    } catch (error) {
      if (entry !== undefined && Date.now() - entry.storedAt < this.#options.ttlMs + this.#options.staleMs) {
        counters.stale.inc();
        this.#options.onStaleServed?.(fullKey, error);
        return materialise<T>(entry);
      }
      throw error;
    }
  }

  #isFresh(entry: CacheEntry): boolean {
    return Date.now() - entry.storedAt < this.#options.ttlMs;
  }

  #countersFor(cache: string): Record<Result, { inc(): void }> {
    let counters = this.#counters.get(cache);
    if (counters === undefined) {
      const { lookups } = this.#options;
      counters = {
        hit: lookups.labels({ cache, result: 'hit' }),
        miss: lookups.labels({ cache, result: 'miss' }),
        stale: lookups.labels({ cache, result: 'stale' }),
      };
      this.#counters.set(cache, counters);
    }
    return counters;
  }

  close(): Promise<void> {
    return this.#options.store.close();
  }
}

function materialise<T>(entry: CacheEntry): CachedValue<T> {
  if (entry.value === undefined) entry.value = JSON.parse(entry.json);
  return { value: entry.value as T, json: entry.json };
}
