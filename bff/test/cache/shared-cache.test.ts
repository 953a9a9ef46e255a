import { Redis } from 'ioredis';
import { Counter, Registry } from 'prom-client';
import { afterAll, describe, expect, test } from 'vitest';
import type { CacheStore } from '../../src/cache/cache-store.js';
import { createMemoryStore } from '../../src/cache/memory-store.js';
import { createRedisStore } from '../../src/cache/redis-store.js';
import { SharedCache } from '../../src/cache/shared-cache.js';

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
    for (const key of ['a', 'b', 'c']) store.set(key, { storedAt: Date.now(), json: '1' }, 60_000);
    expect(store.get('a')).toBeUndefined();
    expect(store.get('c')).toBeDefined();
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
});
