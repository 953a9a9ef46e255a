import type { Counter } from 'prom-client';
import type { SentEncoding } from '../lib/encoded-body.js';
import { LATE, settledBy } from '../lib/settled-by.js';
import type { CacheEntry, CacheStore } from './cache-store.js';
import { createLookupCounters, type LookupCounters } from './lookup-counters.js';

export interface CachedValue<T> {
  value: T;
  /** The value serialised once when stored, so a hit can be sent without re-serialising. */
  json: string;
  /** `json` as UTF-8 once it has been sent: read it through jsonBytes. */
  bytes?: Buffer;
  /** Those bytes compressed, per encoding it has been sent in (routes/api/cached-answer.ts). */
  compressed?: Partial<Record<SentEncoding, Buffer>>;
}

/**
 * A cached answer's JSON as the bytes that go on the wire, encoded on its first send and kept with the entry. A
 * string body is encoded again by Node on every send, and an answer with any letter outside Latin-1 (ą, š, ē: every
 * site's texts) is a two-byte string that costs a full UTF-16 to UTF-8 pass each time; the bytes go out as they are.
 */
export function jsonBytes(cached: CachedValue<unknown>): Buffer {
  cached.bytes ??= Buffer.from(cached.json);
  return cached.bytes;
}

export interface SharedCacheOptions {
  store: CacheStore;
  /** How long an entry is served without asking the shop. */
  ttlMs: number;
  /** How long past its TTL an entry may still be served while the shop fails. */
  staleMs: number;
  /**
   * How long a caller holding an entry past its TTL waits for the refresh before it is answered the stale entry
   * (the refresh goes on in the background and fills the cache). Counted from the refresh's start, so while a
   * hanging shop holds one refresh, later callers do not wait again. Unset: wait for the refresh.
   */
  refreshWaitMs?: number | undefined;
  /** After a failed refresh the stale entry is served without asking the shop again for this long. */
  failedRefreshBackoffMs?: number | undefined;
  lookups: Counter<'cache' | 'result'>;
  onStaleServed?: (key: string, error: unknown) => void;
  /** The error a caller gets when its deadline passes with nothing to serve (default: CacheDeadlineError). */
  deadlineError?: (cache: string) => Error;
}

export interface CacheGetOptions {
  /**
   * `Date.now()` by which the caller needs an answer (a page's budget). Past it the caller gets a stale entry if
   * there is one, else the `deadlineError`; the load goes on in the background either way.
   */
  deadline?: number | null | undefined;
}

/** Nothing cached could be served and the load did not finish by the caller's deadline. */
export class CacheDeadlineError extends Error {
  readonly cache: string;

  constructor(cache: string) {
    super(`No answer for ${cache} before the deadline`);
    this.name = 'CacheDeadlineError';
    this.cache = cache;
  }
}

/** One lookup in progress, shared by every caller of its key: the store read, then the load if one is needed. */
interface Flight {
  startedAt: number;
  /** The entry found in the store (fresh, stale or none). */
  read: Promise<CacheEntry | undefined>;
  result: Promise<CachedValue<unknown>>;
}

/**
 * Read-through cache with single-flight (a burst of misses for one key makes one shop call), stale-on-error (a
 * shop outage serves the last good answer for up to the stale window) and bounded waiting (a stale entry is served
 * once its refresh has taken `refreshWaitMs`, or at a caller's deadline). With a Redis store the single-flight
 * covers the Redis read too, so a burst does not race several loads past a cold Redis.
 */
export class SharedCache {
  readonly #options: SharedCacheOptions;
  readonly #inflight = new Map<string, Flight>();
  /** Keys whose last refresh failed → when the shop may be asked again. Only keys already in the store. */
  readonly #backoffUntil = new Map<string, number>();
  readonly #countersFor: (cache: string) => LookupCounters;

  constructor(options: SharedCacheOptions) {
    this.#options = options;
    this.#countersFor = createLookupCounters(options.lookups);
  }

  get<T>(
    cache: string,
    key: string,
    load: () => Promise<T>,
    options: CacheGetOptions = {},
  ): Promise<CachedValue<T>> {
    const fullKey = `${cache}:${key}`;
    const counters = this.#countersFor(cache);
    let flight = this.#inflight.get(fullKey);
    if (flight === undefined) {
      const found = this.#options.store.get(cache, key);
      // The hot path: a fresh entry in memory is answered without creating a lookup promise chain.
      if (found !== undefined && !(found instanceof Promise) && this.#isFresh(found)) {
        counters.hit.inc();
        return Promise.resolve(materialise<T>(found));
      }
      flight = this.#start(cache, key, fullKey, counters, found, load);
    }
    const { deadline } = options;
    if ((deadline === undefined || deadline === null) && this.#options.refreshWaitMs === undefined) {
      return flight.result as Promise<CachedValue<T>>;
    }
    return this.#await<T>(cache, fullKey, flight, counters, deadline ?? Number.POSITIVE_INFINITY);
  }

  #start<T>(
    cache: string,
    key: string,
    fullKey: string,
    counters: LookupCounters,
    found: CacheEntry | undefined | Promise<CacheEntry | undefined>,
    load: () => Promise<T>,
  ): Flight {
    const read = Promise.resolve(found).catch(() => undefined);
    const result = (async (): Promise<CachedValue<unknown>> => {
      const entry = await read;
      if (entry !== undefined && this.#isFresh(entry)) {
        counters.hit.inc();
        return materialise(entry);
      }
      const stale = entry !== undefined && this.#isUsable(entry) ? entry : undefined;
      // The shop failed this key a moment ago: answer the stale entry instead of asking it on every request.
      if (stale !== undefined && this.#backingOff(fullKey)) {
        counters.stale.inc();
        return materialise(stale);
      }
      try {
        const value = await load();
        const fresh: CacheEntry = { storedAt: Date.now(), json: JSON.stringify(value), value };
        await this.#options.store.set(cache, key, fresh, this.#options.ttlMs + this.#options.staleMs);
        this.#backoffUntil.delete(fullKey);
        counters.miss.inc();
        return fresh as CachedValue<unknown>;
      } catch (error) {
        if (stale === undefined) throw error;
        this.#backoffUntil.set(fullKey, Date.now() + (this.#options.failedRefreshBackoffMs ?? 0));
        counters.stale.inc();
        this.#options.onStaleServed?.(fullKey, error);
        return materialise(stale);
      }
    })();
    const flight: Flight = { startedAt: Date.now(), read, result };
    const done = () => {
      if (this.#inflight.get(fullKey) === flight) this.#inflight.delete(fullKey);
    };
    // Settles the bookkeeping either way; also marks the rejection as handled for callers that stopped waiting.
    result.then(done, done);
    this.#inflight.set(fullKey, flight);
    return flight;
  }

  /** A caller's wait on a shared lookup: until its deadline, or the refresh wait when a stale entry is in hand. */
  async #await<T>(
    cache: string,
    fullKey: string,
    flight: Flight,
    counters: LookupCounters,
    deadline: number,
  ): Promise<CachedValue<T>> {
    const entry = await flight.read;
    const stale = entry !== undefined && this.#isUsable(entry) ? entry : undefined;
    const { refreshWaitMs } = this.#options;
    const until =
      stale !== undefined && refreshWaitMs !== undefined
        ? Math.min(deadline, flight.startedAt + refreshWaitMs)
        : deadline;
    const outcome = await settledBy(flight.result, until);
    if (outcome !== LATE) return outcome as CachedValue<T>;
    if (stale === undefined) throw this.#options.deadlineError?.(cache) ?? new CacheDeadlineError(cache);
    counters.stale.inc();
    this.#options.onStaleServed?.(fullKey, new CacheDeadlineError(cache));
    return materialise<T>(stale);
  }

  #isFresh(entry: CacheEntry): boolean {
    return Date.now() - entry.storedAt < this.#options.ttlMs;
  }

  #isUsable(entry: CacheEntry): boolean {
    return Date.now() - entry.storedAt < this.#options.ttlMs + this.#options.staleMs;
  }

  #backingOff(fullKey: string): boolean {
    const until = this.#backoffUntil.get(fullKey);
    if (until === undefined) return false;
    if (Date.now() < until) return true;
    this.#backoffUntil.delete(fullKey);
    return false;
  }

  close(): Promise<void> {
    return this.#options.store.close();
  }
}

/**
 * The entry itself as the caller's answer, its value parsed on first use (a Redis entry arrives as JSON only). The
 * same object goes to every caller of a memory entry, so what is made once for it (value, bytes) is made once.
 */
function materialise<T>(entry: CacheEntry): CachedValue<T> {
  if (entry.value === undefined) entry.value = JSON.parse(entry.json);
  return entry as CachedValue<T>;
}
