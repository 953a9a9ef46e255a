import { Redis } from 'ioredis';
import { Counter, Registry } from 'prom-client';
import { afterAll, describe, expect, test } from 'vitest';
import type { CacheStore } from '../../src/cache/cache-store.js';
import { createMemoryStore } from '../../src/cache/memory-store.js';
import { createRedisStore } from '../../src/cache/redis-store.js';
import { jsonBytes, SharedCache } from '../../src/cache/shared-cache.js';

function lookups() {
  return new Counter({
    name: 'cache_lookups_total',
    help: 'test',
    labelNames: ['cache', 'result'] as const,
    registers: [new Registry()],
  });
}

async function count(counter: Counter<'cache' | 'result'>, result: string): Promise<number> {
  return (await counter.get()).values.find((value) => value.labels.result === result)?.value ?? 0;
}

function cacheOn(store: CacheStore, ttlMs: number, staleMs: number) {
  const counter = lookups();
  return { cache: new SharedCache({ store, ttlMs, staleMs, lookups: counter }), counter };
}

describe('SharedCache in memory', () => {
  test('1,000 concurrent misses for one key make one load; all get the value', async () => {
    const { cache, counter } = cacheOn(createMemoryStore(), 60_000, 60_000);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { n: 1 };
    };
    const results = await Promise.all(Array.from({ length: 1_000 }, () => cache.get('c', 'k', load)));
    expect(loads).toBe(1);
    expect(results.every((result) => result.json === '{"n":1}')).toBe(true);
    await cache.get('c', 'k', load);
    expect(loads).toBe(1);
    expect(await count(counter, 'hit')).toBe(1);
  });

  test("an entry's bytes are its JSON in UTF-8, encoded once and kept for every later hit", async () => {
    const { cache } = cacheOn(createMemoryStore(), 60_000, 60_000);
    const load = async () => ({ title: 'Šiaulių ąžuolas – €' });
    const first = jsonBytes(await cache.get('c', 'k', load));
    expect(first.toString('utf8')).toBe('{"title":"Šiaulių ąžuolas – €"}');
    expect(first.byteLength).toBe(Buffer.byteLength('{"title":"Šiaulių ąžuolas – €"}'));
    // The next hit is the same entry: its bytes are not encoded again.
    expect(jsonBytes(await cache.get('c', 'k', load))).toBe(first);
  });

  test('a failed load with a stale entry serves the stale value; without one it fails', async () => {
    const { cache, counter } = cacheOn(createMemoryStore(), 0, 60_000);
    await cache.get('c', 'k', async () => 'old');
    const stale = await cache.get('c', 'k', async () => {
      throw new Error('shop down');
    });
    expect(stale.value).toBe('old');
    expect(await count(counter, 'stale')).toBe(1);
    await expect(
      cache.get('c', 'other', async () => {
        throw new Error('shop down');
      }),
    ).rejects.toThrow('shop down');
  });

  test('past the stale window the failure is passed on', async () => {
    const { cache } = cacheOn(createMemoryStore(), 0, 0);
    await cache.get('c', 'k', async () => 'old');
    await expect(
      cache.get('c', 'k', async () => {
        throw new Error('shop down');
      }),
    ).rejects.toThrow('shop down');
  });

  test('a failure is not cached: the next lookup loads again', async () => {
    const { cache } = cacheOn(createMemoryStore(), 60_000, 60_000);
    await expect(cache.get('c', 'k', () => Promise.reject(new Error('x')))).rejects.toThrow();
    expect((await cache.get('c', 'k', async () => 2)).value).toBe(2);
  });

  test('the memory store is bounded', () => {
    const store = createMemoryStore(2);
    for (const key of ['a', 'b', 'c']) store.set('kind', key, { storedAt: Date.now(), json: '1' }, 60_000);
    expect(store.get('kind', 'a')).toBeUndefined();
    expect(store.get('kind', 'c')).toBeDefined();
  });

  test('one kind of entry cannot evict another: a flood of search flags leaves the store config', async () => {
    const { cache } = cacheOn(createMemoryStore(100), 60_000, 60_000);
    await cache.get('store-config', 'lt.shop:lt', async () => 'config');
    for (let id = 0; id < 1_100; id += 1) await cache.get('search-flags', `lt.shop:lt:${id}`, async () => []);
    let loads = 0;
    const again = await cache.get('store-config', 'lt.shop:lt', async () => {
      loads += 1;
      return 'reloaded';
    });
    expect(again.value).toBe('config');
    expect(loads).toBe(0);
  });

  test('an entry lives as long as its lifetime, then is gone', async () => {
    const store = createMemoryStore();
    store.set('kind', 'k', { storedAt: Date.now(), json: '1' }, 20);
    expect(store.get('kind', 'k')).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(store.get('kind', 'k')).toBeUndefined();
  });
});

/** A load that stays pending until the test settles it. */
function pendingLoad<T>() {
  let calls = 0;
  let settle: { resolve: (value: T) => void; reject: (error: Error) => void } | undefined;
  return {
    load: () => {
      calls += 1;
      return new Promise<T>((resolve, reject) => {
        settle = { resolve, reject };
      });
    },
    calls: () => calls,
    resolve: (value: T) => settle?.resolve(value),
    reject: (error: Error) => settle?.reject(error),
  };
}

describe('bounded waiting (a hanging or slow shop)', () => {
  const waiting = (options: Partial<ConstructorParameters<typeof SharedCache>[0]> = {}) =>
    new SharedCache({
      store: createMemoryStore(),
      ttlMs: 0,
      staleMs: 60_000,
      lookups: lookups(),
      ...options,
    });

  test('a stale entry is answered once its refresh has taken refreshWaitMs; the refresh then fills the cache', async () => {
    const cache = waiting({ refreshWaitMs: 30 });
    await cache.get('c', 'k', async () => 'old');
    const refresh = pendingLoad<string>();
    expect((await cache.get('c', 'k', refresh.load)).value).toBe('old');
    // Still refreshing in the background: a second caller joins it and gets the stale entry too.
    expect((await cache.get('c', 'k', refresh.load)).value).toBe('old');
    expect(refresh.calls()).toBe(1);
    refresh.resolve('new');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const cache2Load = pendingLoad<string>();
    // TTL 0 makes it stale again at once, but what is stored now is the refreshed answer.
    expect((await cache.get('c', 'k', cache2Load.load)).value).toBe('new');
  });

  test('past a deadline with nothing cached the caller gets the deadline error; the load goes on and fills the cache', async () => {
    const cache = waiting({
      ttlMs: 60_000,
      deadlineError: (kind) => new Error(`late ${kind}`),
    });
    const load = pendingLoad<string>();
    await expect(cache.get('c', 'k', load.load, { deadline: Date.now() + 20 })).rejects.toThrow('late c');
    load.resolve('value');
    await new Promise((resolve) => setTimeout(resolve, 0));
    let loads = 0;
    const next = await cache.get('c', 'k', async () => {
      loads += 1;
      return 'other';
    });
    expect(next.value).toBe('value');
    expect(loads).toBe(0);
  });

  test('past a deadline a stale entry is answered even without a refresh wait', async () => {
    const cache = waiting();
    await cache.get('c', 'k', async () => 'old');
    const load = pendingLoad<string>();
    expect((await cache.get('c', 'k', load.load, { deadline: Date.now() + 20 })).value).toBe('old');
  });

  test('without a deadline or refresh wait a caller waits for the load, as before', async () => {
    const cache = waiting();
    await cache.get('c', 'k', async () => 'old');
    const load = pendingLoad<string>();
    const answer = cache.get('c', 'k', load.load);
    setTimeout(() => load.resolve('new'), 40);
    expect((await answer).value).toBe('new');
  });

  test('after a failed refresh the stale entry is served without asking the shop again until the back-off ends', async () => {
    const cache = waiting({ failedRefreshBackoffMs: 60_000 });
    await cache.get('c', 'k', async () => 'old');
    let loads = 0;
    const failing = async () => {
      loads += 1;
      throw new Error('shop down');
    };
    for (let i = 0; i < 20; i += 1) expect((await cache.get('c', 'k', failing)).value).toBe('old');
    expect(loads).toBe(1);
  });

  test('with no back-off every lookup of a stale entry asks the shop (the old behaviour, for contrast)', async () => {
    const cache = waiting({ failedRefreshBackoffMs: 0 });
    await cache.get('c', 'k', async () => 'old');
    let loads = 0;
    const failing = async () => {
      loads += 1;
      throw new Error('shop down');
    };
    for (let i = 0; i < 5; i += 1) await cache.get('c', 'k', failing);
    expect(loads).toBe(5);
  });
});

// The Redis path runs only where a Redis is provided (TEST_REDIS_URL); each test has its own key prefix.
const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('SharedCache on Redis', () => {
  const clients: Redis[] = [];
  const replica = (prefix: string, ttlMs = 60_000, staleMs = 60_000) => {
    const redis = new Redis(redisUrl as string, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    return cacheOn(
      createRedisStore(redis, prefix, () => undefined),
      ttlMs,
      staleMs,
    );
  };
  const prefix = () => `bff-test:${process.pid}:${Math.random().toString(36).slice(2)}:`;
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
  });

  test('an answer loaded by one replica is a hit for another', async () => {
    const p = prefix();
    const a = replica(p);
    const b = replica(p);
    let loads = 0;
    const load = async () => {
      loads += 1;
      return { site: 'lv' };
    };
    await a.cache.get('store-config', 'lv:lv', load);
    const other = await b.cache.get('store-config', 'lv:lv', load);
    expect(other.value).toEqual({ site: 'lv' });
    expect(loads).toBe(1);
    expect(await count(b.counter, 'hit')).toBe(1);
  });

  test('a burst of misses on one replica makes one load', async () => {
    const { cache } = replica(prefix());
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 1;
    };
    await Promise.all(Array.from({ length: 200 }, () => cache.get('c', 'k', load)));
    expect(loads).toBe(1);
  });

  test('a stale entry in Redis is served while the shop fails', async () => {
    const p = prefix();
    await replica(p, 0).cache.get('c', 'k', async () => 'old');
    const stale = await replica(p, 0).cache.get('c', 'k', () => Promise.reject(new Error('down')));
    expect(stale.value).toBe('old');
  });

  test('a stale entry in Redis is answered at a page deadline while its refresh hangs', async () => {
    const p = prefix();
    await replica(p, 0).cache.get('store-config', 'lt', async () => 'old');
    const hanging = () => new Promise<string>(() => undefined);
    const { cache } = replica(p, 0);
    expect((await cache.get('store-config', 'lt', hanging, { deadline: Date.now() + 50 })).value).toBe('old');
  });
});
