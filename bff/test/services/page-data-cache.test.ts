import { describe, expect, test } from 'vitest';
import { createPageDataCache } from '../../src/services/page-data-cache.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A cache on a clock the test moves, and a load that counts its calls. */
function clockedCache(ttlMs: number) {
  let time = 1_000;
  const cache = createPageDataCache({ ttlMs, maxEntries: 10 }, () => time);
  let loads = 0;
  return {
    cache,
    advance: (ms: number) => {
      time += ms;
    },
    load: async () => ({ n: ++loads }),
    loads: () => loads,
  };
}

describe('createPageDataCache', () => {
  test('keeps an answer for its time to live', async () => {
    const { cache, load, advance, loads } = clockedCache(5_000);
    expect(await cache?.read('k', load)).toEqual({ n: 1 });
    advance(4_999);
    expect(await cache?.read('k', load)).toEqual({ n: 1 });
    expect(await cache?.read('other', load)).toEqual({ n: 2 });
    expect(loads()).toBe(2);
  });

  test('past its time to live the answer is served at once while one read refreshes it', async () => {
    const { cache, load, advance, loads } = clockedCache(5_000);
    await cache?.read('k', load);
    advance(6_000);
    // Three pages at once: none waits for the shop, one call refreshes the answer for the next.
    const answers = await Promise.all([1, 2, 3].map(() => cache?.read('k', load)));
    expect(answers).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    await sleep(0);
    expect(loads()).toBe(2);
    expect(await cache?.read('k', load)).toEqual({ n: 2 });
  });

  test('past twice its time to live the answer is gone: the read waits for the shop', async () => {
    const { cache, load, advance } = clockedCache(5_000);
    await cache?.read('k', load);
    advance(10_001);
    expect(await cache?.read('k', load)).toEqual({ n: 2 });
  });

  test('a failed refresh keeps the stale answer, and the next read tries again', async () => {
    const { cache, load, advance } = clockedCache(5_000);
    await cache?.read('k', load);
    advance(6_000);
    const failing = () => Promise.reject(new Error('shop down'));
    expect(await cache?.read('k', failing)).toEqual({ n: 1 });
    await sleep(0);
    expect(await cache?.read('k', load)).toEqual({ n: 1 });
    await sleep(0);
    expect(await cache?.read('k', load)).toEqual({ n: 2 });
  });

  test('reads missing one key at the same moment share one load', async () => {
    const cache = createPageDataCache({ ttlMs: 1_000, maxEntries: 10 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await sleep(10);
      return 'answer';
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache?.read('k', load)));
    expect(answers).toEqual(Array(5).fill('answer'));
    expect(loads).toBe(1);
  });

  test('a failure reaches its readers and is not kept', async () => {
    const cache = createPageDataCache({ ttlMs: 1_000, maxEntries: 10 });
    await expect(cache?.read('k', () => Promise.reject(new Error('shop down')))).rejects.toThrow('shop down');
    expect(await cache?.read('k', async () => 'back')).toBe('back');
  });

  test('is off with a time to live or a size of 0', () => {
    expect(createPageDataCache({ ttlMs: 0, maxEntries: 10 })).toBeNull();
    expect(createPageDataCache({ ttlMs: 1_000, maxEntries: 0 })).toBeNull();
  });
});
